import Foundation
import Testing

/// `trellis render --format html` and the gallery, without a browser: the
/// files written, their bytes, the data they carry, and how a second render
/// adds to the gallery (tests in a browser: Tests/BrowserTests).
@Suite struct HTMLPageCommandTests {
    let priorities = sampleScenes.appendingPathComponent("dynamic-priorities.yaml").path
    let slider = sampleScenes.appendingPathComponent("slider-naive.yaml").path

    @Test func onePagePerSceneHoldsEveryStateAndTheSameInputGivesTheSameBytes() throws {
        let first = try scratchDirectory(), second = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        for out in [first, second] {
            let run = try runTrellis(["render", priorities, slider, "-o", out.path, "--format", "html", "--jobs", "2"])
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("rendered 6 of 6 (2 files), 0 failed"))
        }
        #expect(files(under: first) == ["dynamic-priorities.html", "index.html", "slider-naive.html"])
        for name in files(under: first) {
            let a = try Data(contentsOf: first.appendingPathComponent(name)), b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a.elementsEqual(b), "\(name): \(a.count) and \(b.count) bytes")
        }
        let page = try String(contentsOf: first.appendingPathComponent("dynamic-priorities.html"), encoding: .utf8)
        // The pictures in the file's order of states, each an inline <svg> with its id.
        let ids = page.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids == ["dynamic-priorities-Left-picture", "dynamic-priorities-Center-picture", "dynamic-priorities-Right-picture"])
        #expect(page.contains(#"<button type="button" data-frame="1" aria-pressed="false">Center</button>"#))
        #expect(page.contains("<!-- trellis:live -->"))
        // Nothing is fetched: no address but the SVG namespace, no linked file.
        let rest = page.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!rest.contains("http:") && !rest.contains("https:") && !rest.contains(" src=") && !rest.contains("<link"))
        let gallery = try String(contentsOf: first.appendingPathComponent("index.html"), encoding: .utf8)
        // Without a picture file, a card names its size and state and links to the page at its picture.
        #expect(gallery.contains(#"<a class="thumb" href="dynamic-priorities.html#dynamic-priorities-Center"><span class="no-image">320x120, Center</span></a>"#))
        #expect(!page.contains("<?xml"), "the SVGs are elements of the page, not documents")
    }

    @Test func thePageCarriesConstraintsStatusesAndSourcesAsSortedJSON() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try runTrellis(["render", priorities, "-o", out.path, "--format", "html", "-q"]).status == 0)
        let page = try String(contentsOf: out.appendingPathComponent("dynamic-priorities.html"), encoding: .utf8)
        let open = #"<script type="application/json" id="trellis-data">"#
        let json = try #require(page.components(separatedBy: open).dropFirst().first?.components(separatedBy: "</script>").first)
        #expect(json.hasPrefix(#"{"format":"trellis-page\/1","frames":[{"constraints":[{"#))
        #expect(!json.contains("<"), "no text in the data can close its <script>")
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let frames = try #require(data["frames"] as? [[String: Any]])
        #expect(frames.map { $0["state"] as? String } == ["Left", "Center", "Right"])
        let center = try #require(frames[1]["constraints"] as? [[String: Any]])
        let left = try #require(center.first { $0["identifier"] as? String == "left" })
        #expect(left["mark"] as? String == "positionLabel.leading == root.leading + 8 @250")
        #expect(left["written"] as? String == "positionLabel.leading == root.leading + 8 @high #left")
        #expect(left["priority"] as? Double == 250)
        #expect(left["status"] as? String == "unsatisfied")
        // The label (66.8 pt) is centred in 320: its leading edge sits at 126.6, 118.6 past 8.
        #expect(left["shortfall"] as? Double == 118.6)
        #expect((left["source"] as? String)?.hasSuffix("Samples/Scenes/dynamic-priorities.yaml:14:5") == true)
        #expect(left["items"] as? [String] == ["positionLabel", "root"])
        let views = try #require(frames[1]["views"] as? [[String: Any]])
        let label = try #require(views.first { $0["name"] as? String == "positionLabel" })
        #expect(label["frame"] as? [Double] == [126.6, 50.11, 66.8, 19.79])
        #expect((label["source"] as? String)?.hasSuffix("dynamic-priorities.yaml:8:11") == true)
    }

    @Test func aSecondRenderAddsToTheGalleryAndARenderAgainReplacesItsOwnEntries() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try runTrellis(["render", priorities, "-o", out.path, "--format", "png", "-q"]).status == 0)
        #expect(try runTrellis(["render", slider, "-o", out.path, "--format", "svg,html", "-q"]).status == 0)
        #expect(try runTrellis(["render", slider, "-o", out.path, "--format", "svg,html", "--state", "1", "-q"]).status == 0)
        let gallery = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let stems = gallery.components(separatedBy: "data-stem=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(stems == ["dynamic-priorities-Left", "dynamic-priorities-Center", "dynamic-priorities-Right",
                          "slider-naive-0", "slider-naive-0.5", "slider-naive-1"])
        #expect(gallery.contains(#"<a href="slider-naive.html#slider-naive-1">page</a>"#))
        // A picture whose files are gone drops out at the next render.
        try FileManager.default.removeItem(at: out.appendingPathComponent("dynamic-priorities-Center@2x.png"))
        #expect(try runTrellis(["render", slider, "-o", out.path, "--format", "svg", "--state", "0", "-q"]).status == 0)
        let after = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(after.components(separatedBy: "data-stem=\"").count - 1 == 5)
        #expect(!after.contains("data-stem=\"dynamic-priorities-Center\""))
    }

    @Test func shardsKeepEachScenesPicturesTogetherSoTheirPagesAreWhole() throws {
        let whole = try scratchDirectory(), parts = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: whole); try? FileManager.default.removeItem(at: parts) }
        #expect(try runTrellis(["render", sampleScenes.path, "-o", whole.path, "--format", "html", "--no-index", "-q"]).status == 0)
        for shard in ["1/2", "2/2"] {
            #expect(try runTrellis(["render", sampleScenes.path, "-o", parts.path, "--format", "html", "--shard", shard,
                                    "--no-index", "-q"]).status == 0)
        }
        let pages = files(under: whole)
        #expect(pages.count == 9)
        #expect(files(under: parts) == pages)
        for page in pages {
            let a = try Data(contentsOf: whole.appendingPathComponent(page)), b = try Data(contentsOf: parts.appendingPathComponent(page))
            #expect(a.elementsEqual(b), "\(page): \(a.count) and \(b.count) bytes")
        }
    }

    @Test func explainWritesOnePageWhoseConstraintsPointAtTheirLogLines() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let root = sampleScenes.deletingLastPathComponent().deletingLastPathComponent()
        let run = try runTrellis(["explain", "Samples/Logs/table-cell-height.txt", "-o", out.path, "--format", "html"], in: root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(files(under: out) == ["table-cell-height.html"])
        #expect(run.output.hasSuffix("Page: \(out.path)/table-cell-height.html\n"))
        let page = try String(contentsOf: out.appendingPathComponent("table-cell-height.html"), encoding: .utf8)
        let json = try #require(page.components(separatedBy: #"<script type="application/json" id="trellis-data">"#).dropFirst().first?
            .components(separatedBy: "</script>").first)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let frame = try #require((data["frames"] as? [[String: Any]])?.first)
        let diagnostic = try #require((frame["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["kind"] as? String == "conflict")
        #expect(diagnostic["source"] as? String == "Samples/Logs/table-cell-height.txt:1")
        #expect((diagnostic["detail"] as? String)?.hasPrefix("Report 1 (line 1 of Samples/Logs/table-cell-height.txt)") == true)
        // The image view's height, line 7 of the log, quoted as the log wrote it.
        let constraints = try #require(frame["constraints"] as? [[String: Any]])
        let height = try #require(constraints.first { ($0["source"] as? String) == "Samples/Logs/table-cell-height.txt:7" })
        #expect((height["written"] as? String)?.contains("UIImageView") == true)
        #expect((height["written"] as? String)?.contains("50") == true)
    }

    @Test func otherCommandsTakeHTMLWhereTheyTakeFormats() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let grid = try runTrellis(["grid", priorities, "-o", out.appendingPathComponent("sheet.html").path, "-q"])
        #expect(grid.status == 0, "\(grid.errors)")
        let sheet = try String(contentsOf: out.appendingPathComponent("sheet.html"), encoding: .utf8)
        #expect(sheet.hasPrefix("<!DOCTYPE html>") && sheet.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"sheet-picture\""))
        let samples = try runTrellis(["samples", "-o", out.path, "--format", "html", "--only", "dynamic-priorities"])
        #expect(samples.status == 0, "\(samples.errors)")
        #expect(files(under: out).contains("dynamic-priorities.html"))
    }
}
