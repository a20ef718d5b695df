import ArgumentParser
import Diagram
import Foundation
import Layout
import Page
import Render
import SceneFile

/// `trellis render PATHS -o DIR`: every scene file at every size and state,
/// in the formats asked for, with an `index.html` of what was rendered.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render scene files to PNG, SVG, PDF, JSON or interactive HTML pages.",
        discussion: """
            Directories are searched for .yaml, .yml and .json scene files, .storyboard and .xib files \
            (each view controller's view and each top-level view of a xib is a scene; --scene picks some). Each scene renders once per \
            size × state: its own sizes and all its states unless --size, --device or --state say \
            otherwise. Files are named DIR/[subdir/]NAME[-SIZE][-STATE].EXT (NAME@2x.png at scale 2) and \
            written whole or not at all. --format html writes one interactive page per scene, DIR/[subdir/]NAME.html, \
            with every size and state rendered (docs/browser.md). index.html lists every picture in DIR: a later \
            render into DIR adds to it. A bad scene is reported and skipped; the others still render. \
            Exit codes: 0 all rendered, 1 some input was bad, 4 an output could not be written, \
            130 interrupted.
            """
    )

    @Argument(help: "Scene files or directories.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The directory to write into (created if missing).")
    var output: String

    @Option(name: .long, help: "Comma-separated formats: png, svg, pdf, json, html.")
    var format: String = "png"

    @Option(name: .long, help: "PNG pixels per point.")
    var scale: Double = 2

    @Flag(name: .long, help: "Do not write index.html.")
    var noIndex = false

    @Option(name: .long, help: ArgumentHelp("Draw only the constraints of this view or guide, with its neighbours; "
        + "other items are faded (repeatable).", valueName: "name"))
    var focus: [String] = []

    @Flag(name: .long, help: ArgumentHelp("Also write each scene's states (or, with one state, its sizes) as one "
        + "animation: NAME[-SIZE]-animated.svg (SMIL) and, with png, an APNG NAME[-SIZE]-animated@2x.png."))
    var animate = false

    @OptionGroup var detail: DetailOption

    @OptionGroup var batch: BatchOptions

    func validate() throws {
        let formats = try formats()
        try validateScale(scale)
        if animate && AnimationJob.formats(formats).isEmpty {
            throw ValidationError("--animate writes svg or png (an APNG); --format \(format) has neither")
        }
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
        var animations = animate ? AnimationJob.animations(of: collisions.jobs) : []
        // An animation's name taken by a picture (a state called "animated") is refused, not overwritten.
        let stems = Set(collisions.jobs.map { $0.stem.lowercased() })
        for animation in animations where stems.contains(animation.stem.lowercased()) {
            loading.failed("\(animation.frames[0].job.input.path): output name '\(animation.stem)' is a picture's and an "
                + "animation's: rename the state or the scene's 'name:'; the animation was not rendered")
            failures += 1
        }
        animations = batch.shard.select(animations.filter { !stems.contains($0.stem.lowercased()) }, by: \.stem)
        if formats.contains(.html) {
            // A page holds all of its scene's pictures: a scene's jobs go to one shard together.
            let scenes = Dictionary(grouping: collisions.jobs, by: ScenePages.pageName)
            jobs = batch.shard.select(scenes.keys.sorted(), by: { $0 }).flatMap { scenes[$0] ?? [] }
        } else {
            jobs = batch.shard.select(collisions.jobs, by: \.stem)
        }
        let directory = URL(fileURLWithPath: output)
        try OutputDirectory.create(directory)
        let progress = Progress(total: jobs.count, quiet: batch.quiet)
        let results = BatchRunner.run(jobs, workers: batch.jobs, shouldStop: { Interruption.requested }) { job in
            let result = Result { try render(job, formats: formats, into: directory) }
            switch result {
            case .success(let rendered):
                // A page-only job has written nothing yet: its page is written after the batch.
                progress.finished(rendered.files.isEmpty ? "laid out \(job.input.path) (\(job.caption)) for its page"
                    : "rendered \(rendered.files.map { "\(output)/\($0)" }.joined(separator: ", "))")
            case .failure(let error): progress.failed(job.report(error))
            }
            return result
        }
        let animated = BatchRunner.run(animations, workers: batch.jobs, shouldStop: { Interruption.requested }) { animation in
            let result = Result { try render(animation, formats: formats, into: directory) }
            switch result {
            case .success(let rendered): progress.finished("rendered \(rendered.files.map { "\(output)/\($0)" }.joined(separator: ", "))")
            case .failure(let error): progress.failed(animation.frames[0].job.report(error))
            }
            return result
        }
        progress.end()
        var entries: [Gallery.Entry] = []
        var parts: [ScenePages.Part] = []
        var writeFailures = 0, conflicting = 0, ambiguous = 0, written = 0
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let rendered)?:
                entries.append(rendered.entry(job))
                written += rendered.files.count
                if let picture = rendered.picture { parts.append(ScenePages.Part(job: job, picture: picture)) }
                if rendered.hasConflicts { conflicting += 1 }
                if rendered.isAmbiguous { ambiguous += 1 }
            case .failure(let error as RenderError)?:
                if case .write = error { writeFailures += 1 } else { failures += 1 }
            case .failure?: failures += 1
            case nil: break
            }
        }
        var animationFiles = 0, animationsWritten = 0
        for (animation, result) in zip(animations, animated) {
            switch result {
            case .success(let rendered)?:
                animationFiles += rendered.files.count
                animationsWritten += 1
                entries.append(rendered.entry(animation))
            case .failure(let error as RenderError)?:
                if case .write = error { writeFailures += 1 } else { failures += 1 }
            case .failure?: failures += 1
            case nil: break
            }
        }
        if !parts.isEmpty {
            do {
                let pages = try ScenePages.write(parts, into: directory)
                written += pages.count
                // After the bar: a line each, as the summary is.
                if !batch.quiet { pages.forEach { Console.out("wrote \(output)/\($0)") } }
            } catch {
                progress.failed("\(error)")
                writeFailures += 1
            }
        }
        if !noIndex && !entries.isEmpty {
            do {
                // What an earlier render listed stays listed (GalleryManifest).
                let index = directory.appendingPathComponent("index.html")
                let earlier = (try? String(contentsOf: index, encoding: .utf8)).map(GalleryManifest.entries(inGallery:)) ?? []
                let gallery = Gallery(title: "Trellis renders",
                                      entries: GalleryManifest.merged(earlier, entries, directory: directory))
                try writeAtomically(Data(try gallery.html().utf8), to: index)
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
            let stills = entries.count - animationsWritten
            var summary = "rendered \(stills) of \(jobs.count) (\(Plural.count(written, "file"))), "
            if animate { summary += "\(Plural.count(animationsWritten, "animation")) (\(Plural.count(animationFiles, "file"))), " }
            summary += "\(failures + writeFailures) failed, \(seconds) s"
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
        /// Its picture for the scene's page, with `--format html`.
        var picture: HTMLPage.Picture?
        var conflicts = 0
        var ambiguities = 0
        var misplaced = 0
        var hasConflicts: Bool { conflicts > 0 }
        var isAmbiguous: Bool { ambiguities > 0 }

        /// Its entry in the gallery: a PNG (else SVG) as the thumbnail, its page if any.
        func entry(_ job: RenderJob) -> Gallery.Entry {
            let shown = files.first { $0.hasSuffix(".png") } ?? files.first { $0.hasSuffix(".svg") }
            let directory = OutputName.directory(job.input.relativeDirectory)
            let page = picture.map { "\(ScenePages.pageName(job))#\($0.frame.id)" }
            return Gallery.Entry(
                group: directory.isEmpty ? job.document.name : "\(directory)/\(job.document.name)", stem: job.stem,
                order: job.order, size: job.size.name, state: job.state, caption: job.caption, image: shown,
                width: Double(size.width), height: Double(size.height), page: page, files: files.filter { $0 != shown },
                conflicts: conflicts, ambiguities: ambiguities, misplaced: misplaced)
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
        for format in formats where format != .html {
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
        // A page is where a dense scene is read constraint by constraint
        // (hovering a view highlights its own): it draws every one, unless
        // the scene has states, whose pictures share one canvas.
        var pageList = list
        if formats.contains(.html), states.count <= 1,
           list.texts.contains(where: { if case .summary = $0.role { true } else { false } }) {
            var full = options
            full.diagram.detail = .full
            pageList = try displayList(for: scene, options: full)
        }
        let pagePicture = formats.contains(.html)
            ? try ScenePages.picture(job, built: built, list: pageList, id: HTMLPage.identifier(options.idPrefix)) : nil
        // The page found the ambiguities already; the search costs on a large scene.
        let ambiguities = try pagePicture.map { $0.frame.diagnostics.filter { $0.kind == "ambiguity" }.count }
            ?? scene.ambiguities().count
        return Rendered(files: files, size: list.size, picture: pagePicture, conflicts: scene.conflicts.count,
                        ambiguities: ambiguities, misplaced: built.misplaced.count)
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
        detail.apply(to: &options.diagram)
        // A storyboard's cell or bar is small and dense: drawn larger than
        // life, its marks have room. (Scene files say their own scale.)
        if case .interfaceBuilder = job.document.origin {
            options.diagram.sceneScale = DiagramOptions.enlargement(for: scene)
        }
        options.style = Style.named[job.document.diagram.style ?? "standard"] ?? .standard
        options.idPrefix = OutputName.component(job.stem.replacingOccurrences(of: "/", with: "-"))
        if options.diagram.caption == nil { options.diagram.caption = job.caption }
        // A placeholder constraint stands in for what code sets, so a view
        // it held may be drawn ambiguous where Xcode's canvas is content:
        // the caption says which were left out.
        if let placeholders = built.imported?.placeholderConstraints, !placeholders.isEmpty {
            let shown = placeholders.prefix(3).joined(separator: ", ")
            let more = placeholders.count > 3 ? " and \(placeholders.count - 3) more" : ""
            options.diagram.caption = [options.diagram.caption, "Placeholder constraints left out, as at build time "
                + "(code sets what they held): \(shown)\(more)"].compactMap { $0 }.joined(separator: "\n")
        }
        if !focus.isEmpty {
            let names = Set(scene.items.map(\.name))
            for name in focus where !names.contains(name) {
                throw CommandFailure("--focus \(name): no view or guide of that name in \(job.input.path)")
            }
            options.diagram.annotations = .focus(focus)
            options.diagram.fadesUnfocused = true
        }
        // A page holds the SVG: it is as large as the SVG may be.
        for format in formats where format != .json { try checkSize(of: scene, format: format == .html ? .svg : format, scale: scale) }
        return (built, options, try displayList(for: scene, options: options))
    }
}
