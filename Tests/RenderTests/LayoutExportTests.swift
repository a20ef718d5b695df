import Foundation
import Layout
import Render
import Samples
import Testing

/// The JSON export of a laid-out scene.
@Suite struct LayoutExportTests {
    /// seed 004's complex widths in portrait, laid out: the 750 constraint
    /// falls 99 short.
    func complexWidths() throws -> Scene {
        let scene = RowScenes.complexWidths(width: 375, height: 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        try scene.layout()
        return scene
    }

    /// The screen's bars are exported with what they hold (a back
    /// button's title apart, a flexible space as `~`, the selected tab);
    /// a scene with none has no `bars` key, so its bytes are as before.
    @Test func screenBarsAreExportedWhereThereAreAny() throws {
        let scene = try complexWidths()
        #expect(!String(decoding: try LayoutExport(scene).json(), as: UTF8.self).contains("\"bars\""))
        let back = BarItem.backButton("Inbox")
        scene.screenBars = [
            ScreenBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44),
                      content: BarContent(kind: .navigation, title: "Message", leadingItems: [back],
                                          trailingItems: [BarItem(glyph: "+", image: "add"), BarItem(image: "gear")])),
            ScreenBar(frame: CGRect(x: 0, y: 623, width: 375, height: 44),
                      content: BarContent(kind: .toolbar, items: [BarItem(title: "Reply"), BarItem(space: .flexible)])),
        ]
        let bars = try #require(try LayoutExport(scene).bars)
        #expect(bars.map(\.kind) == ["navigation", "toolbar"])
        #expect(bars[0].frame == [0, 20, 375, 44] && bars[0].title == "Message" && bars[0].back == "Inbox")
        #expect(bars[0].leading == nil && bars[0].trailing == ["+", "gear"] && bars[0].items == nil)
        #expect(bars[1].frame == [0, 623, 375, 44] && bars[1].items == ["Reply", "~"] && bars[1].selected == nil)
    }

    @Test func framesStatusesAndEquationsAreExported() throws {
        let scene = try complexWidths()
        let export = try LayoutExport(scene)
        #expect(export.format == "trellis-layout/1")
        #expect(export.size == [375, 667])
        let blue = try #require(export.items.first { $0.name == "blue" })
        let red = try #require(export.items.first { $0.name == "red" })
        #expect(blue.kind == "view" && blue.frame == [8, 28, 150, 631])
        #expect(red.frame == [166, 28, 201, 631])
        #expect(export.items.contains { $0.kind == "guide" })
        let twice = try #require(export.constraints.first { $0.identifier == "twice" })
        #expect(twice.status == "unsatisfied")
        #expect(abs(twice.shortfall! - 99) < 0.01)
        #expect(twice.priority == 750)
        #expect(twice.equation == scene.activeConstraints.first { $0.identifier == "twice" }!.relationDescription)
        #expect(export.conflicts.isEmpty && export.ambiguities.isEmpty)
    }

    @Test func theSameLayoutGivesTheSameBytesAndTheyReadBack() throws {
        let first = try LayoutExport(try complexWidths()).json()
        let second = try LayoutExport(try complexWidths()).json()
        #expect(first == second)
        let decoded = try JSONDecoder().decode(LayoutExport.self, from: first)
        #expect(decoded == (try LayoutExport(try complexWidths())))
    }

    @Test func ambiguityAndConflictsAreExported() throws {
        let scene = Scene(width: 200, height: 100)
        let floating = View(name: "floating")
        floating.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(floating)
        let narrow = floating.widthAnchor.constraint(equalToConstant: 40)
        let wide = floating.widthAnchor.constraint(equalToConstant: 60)
        LayoutConstraint.activate([
            narrow, wide,
            floating.heightAnchor.constraint(equalToConstant: 20),
            floating.topAnchor.constraint(equalTo: scene.root.topAnchor),
            floating.leadingAnchor.constraint(greaterThanOrEqualTo: scene.root.leadingAnchor, constant: 10),
            floating.trailingAnchor.constraint(lessThanOrEqualTo: scene.root.trailingAnchor, constant: -10),
        ])
        try scene.layout()
        let export = try LayoutExport(scene)
        #expect(export.conflicts.count == 1)
        #expect(export.conflicts.first?.log.contains("Unable to simultaneously satisfy constraints") == true)
        #expect(export.constraints.contains { $0.status == "broken" })
        let free = try #require(export.ambiguities.first { $0.item == "floating" })
        #expect(free.axis.contains("horizontal"))
        #expect(free.free.contains { $0.lower != nil && $0.upper != nil })
    }
}
