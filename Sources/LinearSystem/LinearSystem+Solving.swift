import Cassowary
import Foundation

extension LinearSystem {
    /// What one or more solves produced: the solution of the last run and the
    /// timings of every run.
    public struct Report: Sendable {
        public var values: [Double]
        public var unsatisfiable: [Int]
        public var checksum: [Double]?
        public var final: [Double]?
        public var buildTimes: [Double] = []
        public var dragTimes: [Double] = []
    }

    /// Solves the system `runs` times on fresh solvers.
    ///
    /// Each run creates the variables and a solver, adds every constraint in
    /// order (a required one that cannot hold is skipped and reported) and
    /// reads back every value: the `build_solve` phase. Then it adds the edit
    /// variables and plays the drag, suggesting each step and reading back
    /// the observed variables: the `drag` phase.
    public func solve(repeating runs: Int) throws -> Report {
        var report = Report(values: [], unsatisfiable: [])
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let start = clock.now
            let unknowns = variables.map { Variable($0) }
            var solver = Solver()
            var unsatisfiable: [Int] = []
            for (i, constraint) in constraints.enumerated() {
                let expression = Cassowary.Expression(
                    constraint.terms.map { Cassowary.Term(unknowns[$0.variable], $0.coefficient) }, constant: constraint.constant)
                do {
                    try solver.add(Cassowary.Constraint(expression, constraint.op.relation, strength: Strength(constraint.priority)))
                } catch SolverError.unsatisfiableConstraint {
                    unsatisfiable.append(i)
                }
            }
            let values = solver.values(of: unknowns)
            report.buildTimes.append(seconds(clock.now - start))
            report.values = values
            report.unsatisfiable = unsatisfiable

            guard let drag else { continue }
            let dragStart = clock.now
            for edit in edits {
                try solver.addEditVariable(unknowns[edit.variable], strength: Strength(edit.priority))
            }
            var checksum = [Double](repeating: 0, count: drag.observe.count)
            let observed = drag.observe.map { unknowns[$0] }
            for step in drag.steps {
                for (k, variable) in drag.variables.enumerated() {
                    try solver.suggestValue(step[k], for: unknowns[variable])
                }
                for (k, variable) in observed.enumerated() {
                    checksum[k] += solver.value(of: variable)
                }
            }
            report.dragTimes.append(seconds(clock.now - dragStart))
            report.checksum = checksum
            report.final = solver.values(of: observed)
        }
        return report
    }

    private func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}

extension LinearSystem.Operator {
    var relation: Cassowary.Constraint.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
