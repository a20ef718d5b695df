import Foundation
import Layout

/// A view showing text, as `UILabel`: its intrinsic size is its text measured
/// with the renderer's font at ``font``'s size, and it hugs at 251.
open class UILabel: UIView {
    override class func makeLayoutView() -> View { Label(name: "UILabel", text: "") }

    /// The backing label.
    public var label: Label { layoutView as! Label }

    /// The text; nil shows nothing, as an empty string.
    open var text: String? {
        get { label.text.isEmpty ? storedNil ? nil : "" : label.text }
        set {
            storedNil = newValue == nil
            label.text = newValue ?? ""
            setNeedsLayout()
        }
    }
    private var storedNil = true

    /// The font; only its size reaches the layout (17 pt unless set).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            label.fontSize = font.pointSize
            setNeedsLayout()
        }
    }

    /// The colour of the text in pictures.
    open var textColor: UIColor! = .black {
        didSet { label.textColor = textColor?.color }
    }

    /// Stored; Trellis breaks lines only at "\n" and never wraps.
    open var numberOfLines = 1
    /// Stored; pictures draw the text leading-aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// Stored.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Stored.
    open var adjustsFontSizeToFitWidth = false
    /// Stored.
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// The measured text: width and height of its lines.
    open override var intrinsicContentSize: CGSize {
        label.text.isEmpty ? .zero : label.textMetrics.size
    }
}

/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
