import Foundation

/// What a text field shows: its text, or its placeholder when it has
/// none, on one line, at the leading edge inside its border and centred
/// vertically, as UITextField draws it. Pictures draw it in place of the
/// view's name, as a button's ``View/title``; it changes no frame (a text
/// field's content size is its ``View/intrinsicContentSize``).
public struct FieldText: Sendable, Equatable {
    /// The text shown.
    public var text: String
    /// Whether ``text`` is the placeholder, which UIKit draws paler.
    public var isPlaceholder: Bool
    /// The size of the type in points.
    public var fontSize: CGFloat
    /// How far the text sits inside the field's left and right edges:
    /// UITextField's rounded-rect border keeps its text about 7 pt in.
    public var inset: CGFloat
    /// Where the line sits across the field (`.natural`: the leading edge).
    public var alignment: Label.TextAlignment

    /// Text a field shows.
    public init(text: String, isPlaceholder: Bool = false, fontSize: CGFloat = 14, inset: CGFloat = 7,
                alignment: Label.TextAlignment = .natural)
    {
        self.text = text
        self.isPlaceholder = isPlaceholder
        self.fontSize = fontSize
        self.inset = inset
        self.alignment = alignment
    }
}
