import Diagram
import Foundation

/// A canvas that writes SVG itself, as a document a reader can search,
/// select and restyle: text as `<text>` (not glyph outlines), each view,
/// guide and constraint a `<g>` with a class and `data-` attributes naming
/// it, a `<title>` on every constraint (its equation, priority and status),
/// colours as CSS custom properties, sizes in px at the PNG's 1× size.
///
/// The bytes depend on the drawing alone (ids are numbered per document),
/// so the same display list always gives the same file.
public final class SVGCanvas: Canvas {
    /// Prefix of every id, so that several SVGs can share an HTML page.
    public let idPrefix: String
    /// The font stack of every `<text>`: system faces first, DejaVu Sans
    /// (the font text is measured with) last. Each text also carries its
    /// measured length, so whatever face a reader has fits its plate.
    public static let fontStack = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, 'DejaVu Sans'"

    private let width: Double, height: Double
    private var body = ""
    private var defs = ""
    private var clipCount = 0
    /// The colours used, by hex, in order of first use: `--c1`, `--c2`, …
    private var palette: [String: Int] = [:]
    private var paletteOrder: [String] = []

    private struct State {
        var color = (r: 0.0, g: 0.0, b: 0.0, a: 1.0)
        var lineWidth = 1.0
        var dash: [Double] = []
        var evenOdd = false
        var clip: String?
        var font = (bold: false, size: 12.0)
    }
    private var state = State()
    private var saved: [State] = []
    private var path = ""
    /// Open `<g>` elements for clips, closed on `restore()`.
    private var openClips: [Int] = [0]

    /// A `width` × `height` px document.
    public init(width: Double, height: Double, idPrefix: String = "trellis") throws {
        if let violation = RenderLimits.violation(width: width, height: height, scale: 1, format: .svg) {
            throw RenderError.tooLarge(width: width, height: height, scale: 1, limit: violation)
        }
        self.width = width
        self.height = height
        self.idPrefix = idPrefix
        body.reserveCapacity(64 * 1024)
    }

    // MARK: State

    public func save() {
        saved.append(state)
        openClips.append(0)
    }

    public func restore() {
        body += String(repeating: "</g>", count: openClips.popLast() ?? 0)
        if openClips.isEmpty { openClips = [0] }
        state = saved.popLast() ?? State()
    }

    public func setColor(red: Double, green: Double, blue: Double, alpha: Double) {
        state.color = (red, green, blue, alpha)
    }

    public func setLineWidth(_ width: Double) { state.lineWidth = width }
    public func setDash(_ pattern: [Double], offset: Double) { state.dash = pattern }
    public func setEvenOdd(_ evenOdd: Bool) { state.evenOdd = evenOdd }

    // MARK: Paths

    public func newPath() { path = "" }
    public func move(to x: Double, _ y: Double) { path += "M\(Self.number(x)) \(Self.number(y))" }
    public func line(to x: Double, _ y: Double) { path += "L\(Self.number(x)) \(Self.number(y))" }
    public func curve(to x: Double, _ y: Double, control1: (Double, Double), control2: (Double, Double)) {
        path += "C\(Self.number(control1.0)) \(Self.number(control1.1)) \(Self.number(control2.0)) "
            + "\(Self.number(control2.1)) \(Self.number(x)) \(Self.number(y))"
    }
    public func closePath() { path += "Z" }

    public func fill(preserve: Bool) {
        guard !path.isEmpty else { return }
        let rule = state.evenOdd ? " fill-rule=\"evenodd\"" : ""
        body += "<path d=\"\(path)\"\(paint("fill"))\(rule)/>\n"
        if !preserve { path = "" }
    }

    public func stroke(preserve: Bool) {
        guard !path.isEmpty else { return }
        body += "<path d=\"\(path)\" fill=\"none\"\(paint("stroke"))\(strokeAttributes())/>\n"
        if !preserve { path = "" }
    }

    public func clip() {
        clipCount += 1
        let id = "\(idPrefix)-clip-\(clipCount)"
        let rule = state.evenOdd ? " clip-rule=\"evenodd\"" : ""
        defs += "<clipPath id=\"\(id)\"><path d=\"\(path)\"\(rule)/></clipPath>\n"
        body += "<g clip-path=\"url(#\(id))\">\n"
        openClips[openClips.count - 1] += 1
        path = ""
    }

    public func hatch(x: Double, y: Double, width: Double, height: Double, spacing: Double) {
        guard spacing > 0, width > 0, height > 0 else { return }
        // The lines of CairoCanvas's hatch: x + y' = k, every `spacing` along x.
        var k = ((x + y) / spacing).rounded(.down) * spacing
        let last = x + width + y + height
        path = ""
        while k <= last {
            move(to: k - (y + height), y + height)
            line(to: k - y, y)
            k += spacing
        }
        stroke(preserve: false)
    }

    // MARK: Text

    public func selectFont(family: String, bold: Bool, size: Double) { state.font = (bold, size) }

    public func showText(_ text: String, x: Double, y: Double) {
        showText(text, x: x, y: y, length: nil)
    }

