import Foundation

/// A mistake in a scene file, with where it is and what was expected:
///
///     slider.yaml:12:9: error: unknown view 'knb' in constraint
///         knb.centerX == 0.7 * slider.trailing
///         ^
///       did you mean 'knob'?
///
/// Positions are 1-based, columns counted in characters, as compilers print them.
public struct SceneFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file's name as given to ``SceneDocument/parse(_:fileName:)`` (or the URL's last component).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// What is wrong and what was expected.
    public var message: String
    /// The line of the file the error is on, as written.
    public var sourceLine: String
    /// The closest known name, when the error is about an unknown one.
    public var suggestion: String?

    /// Creates an error; `sourceLine` is the whole line of the file.
    public init(file: String, line: Int, column: Int, message: String, sourceLine: String, suggestion: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
        self.suggestion = suggestion
    }

    /// `file:line:column: error: message`, the line with a caret under the
    /// column, and the suggestion if there is one.
    public var description: String {
        var text = "\(file):\(line):\(column): error: \(message)"
        let (shown, caret) = Self.excerpt(sourceLine, column: column)
        if !shown.isEmpty {
            text += "\n    \(shown)\n    \(String(repeating: " ", count: caret))^"
        }
        if let suggestion { text += "\n  did you mean '\(suggestion)'?" }
        return text
    }

    /// The line without its indentation and, when the column lies after it,
    /// without the `- ` of a YAML list item: what the reader wrote, not how
    /// the file nests it. Returns the text and the caret's offset in it.
    static func excerpt(_ line: String, column: Int) -> (String, Int) {
        let characters = Array(line)
        var start = 0
        while start < characters.count, characters[start] == " " || characters[start] == "\t" { start += 1 }
        if start + 1 < characters.count, characters[start] == "-", characters[start + 1] == " ",
           column - 1 >= start + 2
        {
            start += 2
            while start < characters.count, characters[start] == " " { start += 1 }
        }
        if column - 1 < start { start = 0 }
        let caret = max(0, column - 1 - start)
        return window(Array(characters[start...].reversed().drop { $0 == " " }.reversed()), caret: caret)
    }

    /// The most of a line an excerpt shows, in characters.
    static let excerptWidth = 100

    /// A long line cut to ``excerptWidth`` characters around the caret, with
    /// `…` where it was cut, so that a 40 KB line prints as one screen line.
    static func window(_ text: [Character], caret: Int) -> (String, Int) {
        guard text.count > excerptWidth else { return (String(text), caret) }
        let before = excerptWidth * 2 / 5
        let start = max(0, min(caret - before, text.count - excerptWidth))
        let end = min(text.count, start + excerptWidth)
        let head = start > 0 ? "…" : "", tail = end < text.count ? "…" : ""
        return (head + String(text[start..<end]) + tail, caret - start + head.count)
    }
}
