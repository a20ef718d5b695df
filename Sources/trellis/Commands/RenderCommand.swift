import ArgumentParser
import Diagram
import Foundation
import Layout
import Render
import SceneFile

/// `trellis render PATHS -o DIR`: every scene file at every size and state,
/// in the formats asked for, with an `index.html` of what was rendered.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render scene files to PNG, SVG, PDF or JSON.",
        discussion: """
            Directories are searched for .yaml, .yml and .json scene files, .storyboard and .xib files \
            (each view controller's view and each top-level view of a xib is a scene; --scene picks some). Each scene renders once per \
            size × state: its own sizes and all its states unless --size, --device or --state say \
            otherwise. Files are named DIR/[subdir/]NAME[-SIZE][-STATE].EXT (NAME@2x.png at scale 2) and \
            written whole or not at all. A bad scene is reported and skipped; the others still render. \
            Exit codes: 0 all rendered, 1 some input was bad, 4 an output could not be written, \
            130 interrupted.
            """
    )

    @Argument(help: "Scene files or directories.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The directory to write into (created if missing).")
    var output: String

    @Option(name: .long, help: "Comma-separated formats: png, svg, pdf, json.")
    var format: String = "png"

    @Option(name: .long, help: "PNG pixels per point.")
    var scale: Double = 2

    @Flag(name: .long, help: "Do not write index.html.")
    var noIndex = false

    @OptionGroup var batch: BatchOptions

    func validate() throws {
        _ = try formats()
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be more than 0 and at most 8") }
    }

    func formats() throws -> [OutputFormat] {
        try format.split(separator: ",").map { name in
            guard let format = OutputFormat(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw ValidationError("unknown format '\(name)': expected png, svg, pdf or json")
            }
            return format
        }
    }

    func run() throws {
        let started = Date()
        Interruption.install()
        let formats = try formats()
        let loading = Progress(total: 0, quiet: batch.quiet)
        var (_, jobs, failures) = try batch.jobs(paths, progress: loading)
        let collisions = OutputCollisions.separate(jobs)
        collisions.errors.forEach(loading.failed)
        failures += collisions.errors.count
        jobs = batch.shard.select(collisions.jobs, by: \.stem)
        let directory = URL(fileURLWithPath: output)
        try OutputDirectory.create(directory)
        let progress = Progress(total: jobs.count, quiet: batch.quiet)
        let results = BatchRunner.run(jobs, workers: batch.jobs, shouldStop: { Interruption.requested }) { job in
            let result = Result { try render(job, formats: formats, into: directory) }
            switch result {
            case .success(let rendered): progress.finished("rendered \(rendered.files.map { "\(output)/\($0)" }.joined(separator: ", "))")
            case .failure(let error): progress.failed(job.report(error))
            }
            return result
        }
        progress.end()
        var entries: [Gallery.Entry] = []
        var writeFailures = 0
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let rendered)?: entries.append(rendered.entry(scene: job.document.name, caption: job.caption))
            case .failure(let error as RenderError)?:
                if case .write = error { writeFailures += 1 } else { failures += 1 }
            case .failure?: failures += 1
            case nil: break
            }
        }
        if !noIndex && !entries.isEmpty {
            let gallery = Gallery(title: "Trellis renders", entries: entries)
            do {
                try writeAtomically(Data(gallery.html.utf8), to: directory.appendingPathComponent("index.html"))
            } catch {
                progress.failed("\(error)")
                writeFailures += 1
            }
        }
        let finished = results.compactMap { $0 }.count
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        if Interruption.requested {
            throw Interruption.stop("interrupted: finished \(finished) of \(jobs.count) renders; every file written is complete")
        }
        if !batch.quiet {
            Console.out("rendered \(entries.count) of \(jobs.count) (\(entries.count * formats.count) files), \(failures + writeFailures) failed, \(seconds) s")
        }
        // The lowest code wins, as the README's table says.
        if failures > 0 { throw ExitCode(TrellisExit.badInput) }
        if writeFailures > 0 { throw ExitCode(TrellisExit.writeFailure) }
    }

    /// What one job wrote.
    struct Rendered {
        var files: [String]
        var size: CGSize

        func entry(scene: String, caption: String) -> Gallery.Entry {
            let shown = files.first { $0.hasSuffix(".png") } ?? files.first { $0.hasSuffix(".svg") } ?? files[0]
            return Gallery.Entry(scene: scene, caption: caption, file: shown, width: Double(size.width),
                                 height: Double(size.height), alternatives: files.filter { $0 != shown })
        }
    }

    /// Lays out one job's scene and writes it in every format.
    func render(_ job: RenderJob, formats: [OutputFormat], into directory: URL) throws -> Rendered {
        let built = try job.document.makeScene(size: job.size, state: job.state)
        let scene = built.scene
        scene.textMeasurer = CairoTextMeasurer()
        try scene.layout()
        var options = RenderOptions()
        options.diagram.misplacedFrames = built.misplacedFrames
        options.scale = scale
        options.diagram = DiagramOptions(hints: job.document.diagram)
        options.diagram.misplacedFrames = built.misplacedFrames
        options.style = Style.named[job.document.diagram.style ?? "standard"] ?? .standard
        options.idPrefix = OutputName.component(job.stem.replacingOccurrences(of: "/", with: "-"))
        if options.diagram.caption == nil { options.diagram.caption = job.caption }
        for format in formats where format != .json { try checkSize(of: scene, format: format, scale: scale) }
        let list = try displayList(for: scene, options: options)
        let stemDirectory = directory.appendingPathComponent(job.stem).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: stemDirectory, withIntermediateDirectories: true)
        } catch {
            throw RenderError.write(path: stemDirectory.path, reason: RenderError.reason(for: error))
        }
        var files: [String] = []
        for format in formats {
            let name = RenderJob.fileName(job.stem, format, scale: scale)
            let data = format == .json ? try LayoutExport(scene, sources: { built.imported?.source(of: $0) }).json()
                : try renderData(list, format: format, scale: scale, idPrefix: options.idPrefix)
            try writeAtomically(data, to: directory.appendingPathComponent(name))
            files.append(name)
        }
        // The file's own problems (a constraint naming a missing id) are
        // reported, and the render counts as bad input, once the picture of
        // the rest is written.
        if !built.diagnostics.isEmpty { throw CommandFailure(built.diagnostics.joined(separator: "\n")) }
        return Rendered(files: files, size: list.size)
    }
}
