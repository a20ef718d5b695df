import Foundation

// A size's or a spacing's label led away from its bar is led from the
// bar's middle. Where that leader crosses others (a name's, a label's
// placed before it), one from further along the bar, within its middle
// half, may cross fewer: it still leaves the bar it labels, and reads as
// that bar's. Once every label is placed, each such leader moves there
// on the terms a name's leader moves along its view's top edge
// (``rerouted(_:to:from:placer:style:)``).
extension Annotation {
    /// The middle half of `mark`'s bar, where it is a size's or a
    /// spacing's straight bar with its anchor at its middle; nil for an
    /// alignment, words with no line, or a bar too short to lead from
    /// elsewhere than its middle.
    static func middleHalf(of mark: ConstraintMark) -> (from: CGPoint, to: CGPoint)? {
        guard mark.kind == .sizes || mark.kind == .spacings, !mark.lines.isEmpty, mark.along >= shortestReroutedBar
        else { return nil }
        let reach = mark.along / 4
        switch mark.orientation {
        case .horizontal:
            return (CGPoint(x: mark.anchor.x - reach, y: mark.anchor.y), CGPoint(x: mark.anchor.x + reach, y: mark.anchor.y))
        case .vertical:
            return (CGPoint(x: mark.anchor.x, y: mark.anchor.y - reach), CGPoint(x: mark.anchor.x, y: mark.anchor.y + reach))
        }
    }

    /// The shortest bar a leader moves along, points: the nearest start
    /// tried, an eighth of the middle half out, is then a point from the
    /// middle.
    static let shortestReroutedBar: CGFloat = 16

    /// Moves the leaders of `placed` labels that have a bar along it where
    /// they cross fewer leaders there (see above).
    static func rerouteBarLeaders(of placed: [PlacedConstraintLabel], in labels: inout [DisplayItem], placer: inout LabelPlacer,
                                  style: Style)
    {
        for label in placed {
            guard let bar = label.bar, let index = labels[label.items].firstIndex(where: \.isLeaderShape),
                  case .shape(var shape) = labels[index], let leader = [labels[index]].leader,
                  let text = Array(labels[label.items]).textBounds
            else { continue }
            // Quarter and half of the half bar either way, nearest the middle first.
            let starts = [0.25, 0.5, 0.75, 1].flatMap { fraction -> [CGPoint] in
                let middle = CGPoint(x: (bar.from.x + bar.to.x) / 2, y: (bar.from.y + bar.to.y) / 2)
                let (dx, dy) = ((bar.to.x - middle.x) * fraction, (bar.to.y - middle.y) * fraction)
                return [CGPoint(x: middle.x - dx, y: middle.y - dy), CGPoint(x: middle.x + dx, y: middle.y + dy)]
            }
            // Striking nothing: which labels a constraint's leader strikes
            // decides which containers are summarised as crowded.
            guard let best = rerouted(leader, to: text, from: starts, strikingNone: true, placer: placer, style: style)
            else { continue }
            shape.path = .polyline([best.start, best.end])
            labels[index] = .shape(shape)
            placer.replaceLeader(leader, with: best)
        }
    }
}

private extension DisplayItem {
    /// Whether the item is a label's leader.
    var isLeaderShape: Bool {
        if case .shape(let shape) = self { shape.isLeader } else { false }
    }
}
