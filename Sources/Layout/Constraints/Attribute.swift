extension LayoutConstraint {
    /// The part of an item a constraint acts on, as `NSLayoutConstraint.Attribute`
    /// (with UIKit's raw values).
    public enum Attribute: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0
        /// The left edge, whatever the layout direction.
        case left = 1
        /// The right edge, whatever the layout direction.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: left in left-to-right, right in right-to-left.
        case leading
        /// The trailing edge: right in left-to-right, left in right-to-left.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text (a plain view's bottom).
        case lastBaseline
        /// The baseline of the first line of text (a plain view's bottom).
        case firstBaseline
        /// The left edge of the layout-margins guide.
        case leftMargin
        /// The right edge of the layout-margins guide.
        case rightMargin
        /// The top edge of the layout-margins guide.
        case topMargin
        /// The bottom edge of the layout-margins guide.
        case bottomMargin
        /// The leading edge of the layout-margins guide.
        case leadingMargin
        /// The trailing edge of the layout-margins guide.
        case trailingMargin
        /// The horizontal centre of the layout-margins guide.
        case centerXWithinMargins
        /// The vertical centre of the layout-margins guide.
        case centerYWithinMargins

        /// The axis it lies on; nil for ``notAnAttribute``.
        public var axis: Axis? {
            switch unmarginated {
            case .left, .right, .leading, .trailing, .centerX, .width: .horizontal
            case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height: .vertical
            default: nil
            }
        }

        /// Whether it is a size (width or height) rather than a location.
        public var isDimension: Bool { self == .width || self == .height }

        /// Whether it is a location (an edge, a centre or a baseline).
        public var isLocation: Bool { self != .notAnAttribute && !isDimension }

        /// Whether it depends on the layout direction (leading, trailing and their margins).
        public var isDirectional: Bool {
            switch self {
            case .leading, .trailing, .leadingMargin, .trailingMargin: true
            default: false
            }
        }

        /// Whether it names a physical horizontal edge (left, right and their margins).
        public var isPhysicalHorizontalEdge: Bool {
            switch self {
            case .left, .right, .leftMargin, .rightMargin: true
            default: false
            }
        }

        /// Whether it is a baseline, which only views have.
        public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

        /// Whether it is measured on the item's layout-margins guide.
        public var isMargin: Bool { unmarginated != self }

        /// The attribute on the margins guide that a margin attribute stands
        /// for (`.leadingMargin` is the margins guide's `.leading`); itself otherwise.
        public var unmarginated: Attribute {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: self
            }
        }

        /// The margin attribute that stands for this attribute on the
        /// item's margins guide (`.leading` → `.leadingMargin`), or nil
        /// for one with none (a size, a baseline, a margin already).
        public var onMargins: Attribute? {
            switch self {
            case .left: .leftMargin
            case .right: .rightMargin
            case .top: .topMargin
            case .bottom: .bottomMargin
            case .leading: .leadingMargin
            case .trailing: .trailingMargin
            case .centerX: .centerXWithinMargins
            case .centerY: .centerYWithinMargins
            default: nil
            }
        }

        /// The name logs use: `leading`, `width`, `centerXWithinMargins`.
        public var description: String {
            switch self {
            case .notAnAttribute: "notAnAttribute"
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            }
        }
    }

    /// How the first attribute compares with the second side, as
    /// `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1

        /// `==`, `<=` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A direction in which items are laid out, as `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// Left to right: x, width.
        case horizontal = 0
        /// Top to bottom: y, height.
        case vertical = 1

        /// `horizontal` or `vertical`.
        public var description: String { self == .horizontal ? "horizontal" : "vertical" }
    }
}
