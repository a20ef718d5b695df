import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Inputs within every limit of docs/limits.md that used to cost minutes:
/// each now ends in seconds, with the answer or a refusal that says why. The
/// time bounds are generous outcome bounds for a debug build on a shared
/// machine, not benchmarks: before the fixes these took 20 s to minutes even
/// in release builds.
@Suite struct BoundedWorkTests {
    /// `n` views whose widths each exceed the last by one, the last equal to
    /// the first: one contradicting cycle of `n` required equalities.
    static func cycle(_ n: Int) -> String {
        var lines = ["name: cycle", "size: 300x200", "views:"] + (0..<n).map { "  - name: v\($0)" } + ["constraints:"]
        for i in 0..<n { lines += ["  - v\(i).left == root.left", "  - v\(i).top == root.top", "  - v\(i).height == 10"] }
        lines += (1..<n).map { "  - v\($0).width == v\($0 - 1).width + 1" }
        lines += ["  - v0.width == v\(n - 1).width", "  - v0.width == 10"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `n` views side by side, each 1.0000001 times as wide as the last.
    static func nearDegenerateChain(_ n: Int) -> String {
        var lines = ["name: chain", "size: 300x200", "views:"] + (0..<n).map { "  - name: v\($0)" }
        lines += ["constraints:", "  - v0.width == 10", "  - v0.left == root.left"]
        for i in 0..<n {
            lines += ["  - v\(i).top == root.top", "  - v\(i).height == 10"]
            if i > 0 { lines += ["  - v\(i).width == 1.0000001 * v\(i - 1).width", "  - v\(i).left == v\(i - 1).right"] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func write(_ text: String, _ name: String, in directory: URL) throws -> URL {
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func aLongContradictingCycleIsReportedWithinItsBudget() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write(Self.cycle(1_000), "cycle.yaml", in: directory)
        let started = Date()
        let run = try runTrellis(["check", file.path])
        let seconds = Date().timeIntervalSince(started)
        #expect(run.status == 2, "\(run.errors)")
        #expect(run.output.contains("\(file.path) [300x200]: 1 conflict\n"), "\(run.output.prefix(300))")
        // Too many to minimise within the budget: reported whole, and said so.
        #expect(run.output.contains("these 1000 constraints conflict, but the list may hold more than the conflict needs"))
        #expect(seconds < 60, "\(seconds) s")
    }

    @Test func aNearDegenerateChainTooLargeToDrawIsRefusedBeforeLabelling() throws {
        let directory = try scratchDirectory(), out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory); try? FileManager.default.removeItem(at: out) }
        let file = try write(Self.nearDegenerateChain(5_000), "chain.yaml", in: directory)
        let started = Date()
        let run = try runTrellis(["render", file.path, "-o", out.path])
        let seconds = Date().timeIntervalSince(started)
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("\(file.path) (300x200): a 50012 × 200 pt picture at scale 2.0 is too large: a side is longer than 32000 pixels (it fits at --scale 0.5, or as SVG or PDF)\n"),
                "\(run.errors)")
        #expect(files(under: out).isEmpty)
        #expect(seconds < 60, "\(seconds) s")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aLongJobAnswersASignalWithinASecond(signal: Int32) throws {
        let directory = try scratchDirectory(), out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory); try? FileManager.default.removeItem(at: out) }
        // As an SVG the chain is drawn: seconds of labelling and writing.
        let file = try write(Self.nearDegenerateChain(5_000), "chain.yaml", in: directory)
        let process = Process()
        process.executableURL = trellisExecutable
        process.arguments = ["render", file.path, "-o", out.path, "--format", "svg"]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        Thread.sleep(forTimeInterval: 2)
        #expect(process.isRunning, "the job ended before the signal: make it longer")
        let signalled = Date()
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(signalled)
        #expect(process.terminationStatus == 130)
        #expect(seconds < 1, "\(seconds) s")
        let message = String(decoding: errors.fileHandleForReading.bytesToEnd(), as: UTF8.self)
        // Usually the render is under way; on a loaded machine the signal can
        // land while the file is still being read, and the batch stops before it.
        #expect(["interrupted: a job was still running 0.5 s after the signal, so it was stopped; every file written is complete\n",
                 "interrupted: finished 0 of 1 renders; every file written is complete\n"].contains(message), "\(message)")
        #expect(files(under: out).isEmpty, "\(files(under: out))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }
}
