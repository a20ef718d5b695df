import Diagram
import Foundation
import Layout
import Testing

/// Overflow is judged by a view's alignment rectangle, and what lies past a
/// scroll view's right or bottom edge is content it scrolls to: neither is
/// drawn or noted as an overflow (real storyboards: a UISwitch 2 pt past its
/// stack, a text view 175.9 pt below its scroll view).
@Suite struct ScrollContentTests {
    /// A scroll view 300 pt tall whose content is 450 tall, a view 10 pt
    /// left of it, and beside it a column 49 wide holding a switch whose
    /// frame is 51 wide (2 pt of it right of its alignment rectangle).
    func scene() throws -> Scene {
        let scene = Scene(width: 375, height: 667)
        let scroll = ScrollView(name: "scroll"), content = View(name: "content"), left = View(name: "left")
        let column = View(name: "column"), toggle = View(name: "toggle")
        toggle.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        for view in [scroll, content, left, column, toggle] { view.translatesAutoresizingMaskIntoConstraints = false }
        scene.root.addSubview(scroll)
        scroll.addSubview(content)
        scroll.addSubview(left)
        scene.root.addSubview(column)
        column.addSubview(toggle)
        let guide = scroll.contentLayoutGuide
        LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            scroll.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
            scroll.widthAnchor.constraint(equalToConstant: 250),
            scroll.heightAnchor.constraint(equalToConstant: 300),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.widthAnchor.constraint(equalToConstant: 250),
            content.heightAnchor.constraint(equalToConstant: 450.5),
            guide.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            guide.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            left.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: -10),
            left.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 20),
            left.widthAnchor.constraint(equalToConstant: 40),
            left.heightAnchor.constraint(equalToConstant: 30),
            column.leadingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: 30),
            column.topAnchor.constraint(equalTo: scroll.topAnchor),
            column.widthAnchor.constraint(equalToConstant: 49),
            column.heightAnchor.constraint(equalToConstant: 31),
            toggle.leadingAnchor.constraint(equalTo: column.leadingAnchor),
            toggle.trailingAnchor.constraint(equalTo: column.trailingAnchor),
            toggle.topAnchor.constraint(equalTo: column.topAnchor),
            toggle.bottomAnchor.constraint(equalTo: column.bottomAnchor),
        ])
        try scene.layout()
        return scene
    }

    func view(_ name: String, in scene: Scene) throws -> View {
        try #require(scene.items.compactMap { $0 as? View }.first { $0.name == name })
    }

    @Test func overflowPastASuperviewCountsTheAlignmentRectangleAndScrolling() throws {
        let scene = try scene()
        let toggle = try view("toggle", in: scene), content = try view("content", in: scene), left = try view("left", in: scene)
        #expect(toggle.frame == CGRect(x: 300, y: 100, width: 51, height: 31), "the frame reaches 2 pt past the column")
        #expect(toggle.alignmentFrame == CGRect(x: 300, y: 100, width: 49, height: 31))
        #expect(toggle.overflowPastSuperview == SuperviewOverflow())
        let scrolled = try #require(content.overflowPastSuperview)
        #expect(abs(scrolled.scrolledBottom - 150.5) < 0.01 && scrolled.largestCut == 0 && scrolled.scrolledRight == 0)
        let cut = try #require(left.overflowPastSuperview)
        #expect(abs(cut.left - 10) < 0.01 && cut.largestScrolled == 0)
        #expect(scene.root.overflowPastSuperview == nil)
    }

    @Test func scrollContentIsNotedInGreyAndOnlyACutIsAnOverflow() throws {
        var options = DiagramOptions()
        options.legend = true
        let list = try Diagram.displayList(for: try scene(), options: options)
        let overflow = list.texts.filter { if case .overflow = $0.role { true } else { false } }.map(\.text)
        #expect(overflow == ["left: 10 pt outside scroll"])
        let scrolled = list.texts.filter { $0.role == .scrollContent("content") }
        // A note wraps into lines, each a text item.
        #expect(scrolled.map(\.text).joined(separator: " ") == "content: scroll content, 150.5 pt past the bottom edge of scroll")
        #expect(scrolled.first?.color == Style().guideColor)
        #expect(!list.flattened.contains { $0.role == .overflow("toggle") || $0.role == .overflow("content") })
        let legend = list.texts.filter { $0.role == .legend }.map(\.text)
        #expect(legend.contains("outside its superview") && legend.contains("scrolled out of view"))
    }
}

