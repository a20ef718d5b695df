import Foundation

/// A view showing a line (or lines) of text, whose intrinsic size is its
/// measured text, as `UILabel`.
///
/// The text is measured by the scene's ``Scene/textMeasurer`` (the renderer
/// injects one backed by its font), or by ``DeterministicTextMeasurer``
/// outside a scene. Lines are separated by `"\n"`; there is no wrapping. As in
/// UIKit, a label taller than its text centres the text vertically, so its
/// baselines move with its height, and labels hug their content at 251.
public final class Label: View {
    /// The text shown.
    public var text: String
    /// The font size in points (UIKit's default label font is 17 pt).
    public var fontSize: CGFloat
    /// Colour of the text for the diagram; nil for the renderer's default.
    public var textColor: Color?

    /// Creates a label that translates its autoresizing mask, as `UILabel()` does.
    public init(name: String, text: String, fontSize: CGFloat = 17) {
        self.text = text
        self.fontSize = fontSize
        super.init(name: name)
    }

    /// The metrics of the text with the measurer in force.
    public var textMetrics: TextMetrics {
        (scene?.textMeasurer ?? DeterministicTextMeasurer()).metrics(of: text, fontSize: fontSize)
    }

    override var defaultHuggingPriority: LayoutPriority { LayoutPriority(251) }

    override func measuredContentSize() -> CGSize { textMetrics.size }

    override func baselines() -> (first: BaselinePosition, last: BaselinePosition) {
        View.centredBaselines(of: textBlock ?? textMetrics)
    }
}
