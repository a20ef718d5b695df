import ArgumentParser
import Render

extension OutputFormat {
    /// The formats of a `--format png,svg,pdf,json,html` option, in the order
    /// given, or a usage error naming the one that is not known.
    static func list(_ text: String) throws -> [OutputFormat] {
        try text.split(separator: ",").map { name in
            guard let format = OutputFormat(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw ValidationError("unknown format '\(name)': expected png, svg, pdf, json or html")
            }
            return format
        }
    }
}

/// `--scale` as the drawing commands take it: PNG pixels per point, more
/// than 0 and at most 8.
func validateScale(_ scale: Double) throws {
    guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be more than 0 and at most 8") }
}
