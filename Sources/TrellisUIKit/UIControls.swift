import Foundation
import Layout

/// An image with a size and no pixels: what layout sees of a `UIImage`.
public final class UIImage: NSObject, @unchecked Sendable {
    /// The size in points.
    public let size: CGSize

    /// An image of `size` points.
    public init(size: CGSize) { self.size = size }

    /// Always nil: there is no asset catalogue. Use ``init(size:)``.
    public convenience init?(named name: String) { return nil }

    /// A system symbol, sized as a 17 pt body-text symbol (about 20 × 20).
    public convenience init?(systemName name: String) { self.init(size: CGSize(width: 20, height: 20)) }
}

/// A view showing an image, as `UIImageView`: its intrinsic size is the image's.
open class UIImageView: UIView {
    /// The image; its size is the view's intrinsic size.
    open var image: UIImage? { didSet { setNeedsLayout() } }

    /// A view showing `image`, sized to it (as UIKit does for views in code).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// A button, as `UIButton`: its intrinsic size is its title at 15 pt with
/// the system button's padding (the title's width, at least 30 pt tall).
open class UIButton: UIView {
    override class func makeLayoutView() -> View { Label(name: "UIButton", text: "", fontSize: 15) }

    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The kind of button.
    public let buttonType: ButtonType

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1)
        public static let disabled = State(rawValue: 2)
        public static let selected = State(rawValue: 4)
    }

    private var titles: [UInt: String] = [:]

    /// Sets the title for `state`; the normal title is shown and measured.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        (layoutView as! Label).text = titles[State.normal.rawValue] ?? ""
        setNeedsLayout()
    }

    /// The title for `state`, falling back to the normal one.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The title shown.
    open var currentTitle: String? { title(for: .normal) }

    /// Stored only.
    open func setTitleColor(_ color: UIColor?, for state: State) {}

    open override var intrinsicContentSize: CGSize {
        let label = layoutView as! Label
        let text = label.text.isEmpty ? CGSize.zero : label.textMetrics.size
        return CGSize(width: max(text.width, 30), height: max(text.height + 12, 30))
    }
}
