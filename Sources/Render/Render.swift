import Diagram
import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import Layout
import Page

/// How to render: the page's scale (PNG pixels per point), the diagram's
/// options and style, and the SVG id prefix.
public struct RenderOptions: Sendable {
    /// PNG pixels per point (2 for a Retina-sharp picture); ignored by SVG and PDF.
    public var scale: Double = 2
    /// What the diagram shows. Its text measurers are replaced by the
    /// renderer's font so that label boxes match the ink.
    public var diagram = DiagramOptions()
    /// Colours and sizes.
    public var style: Style = .standard
    /// Prefix of every id in an SVG, so that several can share an HTML page.
    public var idPrefix = "trellis"

    /// Scale 2, every constraint, the standard style.
    public init() {}
}

/// Measures the diagram's text with the renderer's font.
func withRendererFonts(_ options: DiagramOptions) -> DiagramOptions {
    var options = options
    options.textMeasurer = CairoTextMeasurer()
    options.boldTextMeasurer = CairoTextMeasurer(bold: true)
    return options
}

/// The display list of `scene` as the renderer draws it: text measured with
/// the renderer's font.
///
/// - Throws: ``RenderError/tooLarge(width:height:scale:limit:)`` before any
///   mark is placed when the scene alone is larger than a page may be (see
///   ``checkSize(of:format:scale:)``).
public func displayList(for scene: Scene, options: RenderOptions = RenderOptions()) throws -> DisplayList {
    try checkSize(of: scene, format: .svg, scale: options.scale)
    return try Diagram.displayList(for: scene, options: withRendererFonts(options.diagram), style: options.style)
}

/// Refuses a picture of `scene` in `format` at `scale` that would exceed
/// ``RenderLimits`` on the scene's frames alone, before the display list is
/// built: a diagram is never smaller than its views, and labelling thousands
/// of marks costs seconds that a refusal after it would waste.
///
/// - Throws: ``RenderError/tooLarge(width:height:scale:limit:)``, the size
///   given being the scene's frames' extent.
public func checkSize(of scene: Scene, format: OutputFormat, scale: Double) throws {
    let extent = scene.items.reduce(CGRect(origin: .zero, size: scene.size)) { $0.union($1.frame) }
    let (width, height) = (Double(extent.width), Double(extent.height))
    if width > 0, height > 0, let limit = RenderLimits.violation(width: width, height: height, scale: scale, format: format) {
        throw RenderError.tooLarge(width: width, height: height, scale: scale, limit: limit)
    }
}

/// The bytes of `list` in `format`.
public func renderData(_ list: DisplayList, format: OutputFormat, scale: Double = 2,
                       idPrefix: String = "trellis") throws -> Data
{
    if format == .svg {
        let canvas = try SVGCanvas(width: Double(list.size.width), height: Double(list.size.height), idPrefix: idPrefix)
        DisplayListPainter().paint(list, on: canvas)
        return canvas.finish()
    }
    if format == .html {
        // A picture without its scene: the page highlights what it can
        // find in the SVG, and has no constraints to list.
        let id = HTMLPage.identifier(idPrefix)
        let frame = PageData.Frame(id: id, size: "\(Int(list.size.width))x\(Int(list.size.height))", state: nil, root: "",
                                   views: [], constraints: [], diagnostics: [])
        let page = HTMLPage(title: idPrefix, pictures: [HTMLPage.Picture(frame: frame, svg: try inlineSVG(list, forFrame: id))])
        return Data(try page.render().utf8)
    }
    if format == .png { return try BandedPNG.data(list, scale: scale) }
    let canvas = try CairoCanvas(format: format, width: Double(list.size.width), height: Double(list.size.height),
                                 scale: scale)
    DisplayListPainter().paint(list, on: canvas)
    return try canvas.finish()
}

/// `list` as an `<svg>` element for the picture `id` of an HTML page (its
/// element id ``HTMLPage/pictureID(_:)``; see ``SVGCanvas/finishInline()``).
public func inlineSVG(_ list: DisplayList, forFrame id: String) throws -> String {
    let canvas = try SVGCanvas(width: Double(list.size.width), height: Double(list.size.height), idPrefix: HTMLPage.pictureID(id))
    DisplayListPainter().paint(list, on: canvas)
    return canvas.finishInline()
}

/// The bytes of `scene`, laid out, in `format`; JSON is the ``LayoutExport``,
/// HTML an interactive page of the picture with the constraints' statuses
/// and the diagnostics (module `Page`).
/// The scene's labels are measured with the renderer's font first, so lay it
/// out after this has set the measurer, or let this lay it out.
public func renderData(_ scene: Scene, format: OutputFormat, options: RenderOptions = RenderOptions()) throws -> Data {
    try prepare(scene)
    if format == .json { return try LayoutExport(scene).json() }
    if format == .html {
        let id = HTMLPage.identifier(options.idPrefix)
        let list = try displayList(for: scene, options: options)
        let frame = try PageData.Frame(scene: scene, id: id, size: "\(Int(scene.size.width))x\(Int(scene.size.height))", state: nil)
        let page = HTMLPage(title: options.diagram.title ?? options.idPrefix,
                            pictures: [HTMLPage.Picture(frame: frame, svg: try inlineSVG(list, forFrame: id))])
        return Data(try page.render().utf8)
    }
    return try renderData(displayList(for: scene, options: options), format: format, scale: options.scale,
                          idPrefix: options.idPrefix)
}

/// Renders `scene` to the file at `path`, in the format its extension names
/// (`.png`, `.svg`, `.pdf`, `.json`). The file is written whole or not at
/// all: the bytes go to a temporary file beside it, renamed into place.
///
///     try render(scene, to: "Output/complex-widths.png")
public func render(_ scene: Scene, to path: String, options: RenderOptions = RenderOptions()) throws {
    let url = URL(fileURLWithPath: path)
    let format = try OutputFormat(fileName: url.lastPathComponent)
    try writeAtomically(renderData(scene, format: format, options: options), to: url)
}

/// Installs the renderer's text measurer and lays the scene out when it has
/// not been, or when its labels were measured with another font.
func prepare(_ scene: Scene) throws {
    if !(scene.textMeasurer is CairoTextMeasurer) {
        scene.textMeasurer = CairoTextMeasurer()
    }
    try scene.layout()
}
