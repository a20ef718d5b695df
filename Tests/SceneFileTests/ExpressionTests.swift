import Foundation
import Layout
import Testing
@testable import SceneFile

/// Constraints written as expressions become the LayoutConstraints they say.
struct ExpressionTests {
    static let twoViews = """
        size: 375x667
        views:
          - name: blue
            color: blue
          - name: red
            color: "#FF000080"
            guides: [gap]
        constraints:
        """

    /// Constraints hold their items weakly: the scenes live as long as the test.
    let keeper = SceneKeeper()

    /// The constraints a file with these expressions makes, in order.
    func constraints(_ expressions: [String]) throws -> [LayoutConstraint] {
        let text = Self.twoViews + "\n" + expressions.map { "  - \($0)" }.joined(separator: "\n")
        let document = try SceneDocument.parse(text, fileName: "two.yaml")
        let scene = try document.makeScene()
        keeper.scenes.append(scene)
        return scene.activeConstraints
    }

    @Test func multiplierBeforeAndPriorityAfter() throws {
        let c = try #require(try constraints(["red.width == 2 * blue.width @750"]).first)
        #expect(c.firstItem?.name == "red" && c.firstAttribute == .width && c.relation == .equal)
        #expect(c.secondItem?.name == "blue" && c.secondAttribute == .width)
        #expect(c.multiplier == 2 && c.constant == 0 && c.priority == .defaultHigh)
    }

    @Test func constantSize() throws {
        let c = try #require(try constraints(["blue.width >= 150"]).first)
        #expect(c.secondItem == nil && c.relation == .greaterThanOrEqual && c.constant == 150 && c.priority == .required)
    }

    @Test func multiplierAfterDivisionAndConstants() throws {
        let cs = try constraints([
            "blue.centerX == red.trailing * 0.7",
            "blue.height == red.height / 4 - 3",
            "blue.top <= red.bottom + 2.5 @low",
            "blue.leading == superview.leading + 8 @250 #left",
            "blue.bottom == -1 * red.top",
        ])
        #expect(cs[0].multiplier == 0.7 && cs[0].secondAttribute == .trailing)
        #expect(cs[1].multiplier == 0.25 && cs[1].constant == -3)
        #expect(cs[2].relation == .lessThanOrEqual && cs[2].constant == 2.5 && cs[2].priority == .defaultLow)
        #expect(cs[3].identifier == "left" && cs[3].secondItem?.name == "root" && cs[3].priority == 250)
        #expect(cs[4].multiplier == -1)
    }

    /// An aspect ratio is said as a fraction (`9/16`, as a video's is):
    /// before or after the item, with or without spaces round the slash.
    @Test func aMultiplierMayBeAFraction() throws {
        let cs = try constraints([
            "blue.height == blue.width * 9/16",
            "red.height == 9 / 16 * red.width",
            "blue.width == red.width * 3 / 4 + 10",
            "red.width == 100/3",
        ])
        #expect(cs[0].multiplier == 0.5625 && cs[0].secondItem?.name == "blue" && cs[0].constant == 0)
        #expect(cs[1].multiplier == 0.5625 && cs[1].secondAttribute == .width)
        #expect(cs[2].multiplier == 0.75 && cs[2].constant == 10)
        #expect(cs[3].secondItem == nil && abs(cs[3].constant - 100.0 / 3) < 1e-12)
    }

    @Test func rootGuidesAndViewGuides() throws {
        let cs = try constraints([
            "blue.top == safeArea.top + 8",
            "blue.leading == margins.leading",
            "red.top == blue.safeArea.top",
            "red.leading == blue.margins.leading @required",
            "gap.width == root.width / 2 @fittingSize",
        ])
        #expect(cs[0].secondItem?.name == "root.safeAreaLayoutGuide")
        #expect(cs[1].secondItem?.name == "root.layoutMarginsGuide")
        #expect(cs[2].secondItem?.name == "blue.safeAreaLayoutGuide")
        #expect(cs[3].secondItem?.name == "blue.layoutMarginsGuide")
        #expect(cs[4].firstItem?.name == "gap" && cs[4].priority == .fittingSizeLevel && cs[4].multiplier == 0.5)
    }

    @Test func aViewsKeyboardGuideIsNamedAfterItsView() throws {
        // A view may be called `keyboard`; `root.keyboard` is the guide,
        // the strip below the safe area with no keyboard shown.
        let document = try SceneDocument.parse("""
            size: {size: 375x812, safeArea: {top: 44, bottom: 34}}
            views:
              - name: keyboard
              - name: form
            constraints:
              - form.top == safeArea.top
              - form.leading == root.leading
              - form.trailing == root.trailing
              - form.bottom == root.keyboard.top - 8
              - keyboard.top == root.keyboard.top
              - keyboard.leading == root.leading
              - keyboard.width == 10
              - keyboard.height == 10
            """, fileName: "keyboard.yaml")
        let scene = try document.makeScene()
        keeper.scenes.append(scene)
        try scene.layout()
        #expect(scene.activeConstraints[3].secondItem?.name == "root.keyboardLayoutGuide")
        expectFrame(scene.view("form").frame, 0, 44, 375, 726)
        expectFrame(scene.view("keyboard").frame, 0, 778, 10, 10)
    }

