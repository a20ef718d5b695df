/// The document formats a canvas writes.
public enum OutputFormat: String, CaseIterable, Sendable {
    case png
    case svg
    case pdf

    /// The format a file name asks for by its extension (case-insensitive).
    public init(fileName: String) throws {
        let ext = fileName.split(separator: "/").last?.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last
        guard let ext, let format = OutputFormat(rawValue: ext.lowercased()) else {
            throw RenderError.unknownFormat(fileName)
        }
        self = format
    }
}
