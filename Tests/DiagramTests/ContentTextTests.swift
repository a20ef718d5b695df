import Diagram
import Foundation
import Layout
import Testing

/// What views show inside their frames: a button's title centred, a
/// label's lines where its alignment puts them, text a little wider than a
/// frame measured with another font drawn to fit it.
@Suite struct ContentTextTests {
    /// A 300 × 200 scene holding `view` at (50, 40), `width` × 30.
    private func render(_ view: View, width: CGFloat = 120) throws -> (DisplayList, CGPoint) {
        let scene = Scene(width: 300, height: 200)
        view.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 50),
            view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            view.widthAnchor.constraint(equalToConstant: width),
            view.heightAnchor.constraint(equalToConstant: 30),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        return (list, try rootOrigin(list))
    }

    /// A view whose font is bold draws its text, or its title, bold, fitted
    /// to its frame as any text is.
    @Test func boldTextIsDrawnBold() throws {
        let label = Label(name: "heading", text: "Heading", fontSize: 17)
        label.isBold = true
        let (list, _) = try render(label)
        #expect(list.texts.first { $0.role == .viewName("heading") }?.bold == true)

        let plain = Label(name: "plain", text: "Heading", fontSize: 17)
        let (plainList, _) = try render(plain)
        #expect(plainList.texts.first { $0.role == .viewName("plain") }?.bold == false)

        let button = View(name: "done")
        button.title = "Done and dusted"
        button.isBold = true
        let (buttonList, origin) = try render(button, width: 100)
        let title = try #require(buttonList.texts.first { $0.role == .viewName("done") })
        #expect(title.bold)
        let box = title.box.offsetBy(dx: -origin.x, dy: -origin.y)
        #expect(box.minX >= 50 && box.maxX <= 150, "\(box)")
    }

    /// A centre line along a slider's track is cut there, as around a
    /// text: drawn along it, the track read as filled to its end in a
    /// constraint's blue (a chart demo's sliders beside their fields).
    @Test func aCentreLineIsNotDrawnAlongASlidersTrack() throws {
        let scene = Scene(width: 400, height: 200)
        let slider = View(name: "slider")
        slider.control = .slider(fraction: 0)
        let field = View(name: "field")
        addToRoot([slider, field], of: scene)
        LayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            slider.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 80),
            slider.widthAnchor.constraint(equalToConstant: 250), slider.heightAnchor.constraint(equalToConstant: 30),
            field.leadingAnchor.constraint(equalTo: slider.trailingAnchor, constant: 20),
            field.centerYAnchor.constraint(equalTo: slider.centerYAnchor),
            field.widthAnchor.constraint(equalToConstant: 80), field.heightAnchor.constraint(equalToConstant: 30),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let lines = marks(list, "field.centerY == slider.centerY").map { $0.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y) }
        #expect(!lines.isEmpty)
        // The track runs from 12 pt in from either end of the slider, at its middle (y 95).
        let along = lines.filter { abs($0.midY - 95) < 1 && $0.height < 1 }
        #expect(!along.isEmpty, "\(lines)")
        for line in along {
            let overlap = min(line.maxX, 258) - max(line.minX, 32)
            #expect(overlap < 1, "\(line) along the track")
        }
        // It still shows between the slider and the field.
        #expect(along.contains { $0.minX <= 270 && $0.maxX >= 290 }, "\(along)")
    }

    /// Text in a frame too narrow for a character and "…" is the ellipsis
    /// alone, or, where even that does not fit, not drawn, the view named
    /// instead: whole, a 24-pt image button's "Button" ran across the
    /// cell's outline beside it. A single character is drawn whole.
    @Test func textWithNoRoomIsAnEllipsisOrTheViewsName() throws {
        let button = View(name: #"UIButton "Button""#)
        button.title = "Button"
        button.titlePlacement.leadingImageWidth = 24
        let (buttonList, _) = try render(button, width: 24)
        #expect(!buttonList.texts.contains { $0.text.contains("Button") && $0.text != button.name })
        #expect(buttonList.texts.contains { $0.text == button.name })

        let label = Label(name: #"UILabel "Naturalia""#, text: "Naturalia", fontSize: 15)
        let (labelList, origin) = try render(label, width: 14)
        let drawn = try #require(labelList.texts.first { $0.role == .viewName(label.name) })
        #expect(drawn.text == "…")
        let box = drawn.box.offsetBy(dx: -origin.x, dy: -origin.y)
        #expect(box.minX >= 50 - 0.01 && box.maxX <= 64.01, "\(box)")

        let narrow = Label(name: #"UILabel "Naturalia""#, text: "Naturalia", fontSize: 15)
        let (narrowList, _) = try render(narrow, width: 6)
        #expect(!narrowList.texts.contains { $0.text == "…" || $0.text.hasPrefix("N…") })
        #expect(narrowList.texts.contains { $0.text == narrow.name })

        let glyph = Label(name: "glyph", text: "W", fontSize: 30)
        let (glyphList, _) = try render(glyph, width: 10)
        #expect(glyphList.texts.first { $0.role == .viewName("glyph") }?.text == "W")
    }

    /// A label whose text is set in code has none in a storyboard: it is
    /// named, as a plain view, not left an empty box (the quotes
    /// generator's quote and author).
    @Test func aLabelWithNoTextShowsItsName() throws {
        let label = Label(name: "UILabel Ikd-4J-pAr", text: "")
        let (list, _) = try render(label)
        let texts = list.texts.filter { $0.role == .viewName(label.name) }
        #expect(texts.map(\.text) == ["UILabel Ikd-4J-pAr"])
        #expect(!list.texts.contains { $0.text.isEmpty })
    }

    /// A switch draws its pill and knob, a slider its thumb on its track,
    /// in place of their names.
    @Test func controlsShowTheirGlyphInPlaceOfTheirName() throws {
        let toggle = View(name: "UISwitch KBe-RM-xyz")
        toggle.control = .toggle(isOn: true)
        let (list, origin) = try render(toggle)
        #expect(!list.texts.contains { $0.role == .viewName(toggle.name) })
        let shapes = list.shapes.filter { $0.role == .view(toggle.name) }.map { $0.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y) }
        // The frame, the pill (51:31, as tall as the 30-pt frame allows,
        // centred) and the knob at its right end, since it is on.
        #expect(shapes.count == 3)
        let pill = shapes[1], knob = shapes[2]
        expectClose(pill.height, 28); expectClose(pill.width, 28 * 51 / 31)
        expectClose(pill.midX, 110); expectClose(pill.midY, 55)
        expectClose(knob.maxX, pill.maxX - 2); expectClose(knob.height, 24)

        let slider = View(name: "UISlider Xhn-cI-Tqm")
        slider.control = .slider(fraction: 0.25)
        let (sliderList, sliderOrigin) = try render(slider)
        let thumb = try #require(sliderList.shapes.last { $0.role == .view(slider.name) }).path.bounds
            .offsetBy(dx: -sliderOrigin.x, dy: -sliderOrigin.y)
        // A 12-pt thumb radius on a 120-pt frame: the track runs from 62 to
        // 158, and a quarter of the way along is 86.
        expectClose(thumb.midX, 86); expectClose(thumb.midY, 55); expectClose(thumb.width, 24)
        #expect(!sliderList.texts.contains { $0.role == .viewName(slider.name) })
    }

    @Test func aButtonShowsItsTitleCentredInPlaceOfItsName() throws {
        let button = View(name: #"UIButton "Send""#)
        button.title = "Send"
        button.titleFontSize = 15
        let (list, origin) = try render(button)
        let texts = list.texts.filter { $0.role == .viewName(button.name) }
        #expect(texts.map(\.text) == ["Send"])
        let box = try #require(texts.first).box.offsetBy(dx: -origin.x, dy: -origin.y)
        expectClose(box.midX, 110)
        expectClose(box.midY, 55)
        #expect(try #require(texts.first).fontSize == 15)
    }

    /// A button's title goes where its content alignment and insets put
    /// it, as UIButton lays it out: one aligned to its leading edge starts
    /// there (kept 1.5 pt off the outline), one inset 11 pt at the bottom
    /// sits 5.5 pt higher (a firewall's "Set Region" above the label laid
    /// over its lower half), one after a 20-pt image 10 pt to the right.
    @Test func aButtonsTitleFollowsItsAlignmentAndInsets() throws {
        func drawn(_ placement: TitlePlacement) throws -> CGRect {
            let button = View(name: "UIButton")
            button.title = "Send"
            button.titlePlacement = placement
            let (list, origin) = try render(button)
            let text = try #require(list.texts.first { $0.role == .viewName(button.name) })
            #expect(text.text == "Send")
            return text.box.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        let centred = try drawn(TitlePlacement())
        let leading = try drawn(TitlePlacement(horizontal: .leading))
        expectClose(leading.minX, 51.5)
        expectClose(leading.midY, centred.midY)
        let right = try drawn(TitlePlacement(horizontal: .right, insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 10)))
        expectClose(right.maxX, 158.5)
        let raised = try drawn(TitlePlacement(insets: EdgeInsets(top: 0, left: 0, bottom: 11, right: 0)))
        expectClose(raised.midY, centred.midY - 5.5)
        expectClose(raised.midX, centred.midX)
        let afterImage = try drawn(TitlePlacement(leadingImageWidth: 20))
        expectClose(afterImage.midX, centred.midX + 10)
    }

    /// A text view shows its text from its top, 8 pt down and 5 pt in, as
    /// UITextView draws it, wrapped at its width; what its frame has no
    /// room for is left out, the last line shown ending in "…" (the
    /// keyboard manager's columns of text); one too short for a line is
    /// named instead.
    @Test func aTextViewShowsItsTextFromTheTopAsFarAsItHasRoom() throws {
        let scene = Scene(width: 300, height: 300)
        let notes = View(name: "UITextView notes")
        notes.textViewText = TextViewText(text: String(repeating: "Lorem ipsum dolor sit amet. ", count: 12), fontSize: 14)
        let strip = View(name: "UITextView strip")
        strip.textViewText = TextViewText(text: "Hidden", fontSize: 14)
        pin([(notes, CGRect(x: 20, y: 20, width: 160, height: 120)), (strip, CGRect(x: 20, y: 200, width: 160, height: 20))],
            in: scene)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let lines = list.texts.filter { $0.role == .viewName(notes.name) }
        let boxes = lines.map { $0.box.offsetBy(dx: -origin.x, dy: -origin.y) }
        let first = try #require(boxes.first), last = try #require(boxes.last)
        expectClose(first.minX, 25)
        expectClose(first.minY, 28)
        #expect(lines.count > 2)
        #expect(last.maxY <= 132 + 0.5, "the last line runs past the inset: \(last)")
        #expect(boxes.allSatisfy { $0.maxX <= 175 + 0.5 })
        #expect(try #require(lines.last).text.hasSuffix("…"))
        #expect(!lines.dropLast().contains { $0.text.hasSuffix("…") })
        #expect(!list.texts.contains { $0.text == "Hidden" })
        #expect(list.texts.contains { $0.text == strip.name && $0.role == .viewName(strip.name) })
    }

    /// A text field's placeholder sits 7 pt inside its leading edge,
    /// centred vertically, paler than text, in place of the field's name;
    /// one too long for the field loses its end to "…" inside the inset.
    @Test func aTextFieldShowsItsPlaceholderInsideItsBorder() throws {
        let field = View(name: #"UITextField "Username""#)
        field.fieldText = FieldText(text: "Username", isPlaceholder: true, fontSize: 14, inset: 7)
        let (list, origin) = try render(field)
        let texts = list.texts.filter { $0.role == .viewName(field.name) }
        #expect(texts.map(\.text) == ["Username"])
        let drawn = try #require(texts.first)
        let box = drawn.box.offsetBy(dx: -origin.x, dy: -origin.y)
        expectClose(box.minX, 57)
        expectClose(box.midY, 55)
        #expect(drawn.fontSize == 14)
        #expect(abs(drawn.color.alpha - 0.55) < 0.01)

        let long = View(name: "long")
        long.fieldText = FieldText(text: String(repeating: "password ", count: 6), fontSize: 14, inset: 7)
        let (longList, longOrigin) = try render(long)
        let cut = try #require(longList.texts.first { $0.role == .viewName("long") })
        #expect(cut.text.hasPrefix("password") && cut.text.hasSuffix("…"), "\(cut.text)")
        #expect(cut.box.maxX - longOrigin.x <= 163.01, "\(cut.box)")
        #expect(cut.color.alpha == 1)
    }

    /// A field left at 0 × 0 (the storyboard's only constraint-less field,
    /// ambiguous) shows no text, as UIKit draws none in it: its placeholder
    /// at its natural size would lie over a guide's name at the root's
    /// corner. It is named, as any plain view; a label, a button's title
    /// and a 0-pt-high label alike.
    @Test func aViewOfNoWidthOrHeightShowsNoTextAndIsNamed() throws {
        let scene = Scene(width: 300, height: 200)
        let field = View(name: #"UITextField "Account""#)
        field.fieldText = FieldText(text: "Account", isPlaceholder: true, fontSize: 14, inset: 7)
        let button = View(name: "button")
        button.title = "Send"
        let label = Label(name: "status", text: "Ready", fontSize: 10)
        let sizes: [(View, CGSize)] = [(field, .zero), (button, CGSize(width: 0, height: 30)), (label, CGSize(width: 80, height: 0))]
        pin(sizes.enumerated().map { index, entry in
            (entry.0, CGRect(origin: CGPoint(x: 40 + CGFloat(index) * 90, y: 60), size: entry.1))
        }, in: scene)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        for text in ["Account", "Send", "Ready"] {
            #expect(!list.texts.contains { $0.text == text }, "\(text) drawn")
        }
        for name in [field.name, "button", "status"] {
            #expect(list.texts.contains { $0.text == name && $0.role == .viewName(name) }, "\(name) not named")
        }
    }

    @Test(arguments: [(Label.TextAlignment.left, 50.0), (.center, 110.0), (.right, 170.0), (.natural, 50.0)])
    func aLabelsLinesSitWhereItsAlignmentSays(alignment: Label.TextAlignment, expected: Double) throws {
        let label = Label(name: "status", text: "Ready", fontSize: 10)
        label.textAlignment = alignment
        let (list, origin) = try render(label)
        let box = try #require(list.texts.first { $0.role == .viewName("status") }).box.offsetBy(dx: -origin.x, dy: -origin.y)
        let edge = switch alignment {
        case .center: box.midX
        case .right: box.maxX
        default: box.minX
        }
        expectClose(edge, CGFloat(expected))
    }

    /// A title 10% wider than its frame is drawn smaller, to fit 1.5 pt
    /// clear of each side; one twice as wide loses its middle to "…", as
    /// UIButton's does.
    @Test func textALittleWiderThanItsFrameIsDrawnToFit() throws {
        let title = String(repeating: "M", count: 12)
        let probe = View(name: "probe")
        probe.title = title
        probe.titleFontSize = 10
        let (probeList, _) = try render(probe)
        let perPoint = try #require(probeList.texts.first { $0.role == .viewName("probe") }).box.width / 10
        let fitted = View(name: "fitted")
        fitted.title = title
        // A font size that makes the title 1.1 × 120 wide.
        fitted.titleFontSize = 132 / perPoint
        let (list, _) = try render(fitted)
        let drawn = try #require(list.texts.first { $0.role == .viewName("fitted") })
        #expect(drawn.box.width <= 117 && drawn.box.width > 115, "\(drawn.box.width)")
        #expect(abs(drawn.fontSize - fitted.titleFontSize * 117 / 132) < fitted.titleFontSize * 0.02)

        let wide = View(name: "wide")
        wide.title = fitted.title
        wide.titleFontSize = 240 / perPoint
        let (wideList, _) = try render(wide)
        let cut = try #require(wideList.texts.first { $0.role == .viewName("wide") })
        #expect(cut.text.hasPrefix("MM") && cut.text.hasSuffix("MM") && cut.text.contains("…"), "\(cut.text)")
        #expect(cut.box.width <= 117 && cut.box.width > 80, "\(cut.box.width)")
        #expect(cut.text.count < title.count)
    }

    /// A label as wide as the content size its storyboard recorded (Apple's
    /// font) shows all of its text, down to 60 % of its size, however much
    /// wider our font sets it; one squeezed below that size is truncated.
    @Test func aLabelAsWideAsItsRecordedContentShowsAllItsText() throws {
        let text = "VerticalCenters11"
        let probe = Label(name: "probe", text: text, fontSize: 10)
        let perPoint = probe.intrinsicContentSize.width / 10
        // Our font sets the text 1.4 × the frame's 120 pt.
        let fontSize = 168 / perPoint
        let recorded = Label(name: "recorded", text: text, fontSize: fontSize)
        recorded.intrinsicContentSize = CGSize(width: 120, height: 30)
        let (list, _) = try render(recorded)
        let drawn = try #require(list.texts.first { $0.role == .viewName("recorded") })
        #expect(drawn.text == text)
        // To fit 1.5 pt clear of each side.
        #expect(drawn.box.width <= 117 && drawn.box.width > 114, "\(drawn.box.width)")
        #expect(abs(drawn.fontSize - fontSize / 1.4 * 117 / 120) < fontSize * 0.02)

        // Recorded 150 wide and squeezed to 120 by its constraints: a real squeeze.
        let squeezed = Label(name: "squeezed", text: text, fontSize: fontSize)
        squeezed.intrinsicContentSize = CGSize(width: 150, height: 30)
        let (squeezedList, _) = try render(squeezed)
        let cut = try #require(squeezedList.texts.first { $0.role == .viewName("squeezed") })
        #expect(cut.text.hasSuffix("…"), "\(cut.text)")
        #expect(cut.fontSize == fontSize)
    }

    /// A one-line label whose text cannot fit loses its end to "…", as
    /// UILabel truncates it: within its frame, as much of the text as fits.
    @Test func aLabelTooNarrowForItsTextEndsInAnEllipsis() throws {
        let text = "Baseline alignment of a label that is far too long"
        let label = Label(name: "long", text: text, fontSize: 14)
        let (list, origin) = try render(label)
        let drawn = try #require(list.texts.first { $0.role == .viewName("long") })
        #expect(drawn.text.hasSuffix("…") && text.hasPrefix(String(drawn.text.dropLast())), "\(drawn.text)")
        let box = drawn.box.offsetBy(dx: -origin.x, dy: -origin.y)
        #expect(box.minX >= 50 - 0.01 && box.maxX <= 170.01, "\(box)")
        // As late a cut as fits: less than two characters' width is left over.
        #expect(box.width > 120 - 2 * 14 * 0.7, "\(box.width)")
    }

    /// Real titles a little wider than their frames (as DejaVu is wider
    /// than Apple's font), at every excess up to 12 % (past 15 % of the
    /// room inside the outline, a frame is a real squeeze): each is drawn whole,
    /// never losing its middle to "…" because hinted text at the smaller
    /// size came out a fraction of a point wider than in proportion (as
    /// "Toggle Label2 …th Constraint" did), and 1.5 pt clear of both sides.
    @Test(arguments: ["Toggle Label2 with Constraint", "Prompt Example", "YOUR PREFERENCES", "Il1|ij"])
    func titlesALittleTooWideAreDrawnWholeAndClearOfTheOutline(title: String) throws {
        let perPoint = DiagramOptions().textMeasurer.metrics(of: title, fontSize: 10).size.width / 10
        for percent in 1...12 {
            let button = View(name: "button")
            button.title = title
            button.titleFontSize = 120 * (1 + CGFloat(percent) / 100) / perPoint
            let (list, origin) = try render(button)
            let drawn = try #require(list.texts.first { $0.role == .viewName("button") })
            let box = drawn.box.offsetBy(dx: -origin.x, dy: -origin.y)
            #expect(drawn.text == title, "\(percent) %: \(drawn.text)")
            #expect(box.minX >= 51.5 - 0.01 && box.maxX <= 168.5 + 0.01, "\(percent) %: \(box)")
        }
    }

    /// A label is drawn on a pale tint of its colour: its text reads in
    /// ink there, not in the white that reads on the saturated colour (a
    /// "Sign in" label on blue vanished), and a text colour of its own is
    /// kept only where it reads on the tint (a dark red does, white and
    /// UIKit's system red, 2.3:1 there, do not), greyed as outlines are
    /// where it is saturated, the marks' colours being the marks' alone
    /// (a grey stays as it is).
    @Test func aLabelsTextReadsOnThePaleTintItIsDrawnOn() throws {
        func ink(_ textColor: Color?) throws -> Color? {
            let label = Label(name: "signIn", text: "Sign in")
            label.backgroundColor = .blue
            label.textColor = textColor
            let (list, _) = try render(label)
            return list.texts.first { $0.role == .viewName("signIn") }?.color
        }
        #expect(try ink(nil) == Style.standard.ink)
        #expect(try ink(.white) == Style.standard.ink)
        #expect(try ink(.red) == Style.standard.ink)
        let darkRed = Color(red: 0.6, green: 0, blue: 0)
        let greyed = try #require(try ink(darkRed))
        #expect(abs(greyed.red - 0.34) < 0.001 && abs(greyed.green - 0.16) < 0.001 && abs(greyed.blue - 0.16) < 0.001)
        let grey = Color(red: 0.3, green: 0.3, blue: 0.32)
        #expect(try ink(grey) == grey)
    }
}
