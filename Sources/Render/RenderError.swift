/// Why drawing or writing a document failed.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// Cairo reported an error; `status` is its code.
    case cairo(status: Int32, message: String)
    /// The file name's extension is not png, svg or pdf.
    case unknownFormat(String)
    /// The file could not be written; nothing was left at `path`.
    case write(path: String, reason: String)

    public var description: String {
        switch self {
        case .cairo(_, let message): "cairo: \(message)"
        case .unknownFormat(let name): "\(name): expected a file ending in .png, .svg, .pdf or .json"
        case .write(let path, let reason): "\(path): could not write the file: \(reason)"
        }
    }
}