/// A horizontal stack aligned on first baselines binds its top to its first
/// arranged view only, so a taller view further on sticks out above it, as
/// UIKit lays it out (Apple's Auto Layout Cookbook's nested stacks): not an
/// overflow, neither faded nor noted.
@Suite struct BaselineOverhangTests {
    func scene(alignment: StackView.Alignment) throws -> (Scene, View) {
        let scene = Scene(width: 375, height: 667)
        let row = StackView(name: "row"), short = View(name: "short"), tall = View(name: "tall")
        row.axis = .horizontal
        row.alignment = alignment
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(row)
        for view in [short, tall] { row.addArrangedSubview(view) }
        LayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            row.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
            short.widthAnchor.constraint(equalToConstant: 60), short.heightAnchor.constraint(equalToConstant: 21),
            tall.widthAnchor.constraint(equalToConstant: 120), tall.heightAnchor.constraint(equalToConstant: 30.5),
        ])
        try scene.layout()
        return (scene, tall)
    }

    @Test func aTallerViewAboveAFirstBaselineRowIsUIKitsOverhangNotAnOverflow() throws {
        let (scene, tall) = try scene(alignment: .firstBaseline)
        #expect(abs(tall.frame.minY - 90.5) < 0.01, "\(tall.frame)")
        let reach = try #require(tall.overflowPastSuperview)
        #expect(abs(reach.baselineTop - 9.5) < 0.01 && reach.largestCut == 0)
        let list = try Diagram.displayList(for: scene, options: DiagramOptions())
        #expect(!list.flattened.contains { if case .overflow = $0.role { true } else { false } })
        #expect(!list.texts.contains { $0.text.contains("tall:") })
    }

    @Test func theSameViewInATopAlignedRowFitsAndOneThatSticksOutIsAnOverflow() throws {
        let (topAligned, fitting) = try scene(alignment: .top)
        withExtendedLifetime(topAligned) { #expect(fitting.overflowPastSuperview == SuperviewOverflow()) }
        // A view pushed out of a plain view, not a baseline row, is an overflow.
        let (scene, tall) = try scene(alignment: .firstBaseline)
        let box = View(name: "box"), out = View(name: "out")
        nest(out, in: box, of: scene)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 300),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 50),
            out.leadingAnchor.constraint(equalTo: box.leadingAnchor), out.widthAnchor.constraint(equalToConstant: 10),
            out.topAnchor.constraint(equalTo: box.topAnchor, constant: -9.5), out.heightAnchor.constraint(equalToConstant: 20),
        ])
        try scene.layout()
        #expect(tall.overflowPastSuperview?.baselineTop ?? 0 > 9)
        #expect(abs((out.overflowPastSuperview?.top ?? 0) - 9.5) < 0.01)
        let list = try Diagram.displayList(for: scene, options: DiagramOptions())
        #expect(list.texts.filter { $0.role == .overflow("out") }.map(\.text) == ["out: 9.5 pt outside box"])
    }
}

/// A cell of a sheet keeps an overflow's note within its root's width
/// where there is room: a note is long, and one hanging past the root's
/// side widens the cell's column (the naive slider's last cell, its knob
/// centred on the slider's right edge near the root's).
@Suite struct CellNoteTests {
    @Test func aNoteInACellStaysWithinTheRootsWidth() throws {
        // 40 pt in from the root's sides, the knob 40 pt across.
        let scene = Scene(width: 400, height: 260)
        let slider = View(name: "slider"), knob = View(name: "knob")
        knob.shape = .oval
        nest(knob, in: slider, of: scene)
        LayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 40),
            slider.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            slider.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -40),
            slider.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor, constant: -40),
            knob.centerXAnchor.constraint(equalTo: slider.trailingAnchor),
            knob.centerYAnchor.constraint(equalTo: slider.centerYAnchor),
            knob.widthAnchor.constraint(equalToConstant: 40), knob.heightAnchor.constraint(equalToConstant: 40),
        ])
        try scene.layout()
        var options = DiagramOptions()
        options.sceneScale = 0.5
        let list = try Diagram.displayList(for: scene, options: options)
        let note = try #require(list.texts.first { $0.role == .overflow("knob") })
        #expect(note.text == "knob: 20 pt outside slider")
        let root = try #require(list.shapes.first { $0.role == .root }).path.bounds
        #expect(note.box.minX >= root.minX - 0.01 && note.box.maxX <= root.maxX + 0.01, "\(note.box) past \(root)")
    }
}

