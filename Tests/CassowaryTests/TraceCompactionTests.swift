@testable import Cassowary
import Testing

/// The dummy-part graph (`TraceArena`) reclaims the nodes no row reaches:
/// long sessions of drags and of added and removed equalities keep it
/// bounded, and values, removals and conflicts stay exact across
/// compactions. Each test runs a twin that never compacts, to show that the
/// session really leaves nodes behind.
@Suite struct TraceCompactionTests {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")

    /// The most nodes a small system may hold at any time: the live ones
    /// (a few dozen) twice, plus the compaction floor.
    let bound = 2 * 4096

    /// A bar `right == left + width` in [0, 300], at least 20 wide, 100 wide
    /// @250, its left edge dragged @500.
    func bar(compacting: Bool = true) throws -> (Solver, Constraint) {
        var solver = Solver()
        if !compacting { solver.traceCompactionFloor = .max }
        let tie = right == left + width
        try solver.add(tie)
        try solver.add(left >= 0)
        try solver.add(right <= 300)
        try solver.add(width >= 20)
        try solver.add((width == 100).withStrength(250))
        try solver.addEditVariable(left, strength: 500)
        return (solver, tie)
    }

    /// Where the bar settles for a suggested left edge: (left, width, right).
    let drags: [(suggested: Double, expected: [Double])] = [
        (50, [50, 100, 150]),
        (250, [250, 50, 300]),  // the width hint gives way
        (290, [280, 20, 300]),  // the minimum width stops the drag
        (-10, [0, 100, 100]),  // the left bound stops it
    ]

    func expectValues(_ solver: Solver, _ variables: [Variable], _ expected: [Double], _ context: String) {
        let got = solver.values(of: variables)
        for (g, e) in zip(got, expected) {
            #expect(abs(g - e) < 1e-9, "\(context): got \(got), expected \(expected)")
        }
    }

    @Test func dragsKeepTheGraphBounded() throws {
        var (solver, tie) = try bar()
        var (uncompacted, _) = try bar(compacting: false)
        var largest = 0
        for step in 0..<20_000 {
            let (suggested, expected) = drags[step % drags.count]
            try solver.suggestValue(suggested, for: left)
            try uncompacted.suggestValue(suggested, for: left)
            largest = max(largest, solver.traceNodeCount)
            if step % 1_999 == 0 { expectValues(solver, [left, width, right], expected, "step \(step)") }
        }
        // Each round of four suggestions pivots rows that hold the bar's
        // equality, and every pivot leaves nodes behind.
        #expect(uncompacted.traceNodeCount > 50_000)
        #expect(largest < bound)
        for (suggested, expected) in drags {
            try solver.suggestValue(suggested, for: left)
            expectValues(solver, [left, width, right], expected, "after the drag, left = \(suggested)")
        }
        // The equality is still found and removed exactly: without it the
        // width takes its hint whatever the right edge does.
        try solver.remove(tie)
        try solver.suggestValue(250, for: left)
        expectValues(solver, [left, width], [250, 100], "without the tie")
    }

    @Test func addAndRemoveCyclesKeepTheGraphBounded() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        func system(compacting: Bool) throws -> (Solver, Constraint) {
            var solver = Solver()
            if !compacting { solver.traceCompactionFloor = .max }
            for v in x { try solver.add([v >= 0, v <= 100]) }
            let tie = x[1] == 2 * x[0] + 1
            try solver.add(tie)
            try solver.add((x[0] == 10).withStrength(250))
            try solver.add((x[2] == 70).withStrength(250))
            return (solver, tie)
        }
        var (solver, tie) = try system(compacting: true)
        var (uncompacted, _) = try system(compacting: false)
        var largest = 0
        var sum: Constraint!
        for cycle in 0..<3_000 {
            // x2 = x1 + x0 = 3·x0 + 1: the two hints meet at x0 = 23.
            sum = x[2] == x[1] + x[0]
            try solver.add(sum)
            try uncompacted.add(sum)
            if cycle % 999 == 0 { expectValues(solver, x, [23, 47, 70], "cycle \(cycle) with the sum") }
            guard cycle < 2_999 else { break }
            try solver.remove(sum)
            try uncompacted.remove(sum)
            largest = max(largest, solver.traceNodeCount)
            if cycle % 999 == 0 { expectValues(solver, x, [10, 21, 70], "cycle \(cycle) without it") }
        }
        #expect(uncompacted.traceNodeCount > 50_000)
        // Symbol ids are not reused, so the tables (and with them what a
        // compaction scans, which sets the next threshold) grow by a few
        // entries per cycle; the graph stays within that.
        #expect(largest < bound + solver.rows.count)
        #expect(solver.rows.count < 25_000)

        // Conflicts still name the equalities a contradiction rests on,
        // oldest first: x2 = 3·x0 + 1 through the tie and the sum.
        let contradiction = x[2] == 3 * x[0] + 2
        do {
            try solver.add(contradiction)
            Issue.record("\(contradiction) was accepted")
        } catch SolverError.unsatisfiableConstraint(let refused, let conflicts) {
            #expect(refused === contradiction)
            #expect(conflicts.map(ObjectIdentifier.init) == [tie, sum].map(ObjectIdentifier.init))
        }
        expectValues(solver, x, [23, 47, 70], "after the refusal")
        // Without the tie both hints hold, and the sum gives x1.
        try solver.remove(tie)
        expectValues(solver, x, [10, 60, 70], "without the tie")
    }
}
