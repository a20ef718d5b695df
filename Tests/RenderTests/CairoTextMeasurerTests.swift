import Foundation
import Layout
import Render
import Testing

/// Labels measured with the pictures' font.
@Suite struct CairoTextMeasurerTests {
    @Test func aLineIsAsWideAsItsAdvanceAndAsTallAsTheFontsLine() throws {
        let canvas = try CairoCanvas(format: .png, width: 1, height: 1)
        canvas.selectFont(size: 17)
        let advance = canvas.extents(of: "Position").advance
        let font = canvas.fontExtents()
        let metrics = CairoTextMeasurer().metrics(of: "Position", fontSize: 17)
        #expect(metrics.size.width == CGFloat(advance))
        #expect(metrics.size.height == CGFloat(font.lineHeight))
        #expect(metrics.firstBaseline == CGFloat(font.ascent))
        #expect(metrics.size.width > 60 && metrics.size.width < 90)
        #expect(metrics.size.height > 17 && metrics.size.height < 23)
    }

    @Test func linesStackAndTheWidestDecides() {
        let measurer = CairoTextMeasurer()
        let one = measurer.metrics(of: "Position", fontSize: 12)
        let two = measurer.metrics(of: "Pos\nPosition", fontSize: 12)
        #expect(two.size.width == one.size.width)
        #expect(abs(two.size.height - 2 * one.size.height) < 1e-9)
        #expect(abs(two.lastBaseline - (one.size.height + one.firstBaseline)) < 1e-9)
        #expect(measurer.metrics(of: "", fontSize: 12).size == .zero)
    }

    @Test func aLabelInASceneTakesItsSizeFromTheMeasurer() throws {
        let scene = Scene(width: 320, height: 120)
        scene.textMeasurer = CairoTextMeasurer()
        let label = Label(name: "position", text: "Position", fontSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8),
            label.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor),
        ])
        try scene.layout()
        let measured = CairoTextMeasurer().metrics(of: "Position", fontSize: 17).size
        #expect(abs(label.frame.width - measured.width) < 0.01)
        #expect(abs(label.frame.height - measured.height) < 0.01)
        #expect(abs(label.frame.midY - 60) < 0.01)
    }
}

/// Characters no face can draw (an Egyptian hieroglyph) show as their code
/// points, measured as drawn, rather than as empty boxes.
@Test func charactersNoFaceHasAreWrittenAsCodePointsAndMeasuredSo() throws {
    let measurer = CairoTextMeasurer()
    let lacking = measurer.metrics(of: "\u{13000} ok", fontSize: 14).size.width
    let written = measurer.metrics(of: "[U+13000] ok", fontSize: 14).size.width
    #expect(abs(lacking - written) < 0.01, "\(lacking) and \(written)")
    // What the font has is drawn as it is: é is one glyph, narrower than its code point.
    #expect(measurer.metrics(of: "é", fontSize: 14).size.width < measurer.metrics(of: "[U+E9]", fontSize: 14).size.width / 3)
    let canvas = try SVGCanvas(width: 100, height: 20)
    canvas.selectFont(family: "DejaVu Sans", bold: false, size: 10)
    canvas.setColor(red: 0, green: 0, blue: 0, alpha: 1)
    canvas.showText("\u{13000} é 日本 🦀", x: 0, y: 10)
    // The SVG keeps the ideographs and the emoji: the viewer's font stack draws them.
    #expect(String(decoding: canvas.finish(), as: UTF8.self).contains(">[U+13000] é 日本 🦀</text>"))
}

/// A private-use character (an SF Symbol, as a storyboard's button stores
/// one) is an icon: drawn and measured as one dotted square, where its code
/// point, "[U+100202]", ran four times wider than the 32-pt button holding it.
@Test func privateUseCharactersAreDrawnAsADottedSquare() throws {
    let measurer = CairoTextMeasurer()
    let symbol = measurer.metrics(of: "\u{100202}", fontSize: 24).size.width
    #expect(abs(symbol - measurer.metrics(of: "\u{2B1A}", fontSize: 24).size.width) < 0.01, "\(symbol)")
    #expect(symbol < 32, "\(symbol)")
    #expect(measurer.metrics(of: "\u{E000}\u{F8FF}", fontSize: 24).size.width < 2 * symbol + 0.01)
    let canvas = try SVGCanvas(width: 100, height: 20)
    canvas.selectFont(family: "DejaVu Sans", bold: false, size: 10)
    canvas.setColor(red: 0, green: 0, blue: 0, alpha: 1)
    canvas.showText("Go \u{100202} \u{13000}", x: 0, y: 10)
    // Any other character no face has keeps its code point.
    #expect(String(decoding: canvas.finish(), as: UTF8.self).contains(">Go \u{2B1A} [U+13000]</text>"))
}

