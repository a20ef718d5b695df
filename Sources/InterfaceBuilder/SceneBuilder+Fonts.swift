import Foundation

// The font a view's text is set in, as its `<fontDescription>` gives it:
// its size (a point size, or a Dynamic Type text style's) and whether it is
// bold.

extension SceneBuilder {
    /// The point size of `element`'s font: its `pointSize`, else its text
    /// style's size at the default content size (Large), else 17, the
    /// system font's.
    static func fontSize(of element: IBElement) -> CGFloat {
        let font = element.child("fontDescription")
        let size = font?["pointSize"].flatMap(Double.init)
            ?? font?["style"].flatMap { textStyleSizes[$0] } ?? 17
        return size.isFinite && size > 0 && size < 1000 ? CGFloat(size) : 17
    }

    /// UIKit's text styles (`style="UICTFontTextStyleBody"`, the large title
    /// as `Title0`) at the default content size on iOS: a caption set at
    /// 17 pt was drawn half as tall again as Xcode draws it, and shrunk to
    /// fit its frame. A style not listed is the body's size.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// Whether `element`'s font is bold: the bold system font, a weight of
    /// semibold or heavier, the headline text style (semibold), or a named
    /// face whose style says so (`AvenirNext-Bold`, `OpenSans-Semibold`).
    static func isBold(_ element: IBElement) -> Bool {
        guard let font = element.child("fontDescription") else { return false }
        if font["type"] == "boldSystem" || font["style"] == "UICTFontTextStyleHeadline" { return true }
        if let weight = font["weight"] { return ["semibold", "bold", "heavy", "black"].contains(weight) }
        guard let name = font["name"], let dash = name.lastIndex(of: "-") else { return false }
        let style = name[name.index(after: dash)...].lowercased()
        return ["bold", "heavy", "black"].contains { style.contains($0) }
    }
}
