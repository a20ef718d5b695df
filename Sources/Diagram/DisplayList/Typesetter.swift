import Foundation
import Layout

/// Makes text items whose boxes are the size the renderer's font will give
/// them, so that placement on the display list holds on the page.
struct Typesetter {
    let regular: any TextMeasurer
    let bold: any TextMeasurer

    init(options: DiagramOptions) {
        regular = options.textMeasurer
        bold = options.boldTextMeasurer
    }

    /// The size of one line of `text`.
    func size(_ text: String, fontSize: CGFloat, bold isBold: Bool = false) -> CGSize {
        (isBold ? bold : regular).metrics(of: text, fontSize: fontSize).size
    }

    /// How far below the top of its box one line of `text` has its baseline.
    func firstBaseline(of text: String, fontSize: CGFloat, bold isBold: Bool = false) -> CGFloat {
        (isBold ? bold : regular).metrics(of: text, fontSize: fontSize).firstBaseline
    }

    /// A text item whose box starts at `origin`.
    func text(_ text: String, at origin: CGPoint, fontSize: CGFloat, bold isBold: Bool = false, color: Color,
              background: Color? = nil, role: DisplayRole) -> TextItem
    {
        let metrics = (isBold ? bold : regular).metrics(of: text, fontSize: fontSize)
        return TextItem(text: text, box: CGRect(origin: origin, size: metrics.size), baseline: metrics.firstBaseline,
                        fontSize: fontSize, bold: isBold, color: color, background: background, role: role)
    }
}
