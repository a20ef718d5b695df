import Foundation
import Testing

/// `trellis render` gives the states of one scene one canvas, so that they
/// can be flipped through.
@Test func theStatesOfASceneFileAreRenderedOnOneCanvas() throws {
    let out = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let scene = sampleScenes.appendingPathComponent("dynamic-priorities.yaml").path
    let run = try runTrellis(["render", scene, "-o", out.path, "--format", "png,svg", "--scale", "1", "--no-index", "-q"])
    #expect(run.status == 0, "\(run.errors)")
    func size(_ state: String) throws -> [Int] {
        let bytes = [UInt8](try Data(contentsOf: out.appendingPathComponent("dynamic-priorities-\(state).png")))
        return [16, 20].map { at in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    }
    let sizes = try ["Left", "Center", "Right"].map(size)
    #expect(sizes[0] == sizes[1] && sizes[1] == sizes[2], "\(sizes)")
    // The root's outline starts at the same place in each SVG.
    let roots = try ["Left", "Center", "Right"].map { state in
        let svg = try String(contentsOf: out.appendingPathComponent("dynamic-priorities-\(state).svg"), encoding: .utf8)
        let group = try #require(svg.range(of: "<g class=\"root\">"))
        return String(svg[group.upperBound...].prefix(80))
    }
    #expect(roots[0] == roots[1] && roots[1] == roots[2], "\(roots)")
}
