@testable import Diagram
import Foundation
import Layout
import Testing

/// A name with no room inside its view lies off every other view's
/// outline, but those of the views enclosing its own; across a neighbour's
/// outline only after every crowded name's number has its spot, and then
/// only unled along its words (a row's name in the gap above it).
@Suite struct NameOffNeighboursTests {
    /// Views pinned to the root at `frames`, `inside` each added to the
    /// view at that index of `frames` instead, at its own frame there.
    func scene(_ frames: [(name: String, frame: CGRect, inside: Int?)], width: CGFloat = 320,
               height: CGFloat = 200) throws -> (DisplayList, [String: CGRect])
    {
        let scene = Scene(width: width, height: height)
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for (name, frame, inside) in frames {
            let view = View(name: name)
            view.translatesAutoresizingMaskIntoConstraints = false
            let parent = inside.map { views[$0] } ?? scene.root
            parent.addSubview(view)
            constraints += [view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: frame.minX),
                            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: frame.minY),
                            view.widthAnchor.constraint(equalToConstant: frame.width),
                            view.heightAnchor.constraint(equalToConstant: frame.height)]
            views.append(view)
        }
        LayoutConstraint.activate(constraints)
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        var drawn: [String: CGRect] = [:]
        for shape in list.shapes { if case .view(let name) = shape.role { drawn[name] = shape.path.bounds } }
        return (list, drawn)
    }

    func name(_ list: DisplayList, _ view: String) -> TextItem? {
        list.texts.first { $0.role == .viewName(view) }
    }

    /// Four 24-pt squares side by side under a 40-pt bar, each name five
    /// times its square's width: nearest each square, the names would lie
    /// across their neighbours. Each lies off every square's outline but
    /// its own (above or below the row, or beside it, led from its square
    /// where it must), or, where it cannot, is keyed by a number inside its
    /// square. (The root is 360 pt wide: in one of 320, the last name
    /// beside the row would run across the root's outline, which no name
    /// may, and it is keyed.)
    @Test func namesOfSquaresSideBySideLieOffTheirNeighbours() throws {
        let squares = (0..<4).map { ("square\($0)WithALongName", CGRect(x: 100 + 24 * CGFloat($0), y: 60, width: 24, height: 24), Int?.none) }
        let (list, drawn) = try scene(squares, width: 360)
        var shown = 0
        for (view, _, _) in squares {
            let frame = try #require(drawn[view])
            let text = try #require(name(list, view), "\(view) named or keyed")
            if text.text == view {
                shown += 1
                for (other, _, _) in squares where other != view {
                    let neighbour = try #require(drawn[other])
                    #expect(!crossesOutline(text.box.insetBy(dx: 0.5, dy: 0.5), neighbour), "\(view) \(text.box) across \(other) \(neighbour)")
                }
            } else {
                #expect(frame.encloses(text.box, tolerance: 0.5), "\(text.text) for \(view) \(text.box) outside \(frame)")
            }
        }
        #expect(shown == 4, "room above and below the row for every name")
    }

    /// The root's outline, the heavy frame of the picture, is no name's to
    /// cross, though it encloses every view: a name across it sits half on
    /// the scene and half off it (eighteen in the storyboard gallery did).
    /// In a root of 320 pt, the last square's name, which lay beside the row
    /// across the root's right side, is keyed inside its square instead.
    @Test func noNameLiesAcrossTheRootsOutline() throws {
        let squares = (0..<4).map { ("square\($0)WithALongName", CGRect(x: 100 + 24 * CGFloat($0), y: 60, width: 24, height: 24), Int?.none) }
        let (list, drawn) = try scene(squares)
        let root = try #require(list.shapes.first { $0.role == .root }).path.bounds
        for (view, _, _) in squares {
            let text = try #require(name(list, view), "\(view) named or keyed")
            #expect(!crossesOutline(text.box.insetBy(dx: 0.5, dy: 0.5), root), "\(text.text) \(text.box) across the root \(root)")
        }
        let keyed = try #require(name(list, "square3WithALongName"))
        #expect(keyed.text == "①")
        #expect(try #require(drawn["square3WithALongName"]).encloses(keyed.box, tolerance: 0.5))
    }
}
