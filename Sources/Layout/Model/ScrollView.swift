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
}

extension View {
    /// Whether a scroll view holds this view, at any depth: it lies on
    /// scroll content.
    public var isInScrollView: Bool {
        var current = superview
        while let next = current {
            if next is ScrollView { return true }
            current = next.superview
        }
        return false
    }
}
