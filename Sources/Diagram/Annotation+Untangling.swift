import Foundation

// Two constraints' labels of one size whose leaders cross trade places,
// once every label is placed: each is found greedily, nearest its own mark
// first, so a later label may take a spot across an earlier one's leader
// that the earlier one would have led to as well (a login form's rows of
// "= 34"s led up to a crowded strip above them). Traded, the two boxes
// are the same boxes, so no label comes to overlap another; the trade is
// made only where the two new leaders together cross no more other
// leaders, strike no more labels and no more of what views show than the
// old ones did, and neither label comes to lie on another mark's line or
// across an outline its constraint does not name that its old spot kept
// off. Crossed leaders traded are never longer together.

extension Annotation {
    /// A constraint's label as placed: its items among the labels, the mark
    /// whose lines it may lie on, and the views whose outlines it may lie
    /// across (`Annotation.init`'s `exempt`).
    struct PlacedConstraintLabel {
        let constraint: ObjectIdentifier
        let items: Range<Int>
        let owner: Int
        let related: [ObjectIdentifier]
        let relatedEdges: [CGRect]
    }

    /// Trades the places of labels of one size whose leaders cross (see
    /// above), a pair at a time, until no pair trades.
    static func untangleLeaders(of placed: [PlacedConstraintLabel], in labels: inout [DisplayItem],
                                placer: inout LabelPlacer, outlines: ViewOutlines, style: Style)
    {
        // Each trade uncrosses a pair and lengthens no leader sum, so this
        // ends; the bound only keeps a pathological picture quick.
        for _ in 0..<placed.count {
            var traded = false
            search: for (first, a) in placed.enumerated() {
                for b in placed[(first + 1)...] where trade(a, b, in: &labels, placer: &placer, outlines: outlines, style: style) {
                    traded = true
                    break search
                }
            }
            if !traded { return }
        }
    }

    /// Trades the places of `a` and `b` where that uncrosses their leaders
    /// and meets the conditions above; whether it did.
    private static func trade(_ a: PlacedConstraintLabel, _ b: PlacedConstraintLabel, in labels: inout [DisplayItem],
                              placer: inout LabelPlacer, outlines: ViewOutlines, style: Style) -> Bool
    {
        let itemsA = Array(labels[a.items]), itemsB = Array(labels[b.items])
        guard let leaderA = itemsA.leader, let leaderB = itemsB.leader,
              LabelPlacer.segments(leaderA.start, leaderA.end, cross: leaderB.start, leaderB.end),
              let textA = itemsA.textBounds, let textB = itemsB.textBounds,
              abs(textA.width - textB.width) <= 0.5, abs(textA.height - textB.height) <= 0.5
        else { return false }
        // The plates the leaders end at (`Diagram.place`): 2 pt either side of the text.
        let (plateA, plateB) = (textA.insetBy(dx: -2, dy: 0), textB.insetBy(dx: -2, dy: 0))
        let newA = (start: leaderA.start, end: LabelPlacer.nearestPoint(of: plateB, to: leaderA.start))
        let newB = (start: leaderB.start, end: LabelPlacer.nearestPoint(of: plateA, to: leaderB.start))
        // Both still far enough from their marks to be led (a label moved
        // next to its mark would want no leader, and a spot of its own).
        let lineHeight = itemsA.firstText?.box.height ?? textA.height
        guard length(newA) > style.labelGap + lineHeight, length(newB) > style.labelGap + lineHeight,
              !LabelPlacer.segments(newA.start, newA.end, cross: newB.start, newB.end)
        else { return false }
        // No worse for what else the two leaders cross or strike: the
        // crossing between them is gone, so the picture has fewer.
        let pair = [leaderA, leaderB]
        func faults(_ leader: (start: CGPoint, end: CGPoint), to plate: CGRect) -> (crossings: Int, struck: Int, other: Int) {
            (placer.crossings(of: leader, ignoring: pair), placer.labelsStruck(by: leader),
             (placer.leaderCrossesText(to: plate, from: leader.start, offset: style.labelGap) ? 1 : 0)
                + (placer.leaderRunsAlongOutline(to: plate, from: leader.start, offset: style.labelGap) ? 1 : 0))
        }
        let before = [faults(leaderA, to: plateA), faults(leaderB, to: plateB)]
        let after = [faults(newA, to: plateB), faults(newB, to: plateA)]
        guard after.map(\.crossings).reduce(0, +) <= before.map(\.crossings).reduce(0, +),
              after.map(\.struck).reduce(0, +) <= before.map(\.struck).reduce(0, +),
              after.map(\.other).reduce(0, +) <= before.map(\.other).reduce(0, +)
        else { return false }
        if placer.liesOnLines(plateB, except: a.owner) || placer.liesOnLines(plateA, except: b.owner) { return false }
        // Across an outline its constraint does not name only where its own spot was too.
        defer { placer.keepOffNothing() }
        for (label, from, to) in [(a, textA, textB), (b, textB, textA)] {
            placer.keepOff(outlines.edges, owners: outlines.owners, except: label.related, edges: label.relatedEdges,
                           neverExempt: ViewOutlines.rootEdgeCount)
            if placer.liesAcrossAvoided(to) && !placer.liesAcrossAvoided(from) { return false }
        }
        let (dx, dy) = (textB.minX - textA.minX, textB.minY - textA.minY)
        labels.replaceSubrange(a.items, with: moved(itemsA, dx: dx, dy: dy, leader: newA))
        labels.replaceSubrange(b.items, with: moved(itemsB, dx: -dx, dy: -dy, leader: newB))
        placer.replaceLeader(leaderA, with: newA)
        placer.replaceLeader(leaderB, with: newB)
        return true
    }

    /// A label's items with its text moved by (`dx`, `dy`) and its leader
    /// redrawn as `leader`.
    private static func moved(_ items: [DisplayItem], dx: CGFloat, dy: CGFloat,
                              leader: (start: CGPoint, end: CGPoint)) -> [DisplayItem]
    {
        items.map { item in
            switch item {
            case .text: return item.offsetBy(dx: dx, dy: dy)
            case .shape(var shape) where shape.isLeader:
                shape.path = .polyline([leader.start, leader.end])
                return .shape(shape)
            default: return item
            }
        }
    }

    private static func length(_ leader: (start: CGPoint, end: CGPoint)) -> CGFloat {
        hypot(leader.end.x - leader.start.x, leader.end.y - leader.start.y)
    }
}

private extension [DisplayItem] {
    /// The first line of text among the items.
    var firstText: TextItem? {
        for case .text(let text) in self { return text }
        return nil
    }
}
