import Diagram
import Foundation
import Render

extension RenderCommand {
    /// Lays out every picture of an animation and writes it as an animated
    /// SVG and an APNG, as `formats` asks.
    func render(_ animation: AnimationJob, formats: [OutputFormat], into directory: URL) throws -> Rendered {
        var pictures: [(name: String, list: DisplayList)] = []
        var style = Style.standard
        for (name, job) in animation.frames {
            let (_, options, list) = try picture(job, formats: formats)
            pictures.append((name, list))
            style = options.style
        }
        let motion = Render.animation(of: pictures, style: style)
        let idPrefix = OutputName.component(animation.stem.replacingOccurrences(of: "/", with: "-"))
        var files: [String] = []
        for format in AnimationJob.formats(formats) {
            let name = RenderJob.fileName(animation.stem, format, scale: scale)
            try writeAtomically(try renderAnimation(motion, format: format, scale: scale, idPrefix: idPrefix),
                                to: directory.appendingPathComponent(name))
            files.append(name)
        }
        return Rendered(files: files, size: motion.size)
    }
}

extension RenderCommand.Rendered {
    /// An animation's entry in the gallery: listed with its scene's
    /// pictures, after them, captioned with the states it goes through.
    func entry(_ animation: AnimationJob) -> Gallery.Entry {
        let first = animation.frames[0].job
        var entry = entry(first)
        entry.stem = animation.stem
        entry.order = Int.max
        entry.state = nil
        entry.caption = "animated: " + animation.frames.map(\.name).joined(separator: " → ")
        entry.page = nil
        return entry
    }
}
