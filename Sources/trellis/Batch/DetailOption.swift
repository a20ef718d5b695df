import ArgumentParser
import Diagram

extension Detail: ExpressibleByArgument {}

/// `--detail auto|full`, on every command that draws scenes: whether dense
/// containers are summarised (docs/rendering.md, "Level of detail").
struct DetailOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("How much of a dense scene to draw: auto gives each container whose constraints "
        + "cannot all be drawn readably a badge counting them instead (diagnostics are always drawn); full draws every one.",
        valueName: "auto|full"))
    var detail: Detail = .auto

    /// `options` at this level of detail, their caption naming these options.
    func apply(to options: inout DiagramOptions) {
        Self.apply(detail, to: &options)
    }

    /// `options` at `detail`, their caption naming the command's options.
    static func apply(_ detail: Detail, to options: inout DiagramOptions) {
        options.detail = detail
        options.summaryHint = "render with --focus NAME (a view in one) or --detail full, or open its --format html page, to see them"
    }
}