    @Test func namesAfterQuotedAndPlainExpressions() throws {
        let cs = try constraints([
            "blue.width == 10 #plain", "\"blue.height == 10\" #double", "'red.width == 10' #single",
            "red.height == 10 # a comment, not a name", "'blue.top == root.top #inside'",
        ])
        #expect(cs.map(\.identifier) == ["plain", "double", "single", nil, "inside"])
    }

    @Test func edgesShorthand() throws {
        let cs = try constraints(["blue.edges == safeArea.edges inset 8 @high #pin", "red.edges == blue.edges"])
        #expect(cs.count == 8)
        #expect(cs[0].firstAttribute == .top && cs[0].constant == 8 && cs[0].identifier == "pin.top" && cs[0].priority == 750)
        #expect(cs[1].firstAttribute == .leading && cs[1].constant == 8 && cs[1].secondItem?.name == "root.safeAreaLayoutGuide")
        #expect(cs[2].firstAttribute == .bottom && cs[2].constant == -8 && cs[2].secondAttribute == .bottom)
        #expect(cs[3].firstAttribute == .trailing && cs[3].constant == -8 && cs[3].identifier == "pin.trailing")
        #expect(cs[7].firstItem?.name == "red" && cs[7].secondItem?.name == "blue" && cs[7].identifier == nil)
        let scene = keeper.scenes[0]
        try scene.layout()
        expectFrame(scene.view("red").frame, 8, 8, 359, 651)
        let half = try #require(parseError(Self.twoViews + "\n  - blue.edges == red.top"))
        #expect(half.column == 19 && half.message == "expected edges on both sides, as in 'a.edges == b.edges inset 8'")
        let alone = try #require(parseError(Self.twoViews + "\n  - blue.top == red.edges"))
        #expect(alone.column == 17 && alone.message == "'edges' stands only on both sides of '=='", "\(alone)")
    }

    /// Lines with characters beyond ASCII are read Character by Character
    /// (ASCII lines byte by byte): columns count Characters either way.
    @Test func columnsCountCharactersOnLinesBeyondASCII() throws {
        // "  - " and 27 characters before the '?'.
        let ascii = try #require(parseError(Self.twoViews + "\n  - blue.top == red.bottom + 8 ?"))
        #expect(ascii.column == 32, "\(ascii)")
        // The same place after a two-byte character: still column 32.
        let accented = try #require(parseError(Self.twoViews + "\n  - blue.top == red.bottom + 8 é"))
        #expect(accented.column == 32, "\(accented)")
        let first = try #require(parseError(Self.twoViews + "\n  - blué.top == red.bottom"))
        #expect(first.column == 5, "\(first)")
        let second = try #require(parseError(Self.twoViews + "\n  - blue.top == réd.bottom"))
        #expect(second.column == 17, "\(second)")
    }

    @Test func constrainedViewsStopTranslatingTheirFrame() throws {
        let document = try SceneDocument.parse("""
            size: 100x100
            views:
              - name: a
              - name: b
                frame: {x: 10, y: 20, width: 30, height: 40}
            constraints:
              - a.width == 10
            """, fileName: "t.yaml")
        let scene = try document.makeScene()
        let a = try #require(scene.item(named: "a") as? View)
        let b = try #require(scene.item(named: "b") as? View)
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
        #expect(b.translatesAutoresizingMaskIntoConstraints)
        try scene.layout()
        expectFrame(b.frame, 10, 20, 30, 40)
    }

