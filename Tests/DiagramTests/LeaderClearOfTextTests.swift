@testable import Diagram
import Foundation
import Testing

/// The test a label's leader is checked with: a segment crosses a
/// rectangle through its inside, not along or up to its edge.
@Suite struct LeaderClearOfTextTests {
    @Test func aSegmentCrossesARectangleThroughItsInsideOnly() {
        let box = CGRect(x: 10, y: 10, width: 20, height: 10)
        func crosses(_ a: CGPoint, _ b: CGPoint) -> Bool { LabelPlacer.segment(from: a, to: b, crosses: box) }
        #expect(crosses(CGPoint(x: 0, y: 15), CGPoint(x: 40, y: 15)))
        #expect(crosses(CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 30)))
        #expect(crosses(CGPoint(x: 20, y: 15), CGPoint(x: 20, y: 40)))
        #expect(!crosses(CGPoint(x: 0, y: 10), CGPoint(x: 40, y: 10)))
        #expect(!crosses(CGPoint(x: 0, y: 0), CGPoint(x: 9, y: 30)))
        #expect(!crosses(CGPoint(x: 12, y: 0), CGPoint(x: 12, y: 10)))
    }
}

/// How many of what views show a leader runs through, for leaders moved
/// after placing: no more than before.
@Suite struct TextsCrossedTests {
    @Test func aLeaderThroughTwoTextsCrossesTwo() {
        var placer = LabelPlacer(obstacles: [], gap: 2)
        placer.leaderObstacles = BoxIndex([CGRect(x: 20, y: 90, width: 20, height: 20), CGRect(x: 60, y: 90, width: 20, height: 20),
                                           CGRect(x: 20, y: 0, width: 20, height: 20)])
        // From (0, 100) across to a label at x 120: through the first two, not the third.
        let box = CGRect(x: 120, y: 93, width: 30, height: 14)
        #expect(placer.textsCrossed(to: box, from: CGPoint(x: 0, y: 100), offset: 3) == 2)
        #expect(placer.textsCrossed(to: box, from: CGPoint(x: 0, y: 100), offset: 3, stoppingAtFirst: true) == 1)
        #expect(placer.leaderCrossesText(to: box, from: CGPoint(x: 0, y: 100), offset: 3))
        // A label close enough to need no leader crosses nothing.
        #expect(placer.textsCrossed(to: CGRect(x: 2, y: 93, width: 10, height: 14), from: CGPoint(x: 0, y: 100), offset: 3) == 0)
    }
}

/// Where a label may go when its mark's anchor is on a text's edge (a
/// spacing of 0 below a label's words): away from the text, not back
/// across it on a leader that strikes it out.
@Suite struct LeaderFromATextsEdgeTests {
    /// A placer with a line of text at y 80...100 (x 0...200), the anchor on
    /// its bottom edge, and everything below and beside the text taken.
    func placer() -> LabelPlacer {
        let text = CGRect(x: 0, y: 80, width: 200, height: 20)
        var placer = LabelPlacer(obstacles: [text, CGRect(x: -300, y: 100, width: 800, height: 300),
                                             CGRect(x: -300, y: 60, width: 300, height: 40),
                                             CGRect(x: 200, y: 60, width: 300, height: 40)], gap: 2)
        placer.leaderObstacles = BoxIndex([text])
        return placer
    }

    @Test func aLeaderFromATextsEdgeDoesNotCrossTheText() throws {
        var placer = placer()
        let placed = placer.place(size: CGSize(width: 10, height: 12), anchor: CGPoint(x: 100, y: 100),
                                  besideVerticalMark: false, offset: 3, owner: 1, reach: LabelPlacer.fallbackReach)
        if let spot = placed {
            // Above the text, its leader would run up through it: nowhere.
            let nearest = CGPoint(x: min(max(100, spot.x), spot.x + 10), y: min(max(100, spot.y), spot.y + 12))
            #expect(!LabelPlacer.segment(from: CGPoint(x: 100, y: 100), to: nearest,
                                         crosses: CGRect(x: 1, y: 81, width: 198, height: 18)), "\(spot)")
        }
        #expect(placed == nil)
    }

    @Test func anAnchorWellInsideATextMayLeadOutOfIt() throws {
        // A centre line through the words: every leader leaves through them.
        var placer = placer()
        let placed = placer.place(size: CGSize(width: 10, height: 12), anchor: CGPoint(x: 100, y: 90),
                                  besideVerticalMark: false, offset: 3, owner: 1, reach: LabelPlacer.fallbackReach)
        let spot = try #require(placed)
        #expect(spot.y + 12 <= 80)
    }
}

