/// How much of a log Trellis reads. Every bound is far above what a real
/// console holds, and keeps hostile input (megabytes of garbage, a million
/// entries) to bounded time and memory. See docs/limits.md.
public struct ConflictLogLimits: Sendable {
    /// The most bytes of input: 32 MiB.
    public var maxInputBytes = 32 << 20
    /// The most constraint entries over all reports: 100,000.
    public var maxEntries = 100_000
    /// The longest entry read, in characters: 10,000 (real ones are under 600).
    public var maxEntryLength = 10_000

    public init() {}
}

/// Input that cannot be read as a whole: too large, too many entries, or no report at all.
public struct ConflictLogError: Error, CustomStringConvertible, Equatable {
    /// The 1-based line where reading stopped; 0 for the input as a whole.
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "line \(line): \(message)" : message }
}
