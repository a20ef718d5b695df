import ArgumentParser

/// `--shard i/n`: the i-th of n disjoint parts of a batch. Jobs are sorted
/// by output name and dealt round-robin, so every machine computes the same
/// split and the parts together are the whole batch, each job exactly once.
struct Shard: ExpressibleByArgument, Equatable, CustomStringConvertible {
    /// 1-based.
    let index: Int
    let count: Int

    static let whole = Shard(index: 1, count: 1)

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, index >= 1, index <= count
        else { return nil }
        self.init(index: index, count: count)
    }

    static var defaultCompletionKind: CompletionKind { .default }

    var description: String { "\(index)/\(count)" }

    /// The jobs of this shard, out of `jobs` sorted by `key`.
    func select<Job>(_ jobs: [Job], by key: (Job) -> String) -> [Job] {
        jobs.sorted { key($0) < key($1) }.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
