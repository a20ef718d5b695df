import Foundation
import Testing

/// The gallery `index.html` in headless chromium: every render into the
/// directory listed, badges counted, filters that hide and show.
@Suite(.enabled(if: HeadlessChromium.installed != nil, "chromium is not installed: run `make deps`"))
struct GalleryPageTests {
    let chromium = HeadlessChromium.installed!

    @Test func aSecondRenderAddsToTheGalleryAndTheFiltersPickByBadge() throws {
        let input = try Trellis.scratchDirectory(), out = try Trellis.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: out) }
        let clash = input.appendingPathComponent("clash.yaml")
        try """
            name: clash
            size: 200x100
            views:
              - name: box
            constraints:
              - box.width == 50
              - box.width == 80
              - box.top == root.top
              - box.height == 20
            """.write(to: clash, atomically: true, encoding: .utf8)
        let scenes = Trellis.repository.appendingPathComponent("Samples/Scenes")
        let first = try Trellis.run(["render", scenes.appendingPathComponent("dynamic-priorities.yaml").path, "-o", out.path,
                                     "--format", "png,html", "-q"])
        #expect(first.status == 0, "\(first.errors)")
        let second = try Trellis.run(["render", clash.path, scenes.appendingPathComponent("slider-naive.yaml").path,
                                      "-o", out.path, "--format", "svg,html", "-q"])
        #expect(second.status == 0, "\(second.errors)")
        let answer = try chromium.evaluate("""
            const visible = () => [...document.querySelectorAll('figure')].filter(f => !f.hidden).map(f => f.dataset.stem);
            const click = name => document.querySelector(`.filters button[data-filter="${name}"]`).click();
            const all = visible();
            const counts = [...document.querySelectorAll('.filters button span')].map(s => s.textContent);
            const thumbs = [...document.querySelectorAll('figure .thumb img')].map(i => i.getAttribute('src'));
            const badges = [...document.querySelectorAll('figure[data-stem="clash"] .badge')].map(b => b.textContent);
            const pages = [...document.querySelectorAll('figure[data-stem="dynamic-priorities-Right"] .links a')].map(a => a.getAttribute('href'));
            click('conflicts');
            const conflicts = {shown: visible(), said: document.getElementById('shown').textContent,
                               sections: [...document.querySelectorAll('section')].filter(s => !s.hidden).length};
            click('clean');
            const clean = visible();
            click('all');
            return {all, counts, thumbs, badges, pages, conflicts, clean, restored: visible().length};
            """, in: out.appendingPathComponent("index.html"))
        let result = try JSONDecoder().decode(GalleryRun.self, from: Data(answer.utf8))
        // Both renders are listed, by scene, each scene's pictures in its states' order.
        #expect(result.all == ["clash", "dynamic-priorities-Left", "dynamic-priorities-Center", "dynamic-priorities-Right",
                               "slider-naive-0", "slider-naive-0.5", "slider-naive-1"])
        #expect(result.counts == ["7", "1", "1", "0", "6"])
        #expect(result.thumbs.first == "clash.svg")
        #expect(result.thumbs.contains("dynamic-priorities-Left@2x.png"))
        #expect(result.badges == ["1 conflict", "1 ambiguous"])
        #expect(result.pages == ["dynamic-priorities.html#dynamic-priorities-Right"])
        #expect(result.conflicts.shown == ["clash"])
        #expect(result.conflicts.said == "1 of 7 shown")
        #expect(result.conflicts.sections == 1)
        #expect(result.clean == Array(result.all.dropFirst()))
        #expect(result.restored == 7)
    }

    struct GalleryRun: Decodable {
        struct Filtered: Decodable { var shown: [String], said: String, sections: Int }
        var all: [String], counts: [String], thumbs: [String], badges: [String], pages: [String]
        var conflicts: Filtered, clean: [String], restored: Int
    }
}
