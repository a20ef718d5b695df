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

/// Characters DejaVu Sans cannot draw show as their code points, measured
/// as drawn, rather than as empty boxes.
@Test func charactersTheFontLacksAreWrittenAsCodePointsAndMeasuredSo() throws {
    let measurer = CairoTextMeasurer()
    let lacking = measurer.metrics(of: "日本 🦀 ok", fontSize: 14).size.width
    let written = measurer.metrics(of: "[U+65E5][U+672C] [U+1F980] ok", fontSize: 14).size.width
    #expect(abs(lacking - written) < 0.01, "\(lacking) and \(written)")
    // What the font has is drawn as it is: é is one glyph, narrower than its code point.
    #expect(measurer.metrics(of: "é", fontSize: 14).size.width < measurer.metrics(of: "[U+E9]", fontSize: 14).size.width / 3)
    let canvas = try SVGCanvas(width: 100, height: 20)
    canvas.selectFont(family: "DejaVu Sans", bold: false, size: 10)
    canvas.setColor(red: 0, green: 0, blue: 0, alpha: 1)
    canvas.showText("🦀 é", x: 0, y: 10)
    #expect(String(decoding: canvas.finish(), as: UTF8.self).contains(">[U+1F980] é</text>"))
}
