import ArgumentParser
import Foundation

/// `check` and `render` on paths that hold no scene file: an error, not a
/// clean run, so that a CI job pointed at the wrong directory fails.
enum NoScenesFound {
    /// The exit code: 2.
    static let exitCode: Int32 = 2

    /// Says so on standard error and gives the exit to throw.
    static func report(_ paths: [String]) -> ExitCode {
        let message = "no scenes found in \(paths.joined(separator: ", ")) (scene files end in .yaml, .yml or .json)\n"
        Console.error(message)
        return ExitCode(exitCode)
    }
}
