import ArgumentParser
import Foundation
import Render
import Samples

/// `trellis samples -o Output`: renders the built-in samples (the
/// illustrations of the seed tutorials, built in Swift) into a directory.
struct RenderSamples: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "samples",
        abstract: "Render the built-in samples (the seed illustrations) into a directory.",
        discussion: "Each sample gives a picture per variant (NAME-VARIANT), or one sheet (NAME) for grids."
    )

    @Option(name: .shortAndLong, help: "The directory to write into (created if missing).")
    var output: String = "Output"

    @Option(name: .long, help: "Comma-separated formats: png, svg, pdf, html (one page per sample).")
    var format: String = "png,svg"

    @Option(name: .long, help: "PNG pixels per point.")
    var scale: Double = 2

    @Option(name: .long, help: "Only the sample with this name (repeatable).")
    var only: [String] = []

    @Flag(name: .long, help: "Also write the animation of each sample that has one: NAME-animated.svg (SMIL) and, for png, an APNG.")
    var animate = false

    @Flag(name: .long, help: "List the samples and exit.")
    var list = false

    @OptionGroup var detail: DetailOption

    func run() throws {
        if list {
            for sample in SampleCatalog.all { Console.out("\(sample.name)\t\(sample.title)") }
            return
        }
        let formats = try OutputFormat.list(format)
        guard !formats.contains(.json) else {
            throw ValidationError("the samples are pictures: expected png, svg, pdf or html, not json ('trellis render --format json' exports a scene file's layout)")
        }
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be in (0, 8]") }
        let unknown = only.filter { SampleCatalog.sample(named: $0) == nil }
        guard unknown.isEmpty else {
            throw ValidationError("unknown sample '\(unknown[0])'; see `trellis samples --list`")
        }
        let samples = SampleCatalog.all.filter { only.isEmpty || only.contains($0.name) }
        let directory = URL(fileURLWithPath: output)
        try OutputDirectory.create(directory)
        Interruption.install()
        var written = 0
        for sample in samples {
            if Interruption.requested {
                throw Interruption.stop("interrupted: wrote \(written) files; every file written is complete")
            }
            for file in try SampleRendering(sample: sample, formats: formats, scale: scale, animate: animate, detail: detail.detail).files() {
                do {
                    try writeAtomically(file.data, to: directory.appendingPathComponent(file.name))
                } catch {
                    Console.error("\(error)")
                    throw ExitCode(TrellisExit.writeFailure)
                }
                Console.out("rendered \(output)/\(file.name)")
                written += 1
            }
        }
    }
}
