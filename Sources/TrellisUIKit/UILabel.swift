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

    /// The most lines the text may take, 0 for no limit. With any value
    /// but 1, text wider than the label wraps at spaces and the label grows
    /// taller, as UILabel does (at the width the layout gives it, found by
    /// laying out again, or at ``preferredMaxLayoutWidth``).
    open var numberOfLines: Int {
        get { label.numberOfLines }
        set { label.numberOfLines = newValue; setNeedsLayout() }
    }
    /// Where pictures draw each line across the label (frames do not change).
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            label.textAlignment = switch textAlignment {
            case .left: .left
            case .center: .center
            case .right: .right
            case .justified: .justified
            case .natural: .natural
            }
        }
    }
    /// Stored.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Stored.
    open var adjustsFontSizeToFitWidth = false
    /// The width a multi-line label wraps at; 0 (the default) wraps at the
    /// width the layout gives it.
    open var preferredMaxLayoutWidth: CGFloat {
        get { label.preferredMaxLayoutWidth }
        set { label.preferredMaxLayoutWidth = newValue; setNeedsLayout() }
    }

    /// The measured text, wrapped as it is shown: width and height of its lines.
    open override var intrinsicContentSize: CGSize {
        label.text.isEmpty ? .zero : label.textMetrics.size
    }

    /// A label left to measure its own text is handed to the layout without
    /// a fixed size, so that it can wrap at the width the layout finds; a
    /// subclass that overrides ``intrinsicContentSize`` to say something
    /// else gets what it says, as any view does.
    override func publishIntrinsicContentSize() {
        let size = intrinsicContentSize
        layoutView.resetIntrinsicContentSize()
        if label.text.isEmpty || size != label.textMetrics.size { layoutView.intrinsicContentSize = size }
    }
}

/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
