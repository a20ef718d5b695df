@testable import Diagram
import Foundation
import Layout
import Testing

/// A leader hidden under an outline seems to end where the outline turns,
/// and to point at the view it outlines.
@Suite struct LeaderAlongOutlineTests {
    /// A container whose leading side runs down x = 100 (a label may lie
    /// across it: a name may lie across the view it is in); the anchor,
    /// on that side at y = 50, is the top of a view of no width (a frame
    /// kept by an autoresizing mask, 0 wide). Every spot below the anchor
    /// and the first two rings above it are taken.
    func placer() -> LabelPlacer {
        var placer = LabelPlacer(obstacles: [CGRect(x: -200, y: 26, width: 600, height: 400)], gap: 2)
        placer.outlines = BoxIndex(ViewEdges.boxes(of: CGRect(x: 100, y: 0, width: 200, height: 200)))
        return placer
    }

    /// The leader of the label placed at `spot` (size 60 × 12) from the anchor.
    func leader(to spot: CGPoint) -> (CGPoint, CGPoint) {
        let anchor = CGPoint(x: 100, y: 50)
        return (anchor, LabelPlacer.nearestPoint(of: CGRect(origin: spot, size: CGSize(width: 60, height: 12)), to: anchor))
    }

    /// In the autoresizing-mistake explanation "PromoBanner" was led
    /// straight up along UIView's side and seemed to name UIView where
    /// that side meets its top.
    @Test func aLeaderDoesNotRunAlongAnOutline() throws {
        var placer = placer()
        let placed = placer.place(size: CGSize(width: 60, height: 12), anchor: CGPoint(x: 100, y: 50),
                                  besideVerticalMark: false, offset: 3)
        let spot = try #require(placed)
        let (anchor, end) = leader(to: spot)
        #expect(end.y <= 26, "above the taken rings: \(spot)")
        // Clear of x = 100 (by more than 1.5 pt) within 4 pt of the anchor, and after.
        let slope = (end.x - anchor.x) / hypot(end.x - anchor.x, end.y - anchor.y)
        #expect(abs(slope) * 4 > 1.5, "led from \(anchor) to \(end)")
    }

    @Test func aLeaderLeavingAnOutlineCrossesIt() {
        let placer = placer()
        let box = { (x: CGFloat, y: CGFloat) in CGRect(x: x, y: y, width: 60, height: 12) }
        let anchor = CGPoint(x: 100, y: 50)
        // Straight up along the side, or 2 pt beside it: along it.
        #expect(placer.leaderRunsAlongOutline(to: box(70, 7), from: anchor, offset: 3))
        #expect(placer.leaderRunsAlongOutline(to: box(38, 7), from: anchor, offset: 3))
        // Away at 45°, or straight out across it: not along it.
        #expect(!placer.leaderRunsAlongOutline(to: box(10, 7), from: anchor, offset: 3))
        #expect(!placer.leaderRunsAlongOutline(to: box(-40, 44), from: anchor, offset: 3))
    }
}
