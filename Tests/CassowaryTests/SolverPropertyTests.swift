@testable import Cassowary
import Testing

/// Seeded random small systems, solved incrementally by `Solver` and
/// exhaustively by `VertexOracle`: the solver must refuse exactly the
/// required constraints the oracle finds infeasible, and its solution must be
/// feasible with the oracle's optimal cost vector after every addition,
/// removal and suggestion.
@Suite struct SolverPropertyTests {
    /// SplitMix64: a tiny deterministic generator, so failures replay.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
    }

    static let priorities: [Double] = [1000, 1000, 1000, 750, 500, 250, 250, 1]
    static let box = 50.0

    func randomConstraint(_ random: inout Random, dimension: Int) -> VertexOracle.Constraint {
        VertexOracle.Constraint(
            coefficients: (0..<dimension).map { _ in Double(random.int(-3...3)) },
            constant: Double(random.int(-20...20)),
            relation: random.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual]),
            priority: random.pick(Self.priorities))
    }

    func cassowary(_ c: VertexOracle.Constraint, _ variables: [Variable]) -> Constraint {
        let expression = Expression(zip(variables, c.coefficients).map { Term($0, $1) }, constant: c.constant)
        let relation: Constraint.Relation =
            switch c.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(expression, relation, strength: Strength(c.priority))
    }

    /// The solver's solution is feasible and as good as the oracle's best.
    func expectOptimal(_ solver: Solver, _ variables: [Variable], _ oracle: VertexOracle, _ context: String) {
        guard let best = oracle.optimum() else {
            Issue.record("\(context): the oracle found the accepted constraints infeasible")
            return
        }
        let x = solver.values(of: variables)
        let broken = oracle.required.filter { $0.violation(x) > 1e-6 * max(1, abs($0.constant)) }
        #expect(broken.isEmpty, "\(context): \(x) breaks \(broken.map { "\($0.coefficients)·x + \($0.constant) \($0.relation)" })")
        let costs = oracle.costs(x)
        let same = !lexicographicallyBelow(costs, best.costs) && !lexicographicallyBelow(best.costs, costs)
        #expect(same, "\(context): costs \(costs) at \(x), optimum \(best.costs) at \(best.point)")
    }

    /// The ranges read off the tableau where it shows a variable fixed are
    /// those that pulling every variable finds.
    func expectRangesAsProbed(_ solver: Solver, _ variables: [Variable], _ context: String) throws {
        let shortcut = try solver.valueRanges(of: variables, reach: 1e4, probingEvery: false).map { $0! }
        let probed = try solver.valueRanges(of: variables, reach: 1e4, probingEvery: true).map { $0! }
        for (a, b) in zip(shortcut, probed) {
            #expect(abs(a.lowerBound - b.lowerBound) < 1e-6 && abs(a.upperBound - b.upperBound) < 1e-6,
                    "\(context): \(a) read off the tableau, \(b) probed")
        }
    }

    /// `±bound` on every variable, as required inequalities.
    func box(_ bound: Double, dimension: Int) -> [VertexOracle.Constraint] {
        (0..<dimension).flatMap { i -> [VertexOracle.Constraint] in
            var unit = [Double](repeating: 0, count: dimension)
            unit[i] = 1
            return [
                VertexOracle.Constraint(coefficients: unit, constant: bound, relation: .greaterThanOrEqual, priority: 1000),
                VertexOracle.Constraint(coefficients: unit, constant: -bound, relation: .lessThanOrEqual, priority: 1000),
            ]
        }
    }

    /// Odd seeds compact the dummy-part graph after every change, so
    /// renumbered and flattened nodes must keep removals, conflicts and
    /// values exact.
    @Test(arguments: 0..<400)
    func solverMatchesVertexEnumeration(seed: Int) throws {
        let compacting = seed % 2 == 1
        var random = Random(state: UInt64(seed) &* 7919)
        let dimension = random.int(1...3)
        let variables = (0..<dimension).map { Variable("x\($0)") }
        var solver = Solver()
        solver.compactsTracesAlways = compacting
        var oracle = VertexOracle(dimension: dimension, constraints: [])
        var added: [(VertexOracle.Constraint, Constraint)] = []

        // The pool: a tight box and random constraints, shuffled, so that
        // any of them may be the first to mention a variable (and so become
        // its definition), and all of them are removed again below.
        var pool = box(Self.box, dimension: dimension)
        for _ in 0..<random.int(2...7) { pool.append(randomConstraint(&random, dimension: dimension)) }
        for i in stride(from: pool.count - 1, to: 0, by: -1) { pool.swapAt(i, random.int(0...i)) }
        let tightBoxes = pool.filter { $0.priority == 1000 && $0.coefficients.filter { $0 != 0 }.count == 1 && abs($0.constant) == Self.box }.count

        for (step, c) in pool.enumerated() {
            let constraint = cassowary(c, variables)
            var trial = oracle
            trial.constraints.append(c)
            do {
                try solver.add(constraint)
                oracle = trial
                added.append((c, constraint))
            } catch SolverError.unsatisfiableConstraint {
                #expect(c.priority == 1000)
                #expect(trial.optimum() == nil, "seed \(seed) step \(step): refused \(constraint), which the oracle can satisfy")
            }
            // The oracle needs a bounded region: check once the box is whole.
            if added.filter({ $0.0.priority == 1000 && abs($0.0.constant) == Self.box && $0.0.coefficients.filter { $0 != 0 }.count == 1 }).count == tightBoxes {
                expectOptimal(solver, variables, oracle, "seed \(seed) after adding #\(step) \(constraint)")
            }
        }

        // A loose box that stays, so every later state is bounded.
        for c in box(20 * Self.box, dimension: dimension) {
            try solver.add(cassowary(c, variables))
            oracle.constraints.append(c)
        }
        expectOptimal(solver, variables, oracle, "seed \(seed) with the loose box")
        try expectRangesAsProbed(solver, variables, "seed \(seed) with the loose box")

        // Suggestions: an edit variable is an optional equality whose
        // constant moves.
        let edited = random.int(0...dimension - 1)
        let editPriority = random.pick([999.0, 600, 300, 2])
        try solver.addEditVariable(variables[edited], strength: Strength(editPriority))
        var unit = [Double](repeating: 0, count: dimension)
        unit[edited] = 1
        let editIndex = oracle.constraints.count
        oracle.constraints.append(.init(coefficients: unit, constant: 0, relation: .equal, priority: editPriority))
        for round in 0..<3 {
            let value = Double(random.int(-60...60))
            try solver.suggestValue(value, for: variables[edited])
            oracle.constraints[editIndex].constant = -value
            expectOptimal(solver, variables, oracle, "seed \(seed) suggestion \(round): \(variables[edited]) = \(value)")
            try expectRangesAsProbed(solver, variables, "seed \(seed) suggestion \(round)")
        }
        try solver.removeEditVariable(variables[edited])
        oracle.constraints.remove(at: editIndex)

        // Removal in a shuffled order, definitions included: the rest must
        // solve as if the removed constraint had never been added.
        while !added.isEmpty {
            let (c, constraint) = added.remove(at: random.int(0...added.count - 1))
            try solver.remove(constraint)
            let at = oracle.constraints.firstIndex { $0.coefficients == c.coefficients && $0.constant == c.constant && $0.relation == c.relation && $0.priority == c.priority }!
            oracle.constraints.remove(at: at)
            expectOptimal(solver, variables, oracle, "seed \(seed) after removing \(constraint)")
        }
    }
}
