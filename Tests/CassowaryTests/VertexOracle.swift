/// An independent solver for tiny systems, for checking `Solver` against:
/// it enumerates every vertex of the arrangement of constraint hyperplanes
/// inside a bounding box and keeps the feasible one with the
/// lexicographically smallest cost vector.
///
/// Why that is exact: each level's cost (sum of |error| of its optional
/// constraints) is convex and linear on every cell of the arrangement formed
/// by the required boundaries and the optional constraints' zero sets. The
/// feasible set is a bounded polytope, so the lexicographic optimum is a
/// face of that complex, and every face has a vertex.
struct VertexOracle {
    /// `Σ coefficients[i]·x[i] + constant ⋄ 0` at `priority` (1000 required).
    struct Constraint {
        enum Relation { case equal, lessThanOrEqual, greaterThanOrEqual }
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var priority: Double

        func residual(_ x: [Double]) -> Double {
            zip(coefficients, x).reduce(constant) { $0 + $1.0 * $1.1 }
        }

        /// How far `x` is from satisfying the constraint.
        func violation(_ x: [Double]) -> Double {
            let r = residual(x)
            switch relation {
            case .equal: return abs(r)
            case .lessThanOrEqual: return max(0, r)
            case .greaterThanOrEqual: return max(0, -r)
            }
        }
    }

    let dimension: Int
    var constraints: [Constraint]
    static let tolerance = 1e-7

    var required: [Constraint] { constraints.filter { $0.priority >= 1000 } }
    var levels: [Double] { Array(Set(constraints.filter { $0.priority < 1000 }.map(\.priority))).sorted(by: >) }

    /// The cost vector of `x`: per optional level, strongest first, the summed
    /// violation.
    func costs(_ x: [Double]) -> [Double] {
        levels.map { level in constraints.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(x) } }
    }

    func isFeasible(_ x: [Double], slack: Double = tolerance) -> Bool {
        required.allSatisfy { $0.violation(x) <= slack * max(1, abs($0.constant)) }
    }

    /// Every feasible vertex.
    func vertices() -> [[Double]] {
        let planes = constraints.map(\.self).filter { c in c.coefficients.contains { $0 != 0 } }
        var found: [[Double]] = []
        forEachSubset(of: planes.count, size: dimension) { subset in
            let rows = subset.map { planes[$0].coefficients }
            let rhs = subset.map { -planes[$0].constant }
            if let x = solveLinear(rows, rhs), isFeasible(x) { found.append(x) }
        }
        return found
    }

    /// The lexicographically least cost vector over the feasible set, or nil
    /// when the required constraints have no common point.
    func optimum() -> (point: [Double], costs: [Double])? {
        var best: (point: [Double], costs: [Double])?
        for vertex in vertices() {
            let cost = costs(vertex)
            if best == nil || lexicographicallyBelow(cost, best!.costs) { best = (vertex, cost) }
        }
        return best
    }

    private func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
        var chosen: [Int] = []
        func extend(_ start: Int) {
            if chosen.count == size {
                body(chosen)
                return
            }
            guard start < count else { return }
            for i in start..<count {
                chosen.append(i)
                extend(i + 1)
                chosen.removeLast()
            }
        }
        extend(0)
    }
}

/// `a` is below `b` in the first component where they differ by more than a
/// tolerance.
func lexicographicallyBelow(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Bool {
    for (x, y) in zip(a, b) where abs(x - y) > tolerance * max(1, abs(x), abs(y)) {
        return x < y
    }
    return false
}

/// Solves the square system `rows·x = rhs` by Gaussian elimination with
/// partial pivoting; nil when it is singular.
func solveLinear(_ rows: [[Double]], _ rhs: [Double]) -> [Double]? {
    let n = rows.count
    var a = rows
    var b = rhs
    for column in 0..<n {
        let pivot = (column..<n).max { abs(a[$0][column]) < abs(a[$1][column]) }!
        guard abs(a[pivot][column]) > 1e-9 else { return nil }
        a.swapAt(column, pivot)
        b.swapAt(column, pivot)
        for row in 0..<n where row != column {
            let factor = a[row][column] / a[column][column]
            if factor == 0 { continue }
            for k in column..<n { a[row][k] -= factor * a[column][k] }
            b[row] -= factor * b[column]
        }
    }
    return (0..<n).map { b[$0] / a[$0][$0] }
}
