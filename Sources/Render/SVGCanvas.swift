import Diagram
import Foundation

/// A canvas that writes SVG itself, as a document a reader can search,
/// select and restyle: text as `<text>` (not glyph outlines), each view,
/// guide and constraint a `<g>` with a class and `data-` attributes naming
/// it, a `<title>` on every constraint (its equation, priority and status),
/// colours as CSS custom properties named by role (`--constraint`,
/// `--broken`, `--page`), sizes in px at the PNG's 1× size.
///
/// The bytes depend on the drawing alone (ids are numbered per document),
/// so the same display list always gives the same file. The markup is
/// written as bytes, numbers digit by digit: Swift string interpolation
/// was most of the SVG's time.
public final class SVGCanvas: Canvas {
    /// Prefix of every id, so that several SVGs can share an HTML page.
    public let idPrefix: String
    /// The font stack of every `<text>`: system faces first, DejaVu Sans
    /// (the font text is measured with) and WenQuanYi Micro Hei (its
    /// fallback for CJK and Hangul) last. Each text also carries its
    /// measured length, so whatever face a reader has fits its plate.
    public static let fontStack = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, 'DejaVu Sans', 'WenQuanYi Micro Hei'"

    private let width: Double, height: Double
    private var body: [UInt8] = []
    private var defs = ""
    private var clipCount = 0
    /// The colours used, in order of first use, each with the custom
    /// property that names it; by their 24-bit RGB value.
    private var palette: [UInt32: Int] = [:]
    private var paletteOrder: [(hex: String, name: String)] = []
    /// Names of roles (see ``nameColors(_:)``), by 24-bit RGB value.
    private var roleNames: [UInt32: String] = [:]
    /// How many colours outside the roles each name was given to: those are
    /// named by the group and paint of their first use (`--view-fill`,
    /// `--view-fill-2`: the tints of views' own colours).
    private var unnamedCounts: [String: Int] = [:]
    /// The kind of the open group (`view`, `constraint`), if any.
    private var groupKind: String?

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
    private var path: [UInt8] = []
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
        body.reserveCapacity(256 * 1024)
        path.reserveCapacity(256)
    }

    /// Names the colours of `names` after their roles: the custom property
    /// of a colour drawn later is `--constraint` rather than `--colour-3`.
    /// A colour named twice keeps its first name.
    public func nameColors(_ names: [NamedColor]) {
        for named in names {
            let key = Self.rgb(named.color.red, named.color.green, named.color.blue)
            if roleNames[key] == nil { roleNames[key] = named.name }
        }
    }

    // MARK: State

    public func save() {
        saved.append(state)
        openClips.append(0)
    }

    public func restore() {
        for _ in 0..<(openClips.popLast() ?? 0) { body += "</g>".utf8 }
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

    public func newPath() { path.removeAll(keepingCapacity: true) }
    public func move(to x: Double, _ y: Double) { point("M", x, y) }
    public func line(to x: Double, _ y: Double) { point("L", x, y) }
    public func curve(to x: Double, _ y: Double, control1: (Double, Double), control2: (Double, Double)) {
        point("C", control1.0, control1.1)
        point(" ", control2.0, control2.1)
        point(" ", x, y)
    }
    public func closePath() { path.append(UInt8(ascii: "Z")) }

    /// `M12 3.5` onto the path.
    private func point(_ command: Unicode.Scalar, _ x: Double, _ y: Double) {
        path.append(UInt8(ascii: command))
        Self.writeNumber(x, to: &path)
        path.append(UInt8(ascii: " "))
        Self.writeNumber(y, to: &path)
    }

    public func fill(preserve: Bool) {
        guard !path.isEmpty else { return }
        body += "<path d=\"".utf8
        body += path
        body += "\"".utf8
        writePaint(fill: true)
        if state.evenOdd { body += " fill-rule=\"evenodd\"".utf8 }
        body += "/>\n".utf8
        if !preserve { newPath() }
    }

    public func stroke(preserve: Bool) {
        guard !path.isEmpty else { return }
        body += "<path d=\"".utf8
        body += path
        body += "\" fill=\"none\"".utf8
        writePaint(fill: false)
        body += " stroke-width=\"".utf8
        Self.writeNumber(state.lineWidth, to: &body)
        body.append(UInt8(ascii: "\""))
        if !state.dash.isEmpty {
            body += " stroke-dasharray=\"".utf8
            for (index, length) in state.dash.enumerated() {
                if index > 0 { body.append(UInt8(ascii: " ")) }
                Self.writeNumber(length, to: &body)
            }
            body.append(UInt8(ascii: "\""))
        }
        body += "/>\n".utf8
        if !preserve { newPath() }
    }

    public func clip() {
        clipCount += 1
        let id = "\(idPrefix)-clip-\(clipCount)"
        let rule = state.evenOdd ? " clip-rule=\"evenodd\"" : ""
        defs += "<clipPath id=\"\(id)\"><path d=\"\(String(decoding: path, as: UTF8.self))\"\(rule)/></clipPath>\n"
        body += "<g clip-path=\"url(#\(id))\">\n".utf8
        openClips[openClips.count - 1] += 1
        newPath()
    }

    public func hatch(x: Double, y: Double, width: Double, height: Double, spacing: Double) {
        guard spacing > 0, width > 0, height > 0 else { return }
        // The lines of CairoCanvas's hatch: x + y' = k, every `spacing` along x.
        var k = ((x + y) / spacing).rounded(.down) * spacing
        let last = x + width + y + height
        newPath()
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
        body += "<text x=\"".utf8
        Self.writeNumber(x, to: &body)
        body += "\" y=\"".utf8
        Self.writeNumber(y, to: &body)
        body += "\" font-size=\"".utf8
        Self.writeNumber(state.font.size, to: &body)
        body.append(UInt8(ascii: "\""))
        if state.font.bold { body += " font-weight=\"bold\"".utf8 }
        writePaint(fill: true)
        if let length {
            body += " textLength=\"".utf8
            Self.writeNumber(length, to: &body)
            body += "\" lengthAdjust=\"spacingAndGlyphs\"".utf8
        }
        body.append(UInt8(ascii: ">"))
        Self.writeEscaped(FontCoverage.displayable(text, bold: state.font.bold), to: &body)
        body += "</text>\n".utf8
    }

    // MARK: Groups

    public func beginGroup(_ group: CanvasGroup) {
        groupKind = group.kind.isEmpty ? nil : group.kind
        body += "<g class=\"".utf8
        body += group.kind.utf8
        body.append(UInt8(ascii: "\""))
        for (name, value) in group.data {
            body += " data-".utf8
            body += name.utf8
            body += "=\"".utf8
            Self.writeEscaped(value, to: &body)
            body.append(UInt8(ascii: "\""))
        }
        body.append(UInt8(ascii: ">"))
        if let title = group.title {
            body += "<title>".utf8
            Self.writeEscaped(title, to: &body)
            body += "</title>".utf8
        }
        body.append(UInt8(ascii: "\n"))
    }

    public func endGroup() {
        body += "</g>\n".utf8
        groupKind = nil
    }

    // MARK: Capturing, for the animated SVG

    /// What `draw` writes, returned instead of written: its colours join
    /// the palette and its clips the definitions as usual.
    func capturing(_ draw: () -> Void) -> String {
        // The document so far is set aside (its storage is shared, not
        // copied) while `draw` writes to an empty body.
        let document = body
        body = []
        draw()
        let captured = String(decoding: body, as: UTF8.self)
        body = document
        return captured
    }

    /// Appends markup as it is.
    func write(_ markup: String) { body += markup.utf8 }

    // MARK: The document

    /// The finished document.
    public func finish() -> Data { Data(document(inline: false)) }

    /// The picture as an `<svg>` element to put inside an HTML page: no XML
    /// declaration, `id` the ``idPrefix``, its colours scoped to that id so
    /// that several pictures share a page, and their dark values (see
    /// ``DarkPalette``) under `prefers-color-scheme: dark`.
    public func finishInline() -> String { String(decoding: document(inline: true), as: UTF8.self) }

    private func document(inline: Bool) -> [UInt8] {
        while openClips.count > 1 || openClips[0] > 0 { restore() }
        var head = inline ? "" : "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let id = inline ? " id=\"\(Self.escaped(idPrefix))\"" : ""
        head += "<svg xmlns=\"http://www.w3.org/2000/svg\"\(id) width=\"\(Self.number(width))px\" height=\"\(Self.number(height))px\" "
            + "viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" font-family=\"\(Self.fontStack)\">\n"
        // Colours as custom properties named by role: restyle a picture by
        // redefining --constraint, --broken… on the svg element. Renderers
        // without custom properties fall back to each element's own fill
        // and stroke attributes.
        // An attribute selector: any id is valid in it, one starting with a digit too.
        let selector = inline ? "svg[id=\"\(Self.escaped(idPrefix))\"]" : "svg"
        var style = "\(selector){"
        for colour in paletteOrder { style += "--\(colour.name):#\(colour.hex);" }
        style += "}\n"
        if inline {
            style += "@media (prefers-color-scheme: dark){\(selector){"
            for colour in paletteOrder { style += "--\(colour.name):#\(DarkPalette.dark(colour.hex));" }
            style += "}}\n"
        }
        for colour in paletteOrder {
            style += ".f-\(colour.name){fill:var(--\(colour.name))}.s-\(colour.name){stroke:var(--\(colour.name))}\n"
        }
        head += "<style>\n\(style)</style>\n"
        if !defs.isEmpty { head += "<defs>\n\(defs)</defs>\n" }
        var document = Array(head.utf8)
        document.reserveCapacity(document.count + body.count + 8)
        document += body
        document += "</svg>\n".utf8
        return document
    }

    // MARK: Writing

    /// ` fill="#0072b2" class="f-constraint"` (with an opacity when not
    /// opaque) for the current colour; `stroke…` and `s-…` when not `fill`.
    private func writePaint(fill: Bool) {
        let c = state.color
        let key = Self.rgb(c.r, c.g, c.b)
        let index = palette[key] ?? {
            let name = roleNames[key] ?? {
                let base = "\(groupKind ?? "colour")-\(fill ? "fill" : "stroke")"
                let count = unnamedCounts[base, default: 0] + 1
                unnamedCounts[base] = count
                return count == 1 ? base : "\(base)-\(count)"
            }()
            paletteOrder.append((Self.hex(c.r, c.g, c.b), name))
            palette[key] = paletteOrder.count - 1
            return paletteOrder.count - 1
        }()
        body += (fill ? " fill=\"#" : " stroke=\"#").utf8
        body += paletteOrder[index].hex.utf8
        body += (fill ? "\" class=\"f-" : "\" class=\"s-").utf8
        body += paletteOrder[index].name.utf8
        body.append(UInt8(ascii: "\""))
        if c.a < 1 {
            body += (fill ? " fill-opacity=\"" : " stroke-opacity=\"").utf8
            Self.writeNumber(c.a, to: &body)
            body.append(UInt8(ascii: "\""))
        }
    }
}
