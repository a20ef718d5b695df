import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Reports a batch as it goes: a bar redrawn in place on a terminal, a line
/// per finished job otherwise, nothing with `--quiet`. Errors always go to
/// standard error, each distinct message once (a file's error repeats for
/// every size and state it is rendered at). Safe to call from several workers.
final class Progress: @unchecked Sendable {
    enum Mode { case bar, lines, quiet }

    private let mode: Mode
    private let total: Int
    private var done = 0
    private let started = Date()
    private var reported: Set<String> = []
    private let lock = NSLock()
    /// Whether error lines may be coloured: on a terminal, unless `NO_COLOR` is set (no-color.org).
    private let colour: Bool

    init(total: Int, quiet: Bool) {
        self.total = total
        mode = quiet ? .quiet : isatty(STDERR_FILENO) == 1 ? .bar : .lines
        colour = mode == .bar && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
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
            let line = ProgressLine(done: done, total: total, elapsed: Date().timeIntervalSince(started),
                                    message: Console.escaped(message), width: Self.terminalWidth())
            Console.rawError("\r\(line.text)")
        }
    }

    /// An error, on its own line whatever the mode; a message already
    /// reported is not repeated.
    func failed(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        guard reported.insert(message).inserted else { return }
        if mode == .bar { Console.rawError("\r\(String(repeating: " ", count: Self.terminalWidth() - 1))\r") }
        // The text is escaped first, so the only control sequence is ours.
        var text = Console.escaped(message.hasSuffix("\n") ? message : message + "\n")
        if colour, let range = text.range(of: ": error: ") {
            text.replaceSubrange(range, with: ": \u{1B}[1;31merror:\u{1B}[0m ")
        }
        Console.rawError(text)
    }

    /// The errors reported with ``failed(error:)``, for reports that list them.
    private(set) var errors: [any Error] = []

    /// An error, printed as ``failed(_:)`` prints its description, and kept.
    func failed(error: any Error) {
        lock.lock()
        errors.append(error)
        lock.unlock()
        failed("\(error)")
    }

    /// Clears the bar before the summary.
    func end() {
        lock.lock()
        defer { lock.unlock() }
        if mode == .bar { Console.rawError("\r\(String(repeating: " ", count: Self.terminalWidth() - 1))\r") }
    }

    /// The terminal's width in columns: the window size of standard error,
    /// else `COLUMNS`, else 80.
    static func terminalWidth() -> Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
    }
}

/// One redraw of the bar: `[#####.....] 12/35  4.2/s  6s left  rendered out/a.png`,
/// never wider than the terminal less one column, so it never wraps.
struct ProgressLine {
    var done: Int
    var total: Int
    var elapsed: TimeInterval
    var message: String
    var width: Int

    var text: String {
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        let counts = "\(done)/\(total)"
        let speed = rate >= 10 ? String(format: "%.0f/s", rate) : String(format: "%.1f/s", rate)
        let remaining = done >= total ? "done" : "\(Self.duration(left)) left"
        let usable = max(width - 1, 10)
        let barWidth = max(5, min(30, usable / 4))
        let filled = total == 0 ? barWidth : barWidth * min(done, total) / total
        let bar = "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: barWidth - filled) + "]"
        var line = "\(bar) \(counts)  \(speed)  \(remaining)"
        let room = usable - line.count - 2
        if room > 3 {
            line += "  " + (message.count <= room ? message : "…" + String(message.suffix(room - 1)))
        }
        line = String(line.prefix(usable))
        return line + String(repeating: " ", count: max(0, usable - line.count))
    }

    /// `42s`, `3m05s`, `1h02m`.
    static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        if s < 60 { return "\(s)s" }
        if s < 3600 { return String(format: "%dm%02ds", s / 60, s % 60) }
        return String(format: "%dh%02dm", s / 3600, (s % 3600) / 60)
    }
}
