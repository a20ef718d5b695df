/// What Yams would do with a hostile file that no scene file needs, found in
/// the text before Yams composes it, in one pass:
///
/// - An alias (`*name`) makes Yams share the anchored node. A few lines of
///   aliases of aliases (the "billion laughs") describe billions of nodes,
///   and Yams hashes mapping keys while it composes, before the reader could
///   count anything. Scene files have no use for aliases, so any is refused.
/// - Yams composes recursively, one call per level of nesting: `[[[[…` a few
///   megabytes deep overflows the stack. Nesting is bounded by
///   ``SceneFileLimits/maxYAMLDepth``.
///
/// The alias rule is deliberately blunt, so that it never misses one: a `*`
/// followed by a name character (libyaml's `[0-9A-Za-z_-]`) after a space,
/// a line break, the start of the text or one of `[ ] { } , : " '` is an
/// alias, wherever it stands, even inside quotes or a comment, unless the
/// blanks before it follow a word of text on the same line: there it
/// continues a plain scalar, as in `a.width == 2 *b.width`, and YAML reads
/// no alias (a word that is an indicator, an anchor or a tag does not count).
///
/// The depth is an estimate that errs high: block levels are the distinct
/// indentation columns open at a line (each may hide an indentless sequence,
/// so the true depth is at most twice as many), flow levels the brackets
/// outside quoted strings and comments. To keep quoted strings unambiguous, a
/// quoted string must end on the line it starts on.
enum YAMLStructureScan {
    enum Finding: Equatable {
        case alias(String, SourcePosition)
        case tooDeep(SourcePosition)
        case unclosedQuote(SourcePosition)
    }

    /// The first finding in a text's Unicode scalars, or nil when Yams may compose it.
    static func check(_ scalars: [Unicode.Scalar]) -> Finding? {
        var scanner = Scanner(scalars)
        return scanner.run()
    }

    private struct Scanner {
        let s: [Unicode.Scalar]
        var i = 0
        var line = 1
        var lineStart = 0
        /// Open flow collections (never fewer than the real ones).
        var flow = 0
        /// Columns of the block collections that may be open.
        var indents: [Int] = []
        /// Whether a node may start here: libyaml could read an indicator,
        /// a quote or an alias next.
        var tokenStart = true

        init(_ s: [Unicode.Scalar]) { self.s = s }

        func position(_ index: Int) -> SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }
        func at(_ index: Int) -> Unicode.Scalar? { index < s.count ? s[index] : nil }

