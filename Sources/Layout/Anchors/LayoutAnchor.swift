import Foundation

/// One attribute of one item, from which constraints are made, as
/// `NSLayoutAnchor`. The anchor types keep UIKit's rule at compile time:
/// an ``XAxisAnchor`` relates only to x-axis anchors, a ``YAxisAnchor`` to
/// y-axis ones, a ``DimensionAnchor`` to dimensions, so
/// `view.leadingAnchor.constraint(equalTo: view.widthAnchor)` does not compile.
public protocol LayoutAnchor: CustomStringConvertible {
    /// The view or guide.
    var item: LayoutItem { get }
    /// Its attribute.
    var attribute: LayoutConstraint.Attribute { get }
}

extension LayoutAnchor {
    /// `self == anchor`.
    public func constraint(equalTo anchor: Self) -> LayoutConstraint {
        related(.equal, to: anchor, constant: 0)
    }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: Self, constant c: CGFloat) -> LayoutConstraint {
        related(.equal, to: anchor, constant: c)
    }

    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: Self) -> LayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, constant: 0)
    }

    /// `self >= anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: Self, constant c: CGFloat) -> LayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, constant: c)
    }

    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: Self) -> LayoutConstraint {
        related(.lessThanOrEqual, to: anchor, constant: 0)
    }

    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: Self, constant c: CGFloat) -> LayoutConstraint {
        related(.lessThanOrEqual, to: anchor, constant: c)
    }

    /// The one place anchors make a constraint between two items.
    func related(_ relation: LayoutConstraint.Relation, to anchor: Self,
                 multiplier: CGFloat = 1, constant: CGFloat) -> LayoutConstraint
    {
        LayoutConstraint(first: item, attribute, relation, second: anchor.item, anchor.attribute,
                         multiplier: multiplier, constant: constant)
    }

    /// `blue.leading`.
    public var description: String { "\(item.name).\(attribute)" }
}

/// UIKit's standard spacing between sibling views.
let systemSpacing: CGFloat = 8

/// A horizontal location: leading, trailing, left, right, centre x.
public struct XAxisAnchor: LayoutAnchor {
    /// The view or guide.
    public let item: LayoutItem
    /// Its attribute.
    public let attribute: LayoutConstraint.Attribute

    /// `self == anchor + multiplier × 8`: standard spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        related(.equal, to: anchor, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        related(.lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical location: top, bottom, centre y, baselines.
public struct YAxisAnchor: LayoutAnchor {
    /// The view or guide.
    public let item: LayoutItem
    /// Its attribute.
    public let attribute: LayoutConstraint.Attribute

    /// `self == anchor + multiplier × 8`: standard spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        related(.equal, to: anchor, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        related(.lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }
}

/// A size: width or height. Dimensions take multipliers and constants alone.
public struct DimensionAnchor: LayoutAnchor {
    /// The view or guide.
    public let item: LayoutItem
    /// Its attribute.
    public let attribute: LayoutConstraint.Attribute

    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { sized(.equal, c) }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { sized(.greaterThanOrEqual, c) }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { sized(.lessThanOrEqual, c) }

    /// `self == m × anchor`.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier m: CGFloat) -> LayoutConstraint {
        related(.equal, to: anchor, multiplier: m, constant: 0)
    }

    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        related(.equal, to: anchor, multiplier: m, constant: c)
    }

    /// `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier m: CGFloat) -> LayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }

    /// `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        related(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }

    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier m: CGFloat) -> LayoutConstraint {
        related(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }

    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        related(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }

    private func sized(_ relation: LayoutConstraint.Relation, _ c: CGFloat) -> LayoutConstraint {
        LayoutConstraint(first: item, attribute, relation, second: nil, .notAnAttribute, constant: c)
    }
}
