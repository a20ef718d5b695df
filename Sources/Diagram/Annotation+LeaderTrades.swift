import Foundation

// Two constraints' labels of one height whose leaders cross trade places,
// once every label is placed: each is found greedily, nearest its own mark
// first, so a later label may take a spot across an earlier one's leader
// that the earlier one would have led to as well (a login form's rows of
// "= 34"s led up to a crowded strip above them). Each goes to the other's
// spot, held at that spot's side toward its own mark; the wider of two
// reaches past the narrower's spot only into room nothing has taken and
// no other mark's line runs through, so no label comes to cover another.
// The trade is made only where the two new leaders together cross no more
// other leaders, strike no more labels and no more of what views show
// than the old ones did, and neither label comes to lie across an outline
// its constraint does not name that its old spot kept off.

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
        /// The middle half of its mark's bar, a size's or a spacing's, along
        /// which its leader may start (``rerouteBarLeaders(of:in:placer:style:)``).
        var bar: (from: CGPoint, to: CGPoint)? = nil
    }

    /// A leader, from its mark to its label's plate.
    typealias Leader = (start: CGPoint, end: CGPoint)

    /// Trades the places of labels of one height whose leaders cross (see
    /// above), a pair at a time, until no pair trades.
    static func untangleLeaders(of placed: [PlacedConstraintLabel], in labels: inout [DisplayItem], root: CGRect,
                                placer: inout LabelPlacer, outlines: ViewOutlines, style: Style)
    {
        // No trade widens the picture: the labels keep within what they and the scene cover.
        let extent = labels.reduce(root) { $0.union($1.bounds) }
        // Each trade leaves fewer leaders crossing (theirs is gone, no other
        // is added), so this ends; the bound only keeps a pathological
        // picture quick.
        for _ in 0..<placed.count {
            // The leaders as they are, to find the crossing pairs quickly.
            let leaders = placed.map { Array(labels[$0.items]).leader }
            var traded = false
            search: for first in placed.indices {
                guard let leader = leaders[first] else { continue }
                for second in (first + 1)..<placed.count {
                    guard let other = leaders[second], LabelPlacer.segments(leader.start, leader.end, cross: other.start, other.end),
                          trade(placed[first], placed[second], in: &labels, within: extent, placer: &placer, outlines: outlines, style: style)
                    else { continue }
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
                              within extent: CGRect, placer: inout LabelPlacer, outlines: ViewOutlines, style: Style) -> Bool
    {
        let itemsA = Array(labels[a.items]), itemsB = Array(labels[b.items])
        guard let leaderA = itemsA.leader, let leaderB = itemsB.leader,
              LabelPlacer.segments(leaderA.start, leaderA.end, cross: leaderB.start, leaderB.end),
              let textA = itemsA.textBounds, let textB = itemsB.textBounds, abs(textA.height - textB.height) <= 0.5
        else { return false }
        // Each in the other's spot, held at that spot's side toward its own
        // mark (centred where its mark is under or over it).
        let movedA = spot(textA.size, at: textB, toward: leaderA.start), movedB = spot(textB.size, at: textA, toward: leaderB.start)
        // The wider of the two reaches past the narrower's spot: only into room no label has taken.
        for (moved, owner) in [(plate(movedA), a.owner), (plate(movedB), b.owner)] {
            guard extent.encloses(moved, tolerance: 0.01), placer.isFree(moved, owner: owner, ignoring: [plate(textA), plate(textB)])
            else { return false }
        }
        let newA = (start: leaderA.start, end: LabelPlacer.nearestPoint(of: plate(movedA), to: leaderA.start))
        let newB = (start: leaderB.start, end: LabelPlacer.nearestPoint(of: plate(movedB), to: leaderB.start))
        // Both still far enough from their marks to be led (a label moved
        // next to its mark would want no leader, and a spot of its own).
        let lineHeight = itemsA.firstText?.box.height ?? textA.height
        guard length(newA) > style.labelGap + lineHeight, length(newB) > style.labelGap + lineHeight,
              !LabelPlacer.segments(newA.start, newA.end, cross: newB.start, newB.end),
              isNoWorse(from: [(leaderA, textA), (leaderB, textB)], to: [(newA, movedA), (newB, movedB)], placer: placer, style: style)
        else { return false }
        // Across an outline its constraint does not name only where its own spot was too.
        defer { placer.keepOffNothing() }
        for (label, from, to) in [(a, textA, movedA), (b, textB, movedB)] {
            placer.keepOff(outlines.edges, owners: outlines.owners, except: label.related, edges: label.relatedEdges,
                           neverExempt: ViewOutlines.rootEdgeCount)
            if placer.liesAcrossAvoided(to) && !placer.liesAcrossAvoided(from) { return false }
        }
        labels.replaceSubrange(a.items, with: moved(itemsA, dx: movedA.minX - textA.minX, dy: movedA.minY - textA.minY, leader: newA))
        labels.replaceSubrange(b.items, with: moved(itemsB, dx: movedB.minX - textB.minX, dy: movedB.minY - textB.minY, leader: newB))
        placer.replaceLeader(leaderA, with: newA)
        placer.replaceLeader(leaderB, with: newB)
        // Where the two differ in width, the wider reaches past the spot it took.
        if !LabelPlacer.same(movedA, textB) {
            placer.take(plate(movedA))
            placer.take(plate(movedB))
        }
        return true
    }

    /// Whether the two labels' new leaders and texts (`new`) together cross
    /// no more other leaders, strike no more labels, cross no more of what
    /// views show and run along no more outlines than the old (`old`); a
    /// wider label reaching past the spot it takes must strike and be
    /// struck by nothing there.
    private static func isNoWorse(from old: [(leader: Leader, text: CGRect)], to new: [(leader: Leader, text: CGRect)],
                                  placer: LabelPlacer, style: Style) -> Bool
    {
        let pair = old.map(\.leader)
        func faults(_ labels: [(leader: Leader, text: CGRect)]) -> (crossings: Int, struck: Int, other: Int) {
            labels.reduce((0, 0, 0)) { sum, label in
                let (leader, plate) = (label.leader, plate(label.text))
                let other = placer.textsCrossed(to: plate, from: leader.start, offset: style.labelGap)
                    + (placer.leaderRunsAlongOutline(to: plate, from: leader.start, offset: style.labelGap) ? 1 : 0)
                return (sum.0 + placer.crossings(of: leader, ignoring: pair), sum.1 + placer.labelsStruck(by: leader), sum.2 + other)
            }
        }
        let (before, after) = (faults(old), faults(new))
        var struck = after.struck
        // Labels of one width keep the two boxes, so only the leaders change.
        if abs(old[0].text.width - old[1].text.width) > 0.5 {
            struck += new.reduce(0) { $0 + placer.leadersThrough($1.text, ignoring: pair) }
            for (label, other) in [(new[0], new[1]), (new[1], new[0])]
                where LabelPlacer.segment(from: label.leader.start, to: label.leader.end, crosses: other.text.insetBy(dx: 1, dy: 1)) {
                struck += 1
            }
            guard struck == 0 else { return false }
        }
        return after.crossings <= before.crossings && struck <= before.struck && after.other <= before.other
    }

    /// The plate a label's leader ends at (`Diagram.place`): 2 pt either side of its text.
    static func plate(_ text: CGRect) -> CGRect { text.insetBy(dx: -2, dy: 0) }

    /// Where a label of `size` goes in the spot `box` another held: at the
    /// spot's side toward `anchor`, its mark (the side's edge kept), or
    /// centred on it where the mark is over or under it.
    static func spot(_ size: CGSize, at box: CGRect, toward anchor: CGPoint) -> CGRect {
        let x = anchor.x < box.minX ? box.minX : anchor.x > box.maxX ? box.maxX - size.width : box.midX - size.width / 2
        return CGRect(x: x, y: box.minY, width: size.width, height: size.height)
    }

    /// A label's items with its text moved by (`dx`, `dy`) and its leader
    /// redrawn as `leader`.
    private static func moved(_ items: [DisplayItem], dx: CGFloat, dy: CGFloat, leader: Leader) -> [DisplayItem]
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

    /// How long a leader is.
    static func length(_ leader: Leader) -> CGFloat {
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
