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

    /// A short label ("≥", 12 × 12 with its plate) on a horizontal mark
    /// whose middle holds another mark's label (a spacing's "≥ 16", 30 pt
    /// wide, above and below where the lines cross): its steps along the
    /// mark are short (8 pt), so it slides up to three of them each way
    /// before stepping off the mark, rather than going rings further out.
    @Test func aShortLabelSlidesPastALabelAtItsMarksMiddle() throws {
        var placer = LabelPlacer(obstacles: [CGRect(x: 85, y: 80, width: 30, height: 40)], gap: 2)
        placer.shortLabelsSlideFurther = true
        var name = placer
        let placed = placer.place(size: CGSize(width: 12, height: 12), anchor: CGPoint(x: 100, y: 100),
                                  besideVerticalMark: false, offset: 3, owner: 1)
        let spot = try #require(placed)
        // Three steps left (3 × (6 + 2) pt), above the mark: two would
        // still touch the other label's gap.
        #expect(spot == CGPoint(x: 70, y: 85))
        // A name (placed before the marks' labels) keeps its steps: it goes two rings out.
        name.shortLabelsSlideFurther = false
        let placedName = name.place(size: CGSize(width: 12, height: 12), anchor: CGPoint(x: 100, y: 100),
                                    besideVerticalMark: false, offset: 3, owner: 1)
        #expect(placedName == CGPoint(x: 94, y: 57))
        // A label as wide as the other keeps its steps and goes two rings out.
        var wide = LabelPlacer(obstacles: [CGRect(x: 85, y: 80, width: 30, height: 40)], gap: 2)
        wide.shortLabelsSlideFurther = true
        let placedWide = wide.place(size: CGSize(width: 30, height: 12), anchor: CGPoint(x: 100, y: 100),
                                    besideVerticalMark: false, offset: 3, owner: 1)
        let far = try #require(placedWide)
        #expect(far == CGPoint(x: 85, y: 57), "\(far)")
    }

    /// A name placed further out than names are (`clearance` `.clear`)
    /// takes no spot whose leader strikes out a label placed before; any
    /// other label takes the nearest such spot where no clear one is near.
    @Test func aLabelThatMustHaveAClearLeaderTakesNoSpotBehindAnother() throws {
        // Everything above the anchors taken; a first label just below them.
        var placer = LabelPlacer(obstacles: [CGRect(x: -400, y: -400, width: 1000, height: 500)], gap: 2)
        let first = placer.placeNearby(size: CGSize(width: 40, height: 12), anchor: CGPoint(x: 100, y: 100),
                                       besideVerticalMark: false, offset: 3)
        #expect(first == CGPoint(x: 80, y: 103))
        // Every spot below the first label is reached through it.
        var clear = placer
        let anchor = CGPoint(x: 100, y: 99.5)
        let led = placer.placeNearby(size: CGSize(width: 40, height: 12), anchor: anchor, besideVerticalMark: false, offset: 3)
        #expect(led == CGPoint(x: 80, y: 130.5))
        clear.clearance = .clear
        let none = clear.placeNearby(size: CGSize(width: 40, height: 12), anchor: anchor, besideVerticalMark: false, offset: 3)
        #expect(none == nil)
    }

    /// A label a name's leader runs through (the name placed before it)
    /// seems to be what that leader points at: it takes a clear spot up to
    /// three label heights further rather than the struck one, but for its
    /// spot on its own mark's line, which it keeps.
    @Test func aLabelALeaderRunsThroughMovesFurtherButNotOffItsLine() throws {
        // Free only on the anchor (from y = 93) and straight below it.
        func placer() -> LabelPlacer {
            var placer = LabelPlacer(obstacles: [CGRect(x: -400, y: -400, width: 1000, height: 491),
                                                 CGRect(x: -400, y: 93, width: 476, height: 37),
                                                 CGRect(x: 124, y: 93, width: 400, height: 37)], gap: 2)
            // A leader down through the label's first two spots below, right of the anchor.
            placer.recordLeader(from: CGPoint(x: 110, y: 95), to: CGPoint(x: 118, y: 129))
            return placer
        }
        let size = CGSize(width: 40, height: 12), anchor = CGPoint(x: 100, y: 100)
        var beside = placer()
        let spot = beside.placeNearby(size: size, anchor: anchor, besideVerticalMark: false, offset: 3)
        // Two rings down (3 + 2 × 14 pt), clear, rather than struck just below.
        #expect(spot == CGPoint(x: 80, y: 131))
        var onLine = placer()
        let figure = onLine.placeNearby(size: size, anchor: anchor, besideVerticalMark: false, offset: 3, onLine: true)
        #expect(figure == CGPoint(x: 80, y: 94))
    }

    /// A name whose leader from its anchor (its view's top middle) would
    /// run through a label placed before it is led from further along its
    /// view's top edge instead, clear of it.
    @Test func aNamesLeaderStartsFurtherAlongItsEdgeToMissALabel() throws {
        func placer() -> LabelPlacer {
            var placer = LabelPlacer(obstacles: [CGRect(x: -400, y: -400, width: 1000, height: 500)], gap: 2)
            // A label just under the anchor, 20 pt wide.
            let label = placer.placeNearby(size: CGSize(width: 20, height: 12), anchor: CGPoint(x: 100, y: 107),
                                           besideVerticalMark: false, offset: 3)
            #expect(label == CGPoint(x: 90, y: 110))
            return placer
        }
        let size = CGSize(width: 40, height: 12), anchor = CGPoint(x: 100, y: 100)
        var alongEdge = placer()
        alongEdge.anchorEdge = (0...200, 2)
        let spot = alongEdge.placeNearby(size: size, anchor: anchor, besideVerticalMark: false, offset: 3)
        // The first free spot, down and left of the label; its leader
        // starts above its right end (2 pt in), straight down past the label.
        #expect(spot == CGPoint(x: 47, y: 117))
        #expect(alongEdge.leaderStart == CGPoint(x: 85, y: 100))
        // With no edge, the same spot is led from the anchor, through the label.
        var fromAnchor = placer()
        #expect(fromAnchor.placeNearby(size: size, anchor: anchor, besideVerticalMark: false, offset: 3) == CGPoint(x: 47, y: 117))
        #expect(fromAnchor.leaderStart == nil)
    }

    /// A name is not set mostly inside another, wordless view along its
    /// top, where that view's own name would be; lower in it, or inside a
    /// view that holds the named one, it may be.
    @Test func aSpotAlongTheTopOfAnotherWordlessViewIsNotFree() {
        var placer = LabelPlacer(obstacles: [], gap: 2)
        let other = CGRect(x: 100, y: 100, width: 120, height: 60)
        let root = CGRect(x: 0, y: 0, width: 400, height: 400)
        placer.interiors = (BoxIndex([root, other]), CGRect(x: 300, y: 300, width: 20, height: 20))
        #expect(!placer.isFree(CGRect(x: 104, y: 104, width: 80, height: 14)))
        // Mostly outside it (across its edge): the edges' rule's business, not this one's.
        #expect(placer.isFree(CGRect(x: 40, y: 104, width: 80, height: 14)))
        // Further down than a label height from its top.
        #expect(placer.isFree(CGRect(x: 104, y: 130, width: 80, height: 14)))
        // Inside a view that holds the named one (the root) only.
        #expect(placer.isFree(CGRect(x: 104, y: 20, width: 80, height: 14)))
        // The named view's own frame, or one holding it, never counts.
        placer.interiors = (BoxIndex([root, other]), CGRect(x: 110, y: 120, width: 20, height: 20))
        #expect(placer.isFree(CGRect(x: 104, y: 104, width: 80, height: 14)))
    }

    /// A placer for a figure set on its mark's line, free to slide `reach`
    /// pt along it either way, with `obstacles` and a leader drawn before.
    func onLinePlacer(_ obstacles: [CGRect] = [], leader: (CGPoint, CGPoint)? = nil, reach: CGFloat) -> LabelPlacer {
        var placer = LabelPlacer(obstacles: obstacles, gap: 2)
        if let (from, to) = leader { placer.recordLeader(from: from, to: to) }
        placer.onLineReach = reach
        return placer
    }

    /// Where `placer` sets a figure of `size` on a horizontal line through (100, 100).
    func figure(_ size: CGSize, _ placer: LabelPlacer) -> CGPoint? {
        var placer = placer
        return placer.placeNearby(size: size, anchor: CGPoint(x: 100, y: 100), besideVerticalMark: false, offset: 3, onLine: true)
    }

    /// A dimension's figure set on its own line, under a leader drawn
    /// before it (a name's, led across the bar), slides along the line
    /// clear of the leader, where the line is long enough to keep it on
    /// it: ScrollView-v1's "=" under "bottomMargin"'s leader.
    @Test func aFigureOnItsLineUnderALeaderSlidesAlongTheLine() {
        let leader = (CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 200)), size = CGSize(width: 20, height: 12)
        // Half its width and the gap to the left: x 78 to 98, clear of the leader at x 100.
        #expect(figure(size, onLinePlacer(leader: leader, reach: 30)) == CGPoint(x: 78, y: 94))
        // A line too short to slide along: not on it.
        let spot = figure(size, onLinePlacer(leader: leader, reach: 5))
        #expect(spot != nil && spot?.y != 94, "\(String(describing: spot))")
    }

    /// A dimension's figure whose middle another label holds (the figure
    /// of the next bar down, 14 pt away: two coinciding views' equal widths
    /// in SuggestionTray, a scroll view's content view) slides along its
    /// line, as a draftsman staggers stacked dimensions' figures, rather
    /// than stepping off it with a leader; where the line is too short to
    /// slide along, it still steps off.
    @Test func aFigureWhoseMiddleIsTakenSlidesAlongItsLine() {
        let other = [CGRect(x: 85, y: 105, width: 30, height: 12)], size = CGSize(width: 30, height: 12)
        // Half its width and the gap either way (x 68 to 98, 102 to 132)
        // still meets the other figure (x 85 to 115, from y 105); its width
        // and twice the gap to the left (x 51 to 81) is clear, on the line.
        #expect(figure(size, onLinePlacer(other, reach: 71)) == CGPoint(x: 51, y: 94))
        let spot = figure(size, onLinePlacer(other, reach: 5))
        #expect(spot != nil && spot?.y != 94, "\(String(describing: spot))")
    }

    /// A badge anchored on its container's top edge, with no room above
    /// it and the container's own name drawn just below and right of the
    /// anchor: led straight down, its leader would strike the name out.
    /// Once the placer counts names drawn inside their views as labels,
    /// the badge takes the spot slid left, whose leader misses the name.
    @Test func aLeaderKeepsOffANameDrawnInsideItsView() throws {
        let anchor = CGPoint(x: 100, y: 100)
        let name = CGRect(x: 97.5, y: 102, width: 62.5, height: 12)
        let above = CGRect(x: -400, y: -400, width: 1000, height: 497)
        func leader(keepingOff: Bool) throws -> (start: CGPoint, end: CGPoint) {
            var placer = LabelPlacer(obstacles: [above, name], gap: 2)
            if keepingOff { placer.keepLeadersOff(names: [name]) }
            let found = placer.placeNearby(size: CGSize(width: 40, height: 12), anchor: anchor, besideVerticalMark: false,
                                           offset: 3)
            let spot = try #require(found)
            let box = CGRect(origin: spot, size: CGSize(width: 40, height: 12))
            return (anchor, LabelPlacer.nearestPoint(of: box, to: anchor))
        }
        let struck = try leader(keepingOff: false)
        #expect(LabelPlacer.segment(from: struck.start, to: struck.end, crosses: name.insetBy(dx: 1, dy: 1)),
                "the nearest spot's leader runs through the name")
        let clear = try leader(keepingOff: true)
        #expect(!LabelPlacer.segment(from: clear.start, to: clear.end, crosses: name.insetBy(dx: 1, dy: 1)),
                "\(clear) through the name \(name)")
        // Slid by one and a half steps, one ring down: 87, 117.
        expectClose(clear.end.x, 87); expectClose(clear.end.y, 117)
    }
}

