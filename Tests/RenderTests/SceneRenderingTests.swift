import Diagram
import Foundation
import TestSupport
import Layout
import Render
import Samples
import Testing

/// Rendering laid-out scenes to files: sizes, formats, atomic writes, and
/// the same picture through librsvg as through our PNG.
@Suite struct SceneRenderingTests {
    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func complexWidths() -> Scene { RowScenes.complexWidths(width: 375, height: 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) }

    @Test func renderPicksTheFormatFromTheExtensionAndLeavesNoTemporaryFile() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        for ext in ["png", "svg", "pdf", "json"] {
            try render(complexWidths(), to: directory.appendingPathComponent("cw.\(ext)").path)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["cw.json", "cw.pdf", "cw.png", "cw.svg"])
        let png = try Data(contentsOf: directory.appendingPathComponent("cw.png"))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let pdf = try Data(contentsOf: directory.appendingPathComponent("cw.pdf"))
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("cw.json")))
        #expect((json as? [String: Any])?["format"] as? String == "trellis-layout/1")
        #expect(throws: RenderError.unknownFormat("cw.gif")) { try render(complexWidths(), to: directory.appendingPathComponent("cw.gif").path) }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func thePNGIsThePageAtItsScale(scale: Double) throws {
        var options = RenderOptions()
        options.scale = scale
        let scene = complexWidths()
        let data = try renderData(scene, format: .png, options: options)
        let list = try displayList(for: scene, options: options)
        let image = try RasterImage(png: data)
        #expect(image.width == Int((list.size.width * scale).rounded(.up)))
        #expect(image.height == Int((list.size.height * scale).rounded(.up)))
        // The root's outline is dark, the page white, blue's fill a pale tint
        // of UIKit's blue (0, 122, 255): 30 % of it over the root's grey
        // (246, 246, 248), so that it never reads as the constraints' blue.
        let origin = try #require(list.shapes.first { $0.role == .root }).path.bounds.origin
        let blue = image.pixel(x: Int((origin.x + 50) * scale), y: Int((origin.y + 300) * scale))
        #expect(abs(Int(blue.red) - 172) <= 1 && abs(Int(blue.green) - 209) <= 1 && abs(Int(blue.blue) - 250) <= 1, "\(blue)")
        let page = image.pixel(x: 1, y: Int(list.size.height * scale) - 2)
        #expect(page.red == 255 && page.green == 255 && page.blue == 255)
    }

    @Test func aFailedWriteLeavesNothingBehind() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("no/such/dir/cw.png").path
        #expect(throws: RenderError.self) { try render(complexWidths(), to: missing) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        for format in OutputFormat.allCases {
            let first = try renderData(complexWidths(), format: format)
            _ = try renderData(SliderScene(fx: 0.7, fy: 0.4).scene, format: format)
            let again = try renderData(complexWidths(), format: format)
            #expect(again.elementsEqual(first), "\(format): \(again.count) and \(first.count) bytes")
        }
    }
}

/// The SVG is well-formed and librsvg draws it as our PNG is drawn.
@Suite(.serialized) struct SVGInteroperabilityTests {
    func run(_ tool: String, _ arguments: [String], input: Data? = nil) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe(), error = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let bytes = output.fileHandleForReading.bytesToEnd()
        let message = String(decoding: error.fileHandleForReading.bytesToEnd(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, bytes, message)
    }

    static let scenes: [String] = ["complex-widths", "slider-guides", "dynamic-priorities"]

    @Test(arguments: scenes)
    func xmllintAcceptsTheSVG(sample name: String) throws {
        let sample = try #require(SampleCatalog.sample(named: name))
        let svg = try renderData(sample.variants[0].makeScene(), format: .svg)
        let result = try run("xmllint", ["--noout", "-"], input: svg)
        #expect(result.status == 0, "\(result.error)")
    }

    @Test(arguments: scenes)
    func librsvgDrawsTheSVGAsOurPNG(sample name: String) throws {
        let sample = try #require(SampleCatalog.sample(named: name))
        var options = RenderOptions()
        options.scale = 1
        options.diagram = sample.options
        let ours = try RasterImage(png: renderData(sample.variants[0].makeScene(), format: .png, options: options))
        let svg = try renderData(sample.variants[0].makeScene(), format: .svg, options: options)
        // librsvg reads the SVG's size in points; at 72 dpi a point is a pixel, as in our PNG at scale 1.
        let result = try run("rsvg-convert", ["--format", "png", "--dpi-x", "72", "--dpi-y", "72"], input: svg)
        #expect(result.status == 0, "\(result.error)")
        let theirs = try RasterImage(png: result.output)
        let difference = try #require(ours.meanDifference(from: theirs), "same size: \(ours) and \(theirs)")
        let differing = try #require(ours.fractionDiffering(from: theirs))
        // Anti-aliasing and glyph hinting differ a little between the two
        // (text-heavy pictures at 1× differ by 1 to 5 on average, edges
        // only); the shapes must not: no pixel may be far from every pixel
        // around its place in the other picture.
        #expect(difference < 6, "mean channel difference \(difference)")
        #expect(differing < 0.001, "\(differing * 100) % of pixels differ by more than 128 from their neighbourhood")
    }
}

/// The pixel comparison the SVG test relies on sees a label that moved.
@Test func thePixelComparisonNoticesAMovedLabel() throws {
    let scene = LabelScenes.dynamicPriorities(.left)
    scene.textMeasurer = CairoTextMeasurer()
    try scene.layout()
    let list = try displayList(for: scene)
    var moved = list
    let index = try #require(moved.items.firstIndex { $0.role == .viewName("positionLabel") })
    moved.items[index] = moved.items[index].offsetBy(dx: 30, dy: 0)
    let before = try RasterImage(png: renderData(list, format: .png, scale: 1))
    let after = try RasterImage(png: renderData(moved, format: .png, scale: 1))
    #expect(try #require(before.fractionDiffering(from: before)) == 0)
    #expect(try #require(before.fractionDiffering(from: after)) > 0.001)
}
