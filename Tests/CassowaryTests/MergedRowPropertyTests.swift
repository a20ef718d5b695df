@testable import Cassowary
import Testing

/// Seeded random systems built to have parallel optional constraints: a few
/// base expressions, each optional constraint one of them plus a multiple of
/// a required equality's expression, so that many are the same row once the
/// equalities are substituted. Added in a shuffled order (required and
/// optional mixed) and removed in another, required equalities included;
/// after every step the solution must be the vertex oracle's optimum.
@Suite struct MergedRowPropertyTests {
    typealias Oracle = VertexOracle
    let base = SolverPropertyTests()

    func combination(_ a: Oracle.Constraint, _ k: Double, _ b: Oracle.Constraint) -> ([Double], Double) {
        (zip(a.coefficients, b.coefficients).map { $0 + k * $1 }, a.constant + k * b.constant)
    }

    /// Odd seeds compact the dummy-part graph after every change.
    @Test(arguments: 0..<300)
    func mergedSystemsMatchVertexEnumeration(seed: Int) throws {
        let compacting = seed % 2 == 1
        var random = SolverPropertyTests.Random(state: UInt64(seed) &* 104_729 &+ 17)
        let dimension = random.int(2...3)
        let variables = (0..<dimension).map { Variable("x\($0)") }

        var equalities: [Oracle.Constraint] = []
        for _ in 0..<random.int(1...2) {
            let i = random.int(0...dimension - 1)
            var j = random.int(0...dimension - 1)
            if j == i { j = (i + 1) % dimension }
            var coefficients = [Double](repeating: 0, count: dimension)
            coefficients[j] = 1
            coefficients[i] = -Double(random.pick([1, 2, -1]))
            equalities.append(.init(coefficients: coefficients, constant: Double(random.int(-5...5)), relation: .equal, priority: 1000))
        }
        let bases = (0..<2).map { _ in
            ((0..<dimension).map { _ in Double(random.int(-2...2)) }, Double(random.int(-20...20)))
        }
        var optional: [Oracle.Constraint] = []
        for _ in 0..<random.int(4...8) {
            let (coefficients, constant) = random.pick(bases)
            let plain = Oracle.Constraint(coefficients: coefficients, constant: constant, relation: .equal, priority: 0)
            let (mixed, mixedConstant) = combination(plain, Double(random.pick([0, 0, 1, -1])), random.pick(equalities))
            guard mixed.contains(where: { $0 != 0 }) else { continue }
            optional.append(.init(coefficients: mixed, constant: mixedConstant,
                                  relation: random.pick([.equal, .equal, .greaterThanOrEqual]),
                                  priority: random.pick([500, 250, 250])))
        }

        var pool = base.box(SolverPropertyTests.box, dimension: dimension) + equalities + optional
        for i in stride(from: pool.count - 1, to: 0, by: -1) { pool.swapAt(i, random.int(0...i)) }
        let boxCount = 2 * dimension

        var solver = Solver()
        solver.compactsTracesAlways = compacting
        var oracle = Oracle(dimension: dimension, constraints: [])
        var added: [(Oracle.Constraint, Constraint)] = []
        for (step, c) in pool.enumerated() {
            let constraint = base.cassowary(c, variables)
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
            let boxes = added.filter { $0.0.priority == 1000 && abs($0.0.constant) == SolverPropertyTests.box }.count
            if boxes == boxCount {
                base.expectOptimal(solver, variables, oracle, "seed \(seed) after adding #\(step) \(constraint)")
            }
        }
        // The loose box stays, so every state below is bounded.
        for c in base.box(20 * SolverPropertyTests.box, dimension: dimension) {
            try solver.add(base.cassowary(c, variables))
            oracle.constraints.append(c)
        }
        base.expectOptimal(solver, variables, oracle, "seed \(seed) with the loose box")

        // The same constraints as one batch in another order (the accepted
        // ones, so no conflict depends on the order): the same optimum.
        var batch = oracle.constraints
        for i in stride(from: batch.count - 1, to: 0, by: -1) { batch.swapAt(i, random.int(0...i)) }
        var batchSolver = Solver()
        batchSolver.compactsTracesAlways = compacting
        try batchSolver.add(batch.map { base.cassowary($0, variables) })
        base.expectOptimal(batchSolver, variables, oracle, "seed \(seed) added as one batch")

        while !added.isEmpty {
            let (c, constraint) = added.remove(at: random.int(0...added.count - 1))
            try solver.remove(constraint)
            let at = oracle.constraints.firstIndex { $0.coefficients == c.coefficients && $0.constant == c.constant && $0.relation == c.relation && $0.priority == c.priority }!
            oracle.constraints.remove(at: at)
            base.expectOptimal(solver, variables, oracle, "seed \(seed) after removing \(constraint)")
        }
        #expect(solver.constraints.count == 2 * dimension)
    }

    /// The generator does produce merged rows (else the test above would
    /// check nothing new).
    @Test func someSeedsMerge() throws {
        var merged = 0
        for seed in 0..<40 {
            var random = SolverPropertyTests.Random(state: UInt64(seed) &* 104_729 &+ 17)
            _ = random.next()
            var solver = Solver()
            let x = Variable("x"), y = Variable("y")
            try solver.add(y == 2 * x + Double(random.int(-5...5)))
            for _ in 0..<4 {
                let k = Double(random.pick([0, 1, -1]))
                // 2x + 3 + k·(y - 2x - c) is the same row as 2x + 3 for every k.
                try solver.add((2 * x + 3 + k * (y - 2 * x) == 0).withStrength(250))
            }
            merged += solver.groups.reduce(0) { $0 + ($1?.members.count ?? 0) }
        }
        #expect(merged > 40)
    }
}
