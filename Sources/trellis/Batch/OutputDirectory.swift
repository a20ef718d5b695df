import Foundation
import ArgumentParser
import Render

/// The directory a command writes into, made if missing.
enum OutputDirectory {
    /// Creates `directory` and its parents, or explains on standard error why
    /// it cannot (a file in the way, a read-only or full file system) and
    /// exits with the write-failure code: nothing has been rendered yet.
    static func create(_ directory: URL) throws {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            let reason = RenderError.reason(for: error)
            FileHandle.standardError.write(Data("\(directory.path): cannot create the output directory: \(reason)\n".utf8))
            throw ExitCode(TrellisExit.writeFailure)
        }
    }
}
