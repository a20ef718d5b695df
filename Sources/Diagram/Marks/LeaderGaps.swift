import Foundation

extension LabelPlacer {
    /// The pieces a leader from `start` to `end` is drawn in: broken where
    /// it passes through a view's text (``leaderObstacles``), `clearance`
    /// clear of it, as constraint lines are, so that the words stay
    /// legible (a spacing's "0" led down through three lines of a
    /// keyboard demo's notes struck each out). A text holding the start is
    /// not broken around: the leader leaves its mark there. The whole
    /// leader where it passes through none.
    func leaderPieces(from start: CGPoint, to end: CGPoint, clearance: CGFloat = 1.5) -> [(start: CGPoint, end: CGPoint)] {
        let reach = CGRect(x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x),
                           height: abs(end.y - start.y)).insetBy(dx: -clearance, dy: -clearance)
        var hidden: [ClosedRange<CGFloat>] = []
        for index in leaderObstacles.indices(meeting: reach) {
            let text = leaderObstacles.boxes[index]
            guard text.width > 0, text.height > 0, !Self.holds(text.insetBy(dx: 1, dy: 1), start) else { continue }
            if let inside = Self.stretch(from: start, to: end, inside: text.insetBy(dx: -clearance, dy: -clearance)) {
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
        return shown.filter { ($0.1 - $0.0) * length > 0.5 }.map { (point($0.0), point($0.1)) }
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

    /// Whether `point` lies inside `box` (edges included), compared
    /// directly: Linux Foundation's `CGRect.contains` is not relied on.
    static func holds(_ box: CGRect, _ point: CGPoint) -> Bool {
        box.width >= 0 && box.height >= 0 && point.x >= box.minX && point.x <= box.maxX
            && point.y >= box.minY && point.y <= box.maxY
    }
}
