/// Finds the reports of a log, line by line: a header, hints, a list of
/// entries between `(` and `)` (or without them), the line saying which
/// constraint was broken, a trailer. A list without a header starts a report
/// of its own; a header inside a list starts a new report (two threads
/// logging at once); a broken-constraint line with no report before it is
/// left over from an earlier report and ignored.
struct ReportScanner {
    private enum State {
        /// Between reports.
        case idle
        /// After a header, before its list.
        case header
        /// Reading entries.
        case list
        /// After the list: waiting for the broken constraint.
        case afterList
        /// After "Will attempt to recover by breaking constraint", the entry on the next line.
        case breakingNext(line: Int)
        /// After a broken-constraint line with no report before it: its entry is skipped.
        case orphanBreaking
    }

    private var state = State.idle
    private var current: ConflictReport?
    /// Whether the report being read started without a header.
    private var headerless = false
    private(set) var reports: [ConflictReport] = []
    private(set) var entries = 0
    let limits: ConflictLogLimits

    init(limits: ConflictLogLimits) { self.limits = limits }

    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) throws {
        if case .idle = state, !LineFilter.mayMatterOutsideReports(bytes) { return }
        try read(String(decoding: bytes, as: UTF8.self)[...], number: number)
    }

    mutating func read(_ rawLine: Substring, number: Int) throws {
        let line = PasteRepair.repair(rawLine)
        let kind = LineKind.classify(line)
        switch (state, kind) {
        case (_, .header(let opensList, let conflicting)):
            finish()
            current = ConflictReport(line: number, isConflictingConstraintsForm: conflicting)
            headerless = false
            state = opensList ? .list : .header
        case (.breakingNext(let at), .entry(let text, _)):
            setBroken(text, line: at == number ? at : number)
            state = .afterList
        case (.breakingNext, .redacted):
            current?.brokenStatement = .redacted
            state = .afterList
        case (.breakingNext, .blank):
            break
        case (.breakingNext, _):
            state = .afterList
            try read(rawLine, number: number)
        case (.idle, .breaking(nil)):
            state = .orphanBreaking
        case (.orphanBreaking, .blank):
            break
        case (.orphanBreaking, .entry), (.orphanBreaking, .redacted):
            state = .idle
        case (.orphanBreaking, _):
            state = .idle
            try read(rawLine, number: number)
        case (.idle, .entry(let text, _)):
            // A list without a header, if the line looks like an entry.
            guard LineFilter.looksLikeEntry(text) else { break }
            current = ConflictReport(line: number)
            headerless = true
            state = .list
            try read(rawLine, number: number)
        case (.idle, .open):
            current = ConflictReport(line: number)
            headerless = true
            state = .list
        case (.idle, _):
            break
        case (.header, .open):
            state = .list
        case (.header, .entry), (.list, .entry):
            guard case .entry(let text, let closes) = kind else { break }
            // Without a header, only lines that look like entries are taken as such.
            if headerless && !LineFilter.looksLikeEntry(text) { break }
            try add(text, line: number)
            if closes { state = .afterList }
        case (.header, .redacted), (.list, .redacted):
            current?.isRedacted = true
            state = .afterList
        case (.header, .hint), (.header, .blank), (.list, .hint), (.list, .blank), (.list, .elision), (.header, .elision):
            break
        case (.list, .close), (.header, .close):
            state = .afterList
        case (.header, .breaking(let text)), (.list, .breaking(let text)), (.afterList, .breaking(let text)):
            if let text {
                setBroken(text, line: number)
                state = .afterList
            } else {
                state = .breakingNext(line: number)
            }
        case (.afterList, .entry(let text, _)):
            // An entry after the list with no "breaking" line before it: the
            // list went on after a stray ')' (as when `)` was glued to an entry
            // that was not the last), so it is read as an entry.
            if case .notStated = current?.brokenStatement {
                try add(text, line: number)
            }
        case (.afterList, .trailer), (.header, .trailer), (.list, .trailer):
            finish()
        case (.afterList, .noise):
            finish()
        case (.list, .noise):
            // A line from another thread, or damage: not an entry.
            break
        case (.afterList, _), (.header, _), (.list, _):
            break
        }
    }

    private mutating func add(_ text: String, line: Int) throws {
        entries += 1
        if entries > limits.maxEntries {
            throw ConflictLogError(line: line, message: "the input has more than \(limits.maxEntries) constraint entries, "
                + "the most Trellis reads; paste the reports you want explained")
        }
        guard text.unicodeScalars.count <= limits.maxEntryLength else {
            current?.unreadable.append(UnreadableEntry(line: line, text: ConflictLog.excerpt(text),
                                                       reason: "the entry is longer than \(limits.maxEntryLength) characters"))
            return
        }
        switch EntryReader.entry(text, line: line) {
        case .success(let constraint): current?.constraints.append(constraint)
        case .failure(let error):
            current?.unreadable.append(UnreadableEntry(line: line, text: ConflictLog.excerpt(text), reason: error.reason))
        }
    }

    private mutating func setBroken(_ text: String, line: Int) {
        guard current != nil else { return }
        if text == "<private>" {
            current?.brokenStatement = .redacted
            return
        }
        let address = BrokenMatch.address(in: text)
        current?.brokenStatement = .stated(line: line, text: ConflictLog.excerpt(text), address: address)
    }

    /// Ends the report being read, keeping it if it holds anything.
    mutating func finish() {
        if let report = current {
            if !report.constraints.isEmpty || !report.unreadable.isEmpty || report.isRedacted
                || report.brokenStatement != .notStated
            {
                reports.append(report)
            }
        }
        current = nil
        state = .idle
    }
}
