import Foundation
import Testing

/// `trellis check --warn overflow` judges overflow as the diagram does: by
/// the alignment rectangle, and a scroll view's content past its frame is
/// scrolled to. On real storyboards (`../shared/storyboards`) it used to warn
/// of a UISwitch 2 pt past its stack (twice), a text view 175.9 pt below its
/// scroll view and a container 20 pt right of its scroll view.
@Suite struct CheckOverflowTests {
    static let storyboards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/storyboards")

    @Test func switchesAndScrollContentOfRealStoryboardsAreNotOverflow() throws {
        let files = ["hackiftekhar__IQKeyboardManager__TestCases.storyboard", "icerbox__ModernAutoLayout__ScrollView-v1__Main.storyboard"]
            .map { Self.storyboards.appendingPathComponent($0).path }
        try #require(files.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "../shared/storyboards beside the clone")
        let run = try runTrellis(["check", "--warn", "overflow"] + files)
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.output.contains("leaves"), "\(run.output)")
        #expect(run.output.hasSuffix("checked 7 layouts: 7 clean, 0 conflicts, 0 ambiguous items, 0 bad inputs\n"))
    }
}
