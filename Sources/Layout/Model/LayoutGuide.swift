import Foundation

/// An invisible rectangle that takes part in layout, as `UILayoutGuide`:
/// a margin, a dead area, the position of a slider's knob.
///
/// Add it to a view with ``View/addLayoutGuide(_:)``; constrain it with its
/// anchors like a view. A guide has no frame of its own and no autoresizing
/// constraints: until constrained it is ambiguous.
public final class LayoutGuide: LayoutItem {
    /// What made the guide.
    enum Kind {
        case custom, safeArea, layoutMargins, readableContent, keyboard, scrollContent, scrollFrame, stackSpacer
    }

    let kind: Kind

    /// The view the guide belongs to; its position is measured in that view.
    public internal(set) weak var owningView: View?

    /// Creates a guide to add to a view.
    public override init(name: String) {
        kind = .custom
        super.init(name: name)
    }

    init(name: String, kind: Kind) {
        self.kind = kind
        super.init(name: name)
    }

    override var layoutParent: View? { owningView }

    /// The guide's rectangle from the last layout, in the root's coordinates
    /// (UIKit gives it in the owning view's).
    public var layoutFrame: CGRect { solvedFrame }

    /// Whether the view system made it (a safe-area or margins guide).
    public var isSystemGuide: Bool { kind != .custom }

    /// Whether it is its view's layout-margins guide (``View/layoutMarginsGuide``):
    /// its edges are the view's margin attributes (`.leadingMargin`).
    public var isLayoutMarginsGuide: Bool { kind == .layoutMargins }

    /// Whether it is its view's safe-area guide (``View/safeAreaLayoutGuide``),
    /// asked without making a view's guide, as that property does.
    public var isSafeAreaLayoutGuide: Bool { kind == .safeArea }
}
