@testable import Cassowary
import Testing

/// The benchmark's chains and grids (Benchmarks/benchlib/gen_chain.py and
/// gen_grid.py) at a few thousand constraints, against their closed-form
/// solutions, which kiwi reproduces (Benchmarks/README.md): every hint row
/// here is parallel to others, so these systems run through merged rows,
/// and removing the pin or a width equality detaches members.
@Suite struct LargeSystemTests {
    /// A chain of `n` views whose widths are w, 2w, 4w, 8w, w, ... of the
    /// first, each with `width >= 0` and `width == 40 @250`, optionally
    /// pinned to a container of width 8(n+1) + 10·Σ multipliers.
    struct Chain {
        let lefts: [Variable]
        let widths: [Variable]
        let pin: Constraint
        var equalities: [Constraint] = []
        var constraints: [Constraint] = []

        init(_ n: Int) {
            let containerLeft = Variable("c.left"), containerWidth = Variable("c.width")
            lefts = (0..<n).map { Variable("v\($0).left") }
            widths = (0..<n).map { Variable("v\($0).width") }
            let multipliers = (0..<n).map { Double(1 << ($0 % 4)) }
            let total = 8 * Double(n + 1) + 10 * multipliers.reduce(0, +)
            constraints = [containerLeft == 0, containerWidth == total]
            for i in 0..<n {
                if i == 0 {
                    constraints.append(lefts[0] == containerLeft + 8)
                } else {
                    constraints.append(lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
                    let tie = i % 4 == 0 ? widths[i] == widths[i - 4] : widths[i] == 2 * widths[i - 1]
                    equalities.append(tie)
                    constraints.append(tie)
                }
                constraints.append(widths[i] >= 0)
                constraints.append((widths[i] == 40).withStrength(250))
            }
            pin = containerLeft + containerWidth == lefts[n - 1] + widths[n - 1] + 8
            constraints.append(pin)
        }

        /// The chain's values when the first width is `w`.
        func expect(_ solver: Solver, firstWidth w: Double, _ context: String) {
            let values = solver.values(of: lefts + widths)
            var left = 8.0
            var worst = 0.0
            for i in 0..<lefts.count {
                let width = Double(1 << (i % 4)) * w
                worst = max(worst, abs(values[i] - left), abs(values[lefts.count + i] - width))
                left += width + 8
            }
            #expect(worst < 1e-6, "\(context): off by \(worst)")
        }
    }

    @Test func pinnedChainOfAThousandViews() throws {
        let chain = Chain(1000)
        var solver = Solver()
        try solver.add(chain.constraints)
        #expect(solver.constraints.count == 4002)
        chain.expect(solver, firstWidth: 10, "pinned")
        // Without the pin the widths settle where the hints' summed error is
        // least, the weighted median of 40/m with weights m: w = 5.
        try solver.remove(chain.pin)
        chain.expect(solver, firstWidth: 5, "free")
        try solver.add(chain.pin)
        chain.expect(solver, firstWidth: 10, "pinned again")
    }

    @Test func removingAWidthEqualityFreesTheViewsAfterIt() throws {
        let chain = Chain(400)
        var solver = Solver()
        try solver.add(chain.constraints)
        try solver.remove(chain.pin)
        // v4.width == v0.width goes: v4...v399 no longer follow v0, and each
        // group of hints now splits in two. v0...v3 keep w = 5 (their own
        // hints: 40, 20, 10, 5 with weights 1, 2, 4, 8), and so do the rest.
        let cut = chain.equalities[3]
        #expect(cut.description == "v4.width - v0.width == 0")
        try solver.remove(cut)
        chain.expect(solver, firstWidth: 5, "cut")
        // v4 on its own: its hint wins outright and its followers double it.
        try solver.add((chain.widths[4] == 30).withStrength(999))
        let values = solver.values(of: Array(chain.widths[0...8]))
        let expected: [Double] = [5, 10, 20, 40, 30, 60, 120, 240, 30]
        #expect(zip(values, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(values)")
        try solver.add(cut)
        #expect(abs(solver.value(of: chain.widths[0]) - 30) < 1e-6)
    }

    /// An n×n grid of views tied to the first of their row and column,
    /// pinned inside a container that leaves each 48×24.
    @Test func gridOfFourHundredViews() throws {
        let n = 20
        let left = Variable("container.left"), top = Variable("container.top")
        let width = Variable("container.width"), height = Variable("container.height")
        var constraints = [left == 0, top == 0, width == Double(n * 48 + (n + 1) * 8), height == Double(n * 24 + (n + 1) * 8)]
        var cells: [[(l: Variable, t: Variable, w: Variable, h: Variable)]] = []
        for i in 0..<n {
            var row: [(l: Variable, t: Variable, w: Variable, h: Variable)] = []
            for j in 0..<n {
                let cell = (l: Variable("g\(i)_\(j).left"), t: Variable("g\(i)_\(j).top"),
                            w: Variable("g\(i)_\(j).width"), h: Variable("g\(i)_\(j).height"))
                constraints.append(j == 0 ? cell.l == left + 8 : cell.l == row[j - 1].l + row[j - 1].w + 8)
                constraints.append(i == 0 ? cell.t == top + 8 : cell.t == cells[i - 1][j].t + cells[i - 1][j].h + 8)
                if j > 0 { constraints.append(cell.w == row[0].w) }
                if i > 0 { constraints.append(cell.h == cells[0][j].h) }
                constraints += [cell.w >= 0, cell.h >= 0, (cell.w == 40).withStrength(250), (cell.h == 30).withStrength(250)]
                if j == n - 1 { constraints.append(cell.l + cell.w + 8 == left + width) }
                if i == n - 1 { constraints.append(cell.t + cell.h + 8 == top + height) }
                row.append(cell)
            }
            cells.append(row)
        }
        var solver = Solver()
        try solver.add(constraints)
        #expect(constraints.count > 3000)
        var worst = 0.0
        for i in 0..<n {
            for j in 0..<n {
                let c = cells[i][j]
                let v = solver.values(of: [c.l, c.t, c.w, c.h])
                let expected = [8 + Double(j) * 56, 8 + Double(i) * 32, 48, 24]
                worst = max(worst, zip(v, expected).map { abs($0 - $1) }.max()!)
            }
        }
        #expect(worst < 1e-6, "off by \(worst)")
        #expect(solver.groups.reduce(0) { $0 + ($1?.members.count ?? 0) } > 600)
    }
}
