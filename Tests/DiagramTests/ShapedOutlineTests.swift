@testable import Diagram
import Foundation
import Layout
import Testing

/// What stands in for a view (a ghost where an ambiguous one may lie, its
/// stored frame when misplaced, where a constraint wanted it) has the
/// view's shape: a rounded-rect field's ghost was a square-cornered box
/// around its rounded outline. Cut around a text, its sides stop short
/// of it and its corners are left out where they would run through one.
@Suite struct ShapedOutlineTests {
    /// A field with 8-pt corners, free in x (``ambiguousInX(_:titled:)``).
    func ambiguousField(titled: Bool, shape: Shape = .roundedRectangle(cornerRadius: 8)) throws -> DisplayList {
        let field = View(name: "field")
        field.shape = shape
        return try Diagram.displayList(for: ambiguousInX(field, titled: titled))
    }

    func ghosts(_ list: DisplayList) -> [ShapeItem] {
        list.flattened.compactMap { if case .shape(let shape) = $0, shape.role == .ambiguityGhost("field") { shape } else { nil } }
            .filter { !$0.isLeader }
    }

    /// Every point the path draws (its lines' ends and its curves sampled), in the root's coordinates.
    func points(_ path: DiagramPath, from origin: CGPoint) -> [CGPoint] {
        var (current, all) = (CGPoint.zero, [CGPoint]())
        for element in path.elements {
            switch element {
            case .move(let point), .line(let point): current = point; all.append(point)
            case .curve(_, _, let end):
                all += (0...8).map { element.point(from: current, at: CGFloat($0) / 8) }
                current = end
            case .close: break
            }
        }
        return all.map { CGPoint(x: $0.x - origin.x, y: $0.y - origin.y) }
    }

    @Test func aRoundedFieldsGhostsAreRoundedLikeIt() throws {
        let list = try ambiguousField(titled: false)
        let origin = try rootOrigin(list)
        // It rests at x 10, one end of what it may take: one ghost, at the other.
        let expected = DiagramPath.roundedRectangle(CGRect(x: 130 + origin.x, y: 10 + origin.y, width: 80, height: 60), radius: 8)
        #expect(ghosts(list).map(\.path) == [expected])
    }

    @Test func anOvalsGhostsAreOvals() throws {
        let list = try ambiguousField(titled: false, shape: .oval)
        let origin = try rootOrigin(list)
        #expect(ghosts(list).map(\.path) == [.oval(in: CGRect(x: 130 + origin.x, y: 10 + origin.y, width: 80, height: 60))])
    }

    @Test func aRoundedGhostCutAroundTextKeepsItsCornersJoinedToItsSides() throws {
        let list = try ambiguousField(titled: true)
        let origin = try rootOrigin(list)
        let text = try #require(list.texts.first { $0.text == "Title across" }).box.offsetBy(dx: -origin.x, dy: -origin.y)
        let pieces = ghosts(list)
        // The ghost at x 130...210, y 10...70; the text (y 21.8...42.2)
        // crosses both its sides: two pieces, the top with its corners
        // and the bottom with its, each one path, so that its dashes run
        // on round the corners. None runs through the text.
        #expect(pieces.count == 2)
        for piece in pieces {
            for point in points(piece.path, from: origin) {
                #expect(!text.insetBy(dx: -1.9, dy: -1.9).contains(point), "\(point) in the text \(text)")
            }
        }
        let curves = pieces.map { $0.path.elements.filter { if case .curve = $0 { true } else { false } }.count }
        #expect(curves == [2, 2])
        let spans = pieces.map { piece in
            points(piece.path, from: origin).reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }
        }
        #expect(spans.map(\.minX) == [130, 130] && spans.map(\.maxX) == [210, 210])
        let ys = zip(spans.map(\.minY) + spans.map(\.maxY), [10, text.maxY + 2, text.minY - 2, 70])
        #expect(ys.allSatisfy { abs($0 - $1) < 0.01 }, "\(spans)")
    }

    @Test func aMisplacedRoundedFieldsStoredFrameIsRounded() throws {
        let scene = Scene(width: 300, height: 200)
        let field = View(name: "field")
        field.shape = .roundedRectangle(cornerRadius: 5)
        pin([(field, CGRect(x: 20, y: 100, width: 200, height: 34))], in: scene)
        try scene.layout()
        var options = DiagramOptions()
        options.misplacedFrames = [MisplacedFrame(name: "field", frame: CGRect(x: 20, y: 60, width: 200, height: 34),
                                                  difference: "y 60 → 100")]
        let list = try Diagram.displayList(for: scene, options: options)
        let origin = try rootOrigin(list)
        let outline = list.shapes.filter { $0.role == .misplaced("field") }.map(\.path)
        #expect(outline == [.roundedRectangle(CGRect(x: 20 + origin.x, y: 60 + origin.y, width: 200, height: 34), radius: 5)])
    }

    @Test func aWantedGhostOfARoundedViewIsRounded() {
        let area = CGRect(x: 0, y: 0, width: 300, height: 200)
        let outline = GhostOutline(frame: CGRect(x: 10, y: 10, width: 120, height: 40), area: area,
                                   shape: .roundedRectangle(cornerRadius: 6))
        #expect(outline?.path == .roundedRectangle(CGRect(x: 10, y: 10, width: 120, height: 40), radius: 6))
    }

    @Test func anOvalKnobPastItsTrackIsFadedAndOutlinedAsAnOval() throws {
        let scene = Scene(width: 300, height: 200)
        let (track, knob) = (View(name: "track"), View(name: "knob"))
        knob.shape = .oval
        pin([(track, CGRect(x: 40, y: 40, width: 200, height: 100))], in: scene)
        // Centred on the track's leading edge: half of it outside.
        pin([(knob, CGRect(x: -20, y: 30, width: 40, height: 40))], inside: track)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let overflow = list.flattened.compactMap { if case .shape(let shape) = $0, shape.role == .overflow("knob") { shape } else { nil } }
        let frame = CGRect(x: 20 + origin.x, y: 70 + origin.y, width: 40, height: 40)
        #expect(overflow.filter { $0.stroke == nil }.map(\.path) == [.oval(in: frame)], "the fade")
        #expect(overflow.filter { $0.stroke != nil && !$0.isLeader }.map(\.path) == [.oval(in: frame.insetBy(dx: 0.75, dy: 0.75))],
                "the outline")
    }
}
