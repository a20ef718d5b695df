@testable import Diagram
import Foundation
import Layout
import Testing

/// A guide's outline lies under the views inside it, but the texts over it
/// have no plate: a margins guide's dotted edge ran between the letters of
/// a name on it and down every line of a text view. Its sides stop 2 pt
/// short of each name and text, as a hidden view's do.
@Suite struct GuideOutlineTextTests {
    /// The root's margins guide (20 pt in) and a label whose text runs
    /// across the guide's leading edge, 8 pt from the root's side.
    func straddlingScene(guide: LayoutGuide? = nil) throws -> (Scene, Label) {
        let scene = Scene(width: 300, height: 160)
        scene.root.layoutMargins = EdgeInsets(all: 20)
        let caption = Label(name: "caption", text: "Straddling caption", fontSize: 17)
        pin([(caption, CGRect(x: 8, y: 40, width: 200, height: 24))], in: scene)
        addCardOnTheMargins(of: scene)
        if let guide {
            scene.root.addLayoutGuide(guide)
            // Its top edge along the middle of the caption's text.
            LayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 150),
                guide.widthAnchor.constraint(equalToConstant: 100),
                guide.topAnchor.constraint(equalTo: caption.centerYAnchor),
                guide.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        try scene.layout()
        return (scene, caption)
    }

    /// A card 100 pt down, from the root's leading margin to its trailing
    /// one: a constraint that draws the margins guide.
    func addCardOnTheMargins(of scene: Scene) {
        let card = View(name: "card")
        add([card], to: scene.root)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.root.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: scene.root.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 40),
        ])
    }

    func lineLength(_ shapes: [ShapeItem]) -> CGFloat {
        shapes.map { $0.path.bounds.width + $0.path.bounds.height }.reduce(0, +)
    }

    @Test func theMarginsOutlineStopsShortOfTextItCrosses() throws {
        let (scene, _) = try straddlingScene()
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        let text = try #require(list.texts.first { $0.text == "Straddling caption" })
        let origin = try rootOrigin(list)
        let outline = list.shapes.filter { $0.role == .guide("margins") }
        // The leading side in two pieces, the other three whole.
        #expect(outline.count == 5, "\(outline.map(\.path.bounds))")
        #expect(outline.allSatisfy { $0.fill == nil && $0.stroke?.dash == [2, 2] })
        for side in outline {
            #expect(side.path.bounds.intersection(text.box.insetBy(dx: -1.9, dy: -1.9)).isNull,
                    "\(side.path.bounds) through the text \(text.box)")
        }
        // The gap is the text's box and 2 pt either side, no more; the
        // margins' leading side runs 20 pt in, through the text.
        let guide = try #require(scene.items.compactMap { $0 as? LayoutGuide }.first { $0.name.hasSuffix("layoutMarginsGuide") })
        let frame = guide.layoutFrame
        let leading = outline.filter { abs($0.path.bounds.minX - origin.x - frame.minX) < 0.01 && $0.path.bounds.width < 0.01 }
        #expect(leading.count == 2)
        expectClose(lineLength(outline), 2 * (frame.width + frame.height) - (text.box.height + 4))
        expectClose(frame.minX, 20)
    }

    @Test func aFilledGuideKeepsItsFillWholeAndBreaksItsOutline() throws {
        let (scene, _) = try straddlingScene(guide: LayoutGuide(name: "dropZone"))
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        let text = try #require(list.texts.first { $0.text == "Straddling caption" })
        let shapes = list.shapes.filter { $0.role == .guide("dropZone") }
        let fills = shapes.filter { $0.fill != nil }
        #expect(fills.count == 1 && fills.first?.stroke == nil)
        let origin = try rootOrigin(list)
        let area = try #require(fills.first).path.bounds.offsetBy(dx: -origin.x, dy: -origin.y)
        expectClose(area.minX, 150); expectClose(area.width, 100); expectClose(area.height, 50)
        let sides = shapes.filter { $0.fill == nil }
        #expect(sides.allSatisfy { $0.stroke?.dash == Style.standard.guideDash })
        for side in sides {
            #expect(side.path.bounds.intersection(text.box.insetBy(dx: -1.9, dy: -1.9)).isNull,
                    "\(side.path.bounds) through the text \(text.box)")
        }
        // The top side starts past the text (its end 2 pt on); the text
        // ends at its advance, inside the caption's 208.
        let top = sides.filter { abs($0.path.bounds.minY - area.minY - origin.y) < 0.01 && $0.path.bounds.height < 0.01 }
        #expect(top.count == 1)
        expectClose(try #require(top.first).path.bounds.minX, text.box.maxX + 2)
    }

    @Test func anOutlineNoTextCrossesIsOneRectangle() throws {
        let scene = Scene(width: 300, height: 160)
        addCardOnTheMargins(of: scene)
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        let outline = list.shapes.filter { $0.role == .guide("margins") }
        #expect(outline.count == 1)
        #expect(outline.first?.path.elements.count == 5)
    }
}