/// Two leaders in an X read as each other's: a label whose leader would
/// cross one drawn before takes a spot whose leader does not, where one is
/// within reach.
@Suite struct LeadersKeepApartTests {
    @Test func segmentsCrossOnlyInsideBoth() {
        let (a, b) = (CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10))
        #expect(LabelPlacer.segments(a, b, cross: CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 0)))
        #expect(!LabelPlacer.segments(a, b, cross: CGPoint(x: 5, y: 5), CGPoint(x: 10, y: 0)))
        #expect(!LabelPlacer.segments(a, b, cross: CGPoint(x: 0, y: 10), CGPoint(x: 4, y: 6)))
        #expect(!LabelPlacer.segments(a, b, cross: CGPoint(x: 2, y: 2), CGPoint(x: 8, y: 8)))
    }

    @Test func aLeaderKeepsFromCrossingAnotherWhereItCan() throws {
        // Everything within a ring of the anchor (100, 100) is taken; a
        // leader drawn before runs from (60, 80) to (140, 80), above it.
        var placer = LabelPlacer(obstacles: [CGRect(x: 70, y: 85, width: 60, height: 30)], gap: 2)
        var crossed = placer
        placer.recordLeader(from: CGPoint(x: 60, y: 80), to: CGPoint(x: 140, y: 80))
        let first = crossed.place(size: CGSize(width: 20, height: 10), anchor: CGPoint(x: 100, y: 100),
                                  besideVerticalMark: false, offset: 3, owner: 1)
        let second = placer.place(size: CGSize(width: 20, height: 10), anchor: CGPoint(x: 100, y: 100),
                                  besideVerticalMark: false, offset: 3, owner: 1)
        let free = try #require(first), placed = try #require(second)
        // With no leader drawn, the first free spot is above, across where the other leader is.
        #expect(free.y + 10 < 80, "\(free)")
        // With it, the label goes below, its leader clear of the other.
        #expect(placed.y > 100, "\(placed)")
    }

    /// Two leaders down one line read as one, leading to both labels: a
    /// leader that would run along another for more than 12 pt counts as
    /// crossing it; one beside it, or along it for less, does not.
    @Test func leadersAlongOneLineMeet() {
        let (a, b) = (CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 200))
        #expect(LabelPlacer.runAlong(a, b, CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 300)))
        #expect(LabelPlacer.runAlong(a, b, CGPoint(x: 101, y: 50), CGPoint(x: 100.5, y: 120)))
        #expect(!LabelPlacer.runAlong(a, b, CGPoint(x: 103, y: 50), CGPoint(x: 103, y: 300)), "3 pt beside it")
        #expect(!LabelPlacer.runAlong(a, b, CGPoint(x: 100, y: 190), CGPoint(x: 100, y: 300)), "10 pt along it")
        #expect(!LabelPlacer.runAlong(a, b, CGPoint(x: 100, y: 50), CGPoint(x: 160, y: 300)), "leaving it")
        // Diagonal, on one line.
        #expect(LabelPlacer.runAlong(CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 40), CGPoint(x: 20, y: 20), CGPoint(x: 60, y: 60)))
        #expect(LabelPlacer.leaders(a, b, meet: CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 300)))
        #expect(!LabelPlacer.segments(a, b, cross: CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 300)))
    }

    @Test func aLeaderKeepsFromRunningAlongAnother() throws {
        // Everything within a ring of the anchor (100, 100) is taken but
        // below; a leader drawn before runs straight down from (100, 90)
        // to (100, 125), along where the label's would, short of its box.
        let obstacles = [CGRect(x: 40, y: 60, width: 120, height: 55)]
        var free = LabelPlacer(obstacles: obstacles, gap: 2)
        var along = free
        along.recordLeader(from: CGPoint(x: 100, y: 90), to: CGPoint(x: 100, y: 125))
        let size = CGSize(width: 20, height: 10)
        let placedFree = free.place(size: size, anchor: CGPoint(x: 100, y: 100), besideVerticalMark: false, offset: 3, owner: 1)
        let placedAlong = along.place(size: size, anchor: CGPoint(x: 100, y: 100), besideVerticalMark: false, offset: 3, owner: 1)
        let first = try #require(placedFree), second = try #require(placedAlong)
        func leaderEnd(_ spot: CGPoint) -> CGPoint {
            LabelPlacer.nearestPoint(of: CGRect(origin: spot, size: size), to: CGPoint(x: 100, y: 100))
        }
        // Alone, straight below, its leader down x 100; with the other
        // leader there, off that line.
        #expect(abs(leaderEnd(first).x - 100) < 0.5, "\(first)")
        #expect(!LabelPlacer.runAlong(CGPoint(x: 100, y: 100), leaderEnd(second), CGPoint(x: 100, y: 90), CGPoint(x: 100, y: 125)),
                "\(second)")
    }

    /// Where the only spot clear of other leaders is much further away
    /// (everything below the mark taken for 60 pt), the label keeps the
    /// near spot whose leader crosses: led from afar, it would read as nobody's.
    @Test func aNearCrossingBeatsAFarClearSpot() throws {
        var placer = LabelPlacer(obstacles: [CGRect(x: 70, y: 85, width: 60, height: 30),
                                             CGRect(x: -100, y: 115, width: 400, height: 60)], gap: 2)
        placer.recordLeader(from: CGPoint(x: 60, y: 80), to: CGPoint(x: 140, y: 80))
        let placed = placer.place(size: CGSize(width: 20, height: 10), anchor: CGPoint(x: 100, y: 100),
                                  besideVerticalMark: false, offset: 3, owner: 1)
        let spot = try #require(placed)
        #expect(spot == CGPoint(x: 90, y: 63), "\(spot)")
    }
}

