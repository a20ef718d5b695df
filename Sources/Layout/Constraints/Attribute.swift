extension LayoutConstraint {
    /// The part of an item a constraint acts on, as `NSLayoutConstraint.Attribute`
    /// (with UIKit's raw values).
    public enum Attribute: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline = 11, firstBaseline
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins = 19, centerYWithinMargins

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
            [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
        }

        /// Whether it names a physical horizontal edge (left, right and their margins).
        public var isPhysicalHorizontalEdge: Bool {
            [.left, .right, .leftMargin, .rightMargin].contains(self)
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
        case lessThanOrEqual = -1
        case equal = 0
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

        public var description: String { self == .horizontal ? "horizontal" : "vertical" }
    }
}
