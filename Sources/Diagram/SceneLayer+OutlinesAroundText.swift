import Foundation

// Outlines that stop short of the text drawn over them: a misplaced
// frame's, a guide's, the safe area's edge over a view. Texts are drawn
// above every mark, without a plate inside their views, so a line under
// one would run between its letters.
extension SceneLayer {
    /// The outline of `frame`, whole when no name or text lies on it, or
    /// else as its edges with gaps where they would cross a text (texts are
    /// drawn above marks, so the line would run between the letters).
    func outlineAroundText(_ frame: CGRect) -> [DiagramPath] {
        let corners = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
                       CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY)]
        let edges = (0..<4).compactMap { Segment(corners[$0], corners[($0 + 1) % 4]) }
        let parts = clearOfText(edges)
        guard parts != edges else { return [.rectangle(frame)] }
        return parts.filter { $0.length > 0.5 }.map { .polyline([$0.start, $0.end]) }
    }

    /// `segments` with gaps 2 pt clear of every text drawn so far.
    func clearOfText(_ segments: [Segment]) -> [Segment] {
        let boxes = texts.map { $0.box.insetBy(dx: -2, dy: -2) }
        return segments.flatMap { segment in boxes.reduce([segment]) { parts, box in parts.flatMap { $0.cut(by: box) } } }
    }

    /// Redraws each of `outlines` (the indices in ``shapes`` of guides'
    /// rectangles, with their frames) that a name or text drawn since lies
    /// across as its sides cut around them, its tint left whole: a margins
    /// guide's dotted edge ran between the letters of a name sitting on it
    /// ("UIButton Xo2-GM-wmB") and down every line of a text view's text.
    mutating func breakGuideOutlines(_ outlines: [(index: Int, frame: CGRect)]) {
        for (index, frame) in outlines.reversed() {
            guard case .shape(let outline) = shapes[index], let stroke = outline.stroke else { continue }
            let paths = outlineAroundText(frame)
            guard paths != [.rectangle(frame)] else { continue }
            let tint = outline.fill.map { [DisplayItem.shape(ShapeItem(path: outline.path, fill: $0, stroke: nil, role: outline.role))] }
            let sides = paths.map { DisplayItem.shape(ShapeItem(path: $0, fill: nil, stroke: stroke, role: outline.role)) }
            shapes.replaceSubrange(index...index, with: (tint ?? []) + sides)
        }
    }
}
