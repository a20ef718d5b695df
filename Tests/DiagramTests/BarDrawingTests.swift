import Foundation
@testable import Diagram
import Layout
import Testing

/// Bars drawn as the screen shows them: a navigation bar's title between
/// its items, a tab bar's tabs, a toolbar's items spread by its spaces, in
/// the dead area for the screen's bars (giving way to the picture's marks
/// and labels), and in a bar view in place of its name.
@Suite struct BarDrawingTests {
    private let typesetter = Typesetter(options: DiagramOptions())

    /// An iPhone 8's screen under a navigation bar (back to "Mail",
    /// "Inbox", an edit item) and over a tab bar of three tabs, the second
    /// selected; a view filling its safe area.
    private func screen() throws -> (DisplayList, CGPoint) {
        let scene = Scene(width: 375, height: 667)
        scene.safeAreaInsets = EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
        scene.screenBars = [
            ScreenBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44),
                      content: BarContent(kind: .navigation, title: "Inbox", leadingItems: [BarItem.backButton("Mail")],
                                          trailingItems: [BarItem(title: "Edit")])),
            ScreenBar(frame: CGRect(x: 0, y: 618, width: 375, height: 49),
                      content: BarContent(kind: .tabs, items: [BarItem(title: "Mail", image: "envelope"),
                                                               BarItem(title: "Favorites", glyph: "★"), BarItem(title: "More")],
                                          selectedItem: 1)),
        ]
        let list = View(name: "list")
        list.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(list)
        let safe = scene.root.safeAreaLayoutGuide
        LayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: safe.topAnchor), list.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: safe.leadingAnchor), list.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        try scene.layout()
        let drawn = try Diagram.displayList(for: scene)
        return (drawn, try rootOrigin(drawn))
    }

    /// The navigation bar's title is bold, centred on the bar and its row;
    /// the back button's chevron starts 9 pt in, its title 16.5 pt after;
    /// the edit item ends at the 16-pt margin. Its band is pale, over the hatch.
    @Test func aNavigationBarShowsItsTitleBetweenItsItems() throws {
        let (list, origin) = try screen()
        func box(_ text: String) throws -> CGRect {
            try #require(list.texts.first { $0.text == text && $0.role == .bar("navigation bar") }).box
                .offsetBy(dx: -origin.x, dy: -origin.y)
        }
        let title = try #require(list.texts.first { $0.text == "Inbox" })
        #expect(title.bold && title.fontSize == 17)
        expectClose(try box("Inbox").midX, 187.5)
        expectClose(try box("Inbox").midY, 42)
        expectClose(try box("Mail").minX, 24.5)
        expectClose(try box("Edit").maxX, 359)
        let bar = list.shapes.filter { $0.role == .bar("navigation bar") }.map { $0.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y) }
        #expect(bar.contains(CGRect(x: 0, y: 20, width: 375, height: 44)))
        let chevron = try #require(bar.first { $0.height == 21 })
        expectClose(chevron.minX, 9)
        expectClose(chevron.maxX, 18.5)
    }

    /// An item that would lie on a view reaching under the bar (a header
    /// under the status bar) is left out, not written over the view; a
    /// view behind the whole bar (a background filling the screen) takes
    /// none away.
    @Test func itemsOnAViewUnderTheBarAreLeftOut() throws {
        let scene = Scene(width: 375, height: 667)
        scene.safeAreaInsets = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        scene.screenBars = [ScreenBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44),
                                      content: BarContent(kind: .navigation, title: "Inbox", leadingItems: [BarItem.backButton("Mail")],
                                                          trailingItems: [BarItem(title: "Edit")]))]
        let background = View(name: "background"), header = View(name: "header")
        for (view, frame) in [(background, CGRect(x: 0, y: 0, width: 375, height: 667)), (header, CGRect(x: 0, y: 0, width: 120, height: 80))] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: frame.minX),
                view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: frame.minY),
                view.widthAnchor.constraint(equalToConstant: frame.width), view.heightAnchor.constraint(equalToConstant: frame.height),
            ])
        }
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let shown = list.texts.filter { $0.role == .bar("navigation bar") }.map(\.text)
        #expect(shown.contains("Inbox") && shown.contains("Edit"))
        #expect(!shown.contains("Mail"))
        #expect(!list.shapes.contains { $0.role == .bar("navigation bar") && $0.path.bounds.height == 21 })
    }

    /// Names keep off the bar's words where they have room elsewhere: a
    /// small view's name, placed outside it, goes below it rather than
    /// over the title above it.
    @Test func namesKeepOffTheBarsWordsWhereTheyCan() throws {
        let scene = Scene(width: 375, height: 667)
        scene.safeAreaInsets = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        scene.screenBars = [ScreenBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44),
                                      content: BarContent(kind: .navigation, title: "Inbox"))]
        let dot = View(name: "unread indicator dot")
        dot.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(dot)
        LayoutConstraint.activate([
            dot.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
            dot.topAnchor.constraint(equalTo: scene.root.safeAreaLayoutGuide.topAnchor, constant: 6),
            dot.widthAnchor.constraint(equalToConstant: 12), dot.heightAnchor.constraint(equalToConstant: 12),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let title = try #require(list.texts.first { $0.text == "Inbox" })
        let name = try #require(list.texts.first { $0.text == "unread indicator dot" })
        #expect(!MarkLanes.overlap(title.box, name.box))
    }

    /// A bar beside the root (a root stored below opaque bars) is drawn
    /// right above it, hatched as the dead area is and outlined, its title
    /// centred on it; a name that would go above the root keeps off the
    /// whole bar, not only its words, where it has room elsewhere (the
    /// corner dot's, placed on the band, would straddle its outline).
    @Test func aBarBesideTheRootIsDrawnAboveItAndKeptClearOf() throws {
        let scene = Scene(width: 375, height: 603)
        let bar = CGRect(x: 0, y: -44, width: 375, height: 44)
        scene.screenBars = [ScreenBar(frame: bar, content: BarContent(kind: .navigation, title: "Inbox"))]
        let dot = View(name: "unread indicator dot")
        dot.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(dot)
        LayoutConstraint.activate([
            dot.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8),
            dot.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 4),
            dot.widthAnchor.constraint(equalToConstant: 12), dot.heightAnchor.constraint(equalToConstant: 12),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let title = try #require(list.texts.first { $0.text == "Inbox" }).box.offsetBy(dx: -origin.x, dy: -origin.y)
        expectClose(title.midX, 187.5)
        expectClose(title.midY, -22)
        let shapes = list.shapes.filter { $0.role == .bar("navigation bar") }
        #expect(shapes.contains { $0.stroke != nil && $0.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y) == bar })
        #expect(list.hatches.contains { $0.role == .bar("navigation bar") && $0.region.bounds.offsetBy(dx: -origin.x, dy: -origin.y) == bar })
        let name = try #require(list.texts.first { $0.text == "unread indicator dot" }).box.offsetBy(dx: -origin.x, dy: -origin.y)
        let clear = name.minY >= bar.maxY - 0.5 || name.maxY <= bar.minY + 0.5 || name.maxX <= bar.minX + 0.5 || name.minX >= bar.maxX - 0.5
        #expect(clear, "\(name)")
    }

    /// Each tab has a third of the width, its title centred under its
    /// icon (an image's outline, a system tab's symbol); the selected one
    /// is in the ink of text, the others in the guides' grey.
    @Test func aTabBarSharesItsWidthAmongItsTabs() throws {
        let (list, origin) = try screen()
        let style = Style.standard
        let titles = list.texts.filter { $0.role == .bar("tab bar") && $0.fontSize == 10 }
        #expect(titles.map(\.text) == ["Mail", "Favorites", "More"])
        for (title, middle) in zip(titles, [62.5, 187.5, 312.5] as [CGFloat]) {
            expectClose(title.box.midX - origin.x, middle)
        }
        #expect(titles.map(\.color) == [style.guideColor, style.ink, style.guideColor])
        let star = try #require(list.texts.first { $0.text == "★" })
        expectClose(star.box.midX - origin.x, 187.5)
        let icon = try #require(list.shapes.first { $0.role == .bar("tab bar") && $0.path.bounds.width == 24 })
        expectClose(icon.path.bounds.midX - origin.x, 62.5)
    }

    /// A toolbar's flexible spaces share the room left: one item between
    /// two is centred, two with one between go to the margins; without
    /// spaces, items follow each other 16 pt apart from the leading margin.
    @Test func aToolbarSpreadsItsItemsByItsSpaces() {
        let frame = CGRect(x: 0, y: 600, width: 375, height: 44)
        func boxes(_ items: [BarItem]) -> [CGRect] {
            BarLayout.pieces(of: BarContent(kind: .toolbar, items: items), in: frame, typesetter: typesetter).joined().map(\.box)
        }
        let centred = boxes([BarItem(space: .flexible), BarItem(title: "Update"), BarItem(space: .flexible)])
        #expect(centred.count == 1)
        expectClose(centred[0].midX, 187.5)
        expectClose(centred[0].midY, 622)
        let ends = boxes([BarItem(title: "Cancel"), BarItem(space: .flexible), BarItem(title: "Save", isProminent: true)])
        expectClose(ends[0].minX, 16)
        expectClose(ends[1].maxX, 359)
        let packed = boxes([BarItem(title: "A"), BarItem(glyph: "+"), BarItem(image: "gear")])
        expectClose(packed[0].minX, 16)
        expectClose(packed[1].minX, packed[0].maxX + 16)
        expectClose(packed[2].minX, packed[1].maxX + 16)
        #expect(packed[2].size == CGSize(width: 22, height: 22))
        // Items that cannot all fit are not drawn over one another.
        #expect(boxes(Array(repeating: BarItem(title: "A long item"), count: 8)).isEmpty)
    }

    /// A back button whose title keeps the bar's title off the centre is
    /// shortened as UIKit shortens it: to "Back", then to its chevron alone.
    @Test func aLongBackTitleIsShortened() {
        let frame = CGRect(x: 0, y: 20, width: 375, height: 44)
        func texts(_ back: String, _ title: String) -> [String] {
            BarLayout.pieces(of: BarContent(kind: .navigation, title: title, leadingItems: [BarItem.backButton(back)]), in: frame,
                             typesetter: typesetter).joined().compactMap(\.text)
        }
        #expect(texts("Inbox", "Banner Sizes") == ["Inbox", "Banner Sizes"])
        #expect(texts("Mobile Ads API Demos", "Banner Sizes") == ["Back", "Banner Sizes"])
        let long = texts("Mobile Ads API Demos", "A title long enough to fill the bar")
        #expect(long.count == 1 && long[0].hasPrefix("A title long"))
        let chevrons = BarLayout.pieces(of: BarContent(kind: .navigation, title: "A title long enough to fill the bar",
                                                       leadingItems: [BarItem.backButton("Mobile Ads API Demos")]), in: frame, typesetter: typesetter)
            .joined().filter(\.chevron)
        #expect(chevrons.count == 1)
    }

    /// A bar view (a UIToolbar in the hierarchy) shows its items in place of its name.
    @Test func aBarViewShowsItsItemsInPlaceOfItsName() throws {
        let scene = Scene(width: 375, height: 200)
        let toolbar = View(name: "UIToolbar nC5-ad-vb8")
        toolbar.barContent = BarContent(kind: .toolbar, items: [BarItem(space: .flexible), BarItem(title: "Update from camera"),
                                                                 BarItem(space: .flexible)])
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(toolbar)
        LayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor), toolbar.heightAnchor.constraint(equalToConstant: 44),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let texts = list.texts.filter { $0.role == .viewName(toolbar.name) }
        #expect(texts.map(\.text) == ["Update from camera"])
        expectClose(try #require(texts.first).box.midX - (try rootOrigin(list)).x, 187.5)
    }

    /// Placed last, a bar's item gives way to a label it would cover and
    /// to a line that ends in it; a line passing through one it keeps is
    /// cut 2 pt clear of it, as lines are around text. The scene's own
    /// shapes (a view under the bar) are no obstacle.
    @Test func barItemsTakeTheRoomTheMarksLeave() {
        func text(_ words: String, _ box: CGRect, _ role: DisplayRole) -> DisplayItem {
            .text(TextItem(text: words, box: box, baseline: 14, fontSize: 17, bold: false, color: .black, background: nil, role: role))
        }
        func line(_ from: CGPoint, _ to: CGPoint, _ role: DisplayRole = .constraint("a.top == b.top")) -> DisplayItem {
            .shape(ShapeItem(path: .polyline([from, to]), fill: nil, stroke: StrokeStyle(color: .black, width: 1), role: role))
        }
        let bar = DisplayRole.bar("navigation bar")
        let groups: [[DisplayItem]] = [
            [text("Back", CGRect(x: 100, y: 20, width: 50, height: 20), bar)],
            [text("Title", CGRect(x: 200, y: 20, width: 50, height: 20), bar)],
            [.shape(ShapeItem(path: .roundedRectangle(CGRect(x: 300, y: 20, width: 22, height: 22), radius: 5), fill: nil,
                              stroke: StrokeStyle(color: .black, width: 1), role: bar))],
        ]
        let marks: [DisplayItem] = [
            .shape(ShapeItem(path: .rectangle(CGRect(x: 0, y: 0, width: 400, height: 100)), fill: .white, stroke: nil, role: .view("cell"))),
            line(CGPoint(x: 225, y: 0), CGPoint(x: 225, y: 100)),
            line(CGPoint(x: 311, y: 100), CGPoint(x: 311, y: 30)),
            text("8", CGRect(x: 140, y: 25, width: 12, height: 14), .constraintLabel("a.leading == b.leading + 8")),
        ]
        let fitted = ScreenBarRoom.fitted(groups, among: marks)
        #expect(fitted.bar.compactMap { if case .text(let t) = $0 { t.text } else { nil } } == ["Title"])
        #expect(fitted.bar.count == 1)
        guard case .shape(let cut) = fitted.marks[1] else { Issue.record("not a shape"); return }
        #expect(cut.path.elements == [.move(CGPoint(x: 225, y: 0)), .line(CGPoint(x: 225, y: 18)),
                                      .move(CGPoint(x: 225, y: 42)), .line(CGPoint(x: 225, y: 100))])
        #expect(fitted.marks[2] == marks[2])
    }

    /// A bar none of whose items is kept loses its band, leaving the
    /// hatching as it was; one showing an item keeps its. The picture's
    /// order is the scene and marks, the bars' items, then the labels.
    @Test func aBarShowingNothingLosesItsBand() {
        func band(_ name: String, _ frame: CGRect) -> DisplayItem {
            .shape(ShapeItem(path: .rectangle(frame), fill: .white, stroke: nil, role: .bar(name)))
        }
        func text(_ words: String, _ box: CGRect, _ role: DisplayRole) -> DisplayItem {
            .text(TextItem(text: words, box: box, baseline: 14, fontSize: 17, bold: false, color: .black, background: nil, role: role))
        }
        let navigation = band("navigation bar", CGRect(x: 0, y: 20, width: 375, height: 44))
        let tabs = band("tab bar", CGRect(x: 0, y: 618, width: 375, height: 49))
        let title = text("Inbox", CGRect(x: 160, y: 30, width: 50, height: 20), .bar("navigation bar"))
        let tab = text("Mail", CGRect(x: 50, y: 640, width: 30, height: 12), .bar("tab bar"))
        let label = text("8", CGRect(x: 55, y: 641, width: 10, height: 12), .constraintLabel("a.bottom == b.bottom - 8"))
        let items = ScreenBarRoom.fitted([[title], [tab]], among: [navigation, tabs], labels: [label])
        #expect(items == [navigation, title, label])
    }
}
