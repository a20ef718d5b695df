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
            top.widthAnchor.constraint(equalToConstant: 97), Self.height(of: top),
            bottom.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
            bottom.widthAnchor.constraint(equalToConstant: 97), Self.height(of: bottom),
        ])
        try scene.layout()
        return scene
    }

    /// A field's height, 30 pt at priority 999: a required one would make
    /// its width and height both numbers, said as one inside it
    /// (`97 × 30`, ``FixedSizeTests``), and this suite is about the lines.
    static func height(of field: View) -> LayoutConstraint {
        let height = field.heightAnchor.constraint(equalToConstant: 30)
        height.priority = LayoutPriority(999)
        return height
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

    /// Four fields, `width` × 30, stacked 8 pt apart from y 80 in a 300 ×
    /// 300 root, each showing its number at its right, as RxSwift's do; or
    /// plain views, named in their top-left corners.
    func tallStack(width: CGFloat = 97, texts: Bool = true) throws -> (Scene, [View]) {
        let scene = Scene(width: 300, height: 300)
        let fields = ["a", "b", "c", "d"].enumerated().map { index, name in
            guard texts else { return View(name: name) }
            let field = Label(name: name, text: "\(index + 1)")
            field.textAlignment = .right
            return field
        }
        addToRoot(fields, of: scene)
        var constraints = [fields[0].leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 100),
                           fields[0].topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 80)]
        for (index, field) in fields.enumerated() {
            constraints += [field.widthAnchor.constraint(equalToConstant: width), Self.height(of: field)]
            if index > 0 {
                constraints += [field.leadingAnchor.constraint(equalTo: fields[index - 1].leadingAnchor),
                                field.topAnchor.constraint(equalTo: fields[index - 1].bottomAnchor, constant: 8)]
            }
        }
        LayoutConstraint.activate(constraints)
        try scene.layout()
        return (scene, fields)
    }

    /// The second field has no lane: below it and above it every lane runs
    /// into another field, along an edge or beside the first field's width.
    /// Its width is said inside it, "width = 97", with no line, rather than
    /// drawn in the field below as if it were that field's.
    @Test func aWidthWithNoLaneAtAllIsSaidInsideItsItem() throws {
        let (scene, _) = try tallStack()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        #expect(marks(list, "b.width == 97").isEmpty, "\(marks(list, "b.width == 97").map(\.path.bounds))")
        let text = try #require(label(list, "b.width == 97"))
        #expect(text.text == "width = 97")
        // No line carries the constraint's title (an SVG <title>): its label does.
        #expect(text.title == "b.width == 97; priority 1000; satisfied")
        // Inside b (x 100 to 197, y 118 to 148), its plate 2 pt in (its text 4), on b's
        // middle row, clear of b's height's bar 14 pt in from its trailing
        // edge; with no leader.
        let box = text.box.offsetBy(dx: -origin.x, dy: -origin.y)
        #expect(CGRect(x: 100, y: 118, width: 97, height: 30).encloses(box), "\(box)")
        expectClose(box.minX, 104)
        expectClose(box.midY, 133)
        #expect(box.maxX < 183, "\(box)")
        #expect(!list.shapes.contains { $0.role == .constraintLabel("b.width == 97") })
        // Plain views 130 pt wide, their names in the top-left corner: the
        // width goes past b's name along the same row.
        let (plain, _) = try tallStack(width: 130, texts: false)
        let plainList = try Diagram.displayList(for: plain)
        let plainOrigin = try rootOrigin(plainList)
        let name = try #require(plainList.texts.first { $0.role == .viewName("b") }).box
        let past = try #require(label(plainList, "b.width == 130")).box
        #expect(CGRect(x: 100, y: 118, width: 130, height: 30).encloses(past.offsetBy(dx: -plainOrigin.x, dy: -plainOrigin.y)),
                "\(past)")
        #expect(past.minX > name.maxX, "\(past) over the name at \(name)")
        // 97 pt wide, past the name the words would run into b's height's
        // bar: the line is drawn after all, in the first lane, with "= 97".
        let (narrow, _) = try tallStack(texts: false)
        let narrowList = try Diagram.displayList(for: narrow)
        #expect(!marks(narrowList, "b.width == 97").isEmpty)
        #expect(label(narrowList, "b.width == 97")?.text == "= 97")
        // a's width still has its line, above it.
        let top = horizontalLines("a.width == 97", in: list, origin: origin)
        #expect(top.count == 1 && abs(top[0].y - 68) < 0.01, "\(top)")
    }
}
