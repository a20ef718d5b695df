import Foundation
import ArgumentParser
import Render

/// The directory a command writes into, made if missing.
enum OutputDirectory {
    /// Creates `directory` and its parents, or explains on standard error why
    /// it cannot (a file in the way, a read-only or full file system) and
    /// exits with the write-failure code: nothing has been rendered yet.
    /// Temporary files a killed run left in it (and its subdirectories) are
    /// removed (see ``TemporaryFiles/removeStale(in:depth:)``).
    static func create(_ directory: URL) throws {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            let reason = RenderError.reason(for: error)
            Console.error("\(directory.path): cannot create the output directory: \(reason)")
            throw ExitCode(TrellisExit.writeFailure)
        }
        TemporaryFiles.removeStale(in: directory)
    }
}