/// Views outside the same superview by the same amount share one note: a
/// TV app's row of five tiles, each 115 pt below its container, was noted
/// five times over.
@Suite struct SharedOverflowNoteTests {
    @Test func viewsOutByTheSameAmountShareANote() throws {
        let scene = Scene(width: 400, height: 300)
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(box)
        var constraints = [
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            box.widthAnchor.constraint(equalToConstant: 360), box.heightAnchor.constraint(equalToConstant: 100),
        ]
        var tiles: [View] = []
        for (index, (name, out)) in [("a", 12.0), ("b", 12), ("c", 12), ("d", 5)].enumerated() {
            let tile = View(name: name)
            tiles.append(tile)
            tile.translatesAutoresizingMaskIntoConstraints = false
            box.addSubview(tile)
            constraints += [
                tile.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10 + 90 * CGFloat(index)),
                tile.widthAnchor.constraint(equalToConstant: 80), tile.heightAnchor.constraint(equalToConstant: 40),
                tile.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: CGFloat(out)),
            ]
        }
        LayoutConstraint.activate(constraints)
        try scene.layout()
        let list = try Diagram.displayList(for: scene, options: DiagramOptions())
        let c = tiles[2]
        // (The last note may go under the picture, where it finds no room beside it.)
        let words = list.texts.map(\.text)
        #expect(words.contains("3 views: 12 pt outside box"), "\(words)")
        #expect(words.contains("d: 5 pt outside box"), "\(words)")
        #expect(!words.contains { $0.hasPrefix("a:") || $0.hasPrefix("b:") || $0.hasPrefix("c:") }, "\(words)")
        // Two are named.
        c.removeFromSuperview()
        try scene.layout()
        let two = try Diagram.displayList(for: scene, options: DiagramOptions()).texts.map(\.text)
        #expect(two.contains("a and b: 12 pt outside box"), "\(two)")
    }
}

/// A root that scrolls (a table controller's table: ``Scene/rootScrolls``)
/// scrolls to what lies below or right of it, as a scroll view inside the
/// scene does: its cells below the screen are scroll content with one grey
/// note a side, not an overflow (a password manager's settings table,
/// 1,127 pt of cells below an iPhone 8's screen).
@Suite struct ScrollingRootTests {
    func scene(scrolls: Bool) throws -> Scene {
        let scene = Scene(width: 375, height: 667)
        scene.rootScrolls = scrolls
        for (index, y) in [600.0, 700, 800].enumerated() {
            let cell = View(name: "cell\(index)")
            cell.frame = CGRect(x: 0, y: y, width: 375, height: 44)
            scene.root.addSubview(cell)
        }
        let left = View(name: "left")
        left.frame = CGRect(x: -10, y: 20, width: 40, height: 30)
        scene.root.addSubview(left)
        try scene.layout()
        return scene
    }

    @Test func cellsBelowAScrollingRootAreScrolledToNotCutOff() throws {
        let scrolling = try scene(scrolls: true), still = try scene(scrolls: false)
        let cell = try #require(scrolling.items.compactMap { $0 as? View }.first { $0.name == "cell2" })
        let reach = try #require(cell.overflowPastSuperview)
        #expect(reach.scrolledBottom == 177 && reach.largestCut == 0)
        let fixed = try #require(still.items.compactMap { $0 as? View }.first { $0.name == "cell2" })
        #expect(fixed.overflowPastSuperview?.bottom == 177)
    }

    @Test func aScrollingRootsContentGetsOneGreyNoteAndWhatLiesLeftIsStillCut() throws {
        let list = try Diagram.displayList(for: try scene(scrolls: true))
        let scrolled = list.texts.filter { $0.role == .scrollContent("root") }
        #expect(scrolled.map(\.text).joined(separator: " ") == "scroll content: 177 pt below the bottom of the root")
        #expect(scrolled.allSatisfy { $0.color == Style().guideColor })
        #expect(!list.texts.contains { $0.role == .scrollContent("cell2") })
        let overflow = list.texts.filter { if case .overflow = $0.role { true } else { false } }.map(\.text)
        #expect(overflow.joined(separator: " ") == "overflow: 10 pt past the left edge of the root")
        // Not scrolling, the cells are an overflow.
        let fixed = try Diagram.displayList(for: try scene(scrolls: false))
        let cut = fixed.texts.filter { $0.role == .overflow("root") }.map(\.text).joined(separator: " ")
        #expect(cut.contains("overflow: 177 pt below the bottom of the root"), "\(cut)")
    }
}
