import Foundation

/// Distances inward from each edge of a rectangle, as UIKit's `UIEdgeInsets`.
///
/// Left and right are physical edges: they do not swap when the layout
/// direction is right-to-left (UIKit's `NSDirectionalEdgeInsets` would).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Creates insets with UIKit's argument order: top, left, bottom, right.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// No inset at all.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Edge by edge sum: how UIKit stacks layout margins on the safe area.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left,
                   bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// Edge by edge maximum: the larger inset wins on each edge.
    public func union(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, other.top), left: max(left, other.left),
                   bottom: max(bottom, other.bottom), right: max(right, other.right))
    }

    /// `rect` shrunk by the insets.
    public func inset(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX + left, y: rect.minY + top,
               width: rect.width - left - right, height: rect.height - top - bottom)
    }

    /// `{top 20, left 0, bottom 0, right 0}`.
    public var description: String {
        "{top \(formatted(top)), left \(formatted(left)), bottom \(formatted(bottom)), right \(formatted(right))}"
    }
}

/// The direction in which leading and trailing run.
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// Leading is left, trailing is right (UIKit's default).
    case leftToRight
    /// Leading is right, trailing is left (Arabic, Hebrew).
    case rightToLeft
}
