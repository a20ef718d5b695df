@testable import Diagram
import Foundation
import Testing

/// A leader does not run under another mark's line: drawn over by it, it
/// seems to point where that line ends (a watch app's image named above
/// the root on a leader straight up its "74" spacing's I-bar, which read
/// as leading to the root's top).
@Suite struct LeaderAlongLineTests {
    /// A spacing's I-bar down the middle of the 50-pt gap above a view
    /// whose top middle is at (150, 150); the gap and everything below
    /// its top taken, so that a label goes above the gap, on a leader.
    func spacingAboveAView() -> LabelPlacer {
        var placer = LabelPlacer(obstacles: [CGRect(x: 0, y: 100, width: 300, height: 50),
                                             CGRect(x: 0, y: 150, width: 300, height: 150)], gap: 2)
        placer.reserveLine(CGRect(x: 149.5, y: 100, width: 1, height: 50), owner: 0)
        return placer
    }

    let anchor = CGPoint(x: 150, y: 150)
    let size = CGSize(width: 80, height: 14)

    @Test func aLeaderUpAnotherMarksLineRunsAlongIt() {
        let placer = spacingAboveAView()
        // Straight above the gap, its leader up the I-bar's line for 50 pt.
        let above = CGRect(x: 110, y: 80, width: 80, height: 14)
        #expect(placer.leaderRunsAlongLine(to: above, from: anchor, offset: 3, owner: nil))
        // Not the mark's own line (a figure led along its own bar).
        #expect(!placer.leaderRunsAlongLine(to: above, from: anchor, offset: 3, owner: 0))
        // Nor a leader leaving the line at a slant.
        let aside = CGRect(x: 170, y: 80, width: 80, height: 14)
        #expect(!placer.leaderRunsAlongLine(to: aside, from: anchor, offset: 3, owner: nil))
    }

    @Test func aLabelAboveTheGapIsLedClearOfTheLine() throws {
        var placer = spacingAboveAView()
        let found = placer.placeNearby(size: size, anchor: anchor, besideVerticalMark: false, offset: 3)
        let origin = try #require(found)
        let box = CGRect(origin: origin, size: size)
        // Above the gap, as near as before, but slid off the line's middle:
        // its leader leaves the anchor at a slant.
        #expect(box.maxY <= 100 && box.minY >= 60, "\(box)")
        #expect(abs(box.midX - 150) > 1, "\(box)")
        #expect(!placer.leaderRunsAlongLine(to: box, from: anchor, offset: 3, owner: nil), "\(box)")
    }
}
