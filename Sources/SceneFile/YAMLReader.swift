import Foundation
import Layout
import Yams

/// A place in the file: 1-based line and column.
struct SourcePosition: Equatable, Sendable {
    var line: Int
    var column: Int

    /// The position `offset` characters further along the same line.
    func advanced(by offset: Int) -> SourcePosition { SourcePosition(line: line, column: column + offset) }
}

/// Reads Yams nodes into typed values, and makes every mistake a
/// ``SceneFileError`` at the node's position. Holds the file's lines so that
/// errors can quote them.
struct YAMLReader {
    let fileName: String
    /// The file's lines, each made into text when asked for (an error
    /// quoting it): making all of them up front was a tenth of the time
    /// of reading a large file.
    let lines: SourceLines
    /// The text as libyaml counts columns (in Unicode scalars), and each
    /// line's place in it, lines split as libyaml splits them
    /// (``LineBreaks``): reading back after a node costs the length of what
    /// is read, not of the line, however long the line.
    let scalars: [Unicode.Scalar]
    let lineRanges: [Range<Int>]

    init(text: String, fileName: String) {
        self.fileName = fileName
        let scalars = Array(text.unicodeScalars)
        let lineRanges = LineBreaks.lines(in: scalars)
        lines = SourceLines(scalars: scalars, ranges: lineRanges)
        self.scalars = scalars
        self.lineRanges = lineRanges
    }

    // MARK: Errors

    func error(_ message: String, at position: SourcePosition?, suggestion: String? = nil) -> SceneFileError {
        let position = position ?? SourcePosition(line: 1, column: 1)
        let line = position.line >= 1 && position.line <= lines.count ? lines[position.line - 1] : ""
        return SceneFileError(file: fileName, line: position.line, column: position.column,
                              message: message, sourceLine: line, suggestion: suggestion)
    }

    func error(_ message: String, at node: Node, suggestion: String? = nil) -> SceneFileError {
        error(message, at: position(of: node), suggestion: suggestion)
    }

    /// An error about an unknown name, with the nearest known one.
    func unknown(_ what: String, _ name: String, at position: SourcePosition, known: [String],
                 context: String = "") -> SceneFileError
    {
        error("unknown \(what) '\(name)'\(context)", at: position,
              suggestion: NameSuggestion.closest(to: name, in: known))
    }

    // MARK: Documents

    /// The root node, or an error at the position libyaml complains about.
    func compose(_ text: String) throws -> Node? {
        switch YAMLStructureScan.check(scalars) {
        case let .alias(name, position)?:
            throw error("YAML aliases are not supported in scene files ('\(name)'); write the value out in full", at: position)
        case let .tooDeep(position)?:
            throw error("the YAML nests more than \(SceneFileLimits.maxYAMLDepth) levels deep", at: position)
        case let .unclosedQuote(position)?:
            throw error("a quoted string must end on the line it starts on", at: position)
        case nil:
            break
        }
        do {
            // Without Yams's resolver rules (regular expressions per scalar,
            // most of the time of reading a large file): every value is read
            // from its text by the reader's own functions anyway.
            return try Yams.compose(yaml: text, .basic)
        } catch let yaml as YamlError {
            switch yaml {
            case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
                throw error("invalid YAML: \(problem)\(hint(near: mark.line))", at: SourcePosition(line: mark.line, column: mark.column))
            case let .duplicatedKeysInMapping(duplicates, context):
                let key = duplicates.first ?? ""
                let mapping = SourcePosition(line: context.mark.line, column: context.mark.column)
                throw error("duplicate key '\(key)'", at: secondOccurrence(of: key, from: mapping) ?? mapping)
            default:
                throw error("invalid YAML: \(yaml)", at: SourcePosition(line: 1, column: 1))
            }
        }
    }

    /// A likely cause: an unquoted VFL line on this line or the one before.
    private func hint(near line: Int) -> String {
        for index in [line - 1, line - 2] where index >= 0 && index < lines.count {
            var text = lines[index].drop { $0 == " " }
            if text.hasPrefix("- ") { text = text.dropFirst(2) }
            if text.hasPrefix("[") || text.hasPrefix("|") {
                return " (quote visual format lines: YAML reads '[' and '|' itself)"
            }
        }
        return ""
    }

    /// Where `key:` appears for the second time at one column from `start`:
    /// libyaml reports only the mapping, but the reader needs the repeated key.
    private func secondOccurrence(of key: String, from start: SourcePosition) -> SourcePosition? {
        var column: Int?
        for index in lines.indices.dropFirst(max(0, start.line - 1)) {
            guard let range = lines[index].range(of: "\(key):") else { continue }
            let found = lines[index].distance(from: lines[index].startIndex, to: range.lowerBound) + 1
            let before = lines[index][..<range.lowerBound]
            guard before.allSatisfy({ $0 == " " || $0 == "-" || $0 == "{" || $0 == "," }) || found >= start.column else { continue }
            if let column {
                if column == found { return SourcePosition(line: index + 1, column: found) }
            } else {
                column = found
            }
        }
        return nil
    }

