import Foundation

/// Why the layout refused a constraint or a change: the cases where UIKit
/// raises an exception. Each names the constraint in UIKit's log format and
/// says what to do.
///
/// (A required constraint that merely cannot be satisfied is not an error:
/// UIKit logs it and breaks a constraint, and so does Trellis; see
/// ``Scene/conflicts``.)
public struct LayoutError: Error, CustomStringConvertible, Equatable {
    /// The rule broken.
    public enum Kind: Sendable, Hashable {
        /// A location with multiplier 0 or no second item: "an illegal
        /// constraint of a location equal to a constant".
        case illegalLocationConstant
        /// A location against a dimension, or an x-axis attribute against a
        /// y-axis one, or a missing attribute.
        case invalidAttributePairing
        /// Leading/trailing against left/right.
        case mixedDirectionalAttributes
        /// A baseline or margin attribute of a layout guide, which has neither.
        case attributeNotOnLayoutGuide
        /// The items are not in one view hierarchy.
        case noCommonAncestor
        /// The multiplier or constant is NaN or infinite.
        case nonFiniteNumber
        /// The priority is not in 0 < p <= 1000.
        case invalidPriority
        /// A priority changed between required and optional while active.
        case priorityMutation
        /// An item the constraint holds weakly no longer exists.
        case missingItem
        /// The scene's size is negative, NaN or infinite.
        case invalidSceneSize
        /// The solver gave up (pivot budget) or found itself inconsistent.
        case solverFailure
        /// A solved frame is infinite, NaN or beyond ``Scene/maxCoordinate``:
        /// constraints that compound (a chain of large multipliers).
        case unrepresentableFrame
        /// A label's font size is not finite, negative, or outside
        /// ``Label/fontSizes`` (text the font engine cannot scale to).
        case invalidFontSize
    }

    /// The rule broken.
    public let kind: Kind
    /// The constraint, as logs print it: `<LayoutConstraint 'id' blue.width >= 150 (active)>`.
    public let constraint: String
    /// The constraint's identifier, if it has one.
    public let identifier: String?
    /// What is wrong and what to do.
    public let message: String

    init(_ kind: Kind, _ constraint: LayoutConstraint, _ message: String) {
        self.kind = kind
        self.constraint = constraint.logDescription
        identifier = constraint.identifier
        self.message = message
    }

    init(invalidSceneSize size: CGSize) {
        kind = .invalidSceneSize
        constraint = ""
        identifier = nil
        message = "The scene's size must be finite and not negative; got \(size.width) × \(size.height)."
    }

    init(unrepresentableFrame item: String, _ field: String, _ value: CGFloat) {
        kind = .unrepresentableFrame
        constraint = ""
        identifier = nil
        let shown = value.isNaN ? "NaN" : value.isInfinite ? (value < 0 ? "-infinity" : "infinity") : String(format: "%g", Double(value))
        message = "The layout gives '\(item)' a \(field) of \(shown) pt, which no frame can hold "
            + "(the limit is ±\(Int(Scene.maxCoordinate)) pt): look for multipliers that compound along a chain."
    }

    init(invalidFontSize label: String, _ size: CGFloat) {
        kind = .invalidFontSize
        constraint = ""
        identifier = nil
        message = "The label '\(label)' has a font size of \(size) pt; a font size must be 0 or from "
            + "\(Label.fontSizes.lowerBound) to \(Int(Label.fontSizes.upperBound)) pt."
    }

    init(nonFiniteImplied constraint: LayoutConstraint) {
        kind = .nonFiniteNumber
        self.constraint = constraint.logDescription
        identifier = constraint.identifier
        message = "The frame, size or inset it keeps is not a finite number (or its sum overflows): "
            + "give the view a frame of finite numbers, or constrain it."
    }

    init(solverFailure message: String) {
        kind = .solverFailure
        constraint = ""
        identifier = nil
        self.message = message
    }

    /// The constraint, then what is wrong with it.
    public var description: String {
        constraint.isEmpty ? message : "\(constraint): \(message)"
    }
}
