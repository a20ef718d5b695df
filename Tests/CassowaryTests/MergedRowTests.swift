@testable import Cassowary
import Testing

/// Parallel optional constraints merged into one row, and required
/// equalities removed from a tableau whose rows hold no dummy cells.
@Suite struct MergedRowTests {
    let x0 = Variable("x0")
    let x1 = Variable("x1")

    /// How many constraints the solver holds as members of a group.
    func memberCount(_ solver: Solver) -> Int {
        solver.groups.reduce(0) { $0 + ($1?.members.count ?? 0) }
    }

    @Test func copiesOfAHintWeighAsMuchAsTheyAreMany() throws {
        var solver = Solver()
        try solver.add(x0 >= 0)
        try solver.add(x0 <= 100)
        let copies = (0..<3).map { _ in (x0 == 10).withStrength(250) }
        for copy in copies { try solver.add(copy) }
        try solver.add((x0 == 0).withStrength(250))
        #expect(memberCount(solver) == 2)
        #expect(abs(solver.value(of: x0) - 10) < 1e-9)
        // The primary goes: the other two copies still outweigh the one.
        try solver.remove(copies[0])
        #expect(memberCount(solver) == 1)
        #expect(abs(solver.value(of: x0) - 10) < 1e-9)
        try solver.remove(copies[1])
        try solver.add((x0 == 0).withStrength(250))
        #expect(abs(solver.value(of: x0)) < 1e-9)
        #expect(solver.constraints.count == 5)
    }

    @Test func copiesAtDifferentLevelsStayApart() throws {
        var solver = Solver()
        try solver.add(x0 >= 0)
        try solver.add((x0 == 10).withStrength(250))
        try solver.add((x0 == 10).withStrength(251))
        try solver.add((x0 <= 10).withStrength(250))
        #expect(memberCount(solver) == 0)
    }

    /// `x1 == 20` and `2·x0 == 20` are one row while `x1 == 2·x0` holds, and
    /// two once it is removed.
    @Test func membersLeaveWhenTheEqualityTheyRestOnGoes() throws {
        var solver = Solver()
        for bound in [x0 >= 0, x0 <= 100, x1 >= 0, x1 <= 100] { try solver.add(bound) }
        let tie = x1 == 2 * x0
        try solver.add(tie)
        try solver.add((x1 == 20).withStrength(250))
        try solver.add((x1 == 20).withStrength(250))
        try solver.add((2 * x0 == 20).withStrength(250))
        try solver.add((2 * x0 == 0).withStrength(250))
        try solver.add((2 * x0 == 0).withStrength(250))
        // Three (x1 = 2·x0 = 20) against two (2·x0 = 0).
        #expect(memberCount(solver) == 3)
        #expect(abs(solver.value(of: x0) - 10) < 1e-9)
        #expect(abs(solver.value(of: x1) - 20) < 1e-9)
        try solver.remove(tie)
        // Now x1's two hints hold it at 20, and x0's one at 10 loses to two at 0.
        #expect(abs(solver.value(of: x1) - 20) < 1e-9)
        #expect(abs(solver.value(of: x0)) < 1e-9)
        #expect(memberCount(solver) == 2)
        try solver.add(tie)
        #expect(abs(solver.value(of: x0) - 10) < 1e-9)
    }

    /// A redundant required equality, removed in each order with the ones it
    /// repeats: the rest keep holding.
    @Test func redundantEqualitiesComeAndGo() throws {
        let a = x0 == x1 + 5
        let b = 2 * x0 == 2 * x1 + 10
        let pin = x1 == 3
        for order in [[a, b, pin], [b, a, pin], [pin, a, b], [a, pin, b]] {
            var solver = Solver()
            try solver.add([a, b, pin])
            try solver.add((x0 == 0).withStrength(1))
            #expect(abs(solver.value(of: x0) - 8) < 1e-9)
            var held = Set([ObjectIdentifier(a), ObjectIdentifier(b), ObjectIdentifier(pin)])
            for c in order {
                try solver.remove(c)
                held.remove(ObjectIdentifier(c))
                let tied = held.contains(ObjectIdentifier(a)) || held.contains(ObjectIdentifier(b))
                let pinned = held.contains(ObjectIdentifier(pin))
                let expected: Double = tied ? (pinned ? 8 : 0) : 0
                #expect(abs(solver.value(of: x0) - expected) < 1e-9, "removing \(c) in \(order)")
                if tied && pinned { #expect(abs(solver.value(of: x1) - 3) < 1e-9) }
            }
        }
    }

    /// A conflict among required equalities names the same constraints
    /// whether the equalities' dummies are cells or not: those the refused
    /// one contradicts, oldest first.
    @Test func conflictCertificateNamesTheEqualitiesInvolved() throws {
        var solver = Solver()
        let first = x0 == 10
        let second = x1 == x0 + 5
        let unrelated = Variable("y") == 3
        try solver.add([first, unrelated, second])
        let clash = x1 == 12
        do {
            try solver.add(clash)
            Issue.record("\(clash) was accepted")
        } catch SolverError.unsatisfiableConstraint(_, let conflicts) {
            #expect(conflicts.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        }
        // Removing one of them lifts the conflict.
        try solver.remove(first)
        try solver.add(clash)
        #expect(abs(solver.value(of: x0) - 7) < 1e-9)
    }
}
