// UIKit calls that pasted code makes, each a thin door onto the one way
// Trellis does the thing.

extension View {
    /// Lays out the scene the view is in, as seed 002's
    /// `self.view.layoutIfNeeded()`: the same as ``Scene/layout()``. Does
    /// nothing for a view in no scene.
    ///
    /// - Throws: what ``Scene/layout()`` throws.
    public func layoutIfNeeded() throws {
        try scene?.layout()
    }

    /// Activates `constraint`, as UIKit's older `addConstraint(_:)`. Trellis
    /// does not install a constraint on a particular view: activation is all.
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = true
    }

    /// Activates each constraint, as UIKit's older `addConstraints(_:)`.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint`, as UIKit's older `removeConstraint(_:)`.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = false
    }

    /// Deactivates each constraint, as UIKit's older `removeConstraints(_:)`.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }
}
