import Foundation
import Layout

/// Measures label text with the font the pictures are drawn in, through
/// cairo, so a ``Layout/Label``'s intrinsic size is the size of the text the
/// diagram will show. Install it with `scene.textMeasurer = CairoTextMeasurer()`.
///
/// A line is as wide as its advance (not its ink, as UIKit's labels) and as
/// tall as the font's recommended line height; the first baseline sits one
/// ascent below the top. Sizes are not rounded to pixels.
public struct CairoTextMeasurer: TextMeasurer {
    /// The font family, through fontconfig (the set-up installs DejaVu).
    public var family: String
    /// Whether to measure the bold face.
    public var bold: Bool

    /// A measurer for `family`, regular or bold.
    public init(family: String = "DejaVu Sans", bold: Bool = false) {
        self.family = family
        self.bold = bold
    }

    public func metrics(of text: String, fontSize: CGFloat) -> TextMetrics {
        guard !text.isEmpty, fontSize > 0,
            let canvas = try? CairoCanvas(format: .png, width: 1, height: 1)
        else { return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0) }
        canvas.selectFont(family: family, bold: bold, size: Double(fontSize))
        let font = canvas.fontExtents()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map { canvas.extents(of: String($0)).advance }.max() ?? 0
        let lineHeight = CGFloat(font.lineHeight)
        return TextMetrics(
            size: CGSize(width: CGFloat(widest), height: CGFloat(lines.count) * lineHeight),
            firstBaseline: CGFloat(font.ascent),
            lastBaseline: CGFloat(lines.count - 1) * lineHeight + CGFloat(font.ascent))
    }
}
