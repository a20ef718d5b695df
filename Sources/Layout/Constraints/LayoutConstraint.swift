import Cassowary
import Foundation

/// A linear relation between two attributes of layout items, as
/// `NSLayoutConstraint`:
///
///     firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant
///
/// Make one from anchors (`blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)`)
/// or with ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``,
/// then activate it. The constant can change at any time and the next
/// ``Scene/layout()`` re-solves incrementally; the multiplier is fixed, but
/// ``replacingMultiplier(_:)`` swaps in a copy with another one.
///
/// Locations are compared in the coordinates of the items' nearest common
/// ancestor, as in UIKit: `knob.centerX == 0.7 × slider.trailing` puts the
/// knob at 70 % of the slider's width wherever the slider is.
public final class LayoutConstraint: CustomStringConvertible {
    /// What made a constraint: you, or the model on your behalf.
    public enum Kind: Sendable, Hashable {
        /// Made with anchors or the item/attribute initializer.
        case explicit
        /// `NSAutoresizingMaskLayoutConstraint`: a view's frame while it
        /// translates its autoresizing mask.
        case autoresizingMask
        /// `NSContentSizeLayoutConstraint`: content hugging, `size <= intrinsic`.
        case contentHugging
        /// `NSContentSizeLayoutConstraint`: compression resistance, `size >= intrinsic`.
        case contentCompressionResistance
        /// The root's size, which the scene fixes ('UIView-Encapsulated-Layout-…').
        case sceneSize
        /// An edge of a safe-area or layout-margins guide.
        case systemGuide
        /// Made by a ``StackView`` for its arrangement (`UISV-…`).
        case stackView
        /// Holds a view at its ``View/restingFrame`` along what the other
        /// constraints leave free; never broken, never reported.
        case restingFrame
    }

    /// The item on the left side. Held weakly, as in UIKit.
    public private(set) weak var firstItem: LayoutItem?
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The item on the right side; nil for a constant size.
    public private(set) weak var secondItem: LayoutItem?
    /// The attribute of the second item; ``Attribute/notAnAttribute`` without one.
    public let secondAttribute: Attribute
    /// The factor on the second attribute. Fixed, as in UIKit.
    public let multiplier: CGFloat
    /// The offset added to the right side. Change it freely; the next layout
    /// re-solves without rebuilding.
    public var constant: CGFloat
    /// A name for logs, errors and pictures.
    public var identifier: String?
    /// Who made the constraint.
    public let kind: Kind

    var storedPriority: LayoutPriority
    var storedIsActive = false
    /// A required/optional priority change refused while active; the next
    /// layout reports it.
    var refusedPriority: LayoutPriority?
    /// Position in activation order: which of two conflicting constraints
    /// came last, the one a conflict breaks.
    var serial = 0

    /// The constant and priority last found valid; validation reads nothing
    /// else that can change (items only disappear, which compiling catches).
    var validated: (constant: CGFloat, priority: LayoutPriority)?

    /// The last linear form and what it was compiled from.
    var compilation: Compilation?

    /// Whether both items were given; false once a weakly held item is gone.
    let hasSecondItem: Bool

    init(first: LayoutItem, _ firstAttribute: Attribute, _ relation: Relation,
         second: LayoutItem?, _ secondAttribute: Attribute,
         multiplier: CGFloat = 1, constant: CGFloat = 0,
         priority: LayoutPriority = .required, kind: Kind = .explicit, identifier: String? = nil)
    {
        firstItem = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItem = second
        hasSecondItem = second != nil
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        storedPriority = priority
        self.kind = kind
        self.identifier = identifier
    }

    /// The item/attribute form of `NSLayoutConstraint`, for what anchors
    /// cannot say, such as `knob.centerX == 0.7 × slider.trailing`.
    ///
    /// - Throws: ``LayoutError`` naming the constraint when the combination is
    ///   one UIKit refuses: a location against a dimension, a location with
    ///   multiplier 0 or no second item, leading/trailing against left/right,
    ///   a baseline or margin of a layout guide, a non-finite number.
    ///   Whether the items share an ancestor is checked when the scene lays out.
    public convenience init(item view1: LayoutItem, attribute attr1: Attribute,
                            relatedBy relation: Relation,
                            toItem view2: LayoutItem?, attribute attr2: Attribute,
                            multiplier: CGFloat, constant c: CGFloat) throws
    {
        self.init(first: view1, attr1, relation, second: view2, attr2, multiplier: multiplier, constant: c)
        if let error = validationError() { throw error }
    }

    /// The priority (1000, required, unless set). While the constraint is
    /// active it may move between optional priorities but not between
    /// required and optional: UIKit raises there, and since a setter cannot
    /// throw, the change is not applied and the next ``Scene/layout()``
    /// throws ``LayoutError/Kind/priorityMutation``. ``setPriority(_:)``
    /// throws at once instead.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            if crossesRequired(newValue) {
                refusedPriority = newValue
            } else {
                storedPriority = newValue
                refusedPriority = nil
            }
        }
    }

    /// Sets the priority, throwing where UIKit would raise: between required
    /// and optional while active. Nothing changes when it throws.
    public func setPriority(_ priority: LayoutPriority) throws {
        if crossesRequired(priority) { throw priorityMutationError(to: priority) }
        self.priority = priority
    }

    private func crossesRequired(_ priority: LayoutPriority) -> Bool {
        kind == .explicit && isActive && priority.isRequired != storedPriority.isRequired
    }

    /// The error UIKit's exception becomes.
    func priorityMutationError(to priority: LayoutPriority) -> LayoutError {
        LayoutError(.priorityMutation, self, "Mutating a priority from required to not on an installed constraint "
            + "(or vice-versa) is not supported. You passed priority \(priority) and the existing priority was "
            + "\(storedPriority).")
    }

    /// The items, first then second, those still alive.
    var items: [LayoutItem] { [firstItem, secondItem].compactMap { $0 } }

    /// The constraint as UIKit's log prints it; see ``logDescription``.
    public var description: String { logDescription }
}
