import Foundation

/// Rewrites the ids of an SVG document (and every reference to them) as
/// `prefix-1`, `prefix-2`, … in order of first appearance.
///
/// cairo 1.16 numbers surfaces with a counter shared by the whole process,
/// so the same drawing gets other ids after other documents: renumbering
/// makes the bytes depend on the drawing alone. The prefix keeps the ids of
/// several documents distinct when they are inlined in one HTML page.
enum SVGIdentifiers {
    private static let pattern = try! NSRegularExpression(
        pattern: ##"(id=")([^"]+)(")|(href="#)([^"]+)(")|(url\(#)([^)]+)(\))"##)

    static func renumbered(_ svg: String, prefix: String) -> String {
        let text = svg as NSString
        var names: [String: String] = [:]
        var result = ""
        result.reserveCapacity(text.length + 64)
        var cursor = 0
        for match in pattern.matches(in: svg, range: NSRange(location: 0, length: text.length)) {
            // Exactly one of the three alternatives matched: groups 1-3, 4-6 or 7-9.
            let first = stride(from: 1, through: 7, by: 3).first { match.range(at: $0).location != NSNotFound }!
            let old = text.substring(with: match.range(at: first + 1))
            let new = names[old] ?? {
                let name = "\(prefix)-\(names.count + 1)"
                names[old] = name
                return name
            }()
            result += text.substring(with: NSRange(location: cursor, length: match.range.location - cursor))
            result += text.substring(with: match.range(at: first)) + new + text.substring(with: match.range(at: first + 2))
            cursor = match.range.location + match.range.length
        }
        result += text.substring(from: cursor)
        return result
    }
}
