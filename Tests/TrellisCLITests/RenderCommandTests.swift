import Foundation
import Testing

/// `trellis render` end to end, in temporary directories.
@Suite struct RenderCommandTests {
    let slider = sampleScenes.appendingPathComponent("slider-naive.yaml").path
    let priorities = sampleScenes.appendingPathComponent("dynamic-priorities.yaml").path

    @Test func rendersEveryStateInEveryFormatWithAGallery() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["render", priorities, "-o", out.path, "--format", "png,svg,pdf,json"])
        #expect(run.status == 0, "\(run.errors)")
        let expected = ["Center", "Left", "Right"].flatMap { state in
            ["png": "@2x.png", "svg": ".svg", "pdf": ".pdf", "json": ".json"].values.map { "dynamic-priorities-\(state)\($0)" }
        } + ["index.html"]
        #expect(files(under: out) == expected.sorted())
        #expect(run.output.hasSuffix("rendered 3 of 3 (12 files), 0 failed, \(run.output.split(separator: ",").last!.dropFirst())"))
        let gallery = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(gallery.contains("<img src=\"dynamic-priorities-Left@2x.png\""))
        #expect(gallery.contains("<a href=\"dynamic-priorities-Left.svg\">svg</a>"))
    }

    @Test func directoriesRecurseAndKeepTheirLayout() throws {
        let input = try scratchDirectory(), out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: out) }
        let nested = input.appendingPathComponent("deep/er")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: slider, toPath: nested.appendingPathComponent("s.yaml").path)
        try "not a scene".write(to: input.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let run = try runTrellis(["render", input.path, "-o", out.path, "--state", "0", "--no-index", "-q"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.isEmpty)
        #expect(files(under: out) == ["deep/er/slider-naive-0@2x.png"])
    }

    @Test func sizesAndDevicesReplaceTheFilesOwn() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["render", sampleScenes.appendingPathComponent("complex-widths.yaml").path, "-o", out.path,
                                  "--size", "400x300", "--device", "iPhone 15 landscape", "--format", "json", "--no-index"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(files(under: out) == ["complex-widths-400x300.json", "complex-widths-iPhone-15-landscape.json"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("complex-widths-400x300.json"))) as? [String: Any]
        let items = json?["items"] as? [[String: Any]]
        let root = items?.first { $0["name"] as? String == "root" }
        #expect(root?["frame"] as? [Double] == [0, 0, 400, 300])
    }

    @Test func aBadSceneIsReportedWithItsPositionAndTheOthersStillRender() throws {
        let input = try scratchDirectory(), out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: out) }
        try FileManager.default.copyItem(atPath: slider, toPath: input.appendingPathComponent("good.yaml").path)
        try """
            size: 100x100
            views:
              - name: knob
            constraints:
              - knb.width == 40
            """.write(to: input.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let run = try runTrellis(["render", input.path, "-o", out.path, "--no-index"])
        #expect(run.status == 1)
        #expect(run.errors.contains("bad.yaml:5:5: error:"), "\(run.errors)")
        #expect(run.errors.contains("did you mean 'knob'?"))
        #expect(files(under: out) == ["slider-naive-0.5@2x.png", "slider-naive-0@2x.png", "slider-naive-1@2x.png"])
        #expect(run.output.contains("rendered 3 of 3 (3 files), 1 failed"))
    }

    @Test func missingInputsAndBadOptionsExitNonZeroWithAMessage() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let missing = try runTrellis(["render", "/no/such/scene.yaml", "-o", out.path])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("/no/such/scene.yaml: no such file or directory"))
        let format = try runTrellis(["render", slider, "-o", out.path, "--format", "gif"])
        #expect(format.status == 64)
        #expect(format.errors.contains("unknown format 'gif': expected png, svg, pdf, json or html"))
        let state = try runTrellis(["render", slider, "-o", out.path, "--state", "left"])
        #expect(state.status == 1)
        #expect(state.errors.contains("no state 'left'; the file has 0, 0.5, 1"))
        let shard = try runTrellis(["render", slider, "-o", out.path, "--shard", "3/2"])
        #expect(shard.status == 64)
        #expect(files(under: out).isEmpty)
    }

    @Test func shardsPartitionTheBatchExactly() throws {
        var seen: [String] = []
        for index in 1...3 {
            let out = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            let run = try runTrellis(["render", sampleScenes.path, "-o", out.path, "--format", "json", "--shard", "\(index)/3",
                                      "--no-index", "-q"])
            #expect(run.status == 0, "\(run.errors)")
            seen += files(under: out)
        }
        let all = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: all) }
        #expect(try runTrellis(["render", sampleScenes.path, "-o", all.path, "--format", "json", "--no-index", "-q"]).status == 0)
        #expect(seen.count == Set(seen).count, "no render in two shards")
        #expect(seen.sorted() == files(under: all))
        #expect(seen.count == 35)
    }

    @Test func oneWorkerAndTwoWriteTheSameBytes() throws {
        var outputs: [[String: Data]] = []
        for jobs in ["1", "2"] {
            let out = try scratchDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            let run = try runTrellis(["render", sampleScenes.path, "-o", out.path, "--format", "png,svg", "--jobs", jobs, "-q"])
            #expect(run.status == 0, "\(run.errors)")
            outputs.append(Dictionary(uniqueKeysWithValues: try files(under: out).map {
                ($0, try Data(contentsOf: out.appendingPathComponent($0)))
            }))
        }
        #expect(outputs[0].count == 71)
        let differing = outputs[0].keys.sorted().filter { name in
            guard let one = outputs[0][name], let two = outputs[1][name] else { return true }
            return byteDifference(one, two) != nil
        }
        #expect(differing.isEmpty, "one worker and two wrote different bytes for \(differing)")
    }

    @Test func namesFromFilesNeverLeaveTheOutputDirectory() throws {
        let input = try scratchDirectory(), out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: out) }
        try """
            name: ../../escape
            size: 100x100
            views:
              - name: box
            constraints:
              - box.edges == root.edges inset 10
            states:
              - name: ../../../etc/passwd
                constants: {}
            """.write(to: input.appendingPathComponent("evil.yaml"), atomically: true, encoding: .utf8)
        let run = try runTrellis(["render", input.path, "-o", out.path, "--format", "json", "--no-index"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(files(under: out) == ["escape-etc-passwd.json"])
    }
}
