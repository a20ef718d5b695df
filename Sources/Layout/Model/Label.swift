import Foundation

/// A view showing a line (or lines) of text, whose intrinsic size is its
/// measured text, as `UILabel`.
///
/// The text is measured by the scene's ``Scene/textMeasurer`` (the renderer
/// injects one backed by its font), or by ``DeterministicTextMeasurer``
/// outside a scene. Lines are separated by `"\n"`; a label of more than one
/// line also wraps where UILabel would (at spaces, between ideographs). As in
/// UIKit, a label taller than its text centres the text vertically, so its
/// baselines move with its height, and labels hug their content at 251.
public final class Label: View {
    /// The text shown.
    public var text: String
    /// The font size in points (UIKit's default label font is 17 pt).
    public var fontSize: CGFloat
    /// The font sizes a label may have besides 0 (no text). FreeType (through
    /// cairo) fails to scale glyphs to 0.01 pt or to 100,000 pt; 5,000 pt keeps
    /// a PNG at scale 8 (40,000 pixels an em) within what it draws, and is
    /// taller than any picture needs. ``Scene/layout()`` refuses any other size
    /// with a ``LayoutError`` of kind `invalidFontSize`.
    public static let fontSizes: ClosedRange<CGFloat> = 0.1...5_000

    /// Colour of the text for the diagram; nil for the renderer's default.
    public var textColor: Color?
    /// Where each line sits across the label, as `NSTextAlignment`: the
    /// leading edge (`.natural`, UIKit's default), left, centre or right.
    /// It changes no frame, only where pictures draw the text.
    public var textAlignment: TextAlignment = .natural

    /// `NSTextAlignment`, for drawing: justified lines are drawn as natural.
    public enum TextAlignment: String, Sendable, CaseIterable {
        case natural, left, center, right, justified
    }
    /// The most lines the text may take, 0 for no limit; 1 (UIKit's
    /// default) never wraps. With more than one, text wider than the label
    /// wraps (at spaces, between ideographs, inside a word too long for a
    /// line) and the label grows taller, as UILabel does.
    public var numberOfLines = 1
    /// The width to wrap at; 0 (the default) wraps at the width the layout
    /// gives the label, found by laying out again, as UIKit's layout passes do.
    public var preferredMaxLayoutWidth: CGFloat = 0
    /// The width the last layout gave a wrapping label, nil before.
    var wrapWidth: CGFloat?

    /// Creates a label that translates its autoresizing mask, as `UILabel()` does.
    public init(name: String, text: String, fontSize: CGFloat = 17) {
        self.text = text
        self.fontSize = fontSize
        super.init(name: name)
    }

    /// The metrics of the text with the measurer in force, wrapped as it is shown.
    public var textMetrics: TextMetrics {
        let measurer = scene?.textMeasurer ?? DeterministicTextMeasurer()
        return measurer.metrics(of: shownText(measurer: measurer), fontSize: fontSize)
    }

    /// The width the text wraps at: ``preferredMaxLayoutWidth`` if set, else
    /// the laid-out width; nil when it does not wrap.
    var wrappingWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : wrapWidth
    }

    /// The text with line breaks where it wraps, as the diagram draws it, in
    /// the label's font size or, drawn smaller to fit its frame, `size`.
    public func shownText(measurer: any TextMeasurer, fontSize size: CGFloat? = nil) -> String {
        guard let width = wrappingWidth ?? (numberOfLines != 1 && assignedIntrinsicContentSize != nil ? frame.width : nil),
              width > 0 else { return text }
        let size = size ?? fontSize
        return LineBreaking.wrap(text, width: width, lines: numberOfLines) { measurer.size(of: $0, fontSize: size).width }
    }

    override var defaultHuggingPriority: LayoutPriority { LayoutPriority(251) }

    override func measuredContentSize() -> CGSize { textMetrics.size }

    override func baselines() -> (first: BaselinePosition, last: BaselinePosition) {
        View.centredBaselines(of: textBlock ?? textMetrics)
    }
}
