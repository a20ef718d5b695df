import Foundation

/// Why drawing or writing a document failed.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// Cairo reported an error; `status` is its code.
    case cairo(status: Int32, message: String)
    /// The file name's extension is not png, svg or pdf.
    case unknownFormat(String)
    /// The picture would exceed ``RenderLimits``: `width` × `height` points at `scale`.
    case tooLarge(width: Double, height: Double, scale: Double, limit: String)
    /// The file could not be written; nothing was left at `path`.
    case write(path: String, reason: String)

    /// Why a file operation failed, in the system's words ("Not a directory",
    /// "No space left on device") rather than Foundation's numbered codes.
    public static func reason(for error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
        if let posix = (underlying as? POSIXError) ?? (error as? POSIXError) {
            return String(cString: strerror(posix.code.rawValue))
        }
        if let underlying = underlying as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }

    /// What would draw a PNG refused for its pixels: the largest smaller
    /// scale, in halves, at which it fits, or a format without pixels.
    private static func hint(width: Double, height: Double, scale: Double) -> String {
        guard width.isFinite, height.isFinite, width > 0, height > 0, max(width, height) <= RenderLimits.maxPageSide,
              RenderLimits.violation(width: width, height: height, scale: scale, format: .svg) == nil
        else { return "" }
        let fitting = min(scale, (Double(RenderLimits.maxPixels) / (width * height)).squareRoot(),
                          Double(RenderLimits.maxPixelSide) / max(width, height))
        let halves = (fitting * 2).rounded(.down) / 2
        guard halves >= 0.5, halves < scale,
              RenderLimits.violation(width: width, height: height, scale: halves, format: .png) == nil
        else { return " (draw it as SVG or PDF)" }
        let shown = halves == halves.rounded() ? String(Int(halves)) : String(halves)
        return " (it fits at --scale \(shown), or as SVG or PDF)"
    }

    /// A size as the message shows it, whatever the number.
    private static func points(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int(value.rounded())) : String(value)
    }

    public var description: String {
        switch self {
        case .cairo(_, let message): "cairo: \(message)"
        case .unknownFormat(let name): "\(name): expected a file ending in .png, .svg, .pdf or .json"
        case .tooLarge(let width, let height, let scale, let limit):
            "a \(Self.points(width)) × \(Self.points(height)) pt picture at scale \(scale) is too large: \(limit)"
                + Self.hint(width: width, height: height, scale: scale)
        case .write(let path, let reason): "\(path): could not write the file: \(reason)"
        }
    }
}
