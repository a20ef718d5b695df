import Foundation
import Testing

/// Constraints within every limit can compound past what a frame holds: 120
/// widths each 10,000 times the last reach infinity. Such a scene is one
/// failed job, named with the item and value; the rest of the batch renders.
@Suite struct CompoundingLayoutTests {
    /// A scene whose last view's width overflows to infinity.
    static let chain: String = {
        var lines = ["name: runaway", "size: 300x200", "views:"]
        lines += (0..<120).map { "  - name: v\($0)" }
        lines.append("constraints:")
        lines.append("  - v0.width == 10")
        for i in 0..<120 {
            lines.append("  - v\(i).left == root.left")
            lines.append("  - v\(i).top == root.top")
            lines.append("  - v\(i).height == 10")
            if i > 0 { lines.append("  - v\(i).width == 10000 * v\(i - 1).width") }
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func aRunawayChainFailsItsOwnJobAndTheBatchGoesOn() throws {
        let input = try scratchDirectory(), out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: out) }
        try FileManager.default.copyItem(atPath: sampleScenes.appendingPathComponent("slider-naive.yaml").path,
                                         toPath: input.appendingPathComponent("good.yaml").path)
        try Self.chain.write(to: input.appendingPathComponent("runaway.yaml"), atomically: true, encoding: .utf8)
        let run = try runTrellis(["render", input.path, "-o", out.path, "--format", "png,json"])
        #expect(run.status == 1, "\(run.errors)")
        // 10 × 10,000^k passes 1e9 pt at k = 2 (v2 is 1e9, v3 1e13).
        #expect(run.errors.contains("runaway.yaml (300x200): The layout gives"), "\(run.errors)")
        #expect(run.errors.contains("The layout gives 'v3' a width of 1e+13 pt, which no frame can hold"), "\(run.errors)")
        #expect(files(under: out) == ["index.html"] + ["0", "0.5", "1"].flatMap {
            ["slider-naive-\($0)@2x.png", "slider-naive-\($0).json"]
        }.sorted())
        #expect(run.output.contains("rendered 3 of 4 (6 files), 1 failed"), "\(run.output)")
    }

    @Test func checkFailsOnTheRunawayChainInsteadOfSayingOK() throws {
        let input = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input) }
        let file = input.appendingPathComponent("runaway.yaml")
        try Self.chain.write(to: file, atomically: true, encoding: .utf8)
        let run = try runTrellis(["check", file.path])
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(!run.output.contains("nan short"))
        #expect(run.errors.contains("'v3' a width of 1e+13 pt"), "\(run.errors)")
    }
}