    /// `text` with its baseline at (x, y), stretched or squeezed to `length`
    /// when given (the advance it was measured to), so that it fits its plate
    /// in whichever face of the stack the reader's machine has.
    public func showText(_ text: String, x: Double, y: Double, length: Double?) {
        let weight = state.font.bold ? " font-weight=\"bold\"" : ""
        let fit = length.map { " textLength=\"\(Self.number($0))\" lengthAdjust=\"spacingAndGlyphs\"" } ?? ""
        body += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(state.font.size))\"\(weight)"
            + "\(paint("fill"))\(fit)>\(Self.escaped(FontCoverage.displayable(text, bold: state.font.bold)))</text>\n"
    }

    // MARK: Groups

    public func beginGroup(_ group: CanvasGroup) {
        var attributes = " class=\"\(group.kind)\""
        for (name, value) in group.data { attributes += " data-\(name)=\"\(Self.escaped(value))\"" }
        body += "<g\(attributes)>"
        if let title = group.title { body += "<title>\(Self.escaped(title))</title>" }
        body += "\n"
    }

    public func endGroup() { body += "</g>\n" }

    // MARK: Capturing, for the animated SVG

    /// What `draw` writes, returned instead of written: its colours join
    /// the palette and its clips the definitions as usual.
    func capturing(_ draw: () -> Void) -> String {
        // The document so far is set aside (its storage is shared, not
        // copied) while `draw` writes to an empty body.
        let document = body
        body = ""
        draw()
        let captured = body
        body = document
        return captured
    }

    /// Appends markup as it is.
    func write(_ markup: String) { body += markup }

    // MARK: The document

    /// The finished document.
    public func finish() -> Data { Data(document(inline: false).utf8) }

    /// The picture as an `<svg>` element to put inside an HTML page: no XML
    /// declaration, `id` the ``idPrefix``, its colours scoped to that id so
    /// that several pictures share a page, and their dark values (see
    /// ``DarkPalette``) under `prefers-color-scheme: dark`.
    public func finishInline() -> String { document(inline: true) }

    private func document(inline: Bool) -> String {
        while openClips.count > 1 || openClips[0] > 0 { restore() }
        var head = inline ? "" : "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let id = inline ? " id=\"\(Self.escaped(idPrefix))\"" : ""
        head += "<svg xmlns=\"http://www.w3.org/2000/svg\"\(id) width=\"\(Self.number(width))px\" height=\"\(Self.number(height))px\" "
            + "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"\(Self.fontStack)\">\n"
        // Colours as custom properties: restyle a picture by redefining
        // --c1… on the svg element. Renderers without custom properties
        // fall back to each element's own fill and stroke attributes.
        // An attribute selector: any id is valid in it, one starting with a digit too.
        let selector = inline ? "svg[id=\"\(Self.escaped(idPrefix))\"]" : "svg"
        var style = "\(selector){"
        for (index, hex) in paletteOrder.enumerated() { style += "--c\(index + 1):#\(hex);" }
        style += "}\n"
        if inline {
            style += "@media (prefers-color-scheme: dark){\(selector){"
            for (index, hex) in paletteOrder.enumerated() { style += "--c\(index + 1):#\(DarkPalette.dark(hex));" }
            style += "}}\n"
        }
        for index in paletteOrder.indices {
            style += ".f\(index + 1){fill:var(--c\(index + 1))}.s\(index + 1){stroke:var(--c\(index + 1))}\n"
        }
        head += "<style>\n\(style)</style>\n"
        if !defs.isEmpty { head += "<defs>\n\(defs)</defs>\n" }
        return head + body + "</svg>\n"
    }

    // MARK: Writing

    /// ` fill="#0072b2" class="f3"` (with an opacity when not opaque).
    private func paint(_ property: String) -> String {
        let c = state.color
        let hex = Self.hex(c.r, c.g, c.b)
        let index = palette[hex] ?? {
            paletteOrder.append(hex)
            palette[hex] = paletteOrder.count
            return paletteOrder.count
        }()
        let opacity = c.a < 1 ? " \(property)-opacity=\"\(Self.number(c.a))\"" : ""
        return " \(property)=\"#\(hex)\" class=\"\(property.first!)\(index)\"\(opacity)"
    }

    private func strokeAttributes() -> String {
        var text = " stroke-width=\"\(Self.number(state.lineWidth))\""
        if !state.dash.isEmpty { text += " stroke-dasharray=\"\(state.dash.map(Self.number).joined(separator: " "))\"" }
        return text
    }

    /// A coordinate with at most three decimals, no trailing zeros: short,
    /// and the same bytes for the same drawing. Written by hand: Foundation's
    /// formatting was most of the SVG's time.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 1000).rounded()
        guard abs(scaled) < 9e15 else { return String(Int(value.rounded())) }
        var thousandths = Int(scaled)
        guard thousandths != 0 else { return "0" }
        let negative = thousandths < 0
        if negative { thousandths = -thousandths }
        var text = negative ? "-" : ""
        text += String(thousandths / 1000)
        var fraction = thousandths % 1000
        guard fraction != 0 else { return text }
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let written = String(fraction)
        text += "." + String(repeating: "0", count: digits - written.count) + written
        return text
    }

    /// `0072b2` for a colour, without Foundation's formatting.
    static func hex(_ r: Double, _ g: Double, _ b: Double) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(6)
        for channel in [r, g, b] {
            let v = Int((min(max(channel, 0), 1) * 255).rounded())
            bytes.append(digits[v >> 4])
            bytes.append(digits[v & 15])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                // XML 1.0 allows no control characters but tab and line breaks.
                if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
