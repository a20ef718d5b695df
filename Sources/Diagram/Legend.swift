import Foundation
import Layout

/// The key to the line styles: each kind of mark beside what it means.
struct Legend {
    let style: Style
    let typesetter: Typesetter

    /// The entries, a sample line and its meaning each.
    private var entries: [(StrokeStyle?, Color?, String)] {
        let w = style.constraintWidth
        return [
            (StrokeStyle(color: style.satisfied, width: w), nil, "required, satisfied"),
            (StrokeStyle(color: style.satisfied, width: w, dash: style.optionalDash), nil, "optional, satisfied"),
            (StrokeStyle(color: style.unsatisfied, width: w, dash: style.optionalDash), nil, "optional, unsatisfied"),
            (StrokeStyle(color: style.broken, width: w), nil, "broken (conflict)"),
            (StrokeStyle(color: style.ambiguous, width: 1, dash: [3, 3]), nil, "ambiguous: other frames"),
            (nil, style.hatchColor, "margin, dead or unsafe area"),
        ]
    }

    /// The legend's items, rows of entries starting at `origin`, wrapped at `maxWidth`.
    func items(origin: CGPoint, maxWidth: CGFloat) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var x = origin.x, y = origin.y
        let sample: CGFloat = 26
        let lineHeight = typesetter.size("Ag", fontSize: style.captionSize).height
        for (stroke, hatch, meaning) in entries {
            let textWidth = typesetter.size(meaning, fontSize: style.captionSize).width
            let entryWidth = sample + 6 + textWidth + 18
            if x > origin.x, x + entryWidth - origin.x > maxWidth {
                x = origin.x
                y += lineHeight + 6
            }
            let mid = y + lineHeight / 2
            if let stroke {
                items.append(.shape(ShapeItem(path: .polyline([CGPoint(x: x, y: mid), CGPoint(x: x + sample, y: mid)]),
                                              fill: nil, stroke: stroke, role: .legend)))
            } else if let hatch {
                let box = CGRect(x: x, y: mid - 6, width: sample, height: 12)
                items.append(.hatch(HatchItem(region: .rectangle(box), spacing: style.hatchSpacing,
                                              stroke: StrokeStyle(color: hatch, width: style.hatchWidth), role: .legend)))
                items.append(.shape(ShapeItem(path: .rectangle(box), fill: nil,
                                              stroke: StrokeStyle(color: hatch, width: 0.5), role: .legend)))
            }
            items.append(.text(typesetter.text(meaning, at: CGPoint(x: x + sample + 6, y: y), fontSize: style.captionSize,
                                               color: style.ink, role: .legend)))
            x += entryWidth
        }
        return items
    }
}
