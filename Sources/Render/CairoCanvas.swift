import CairoShim
import Foundation

/// One document being drawn with cairo: a PNG (at any scale) or a PDF,
/// written to memory. Owns its cairo surface and context, released when the
/// canvas goes. Coordinates are points, origin top-left, y down. SVG is
/// written by ``SVGCanvas``, as text and structure rather than outlines.
///
/// The bytes depend on the drawing alone: PDFs carry a fixed creation date.
public final class CairoCanvas: Canvas {
    /// The format being written.
    public let format: OutputFormat
    private let handle: OpaquePointer
    /// The banded picture this canvas is a band of, which owns the handle;
    /// nil for a canvas of its own.
    private let owner: AnyObject?

    /// A `width` × `height` point canvas; a PNG has `scale` pixels per point.
    ///
    /// `idPrefix` is accepted for compatibility and unused: cairo no longer
    /// writes SVG here (``SVGCanvas`` does, and takes the prefix).
    public init(format: OutputFormat, width: Double, height: Double, scale: Double = 1, idPrefix: String = "trellis") throws {
        if let violation = RenderLimits.violation(width: width, height: height, scale: scale, format: format) {
            throw RenderError.tooLarge(width: width, height: height, scale: scale, limit: violation)
        }
        var canvas: OpaquePointer?
        let cFormat: trellis_format =
            switch format {
            case .png: TRELLIS_FORMAT_PNG
            case .pdf: TRELLIS_FORMAT_PDF
            case .svg: throw RenderError.unknownFormat("cairo draws png or pdf here; SVGCanvas writes svg")
            case .json: throw RenderError.unknownFormat("a canvas draws png or pdf, not json")
            case .html: throw RenderError.unknownFormat("a canvas draws png or pdf; module Page writes html")
            }
        let status = trellis_canvas_create(cFormat, width, height, scale, &canvas)
        guard status == 0, let canvas else {
            if let canvas { trellis_canvas_destroy(canvas) }
            throw Self.error(status)
        }
        self.format = format
        handle = canvas
        owner = nil
    }

    /// A band of a ``BandedPNG``: drawing on it paints the band's rows.
    init(band: OpaquePointer, of picture: AnyObject) {
        format = .png
        handle = band
        owner = picture
    }

    deinit { if owner == nil { trellis_canvas_destroy(handle) } }

    static func error(_ status: Int32) -> RenderError {
        .cairo(status: status, message: String(cString: trellis_status_description(status)))
    }

    // MARK: Drawing

    public func save() { trellis_save(handle) }
    public func restore() { trellis_restore(handle) }

