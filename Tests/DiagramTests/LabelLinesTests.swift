@testable import Diagram
import Foundation
import Layout
import Testing

/// A long constraint label that on one line would lie across another view's
/// outline is set as two or three lines where that keeps it off; a name a
/// little too wide for its view's usual margins sits inside with narrower ones.
@Suite struct LabelLinesTests {
    /// One point a character: the widths below are counted by eye.
    let byCharacter: (String) -> CGFloat = { CGFloat($0.count) }

    @Test func twoLinesAreAsNarrowAsTheWordsAllow() {
        #expect(LabelLines.balanced("Bottom Content.height × 2 = 262", count: 2, measure: byCharacter)
            == "Bottom Content.height\n× 2 = 262")
    }

    @Test func aBreakBetweenWhatAConstraintIsAndHowItFaredIsPreferred() {
        // "≤ 80 @250: wants" over "80, gets 134" is narrower (16 against
        // 18), but splits "wants 80".
        #expect(LabelLines.balanced("≤ 80 @250: wants 80, gets 134", count: 2, measure: byCharacter)
            == "≤ 80 @250:\nwants 80, gets 134")
        #expect(LabelLines.balanced("≤ 80 @250: wants 80, gets 134", count: 3, measure: byCharacter)
            == "≤ 80 @250:\nwants 80,\ngets 134")
        // Not when the phrase's line would be more than a quarter wider.
        #expect(LabelLines.balanced("a: bbbbbbbbbbbb cccccccccccc", count: 2, measure: byCharacter)
            == "a: bbbbbbbbbbbb\ncccccccccccc")
    }

    /// A long note is broken after its phrases, but not inside a view's
    /// name, which quotes the view's text: a scroll view's row named
    /// `UITextField "Subview Position: 11, T…"` was set as
    /// `UITextField "Subview Position:` over `11, T…":`.
    @Test func aNoteIsNotBrokenInsideAQuotedText() {
        let note = "UITextField \"Subview Position: 11, T…\": scroll content, 53.5 pt past the bottom edge of UIScrollView YS6-oO-kvF"
        #expect(LabelLines.broken(note, width: 40, measure: byCharacter)
            == "UITextField \"Subview Position: 11, T…\":\nscroll content,\n53.5 pt past the bottom edge of UIScrollView YS6-oO-kvF")
        #expect(LabelLines.broken("knob: 20 pt outside slider, 4 pt below it", width: 20, measure: byCharacter)
            == "knob:\n20 pt outside slider,\n4 pt below it")
        // A part narrow enough is not broken after its commas.
        #expect(LabelLines.broken("a: b, c", width: 5, measure: byCharacter) == "a:\nb, c")
    }

    @Test func tooFewPlacesToBreakGiveNothing() {
        #expect(LabelLines.balanced("= 44", count: 3, measure: byCharacter) == nil)
        #expect(LabelLines.balanced("width", count: 2, measure: byCharacter) == nil)
        // Nor does a relation parted from its number.
        #expect(LabelLines.balanced("= 44", count: 2, measure: byCharacter) == nil)
        #expect(LabelLines.balanced("② width = 0 (in conflict) [autoresizing]", count: 3, measure: byCharacter)
            == "② width = 0\n(in conflict)\n[autoresizing]")
    }

    @Test func aLabelOfManyWordsIsNotBroken() {
        // A storyboard's view may be named at any length: breaking is
        // tried only where the ways of doing it are few.
        let long = Array(repeating: "word", count: 1000).joined(separator: " ")
        #expect(LabelLines.balanced(long, count: 3, measure: byCharacter) == nil)
        let most = Array(repeating: "word", count: LabelLines.mostWords).joined(separator: " ")
        #expect(LabelLines.balanced(most, count: 3, measure: byCharacter)?.split(separator: "\n").count == 3)
    }

    /// The Cookbook's aspect-ratio image view: three views side by side
    /// between two as tall as each other, the middle one twice as tall as
    /// either, whose labels ("Upper Content Area.height × 2 = 200") are wider
    /// than the room beside their bars in the middle view.
    func threeColumns() throws -> (scene: Scene, list: DisplayList) {
        let scene = Scene(width: 500, height: 460)
        let (top, bottom) = (View(name: "Upper Content Area"), View(name: "Lower Content Area"))
        let (left, middle, right) = (View(name: "left"), View(name: "middle"), View(name: "right"))
        pin([(top, CGRect(x: 20, y: 20, width: 460, height: 100)), (left, CGRect(x: 20, y: 128, width: 107, height: 200)),
             (right, CGRect(x: 373, y: 128, width: 107, height: 200))], in: scene)
        addToRoot([middle, bottom], of: scene)
        LayoutConstraint.activate([
            middle.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            middle.trailingAnchor.constraint(equalTo: right.leadingAnchor, constant: -8),
            middle.topAnchor.constraint(equalTo: left.topAnchor),
            middle.heightAnchor.constraint(equalTo: top.heightAnchor, multiplier: 2),
            middle.heightAnchor.constraint(equalTo: bottom.heightAnchor, multiplier: 2),
            bottom.topAnchor.constraint(equalTo: middle.bottomAnchor, constant: 8),
            bottom.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            bottom.widthAnchor.constraint(equalTo: top.widthAnchor),
        ])
        try scene.layout()
        return (scene, try Diagram.displayList(for: scene))
    }

    @Test func aLongLabelIsSetAsLinesInsideTheViewItMeasures() throws {
        let (scene, list) = try threeColumns()
        let middle = try #require(scene.items.first { $0.name == "middle" }).frame
        expectClose(middle.width, 230)
        // Each label's lines share its role.
        let labels = Dictionary(grouping: list.texts.filter { if case .constraintLabel = $0.role { true } else { false } },
                                by: \.role).values.filter { $0.map(\.text).joined(separator: " ").contains("Content Area.height") }
        #expect(labels.count == 2)
        let origin = try rootOrigin(list)
        for label in labels {
            // On one line, wider than the middle view: on two or three.
            #expect((2...3).contains(label.count), "\(label.map(\.text))")
            for line in label {
                for view in ["left", "right", "Upper Content Area", "Lower Content Area"] {
                    let frame = try #require(scene.items.first { $0.name == view }).frame.offsetBy(dx: origin.x, dy: origin.y)
                    #expect(!crossesOutline(line.box, frame), "\(line.text) \(line.box) across \(view) \(frame)")
                }
                #expect(middle.offsetBy(dx: origin.x, dy: origin.y).contains(line.box), "\(line.text) \(line.box)")
            }
        }
    }

    @Test func aLabelWithNoRoomBesideItsBarOnOneLineTakesTwoThere() throws {
        // A view twice as tall as another, with text in it left of its
        // height's bar and a neighbour to the bar's right: "height × 2 = 260"
        // fits beside the bar on no side, "height" over "× 2 = 260" does.
        let scene = Scene(width: 300, height: 300)
        let (other, box, side) = (View(name: "other"), View(name: "box"), View(name: "side"))
        let text = Label(name: "text", text: "one two three four five six seven eight", fontSize: 17)
        pin([(other, CGRect(x: 20, y: 20, width: 44, height: 130)), (side, CGRect(x: 248, y: 20, width: 32, height: 260))],
            in: scene)
        addToRoot([box], of: scene)
        text.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(text)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 72),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 168),
            box.heightAnchor.constraint(equalTo: other.heightAnchor, multiplier: 2),
            text.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 4),
            text.topAnchor.constraint(equalTo: box.topAnchor),
            text.widthAnchor.constraint(equalToConstant: 64),
            text.bottomAnchor.constraint(equalTo: box.bottomAnchor),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let relation = "box.height == 2*other.height"
        let lines = list.texts.filter { $0.role == .constraintLabel(relation) }
        #expect(lines.map(\.text) == ["height", "× 2 = 260"], "\(list.texts.map { ($0.text, $0.box) })")
        let bar = try #require(marks(list, relation).first).path.bounds
        let leaders = list.shapes.filter { $0.role == .constraintLabel(relation) }
        #expect(leaders.isEmpty, "\(leaders.map(\.path.bounds))")
        let origin = try rootOrigin(list)
        let sideFrame = side.frame.offsetBy(dx: origin.x, dy: origin.y)
        for line in lines {
            #expect(!crossesOutline(line.box, sideFrame), "\(line.box) across \(sideFrame)")
        }
        // Beside the bar: the block's plate the label gap from it.
        let first = try #require(lines.first)
        let block = lines.map(\.box).reduce(first.box) { $0.union($1) }
        #expect(block.maxX <= bar.minX && bar.minX - block.maxX <= Style.standard.labelGap + 2.01, "\(block) beside \(bar)")
    }

    @Test func aNameALittleWiderThanItsViewsMarginsStaysInside() throws {
        let scene = Scene(width: 300, height: 200)
        let name = "UIView uON-MZ-5uD"
        let typesetter = Typesetter(options: DiagramOptions())
        let width = typesetter.size(name, fontSize: Style.standard.nameSize).width
        // 3 pt to spare: not the 8 of 4-pt margins, enough for 2-pt ones.
        let view = View(name: name)
        let above = View(name: "above")
        pin([(above, CGRect(x: 40, y: 20, width: 200, height: 60)), (view, CGRect(x: 40, y: 88, width: width + 5, height: 80))],
            in: scene)
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        let text = try #require(list.texts.first { $0.text == name })
        let frame = try #require(list.shapes.first { $0.role == .view(name) }).path.bounds
        #expect(frame.contains(text.box), "\(text.box) outside \(frame)")
        expectClose(text.box.minX - frame.minX, 2)
        expectClose(text.box.minY - frame.minY, 3)
    }
}
