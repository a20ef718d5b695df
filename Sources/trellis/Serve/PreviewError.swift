import Foundation
import InterfaceBuilder
import SceneFile

/// Why a scene file shows no new picture, as its page shows it: the text
/// `trellis render` prints for the same file, and the place it names.
struct PreviewError: Error, Equatable, Sendable {
    /// What `trellis render` prints: `file:line:col: error: …`, for a scene
    /// file followed by the line and a caret under the column.
    var text: String
    /// The scene file.
    var file: String
    /// 1-based line and column, when the error has a place.
    var line: Int?
    var column: Int?

    init(text: String, file: String, line: Int? = nil, column: Int? = nil) {
        self.text = text
        self.file = file
        self.line = line
        self.column = column
    }

    /// `error` of the scene file at `path`. A scene file's error already
    /// quotes its line with a caret; a storyboard's names only the place, so
    /// the line is quoted here the same way (the page is the user's own file
    /// on their own machine, but a file reached through a link out of its
    /// directory is never quoted, as `render` never quotes it).
    init(_ error: any Error, path: String) {
        switch error {
        case let error as SceneFileError:
            let shown = SceneInputs.outsideTarget(of: path).map { SceneInputs.redacted(error, target: $0) } ?? error
            self.init(text: "\(shown)", file: path, line: error.line, column: error.column)
        case let error as InterfaceBuilderError:
            // The same words, with the line quoted and the caret placed by
            // the scene file's own excerpt, so both read alike.
            let quoted = SceneInputs.outsideTarget(of: path) == nil ? Self.sourceLine(of: path, line: error.line) : nil
            let text = quoted.map {
                "\(SceneFileError(file: error.path, line: error.line, column: error.column, message: error.message, sourceLine: $0))"
            } ?? "\(error)"
            self.init(text: text, file: path, line: error.line, column: error.column)
        default:
            self.init(text: "\(error)", file: path)
        }
    }

    /// Line `line` of the file at `path`, nil when it has no such line.
    static func sourceLine(of path: String, line: Int) -> String? {
        guard line >= 1, let data = try? RegularFile.read(path, limit: InterfaceBuilderLimits().maximumFileBytes) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", maxSplits: line, omittingEmptySubsequences: false)
        guard line <= lines.count else { return nil }
        return String(lines[line - 1].prefix { $0 != "\n" && $0 != "\r" })
    }
}
