import Foundation
import Testing

/// What people expect of a command line: notes, summaries, directories made,
/// errors once, expressions as people type them.
@Suite struct CommandLineHabitsTests {
    func write(_ files: [String: String]) throws -> URL {
        let directory = try scratchDirectory()
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    static let conflicting = """
        name: broken
        size:
          - 200x100
          - 300x100
        views:
          - name: box
        constraints:
          - box.leading == root.leading
          - box.top == root.top
          - box.height == 10
          - box.width == 50
          - box.width == 60
        """

    @Test func aLinearSystemInADirectoryIsSkippedWithANote() throws {
        let system = try String(contentsOf: sampleScenes.deletingLastPathComponent()
            .appendingPathComponent("LinearSystems/two-views.json"), encoding: .utf8)
        let directory = try write(["scenes/system.json": system, "scenes/broken.yaml": Self.conflicting])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTrellis(["render", "scenes", "-o", "out"], in: directory)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("note: skipping scenes/system.json: a linear system, not a scene ('trellis solve' reads it)\n"))
        // Pictures of a broken layout still render; the summary says so.
        #expect(run.output.contains("rendered 2 of 2 (2 files), 0 failed, "))
        #expect(run.output.hasSuffix("; 2 layouts with conflicts, 0 ambiguous (trellis check says which)\n"))
    }

    @Test func gridMakesItsOutputDirectory() throws {
        let directory = try write(["broken.yaml": Self.conflicting])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTrellis(["grid", "broken.yaml", "-o", "sheets/new/sheet.svg"], in: directory)
        #expect(run.status == 0, "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("sheets/new/sheet.svg").path))
        #expect(run.output.hasSuffix("wrote sheets/new/sheet.svg: 2 cells, 1 across\n"))
    }

    @Test func anErrorOfEverySizeIsReportedOnce() throws {
        let text = Self.conflicting.replacingOccurrences(of: "box.width == 60", with: "box.centerX == 0 * root.trailing")
        let directory = try write(["bad.yaml": text])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTrellis(["render", "bad.yaml", "-o", "out"], in: directory)
        #expect(run.status == 1)
        let lines = run.errors.split(separator: "\n").filter { $0.hasPrefix("bad.yaml:12:") }
        #expect(lines.count == 1, "\(run.errors)")
        #expect(run.output.contains("rendered 0 of 2 (0 files), 2 failed"))
    }

    @Test func aStarBeforeAWordIsMultiplication() throws {
        let text = Self.conflicting.replacingOccurrences(of: "box.width == 60", with: "box.height == 2 *box.height - 10")
        let directory = try write(["star.yaml": text])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTrellis(["check", "star.yaml"], in: directory)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasSuffix("checked 2 layouts: 2 clean, 0 conflicts, 0 ambiguous items, 0 bad inputs\n"))
    }

    @Test func badInputIsAnAnnotationAtItsLine() throws {
        let text = Self.conflicting.replacingOccurrences(of: "box.width == 60", with: "bx.width == 60")
        let directory = try write(["typo.yaml": text])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTrellis(["check", "--format", "github", "typo.yaml"], in: directory)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("::error file=typo.yaml,line=12,col=5,title=trellis bad-input::unknown view 'bx' in constraint [all]%0AFix: did you mean 'box'?"),
                "\(run.output)")
    }
}
