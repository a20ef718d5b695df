import Foundation
import Layout

/// The key to the line styles: each kind of mark the picture uses beside
/// what it means, and nothing it does not use.
struct Legend {
    let style: Style
    let typesetter: Typesetter

    /// One entry: a sample (a line, a dashed box, a hatched box) and its meaning.
    struct Entry: Equatable {
        var stroke: StrokeStyle
        var sample: Sample
        var meaning: String
        enum Sample: Equatable { case line, box, hatch, fade }
    }

    /// Every entry a picture may need, in the legend's order.
    private var catalogue: [(Entry, (DisplayItem) -> Bool)] {
        let w = style.constraintWidth
        func constraint(_ color: Color, dashed: Bool) -> (DisplayItem) -> Bool {
            { item in
                guard case .shape(let shape) = item, case .constraint = shape.role, let stroke = shape.stroke else { return false }
                return stroke.color == color && stroke.isDashed == dashed
            }
        }
        func role(_ test: @escaping (DisplayRole) -> Bool) -> (DisplayItem) -> Bool {
            { item in item.role.map(test) ?? false }
        }
        return [
            (Entry(stroke: StrokeStyle(color: style.satisfied, width: w), sample: .line, meaning: "required, satisfied"),
             constraint(style.satisfied, dashed: false)),
            (Entry(stroke: StrokeStyle(color: style.satisfied, width: w, dash: style.optionalDash), sample: .line,
                   meaning: "optional, satisfied"), constraint(style.satisfied, dashed: true)),
            (Entry(stroke: StrokeStyle(color: style.unsatisfied, width: w, dash: style.optionalDash), sample: .line,
                   meaning: "optional, unsatisfied"), constraint(style.unsatisfied, dashed: true)),
            (Entry(stroke: StrokeStyle(color: style.unsatisfied, width: 1, dash: [2, 2]), sample: .box,
                   meaning: "where it wanted the view"), role { if case .wanted = $0 { true } else { false } }),
            (Entry(stroke: StrokeStyle(color: style.broken, width: w), sample: .line, meaning: "broken or in conflict"),
             { constraint(self.style.broken, dashed: false)($0) || constraint(self.style.broken, dashed: true)($0) }),
            (Entry(stroke: StrokeStyle(color: style.reference, width: 1), sample: .line, meaning: "reference size"),
             role { if case .reference = $0 { true } else { false } }),
            (Entry(stroke: StrokeStyle(color: style.ambiguous, width: 1, dash: [3, 3]), sample: .box,
                   meaning: "ambiguous: other frames"), role { if case .ambiguityGhost = $0 { true } else { false } }),
            (Entry(stroke: StrokeStyle(color: style.hatchColor, width: style.hatchWidth), sample: .hatch,
                   meaning: "margin, dead or unsafe area"),
             { item in if case .hatch(let h) = item, case .hatch = h.role { true } else { false } }),
            (Entry(stroke: StrokeStyle(color: style.overflowColor, width: 1, dash: [4, 3]), sample: .fade,
                   meaning: "outside its superview"), role { if case .overflow = $0 { true } else { false } }),
            (Entry(stroke: StrokeStyle(color: style.guideColor, width: 1, dash: [4, 3]), sample: .fade,
                   meaning: "scrolled out of view"), role { if case .scrollContent = $0 { true } else { false } }),
        ]
    }

    /// The entries `items` use, in the legend's order.
    func entries(for items: [DisplayItem]) -> [Entry] {
        let flat = DisplayList(size: .zero, items: items).flattened
        return catalogue.filter { _, used in flat.contains(where: used) }.map(\.0)
    }

    /// The legend of `picture`: rows of the entries it uses, starting at
    /// `origin`, wrapped at `maxWidth`.
    func items(for picture: [DisplayItem], origin: CGPoint, maxWidth: CGFloat) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var x = origin.x, y = origin.y
        let sample: CGFloat = 26
        let lineHeight = typesetter.size("Ag", fontSize: style.captionSize).height
        for entry in entries(for: picture) {
            let textWidth = typesetter.size(entry.meaning, fontSize: style.captionSize).width
            let entryWidth = sample + 6 + textWidth + 18
            if x > origin.x, x + entryWidth - origin.x > maxWidth {
                x = origin.x
                y += lineHeight + 6
            }
            let mid = y + lineHeight / 2
            let box = CGRect(x: x, y: mid - 6, width: sample, height: 12)
            switch entry.sample {
            case .line:
                items.append(.shape(ShapeItem(path: .polyline([CGPoint(x: x, y: mid), CGPoint(x: x + sample, y: mid)]),
                                              fill: nil, stroke: entry.stroke, role: .legend)))
            case .box:
                items.append(.shape(ShapeItem(path: .rectangle(box), fill: nil, stroke: entry.stroke, role: .legend)))
            case .hatch:
                items.append(.hatch(HatchItem(region: .rectangle(box), spacing: style.hatchSpacing, stroke: entry.stroke,
                                              role: .legend)))
                items.append(.shape(ShapeItem(path: .rectangle(box), fill: nil,
                                              stroke: StrokeStyle(color: entry.stroke.color, width: 0.5), role: .legend)))
            case .fade:
                items.append(.shape(ShapeItem(path: .rectangle(box), fill: style.overflowColor.withAlphaComponent(0.12),
                                              stroke: entry.stroke, role: .legend)))
            }
            items.append(.text(typesetter.text(entry.meaning, at: CGPoint(x: x + sample + 6, y: y), fontSize: style.captionSize,
                                               color: style.ink, role: .legend)))
            x += entryWidth
        }
        return items
    }
}
