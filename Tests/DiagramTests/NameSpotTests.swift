import Diagram
import Foundation
import Layout
import Testing

/// Where a view's name goes inside it: along the top first, so that it is
/// never read as the name of the box below.
@Suite struct NameSpotTests {
    /// The box of the name of the view called `name` in `scene`'s picture
    /// with no constraints drawn, in scene coordinates.
    func nameSpot(_ name: String, in scene: Scene) throws -> CGRect {
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        let origin = try rootOrigin(list)
        let text = try #require(list.texts.first { $0.role == .viewName(name) && $0.text == name })
        return text.box.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// A 240 × 120 box whose two top corners hold small subviews: its name
    /// takes the middle of its top edge, not its bottom-left corner.
    @Test func aNameTakesTheTopMiddleBeforeTheBottomCorners() throws {
        let scene = Scene(width: 400, height: 300)
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(box)
        var constraints = [
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 40),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            box.widthAnchor.constraint(equalToConstant: 240),
            box.heightAnchor.constraint(equalToConstant: 120),
        ]
        for (name, leading) in [("left", true), ("right", false)] {
            let corner = View(name: name)
            corner.translatesAutoresizingMaskIntoConstraints = false
            box.addSubview(corner)
            constraints += [
                leading ? corner.leadingAnchor.constraint(equalTo: box.leadingAnchor)
                    : corner.trailingAnchor.constraint(equalTo: box.trailingAnchor),
                corner.topAnchor.constraint(equalTo: box.topAnchor),
                corner.widthAnchor.constraint(equalToConstant: 60),
                corner.heightAnchor.constraint(equalToConstant: 30),
            ]
        }
        LayoutConstraint.activate(constraints)
        try scene.layout()
        let spot = try nameSpot("box", in: scene)
        #expect(abs(spot.midX - 160) < 0.01, "\(spot)")
        #expect(abs(spot.minY - 43) < 0.01, "\(spot)")
    }

    /// A cell's content view fills the picture, a row across all of its
    /// top, 40 pt of it below the row: its name goes outside it, above the
    /// picture, not in a bottom corner, in the first two lanes under the
    /// row, where the bars beyond the row's bottom go (XLPagerTabStrip's
    /// post cell: a label's width bar ran under the name and was cut).
    @Test func aViewFillingThePictureIsNotNamedInABottomCorner() throws {
        let scene = Scene(width: 320, height: 100)
        let content = View(name: "content"), row = View(name: "row")
        pin([(content, CGRect(x: 0, y: 0, width: 320, height: 100))], in: scene)
        addRow(row, to: content, height: 60)
        try scene.layout()
        let spot = try nameSpot("content", in: scene)
        #expect(spot.maxY <= 0, "above the picture: \(spot)")
    }
}
