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
        outlineAroundText(.rectangle(frame))
    }

    /// A closed outline of straight sides and curves (a view's shape:
    /// ``Shape/path(in:)``), whole when no name or text lies on it, or else
    /// in pieces: its sides with gaps 2 pt clear of each text, as a
    /// rectangle's, and its curves (a rounded corner, an oval's quarter)
    /// left out where they would run through one.
    func outlineAroundText(_ path: DiagramPath) -> [DiagramPath] {
        let boxes = texts.map { $0.box.insetBy(dx: -2, dy: -2) }
        // The pieces kept, a corner joined to the sides it meets end to
        // end, so that the dashes run on round it rather than start again
        // on a curve a few points long. (A rectangle's sides stay apart.)
        var pieces: [(path: DiagramPath, start: CGPoint, end: CGPoint, curved: Bool)] = []
        var cut = false
        func keep(_ element: DiagramPath.Element, from start: CGPoint, to end: CGPoint) {
            let curve = if case .curve = element { true } else { false }
            if let last = pieces.last, last.end == start, curve || last.curved {
                pieces[pieces.count - 1].path.elements.append(element)
                pieces[pieces.count - 1].end = end
                pieces[pieces.count - 1].curved = true
            } else {
                pieces.append((DiagramPath([.move(start), element]), start, end, curve))
            }
        }
        let curved = path.elements.contains { if case .curve = $0 { true } else { false } }
        var (current, start) = (CGPoint.zero, CGPoint.zero)
        func straight(to end: CGPoint) {
            guard let side = Segment(current, end) else {
                keep(.line(end), from: current, to: end)
                return
            }
            let parts = clearOf(boxes, [side])
            if parts != [side] { cut = true }
            // The parts in the side's direction, so that they join the
            // corners either side of it (a rectangle's, joined to nothing,
            // as they always were: left to right, top to bottom).
            let forward = !curved || (side.horizontal ? end.x > current.x : end.y > current.y)
            for part in forward ? parts : parts.reversed() where part.length > 0.5 {
                let (from, to) = forward ? (part.start, part.end) : (part.end, part.start)
                keep(.line(to), from: from, to: to)
            }
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                (current, start) = (point, point)
            case .line(let point):
                straight(to: point)
                current = point
            case .curve(_, _, let end):
                // Sampled rather than boxed: an oval's quarter is a large
                // box whose corner a name inside the oval lies in.
                let through = (0...16).contains { step in
                    let point = element.point(from: current, at: CGFloat(step) / 16)
                    return boxes.contains { $0.minX < point.x && point.x < $0.maxX && $0.minY < point.y && point.y < $0.maxY }
                }
                if through { cut = true } else { keep(element, from: current, to: end) }
                current = end
            case .close:
                if current != start { straight(to: start) }
                current = start
            }
        }
        guard cut else { return [path] }
        // The last piece runs on into the first where the outline's
        // starting corner was kept.
        if pieces.count > 1, let last = pieces.last, last.end == pieces[0].start, last.curved || pieces[0].curved {
            pieces[0].path.elements = last.path.elements + pieces[0].path.elements.dropFirst()
            pieces[0].start = last.start
            pieces.removeLast()
        }
        return pieces.map(\.path)
    }

    /// `segments` with gaps 2 pt clear of every text drawn so far.
    func clearOfText(_ segments: [Segment]) -> [Segment] {
        clearOf(texts.map { $0.box.insetBy(dx: -2, dy: -2) }, segments)
    }

    /// `segments` with the `boxes` cut out of them.
    private func clearOf(_ boxes: [CGRect], _ segments: [Segment]) -> [Segment] {
        segments.flatMap { segment in boxes.reduce([segment]) { parts, box in parts.flatMap { $0.cut(by: box) } } }
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
