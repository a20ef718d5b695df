/// The attribute names a conflict log prints, longest first so that
/// `leadingMargin` is not read as `leading` followed by junk.
enum LoggedAttributes {
    static let all: [String] = [
        "centerXWithinMargins", "centerYWithinMargins",
        "trailingMargin", "leadingMargin", "bottomMargin", "rightMargin", "leftMargin", "topMargin",
        "firstBaseline", "lastBaseline", "baseline",
        "trailing", "leading", "centerX", "centerY", "bottom", "height", "width", "right", "left", "top",
        "minX", "minY", "midX", "midY", "maxX", "maxY",
    ]

    /// The attribute at `position` (just after a `.`), if one is there and
    /// ends at a word boundary.
    static func attribute(in cursor: EntryCursor, at position: Int) -> String? {
        for name in all where cursor.looksAt(name, from: position) {
            let after = cursor.peek(position + name.unicodeScalars.count - cursor.index)
            if let after, after.isNameCharacter { continue }
            return name
        }
        return nil
    }
}
