/// What one repaired line of a log is, as far as a report is concerned.
enum LineKind: Equatable {
    /// "Unable to simultaneously satisfy constraints" (or "Conflicting
    /// constraints detected"), with whatever prefix; `opensList` when the
    /// line ends in `(`; `isConflictingForm` for macOS's form.
    case header(opensList: Bool, isConflictingForm: Bool)
    /// UIKit's advice before the list.
    case hint
    /// `(`
    case open
    /// `)`, `).`, `)` followed by text.
    case close
    /// `...` or `…` where the person pasting elided part of the list.
    case elision
    /// A list entry (quotes, comma and indentation removed), and whether a
    /// `)` closed the list right after it on the same line.
    case entry(String, closesList: Bool)
    /// `<private>`.
    case redacted
    /// "Will attempt to recover by breaking constraint", with the entry when
    /// it is on the same line.
    case breaking(String?)
    /// The advice after a report (symbolic breakpoint, NSUserDefault).
    case trailer
    case blank
    /// Anything else: another log line.
    case noise

    static func classify(_ line: String) -> LineKind {
        let text = line.trimmingBlanks
        if text.isEmpty { return .blank }
        if text == "(" { return .open }
        if text.hasPrefix(")") { return .close }
        if text == "..." || text == "…" || text == "[...]" || text == "(...)" { return .elision }
        if text == "<private>" || text == "\"<private>\"" || text == "\"<private>\"," { return .redacted }
        if text.containsBytes("recover by breaking"), let range = text[...].range(of: "recover by breaking") {
            var rest = text[range.upperBound...]
            if rest.hasPrefix(" constraint") { rest = rest.dropFirst(" constraint".count) }
            var entry = rest.trimmingBlanks
            if entry.hasSuffix(">.") { entry.removeLast() }
            // "…breaking constrain" cut mid-word, or nothing after it: the entry is on the next line, if anywhere.
            return .breaking(entry.contains("<") ? entry : nil)
        }
        if text.containsBytes("atisfy constraints") || text.containsBytes("Conflicting constraints detected") {
            return .header(opensList: text.hasSuffix("("), isConflictingForm: text.containsBytes("Conflicting constraints detected"))
        }
        if text.hasPrefix("Probably at least one") || text.hasPrefix("Try this") || text.hasPrefix("(1) look")
            || text.hasPrefix("(2) find") || text.hasPrefix("(Note: If you")
        {
            return .hint
        }
        if text.hasPrefix("Make a symbolic breakpoint") || text.containsBytes("UIConstraintBasedLayoutDebugging")
            || text.containsBytes("NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints")
            || text.hasPrefix("Break on objc_exception_throw")
        {
            return .trailer
        }
        return entryOrNoise(text)
    }

    /// An entry is a line that starts with `<` or `"<` (or is a quoted
    /// description); the quotes, the comma and a glued `)` come off.
    private static func entryOrNoise(_ text: String) -> LineKind {
        var body = Substring(text)
        var closes = false
        if body.hasSuffix(")") && !body.hasSuffix(">)") && body.hasSuffix("\")") {
            body = body.dropLast()
            closes = true
        } else if body.hasSuffix(">\")") || body.hasSuffix(">)") {
            body = body.dropLast()
            closes = true
        } else if body.hasSuffix(">\").") || body.hasSuffix(">).") {
            body = body.dropLast(2)
            closes = true
        }
        if body.hasSuffix(",") { body = body.dropLast() }
        let quoted = body.hasPrefix("\"")
        if quoted { body = body.dropFirst() }
        if body.hasSuffix("\"") { body = body.dropLast() }
        if body.hasPrefix("<") || quoted && body.count > 3 {
            return .entry(body.trimmingBlanks, closesList: closes)
        }
        return .noise
    }
}
