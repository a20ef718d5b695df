import ArgumentParser
import Diagram
import Foundation
import Layout
import Render
import SceneFile

/// `trellis grid PATHS -o FILE`: one sheet with a cell per scene × size ×
/// state, captioned, in rows of `--columns`.
struct GridCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grid",
        abstract: "Render scenes across sizes and states as cells of one sheet.",
        discussion: """
            The sheet's format comes from FILE's extension (png, svg, pdf, or html: the SVG sheet in a page \
            that highlights what the pointer is on). Cells run left to right: \
            for each scene file, each size, each state. Exit codes: 0 written, 1 bad input (nothing \
            written), 4 the file could not be written.
            """
    )

    @Argument(help: "Scene files or directories.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "The sheet to write: NAME.png, NAME.svg, NAME.pdf or NAME.html (the sheet in a page).")
    var output: String

    @Option(name: .long, help: "Cells across (default: the number of states, or of sizes, at most 4).")
    var columns: Int?

    @Option(name: .long, help: "A title over the sheet.")
    var title: String?

    @Option(name: .long, help: "PNG pixels per point.")
    var scale: Double = 2

    @OptionGroup var detail: DetailOption

    @OptionGroup var batch: BatchOptions

    func validate() throws {
        guard let format = try? OutputFormat(fileName: output), format != .json else {
            throw ValidationError("\(output): expected a file ending in .png, .svg, .pdf or .html")
        }
        if let columns, columns < 1 { throw ValidationError("--columns must be at least 1") }
        try validateScale(scale)
    }

    func run() throws {
        Interruption.install()
        let format = try OutputFormat(fileName: output)
        let progress = Progress(total: 0, quiet: batch.quiet)
        var (documents, jobs, failures) = try batch.jobs(paths, progress: progress)
        var cells: [Sheet.Cell] = []
        let cellProgress = Progress(total: jobs.count, quiet: batch.quiet)
        let results = BatchRunner.run(jobs, workers: batch.jobs, shouldStop: { Interruption.requested }) { job in
            let result = Result { try cell(job, many: documents.count > 1) }
            if case .success(let cell) = result { cellProgress.finished("laid out \(cell.caption)") }
            return result
        }
        cellProgress.end()
        if Interruption.requested {
            let laid = results.compactMap { $0 }.count
            throw Interruption.stop("interrupted: laid out \(laid) of \(jobs.count) cells; wrote nothing, as a sheet with holes would mislead")
        }
        for result in results {
            switch result {
            case .success(let cell)?: cells.append(cell)
            case .failure(let error)?:
                progress.failed("\(error)")
                failures += 1
            case nil: break
            }
        }
        // A sheet with holes would mislead: write nothing when a cell failed.
        guard failures == 0, !cells.isEmpty else { throw ExitCode(TrellisExit.badInput) }
        let across = columns ?? min(4, max(1, documents.first.map { max($0.1.states.count, 1) } ?? 1))
        let style = Style.named[documents.first?.1.diagram.style ?? "standard"] ?? .standard
        let sheet = Sheet(cells: cells, columns: across, title: title ?? documents.first?.1.diagram.title, style: style)
        var options = DiagramOptions()
        options.textMeasurer = CairoTextMeasurer()
        options.boldTextMeasurer = CairoTextMeasurer(bold: true)
        let list = sheet.displayList(options: options)
        // A signal after the last cell was laid out still stops the sheet.
        if Interruption.requested {
            throw Interruption.stop("interrupted: laid out all \(cells.count) cells; wrote nothing")
        }
        let data: Data
        do {
            data = try renderData(list, format: format, scale: scale,
                                  idPrefix: OutputName.component(URL(fileURLWithPath: output).deletingPathExtension().lastPathComponent))
        } catch {
            // Too large a sheet, or cairo refusing it: the input's fault.
            progress.failed("\(error)")
            throw ExitCode(TrellisExit.badInput)
        }
        if Interruption.requested {
            throw Interruption.stop("interrupted: drew the sheet; wrote nothing")
        }
        // As render does, the sheet's directory is made if missing.
        try OutputDirectory.create(URL(fileURLWithPath: output).deletingLastPathComponent())
        TemporaryFiles.removeStale(in: URL(fileURLWithPath: output).deletingLastPathComponent(), depth: 1)
        do {
            try writeAtomically(data, to: URL(fileURLWithPath: output))
        } catch {
            progress.failed("\(error)")
            throw ExitCode(TrellisExit.writeFailure)
        }
        if !batch.quiet { Console.out("wrote \(output): \(Plural.count(cells.count, "cell")), \(across) across") }
    }

    func cell(_ job: RenderJob, many: Bool) throws -> Sheet.Cell {
        let built = try job.document.makeScene(size: job.size, state: job.state)
        let scene = built.scene
        scene.textMeasurer = CairoTextMeasurer()
        try scene.layout()
        if !built.diagnostics.isEmpty { throw CommandFailure(built.diagnostics.joined(separator: "\n")) }
        var options = RenderOptions()
        options.diagram = DiagramOptions(hints: job.document.diagram)
        options.diagram.misplacedFrames = built.misplacedFrames
        detail.apply(to: &options.diagram)
        options.diagram.title = nil
        options.diagram.caption = nil
        options.diagram.legend = false
        let list = try displayList(for: scene, options: options)
        return Sheet.Cell(list: list, caption: many ? "\(job.document.name), \(job.caption)" : job.caption)
    }
}
