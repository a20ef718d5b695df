/// The formats a scene renders to: three pictures a canvas draws, the JSON
/// export of the layout, and the interactive HTML page (module `Page`).
public enum OutputFormat: String, CaseIterable, Sendable {
    case png
    case svg
    case pdf
    /// ``LayoutExport``: frames, constraints and diagnostics as data.
    case json
    /// An interactive page: the SVG inline with the constraints and
    /// diagnostics as data (`Page.HTMLPage`). No canvas draws it.
    case html

    /// The formats a ``CairoCanvas`` draws.
    public static let pictures: [OutputFormat] = [.png, .svg, .pdf]

    /// The format a file name asks for by its extension (case-insensitive).
    public init(fileName: String) throws {
        let ext = fileName.split(separator: "/").last?.split(separator: ".", omittingEmptySubsequences: false).dropFirst().last
        guard let ext, let format = OutputFormat(rawValue: ext.lowercased()) else {
            throw RenderError.unknownFormat(fileName)
        }
        self = format
    }
}
