import Foundation

/// The screen's bars' items fitted into a finished picture: what they show
/// says where the screen is, not how it is laid out, so they take the room
/// the constraints' marks, labels and names leave, not the other way round
/// (a stack's name placed in a navigation bar's band keeps its place, and
/// the bar's title gives way).
enum ScreenBarRoom {
    /// The picture's items in drawing order: `marks` (the scene's shapes,
    /// the marks and the texts), then `bar`'s item groups that fit among
    /// them and `labels` (each led to by its leader), then `labels`. A
    /// group gives way, whole, to any text or label it meets, to a line
    /// ending inside it, and to any other mark it meets but the scene's own
    /// shapes (the views under the bar, its band, the hatch); the straight
    /// lines that pass through a kept group are cut `clearance` clear of it
    /// (as lines are cut around every text; leaders are left whole, for
    /// ``LeaderGaps``). A bar none of whose items is kept loses its band
    /// too: a blank band says nothing the hatching does not.
    static func fitted(_ bar: [[DisplayItem]], among marks: [DisplayItem], labels: [DisplayItem],
                       clearance: CGFloat = 2) -> [DisplayItem]
    {
        let (kept, cut) = fitted(bar, among: marks + labels, clearance: clearance)
        let shown = Set(kept.compactMap { item -> String? in if case .bar(let name) = item.role { name } else { nil } })
        let scene = cut.prefix(marks.count).filter { item in
            guard case .bar(let name) = item.role else { return true }
            return shown.contains(name)
        }
        return scene + kept + cut.dropFirst(marks.count)
    }

    /// `bar`'s item groups that fit among `marks`, and `marks` with the
    /// lines through the kept ones cut (``fitted(_:among:labels:clearance:)``).
    static func fitted(_ bar: [[DisplayItem]], among marks: [DisplayItem], clearance: CGFloat = 2)
        -> (bar: [DisplayItem], marks: [DisplayItem])
    {
        var texts = BoxIndex(), lines = BoxIndex()
        var lineIndices: [Int] = []
        for (index, item) in marks.enumerated() {
            switch item {
            case .text(let text): texts.insert(text.box.insetBy(dx: -1, dy: -1))
            case .shape(let shape) where !isScene(shape.role):
                lines.insert(item.bounds.insetBy(dx: -clearance, dy: -clearance))
                lineIndices.append(index)
            default: continue
            }
        }
        var kept: [DisplayItem] = [], keptBoxes: [CGRect] = []
        for group in bar {
            let boxes = group.map(\.bounds)
            let clear = boxes.allSatisfy { box in
                !texts.intersectsAny(box) && lines.indices(meeting: box).allSatisfy { found in
                    passesThrough(marks[lineIndices[found]], box: box, clearance: clearance)
                }
            }
            guard clear else { continue }
            kept += group
            keptBoxes += boxes
        }
        guard !keptBoxes.isEmpty else { return ([], marks) }
        let keptIndex = BoxIndex(keptBoxes)
        var cut = marks
        for index in lineIndices {
            // Leaders are broken around texts, the bars' too, as the last step (``LeaderGaps``).
            guard case .shape(var shape) = marks[index], !shape.isLeader, let (start, end) = [marks[index]].leader else { continue }
            let met = keptIndex.indices(meeting: marks[index].bounds.insetBy(dx: -clearance, dy: -clearance)).map { keptIndex.boxes[$0] }
            guard !met.isEmpty else { continue }
            let pieces = LeaderGaps.pieces(from: start, to: end, around: met, clearance: clearance)
            guard pieces.count > 1 || pieces.first.map({ $0.start != start || $0.end != end }) == true else { continue }
            shape.path = DiagramPath(pieces.flatMap { [DiagramPath.Element.move($0.start), .line($0.end)] })
            cut[index] = .shape(shape)
        }
        return (kept, cut)
    }

    /// Whether `role` is the scene's own drawing (the root, views, guides,
    /// the hatch and the bars' bands), which a bar's items lie over.
    private static func isScene(_ role: DisplayRole) -> Bool {
        switch role {
        case .root, .view, .viewName, .guide, .guideName, .hatch, .bar, .overflow, .scrollContent: true
        default: false
        }
    }

    /// Whether `line` only passes through `box`: one straight segment
    /// (read as a leader is, ``PlacedLabel``) with both ends `clearance`
    /// clear of it, which can be cut around it.
    private static func passesThrough(_ line: DisplayItem, box: CGRect, clearance: CGFloat) -> Bool {
        guard let (start, end) = [line].leader else { return false }
        // By its edges (``RectEdges``): Linux Foundation's `contains` misses fractional points.
        let grown = box.insetBy(dx: -clearance, dy: -clearance)
        func inside(_ point: CGPoint) -> Bool {
            point.x >= grown.minX && point.x <= grown.maxX && point.y >= grown.minY && point.y <= grown.maxY
        }
        return !inside(start) && !inside(end)
    }
}
