import Foundation
import Testing

@testable import Diagram

/// The label placer's last resort: below everything placed, but only within
/// reach of the label's mark; further down a label would read as nobody's.
@Suite struct LabelPlacerTests {
    /// A placer with everything above y = `bottom` taken around (100, 100).
    func crowded(bottom: CGFloat) -> LabelPlacer {
        LabelPlacer(obstacles: [CGRect(x: -400, y: -400, width: 1000, height: bottom + 400)], gap: 2)
    }

    @Test func aLabelGoesBelowEverythingWhenThatIsNearItsMark() throws {
        var placer = crowded(bottom: 150)
        // Another mark's line runs across every spot below: the search near finds nothing.
        placer.reserveLine(CGRect(x: -400, y: 150, width: 1000, height: 400), owner: 7)
        let placed = placer.place(size: CGSize(width: 40, height: 12), anchor: CGPoint(x: 100, y: 100),
                                  besideVerticalMark: false, offset: 3, owner: 1, reach: LabelPlacer.fallbackReach)
        let spot = try #require(placed)
        #expect(spot == CGPoint(x: 80, y: 153))
    }

    @Test func aLabelWithNoSpotWithinReachIsLeftOut() {
        // 8 label heights of 12 pt (with the gap, 112 pt) below the anchor at most.
        var placer = crowded(bottom: 100 + 8 * 14 + 10)
        placer.reserveLine(CGRect(x: -400, y: 222, width: 1000, height: 400), owner: 7)
        let placed = placer.place(size: CGSize(width: 40, height: 12), anchor: CGPoint(x: 100, y: 100),
                                  besideVerticalMark: false, offset: 3, owner: 1, reach: LabelPlacer.fallbackReach)
        #expect(placed == nil)
        // A diagnostic's label has no reach: it goes below everything, however far.
        var unbounded = placer
        let diagnostic = unbounded.place(size: CGSize(width: 40, height: 12), anchor: CGPoint(x: 100, y: 100),
                                         besideVerticalMark: false, offset: 3, owner: 1)
        #expect(diagnostic == CGPoint(x: 80, y: 225))
        // Nothing was reserved: the spot the last resort would have taken is still free.
        #expect(placer.isFree(CGRect(x: 80, y: 225, width: 40, height: 12), owner: 7))
    }
}