/// A leader through a label strikes it out, whichever was placed first:
/// a label keeps off the leaders drawn before it, and its own leader keeps
/// off the labels placed before it, where a spot within reach allows.
@Suite struct LeadersKeepOffLabelsTests {
    /// A placer with a 60 × 30 block over the anchor (100, 100), so that
    /// every label needs a leader.
    func placer() -> LabelPlacer {
        LabelPlacer(obstacles: [CGRect(x: 70, y: 85, width: 60, height: 30)], gap: 2)
    }

    func place(_ placer: inout LabelPlacer) throws -> CGRect {
        let placed = placer.place(size: CGSize(width: 20, height: 10), anchor: CGPoint(x: 100, y: 100),
                                  besideVerticalMark: false, offset: 3, owner: 1)
        let spot = try #require(placed)
        return CGRect(origin: spot, size: CGSize(width: 20, height: 10))
    }

    @Test func aLabelKeepsOffALeaderDrawnBefore() throws {
        var free = placer(), crossed = placer()
        let first = try place(&free)
        // A leader from elsewhere, down through the spot the label took.
        crossed.recordLeader(from: CGPoint(x: first.midX, y: 0), to: CGPoint(x: first.midX, y: first.maxY + 20))
        let second = try place(&crossed)
        #expect(!LabelPlacer.segment(from: CGPoint(x: first.midX, y: 0), to: CGPoint(x: first.midX, y: first.maxY + 20),
                                     crosses: second), "\(second)")
        #expect(second != first)
    }

    @Test func aLeaderKeepsOffALabelPlacedBefore() throws {
        var free = placer()
        let alone = try place(&free)
        #expect(alone == CGRect(x: 90, y: 63, width: 20, height: 10))
        // A label placed first across the leader to that spot, which would
        // run through it: the label goes below instead, as near.
        var blocked = placer()
        let between = CGRect(x: 80, y: 77, width: 40, height: 4)
        let spot = blocked.placeNearby(size: between.size, anchor: CGPoint(x: between.midX, y: between.midY),
                                       besideVerticalMark: false, offset: 0, rings: 1, onLine: true, owner: 2)
        #expect(spot == between.origin)
        let second = try place(&blocked)
        #expect(second == CGRect(x: 90, y: 127, width: 20, height: 10))
        let nearest = LabelPlacer.nearestPoint(of: second, to: CGPoint(x: 100, y: 100))
        #expect(!LabelPlacer.segment(from: CGPoint(x: 100, y: 100), to: nearest, crosses: between))
    }
}
