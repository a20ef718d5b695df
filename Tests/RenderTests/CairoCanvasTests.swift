import Foundation
import Render
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The Cairo canvas: formats, sizes, deterministic bytes, errors, text.
@Suite struct CairoCanvasTests {
    /// A small drawing with every kind of operation: fill, dashed stroke,
    /// arc, clip and text.
    func draw(_ format: OutputFormat, scale: Double = 1) throws -> Data {
        let canvas = try CairoCanvas(format: format, width: 100, height: 50, scale: scale)
        canvas.setColor(red: 0.2, green: 0.4, blue: 0.9)
        canvas.rectangle(x: 10, y: 10, width: 30, height: 20)
        canvas.fill()
        canvas.save()
        canvas.rectangle(x: 0, y: 0, width: 60, height: 50)
        canvas.clip()
        canvas.setDash([4, 2])
        canvas.setLineWidth(1.5)
        canvas.arc(centerX: 70, centerY: 25, radius: 15, from: 0, to: 2 * .pi)
        canvas.stroke()
        canvas.restore()
        canvas.selectFont(size: 9)
        canvas.showText("Knob", x: 12, y: 45)
        return try canvas.finish()
    }

    /// Width and height from a PNG's IHDR chunk.
    func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
        else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test func aPNGHasScalePixelsPerPoint() throws {
        #expect(pngSize(try draw(.png)).map { [$0.0, $0.1] } == [100, 50])
        #expect(pngSize(try draw(.png, scale: 2)).map { [$0.0, $0.1] } == [200, 100])
        #expect(pngSize(try draw(.png, scale: 1.5)).map { [$0.0, $0.1] } == [150, 75])
    }

    @Test(arguments: [OutputFormat.png, .pdf])
    func theSameDrawingGivesTheSameBytesWhateverWasDrawnBefore(format: OutputFormat) throws {
        let first = try draw(format)
        _ = try draw(.png, scale: 2)
        _ = try draw(.pdf)
        let second = try draw(format)
        #expect(first.elementsEqual(second), "\(first.count) and \(second.count) bytes")
        #expect(first.count > 100)
    }

    @Test func aPDFCarriesAFixedDateSoTheClockDoesNotChangeIt() throws {
        let before = try draw(.pdf)
        Thread.sleep(forTimeInterval: 1.1)
        let after = try draw(.pdf)
        #expect(before.elementsEqual(after), "\(before.count) and \(after.count) bytes")
        let text = String(decoding: before, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        // cairo 1.16 writes the date without PDF's "D:" prefix.
        #expect(text.contains("/CreationDate (20000101000000"))
    }

    @Test func svgIsWrittenBySVGCanvasNotCairo() {
        #expect(throws: RenderError.unknownFormat("cairo draws png or pdf here; SVGCanvas writes svg")) {
            try CairoCanvas(format: .svg, width: 10, height: 10)
        }
    }

    @Test func textExtentsGrowWithTheFontSize() throws {
        let canvas = try CairoCanvas(format: .png, width: 10, height: 10)
        canvas.selectFont(size: 17)
        let small = canvas.extents(of: "Position")
        canvas.selectFont(size: 34)
        let large = canvas.extents(of: "Position")
        #expect(small.width > 40 && small.width < 100)
        #expect(small.height > 8 && small.height < 20)
        #expect(abs(large.advance / small.advance - 2) < 0.05)
        #expect(small.yBearing < 0, "ink rises above the baseline")
    }

    @Test func badSizesAndNamesAreThrownErrors() {
        #expect(throws: RenderError.self) { try CairoCanvas(format: .png, width: 0, height: 10) }
        #expect(throws: RenderError.self) { try CairoCanvas(format: .pdf, width: .nan, height: 10) }
        #expect(throws: RenderError.self) { try SVGCanvas(width: .nan, height: 10) }
        #expect(throws: RenderError.self) { try CairoCanvas(format: .png, width: 10, height: 10, scale: -1) }
        #expect(throws: RenderError.unknownFormat("out/slider.gif")) { try OutputFormat(fileName: "out/slider.gif") }
        #expect(throws: RenderError.unknownFormat("Makefile")) { try OutputFormat(fileName: "Makefile") }
        #expect((try? OutputFormat(fileName: "out/v1.2/Slider.PNG")) == .png)
    }

    @Test func aFinishedCanvasRefusesToFinishAgain() throws {
        let canvas = try CairoCanvas(format: .png, width: 10, height: 10)
        _ = try canvas.finish()
        #expect(throws: RenderError.self) { try canvas.finish() }
    }
}

/// Pictures are bounded before any memory is asked for.
@Test func picturesBeyondTheLimitsAreRefusedWithTheReason() throws {
    #expect(throws: RenderError.tooLarge(width: 20_000, height: 20_000, scale: 1,
                                         limit: "more than 100 million pixels")) {
        try CairoCanvas(format: .png, width: 20_000, height: 20_000, scale: 1)
    }
    #expect(throws: RenderError.tooLarge(width: 100, height: 100, scale: 9, limit: "the scale is more than 8.0")) {
        try CairoCanvas(format: .png, width: 100, height: 100, scale: 9)
    }
    #expect(throws: RenderError.tooLarge(width: 40_000, height: 10, scale: 1, limit: "a side is longer than 32000 pixels")) {
        try CairoCanvas(format: .png, width: 40_000, height: 10, scale: 1)
    }
    #expect(throws: RenderError.tooLarge(width: 1e6, height: 10, scale: 1, limit: "a side is longer than 100000 pt")) {
        try SVGCanvas(width: 1e6, height: 10)
    }
    // A large SVG is fine where a PNG of it would not be.
    _ = try SVGCanvas(width: 20_000, height: 20_000)
    // The message says what would draw it: a smaller scale that fits, in
    // halves, or a format without pixels.
    #expect(RenderError.tooLarge(width: 20_000, height: 20_000, scale: 1, limit: "more than 100 million pixels").description
        == "a 20000 × 20000 pt picture at scale 1.0 is too large: more than 100 million pixels (it fits at --scale 0.5, or as SVG or PDF)")
    #expect(RenderError.tooLarge(width: 10_195, height: 3_947, scale: 2, limit: "more than 100 million pixels").description
        == "a 10195 × 3947 pt picture at scale 2.0 is too large: more than 100 million pixels (it fits at --scale 1.5, or as SVG or PDF)")
    #expect(RenderError.tooLarge(width: 30_000, height: 30_000, scale: 1, limit: "more than 100 million pixels").description
        == "a 30000 × 30000 pt picture at scale 1.0 is too large: more than 100 million pixels (draw it as SVG or PDF)")
}
