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
        // 35 renders in three formats at scale 2: seconds of work, so the
        // signal lands with most of the batch still to do.
        let run = try runTrellis(["render", sampleScenes.path, "-o", out.path, "--format", "png,svg,pdf", "--scale", "2", "--jobs", "2"],
                                 interrupt: (signal, "rendered "))
        #expect(run.status == 130)
        let message = run.errors
        let written = files(under: out)
        #expect(!written.contains { $0.hasSuffix(".tmp") }, "\(written)")
        let pictures = written.filter { $0 != "index.html" }
        // On a slow build (a sanitizer's) the renders under way can outlast
        // the half second they are given: then they are stopped, their
        // temporaries removed, and only the files already renamed remain.
        let stoppedInFlight = message == "interrupted: a job was still running 0.5 s after the signal, so it was stopped; every file written is complete\n"
        let finished = stoppedInFlight ? pictures.count / 3
            : try #require(message.firstMatch(of: /interrupted: finished (\d+) of 35 renders; every file written is complete\n/)
                .flatMap { Int($0.1) }, "\(message)")
        #expect(finished >= 1 && finished < 35)

        // Every render finished wrote all three formats, each whole; nothing else.
        if !stoppedInFlight { #expect(pictures.count == 3 * finished, "\(pictures)") }
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
        guard !stoppedInFlight else { return }
        let gallery = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(gallery.components(separatedBy: "<figure").count - 1 == finished)
    }

    @Test func anInterruptedGridWritesNoSheet() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let sheet = out.appendingPathComponent("all.png")
        // Every scene at six sizes, one worker: a few hundred cells, time
        // enough for the signal to land half-way.
        let sizes = ["320x200", "375x667", "667x375", "400x400", "800x600", "1024x768"].flatMap { ["--size", $0] }
        let run = try runTrellis(["grid", sampleScenes.path, "-o", sheet.path, "--jobs", "1"] + sizes,
                                 interrupt: (SIGINT, "laid out "))
        #expect(run.status == 130)
        let match = try #require(run.errors.firstMatch(of: /interrupted: laid out (\d+) of (\d+) cells; wrote nothing, as a sheet with holes would mislead\n/),
                                 "\(run.errors)")
        let (laid, total) = (Int(match.1) ?? 0, Int(match.2) ?? 0)
        #expect(laid >= 1 && laid < total && total > 100, "\(laid) of \(total)")
        #expect(files(under: out).isEmpty)
    }

    /// A signal after the last cell was laid out, while the sheet is drawn,
    /// used to be lost: the sheet was written and the exit was 0.
    @Test func aGridInterruptedAfterLayoutWritesNoSheet() throws {
        let input = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input) }
        // One cell whose sheet takes seconds to label and draw.
        let file = input.appendingPathComponent("chain.yaml")
        try BoundedWorkTests.nearDegenerateChain(2_000).write(to: file, atomically: true, encoding: .utf8)
        let sheet = input.appendingPathComponent("sheet.svg")
        let run = try runTrellis(["grid", file.path, "-o", sheet.path], interrupt: (SIGINT, "laid out "))
        #expect(run.status == 130, "\(run.errors)")
        #expect(["interrupted: laid out all 1 cells; wrote nothing\n", "interrupted: drew the sheet; wrote nothing\n",
                 "interrupted: laid out 1 of 1 cells; wrote nothing, as a sheet with holes would mislead\n",
                 "interrupted: a job was still running 0.5 s after the signal, so it was stopped; every file written is complete\n"]
            .contains(run.errors), "\(run.errors)")
        #expect(files(under: input) == ["chain.yaml"])
    }

    @Test func interruptedSamplesSayHowManyFilesTheyWrote() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["samples", "-o", out.path], interrupt: (SIGTERM, "rendered "))
        #expect(run.status == 130)
        // As above, a slow build may stop the file being written instead.
        let stoppedInFlight = run.errors == "interrupted: a job was still running 0.5 s after the signal, so it was stopped; every file written is complete\n"
        let written = stoppedInFlight ? files(under: out).count
            : try #require(run.errors.firstMatch(of: /interrupted: wrote (\d+) files; every file written is complete\n/)
                .flatMap { Int($0.1) }, "\(run.errors)")
        #expect(!files(under: out).contains { $0.hasSuffix(".tmp") })
        #expect(files(under: out).count == written)
        #expect(written >= 1 && written < 34)
    }

    /// A console log of 60 reports explained as pictures: a signal after the
    /// first picture stops it between reports, with what it explained said,
    /// every picture written whole and no half-written JSON.
    @Test func anInterruptedExplanationSaysHowFarItGot() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let log = try String(contentsOf: sampleScenes.deletingLastPathComponent().appendingPathComponent("Logs/table-cell-height.txt"),
                             encoding: .utf8)
        let input = out.appendingPathComponent("console.txt")
        try String(repeating: log + "\n", count: 60).write(to: input, atomically: true, encoding: .utf8)
        let pictures = out.appendingPathComponent("pictures")
        let run = try runTrellis(["explain", input.path, "-o", pictures.path, "--format", "png,svg,json"],
                                 interrupt: (SIGINT, "  Picture: "))
        #expect(run.status == 130)
        let stoppedInFlight = run.errors.hasPrefix("interrupted: a job was still running")
        let written = files(under: pictures)
        #expect(!written.contains { $0.hasSuffix(".tmp") || $0.hasSuffix(".json") }, "\(written)")
        if !stoppedInFlight {
            let explained = try #require(run.errors.firstMatch(of: /interrupted: explained (\d+) of 60 reports; every file written is complete\n/)
                .flatMap { Int($0.1) }, "\(run.errors)")
            #expect(explained >= 1 && explained < 60)
            #expect(written.count == 2 * explained, "\(written)")
            #expect(run.output.components(separatedBy: "  Picture: ").count - 1 == explained)
        }
        for name in written where name.hasSuffix(".png") {
            let data = try Data(contentsOf: pictures.appendingPathComponent(name))
            #expect(data.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "\(name) is cut short")
        }
    }
}