        static func isBreak(_ c: Unicode.Scalar?) -> Bool { LineBreaks.isBreak(c) }
        static func isBlank(_ c: Unicode.Scalar?) -> Bool { c == " " || c == "\t" }
        /// A blank, a break or the end: what makes `-`, `?` and `:` indicators.
        static func endsWord(_ c: Unicode.Scalar?) -> Bool { c == nil || isBlank(c) || isBreak(c) }
        static func isAnchorCharacter(_ c: Unicode.Scalar) -> Bool {
            c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "-")
        }
        static func mayPrecedeAlias(_ c: Unicode.Scalar) -> Bool {
            isBlank(c) || isBreak(c) || "[]{},:\"'\u{FEFF}".unicodeScalars.contains(c)
        }

        /// Whether the blanks before `index` follow a word of text on the same
        /// line (`2 *x`), so that a `*` there continues a plain scalar, where
        /// YAML reads no alias. A word that is an indicator (`-`, `:`, `?`,
        /// `,`, a bracket, a quote) or an anchor or tag leaves the `*` an alias.
        static func continuesPlainText(before index: Int, in s: [Unicode.Scalar]) -> Bool {
            var p = index - 1
            guard p >= 0, isBlank(s[p]) else { return false }
            while p >= 0, isBlank(s[p]) { p -= 1 }
            guard p >= 0, !isBreak(s[p]), !"-:?,[]{}\"'\u{FEFF}".unicodeScalars.contains(s[p]) else { return false }
            var start = p
            while start > 0, !isBlank(s[start - 1]), !isBreak(s[start - 1]) { start -= 1 }
            return s[start] != "&" && s[start] != "!"
        }

        mutating func run() -> Finding? {
            // Aliases first, over the whole text: the rule needs no context.
            for index in s.indices where s[index] == "*" {
                guard index + 1 < s.count, Self.isAnchorCharacter(s[index + 1]),
                      index == 0 || Self.mayPrecedeAlias(s[index - 1]),
                      !Self.continuesPlainText(before: index, in: s) else { continue }
                var end = index + 1
                while end < s.count, Self.isAnchorCharacter(s[end]) { end += 1 }
                return .alias(String(String.UnicodeScalarView(s[index..<end])), LineBreaks.position(of: index, in: s))
            }
            var atLineStart = true
            while i < s.count {
                let c = s[i]
                if Self.isBreak(c) {
                    if LineBreaks.endsLine(at: i, in: s) { line += 1; lineStart = i + 1 }
                    atLineStart = true
                    tokenStart = true
                    i += 1
                    continue
                }
                if atLineStart {
                    atLineStart = false
                    var j = i
                    while Self.isBlank(at(j)) { j += 1 }
                    if flow == 0, j < s.count, !Self.isBreak(s[j]), s[j] != "#" {
                        let column = j - lineStart
                        while let last = indents.last, last > column { indents.removeLast() }
                        if c == "-" || c == ".", j == i, documentMarker(at: i) {
                            i += 3
                            continue
                        }
                        if c == "%", j == i { skipLine(); continue }
                    }
                    i = j
                    continue
                }
                if Self.isBlank(c) { i += 1; continue }
                if c == "#", i == lineStart || Self.isBlank(s[i - 1]) { skipLine(); continue }
                if !tokenStart {
                    if c == ":" && (Self.endsWord(at(i + 1)) || flow > 0) { tokenStart = true; i += 1; continue }
                    if flow > 0, "[]{},".unicodeScalars.contains(c) { tokenStart = true; continue }
                    i += 1
                    continue
                }
                if let finding = token(c) { return finding }
            }
            return nil
        }

        /// Reads what starts at `i`, a place where a node may start.
        mutating func token(_ c: Unicode.Scalar) -> Finding? {
            let indicator = (c == "-" || c == "?" || c == ":") && Self.endsWord(at(i + 1))
            switch c {
            case "\"", "'":
                openBlockLevel()
                guard let close = closingQuote(from: i) else { return .unclosedQuote(position(i)) }
                i = close + 1
                tokenStart = false
            case "[", "{":
                flow += 1
                if flow + indents.count > SceneFileLimits.maxYAMLDepth { return .tooDeep(position(i)) }
                i += 1
            case "]", "}":
                flow = max(0, flow - 1)
                i += 1
                tokenStart = false
            case ",":
                i += 1
            case "-" where indicator, "?" where indicator, ":" where indicator:
                if c != ":" { openBlockLevel() }
                i += 1
            case "&", "!":
                // An anchor or a tag: the node follows.
                while i < s.count, !Self.endsWord(s[i]), !(flow > 0 && "[]{},".unicodeScalars.contains(s[i])) { i += 1 }
            default:
                // A plain scalar (or a block scalar's header): maybe a mapping key.
                openBlockLevel()
                i += 1
                tokenStart = false
            }
            if flow + indents.count > SceneFileLimits.maxYAMLDepth { return .tooDeep(position(max(0, i - 1))) }
            return nil
        }

        /// A node in block context at column `i` may open a collection there.
        mutating func openBlockLevel() {
            guard flow == 0 else { return }
            let column = i - lineStart
            if column > indents.last ?? -1 { indents.append(column) }
        }

        /// `---` or `...` at a line's start, followed by a blank or the end of the line.
        func documentMarker(at index: Int) -> Bool {
            guard index + 2 < s.count, s[index + 1] == s[index], s[index + 2] == s[index] else { return false }
            return Self.endsWord(at(index + 3))
        }

        mutating func skipLine() {
            while i < s.count, !Self.isBreak(s[i]) { i += 1 }
        }

        /// The index of the quote that closes the one at `start` on the same line.
        func closingQuote(from start: Int) -> Int? {
            let quote = s[start]
            var index = start + 1
            while index < s.count, !Self.isBreak(s[index]) {
                if quote == "\"", s[index] == "\\" {
                    // An escaped line break continues the string on the next line.
                    if index + 1 >= s.count || Self.isBreak(s[index + 1]) { return nil }
                    index += 2
                    continue
                }
                if s[index] == quote {
                    if quote == "'", at(index + 1) == "'" { index += 2; continue }
                    return index
                }
                index += 1
            }
            return nil
        }
    }
}
