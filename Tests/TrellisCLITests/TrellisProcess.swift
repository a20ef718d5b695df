import Foundation

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
/// on standard input. Both output streams are drained while it runs.
func runTrellis(_ arguments: [String], input: String? = nil, in directory: URL? = nil) throws -> TrellisRun {
    let process = Process()
    process.executableURL = trellisExecutable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe(), errors = Pipe(), stdin = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = stdin
    try process.run()
    final class Collected: @unchecked Sendable { var bytes = Data() }
    let errorBytes = Collected()
    let drained = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        errorBytes.bytes = errors.fileHandleForReading.readDataToEndOfFile()
        drained.signal()
    }
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    drained.wait()
    process.waitUntilExit()
    return TrellisRun(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                      errors: String(decoding: errorBytes.bytes, as: UTF8.self))
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
            FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
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
