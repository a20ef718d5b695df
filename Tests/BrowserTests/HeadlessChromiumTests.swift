import Foundation
import Testing

/// The harness itself: what the page tests rely on.
@Suite(.enabled(if: HeadlessChromium.installed != nil, "chromium is not installed: run `make deps`"))
struct HeadlessChromiumTests {
    let chromium = HeadlessChromium.installed!

    @Test func aTestScriptSeesThePageAfterItsTimersRan() throws {
        let folder = try Trellis.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try """
            <!doctype html><html><body><p id="late">waiting</p>
            <script>setTimeout(() => { document.getElementById('late').textContent = 'ran' }, 400)</script>
            </body></html>
            """.write(to: page, atomically: true, encoding: .utf8)
        let answer = try chromium.evaluate("""
            await new Promise(done => setTimeout(done, 500));
            return [document.getElementById('late').textContent, 6 * 7];
            """, in: page)
        #expect(answer == #"["ran",42]"#)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["page.html"])
    }

    @Test func anExceptionInTheScriptIsThrownWithItsMessage() throws {
        let folder = try Trellis.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try "<!doctype html><html><body></body></html>".write(to: page, atomically: true, encoding: .utf8)
        #expect {
            try chromium.evaluate("throw new Error('no <svg> here')", in: page)
        } throws: { error in
            String(describing: error).contains("no <svg> here")
        }
    }

    @Test func theAppearanceReachesPrefersColorScheme() throws {
        let folder = try Trellis.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try "<!doctype html><html><body></body></html>".write(to: page, atomically: true, encoding: .utf8)
        let query = "return matchMedia('(prefers-color-scheme: dark)').matches"
        #expect(try chromium.evaluate(query, in: page, appearance: .dark) == "true")
        #expect(try chromium.evaluate(query, in: page, appearance: .light) == "false")
    }

    /// Rendered SVGs, opened as the browser opens them: the label of the
    /// dynamic-priorities sample sits 8 pt inside the root's leading edge in
    /// the "left" state and its trailing edge in "right" (1 px per point).
    @Test func anSVGRenderOpensWithItsViewsWhereTheLayoutPutThem() throws {
        let folder = try Trellis.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = Trellis.repository.appendingPathComponent("Samples/Scenes/dynamic-priorities.yaml")
        let run = try Trellis.run(["render", scene.path, "-o", folder.path, "--format", "svg", "--no-index"])
        #expect(run.status == 0, "\(run.errors)")
        var insets: [String] = []
        for state in ["Left", "Right"] {
            let svg = try String(contentsOf: folder.appendingPathComponent("dynamic-priorities-\(state).svg"), encoding: .utf8)
            let page = folder.appendingPathComponent("\(state).html")
            try "<!doctype html><html><body>\(svg)</body></html>".write(to: page, atomically: true, encoding: .utf8)
            insets.append(try chromium.evaluate("""
                const box = selector => document.querySelector(selector).getBBox();
                const root = box('g.root path'), label = box('g.view[data-view=positionLabel] path');
                return [label.x - root.x, (root.x + root.width) - (label.x + label.width)].map(d => Math.round(d * 100) / 100);
                """, in: page))
        }
        #expect(insets[0].hasPrefix("[8,"))
        #expect(insets[1].hasSuffix(",8]"))
        #expect(insets[0] != "[8,8]" && insets[1] != "[8,8]")
    }
}
