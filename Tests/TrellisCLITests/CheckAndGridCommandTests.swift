import Foundation
import Render
import Testing

/// `trellis check` and `trellis grid` end to end.
@Suite struct CheckAndGridCommandTests {
    func scene(_ text: String) throws -> (URL, String) {
        let directory = try scratchDirectory()
        let file = directory.appendingPathComponent("scene.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (directory, file.path)
    }

    @Test func aCleanSceneExitsZeroAndSaysWhatGivesWay() throws {
        let run = try runTrellis(["check", sampleScenes.appendingPathComponent("complex-widths.yaml").path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("complex-widths.yaml [portrait]: ok\n  gives way: red.width == 2*blue.width @750 (99 short)"))
        #expect(run.output.hasSuffix("checked 3 layouts: 3 clean, 0 conflicts, 0 ambiguous items, 0 bad inputs\n"))
    }

    @Test func conflictsExitTwoWithUIKitsReport() throws {
        let (directory, file) = try scene("""
            size: 200x100
            views:
              - name: box
            constraints:
              - box.leading == root.leading
              - box.top == root.top
              - box.height == 10
              - box.width == 50
              - box.width == 80
            """)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTrellis(["check", file])
        #expect(run.status == 2)
        #expect(run.output.contains("scene.yaml [200x100]: 1 conflict"))
        #expect(run.output.contains("conflict: box.width == 80 was broken"))
        #expect(run.output.contains("Unable to simultaneously satisfy constraints."))
    }

    @Test func ambiguityExitsThreeAndNamesTheFreeAxis() throws {
        let (directory, file) = try scene("""
            size: 200x100
            views:
              - name: box
            constraints:
              - box.top == root.top
              - box.height == 10
              - box.width == 50
            """)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTrellis(["check", file])
        #expect(run.status == 3)
        #expect(run.output.contains("ambiguous: box is free horizontally (left in -∞...+∞)"))
    }

    @Test func badInputExitsOneWithThePosition() throws {
        let (directory, file) = try scene("""
            size: 200x100
            views:
              - name: box
            constraints:
              - box.widht == 50
            """)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTrellis(["check", file])
        #expect(run.status == 1)
        #expect(run.errors.contains("scene.yaml:5:9: error:"), "\(run.errors)")
        #expect(run.errors.contains("did you mean 'width'?"))
    }

    @Test func gridPutsEveryStateInOneSheet() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let sheet = out.appendingPathComponent("priorities.png")
        let run = try runTrellis(["grid", sampleScenes.appendingPathComponent("dynamic-priorities.yaml").path, "-o", sheet.path,
                                  "--scale", "1"])
        #expect(run.status == 0, "\(run.errors)")
        // A line per cell as it is laid out (in the order they finish), then the sheet.
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.last == "wrote \(sheet.path): 3 cells, 3 across")
        #expect(lines.dropLast().sorted() == ["Center", "Left", "Right"].map { "laid out 320x120, \($0)" })
        let image = try RasterImage(png: Data(contentsOf: sheet))
        #expect(image.width > 3 * 320 && image.height > 120 && image.height < 2 * 320)
        #expect(files(under: out) == ["priorities.png"])
    }

    @Test func gridWritesNothingWhenACellFails() throws {
        let (directory, file) = try scene("size: 100x100\nviews: [{name: a}]\nconstraints: ['a.width = 3']\n")
        defer { try? FileManager.default.removeItem(at: directory) }
        let sheet = directory.appendingPathComponent("sheet.svg")
        let run = try runTrellis(["grid", file, sampleScenes.appendingPathComponent("slider-guides.yaml").path, "-o", sheet.path])
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: sheet.path))
        let format = try runTrellis(["grid", file, "-o", directory.appendingPathComponent("sheet.json").path])
        #expect(format.status == 64)
    }
}
