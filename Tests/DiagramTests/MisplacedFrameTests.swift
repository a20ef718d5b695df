import Diagram
import Foundation
import Layout
import Testing

/// Stored frames that differ from solved ones: an orange dashed outline with the difference.
@Suite struct MisplacedFrameTests {
    @Test func aMisplacedFrameIsDashedOrangeWithItsDifference() throws {
        // Wide enough for the note beside the frame, off the root's outline.
        let scene = Scene(width: 300, height: 100)
        let title = View(name: "Title")
        scene.root.addSubview(title)
        title.frameInSuperview = CGRect(x: 20, y: 30, width: 100, height: 20)
        try scene.layout()
        var options = DiagramOptions()
        options.misplacedFrames = [MisplacedFrame(name: "Title", frame: CGRect(x: 20, y: 22, width: 100, height: 20),
                                                  difference: "y 22 → 30")]
        let list = try Diagram.displayList(for: scene, options: options, style: .standard)
        let origin = try rootOrigin(list)
        let outline = try #require(list.shapes.first { $0.role == .misplaced("Title") })
        #expect(outline.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y) == CGRect(x: 20, y: 22, width: 100, height: 20))
        #expect(outline.stroke?.color == Style.standard.ambiguous)
        #expect(outline.stroke?.dash == [5, 3])
        #expect(outline.fill == nil)
        let note = try #require(list.texts.first { $0.role == .misplaced("Title") })
        #expect(note.text == "Title at run time: y 22 → 30")
    }

    /// A long note is set as lines no wider than 60 % of the scene (280 pt
    /// at least), broken after ": " and then ", ": beside a phone-sized
    /// scene it would otherwise double the picture's width.
    @Test func aLongNoteIsSetAsLinesNoWiderThanMostOfTheScene() throws {
        let scene = Scene(width: 390, height: 844)
        let image = View(name: "UIImageView XBp-Sr-ZH9")
        scene.root.addSubview(image)
        image.frameInSuperview = CGRect(x: 244, y: 60, width: 150, height: 150)
        try scene.layout()
        var options = DiagramOptions()
        options.misplacedFrames = [MisplacedFrame(name: image.name, frame: CGRect(x: 210, y: 60, width: 184, height: 211),
                                                  difference: "x 210 → 244, width 184 → 150, height 211 → 150")]
        let list = try Diagram.displayList(for: scene, options: options, style: .standard)
        let lines = list.texts.filter { $0.role == .misplaced(image.name) }
        #expect(lines.map(\.text) == ["UIImageView XBp-Sr-ZH9 at run time:", "x 210 → 244, width 184 → 150, height 211 → 150"]
            || lines.map(\.text) == ["UIImageView XBp-Sr-ZH9 at run time:", "x 210 → 244,", "width 184 → 150,", "height 211 → 150"],
            "\(lines.map(\.text))")
        #expect(lines.allSatisfy { $0.box.width <= 280 + 4 }, "\(lines.map(\.box.width))")
        // Lines of one block: one under the other, left-aligned.
        #expect(Set(lines.map { $0.box.minX.rounded() }).count == 1)
        #expect(lines.map(\.box.minY) == lines.map(\.box.minY).sorted())
    }

    /// Several misplaced frames (a document saved for another screen) are
    /// numbered on the picture and said under it, one line each, in the
    /// order given; the numbers are orange, as their outlines.
    @Test func severalMisplacedFramesAreNumberedAndSaidUnderThePicture() throws {
        // Wide enough for the caption's first line to stay one.
        let scene = Scene(width: 560, height: 300)
        let names = ["Title", "Subtitle", "UIButton \"Go\""]
        for (index, name) in names.enumerated() {
            let view = View(name: name)
            scene.root.addSubview(view)
            view.frameInSuperview = CGRect(x: 20, y: 30 + 80 * CGFloat(index), width: 520, height: 40)
        }
        try scene.layout()
        var options = DiagramOptions()
        options.misplacedFrames = names.enumerated().map { index, name in
            MisplacedFrame(name: name, frame: CGRect(x: 240, y: 30 + 80 * CGFloat(index), width: 280, height: 40),
                           difference: "x 240 → 20, width 280 → 520")
        }
        let list = try Diagram.displayList(for: scene, options: options, style: .standard)
        let numbers = names.map { name in list.texts.filter { $0.role == .misplaced(name) }.map(\.text) }
        #expect(numbers == [["①"], ["②"], ["③"]])
        #expect(list.texts.filter { if case .misplaced = $0.role { true } else { false } }
            .allSatisfy { $0.color == Style.standard.ambiguous })
        let caption = list.texts.filter { $0.role == .caption }.map(\.text)
        #expect(caption == ["Dashed orange: the file's frames, changed at run time:",
                            "① Title: x 240 → 20, width 280 → 520", "② Subtitle: x 240 → 20, width 280 → 520",
                            "③ UIButton \"Go\": x 240 → 20, width 280 → 520"],
                "\(caption)")
        // Each number inside its outline's top-left corner (clear of the
        // views' names, in theirs).
        let origin = try rootOrigin(list)
        for (index, name) in names.enumerated() {
            let number = try #require(list.texts.first { $0.role == .misplaced(name) })
            let box = number.box.offsetBy(dx: -origin.x, dy: -origin.y)
            let outline = CGRect(x: 240, y: 30 + 80 * CGFloat(index), width: 280, height: 40)
            #expect(outline.contains(box), "\(name): \(box)")
            #expect(box.minX - outline.minX < 12 && box.minY - outline.minY < 12, "\(name): \(box)")
        }
    }

    @Test func numbersAreCircledToTwentyThenBracketed() {
        #expect(CircledNumber.text(1) == "①")
        #expect(CircledNumber.text(20) == "⑳")
        #expect(CircledNumber.text(21) == "(21)")
        #expect(CircledNumber.text(0) == "(0)")
    }
}
