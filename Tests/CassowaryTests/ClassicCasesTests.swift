import Cassowary
import Testing

/// The textbook Cassowary scenarios, with the numbers they must produce.
@Suite struct ClassicCasesTests {
    let left = Variable("left")
    let mid = Variable("mid")
    let right = Variable("right")

    /// A segment whose midpoint stays between its ends, inside [0, 100],
    /// at least 10 long.
    func segment() throws -> Solver {
        var solver = Solver()
        try solver.add(2 * mid == left + right)
        try solver.add(left + 10 <= right)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        return solver
    }

    @Test func midpointFollowsAWeakPreferenceForTheLeftEnd() throws {
        var solver = try segment()
        try solver.add((left == 90).withStrength(250))
        #expect(solver.value(of: left) == 90)
        #expect(solver.value(of: right) == 100)
        #expect(solver.value(of: mid) == 95)
    }

    @Test func boundsClampAnOptionalPreferenceThatAsksTooMuch() throws {
        var solver = try segment()
        try solver.add((left == 95).withStrength(250))
        // right <= 100 and right >= left + 10 cap left at 90.
        #expect(abs(solver.value(of: left) - 90) < 1e-9)
        #expect(abs(solver.value(of: right) - 100) < 1e-9)
        #expect(abs(solver.value(of: mid) - 95) < 1e-9)
    }

    @Test func draggingTheMidpointMovesBothEndsWithinBounds() throws {
        var solver = try segment()
        try solver.add((left == 0).withStrength(1))
        try solver.add((right - left == 10).withStrength(2))
        try solver.addEditVariable(mid, strength: 750)
        for (suggested, expectedLeft, expectedRight) in [(50.0, 45.0, 55.0), (2.0, 0.0, 10.0), (99.0, 90.0, 100.0), (30.0, 25.0, 35.0)] {
            try solver.suggestValue(suggested, for: mid)
            #expect(abs(solver.value(of: left) - expectedLeft) < 1e-9, "left at mid \(suggested)")
            #expect(abs(solver.value(of: right) - expectedRight) < 1e-9, "right at mid \(suggested)")
        }
        try solver.removeEditVariable(mid)
        #expect(!solver.hasEditVariable(mid))
        #expect(abs(solver.value(of: left)) < 1e-9)
        #expect(abs(solver.value(of: right) - 10) < 1e-9)
    }

    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        var solver = try segment()
        try solver.add((left == 20).withStrength(500))
        try solver.add((right == 60).withStrength(500))
        let before = solver.values(of: [left, mid, right])
        #expect(before == [20, 40, 60])

        let squeeze = left >= 55
        try solver.add(squeeze)
        #expect(solver.value(of: left) == 55)
        #expect(solver.value(of: right) == 65)
        try solver.remove(squeeze)
        #expect(!solver.contains(squeeze))
        #expect(solver.values(of: [left, mid, right]) == before)
    }

    @Test func inequalitiesPivotWhenTheyBecomeTight() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add((x == 100).withStrength(250))
        #expect(solver.value(of: x) == 100)
        let ceiling = x <= 40
        try solver.add(ceiling)
        #expect(solver.value(of: x) == 40)
        let floor = x >= 70
        #expect(throws: SolverError.self) { try solver.add(floor) }
        #expect(solver.value(of: x) == 40, "a refused constraint leaves the solution alone")
        try solver.remove(ceiling)
        try solver.add(floor)
        #expect(solver.value(of: x) == 100)
        try solver.add(x <= 80)
        #expect(solver.value(of: x) == 80)
    }

    @Test func requiredBeatsOptionalAndOptionalSettlesWhatIsLeft() throws {
        var solver = Solver()
        let width = Variable("width")
        try solver.add((width == 400).withStrength(750))
        try solver.add(width >= 150)
        try solver.add(width <= 312)
        #expect(solver.value(of: width) == 312)
    }

    @Test func anEditCanBeReAddedAfterRemoval() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: 500)
        try solver.suggestValue(7, for: x)
        #expect(solver.value(of: x) == 7)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, strength: 500)
        try solver.suggestValue(-3, for: x)
        #expect(solver.value(of: x) == -3)
    }

    @Test func copiesAreIndependentSolutions() throws {
        var original = try segment()
        try original.add((left == 10).withStrength(250))
        var copy = original
        try copy.add(left >= 50)
        #expect(original.value(of: left) == 10)
        #expect(copy.value(of: left) == 50)
        #expect(!original.contains(copy.constraints.last!))
    }
}

/// The range of a variable over all optimal solutions.
@Suite struct ValueRangeTests {
    @Test func aDeterminedVariableHasASinglePointRange() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add(x == 12)
        #expect(try solver.valueRange(of: x) == 12...12)
    }

    @Test func aVariableBoundedOnlyByInequalitiesSpansTheirInterval() throws {
        var solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        try solver.add([left >= 8, left + width <= 300, width == 100])
        #expect(try solver.valueRange(of: left) == 8...200)
        #expect(solver.value(of: width) == 100, "probing leaves the solver alone")
    }

    @Test func optionalConstraintsNarrowTheRangeToTheirOptimum() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add([x >= 0, x <= 100, (x >= 60).withStrength(250)])
        #expect(try solver.valueRange(of: x) == 60...100)
    }

    @Test func anUnconstrainedVariableReachesThePull() throws {
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x >= 5)
        try solver.add(y == 1)
        #expect(try solver.valueRange(of: x, reach: 1000) == 5...1000)
    }
}

/// The examples in README.md and docs/solver.md, as written there.
@Suite struct DocumentedExampleTests {
    @Test func theReadmeExample() throws {
        let left = Variable("left"), width = Variable("width")
        var solver = Solver()
        try solver.add(left == 8)
        try solver.add(width >= 150)
        try solver.add((width == 400).withStrength(750))
        try solver.add(left + width <= 320)
        #expect(solver.value(of: width) == 312)
    }

    @Test func theSolverGuideExample() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        var solver = Solver()
        try solver.add(right == left + width)
        try solver.add(left >= 8)
        try solver.add(right <= 320 - 8)
        try solver.add(width >= 150)
        try solver.add((width == 400).withStrength(250))
        #expect(solver.value(of: width) == 304)
        try solver.addEditVariable(left, strength: 500)
        try solver.suggestValue(100, for: left)
        #expect(solver.values(of: [left, width]) == [100, 212])
    }
}
