import Foundation

extension LayoutConstraint {
    /// The first rule of UIKit's the constraint breaks on its own, before
    /// any hierarchy is consulted; nil when it is well formed.
    func validationError() -> LayoutError? {
        guard let firstItem, !hasSecondItem || secondItem != nil else {
            return LayoutError(.missingItem, self, "An item of the constraint no longer exists.")
        }
        guard multiplier.isFinite, constant.isFinite else {
            return LayoutError(.nonFiniteNumber, self,
                "The multiplier and constant must be finite numbers; got multiplier \(multiplier), constant \(constant).")
        }
        guard storedPriority.isValid else {
            return LayoutError(.invalidPriority, self,
                "A constraint priority must be greater than 0 and less than or equal to 1000; got \(storedPriority).")
        }
        guard firstAttribute != .notAnAttribute else {
            return LayoutError(.invalidAttributePairing, self, "Invalid pairing of layout attributes: the first attribute is missing.")
        }
        if let error = guideError(firstItem, firstAttribute) ?? guideError(secondItem, secondAttribute) {
            return error
        }
        if secondItem == nil {
            // A second attribute given without an item was dropped on creation, as UIKit ignores it.
            return firstAttribute.isLocation ? illegalLocationConstant() : nil
        }
        guard secondAttribute != .notAnAttribute else {
            return LayoutError(.invalidAttributePairing, self,
                "Invalid pairing of layout attributes: a second item needs an attribute other than notAnAttribute.")
        }
        if firstAttribute.isDimension != secondAttribute.isDimension
            || (firstAttribute.isLocation && firstAttribute.axis != secondAttribute.axis)
        {
            return LayoutError(.invalidAttributePairing, self,
                "Invalid pairing of layout attributes: \(firstAttribute) cannot be related to \(secondAttribute). "
                    + "Relate locations on the same axis, or sizes to sizes.")
        }
        if (firstAttribute.isDirectional && secondAttribute.isPhysicalHorizontalEdge)
            || (firstAttribute.isPhysicalHorizontalEdge && secondAttribute.isDirectional)
        {
            return LayoutError(.mixedDirectionalAttributes, self,
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                    + "Use leading/trailing for both or neither.")
        }
        if firstAttribute.isLocation && multiplier == 0 { return illegalLocationConstant() }
        return nil
    }

    private func guideError(_ item: LayoutItem?, _ attribute: Attribute) -> LayoutError? {
        guard attribute.isBaseline || attribute.isMargin, item is LayoutGuide else { return nil }
        return LayoutError(.attributeNotOnLayoutGuide, self,
            "A layout guide has no \(attribute); constrain a view's \(attribute), or the guide's \(attribute.unmarginated).")
    }

    /// UIKit's message, with the advice the slider document needed.
    private func illegalLocationConstant() -> LayoutError {
        let edge = firstAttribute.axis == .vertical ? "top" : "leading"
        let target = secondItem.map { "\($0.name).\(edge)" } ?? "the superview's \(edge)"
        let name = firstItem.map { "\($0.name).\(firstAttribute)" } ?? "\(firstAttribute)"
        return LayoutError(.illegalLocationConstant, self,
            "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                + "illegal constraint of a location equal to a constant. Location attributes must be specified in "
                + "pairs. Constrain \(name) to \(target) instead (with the constant as the offset), or to a layout guide.")
    }
}
