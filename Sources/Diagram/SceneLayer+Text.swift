import Foundation
import Layout

// What views show inside their frames: a label's lines, a button's title,
// drawn to fit a frame measured with another font.
extension SceneLayer {
    /// A label shows its text as UILabel does: leading-aligned, its block
    /// centred vertically in the frame, its lines wrapped at spaces where
    /// the frame is narrower than they are (a label squeezed by its
    /// constraints, or one from a storyboard with many lines).
    mutating func drawLabelText(_ label: Label) {
        let frame = label.frame
        let text = label.shownText(measurer: options.textMeasurer)   // wrapped as the label wraps it
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let widest = lines.map { typesetter.size($0, fontSize: label.fontSize).width }.max() ?? 0
        let fontSize = label.fontSize * Self.fittingFactor(widest, in: frame.width)
        let block = typesetter.size(text, fontSize: fontSize)
        let lineHeight = block.height / CGFloat(max(lines.count, 1))
        let color = label.textColor ?? ink(on: label.backgroundColor)
        // One item per line: the block centred vertically, each line placed
        // across the frame as the label's alignment says.
        let leftToRight = scene.layoutDirection == .leftToRight
        for (index, line) in lines.enumerated() {
            let width = typesetter.size(line, fontSize: fontSize).width
            let x: CGFloat = switch label.textAlignment {
            case .center: frame.midX - width / 2
            case .left: frame.minX
            case .right: frame.maxX - width
            case .natural, .justified: leftToRight ? frame.minX : frame.maxX - width
            }
            let origin = CGPoint(x: x, y: frame.midY - block.height / 2 + CGFloat(index) * lineHeight)
            let item = typesetter.text(line, at: origin, fontSize: fontSize, color: color,
                                       role: .viewName(label.name))
            addText(item)
        }
    }

    /// How much smaller text is drawn so that it fits its frame: a frame
    /// up to 15% narrower than the text is a frame measured with another
    /// font (Apple's, in a storyboard), and the text is drawn to fit it;
    /// a narrower one is a real squeeze, shown as it is.
    static func fittingFactor(_ width: CGFloat, in available: CGFloat) -> CGFloat {
        guard width > available, available > 0, width <= available * 1.15 else { return 1 }
        return available / width
    }

    /// A button's title, centred in its frame as UIKit draws it, in the
    /// colour of text on the view's fill.
    mutating func drawTitle(_ title: String, of view: View, ink: Color) {
        let fontSize = view.titleFontSize * Self.fittingFactor(typesetter.size(title, fontSize: view.titleFontSize).width,
                                                                in: view.frame.width)
        let size = typesetter.size(title, fontSize: fontSize)
        let origin = CGPoint(x: view.frame.midX - size.width / 2, y: view.frame.midY - size.height / 2)
        let item = typesetter.text(title, at: origin, fontSize: fontSize, color: ink, role: .viewName(view.name))
        addText(item)
    }
}
