import Foundation
import InterfaceBuilder
import Testing

/// The real storyboards and xibs beside the clone (`../shared/storyboards`),
/// each its own answer key: Xcode stored the frames it solved.
enum RealDocuments {
    static let directory: URL = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/storyboards")
    }()

    static var paths: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
            .map { directory.appendingPathComponent($0).path }
    }
}

@Suite struct FrameAccuracyTests {
    /// Over every real file: the share of constraint-derived, unflagged views
    /// whose solved frame is within 0.5 pt of the stored one on all four
    /// edges. Prints the figures and the mismatches grouped by cause.
    @Test func solvedFramesMatchStoredFramesOnRealDocuments() throws {
        let paths = RealDocuments.paths
        try #require(paths.count == 70, "expected the 70 files of ../shared/storyboards, found \(paths.count)")
        var accuracy = FrameAccuracy()
        for path in paths { accuracy.measure(path: path) }
        print(accuracy.report)
        // No file refused, no layout failed.
        #expect(accuracy.failures.isEmpty)
        #expect(accuracy.files == 70)
        // The floor is the rate reached (562 of 579 on 2026-11-23, docs/interface-builder.md):
        // a change that loses a view fails here.
        #expect(accuracy.compared == 579)
        #expect(accuracy.matched >= 562)
        #expect(accuracy.rate >= 0.97)
    }

    /// The same measure over any folder of storyboards and xibs, named by
    /// `TRELLIS_STORYBOARDS` (files the rules were not written from: how
    /// they hold on files no one has looked at). Off unless it is set; it
    /// prints the figures and asserts only that nothing was refused.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_STORYBOARDS"] != nil))
    func solvedFramesMatchStoredFramesInAnyFolder() throws {
        let folder = try #require(ProcessInfo.processInfo.environment["TRELLIS_STORYBOARDS"])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        var accuracy = FrameAccuracy()
        for name in names { accuracy.measure(path: (folder as NSString).appendingPathComponent(name)) }
        print(accuracy.report)
        #expect(accuracy.failures.isEmpty)
    }
}
