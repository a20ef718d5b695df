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

    @Option(name: .long, help: ArgumentHelp("Draw only the constraints of this view or guide, with its neighbours; "
        + "other items are faded (repeatable).", valueName: "name"))
    var focus: [String] = []

    @OptionGroup var batch: BatchOptions

    func validate() throws {
        _ = try formats()
        try validateScale(scale)
    }

    func formats() throws -> [OutputFormat] { try OutputFormat.list(format) }

    func run() throws {
        let started = Date()
        Interruption.install()
        let formats = try formats()
        let loading = Progress(total: 0, quiet: batch.quiet)
        var (documents, jobs, failures) = try batch.jobs(paths, progress: loading)
        if documents.isEmpty && failures == 0 { throw NoScenesFound.report(paths) }
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
        var writeFailures = 0, conflicting = 0, ambiguous = 0
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let rendered)?:
                entries.append(rendered.entry(scene: job.document.name, caption: job.caption))
                if rendered.hasConflicts { conflicting += 1 }
                if rendered.isAmbiguous { ambiguous += 1 }
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
            var summary = "rendered \(entries.count) of \(jobs.count) (\(Plural.count(entries.count * formats.count, "file"))), "
                + "\(failures + writeFailures) failed, \(seconds) s"
            if conflicting + ambiguous > 0 {
                // Pictures of broken layouts are still pictures; say so, so that a batch is not taken for clean.
                summary += "; \(Plural.count(conflicting, "layout")) with conflicts, \(ambiguous) ambiguous (trellis check says which)"
            }
            Console.out(summary)
        }
        // The lowest code wins, as the README's table says.
        if failures > 0 { throw ExitCode(TrellisExit.badInput) }
        if writeFailures > 0 { throw ExitCode(TrellisExit.writeFailure) }
    }

    /// What one job wrote.
    struct Rendered {
        var files: [String]
        var size: CGSize
        var hasConflicts = false
        var isAmbiguous = false

        func entry(scene: String, caption: String) -> Gallery.Entry {
            let shown = files.first { $0.hasSuffix(".png") } ?? files.first { $0.hasSuffix(".svg") } ?? files[0]
            return Gallery.Entry(scene: scene, caption: caption, file: shown, width: Double(size.width),
                                 height: Double(size.height), alternatives: files.filter { $0 != shown })
        }
    }

    /// Lays out one job's scene and writes it in every format.
    func render(_ job: RenderJob, formats: [OutputFormat], into directory: URL) throws -> Rendered {
        let (built, options, own) = try picture(job, formats: formats)
        let scene = built.scene
        var list = own
        // The states of one scene at one size share one canvas, the root in
        // one place, so that their pictures can be flipped through: each job
        // lays out its siblings' states too (a few layouts) to find it.
        let states = job.document.states.map(\.name)
        if let state = job.state, states.count > 1, let index = states.firstIndex(of: state) {
            let lists = try states.map { other in
                other == state ? own
                    : try picture(RenderJob(input: job.input, document: job.document, size: job.size, state: other,
                                            stem: job.stem), formats: formats).list
            }
            list = DisplayList.aligned(lists)[index]
        }
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
        let isAmbiguous = try !scene.ambiguities().isEmpty
        return Rendered(files: files, size: list.size, hasConflicts: !scene.conflicts.isEmpty, isAmbiguous: isAmbiguous)
    }

    /// One job's scene, laid out, with its options and display list.
    /// The picture's size is checked on the laid-out frames before the
    /// display list is built, so a scene too large to draw costs no labelling.
    func picture(_ job: RenderJob, formats: [OutputFormat]) throws -> (built: JobDocument.Built, options: RenderOptions, list: DisplayList) {
        let built = try job.document.makeScene(size: job.size, state: job.state)
        let scene = built.scene
        scene.textMeasurer = CairoTextMeasurer()
        try scene.layout()
        var options = RenderOptions()
        options.scale = scale
        options.diagram = DiagramOptions(hints: job.document.diagram)
        options.diagram.misplacedFrames = built.misplacedFrames
        // A storyboard's cell or bar is small and dense: drawn larger than
        // life, its marks have room. (Scene files say their own scale.)
        if case .interfaceBuilder = job.document.origin {
            options.diagram.sceneScale = DiagramOptions.enlargement(for: scene)
        }
        options.style = Style.named[job.document.diagram.style ?? "standard"] ?? .standard
        options.idPrefix = OutputName.component(job.stem.replacingOccurrences(of: "/", with: "-"))
        if options.diagram.caption == nil { options.diagram.caption = job.caption }
        if !focus.isEmpty {
            let names = Set(scene.items.map(\.name))
            for name in focus where !names.contains(name) {
                throw CommandFailure("--focus \(name): no view or guide of that name in \(job.input.path)")
            }
            options.diagram.annotations = .focus(focus)
            options.diagram.fadesUnfocused = true
        }
        for format in formats where format != .json { try checkSize(of: scene, format: format, scale: scale) }
        return (built, options, try displayList(for: scene, options: options))
    }
}
