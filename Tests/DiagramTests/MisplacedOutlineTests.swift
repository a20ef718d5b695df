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

/// Several misplaced views are numbered on the picture and said in a key
/// under it; a number with no room on the picture is left to the key.
@Suite struct MisplacedNumberTests {
    @Test func aNumberWithNoRoomOnThePictureIsNotSaidAloneUnderIt() throws {
        let scene = Scene(width: 300, height: 200)
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        // Twelve stored frames of 2 pt crowded at the root's corner, their
        // numbers straddling its outline.
        options.misplacedFrames = (1...12).map { index in
            MisplacedFrame(name: "dot\(index)", frame: CGRect(x: -1, y: -1 + CGFloat(index) * 0.5, width: 2, height: 2),
                           difference: "y \(index) → 0")
        }
        let list = try Diagram.displayList(for: scene, options: options)
        let lines = list.texts.map(\.text)
        #expect(lines.contains("① dot1: y 1 → 0"))
        // The numbers that found room are on the picture, above the key.
        let key = try #require(list.texts.first { $0.text.hasPrefix("Dashed orange") })
        let bare = list.texts.filter { text in
            text.text.count == 1 && text.text.unicodeScalars.allSatisfy { (0x2460...0x24FF).contains($0.value) }
        }
        #expect(!bare.isEmpty)
        #expect(bare.allSatisfy { $0.box.maxY <= key.box.minY }, "numbers said alone under the picture: \(lines)")
        // And near their outlines, within six label heights, or not at all.
        let corner = try rootOrigin(list)
        for number in bare {
            let distance = hypot(number.box.midX - corner.x, number.box.midY - corner.y)
            #expect(distance < 110, "\(number.text) \(distance) pt from its outline")
        }
    }
}

extension MisplacedNumberTests {
    @Test func aNumberIsDrawnNearItsOutlineOrLeftToTheKey() throws {
        // Three stored frames of 2 pt in the middle of a 300-pt square
        // filled with a grid of labels: no spot within six label heights
        // of them is free, and their numbers are only in the key, where
        // they were led from past the root's edge.
        let scene = Scene(width: 300, height: 300)
        for row in 0..<10 {
            for column in 0..<5 {
                let label = Label(name: "cell \(row) \(column)", text: "Wordy", fontSize: 17)
                label.translatesAutoresizingMaskIntoConstraints = false
                scene.root.addSubview(label)
                LayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: CGFloat(column) * 60),
                    label.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: CGFloat(row) * 30),
                    label.widthAnchor.constraint(equalToConstant: 60),
                    label.heightAnchor.constraint(equalToConstant: 30),
                ])
            }
        }
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        options.misplacedFrames = (1...3).map { index in
            MisplacedFrame(name: "dot\(index)", frame: CGRect(x: 148 + CGFloat(index), y: 150, width: 2, height: 2),
                           difference: "x \(index) → 0")
        }
        let list = try Diagram.displayList(for: scene, options: options)
        let origin = try rootOrigin(list)
        let middle = CGPoint(x: origin.x + 150, y: origin.y + 150)
        let numbers = list.texts.filter { text in
            if case .misplaced = text.role { return !text.text.contains(":") }
            return false
        }
        for number in numbers {
            let distance = hypot(number.box.midX - middle.x, number.box.midY - middle.y)
            #expect(distance < 130, "\(number.text) \(distance) pt from its outline")
        }
        #expect(list.texts.contains { $0.text == "③ dot3: x 3 → 0" })
    }
}
