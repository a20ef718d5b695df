import Foundation

/// A view whose subviews lie on a content area that can be larger than the
/// view, as `UIScrollView`, shown at content offset zero.
///
/// Constrain the content with ``contentLayoutGuide`` (its origin is the
/// view's, its size is what the constraints make it) and the visible area
/// with ``frameLayoutGuide`` (the view's frame). In UIKit a subview's edges
/// constrained to the scroll view's own edges also mean the content area;
/// here say `contentLayoutGuide` (the Interface Builder importer does so).
public final class ScrollView: View {
    private var contentGuide: LayoutGuide?
    private var frameGuide: LayoutGuide?

    /// The content area: origin at the view's, size decided by constraints.
    public var contentLayoutGuide: LayoutGuide {
        ownedGuide(&contentGuide, "contentLayoutGuide", .scrollContent, advancesHierarchy: true)
    }

    /// The visible area: the view's frame.
    public var frameLayoutGuide: LayoutGuide {
        ownedGuide(&frameGuide, "frameLayoutGuide", .scrollFrame, advancesHierarchy: true)
    }

    override var allGuides: [LayoutGuide] { super.allGuides + [contentGuide, frameGuide].compactMap { $0 } }

    /// Whether the view insets its content vertically by the safe area
    /// (`UIScrollView.contentInsetAdjustmentBehavior`): the content then
    /// starts below the bars it scrolls under, and its views have no safe
    /// area at the top or bottom. UIKit does so for a scroll view that
    /// scrolls vertically (one set to bounce vertically, say) or is told to
    /// always; one that is not, its content no taller than itself, leaves
    /// its content's views the safe area they overlap.
    public var insetsContentVertically = false
}

extension View {
    /// Whether a scroll view holds this view, at any depth: it lies on
    /// scroll content.
    public var isInScrollView: Bool { ancestors.contains { $0 is ScrollView } }

    /// The view's superview, its superview's, and so on up to the root.
    var ancestors: UnfoldSequence<View, View?> {
        sequence(state: superview) { next in
            defer { next = next?.superview }
            return next
        }
    }
}
