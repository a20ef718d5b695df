import Foundation
@testable import Diagram
import Testing

/// A leader is broken where it passes through a view's text, so that the
/// words stay legible, as constraint lines are.
@Suite struct LeaderGapsTests {
    private func placer(texts: [CGRect]) -> LabelPlacer {
        var placer = LabelPlacer(obstacles: [], gap: 2)
        placer.leaderObstacles = BoxIndex(texts)
        return placer
    }

    /// A leader straight down through two lines of notes is drawn in three
    /// pieces, each 1.5 pt clear of a line's box.
    @Test func aLeaderThroughTextIsBrokenAroundIt() {
        let placer = placer(texts: [CGRect(x: 0, y: 20, width: 200, height: 10), CGRect(x: 0, y: 40, width: 200, height: 10)])
        let pieces = placer.leaderPieces(from: CGPoint(x: 100, y: 0), to: CGPoint(x: 100, y: 80))
        #expect(pieces.map(\.start.y) == [0, 31.5, 51.5])
        #expect(pieces.map(\.end.y) == [18.5, 38.5, 80])
        #expect(pieces.allSatisfy { $0.start.x == 100 && $0.end.x == 100 })
    }

    /// A slanted leader is cut where it enters and leaves the text's box;
    /// one that misses every text, or starts inside the one it crosses
    /// (its mark is there), is drawn whole.
    @Test func slantedMissingAndStartingInsideLeaders() {
        let placer = placer(texts: [CGRect(x: 40, y: 40, width: 20, height: 20)])
        let slanted = placer.leaderPieces(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 100))
        #expect(slanted.count == 2)
        #expect(abs(slanted[0].end.x - 38.5) < 1e-9 && abs(slanted[1].start.x - 61.5) < 1e-9)
        let missing = placer.leaderPieces(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 100, y: 100))
        #expect(missing.count == 1 && missing[0].end == CGPoint(x: 100, y: 100))
        let fromInside = placer.leaderPieces(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 150))
        #expect(fromInside.count == 1 && fromInside[0].start == CGPoint(x: 50, y: 50))
    }
}
