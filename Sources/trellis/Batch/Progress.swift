import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Reports a batch as it goes: a bar redrawn in place on a terminal, a line
/// per finished job otherwise, nothing with `--quiet`. Errors always go to
/// standard error. Safe to call from several workers.
final class Progress: @unchecked Sendable {
    enum Mode { case bar, lines, quiet }

    private let mode: Mode
    private let total: Int
    private var done = 0
    private let lock = NSLock()

    init(total: Int, quiet: Bool) {
        self.total = total
        mode = quiet ? .quiet : isatty(STDERR_FILENO) == 1 ? .bar : .lines
    }

    /// One job finished; `message` says what it made.
    func finished(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        switch mode {
        case .quiet: break
        case .lines:
            // Flushed line by line, so that a pipe (tee, a CI log) sees the
            // batch move, and an interrupted one shows what it finished.
            Console.out(message)
        case .bar:
            let width = 30
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            let line = "[\(bar)] \(done)/\(total) \(Console.escaped(String(message.suffix(50))))"
            Console.rawError("\r" + line.padding(toLength: 99, withPad: " ", startingAt: 0))
        }
    }

    /// An error, on its own line whatever the mode.
    func failed(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        if mode == .bar { Console.rawError("\r") }
        Console.error(message)
    }

    /// Clears the bar before the summary.
    func end() {
        lock.lock()
        defer { lock.unlock() }
        if mode == .bar { Console.rawError("\r\(String(repeating: " ", count: 100))\r") }
    }
}
