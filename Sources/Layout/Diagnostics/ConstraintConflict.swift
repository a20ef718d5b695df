/// A required constraint that could not be satisfied together with others,
/// and was broken (laid out as if absent) to recover, as UIKit does.
///
/// Which one is broken: the constraint that was being added when the
/// contradiction appeared, i.e. the last of the set in the order constraints
/// reach the solver (implied constraints first, item by item, then yours in
/// activation order). That is UIKit's rule in practice: the constraint you
/// activate last against a view's autoresizing constraints is the one
/// broken, and the view stays at its autoresizing frame.
public struct ConstraintConflict {
    /// A minimal conflicting set, in the order the constraints reached the
    /// solver, the broken one last: without any one of them the rest hold.
    public let constraints: [LayoutConstraint]
    /// The constraint broken to recover.
    public let broken: LayoutConstraint
    /// Whether ``constraints`` is minimal. False when the layout's budget for
    /// refining conflicts ran out (a contradiction among hundreds of
    /// constraints, see docs/limits.md): the set still conflicts, but some
    /// members may not be needed for it.
    public let isMinimal: Bool

    init(constraints: [LayoutConstraint], broken: LayoutConstraint, isMinimal: Bool = true) {
        self.constraints = constraints
        self.broken = broken
        self.isMinimal = isMinimal
    }

    /// Whether an autoresizing-mask constraint is involved, which is usually
    /// a view that should not translate its autoresizing mask.
    public var involvesAutoresizingMask: Bool {
        constraints.contains { $0.kind == .autoresizingMask }
    }

    /// The report in UIKit's log format, with our names, e.g.
    ///
    ///     Unable to simultaneously satisfy constraints.
    ///     	Probably at least one of the constraints in the following list is one you don't want.
    ///     	…
    ///     (
    ///         "<NSAutoresizingMaskLayoutConstraint h=--& v=--& blue.minY == 0 (active)>",
    ///         "<LayoutConstraint blue.top == root.safeAreaLayoutGuide.top + 8 (active)>"
    ///     )
    ///
    ///     Will attempt to recover by breaking constraint
    ///     <LayoutConstraint blue.top == root.safeAreaLayoutGuide.top + 8 (active)>
    ///
    /// UIKit's trailing spaces and its closing advice about symbolic
    /// breakpoints, which has no meaning here, are left out.
    public var log: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
        ]
        if involvesAutoresizingMask {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)")
        }
        if !isMinimal {
            lines.append("\t(Trellis: these \(constraints.count) constraints conflict, but the list may hold more than the "
                + "conflict needs: refining it was stopped at its budget.)")
        }
        lines.append("(")
        lines.append(constraints.map { "    \"\($0.logDescription)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append(broken.logDescription)
        return lines.joined(separator: "\n")
    }
}
