import Foundation

/// What a view's content is, for deciding whether it flips when leading and
/// trailing run right to left: UIKit's `UISemanticContentAttribute`.
public enum SemanticContentAttribute: String, Sendable, CaseIterable {
    /// Flips with the layout direction (UIKit's default).
    case unspecified
    /// Playback controls (rewind, play, fast forward): never flipped.
    case playback
    /// Directional controls (a D-pad, text alignment): never flipped.
    case spatial
    /// Always laid out left to right.
    case forceLeftToRight
    /// Always laid out right to left.
    case forceRightToLeft

    /// The direction a view with this attribute arranges its content in,
    /// where everything else runs in `direction`, as
    /// `UIView.userInterfaceLayoutDirection(for:relativeTo:)`.
    public func layoutDirection(relativeTo direction: LayoutDirection) -> LayoutDirection {
        switch self {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

extension View {
    /// The direction this view arranges its immediate content in, as
    /// `effectiveUserInterfaceLayoutDirection`: its
    /// ``semanticContentAttribute`` relative to its scene's
    /// ``Scene/layoutDirection``. As in UIKit it does not pass down to the
    /// subviews' own content: a subview that says nothing follows the scene.
    public var effectiveLayoutDirection: LayoutDirection {
        semanticContentAttribute.layoutDirection(relativeTo: scene?.layoutDirection ?? .leftToRight)
    }
}

extension LayoutConstraint {
    /// The direction the constraint's leading and trailing run in, where
    /// the scene's run in `direction`: that of the view that arranges both
    /// items, their nearest common ancestor (a footer forced right to left
    /// puts a button pinned to its leading edge at its right, whatever the
    /// button says of itself). A constraint of one item has the scene's.
    public func layoutDirection(relativeTo direction: LayoutDirection) -> LayoutDirection {
        guard let firstItem, let secondItem, let ancestor = firstItem.nearestCommonAncestor(with: secondItem) else {
            return direction
        }
        return ancestor.semanticContentAttribute.layoutDirection(relativeTo: direction)
    }
}
