import Foundation
@testable import Diagram
import Layout
import Testing

/// A leader is broken where it passes through text other than its own
/// label's, so that the words stay legible, as constraint lines are.
@Suite struct LeaderGapsTests {
    /// A leader straight down through two lines of notes is drawn in three
    /// pieces, each 1.5 pt clear of a line's box.
    @Test func aLeaderThroughTextIsBrokenAroundIt() {
        let boxes = [CGRect(x: 0, y: 20, width: 200, height: 10), CGRect(x: 0, y: 40, width: 200, height: 10)]
        let pieces = LeaderGaps.pieces(from: CGPoint(x: 100, y: 0), to: CGPoint(x: 100, y: 80), around: boxes, clearance: 1.5)
        #expect(pieces.map(\.start.y) == [0, 31.5, 51.5])
        #expect(pieces.map(\.end.y) == [18.5, 38.5, 80])
        #expect(pieces.allSatisfy { $0.start.x == 100 && $0.end.x == 100 })
    }

    /// A slanted leader is cut where it enters and leaves the text's box;
    /// one that misses every text, grazes a corner, or starts or ends in
    /// the one it crosses (its mark or label is there), is drawn whole.
    @Test func slantedGrazingAndEndingInsideLeaders() {
        let box = [CGRect(x: 40, y: 40, width: 20, height: 20)]
        let slanted = LeaderGaps.pieces(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 100), around: box, clearance: 1.5)
        #expect(slanted.count == 2)
        #expect(abs(slanted[0].end.x - 38.5) < 1e-9 && abs(slanted[1].start.x - 61.5) < 1e-9)
        for (start, end) in [(CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 100)), (CGPoint(x: 0, y: 39.5), CGPoint(x: 100, y: 39.5)),
                             (CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 150)), (CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 45))] {
            let pieces = LeaderGaps.pieces(from: start, to: end, around: box, clearance: 1.5)
            #expect(pieces.count == 1 && pieces[0].start == start && pieces[0].end == end, "\(start) → \(end)")
        }
    }

    /// A leader starting in a text's box but running across its words (a
    /// spacing's mark at a button's top edge, inside its title's box, led
    /// to from below) stops at the box, 1.5 pt clear, in the list too.
    @Test func aLeaderEndingInATextAcrossItsWordsStopsAtIt() {
        let box = CGRect(x: 40, y: 40, width: 20, height: 20)
        let pieces = LeaderGaps.pieces(from: CGPoint(x: 50, y: 41), to: CGPoint(x: 50, y: 100), around: [box], clearance: 1.5)
        #expect(pieces.count == 1)
        #expect(pieces.first?.start == CGPoint(x: 50, y: 61.5) && pieces.first?.end == CGPoint(x: 50, y: 100))
        let title = DisplayItem.text(TextItem(text: "Enable", box: box, baseline: 15, fontSize: 15, bold: false, color: .black,
                                              background: nil, role: .viewName("button")))
        let line = DiagramPath.polyline([CGPoint(x: 50, y: 41), CGPoint(x: 50, y: 100)])
        let leader = ShapeItem(path: line, fill: nil, stroke: StrokeStyle(color: .black, width: 0.5), role: .constraintLabel("c"),
                               isLeader: true)
        guard case .shape(let drawn) = LeaderGaps.broken([title, .shape(leader)])[1] else {
            Issue.record("shape moved"); return
        }
        #expect(drawn.path.elements == [.move(CGPoint(x: 50, y: 61.5)), .line(CGPoint(x: 50, y: 100))])
    }

    /// In a display list, only leaders are broken, around every text but
    /// their own label's (the texts right after them).
    @Test func onlyLeadersAreBrokenAndNotAroundTheirOwnLabel() {
        func text(_ words: String, _ box: CGRect) -> DisplayItem {
            .text(TextItem(text: words, box: box, baseline: 8, fontSize: 11, bold: false, color: .black, background: nil,
                           role: .viewName(words)))
        }
        let line = DiagramPath.polyline([CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 100)])
        let stroke = StrokeStyle(color: .black, width: 0.5)
        let items: [DisplayItem] = [
            text("notes", CGRect(x: 0, y: 40, width: 50, height: 10)),
            .shape(ShapeItem(path: line, fill: nil, stroke: stroke, role: .constraint("c"))),
            .shape(ShapeItem(path: line, fill: nil, stroke: stroke, role: .constraintLabel("c"), isLeader: true)),
            text("own", CGRect(x: 0, y: 70, width: 50, height: 10)),
        ]
        let broken = LeaderGaps.broken(items)
        guard case .shape(let mark) = broken[1], case .shape(let leader) = broken[2] else {
            Issue.record("shapes moved"); return
        }
        #expect(mark.path == line)
        #expect(leader.path.elements == [.move(CGPoint(x: 10, y: 0)), .line(CGPoint(x: 10, y: 38.5)),
                                         .move(CGPoint(x: 10, y: 51.5)), .line(CGPoint(x: 10, y: 100))])
    }
}
