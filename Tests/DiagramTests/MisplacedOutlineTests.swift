import Diagram
import Foundation
import Layout
import Testing

/// A misplaced view's stored frame is drawn as a dashed outline that stops
/// at any text it would cross (texts are drawn above marks, so the dashes
/// would run between the letters).
@Suite struct MisplacedOutlineTests {
    func list(stored: CGRect) throws -> DisplayList {
        let scene = Scene(width: 300, height: 200)
        let label = Label(name: "greeting", text: "Hello there", fontSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 40),
            label.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
        ])
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        options.misplacedFrames = [MisplacedFrame(name: "greeting", frame: stored, difference: "y 80 → 100")]
        return try Diagram.displayList(for: scene, options: options)
    }

    func outline(_ list: DisplayList) -> [ShapeItem] {
        list.shapes.filter { $0.role == .misplaced("greeting") }
    }

    @Test func anOutlineCrossingTextIsCutAroundIt() throws {
        // Stored 20 pt higher: its bottom edge runs through the label's text.
        let display = try list(stored: CGRect(x: 20, y: 80, width: 200, height: 30))
        let text = try #require(display.texts.first { $0.text == "Hello there" })
        let parts = outline(display)
        // Top, left and right whole; the bottom in two, left and right of the text.
        #expect(parts.count == 5, "\(parts.map(\.path.bounds))")
        for part in parts {
            let bounds = part.path.bounds
            let crosses = bounds.minX < text.box.maxX && text.box.minX < bounds.maxX
                && bounds.minY <= text.box.maxY && text.box.minY <= bounds.maxY
            #expect(!crosses, "\(bounds) crosses \(text.box)")
        }
    }

    @Test func anOutlineClearOfTextIsOneRectangle() throws {
        let display = try list(stored: CGRect(x: 40, y: 20, width: 120, height: 30))
        let parts = outline(display)
        #expect(parts.count == 1)
        #expect(parts.first?.path.elements.last == .close)
    }
}
