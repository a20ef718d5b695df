@testable import Diagram
import Foundation
import Layout
import Testing

/// A baseline constraint's line runs under the text it aligns: at the
/// baseline the layout gave each label, where the label's words are drawn,
/// even when the words are drawn smaller than the layout measured them (a
/// storyboard's label, measured with Apple's font).
@Suite struct BaselineTextTests {
    /// A three-line label as a storyboard stores it (88 × 61, its text
    /// block measured with Apple's font: first baseline 16.18 pt into a
    /// 60.84 pt block), and a one-line label beside it on its first baseline.
    func scene() throws -> (Scene, DisplayList) {
        let scene = Scene(width: 400, height: 300)
        let stored = Label(name: "stored", text: "Label With Baseline Constraints", fontSize: 17)
        stored.numberOfLines = 0
        stored.intrinsicContentSize = CGSize(width: 88, height: 61)
        stored.textBlock = TextMetrics(size: CGSize(width: 88, height: 60.84), firstBaseline: 16.18, lastBaseline: 56.74)
        let beside = Label(name: "beside", text: "Short", fontSize: 17)
        for label in [stored, beside] {
            label.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(label)
        }
        LayoutConstraint.activate([
            stored.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            stored.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            stored.widthAnchor.constraint(equalToConstant: 88),
            stored.heightAnchor.constraint(equalToConstant: 61),
            beside.leadingAnchor.constraint(equalTo: stored.trailingAnchor, constant: 8),
            beside.firstBaselineAnchor.constraint(equalTo: stored.firstBaselineAnchor),
        ])
        try scene.layout()
        return (scene, try Diagram.displayList(for: scene))
    }

    /// The baseline of the first line drawn of `name`'s text, from the
    /// stored label's top (40 pt into the scene, wherever the page puts it).
    func firstBaseline(of name: String, in list: DisplayList) throws -> CGFloat {
        let line = try #require(list.texts.filter { $0.role == .viewName(name) }.min { $0.box.minY < $1.box.minY })
        return line.box.minY + line.baseline - (try top(in: list)) + 40
    }

    /// Where the page draws the stored label's top edge.
    func top(in list: DisplayList) throws -> CGFloat {
        try #require(list.shapes.first { $0.role == .view("stored") }).path.bounds.minY
    }

    @Test func theLayoutPutsTheBaselineWhereTheStoredBlockHasIt() throws {
        let (scene, _) = try scene()
        let stored = try #require(scene.item(named: "stored") as? View)
        // 40 + 30.5 (half the frame) − 30.42 (half the block) + 16.18.
        #expect(abs(stored.baselineYs.first - 56.26) < 0.01, "\(stored.baselineYs)")
    }

    @Test func bothLabelsDrawTheirFirstLineOnTheLaidOutBaseline() throws {
        let (_, list) = try scene()
        // The stored label's words, wrapped five lines deep in the test's
        // wide font at 17 pt, are drawn smaller to fit its frame: centred,
        // their first baseline would sit 4 pt off the layout's.
        let small = try #require(list.texts.first { $0.role == .viewName("stored") })
        #expect(small.fontSize < 17)
        #expect(abs(try firstBaseline(of: "stored", in: list) - 56.26) < 0.01)
        #expect(abs(try firstBaseline(of: "beside", in: list) - 56.26) < 0.01)
    }

    @Test func theConstraintsLineRunsUnderBothFirstLinesAndSaysNothingMore() throws {
        let (_, list) = try scene()
        let marks = list.shapes.filter { $0.title?.contains("firstBaseline") == true }
        #expect(!marks.isEmpty)
        let top = try top(in: list)
        for mark in marks {
            let bounds = mark.path.bounds
            #expect(bounds.height < 0.01 && abs(bounds.minY - top + 40 - 56.26) < 0.01, "\(bounds)")
        }
        // It holds: no label saying how far off, no bar.
        #expect(!list.texts.contains { $0.text.contains("firstBaseline") || $0.text.contains("off by") })
    }
}
