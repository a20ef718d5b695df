import Dispatch
import Foundation

/// Runs independent jobs on several workers and returns their results in
/// the jobs' order, so that what a batch writes and prints does not depend
/// on how many workers ran it.
enum BatchRunner {
    /// The workers to use by default: one per core.
    static var defaultWorkers: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `work` applied to every job on `workers` threads; results in job order.
    /// `shouldStop` is polled between jobs: once true, jobs not yet started
    /// are skipped (their results are nil).
    static func run<Job, Result>(_ jobs: [Job], workers: Int, shouldStop: @escaping @Sendable () -> Bool = { false },
                                 _ work: @escaping (Job) -> Result) -> [Result?]
    {
        let box = ResultBox<Result>(count: jobs.count)
        let next = Counter()
        // Each job builds its own scene and canvas, so `work` shares nothing
        // mutable between calls; the compiler cannot see that through generics.
        let shared = UncheckedSendable((jobs, work))
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, jobs.count))) { _ in
            let (jobs, work) = shared.value
            while !shouldStop(), let index = next.take(below: jobs.count) {
                box.set(index, work(jobs[index]))
            }
        }
        return box.values
    }
}

/// A value handed to worker threads whose safety the caller vouches for.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Hands out job indices to workers, one at a time.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// Results written by workers into their own slots.
private final class ResultBox<Result>: @unchecked Sendable {
    private var storage: [Result?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Result?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
