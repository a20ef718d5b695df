import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A batch stopped by SIGINT or SIGTERM lets the renders under way finish,
/// exits 130, says how many it finished, and leaves only whole files.
@Suite struct InterruptionTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedBatchLeavesOnlyWholeFilesAndSaysWhatItFinished(signal: Int32) throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = trellisExecutable
        // 35 renders in three formats at scale 2: seconds of work, so the
        // signal lands with most of the batch still to do.
        process.arguments = ["render", sampleScenes.path, "-o", out.path, "--format", "png,svg,pdf", "--scale", "2", "--jobs", "2"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()

        // Progress lines are flushed one by one: wait for the first render.
        let firstLine = DispatchSemaphore(value: 0)
        final class Collected: @unchecked Sendable { var text = ""; var errors = Data() }
        let collected = Collected()
        DispatchQueue.global().async {
            var signalled = false
            while true {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                collected.text += String(decoding: chunk, as: UTF8.self)
                if !signalled && collected.text.contains("rendered ") { signalled = true; firstLine.signal() }
            }
            if !signalled { firstLine.signal() }
        }
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { collected.errors = errors.fileHandleForReading.readDataToEndOfFile(); drained.signal() }
        #expect(firstLine.wait(timeout: .now() + 120) == .success)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        drained.wait()

        #expect(process.terminationStatus == 130)
        let message = String(decoding: collected.errors, as: UTF8.self)
        let finished = try #require(message.firstMatch(of: /interrupted: finished (\d+) of 35 renders; every file written is complete\n/)
            .flatMap { Int($0.1) }, "\(message)")
        #expect(finished >= 1 && finished < 35)

        // Every render finished wrote all three formats, each whole; nothing else.
        let written = files(under: out)
        #expect(!written.contains { $0.hasSuffix(".tmp") }, "\(written)")
        let pictures = written.filter { $0 != "index.html" }
        #expect(pictures.count == 3 * finished, "\(pictures)")
        for name in pictures {
            let data = try Data(contentsOf: out.appendingPathComponent(name))
            let whole = switch (name as NSString).pathExtension {
            case "png": data.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
            case "svg": String(decoding: data.suffix(8), as: UTF8.self).contains("</svg>")
            case "pdf": String(decoding: data.suffix(8), as: UTF8.self).contains("%%EOF")
            default: false
            }
            #expect(whole, "\(name) is cut short")
        }
        let gallery = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(gallery.components(separatedBy: "<figure").count - 1 == finished)
    }
}
