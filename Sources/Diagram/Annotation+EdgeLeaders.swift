import Foundation
import Layout

// A name (or a summarised container's badge) is placed before the
// constraints' labels, its leader from its view's top edge, or from
// further along that edge where that crosses nothing placed so far. A
// constraint's label placed after it may have no spot but one whose
// leader crosses the name's; once all are placed, the name's leader moves
// along the edge, as it would have, to where it crosses fewer leaders (and
// strikes no more labels and no more of what views show, and runs along
// no outline).
extension Annotation {
    /// The top edge a name's or a badge's leader may start anywhere along,
    /// by the role of its text.
    typealias LeaderEdges = [DisplayRole: (span: ClosedRange<CGFloat>, y: CGFloat)]

    /// The top edges of the layer's names (their `edge`) and of the
    /// `badged` containers.
    static func leaderEdges(names: [SceneLayer.Note], badged: [View]) -> LeaderEdges {
        var edges = LeaderEdges()
        for name in names { if let span = name.edge { edges[name.role] = (span, name.anchor.y) } }
        for container in badged { if let span = container.frame.horizontalSpan { edges[.summary(container.name)] = (span, container.frame.minY) } }
        return edges
    }

    /// Moves the leaders of the texts `edges` lists along their edges
    /// where they cross fewer leaders there (see above).
    static func rerouteEdgeLeaders(_ edges: LeaderEdges, in labels: inout [DisplayItem], placer: inout LabelPlacer, style: Style) {
        for index in labels.indices {
            guard case .shape(var shape) = labels[index], shape.isLeader, let (span, y) = edges[shape.role],
                  let leader = [labels[index]].leader, abs(leader.start.y - y) < 0.01,
                  // Its text, and the size said after it where there is one.
                  let text = labels[(index + 1)...].prefix(while: { if case .text = $0 { true } else { false } }).map({ $0 }).textBounds
            else { continue }
            let starts = startsAlong(span, toward: plate(text), from: leader.start.x).map { CGPoint(x: $0, y: y) }
            guard let best = rerouted(leader, to: text, from: starts, placer: placer, style: style) else { continue }
            shape.path = .polyline([best.start, best.end])
            labels[index] = .shape(shape)
            placer.replaceLeader(leader, with: best)
        }
    }

    /// The leader to the label at `text` from the first of `starts` where it
    /// crosses fewest leaders, fewer than `leader` does now, striking no
    /// more labels (none at all, `strikingNone`) and no more of what views
    /// show, running along no outline, and long enough to be a leader; nil
    /// where there is none.
    static func rerouted(_ leader: Leader, to text: CGRect, from starts: [CGPoint], strikingNone: Bool = false,
                         placer: LabelPlacer, style: Style) -> Leader?
    {
        let plate = plate(text)
        let old = (crossings: placer.crossings(of: leader, ignoring: [leader]), struck: placer.labelsStruck(by: leader),
                   texts: placer.textsCrossed(to: plate, from: leader.start, offset: style.labelGap))
        guard old.crossings > 0 else { return nil }
        var best: (leader: Leader, crossings: Int)?
        for start in starts {
            let new = (start: start, end: LabelPlacer.nearestPoint(of: plate, to: start))
            let crossings = placer.crossings(of: new, ignoring: [leader])
            guard crossings < (best?.crossings ?? old.crossings), length(new) > style.labelGap + text.height,
                  placer.labelsStruck(by: new) <= (strikingNone ? 0 : old.struck),
                  placer.textsCrossed(to: plate, from: start, offset: style.labelGap) <= old.texts,
                  !placer.leaderRunsAlongOutline(to: plate, from: start, offset: style.labelGap)
            else { continue }
            best = (new, crossings)
        }
        return best?.leader
    }

    /// Where along the edge `span` a name's leader to `plate` may start:
    /// over or under the plate's ends (2 pt in from the edge's ends, 4 pt
    /// in from the plate's), and between them in quarters, or the edge's
    /// end nearest the plate beside it; nearest `x`, where it starts now,
    /// first.
    private static func startsAlong(_ span: ClosedRange<CGFloat>, toward plate: CGRect, from x: CGFloat) -> [CGFloat] {
        guard span.upperBound - span.lowerBound > 4 else { return [] }
        let (low, high) = (max(span.lowerBound + 2, plate.minX + 4), min(span.upperBound - 2, plate.maxX - 4))
        let xs: [CGFloat] = low <= high ? (0...4).map { low + (high - low) * CGFloat($0) / 4 }
            : [plate.maxX < span.lowerBound ? span.lowerBound + 2 : span.upperBound - 2]
        return xs.filter { abs($0 - x) > 0.5 }.sorted { abs($0 - x) < abs($1 - x) }
    }
}
