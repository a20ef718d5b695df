import Foundation
import Layout
import Testing
@testable import SceneFile

/// The examples of Apple's "Visual Format Language" appendix, each checked
/// constraint by constraint, and laid out where the frames say something.
struct VisualFormatTests {
    static let names = ["cancelButton", "acceptButton", "button", "orchidBox", "topField", "bottomField", "maroonView",
                        "blueView", "button1", "button2", "flexibleButton", "find", "findNext", "findField", "imageView"]

    let keeper = SceneKeeper()

    /// A 375×667 scene with every view of the appendix, and the lines given.
    func scene(_ lines: [String], extra: [String] = [], views: String? = nil) throws -> Scene {
        let text = """
            size: 375x667
            metrics: {padding: 20}
            views:
            \(views ?? Self.names.map { "  - name: \($0)" }.joined(separator: "\n"))
            visual:
            \(lines.map { "  - '\($0)'" }.joined(separator: "\n"))
            constraints:
            \(extra.isEmpty ? "  []" : extra.map { "  - \($0)" }.joined(separator: "\n"))
            """.replacingOccurrences(of: "constraints:\n  []", with: "constraints: []")
        let scene = try SceneDocument.parse(text, fileName: "vfl.yaml").makeScene()
        keeper.scenes.append(scene)
        return scene
    }

    func constraints(_ line: String) throws -> [String] {
        try scene([line]).activeConstraints.map(Self.summary)
    }

    /// `first.attr rel m*second.attr + c @p` in a fixed form.
    static func summary(_ c: LayoutConstraint) -> String {
        var text = "\(c.firstItem?.name ?? "?").\(c.firstAttribute) \(c.relation)"
        if let second = c.secondItem {
            text += " " + (c.multiplier == 1 ? "" : "\(SizeName.format(c.multiplier))*") + "\(second.name).\(c.secondAttribute)"
            if c.constant != 0 { text += " + \(SizeName.format(c.constant))" }
        } else {
            text += " \(SizeName.format(c.constant))"
        }
        if !c.priority.isRequired { text += " @\(c.priority)" }
        return text
    }

    @Test func standardSpace() throws {
        #expect(try constraints("[cancelButton]-[acceptButton]") == ["acceptButton.leading == cancelButton.trailing + 8"])
    }

    @Test func widthConstraint() throws {
        #expect(try constraints("[button(>=50)]") == ["button.width >= 50"])
    }

