import Cassowary
import Testing

/// Strength levels are strict: no amount of error at a lower level buys any
/// error at a higher one. Each case here is one a float-weighted objective
/// (kiwi's strong 1e6 / medium 1e3 / weak 1, or Auto Layout priorities used
/// as weights) gets wrong.
@Suite struct StrictStrengthTests {
    @Test func manyLowErrorsNeverOutweighOneHigherError() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).withStrength(750))
        // Weighted by priority, 1,000 × 250 outweighs 750 and x would go to 10.
        for _ in 0..<1_000 { try solver.add((x == 10).withStrength(250)) }
        #expect(solver.value(of: x) == 0)
    }

    @Test func aMultiplierDoesNotScaleALowerLevelAboveAHigherOne() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).withStrength(751))
        // Weighted, 750·|x| + 250·|1000x − 1000| is least at x = 1.
        try solver.add((1000 * x == 1000).withStrength(750))
        #expect(solver.value(of: x) == 0)
    }

    @Test func kiwisThreeTiersMisorderWhenEnoughWeakErrorAddsUp() throws {
        // kiwi: strong = 1e6, weak = 1; 2e6 weak errors of 1 outweigh one strong.
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add((x == 0).withStrength(999))
        try solver.add((2_000_000 * y == 2_000_000).withStrength(1))
        try solver.add(y == x)
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 0)
    }

    @Test func adjacentPrioritiesAreDistinctLevels() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add((x == 1).withStrength(250))
        try solver.add((x == 2).withStrength(251))
        try solver.add((3 * x == 0).withStrength(250))
        #expect(solver.value(of: x) == 2)
    }

    @Test func equalPrioritiesShareOneLevelAndSumTheirErrors() throws {
        var solver = Solver()
        let x = Variable("x")
        // Two votes for 10 against one for 0 at the same level: 10 wins.
        try solver.add((x == 0).withStrength(500))
        try solver.add((x == 10).withStrength(500))
        try solver.add((x >= 10).withStrength(500))
        #expect(solver.value(of: x) == 10)
    }

    @Test func aLowerLevelStillDecidesWhatHigherLevelsLeaveOpen() throws {
        var solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        try solver.add(a + b == 100)
        try solver.add((a >= 30).withStrength(900))
        try solver.add((b >= 30).withStrength(900))
        try solver.add((a == 0).withStrength(10))
        #expect(solver.value(of: a) == 30)
        #expect(solver.value(of: b) == 70)
    }

    @Test func removingTheLastConstraintOfALevelLetsTheLevelBelowDecide() throws {
        var solver = Solver()
        let x = Variable("x")
        let high = (x == 5).withStrength(750)
        try solver.add(high)
        try solver.add((x == 9).withStrength(250))
        #expect(solver.value(of: x) == 5)
        try solver.remove(high)
        #expect(solver.value(of: x) == 9)
    }

    @Test func anEditVariableOutranksLowerPreferences() throws {
        var solver = Solver()
        let fx = Variable("fx")
        try solver.add((fx == 0.5).withStrength(250))
        try solver.add(fx >= 0)
        try solver.add(fx <= 1)
        try solver.addEditVariable(fx, strength: 510)
        try solver.suggestValue(0.8, for: fx)
        #expect(abs(solver.value(of: fx) - 0.8) < 1e-12)
        try solver.suggestValue(1.7, for: fx)
        #expect(solver.value(of: fx) == 1)
    }
}
