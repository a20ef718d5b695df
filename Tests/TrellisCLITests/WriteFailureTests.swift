import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// An output directory that cannot be made, or a file that cannot be written,
/// is exit code 4 with the system's reason, never a crash, and never a
/// partial or temporary file left behind.
@Suite struct WriteFailureTests {
    let scene = sampleScenes.appendingPathComponent("slider-naive.yaml").path

    @Test func aFileInTheWayOfTheOutputDirectory() throws {
        let scratch = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let blocker = scratch.appendingPathComponent("taken")
        try Data("x".utf8).write(to: blocker)
        let run = try runTrellis(["render", scene, "-o", blocker.appendingPathComponent("out").path])
        #expect(run.status == 4)
        #expect(run.errors == "\(blocker.path)/out: cannot create the output directory: Not a directory\n")
        #expect(files(under: scratch) == ["taken"])
    }

    @Test func aPictureThatCannotBeWrittenFailsAloneAndTheRestAreWritten() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        // A directory where one picture should go: rename(2) cannot replace it.
        try FileManager.default.createDirectory(at: out.appendingPathComponent("slider-naive-0@2x.png"), withIntermediateDirectories: false)
        let run = try runTrellis(["render", scene, "-o", out.path])
        #expect(run.status == 4)
        #expect(run.errors == "\(out.path)/slider-naive-0@2x.png: could not write the file: Is a directory\n")
        #expect(run.output.contains("\nrendered 2 of 3 (2 files), 1 failed, "))
        #expect(files(under: out) == ["index.html", "slider-naive-0.5@2x.png", "slider-naive-1@2x.png"])
    }

    @Test func badInputOutranksAWriteFailure() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try FileManager.default.createDirectory(at: out.appendingPathComponent("slider-naive-0@2x.png"), withIntermediateDirectories: false)
        let bad = out.appendingPathComponent("bad.yaml")
        try Data("root: { size: 100x100 }\nviews: [".utf8).write(to: bad)
        let run = try runTrellis(["render", scene, bad.path, "-o", out.path, "-q"])
        #expect(run.status == 1, "the lowest code wins: \(run.errors)")
        #expect(run.errors.contains("could not write the file: Is a directory"))
        #expect(run.errors.contains("\(bad.path):3:1: error: invalid YAML"))
    }

    @Test(.enabled(if: TemporaryMount.isPossible, "needs root's mount(8), as on CI"))
    func aFullFileSystemLeavesNoPartialFile() throws {
        let mount = try TemporaryMount(options: "size=16k")
        defer { mount.remove() }
        let run = try runTrellis(["render", scene, "-o", mount.url.appendingPathComponent("out").path, "--jobs", "2"])
        #expect(run.status == 4)
        let lines = run.errors.split(separator: "\n").sorted()
        #expect(lines == ["0.5", "0", "1"].map { "\(mount.url.path)/out/slider-naive-\($0)@2x.png: could not write the file: No space left on device" })
        #expect(files(under: mount.url) == [])
    }

    @Test(.enabled(if: TemporaryMount.isPossible, "needs root's mount(8), as on CI"))
    func aReadOnlyFileSystemIsAWriteFailure() throws {
        let mount = try TemporaryMount(options: "ro")
        defer { mount.remove() }
        let nested = try runTrellis(["render", scene, "-o", mount.url.appendingPathComponent("out").path])
        #expect(nested.status == 4)
        #expect(nested.errors == "\(mount.url.path)/out: cannot create the output directory: Read-only file system\n")
        let direct = try runTrellis(["render", scene, "-o", mount.url.path, "-q"])
        #expect(direct.status == 4)
        #expect(direct.errors.split(separator: "\n").count == 3)
        #expect(direct.errors.split(separator: "\n").allSatisfy { $0.hasSuffix("could not write the file: Read-only file system") })
        #expect(try runTrellis(["grid", scene, "-o", mount.url.appendingPathComponent("sheet.png").path, "-q"]).status == 4)
    }
}

/// A tmpfs mounted on a scratch directory: a file system that is small or
/// read-only on demand, which root's permissions cannot see through.
struct TemporaryMount {
    let url: URL

    static let isPossible: Bool = {
        guard geteuid() == 0, let probe = try? TemporaryMount(options: "size=4k") else { return false }
        probe.remove()
        return true
    }()

    init(options: String) throws {
        url = try scratchDirectory()
        guard Self.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", url.path]) == 0 else {
            try? FileManager.default.removeItem(at: url)
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    func remove() {
        _ = Self.run(["umount", url.path])
        try? FileManager.default.removeItem(at: url)
    }

    private static func run(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