    @Test func connectionToSuperview() throws {
        #expect(try constraints("|-50-[orchidBox]-50-|") == [
            "orchidBox.leading == root.leading + 50", "root.trailing == orchidBox.trailing + 50",
        ])
        let scene = try scene(["|-50-[orchidBox]-50-|", "V:|[orchidBox]|"])
        try scene.layout()
        expectFrame(scene.view("orchidBox").frame, 50, 0, 275, 667)
    }

    @Test func verticalLayout() throws {
        #expect(try constraints("V:[topField]-10-[bottomField]") == ["bottomField.top == topField.bottom + 10"])
        let scene = try scene(["V:|[topField(40)]-10-[bottomField(40)]", "H:|[topField]|", "H:|[bottomField]|"])
        try scene.layout()
        expectFrame(scene.view("bottomField").frame, 0, 50, 375, 40)
    }

    @Test func flushViews() throws {
        #expect(try constraints("[maroonView][blueView]") == ["blueView.leading == maroonView.trailing"])
        let scene = try scene(["|[maroonView(100)][blueView]|", "V:|[maroonView(10)]", "V:|[blueView(10)]"])
        try scene.layout()
        expectFrame(scene.view("blueView").frame, 100, 0, 275, 10)
    }

    @Test func priority() throws {
        #expect(try constraints("[button(100@20)]") == ["button.width == 100 @20"])
    }

    @Test func equalWidths() throws {
        #expect(try constraints("[button1(==button2)]") == ["button1.width == button2.width"])
    }

    @Test func multiplePredicates() throws {
        #expect(try constraints("[flexibleButton(>=70,<=100)]") == ["flexibleButton.width >= 70", "flexibleButton.width <= 100"])
    }

    @Test func completeLine() throws {
        #expect(try constraints("|-[find]-[findNext]-[findField(>=20)]-|") == [
            "findField.width >= 20",
            "find.leading == root.leading + 8", "findNext.leading == find.trailing + 8",
            "findField.leading == findNext.trailing + 8", "root.trailing == findField.trailing + 8",
        ])
        let scene = try scene(["|-[find]-[findNext]-[findField(>=20)]-|"], views: """
              - {name: find, intrinsicSize: 40x20, hugging: 251}
              - {name: findNext, intrinsicSize: 60x20, hugging: 251}
              - {name: findField, intrinsicSize: {height: 20}}
            """)
        for name in ["find", "findNext", "findField"] {
            _ = try #require(scene.item(named: name) as? View).topAnchor.constraint(equalTo: scene.root.topAnchor).isActive = true
        }
        try scene.layout()
        expectFrame(scene.view("find").frame, 8, 0, 40, 20)
        expectFrame(scene.view("findNext").frame, 56, 0, 60, 20)
        expectFrame(scene.view("findField").frame, 124, 0, 243, 20)
    }

    @Test func widthRange() throws {
        #expect(try constraints("[button]-(>=0)-|") == ["root.trailing >= button.trailing"])
    }

    @Test func metricsAndUnparenthesisedPredicate() throws {
        #expect(try constraints("V:|-(==padding)-[imageView]->=0-[button]-(==padding)-|") == [
            "imageView.top == root.top + 20", "button.top >= imageView.bottom",
            "root.bottom == button.bottom + 20",
        ])
        let scene = try scene(["V:|-(==padding)-[imageView(100)]->=0-[button(44)]-(==padding)-|"])
        try scene.layout()
        expectClose(scene.view("imageView").frame.minY, 20)
        expectClose(scene.view("button").frame.minY, 667 - 20 - 44)
    }

    @Test func connectionPriorityAndNegativeSpacing() throws {
        #expect(try constraints("[find]-(>=8@750,-4@padding)-[findNext]") == [
            "findNext.leading >= find.trailing + 8 @750", "findNext.leading == find.trailing + -4 @20",
        ])
    }

    @Test func optionsAlignNeighbours() throws {
        let text = """
            size: 300x100
            views: [{name: a}, {name: b}]
            visual:
              - {format: "|-[a(50)]-[b(==a)]", options: [alignAllCenterY, directionLeftToRight]}
            """
        let scene = try SceneDocument.parse(text, fileName: "o.yaml").makeScene()
        #expect(scene.activeConstraints.map(Self.summary) == [
            "a.width == 50", "b.width == a.width", "a.left == root.left + 8", "b.left == a.right + 8",
            "b.centerY == a.centerY",
        ])
    }

    @Test func unquotedLinesGetAHint() throws {
        let error = try #require(parseError("size: 1x1\nviews: [{name: a}]\nvisual:\n  - [a]-8-|\n"))
        #expect(error.line == 4)
        #expect(error.message.hasSuffix("(quote visual format lines: YAML reads '[' and '|' itself)"))
    }

    @Test func errorsPointInsideTheLine() throws {
        let base = "size: 1x1\nmetrics: {gap: 4}\nviews: [{name: a}, {name: b}, {name: c, guides: [g]}]\nvisual:\n  - "
        func error(_ line: String) -> (Int, String, String?)? {
            guard let e = parseError(base + "'\(line)'") else { return nil }
            #expect(e.line == 5)
            return (e.column, e.message, e.suggestion)
        }
        #expect(error("|-[aa]-|")! == (9, "unknown view 'aa' in visual format", "a"))
        #expect(error("[a]-gpa-[b]")! == (10, "unknown metric 'gpa' in visual format", "gap"))
        #expect(error("[a(>=b@2000)]")! == (13, "a priority must be from 1 to 1000, got 2000", nil))
        #expect(error("[a]-[b")! == (12, "expected ']' in visual format, found end of line", nil))
        #expect(error("X:[a]")! == (6, "expected 'H:' or 'V:' in visual format, found 'X:[a]'", nil))
        #expect(error("[a]-(8-[b]")! == (12, "expected ',' or ')' in visual format, found '-[b]'", nil))
        #expect(error("[g]")! == (7, "'g' is a layout guide; the visual format relates views", nil))
        #expect(error("[a]-|-")! == (11, "expected the end after the closing '|' in visual format, found '-'", nil))
        let unquoted = try #require(parseError(base + "[a]"))
        #expect(unquoted.message == "expected a visual format as text; quote it, since YAML reads '[' and '|' itself")
    }
}
