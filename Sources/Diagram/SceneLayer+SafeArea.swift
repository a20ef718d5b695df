import Foundation
import Layout

// The root's safe area is hatched under everything; a view reaching into
// the hatched ring (a header under the status bar, a tab bar over the home
// indicator) covers the hatch, and with it the edge a constraint to the
// safe area measures from: a header's "52" from the safe area's top started
// halfway down the header, from nothing.
extension SceneLayer {
    /// The safe area's inner edges where views with a fill cover them,
    /// dashed as the system guides are, over those views and cut around
    /// their texts.
    mutating func drawSafeAreaOverViews(_ drawn: [(view: View, frame: CGRect)]) {
        let root = scene.root.frame
        let safe = scene.safeAreaInsets.inset(root)
        guard safe != root, safe.width > 0, safe.height > 0 else { return }
        var edges: [Segment] = []
        if safe.minY > root.minY + 0.5 { edges.append(Segment(horizontal: true, at: safe.minY, from: safe.minX, to: safe.maxX)) }
        if safe.maxY < root.maxY - 0.5 { edges.append(Segment(horizontal: true, at: safe.maxY, from: safe.minX, to: safe.maxX)) }
        if safe.minX > root.minX + 0.5 { edges.append(Segment(horizontal: false, at: safe.minX, from: safe.minY, to: safe.maxY)) }
        if safe.maxX < root.maxX - 0.5 { edges.append(Segment(horizontal: false, at: safe.maxX, from: safe.minY, to: safe.maxY)) }
        // Only views with a fill cover it: through a clear one the hatch
        // shows, and its edge with it.
        let covers = drawn.filter { entry in
            let view = entry.view
            return view !== scene.root && !options.fadedItems.contains(view.name)
                && (shownColor(of: view)?.alpha ?? 0) * Double(view.alpha) > 0.05
        }.map(\.frame)
        let stroke = StrokeStyle(color: style.guideColor, width: 0.75, dash: [2, 2])
        let stretches = edges.flatMap { Self.stretches(of: $0, under: covers) }
        for part in clearOfText(stretches) where part.length > 0.5 {
            shapes.append(.shape(ShapeItem(path: .polyline([part.start, part.end]), fill: nil, stroke: stroke,
                                           role: .guide("safeArea"))))
        }
    }

    /// The stretches of `edge` inside any of `frames` (strictly across the
    /// edge's line: a view whose side lies on it does not cover it),
    /// merged, in order.
    static func stretches(of edge: Segment, under frames: [CGRect]) -> [Segment] {
        var spans: [(CGFloat, CGFloat)] = []
        for frame in frames {
            let (acrossLow, acrossHigh, low, high) = edge.horizontal
                ? (frame.minY, frame.maxY, frame.minX, frame.maxX) : (frame.minX, frame.maxX, frame.minY, frame.maxY)
            guard edge.at > acrossLow + 0.5, edge.at < acrossHigh - 0.5 else { continue }
            let (from, to) = (max(edge.from, low), min(edge.to, high))
            if to - from > 0.5 { spans.append((from, to)) }
        }
        var merged: [(CGFloat, CGFloat)] = []
        for span in spans.sorted(by: { $0.0 < $1.0 }) {
            if let last = merged.last, span.0 <= last.1 {
                merged[merged.count - 1].1 = max(last.1, span.1)
            } else {
                merged.append(span)
            }
        }
        return merged.map { Segment(horizontal: edge.horizontal, at: edge.at, from: $0.0, to: $0.1) }
    }
}
