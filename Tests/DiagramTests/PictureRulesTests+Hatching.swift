import Diagram
import Foundation
import Layout
import Testing

extension PictureRulesTests {
    /// The display list's items in drawing order, clipped groups opened.
    func drawingOrder(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            if case .clipped(let group) = item { return drawingOrder(group.items) }
            return [item]
        }
    }

    /// The rectangles a path is made of, one per subpath: a hatch's region
    /// is a rectangle, or a ring (its outer rectangle, then its hole).
    func rectangles(_ path: DiagramPath) -> [CGRect] {
        var rects: [CGRect] = [], points: [CGPoint] = []
        func flush() {
            guard let first = points.first else { return }
            rects.append(points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) })
            points = []
        }
        for element in path.elements {
            switch element {
            case .move(let p): flush(); points = [p]
            case .line(let p): points.append(p)
            case .curve(_, _, let p): points.append(p)
            case .close: flush()
            }
        }
        flush()
        return rects
    }

    /// No name is drawn without a plate where hatching shows under it (a
    /// hatch not covered by a view filled after it): the hatch's lines ran
    /// between the letters of the dead-area figure's "slider", its view's
    /// margins hatched after its name was set.
    @Test(arguments: cases)
    func noNameLiesUnplatedOverHatchingThatShows(sample: String, variant: String) throws {
        let items = drawingOrder(try displayList(sample, variant).items)
        func inside(_ p: CGPoint, _ r: CGRect) -> Bool { p.x > r.minX && p.x < r.maxX && p.y > r.minY && p.y < r.maxY }
        var hatched: [(region: [CGRect], index: Int)] = []
        for (index, item) in items.enumerated() {
            guard case .hatch(let hatch) = item, case .hatch = hatch.role else { continue }
            hatched.append((rectangles(hatch.region), index))
        }
        func shows(_ p: CGPoint) -> Bool {
            hatched.contains { region, index in
                guard let outer = region.first, inside(p, outer), !region.dropFirst().contains(where: { inside(p, $0) }) else { return false }
                return !items[(index + 1)...].contains { item in
                    guard case .shape(let shape) = item, case .view = shape.role, shape.fill != nil else { return false }
                    return inside(p, shape.path.bounds)
                }
            }
        }
        for case .text(let text) in items where text.background == nil {
            guard case .viewName = text.role else { continue }
            let over = (0..<5).contains { step in
                shows(CGPoint(x: text.box.minX + text.box.width * (0.1 + 0.2 * CGFloat(step)), y: text.box.midY))
            }
            #expect(!over, "\(sample) \(variant): '\(text.text)' over hatching, unplated")
        }
    }
}
