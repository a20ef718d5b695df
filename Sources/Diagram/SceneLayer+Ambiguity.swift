import Foundation
import Layout

// Ambiguous items: dashed ghosts at the ends of what they may take.
extension SceneLayer {
    /// Dashed ghosts of an ambiguous item at the ends of what it may take
    /// (or 24 pt away where it is unbounded), and one note naming what is
    /// free along both axes ("ambiguous x, y, width": one note an axis
    /// would set the item's name twice around it).
    mutating func drawGhosts(_ ambiguities: [Ambiguity]) {
        var free: [(item: LayoutItem, what: [String])] = []
        for ambiguity in ambiguities {
            let item = ambiguity.item
            let frame = item.frame
            var ghosts: [CGRect] = []
            for free in ambiguity.freeAttributes {
                let current = value(free.attribute, of: frame)
                for bound in [free.lowerBound ?? current - 24, free.upperBound ?? current + 24] {
                    let ghost = set(free.attribute, of: frame, to: bound)
                    if abs(bound - current) > 0.5, ghost.width > 0, ghost.height > 0, !ghosts.contains(ghost) {
                        ghosts.append(ghost)
                    }
                }
            }
            for ghost in ghosts {
                shapes.append(.shape(ShapeItem(path: .rectangle(ghost), fill: nil,
                                               stroke: StrokeStyle(color: style.ambiguous, width: 1, dash: [3, 3]),
                                               role: .ambiguityGhost(item.name))))
            }
            let what = ambiguity.freeAttributes.map { $0.attribute == .left ? "x" : $0.attribute == .top ? "y" : "\($0.attribute)" }
            if let index = free.firstIndex(where: { $0.item === item }) { free[index].what += what } else { free.append((item, what)) }
        }
        let order = ["x", "y", "width", "height"]
        for (item, what) in free {
            let said = what.sorted { (order.firstIndex(of: $0) ?? 4) < (order.firstIndex(of: $1) ?? 4) }
            notes.append(Note(text: "\(item.name): ambiguous \(said.joined(separator: ", "))", color: style.ambiguous,
                              anchor: CGPoint(x: item.frame.midX, y: item.frame.minY), role: .ambiguityGhost(item.name),
                              fontSize: style.annotationSize, edge: item.frame.horizontalSpan))
        }
    }

    private func value(_ attribute: LayoutConstraint.Attribute, of frame: CGRect) -> CGFloat {
        switch attribute {
        case .left: frame.minX
        case .top: frame.minY
        case .width: frame.width
        default: frame.height
        }
    }

    private func set(_ attribute: LayoutConstraint.Attribute, of frame: CGRect, to value: CGFloat) -> CGRect {
        var frame = frame
        switch attribute {
        case .left: frame.origin.x = value
        case .top: frame.origin.y = value
        case .width: frame.size.width = value
        default: frame.size.height = value
        }
        return frame
    }
}
