import Foundation

/// What a text view shows: its text from the top of its frame, inside
/// UITextView's text container inset (8 pt above and below) and line
/// fragment padding (5 pt at the sides), wrapped at that width, as much
/// as the frame has room for. Pictures draw it in place of the view's
/// name; it changes no frame (a text view's content size is its
/// ``View/intrinsicContentSize``).
public struct TextViewText: Sendable, Equatable {
    /// The text shown.
    public var text: String
    /// The size of the type in points.
    public var fontSize: CGFloat
    /// Where each line sits across the view (`.natural`: the leading edge).
    public var alignment: Label.TextAlignment
    /// How far inside the frame the text runs: UITextView's defaults.
    public static let insets = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)

    /// Text a text view shows.
    public init(text: String, fontSize: CGFloat = 14, alignment: Label.TextAlignment = .natural) {
        self.text = text
        self.fontSize = fontSize
        self.alignment = alignment
    }

    /// The text's lines wrapped at `width`, as UITextView wraps them (at
    /// spaces, a word too long broken between characters), measured at
    /// `fontSize` with `measurer`.
    public func lines(width: CGFloat, fontSize: CGFloat, measurer: any TextMeasurer) -> [String] {
        let wrapped = LineBreaking.wrap(text, width: max(width, 1), lines: 0) { measurer.size(of: $0, fontSize: fontSize).width }
        return wrapped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
