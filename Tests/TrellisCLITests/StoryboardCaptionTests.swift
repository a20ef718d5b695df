import Foundation
import Testing

/// A picture's caption tells the reader what they look at: the device the
/// file names, or for a file that names none (Xcode 7 and before) the size
/// its frames were stored at; and a controller's view with nothing in it
/// says so rather than show an unexplained box (Diagram.emptyRootNote).
@Suite struct StoryboardCaptionTests {
    static let storyboards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/storyboards")

    @Test func aFileWithoutADeviceIsCaptionedWithItsStoredSizeAndAnEmptyRootSaysSo() throws {
        let login = Self.storyboards.appendingPathComponent("Tianyu95__AutoLayoutByStoryboard__XLogin.storyboard").path
        try #require(FileManager.default.fileExists(atPath: login), "../shared/storyboards beside the clone")
        let check = try runTrellis(["check", login])
        #expect(check.output.contains(" XEditInformation [600 × 600 pt as stored]: ok\n"), "\(check.output)")

        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["render", login, "-o", out.path, "--format", "svg", "--no-index", "-q"])
        #expect(run.status == 0, "\(run.errors)")
        let empty = try String(contentsOf: out.appendingPathComponent("Tianyu95__AutoLayoutByStoryboard__XLogin-XEditInformation.svg"), encoding: .utf8)
        #expect(empty.contains(">600 × 600 pt as stored</text>") && empty.contains(">no subviews: an empty view (content made in code is not in the scene)</text>"))
        // A scene with views in it says nothing of the kind.
        let full = try String(contentsOf: out.appendingPathComponent("Tianyu95__AutoLayoutByStoryboard__XLogin-XLoginIdentifier.svg"), encoding: .utf8)
        #expect(full.contains(">600 × 600 pt as stored</text>") && !full.contains("no subviews"))
    }
}
