import ArgumentParser
import Foundation

/// `check` and `render` on paths that hold no scene file: an error, not a
/// clean run, so that a CI job pointed at the wrong directory fails.
enum NoScenesFound {
    /// The exit code: 2.
    static let exitCode: Int32 = 2

    /// Says so on standard error and gives the exit to throw.
    static func report(_ paths: [String]) -> ExitCode {
        // Storyboards and xibs are read too: a storyboard with no controller
        // was told only of scene files' extensions, as if not looked at.
        let message = "no scenes found in \(paths.joined(separator: ", ")) (scene files end in .yaml, .yml or .json; "
            + "a .storyboard's view controllers and a .xib's top-level views are scenes)\n"
        Console.error(message)
        return ExitCode(exitCode)
    }
}
