import Foundation
import Testing

/// Animated SVGs (`trellis render --animate`) played in chromium: paused at
/// chosen times with `pauseAnimations()` and `setCurrentTime(t)`, each
/// view's box (`getBBox()`, relative to the root's) is the frame the layout
/// gives it in the state held at that time, to 0.5 px, and half-way
/// through a glide it lies strictly between the two states' frames.
@Suite(.enabled(if: HeadlessChromium.installed != nil, "chromium is not installed: run `make deps`"))
struct AnimatedSVGBrowserTests {
    let chromium = HeadlessChromium.installed!
    /// The timing `render --animate` uses: 1.2 s held, 0.8 s gliding.
    let hold = 1.2, period = 2.0

    typealias Frame = [Double]

    /// The laid-out frames of `views` (root coordinates) in each JSON render.
    func frames(_ views: [String], in files: [URL]) throws -> [[String: Frame]] {
        try files.map { file in
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            let items = try #require(json?["items"] as? [[String: Any]])
            var frames: [String: Frame] = [:]
            for item in items {
                if let name = item["name"] as? String, views.contains(name), let frame = item["frame"] as? [Double] {
                    frames[name] = frame
                }
            }
            return frames
        }
    }

    /// The boxes of `views` relative to the root's at each of `times`,
    /// with the root's own width and height, in the animated SVG `svg`.
    func boxes(_ views: [String], at times: [Double], in svg: URL) throws -> [[String: Frame]] {
        let page = svg.deletingPathExtension().appendingPathExtension("html")
        try "<!doctype html><html><body style=\"margin:0\">\(String(contentsOf: svg, encoding: .utf8))</body></html>"
            .write(to: page, atomically: true, encoding: .utf8)
        let answer = try chromium.evaluate("""
            // SMIL's timeline starts once the document has loaded (a task
            // after its load event): until then setCurrentTime is ignored.
            if (document.readyState !== 'complete') await new Promise(done => addEventListener('load', done));
            await new Promise(done => setTimeout(done, 50));
            const svg = document.querySelector('svg');
            svg.pauseAnimations();
            const views = \(String(decoding: try JSONSerialization.data(withJSONObject: views), as: UTF8.self));
            const result = [];
            for (const t of \(times)) {
              svg.setCurrentTime(t);
              const root = document.querySelector('g.root path').getBBox();
              const boxes = { root: [0, 0, root.width, root.height] };
              for (const name of views) {
                const box = document.querySelector(`g.view[data-view="${name}"] path`).getBBox();
                boxes[name] = [box.x - root.x, box.y - root.y, box.width, box.height];
              }
              result.push(boxes);
            }
            return result;
            """, in: page)
        return try #require(try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [[String: Frame]])
    }

    func render(_ arguments: [String], in folder: URL) throws {
        let run = try Trellis.run(["render"] + arguments + ["-o", folder.path, "--format", "svg,json", "--animate", "--no-index"])
        #expect(run.status == 0, "\(run.errors)")
    }

    func close(_ a: Frame?, _ b: Frame?, within tolerance: Double = 0.5) -> Bool {
        guard let a, let b, a.count == 4, b.count == 4 else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func theDynamicPrioritiesLabelHoldsEachStatesFrameAndGlidesBetween() throws {
        let folder = try Trellis.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try render([Trellis.repository.appendingPathComponent("Samples/Scenes/dynamic-priorities.yaml").path], in: folder)
        let states = ["Left", "Center", "Right"]
        let laidOut = try frames(["root", "positionLabel"],
                                 in: states.map { folder.appendingPathComponent("dynamic-priorities-\($0).json") })
        let holds = states.indices.map { Double($0) * period + hold / 2 }
        let glides = states.indices.map { Double($0) * period + hold + (period - hold) / 2 }
        let seen = try boxes(["positionLabel"], at: holds + glides,
                             in: folder.appendingPathComponent("dynamic-priorities-animated.svg"))
        for (index, state) in states.enumerated() {
            #expect(close(seen[index]["positionLabel"], laidOut[index]["positionLabel"]),
                    "\(state): \(seen[index]["positionLabel"] ?? []) in the browser, \(laidOut[index]["positionLabel"] ?? []) laid out")
            #expect(close(seen[index]["root"], laidOut[index]["root"]))
        }
        // The strip names the state held: its name is drawn twice (grey, and
        // in ink over it), every other name once.
        let page = folder.appendingPathComponent("dynamic-priorities-animated.html")
        let named = try chromium.evaluate("""
            if (document.readyState !== 'complete') await new Promise(done => addEventListener('load', done));
            await new Promise(done => setTimeout(done, 50));
            const svg = document.querySelector('svg');
            svg.pauseAnimations();
            const held = [];
            for (const t of \(holds)) {
              svg.setCurrentTime(t);
              const count = {};
              for (const g of document.querySelectorAll('g.state-name')) {
                if (Number(getComputedStyle(g).opacity) > 0.99) count[g.dataset.state] = (count[g.dataset.state] || 0) + 1;
              }
              held.push(Object.keys(count).filter(name => count[name] === 2).join());
            }
            return held;
            """, in: page)
        #expect(named == #"["Left","Center","Right"]"#)
        // Half-way from one state to the next the label is strictly between them.
        for index in states.indices {
            let from = laidOut[index]["positionLabel"]![0], to = laidOut[(index + 1) % states.count]["positionLabel"]![0]
            let x = try #require(seen[states.count + index]["positionLabel"])[0]
            #expect(min(from, to) + 1 < x && x < max(from, to) - 1, "glide \(index): \(x) between \(from) and \(to)")
        }
    }

    @Test func theSliderRotatesWithItsKnobWhereEachSizePutsIt() throws {
        let folder = try Trellis.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try render([Trellis.repository.appendingPathComponent("Samples/Scenes/slider-positions.yaml").path,
                    "--state", "1x0.5"], in: folder)
        let sizes = ["300x200", "200x300"]
        let laidOut = try frames(["root", "knob", "slider"],
                                 in: sizes.map { folder.appendingPathComponent("slider-positions-\($0)-1x0.5.json") })
        let seen = try boxes(["knob", "slider"], at: [hold / 2, period + hold / 2, hold + (period - hold) / 2],
                             in: folder.appendingPathComponent("slider-positions-animated.svg"))
        for index in sizes.indices {
            for view in ["root", "slider", "knob"] {
                #expect(close(seen[index][view], laidOut[index][view]),
                        "\(sizes[index]) \(view): \(seen[index][view] ?? []) in the browser, \(laidOut[index][view] ?? []) laid out")
            }
        }
        // Mid-rotation the slider is neither 300 nor 200 wide, and the knob on its way.
        let middle = seen[2]
        let width = try #require(middle["slider"])[2]
        #expect(200 + 1 < width && width < 300 - 1, "slider width \(width) half-way")
        let knobX = try #require(middle["knob"])[0]
        let (from, to) = (laidOut[0]["knob"]![0], laidOut[1]["knob"]![0])
        #expect(min(from, to) + 1 < knobX && knobX < max(from, to) - 1, "knob x \(knobX) between \(from) and \(to)")
    }
}
