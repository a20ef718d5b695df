@testable import Diagram
import Foundation
import Layout
import Testing

/// Where a dimension line goes when the lanes beyond its item's far edge
/// all run into other views: RxSwift's Numbers screen stacks text fields
/// 30 pt tall and 8 pt apart, each 97 pt wide, and a width drawn under a
/// field lay inside the field below, reading as that field's edge.
@Suite struct DimensionLaneTests {
    /// Two fields, 97 × 30, stacked 8 pt apart in a 300 × 200 root.
    func stack() throws -> Scene {
        let scene = Scene(width: 300, height: 200)
        let (top, bottom) = (View(name: "top"), View(name: "bottom"))
        addToRoot([top, bottom], of: scene)
        LayoutConstraint.activate([
            top.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 100),
            top.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 80),
            top.widthAnchor.constraint(equalToConstant: 97), top.heightAnchor.constraint(equalToConstant: 30),
            bottom.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
            bottom.widthAnchor.constraint(equalToConstant: 97), bottom.heightAnchor.constraint(equalToConstant: 30),
        ])
        try scene.layout()
        return scene
    }

    /// The horizontal lines of the mark with `relation`, in scene coordinates.
    func horizontalLines(_ relation: String, in list: DisplayList, origin: CGPoint) -> [(y: CGFloat, from: CGFloat, to: CGFloat)] {
        list.shapes.filter { $0.role == .constraint(relation) }.compactMap { shape in
            guard shape.path.elements.count == 2, case .move(let a) = shape.path.elements[0],
                  case .line(let b) = shape.path.elements[1], abs(a.y - b.y) < 1e-6 else { return nil }
            return (a.y - origin.y, min(a.x, b.x) - origin.x, max(a.x, b.x) - origin.x)
        }
    }

    @Test func aWidthWithNoRoomBelowItsItemGoesAboveIt() throws {
        let scene = try stack()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        // The top field (y 80 to 110) has the bottom one 8 pt under it: its
        // width is drawn 12 pt above its top edge, x 100 to 197, with
        // extension lines from 2 pt off that edge to 4 pt past the line.
        let top = horizontalLines("top.width == 97", in: list, origin: origin)
        #expect(top.count == 1)
        let line = try #require(top.first)
        #expect(abs(line.y - 68) < 0.01)
        #expect(abs(line.from - 100) < 0.01 && abs(line.to - 197) < 0.01)
        let legs = list.shapes.filter { $0.role == .constraint("top.width == 97") }.compactMap { shape -> (CGFloat, CGFloat)? in
            guard shape.path.elements.count == 2, case .move(let a) = shape.path.elements[0],
                  case .line(let b) = shape.path.elements[1], abs(a.x - b.x) < 1e-6, abs(a.y - b.y) > 10 else { return nil }
            return (min(a.y, b.y) - origin.y, max(a.y, b.y) - origin.y)
        }
        #expect(legs.count == 2)
        #expect(legs.allSatisfy { abs($0.0 - 64) < 0.01 && abs($0.1 - 78) < 0.01 }, "\(legs)")
        // The bottom field has room below it, as before.
        let bottom = horizontalLines("bottom.width == 97", in: list, origin: origin)
        #expect(bottom.count == 1 && abs(bottom[0].y - 160) < 0.01, "\(bottom)")
    }
}