    @Test func viewProperties() throws {
        let document = try SceneDocument.parse("""
            name: props
            size: 320x120
            layoutDirection: rightToLeft
            margins: {left: 4, right: 4}
            views:
              - name: box
                color: "#336699"
                alpha: 0.5
                shape: rounded 6
                hugging: {horizontal: 251}
                compression: 700
                intrinsicSize: 40x30
                margins: 2
                views:
                  - name: title
                    label: Position
                    fontSize: 17
                    textColor: white
                    shape: oval
            """, fileName: "p.yaml")
        #expect(document.name == "props")
        let scene = try document.makeScene()
        #expect(scene.layoutDirection == .rightToLeft)
        #expect(scene.layoutMargins == EdgeInsets(top: 8, left: 4, bottom: 8, right: 4))
        let box = try #require(scene.item(named: "box") as? View)
        #expect(box.backgroundColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(box.alpha == 0.5 && box.shape == .roundedRectangle(cornerRadius: 6))
        #expect(box.contentHuggingPriority(for: .horizontal) == 251)
        #expect(box.contentHuggingPriority(for: .vertical) == 250)
        #expect(box.contentCompressionResistancePriority(for: .vertical) == 700)
        #expect(box.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(box.layoutMargins == EdgeInsets(all: 2))
        let title = try #require(scene.item(named: "title") as? Label)
        #expect(title.text == "Position" && title.fontSize == 17 && title.textColor == .white && title.shape == .oval)
        #expect(title.superview === box)
    }

    /// `semanticContentAttribute:` forces how a view arranges its subviews:
    /// a footer forced right to left in a left-to-right scene puts its
    /// leading button at its right.
    @Test func aViewsSemanticContentAttribute() throws {
        let document = try SceneDocument.parse("""
            size: 300x100
            views:
              - name: footer
                semanticContentAttribute: forceRightToLeft
                views:
                  - {name: close, intrinsicSize: 40x30}
            constraints:
              - footer.leading == superview.leading
              - footer.trailing == superview.trailing
              - footer.top == superview.top
              - footer.height == 30
              - close.leading == footer.leading + 10
              - close.top == footer.top
            """, fileName: "f.yaml")
        let scene = try document.makeScene()
        try scene.layout()
        let close = try #require(scene.item(named: "close") as? View)
        expectFrame(close.frame, 250, 0, 40, 30)
    }

    /// `lines: 0` wraps a label at the width its constraints give it, and
    /// it grows as tall as its lines: a chat bubble's message, held under
    /// the root's width by an inequality.
    @Test func aLabelWithLinesWrapsAtItsLaidOutWidth() throws {
        let document = try SceneDocument.parse("""
            size: 375x200
            views:
              - {name: avatar, intrinsicSize: 36x36}
              - name: bubble
                margins: {top: 8, left: 12, bottom: 8, right: 12}
                views:
                  - name: message
                    label: Are we still on for lunch tomorrow? I found a new place near the office.
                    lines: 0
                    compression: {horizontal: 250}
            constraints:
              - avatar.leading == margins.leading
              - avatar.bottom == bubble.bottom
              - bubble.leading == avatar.trailing + 8
              - bubble.top == margins.top + 12
              - bubble.trailing <= margins.trailing - 60
              - message.edges == bubble.margins.edges
            """, fileName: "chat.yaml")
        let scene = try document.makeScene()
        try scene.layout()
        let message = try #require(scene.item(named: "message") as? Label)
        let bubble = scene.view("bubble")
        // Wrapped at the 231 pt the bubble may give it (307 less the
        // avatar, the gap and the bubble's margins), it then hugs its
        // widest line (251 over its compression's 250), as a bubble
        // shrinks to its text.
        let measure = { (line: Substring) in DeterministicTextMeasurer().size(of: String(line), fontSize: 17).width }
        let lines = message.shownText(measurer: DeterministicTextMeasurer()).split(separator: "\n")
        let widest = try #require(lines.map(measure).max())
        let line = DeterministicTextMeasurer().size(of: "Ag", fontSize: 17).height
        #expect(lines.count >= 3 && widest <= 231, "\(lines)")
        let height = CGFloat(lines.count) * line
        expectFrame(message.frame, 64, 28, widest, height)
        expectFrame(bubble.frame, 52, 20, widest + 24, height + 16)
    }

    @Test func jsonIsASubset() throws {
        let document = try SceneDocument.parse("""
            {"size": "200x100", "views": [{"name": "a"}], "constraints": ["a.width == root.width / 2"]}
            """, fileName: "j.json")
        #expect(document.name == "j")
        #expect(document.sizes == [SceneSize(width: 200, height: 100)])
        #expect(try document.makeScene().activeConstraints.first?.multiplier == 0.5)
    }

    @Test func layoutRefusalsPointAtTheConstraint() throws {
        let document = try SceneDocument.parse("""
            size: 300x200
            views:
              - name: slider
                views: [{name: knob}]
            constraints:
              - knob.width == 40
              - knob.centerX == 0 * slider.trailing
            """, fileName: "slider.yaml")
        #expect(throws: SceneFileError.self) { try document.makeScene() }
        do {
            _ = try document.makeScene()
        } catch let error as SceneFileError {
            #expect(error.line == 7 && error.column == 5)
            #expect(error.message.contains("illegal constraint of a location equal to a constant"))
            #expect(error.message.contains("Constrain knob.centerX to slider.leading"))
        }
    }
}