    /// Sets the colour of what follows; components in 0…1.
    public func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        trellis_set_rgba(handle, red, green, blue, alpha)
    }

    public func setLineWidth(_ width: Double) { trellis_set_line_width(handle, width) }

    /// Dash lengths in points, alternating on and off; empty for solid lines.
    public func setDash(_ pattern: [Double], offset: Double = 0) {
        pattern.withUnsafeBufferPointer { trellis_set_dash(handle, $0.baseAddress, Int32($0.count), offset) }
    }

    public func newPath() { trellis_new_path(handle) }
    public func move(to x: Double, _ y: Double) { trellis_move_to(handle, x, y) }
    public func line(to x: Double, _ y: Double) { trellis_line_to(handle, x, y) }
    public func rectangle(x: Double, y: Double, width: Double, height: Double) {
        trellis_rectangle(handle, x, y, width, height)
    }
    /// A circular arc, angles in radians clockwise from the x axis (y is down).
    public func arc(centerX: Double, centerY: Double, radius: Double, from start: Double, to end: Double) {
        trellis_arc(handle, centerX, centerY, radius, start, end)
    }
    public func curve(to x: Double, _ y: Double, control1: (Double, Double), control2: (Double, Double)) {
        trellis_curve_to(handle, control1.0, control1.1, control2.0, control2.1, x, y)
    }
    public func closePath() { trellis_close_path(handle) }
    public func setEvenOdd(_ evenOdd: Bool) { trellis_set_even_odd(handle, evenOdd ? 1 : 0) }
    /// Round caps and joins for the lines that follow, or butt caps and miters.
    public func setRoundCaps(_ round: Bool) { trellis_set_round_caps(handle, round ? 1 : 0) }
    public func hatch(x: Double, y: Double, width: Double, height: Double, spacing: Double) {
        trellis_hatch(handle, x, y, width, height, spacing)
    }
    public func fill(preserve: Bool = false) { trellis_fill(handle, preserve ? 1 : 0) }
    public func stroke(preserve: Bool = false) { trellis_stroke(handle, preserve ? 1 : 0) }
    /// Restricts drawing to the current path (until `restore()`).
    public func clip() { trellis_clip(handle) }

    // MARK: Text

    /// The ink box and advance of a string, in points.
    public struct TextExtents: Equatable, Sendable {
        public var xBearing, yBearing, width, height, advance: Double
    }

    public func selectFont(family: String = "DejaVu Sans", bold: Bool = false, size: Double) {
        font = (family, bold, size)
        trellis_select_font(handle, family, bold ? 1 : 0, size)
    }
    /// The selected face, for ``FontCoverage``'s runs.
    private var font: (family: String, bold: Bool, size: Double) = ("DejaVu Sans", false, 10)

    /// The extents of `text` in the selected face alone, as it is given.
    public func extents(of text: String) -> TextExtents {
        var e = TextExtents(xBearing: 0, yBearing: 0, width: 0, height: 0, advance: 0)
        trellis_text_extents(handle, Self.drawable(text), &e.xBearing, &e.yBearing, &e.width, &e.height, &e.advance)
        return e
    }

    /// The advance of `text` as ``showText(_:x:y:)`` draws it: run by run,
    /// in the selected face or a fallback face (see ``FontCoverage``).
    public func advance(of text: String) -> Double {
        var total = 0.0
        eachRun(of: text) { _, run in total += extents(of: run).advance }
        return total
    }

    /// Calls `body` with each run of `text` (``FontCoverage/runs(_:family:bold:)``)
    /// and its index, the run's face selected, then selects the face that
    /// was selected before again.
    private func eachRun(of text: String, _ body: (Int, String) -> Void) {
        let runs = FontCoverage.runs(text, family: font.family, bold: font.bold)
        // One run in the selected face: nothing to switch.
        guard runs.contains(where: { $0.family != nil }) else { return body(0, runs.first?.text ?? "") }
        let selected = font
        for (index, run) in runs.enumerated() {
            trellis_select_font(handle, run.family ?? selected.family, selected.bold && run.family != FontCoverage.emojiFamily ? 1 : 0,
                                selected.size)
            body(index, run.text)
        }
        selectFont(family: selected.family, bold: selected.bold, size: selected.size)
    }

    /// The selected font's ascent, descent and recommended line height.
    public func fontExtents() -> (ascent: Double, descent: Double, lineHeight: Double) {
        var ascent = 0.0, descent = 0.0, height = 0.0
        trellis_font_extents(handle, &ascent, &descent, &height)
        return (ascent, descent, height)
    }

    /// Draws `text` with its baseline starting at (x, y); characters the
    /// font lacks are drawn with the fallback face, or written as their
    /// code points when it lacks them too (see ``FontCoverage``).
    public func showText(_ text: String, x: Double, y: Double) {
        eachRun(of: text) { index, run in
            // Each run after the first goes on where the one before ended.
            if index == 0 { trellis_show_text(handle, x, y, run) } else { trellis_show_more_text(handle, run) }
        }
    }

    /// `text` as cairo accepts it: cairo refuses a whole string ("input string
    /// not valid UTF-8") for one Unicode noncharacter (U+FFFE, U+FDD0…), and a
    /// C string ends at NUL. Each becomes U+FFFD, the replacement character.
    static func drawable(_ text: String) -> String {
        func refused(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value == 0 || (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
        }
        guard text.unicodeScalars.contains(where: refused) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { refused($0) ? "\u{FFFD}" : $0 }))
    }

    /// Whether the selected font lacks a glyph for some character of `text`.
    public func lacksGlyph(_ text: String) -> Bool { trellis_lacks_glyph(handle, text) != 0 }

    // MARK: The document

    /// Finishes the document and returns its bytes. Drawing errors surface
    /// here, as thrown errors; the canvas takes no more drawing afterwards.
    public func finish() throws -> Data {
        let before = trellis_canvas_status(handle)
        guard before == 0 else { throw Self.error(before) }
        return try Self.document { trellis_canvas_finish(handle, &$0, &$1) }
    }

    /// The bytes a shim call that finishes a document hands over (released
    /// here), or its status as an error.
    static func document(_ finish: (inout UnsafeMutablePointer<UInt8>?, inout Int) -> Int32) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = finish(&bytes, &length)
        guard status == 0, let bytes else { throw error(status) }
        defer { trellis_free(bytes) }
        return Data(bytes: bytes, count: length)
    }
}
