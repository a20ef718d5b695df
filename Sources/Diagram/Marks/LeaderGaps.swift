import Foundation

/// Leaders broken where they pass through text, as constraint lines are:
/// the last step of a picture, once every label, name and view's text is
/// where it stays, so that placing (which goes by whole leaders) is
/// untouched.
enum LeaderGaps {
    /// `items` with each leader (``ShapeItem/isLeader``) drawn in pieces
    /// where it passes through a text other than its own label's (the texts
    /// that follow it), `clearance` clear of the text's box, so the words
    /// stay legible and the line still reads as one (a spacing's "0" led
    /// down through three lines of a keyboard demo's notes struck each
    /// out). A leader keeps its ends: a text it starts or ends in (its
    /// mark's, or met within the clearance there) is not broken around,
    /// unless the leader runs on across its words: it stops at that box.
    static func broken(_ items: [DisplayItem], clearance: CGFloat = 1.5) -> [DisplayItem] {
        var texts = BoxIndex()
        var textIndices: [Int] = []
        for (index, item) in items.enumerated() {
            guard case .text(let text) = item else { continue }
            texts.insert(text.box)
            textIndices.append(index)
        }
        var result = items
        for (index, item) in items.enumerated() {
            guard case .shape(var shape) = item, shape.isLeader, let (start, end) = [item].leader else { continue }
            // Its own label: the texts placed right after it.
            var own = index + 1
            while own < items.count, case .text = items[own] { own += 1 }
            let others = texts.indices(meeting: reach(start, end, clearance)).compactMap { found -> CGRect? in
                let at = textIndices[found]
                return at > index && at < own ? nil : texts.boxes[found]
            }
            let pieces = self.pieces(from: start, to: end, around: others, clearance: clearance)
            guard pieces.count > 1 || pieces.first.map({ $0.start != start || $0.end != end }) == true else { continue }
            shape.path = DiagramPath(pieces.flatMap { [DiagramPath.Element.move($0.start), .line($0.end)] })
            result[index] = .shape(shape)
        }
        return result
    }

    /// The pieces of the line from `start` to `end` outside the `boxes` it
    /// passes through (each grown by `clearance`); a box met at either end
    /// is not cut around unless the line crosses its middle (its words) to
    /// leave it, where the line stops at the box.
    /// The whole line where it passes through none.
    static func pieces(from start: CGPoint, to end: CGPoint, around boxes: [CGRect],
                       clearance: CGFloat) -> [(start: CGPoint, end: CGPoint)] {
        var hidden: [ClosedRange<CGFloat>] = []
        // Only a line through a text's box (a point in from its edges) is
        // cut: one grazing a corner would show a gap that seems a glitch.
        for box in boxes where box.width > 2 && box.height > 2 && stretch(from: start, to: end, inside: box.insetBy(dx: 1, dy: 1)) != nil {
            guard let inside = stretch(from: start, to: end, inside: box.insetBy(dx: -clearance, dy: -clearance)) else { continue }
            if inside.lowerBound > 0, inside.upperBound < 1 {
                hidden.append(inside)
            } else if !(inside.lowerBound <= 0 && inside.upperBound >= 1),
                      let glyphs = stretch(from: start, to: end, inside: box.insetBy(dx: 1, dy: box.height * 0.3)),
                      glyphs.lowerBound > 0, glyphs.upperBound < 1 {
                // A leader ending in a text's box but running across its
                // words (a spacing's mark under a button's title, led to
                // from below) stops at the box rather than strike them.
                hidden.append(inside)
            }
        }
        guard !hidden.isEmpty else { return [(start, end)] }
        func point(_ t: CGFloat) -> CGPoint { CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t) }
        var shown: [(CGFloat, CGFloat)] = []
        var from: CGFloat = 0
        for range in hidden.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if range.lowerBound > from { shown.append((from, range.lowerBound)) }
            from = max(from, range.upperBound)
        }
        if from < 1 { shown.append((from, 1)) }
        let length = hypot(end.x - start.x, end.y - start.y)
        // Pieces too short to see are left out; the ends, kept above, are not that short.
        let pieces = shown.filter { ($0.1 - $0.0) * length > 0.5 }.map { (start: point($0.0), end: point($0.1)) }
        return pieces.isEmpty ? [(start, end)] : pieces
    }

    /// The stretch of the segment from `a` to `b` (as fractions of it,
    /// 0 at `a`) that lies inside `box`, nil where none does.
    static func stretch(from a: CGPoint, to b: CGPoint, inside box: CGRect) -> ClosedRange<CGFloat>? {
        var (t0, t1): (CGFloat, CGFloat) = (0, 1)
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        for (p, q) in [(-dx, a.x - box.minX), (dx, box.maxX - a.x), (-dy, a.y - box.minY), (dy, box.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let t = q / p
            if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            if t0 >= t1 { return nil }
        }
        return t0...t1
    }

    private static func reach(_ a: CGPoint, _ b: CGPoint, _ clearance: CGFloat) -> CGRect {
        CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            .insetBy(dx: -clearance, dy: -clearance)
    }
}