    func position(of node: Node) -> SourcePosition {
        node.mark.map { SourcePosition(line: $0.line, column: $0.column) } ?? SourcePosition(line: 1, column: 1)
    }

    /// Where character `offset` of a one-line scalar is: after the opening
    /// quote of a quoted one. (Escapes in double-quoted strings shift the
    /// columns after them; a caret stays on the right line.)
    func position(in node: Node, offset: Int) -> SourcePosition {
        let base = position(of: node)
        let quoted = node.scalar.map { $0.style == .singleQuoted || $0.style == .doubleQuoted } ?? false
        return base.advanced(by: offset + (quoted ? 1 : 0))
    }

    /// The text of a one-line plain scalar with a `#name` after it restored:
    /// YAML reads ` #name` as a comment, but in a constraint it is the
    /// constraint's name. (`# text`, with a space, stays a comment.)
    /// After a quoted scalar (`- "a.width == 1" #w`) the name is appended to the text.
    func textWithName(_ node: Node) -> String? {
        guard let scalar = node.scalar else { return nil }
        let text = scalar.string
        guard let mark = node.mark, mark.line >= 1, mark.line <= lineRanges.count else { return text }
        let lineEnd = lineRanges[mark.line - 1].upperBound
        let start = lineRanges[mark.line - 1].lowerBound + mark.column - 1
        guard mark.column >= 1, start < lineEnd else { return text }
        var index: Int
        switch scalar.style {
        case .plain:
            let count = text.unicodeScalars.count
            guard start + count <= lineEnd, scalars[start..<start + count].elementsEqual(text.unicodeScalars) else { return text }
            index = start + count
        case .singleQuoted, .doubleQuoted:
            guard let end = closingQuote(from: start, before: lineEnd) else { return text }
            index = end + 1
        default:
            return text
        }
        while index < lineEnd, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index + 1 < lineEnd, scalars[index] == "#", scalars[index + 1] != " " else { return text }
        var end = index + 1
        while end < lineEnd, scalars[end] != " ", scalars[end] != "\t" { end += 1 }
        func string(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
        return scalar.style == .plain ? string(start..<end) : text + " " + string(index..<end)
    }

    /// The index of the quote closing the one at `start`, before `end` (the line's end).
    private func closingQuote(from start: Int, before end: Int) -> Int? {
        let quote = scalars[start]
        guard quote == "'" || quote == "\"" else { return nil }
        var index = start + 1
        while index < end {
            if quote == "\"", scalars[index] == "\\" { index += 2; continue }
            if scalars[index] == quote {
                if quote == "'", index + 1 < end, scalars[index + 1] == "'" { index += 2; continue }
                return index
            }
            index += 1
        }
        return nil
    }

    // MARK: Shapes

    /// A mapping's entries in file order, keys checked against `allowed`.
    func mapping(_ node: Node, _ what: String, allowed: [String]? = nil) throws -> [(key: String, keyNode: Node, value: Node)] {
        guard let mapping = node.mapping else { throw error("expected a mapping for \(what)", at: node) }
        var entries: [(key: String, keyNode: Node, value: Node)] = []
        var seen = Set<String>()
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else { throw error("expected a name as key in \(what)", at: keyNode) }
            if let allowed, !allowed.contains(key) {
                throw unknown("key", key, at: position(of: keyNode), known: allowed,
                              context: " in \(what); expected one of \(allowed.joined(separator: ", "))")
            }
            guard seen.insert(key).inserted else { throw error("duplicate key '\(key)' in \(what)", at: keyNode) }
            entries.append((key, keyNode, value))
        }
        return entries
    }

    func sequence(_ node: Node, _ what: String) throws -> [Node] {
        guard let sequence = node.sequence else { throw error("expected a list for \(what)", at: node) }
        return Array(sequence)
    }

    /// A list, or a single item read as a list of one.
    func list(_ node: Node) -> [Node] {
        node.sequence.map { Array($0) } ?? [node]
    }
}

/// The lines of a file as text, each made from its scalars on demand.
struct SourceLines: RandomAccessCollection {
    let scalars: [Unicode.Scalar]
    let ranges: [Range<Int>]

    var startIndex: Int { 0 }
    var endIndex: Int { ranges.count }

    subscript(index: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[ranges[index]])
        return String(view)
    }
}
