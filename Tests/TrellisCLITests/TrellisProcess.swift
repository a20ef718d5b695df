import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The `trellis` executable beside the test bundle in the build folder.
let trellisExecutable: URL = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("trellis").path), folder.path != "/" {
        folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("trellis")
}()

/// What a run of `trellis` printed and how it exited.
struct TrellisRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs `trellis` as a user would, in `directory` if given, feeding `input`
/// on standard input. With `interrupt`, sends that signal once standard
/// output has shown `afterOutput` (progress lines are flushed one by one).
/// Both output streams are drained while it runs, on threads of their own: a
/// test run keeps the shared pool's threads busy, and a reader waiting for
/// one could see the marker only after the run.
func runTrellis(_ arguments: [String], input: String? = nil, in directory: URL? = nil,
                interrupt: (signal: Int32, afterOutput: String)? = nil) throws -> TrellisRun
{
    let process = Process()
    process.executableURL = trellisExecutable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe(), errors = Pipe(), stdin = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = stdin
    try process.run()
    final class Collected: @unchecked Sendable { var output = Data(), errors = Data() }
    let collected = Collected()
    let seen = DispatchSemaphore(value: 0), drained = DispatchSemaphore(value: 0)
    let marker = Data((interrupt?.afterOutput ?? "").utf8)
    Thread.detachNewThread {
        var signalled = false
        while true {
            let chunk = output.fileHandleForReading.availableBytes()
            if chunk.isEmpty { break }
            collected.output += chunk
            if !signalled && !marker.isEmpty && collected.output.range(of: marker) != nil { signalled = true; seen.signal() }
        }
        if !signalled { seen.signal() }
        drained.signal()
    }
    Thread.detachNewThread { collected.errors = errors.fileHandleForReading.bytesToEnd(); drained.signal() }
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    if let interrupt {
        _ = seen.wait(timeout: .now() + 120)
        kill(process.processIdentifier, interrupt.signal)
    }
    drained.wait()
    drained.wait()
    process.waitUntilExit()
    return TrellisRun(status: process.terminationStatus, output: String(decoding: collected.output, as: UTF8.self),
                      errors: String(decoding: collected.errors, as: UTF8.self))
}

/// A fresh directory under the system's temporary one, removed by the caller.
func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Every file under `directory`, relative, sorted.
func files(under directory: URL) -> [String] {
    (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? [])
        .filter { path in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }
        .sorted()
}

/// The repository's Samples/Scenes.
let sampleScenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples/Scenes")

/// Where two files' bytes first part, or nil when they are the same. Tests
/// compare pictures through this rather than `#expect(a == b)`, whose failure
/// report diffs the two byte arrays element by element and, on megabytes of
/// PNG, runs for hours instead of failing.
func byteDifference(_ a: Data, _ b: Data) -> String? {
    guard a != b else { return nil }
    let common = zip(a, b).prefix { $0 == $1 }.count
    return "\(a.count) and \(b.count) bytes, first different at byte \(common)"
}
