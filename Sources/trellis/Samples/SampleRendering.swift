import Diagram
import Foundation
import Layout
import Page
import Render
import Samples

/// The files a built-in sample publishes: a picture per variant, or one
/// sheet of all its variants, in each format asked for.
struct SampleRendering {
    let sample: Sample
    let formats: [OutputFormat]
    let scale: Double
    /// Whether to write the sample's animation too, if it has one.
    var animate = false
    /// The level of detail (`--detail`).
    var detail = Detail.auto

    /// The display lists to publish, each with its file name stem, and the
    /// variant and laid-out scene it shows (none for a sheet of variants).
    func pictures() throws -> [(stem: String, list: DisplayList, variant: Sample.Variant?, scene: Scene?)] {
        let options = RenderOptions()
        switch sample.presentation {
        case .separate:
            // The states of one sample share one canvas, root in one place.
            let pictures = try sample.variants.map { variant in
                let scene = try laidOut(variant)
                var options = options
                options.diagram = sample.options
                DetailOption.apply(detail, to: &options.diagram)
                options.diagram.title = sample.title
                options.diagram.caption = variant.caption
                return ("\(sample.name)-\(variant.name)", try displayList(for: scene, options: options), variant, scene)
            }
            return zip(pictures, DisplayList.aligned(pictures.map(\.1))).map { ($0.0.0, $0.1, $0.0.2, $0.0.3) }
        case .sheet(let columns):
            var options = options
            options.diagram = sample.options
            DetailOption.apply(detail, to: &options.diagram)
            options.diagram.legend = false
            let scenes = try sample.variants.map { try laidOut($0) }
            func sheet(_ style: Style) throws -> DisplayList {
                var options = options
                options.style = style
                let cells = try zip(sample.variants, scenes).map { variant, scene in
                    Sheet.Cell(list: try displayList(for: scene, options: options), caption: variant.caption)
                }
                return Sheet(cells: cells, columns: columns, title: sample.title, style: style)
                    .displayList(options: withFonts(options.diagram))
            }
            // A sheet wider than a column is shown shrunk to it: its type
            // grows so that it still reads at its own size there.
            let first = try sheet(options.style)
            guard first.size.width > Style.columnWidth else { return [(sample.name, first, nil, nil)] }
            return [(sample.name, try sheet(options.style.withType(grownBy: first.size.width / Style.columnWidth * 1.04)), nil, nil)]
        }
    }

    /// Every file: name and bytes, in a stable order. With html, one page
    /// per sample holds all its variants. The animation's files
    /// (`NAME-animated.svg`, and an APNG `NAME-animated.png`) come last. The
    /// APNG is drawn at 1× whatever the scale: its thirty-odd frames would
    /// weigh 1 to 3 MB at 2×, and the SVG is the sharp one.
    func files() throws -> [(name: String, data: Data)] {
        let pictures = try pictures()
        var files: [(name: String, data: Data)] = try pictures.flatMap { picture in
            try formats.filter { $0 != .html }.map { format in
                (picture.stem + fileExtension(format), try renderData(picture.list, format: format, scale: scale,
                                                                      idPrefix: picture.stem))
            }
        }
        if formats.contains(.html) { files.append((sample.name + ".html", try page(pictures))) }
        guard animate, let animation = try animation() else { return files }
        let stem = "\(sample.name)-animated"
        return try files + formats.filter { $0 == .svg || $0 == .png }.map { format in
            (stem + "." + format.rawValue, try renderAnimation(animation, format: format, scale: 1, idPrefix: stem))
        }
    }

    /// The sample's animation, each state drawn as its pictures are; nil
    /// when it declares none.
    func animation() throws -> StateAnimation? {
        guard !sample.animation.isEmpty else { return nil }
        let pictures = try sample.animation.map { variant in
            var options = RenderOptions()
            options.diagram = sample.options
            DetailOption.apply(detail, to: &options.diagram)
            options.diagram.title = sample.title
            options.diagram.caption = variant.caption
            return (variant.name, try displayList(for: try laidOut(variant), options: options))
        }
        return Render.animation(of: pictures)
    }

    private func fileExtension(_ format: OutputFormat) -> String {
        format == .png && scale != 1 ? "@\(Self.scaleName(scale))x.png" : ".\(format.rawValue)"
    }

    /// The sample's page: each variant a picture with its layout's data; a
    /// sheet, one picture.
    private func page(_ pictures: [(stem: String, list: DisplayList, variant: Sample.Variant?, scene: Scene?)]) throws -> Data {
        guard pictures.allSatisfy({ $0.scene != nil }) else {
            return try renderData(pictures[0].list, format: .html, idPrefix: pictures[0].stem)
        }
        let parts = try pictures.map { picture in
            let scene = picture.scene!
            let id = HTMLPage.identifier(picture.stem)
            let frame = try PageData.Frame(scene: scene, id: id, size: "\(Int(scene.size.width))x\(Int(scene.size.height))",
                                           state: picture.variant?.name)
            return HTMLPage.Picture(frame: frame, svg: try inlineSVG(picture.list, forFrame: id))
        }
        return Data(try HTMLPage(title: sample.title, pictures: parts).render().utf8)
    }

    static func scaleName(_ scale: Double) -> String {
        scale == scale.rounded() ? String(Int(scale)) : String(scale)
    }

    private func laidOut(_ variant: Sample.Variant) throws -> Scene {
        let scene = try variant.makeScene()
        scene.textMeasurer = CairoTextMeasurer()
        try scene.layout()
        return scene
    }

    private func withFonts(_ options: DiagramOptions) -> DiagramOptions {
        var options = options
        options.textMeasurer = CairoTextMeasurer()
        options.boldTextMeasurer = CairoTextMeasurer(bold: true)
        return options
    }
}
