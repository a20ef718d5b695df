/// One "Unable to simultaneously satisfy constraints" report found in a
/// pasted log: the constraints of its list, the one UIKit (or AppKit) broke,
/// and the entries that could not be read.
public struct ConflictReport: Sendable, Equatable {
    /// The 1-based input line where the report starts: its header, or its
    /// first entry when the list came without one.
    public var line: Int
    /// The constraints of the list that could be read, in the log's order.
    public var constraints: [LoggedConstraint]
    /// What the log says about the constraint it broke.
    public var brokenStatement: BrokenStatement
    /// The index in ``constraints`` of the broken constraint, when the
    /// statement names one of them (matched by address and body).
    public var broken: Int?
    /// Entries of the list that could not be read, with their line.
    public var unreadable: [UnreadableEntry]
    /// Whether the report came as macOS's "Conflicting constraints detected"
    /// (possibly merged with the classic report that follows it).
    public var isConflictingConstraintsForm: Bool

    public init(line: Int, constraints: [LoggedConstraint] = [], brokenStatement: BrokenStatement = .notStated,
                broken: Int? = nil, unreadable: [UnreadableEntry] = [], isConflictingConstraintsForm: Bool = false)
    {
        self.line = line
        self.constraints = constraints
        self.brokenStatement = brokenStatement
        self.broken = broken
        self.unreadable = unreadable
        self.isConflictingConstraintsForm = isConflictingConstraintsForm
    }

    /// Whether the list itself was redacted (`<private>`) by the unified log.
    public var isRedacted: Bool = false
}

/// What a report says about the constraint it broke to recover.
public enum BrokenStatement: Sendable, Equatable {
    /// The report has no "Will attempt to recover by breaking" line (or it was cut off).
    case notStated
    /// The unified log redacted it: `<private>`.
    case redacted
    /// The line names this constraint (read from the line itself; its
    /// address may be all that could be read when the line was cut).
    case stated(line: Int, text: String, address: String?)
}

/// A list entry that could not be read.
public struct UnreadableEntry: Sendable, Equatable {
    /// Its 1-based input line.
    public var line: Int
    /// The entry as it stood after paste damage was undone (cut to 300 characters).
    public var text: String
    /// Why it could not be read.
    public var reason: String
}