/// Emoji, which neither DejaVu Sans nor WenQuanYi Micro Hei has, are drawn
/// in colour with Noto Color Emoji (make's set-up installs it) and measured
/// so, about 1.25 em each, as iOS sets them: a label "Hello 👋 …" written
/// as "[U+1F44B]" was measured 6 em wider and reported as overflowing its
/// root on a phone where it fits.
@Test func emojiAreDrawnInColourAndMeasuredAsAnEmojiFaceSetsThem() throws {
    let emoji = try CairoCanvas(format: .png, width: 1, height: 1)
    emoji.selectFont(family: "Noto Color Emoji", size: 16)
    #expect(!emoji.lacksGlyph("👋🎉🦀"))
    let measurer = CairoTextMeasurer()
    let wave = measurer.metrics(of: "👋", fontSize: 16).size.width
    #expect(abs(wave - CGFloat(emoji.extents(of: "👋").advance)) < 0.01)
    #expect(wave > 16 && wave < 24, "\(wave)")
    let regular = try CairoCanvas(format: .png, width: 1, height: 1)
    regular.selectFont(size: 16)
    let line = measurer.metrics(of: "Hi 👋 ok", fontSize: 16).size.width
    #expect(abs(line - CGFloat(regular.extents(of: "Hi ").advance + emoji.extents(of: "👋").advance
        + regular.extents(of: " ok").advance)) < 0.01)
    // Drawn: the same pixels as the emoji face drawing it where "Hi " ends,
    // and not those of "Hi " alone (an empty box, or nothing).
    let (mixed, byHand) = try drawnRunByRun("Hi ", then: "👋", in: "Noto Color Emoji", size: 16)
    let alone = try picture { canvas in
        canvas.selectFont(size: 16)
        canvas.showText("Hi ", x: 2, y: 22)
    }
    #expect(mixed.elementsEqual(byHand))
    #expect(!mixed.elementsEqual(alone))
}

/// A 120 × 30 PNG drawn in black by `draw`.
private func picture(_ draw: (CairoCanvas) -> Void) throws -> Data {
    let canvas = try CairoCanvas(format: .png, width: 120, height: 30)
    canvas.setColor(red: 0, green: 0, blue: 0)
    draw(canvas)
    return try canvas.finish()
}

/// `start + rest` drawn by `showText` in DejaVu Sans at `size`, and drawn by
/// hand: `start` in DejaVu Sans, `rest` in `family` where `start` ends.
/// Equal where `showText` draws `rest` in `family`.
private func drawnRunByRun(_ start: String, then rest: String, in family: String, size: Double) throws -> (Data, Data) {
    let mixed = try picture { canvas in
        canvas.selectFont(size: size)
        canvas.showText(start + rest, x: 2, y: 22)
    }
    let byHand = try picture { canvas in
        canvas.selectFont(size: size)
        canvas.showText(start, x: 2, y: 22)
        let advance = canvas.extents(of: start).advance
        canvas.selectFont(family: family, size: size)
        canvas.showText(rest, x: 2 + advance, y: 22)
    }
    return (mixed, byHand)
}

/// CJK ideographs, kana and Hangul, which DejaVu Sans lacks, are drawn and
/// measured in the fallback face, run by run.
@Test func ideographsAreDrawnAndMeasuredInTheFallbackFace() throws {
    let fallback = try CairoCanvas(format: .png, width: 1, height: 1)
    fallback.selectFont(family: "WenQuanYi Micro Hei", size: 14)
    let regular = try CairoCanvas(format: .png, width: 1, height: 1)
    regular.selectFont(size: 14)
    // The fallback face is installed (make's set-up) and has them.
    #expect(!fallback.lacksGlyph("日本ア한"))
    let width = CairoTextMeasurer().metrics(of: "ok 日本ア한 ok", fontSize: 14).size.width
    let expected = regular.extents(of: "ok ").advance + regular.extents(of: " ok").advance
        + fallback.extents(of: "日本ア한").advance
    #expect(abs(width - expected) < 0.01, "\(width) and \(expected)")
    #expect(fallback.extents(of: "日本ア한").advance > 4 * 10, "ideographs a full em wide, not boxes")

    // Drawn: the same pixels as the fallback face drawing the ideographs
    // where DejaVu Sans's "ok " ends.
    let (mixed, byHand) = try drawnRunByRun("ok ", then: "日本", in: "WenQuanYi Micro Hei", size: 14)
    #expect(mixed.elementsEqual(byHand))
}
