@testable import Diagram
import Foundation
import Layout
import Testing

/// The numbers and words `trellis explain` puts on a conflict's marks.
@Suite struct ConstraintNoteTests {
    /// A box 50 wide, 10 in from the root's leading side, and its trailing
    /// side wanted 16 in from the root's: the last cannot hold and breaks.
    func conflict() throws -> (Scene, width: LayoutConstraint, trailing: LayoutConstraint) {
        let scene = Scene(width: 200, height: 100)
        let box = View(name: "box")
        addToRoot([box], of: scene)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        let trailing = box.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -16)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            width, trailing,
        ])
        try scene.layout()
        return (scene, width, trailing)
    }

    func notedList(_ scene: Scene, _ notes: [ObjectIdentifier: ConstraintNote]) throws -> DisplayList {
        var options = DiagramOptions()
        options.constraintNotes = notes
        return try Diagram.displayList(for: scene, options: options)
    }

    /// A broken spacing is drawn as the ghost of where it wanted its item,
    /// then its bar: the note's number and words go on the bar's label,
    /// once, not on a second label of the ghost.
    @Test func aBrokenSpacingsNoteIsOnItsOwnLabel() throws {
        let (scene, width, trailing) = try conflict()
        let list = try notedList(scene, [ObjectIdentifier(trailing): ConstraintNote(prefix: "③", suffix: " (broken: gets 140)",
                                                                                  emphasized: true),
                                         ObjectIdentifier(width): ConstraintNote(prefix: "②", emphasized: true)])
        let relation = trailing.relationDescription
        #expect(label(list, relation)?.text == "③ 16 (broken: gets 140)")
        let ghostWords = list.texts.filter { $0.role == .wanted(relation) }.map(\.text)
        #expect(ghostWords.isEmpty, "\(ghostWords)")
        #expect(list.shapes.contains { $0.role == .wanted(relation) }, "the ghost is still drawn")
    }

    /// A numbered member of the conflict says it is one by its number:
    /// "② = 50", not "② = 50 (in conflict)". Without a number it says so.
    @Test func aNumberedMemberDoesNotSayInConflictAgain() throws {
        let (scene, width, trailing) = try conflict()
        let numbered = try notedList(scene, [ObjectIdentifier(width): ConstraintNote(prefix: "②", emphasized: true)])
        #expect(label(numbered, width.relationDescription)?.text == "② = 50")
        let plain = try notedList(scene, [:])
        #expect(label(plain, width.relationDescription)?.text == "= 50 (in conflict)")
        #expect(label(plain, trailing.relationDescription)?.text == "16 (broken)")
    }

    /// Where the picture draws the place the broken one wanted its item
    /// itself (`trellis explain`'s ``WantedFrame``), the constraint's own
    /// ghost is not drawn too: two outlines, one dotted and cut, one
    /// dashed, stood for one place.
    @Test func aNoteMayLeaveTheGhostToTheWantedFrame() throws {
        let (scene, _, trailing) = try conflict()
        let relation = trailing.relationDescription
        let isGhost = { (shape: ShapeItem) in shape.role == .wanted(relation) }
        let withGhost = try notedList(scene, [ObjectIdentifier(trailing): ConstraintNote(prefix: "③")])
        #expect(withGhost.shapes.contains(where: isGhost))
        var options = DiagramOptions()
        options.constraintNotes = [ObjectIdentifier(trailing): ConstraintNote(prefix: "③", showsGhost: false)]
        options.wantedFrames = [WantedFrame(frame: CGRect(x: 10, y: 10, width: 174, height: 40), label: "where ③ wants box",
                                            item: "box")]
        let list = try Diagram.displayList(for: scene, options: options)
        #expect(!list.shapes.contains(where: isGhost))
        // One outline (its words may be led to it, off the root's outline).
        #expect(list.shapes.filter { $0.role == .wantedFrame("box") && $0.path.elements.contains(.close) }.count == 1)
        #expect(label(list, relation)?.text == "③ 16 (broken)")
    }

    /// A wanted frame far wider than the scene is cut near it with a break
    /// line, as a ghost is, rather than widen the picture with empty outline.
    @Test func aWantedFrameFarPastTheSceneIsCut() throws {
        let (scene, _, _) = try conflict()
        var options = DiagramOptions()
        options.wantedFrames = [WantedFrame(frame: CGRect(x: 10, y: 10, width: 2000, height: 40), label: "where it wants box",
                                            item: "box")]
        let list = try Diagram.displayList(for: scene, options: options)
        let origin = try rootOrigin(list)
        let outline = try #require(list.shapes.first { $0.role == .wantedFrame("box") }).path.bounds
        // The root is 200 wide: cut 100 past its side, the break line's
        // zigzag swinging 6 further.
        expectClose(outline.maxX - origin.x, 300 + GhostOutline.zigzag.swing)
        #expect(list.size.width < 600, "\(list.size)")
    }

    /// A broken alignment is drawn as its line, unlabelled, then a bar
    /// saying how far off its item is: the note's words go on the bar's
    /// label, not on the line's none ("⑤  (broken: gets 134)" beside
    /// "leading (broken)").
    @Test func aBrokenAlignmentsNoteIsOnItsBarsLabel() throws {
        let scene = Scene(width: 200, height: 100)
        let box = View(name: "box")
        addToRoot([box], of: scene)
        let leading = box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 40), box.widthAnchor.constraint(equalToConstant: 50),
            box.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -16),
            leading,
        ])
        try scene.layout()
        let list = try notedList(scene, [ObjectIdentifier(leading): ConstraintNote(prefix: "⑤", suffix: " (broken: gets 134)")])
        // Read as one (it may be set as lines).
        #expect(label(list, leading.relationDescription)?.text == "⑤ leading (broken: gets 134)")
    }
}
