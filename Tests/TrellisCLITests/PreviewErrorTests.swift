import Foundation
import Testing

@testable import TrellisCLI

/// A page's error reads as `trellis render`'s, with the line and a caret
/// even for a storyboard, whose errors name only the place.
@Suite struct PreviewErrorTests {
    @Test func aStoryboardErrorGetsItsLineAndCaret() throws {
        let folder = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("Broken.storyboard")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/Storyboards/Profile.storyboard")
        var lines = try String(contentsOf: source, encoding: .utf8).components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("<view key=\"view\"") })
        lines[line] = lines[line].replacingOccurrences(of: "<view key=", with: "<view <key=")
        try lines.joined(separator: "\n").write(to: storyboard, atomically: true, encoding: .utf8)

        let render = try runTrellis(["render", storyboard.path, "-o", folder.appendingPathComponent("out").path, "--format", "svg", "--quiet"])
        let printed = try #require(render.errors.split(separator: "\n").first.map(String.init))
        let renderer = try PreviewRenderer(scratch: folder)
        guard case .failure(let problem) = renderer.pictures(of: SceneInputs.Input(path: storyboard.path, relativeDirectory: "")) else {
            Issue.record("a broken storyboard rendered")
            return
        }
        #expect(problem.line == line + 1)
        #expect(problem.column == 27)
        let shown = problem.text.components(separatedBy: "\n")
        #expect(shown.count == 3)
        #expect(shown[0] == printed)
        #expect(shown[1] == "    <view <key=\"view\" contentMode=\"scaleToFill\" id=\"prf-rt-001\">")
        // Column 27 of the line is the stray `<`, after 20 spaces of indentation.
        #expect(shown[2] == "    " + String(repeating: " ", count: 6) + "^")
        #expect(shown[1].dropFirst(4 + 6).hasPrefix("<key"))
    }
}
