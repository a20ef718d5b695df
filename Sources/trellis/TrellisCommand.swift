import ArgumentParser

/// `trellis`: Auto Layout, solved and drawn.
@main
struct TrellisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Solve and picture Auto Layout constraint systems.",
        version: TrellisVersion.current,
        subcommands: [RenderCommand.self, GridCommand.self, CheckCommand.self, ExplainCommand.self, Solve.self, ServeCommand.self,
                      RenderSamples.self]
    )
}
