import Cassowary
import Testing

/// Every refusal is a thrown value that says what and which, and leaves the
/// solver as it was.
@Suite struct SolverErrorTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func anUnsatisfiableRequiredConstraintNamesWhatItConflictsWith() throws {
        var solver = Solver()
        let pin = x == 10
        let gap = y == x + 20
        let unrelated = Variable("z") >= 3
        try solver.add([pin, gap, unrelated])
        let clash = y <= 25
        do {
            try solver.add(clash)
            Issue.record("expected a conflict")
        } catch SolverError.unsatisfiableConstraint(let constraint, let conflicts) {
            #expect(constraint === clash)
            #expect(conflicts.map(ObjectIdentifier.init) == [pin, gap].map(ObjectIdentifier.init))
        }
        #expect(!solver.contains(clash))
        #expect(solver.value(of: y) == 30)
        let message = "\(SolverError.unsatisfiableConstraint(clash, conflicts: [pin, gap]))"
        #expect(message == "the required constraint y - 25 <= 0 cannot be satisfied together with x - 10 == 0; y - x - 20 == 0")
    }

    @Test func contradictoryEqualitiesAreRefusedWithTheirPartner() throws {
        var solver = Solver()
        let first = x == 1
        try solver.add(first)
        do {
            try solver.add(x == 2)
            Issue.record("expected a conflict")
        } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
            #expect(conflicts.count == 1 && conflicts[0] === first)
        }
        #expect(solver.value(of: x) == 1)
        // A redundant copy of a satisfied equality is fine.
        try solver.add(2 * x == 2)
    }

    /// Found by the property test: a constraint refused in phase one must not
    /// be half-installed (kiwi pivots the artificial row in regardless).
    @Test func aConstraintRefusedInPhaseOneLeavesNoTrace() throws {
        var solver = Solver()
        let ceiling = -3 * x - 5 >= 0
        try solver.add([x >= -50, x <= 50, ceiling, (-3 * x + 13 >= 0).withStrength(500)])
        let floor = 2 * x - 11 >= 0
        do {
            try solver.add(floor)
            Issue.record("expected a conflict")
        } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
            #expect(conflicts.count == 1 && conflicts[0] === ceiling)
        }
        #expect(!solver.contains(floor))
        // Every constraint it had still holds (x may sit anywhere in
        // [-50, -5/3]: the optimum is not unique).
        #expect(solver.value(of: x) >= -50 && solver.value(of: x) <= -5.0 / 3 + 1e-12)
        try solver.add((x == 0).withStrength(100))
        #expect(abs(solver.value(of: x) + 5.0 / 3) < 1e-12)
    }

    @Test func duplicateAndUnknownConstraintsAreRefused() throws {
        var solver = Solver()
        let c = x >= 1
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.add(c) }
        try solver.remove(c)
        #expect(throws: SolverError.self) { try solver.remove(c) }
        #expect("\(SolverError.duplicateConstraint(c))" == "the constraint x - 1 >= 0 is already in the solver")
    }

    @Test func editVariableMisuseIsRefused() throws {
        var solver = Solver()
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: 500)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: 400) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.infinity, for: x) }
        #expect("\(SolverError.requiredEditVariable(x))" == "the edit variable x cannot be required: suggestions must be optional")
    }

    @Test func nonFiniteNumbersAndInvalidStrengthsAreRefused() throws {
        var solver = Solver()
        for bad in [x == .nan, x * .infinity >= 1, x <= -.infinity] {
            #expect(throws: SolverError.self) { try solver.add(bad) }
        }
        for strength: Strength in [0, -5, 1000.5, Strength(.nan)] {
            #expect(throws: SolverError.self) { try solver.add((x == 1).withStrength(strength)) }
        }
        #expect(solver.constraints.isEmpty)
    }

    @Test func thePivotBudgetStopsARunawaySolve() throws {
        var solver = Solver()
        solver.pivotLimit = 0
        try solver.add(x >= 0)
        #expect(throws: SolverError.self) {
            try solver.add((x == 5).withStrength(100))
            try solver.add(x <= 3)
        }
    }
}
