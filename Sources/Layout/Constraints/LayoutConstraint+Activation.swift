import Foundation

extension LayoutConstraint {
    /// Whether the constraint takes part in layout. Activating hands it to
    /// its first item (which keeps it, as a UIKit view keeps its installed
    /// constraints) and the next ``Scene/layout()`` adds it to the scene's
    /// solver; deactivating takes it out. Never throws: a constraint UIKit
    /// would refuse to activate makes the next layout throw instead.
    ///
    /// Constraints the model implies (``Kind``) are active while they apply;
    /// setting this on them does nothing.
    public var isActive: Bool {
        get { storedIsActive }
        set {
            guard kind == .explicit, newValue != storedIsActive, let firstItem else { return }
            storedIsActive = newValue
            if newValue {
                if serial == 0 { serial = ActivationOrder.next() }
                firstItem.heldConstraints.append(self)
            } else {
                firstItem.heldConstraints.removeAll { $0 === self }
                refusedPriority = nil
            }
        }
    }

    /// Activates each constraint, in order, as `NSLayoutConstraint.activate`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, as `NSLayoutConstraint.deactivate`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Replaces this constraint by one with another multiplier, keeping its
    /// items, attributes, relation, constant, identifier, priority and
    /// activation, and returns the new one. A multiplier cannot change in
    /// place (UIKit's is read-only, and the slider document wishes for this
    /// call): when this one is active it is deactivated and the new one takes
    /// its place in activation order, so a conflict breaks the same one.
    ///
    /// - Throws: ``LayoutError`` when the new multiplier makes the constraint
    ///   invalid (0 on a location); nothing changes then.
    @discardableResult
    public func replacingMultiplier(_ multiplier: CGFloat) throws -> LayoutConstraint {
        guard let firstItem else { throw LayoutError(.missingItem, self, "Its first item no longer exists.") }
        let replacement = LayoutConstraint(
            first: firstItem, firstAttribute, relation, second: secondItem, secondAttribute,
            multiplier: multiplier, constant: constant, priority: storedPriority, identifier: identifier)
        if let error = replacement.validationError() { throw error }
        if isActive {
            replacement.serial = serial
            isActive = false
            replacement.isActive = true
        }
        return replacement
    }
}

/// The order constraints are activated in, across all scenes, so that the
/// constraint a conflict breaks is the last activated, as in UIKit.
enum ActivationOrder {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
