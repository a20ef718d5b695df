/// Lines as libyaml counts them, so that a Yams mark, a position found by
/// ``YAMLStructureScan`` and the line the reader quotes name the same place.
///
/// A line ends at `\r\n`, `\r`, `\n`, U+0085, U+2028 or U+2029: the breaks of
/// YAML 1.1, which libyaml implements. Splitting on `\n` alone disagrees with
/// Yams on files with Windows (`\r\n`, one `Character` in Swift) or classic
/// Mac (`\r`) line ends, and a mark then names a line the reader does not have.
enum LineBreaks {
    static func isBreak(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Whether a line ends at `index`: a break, but not the `\r` of a `\r\n`
    /// (the `\n` ends that line).
    static func endsLine(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard isBreak(scalars[index]) else { return false }
        return !(scalars[index] == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n")
    }

    /// Each line's scalars, without its break: one line more than there are breaks.
    static func lines(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for index in scalars.indices where endsLine(at: index, in: scalars) {
            let end = index > start && scalars[index] == "\n" && scalars[index - 1] == "\r" ? index - 1 : index
            lines.append(start..<end)
            start = index + 1
        }
        lines.append(start..<scalars.count)
        return lines
    }

    /// The 1-based line and column of the scalar at `index`.
    static func position(of index: Int, in scalars: [Unicode.Scalar]) -> SourcePosition {
        var line = 1
        var lineStart = 0
        for before in 0..<index where endsLine(at: before, in: scalars) {
            line += 1
            lineStart = before + 1
        }
        return SourcePosition(line: line, column: index - lineStart + 1)
    }
}
