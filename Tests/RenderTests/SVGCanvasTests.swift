import Diagram
import Foundation
import Layout
import Render
import Samples
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The SVG is a document of its own: text as text, a group per view and
/// constraint, titles, colours as custom properties, px at the PNG's 1× size.
@Suite struct SVGCanvasTests {
    func svg(_ sample: String, _ variant: Int = 0) throws -> String {
        let sample = try #require(SampleCatalog.sample(named: sample))
        var options = RenderOptions()
        options.diagram = sample.options
        return String(decoding: try renderData(sample.variants[variant].makeScene(), format: .svg, options: options),
                      as: UTF8.self)
    }

    /// Every element `<name …>` of the document, as its attribute text.
    func elements(_ name: String, in svg: String) -> [Substring] {
        svg.split(separator: "<").filter { $0.hasPrefix(name + " ") || $0.hasPrefix(name + ">") }
    }

    @Test func textIsTextInTheFontStackEndingInDejaVuSansAndItsFallback() throws {
        let document = try svg("complex-widths")
        #expect(!document.contains("glyph"))
        #expect(document.contains(">blue</text>"))
        #expect(document.contains(">red</text>"))
        #expect(document.contains("font-family=\"\(SVGCanvas.fontStack)\""))
        #expect(SVGCanvas.fontStack.hasSuffix("'DejaVu Sans', 'WenQuanYi Micro Hei'"))
        // Each text is held to the advance it was measured to.
        let texts = elements("text", in: document)
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { $0.contains("textLength=") && $0.contains("lengthAdjust=\"spacingAndGlyphs\"") })
    }

    @Test func everyConstraintIsAGroupNamingItWithItsEquationPriorityAndStatus() throws {
        let document = try svg("complex-widths")
        let groups = elements("g", in: document).filter { $0.contains("class=\"constraint\"") }
        #expect(groups.count >= 8, "blue and red: 8 pt on four sides, the gap, ≥ 150, × 2")
        #expect(groups.allSatisfy { $0.contains("data-constraint=\"") })
        // The title follows each constraint group's opening tag.
        let titled = document.components(separatedBy: "<g class=\"constraint\"").dropFirst()
        #expect(titled.allSatisfy { $0.contains("><title>") && $0.prefix(400).contains("; priority ") })
        let twice = try #require(titled.first { $0.hasPrefix(" data-constraint=\"red.width == 2*blue.width @750\"") })
        #expect(twice.contains("<title>red.width == 2*blue.width @750; priority 750; unsatisfied, 99 pt short</title>"))
        let minimum = try #require(titled.first { $0.hasPrefix(" data-constraint=\"blue.width &gt;= 150\"") })
        #expect(minimum.contains("<title>blue.width &gt;= 150; priority 1000; satisfied</title>"))
        #expect(document.contains("<g class=\"view\" data-view=\"blue\">"))
        #expect(document.contains("<g class=\"view-text\" data-view=\"red\">"))
    }

    @Test func coloursAreCustomPropertiesAndSizesArePixelsAtThePNGsOneTimesSize() throws {
        let sample = try #require(SampleCatalog.sample(named: "slider-guides"))
        let scene = try sample.variants[0].makeScene()
        var options = RenderOptions()
        options.diagram = sample.options
        options.scale = 1
        let png = try RasterImage(png: renderData(scene, format: .png, options: options))
        let document = String(decoding: try renderData(scene, format: .svg, options: options), as: UTF8.self)
        #expect(document.contains("width=\"\(png.width)px\" height=\"\(png.height)px\""))
        #expect(document.contains("svg{--page:#ffffff;"))
        // The constraint blue is a property named by its role, and paths use it by class.
        #expect(document.contains("--constraint:#0072b2;"))
        #expect(document.contains(".s-constraint{stroke:var(--constraint)}"))
        #expect(document.contains("stroke=\"#0072b2\" class=\"s-constraint\""))
        // Colours outside the style's roles are named by their first use: the views' tints.
        #expect(document.contains("--view-fill:#"))
        #expect(!document.contains("--colour-"))
        // Every painted path (clip outlines in <defs> paint nothing).
        let body = document.components(separatedBy: "</defs>").last ?? document
        let paths = elements("path", in: body)
        #expect(paths.count > 20)
        #expect(paths.allSatisfy { $0.contains("class=\"f-") || $0.contains("class=\"s-") })
    }

    @Test func theSameListGivesTheSameBytesAndParsesAsXML() throws {
        let first = try svg("dynamic-priorities", 1)
        let second = try svg("dynamic-priorities", 1)
        #expect(first.utf8.elementsEqual(second.utf8), "\(first.utf8.count) and \(second.utf8.count) bytes")
        let parser = XMLParser(data: Data(first.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func clipIdsCarryThePrefixAndEveryReferenceIsDefined() throws {
        let scene = try #require(SampleCatalog.sample(named: "chained-widths")).variants[1].makeScene()
        var options = RenderOptions()
        options.idPrefix = "chained"
        let document = String(decoding: try renderData(scene, format: .svg, options: options), as: UTF8.self)
        let ids = Set(document.matches(of: /id="([^"]+)"/).map { String($0.1) })
        let references = document.matches(of: /url\(#([^)]+)\)/).map { String($0.1) }
        #expect(!references.isEmpty, "the overflow is clipped")
        #expect(references.allSatisfy(ids.contains))
        #expect(ids.allSatisfy { $0.hasPrefix("chained-clip-") })
    }

    @Test func textIsEscapedAndControlCharactersDropped() throws {
        let canvas = try SVGCanvas(width: 40, height: 20)
        canvas.selectFont(family: "DejaVu Sans", bold: false, size: 10)
        canvas.setColor(red: 0, green: 0, blue: 0, alpha: 1)
        canvas.showText("a<b & \"c\"\u{1}", x: 1, y: 10)
        let document = String(decoding: canvas.finish(), as: UTF8.self)
        #expect(document.contains(">a&lt;b &amp; &quot;c&quot;</text>"))
        let parser = XMLParser(data: Data(document.utf8))
        #expect(parser.parse())
    }

    @Test func coordinatesHaveAtMostThreeDecimalsAndNoTrailingZeros() throws {
        let canvas = try SVGCanvas(width: 40, height: 20)
        canvas.setColor(red: 0, green: 0, blue: 0, alpha: 1)
        canvas.newPath()
        canvas.move(to: -12.3456, 0.05)
        canvas.line(to: 7.1, -0.0004)
        canvas.line(to: 1_234_567.0004, 100)
        canvas.line(to: 0.001, -0.999)
        canvas.line(to: 2e16, .nan)
        canvas.stroke(preserve: false)
        let document = String(decoding: canvas.finish(), as: UTF8.self)
        #expect(document.contains("<path d=\"M-12.346 0.05L7.1 0L1234567 100L0.001 -0.999L20000000000000000 0\""))
    }

    func square(on canvas: SVGCanvas) {
        canvas.newPath()
        canvas.move(to: 0, 0)
        canvas.line(to: 4, 0)
        canvas.line(to: 4, 4)
        canvas.closePath()
    }

    @Test func coloursOutsideTheStylesRolesAreNamedByTheirFirstUse() throws {
        let canvas = try SVGCanvas(width: 40, height: 20)
        canvas.nameColors(Style.standard.colorNames)
        canvas.beginGroup(CanvasGroup(kind: "view", data: [("view", "a")]))
        for blue in [0.2, 0.4, 0.2] {
            canvas.setColor(red: 0.1, green: 0.1, blue: blue, alpha: 1)
            square(on: canvas)
            canvas.fill(preserve: false)
        }
        canvas.endGroup()
        // The page's white and the constraint blue keep their roles' names wherever they are drawn.
        canvas.setColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        square(on: canvas)
        canvas.stroke(preserve: false)
        canvas.setColor(red: 0, green: 0.447, blue: 0.698, alpha: 1)
        square(on: canvas)
        canvas.fill(preserve: false)
        let document = String(decoding: canvas.finish(), as: UTF8.self)
        #expect(document.contains("svg{--view-fill:#1a1a33;--view-fill-2:#1a1a66;--page:#ffffff;--constraint:#0072b2;}"))
        #expect(document.contains("stroke=\"#ffffff\" class=\"s-page\" stroke-opacity=\"0.5\""))
        #expect(document.components(separatedBy: "class=\"f-view-fill\"").count == 3)
    }
}
