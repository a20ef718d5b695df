import Foundation
import Testing

/// `trellis render --focus NAME`: a dense scene shown around one item.
@Suite struct FocusOptionTests {
    @Test func aFocusDrawsOnlyThatItemsConstraintsAndFadesTheRest() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = sampleScenes.appendingPathComponent("complex-widths.yaml").path
        let run = try runTrellis(["render", scene, "-o", out.path, "--format", "svg", "--focus", "red", "--size", "375x667",
                                  "--no-index", "-q"])
        #expect(run.status == 0, "\(run.errors)")
        let svg = try String(contentsOf: out.appendingPathComponent("complex-widths.svg"), encoding: .utf8)
        let constraints = svg.matches(of: /class="constraint" data-constraint="([^"]+)"/).map { String($0.1) }
        #expect(!constraints.isEmpty)
        #expect(constraints.allSatisfy { $0.contains("red") }, "\(constraints)")
        // blue is red's neighbour (8 pt apart, red twice its width): drawn in full.
        #expect(svg.contains("<g class=\"view-text\" data-view=\"blue\">"))
    }

    @Test func anUnknownFocusIsAnErrorNamingTheFile() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = sampleScenes.appendingPathComponent("complex-widths.yaml").path
        let run = try runTrellis(["render", scene, "-o", out.path, "--focus", "green", "--size", "375x667", "--no-index"])
        #expect(run.status == 1)
        #expect(run.errors.contains("--focus green: no view or guide of that name in \(scene)"), "\(run.errors)")
        #expect(files(under: out).isEmpty)
    }
}
