import Foundation
import Render
import Samples
import Testing

@testable import TrellisCLI

/// `trellis render --animate` and `trellis samples --animate`, end to end.
@Suite struct AnimateOptionTests {
    let priorities = sampleScenes.appendingPathComponent("dynamic-priorities.yaml").path
    let positions = sampleScenes.appendingPathComponent("slider-positions.yaml").path

    @Test func theStatesOfAScenePlayAsOneAnimatedSVGAndAPNGBesideTheStills() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["render", priorities, "-o", out.path, "--format", "png,svg,pdf", "--animate", "--no-index",
                                  "--scale", "1"])
        #expect(run.status == 0, "\(run.errors)")
        let stills = ["Center", "Left", "Right"].flatMap { state in [".png", ".svg", ".pdf"].map { "dynamic-priorities-\(state)\($0)" } }
        #expect(files(under: out) == (stills + ["dynamic-priorities-animated.png", "dynamic-priorities-animated.svg"]).sorted())
        #expect(run.output.contains("rendered \(out.path)/dynamic-priorities-animated.png, \(out.path)/dynamic-priorities-animated.svg\n"))
        #expect(run.output.contains("rendered 3 of 3 (9 files), 1 animation (2 files), 0 failed"))
        // An APNG: acTL before the first image data, and the strip names the file's states.
        let png = try Data(contentsOf: out.appendingPathComponent("dynamic-priorities-animated.png"))
        let actl = try #require(png.range(of: Data("acTL".utf8))), idat = try #require(png.range(of: Data("IDAT".utf8)))
        #expect(actl.lowerBound < idat.lowerBound)
        let svg = try String(contentsOf: out.appendingPathComponent("dynamic-priorities-animated.svg"), encoding: .utf8)
        for state in ["Left", "Center", "Right"] { #expect(svg.contains("<g class=\"state-name\" data-state=\"\(state)\">")) }
        #expect(svg.contains("<animate attributeName=\"d\""))
    }

    @Test func aSceneWithOneStateAndTwoSizesPlaysItsSizes() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["render", positions, "-o", out.path, "--state", "1x1", "--format", "svg", "--animate",
                                  "--no-index"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(files(under: out) == ["slider-positions-200x300-1x1.svg", "slider-positions-300x200-1x1.svg",
                                      "slider-positions-animated.svg"])
        let svg = try String(contentsOf: out.appendingPathComponent("slider-positions-animated.svg"), encoding: .utf8)
        #expect(svg.contains("data-state=\"300x200\"") && svg.contains("data-state=\"200x300\""))
    }

    @Test func aScenesStatesAtEachSizeAreAnAnimationEach() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["render", positions, "-o", out.path, "--state", "0x0", "--state", "1x1", "--format", "svg",
                                  "--animate", "--no-index", "-q"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(files(under: out).filter { $0.contains("animated") }
            == ["slider-positions-200x300-animated.svg", "slider-positions-300x200-animated.svg"])
    }

    @Test func withoutAnimateOrWithOnePictureNothingMoves() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(try runTrellis(["render", priorities, "-o", out.path, "--format", "svg", "--no-index", "-q"]).status == 0)
        #expect(try runTrellis(["render", priorities, "-o", out.path, "--state", "Left", "--format", "svg", "--animate",
                                "--no-index", "-q"]).status == 0)
        #expect(!files(under: out).contains { $0.contains("animated") })
    }

    @Test func aStateCalledAnimatedIsRefusedForTheAnimationNotOverwritten() throws {
        let input = try scratchDirectory(), out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: out) }
        try """
            name: s
            size: 100x100
            views:
              - name: box
            constraints:
              - box.leading == root.leading + 10 #lead
              - box.top == root.top + 10
              - box.width == 20
              - box.height == 20
            states:
              - name: animated
              - name: far
                constants: {lead: 60}
            """.write(to: input.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let run = try runTrellis(["render", input.path, "-o", out.path, "--format", "svg", "--animate", "--no-index"])
        #expect(run.status == 1)
        #expect(run.errors.contains("output name 's-animated' is a picture's and an animation's"))
        #expect(files(under: out) == ["s-animated.svg", "s-far.svg"])
        let still = try String(contentsOf: out.appendingPathComponent("s-animated.svg"), encoding: .utf8)
        #expect(!still.contains("<animate"))
    }

    @Test func animateWithoutAFormatThatAnimatesIsABadUsage() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["render", priorities, "-o", out.path, "--format", "json,pdf", "--animate"])
        #expect(run.status == 64)
        #expect(run.errors.contains("--animate writes svg or png (an APNG); --format json,pdf has neither"))
        #expect(files(under: out).isEmpty)
    }

    @Test func samplesWritesTheAnimationsItDeclares() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["samples", "-o", out.path, "--only", "dynamic-priorities", "--only", "aspect-ratio-rows",
                                  "--format", "svg", "--animate"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(files(under: out).filter { $0.contains("animated") } == ["dynamic-priorities-animated.svg"])
    }
}

/// A sample's animation holds each state as its still picture: the APNG's
/// frame during a hold, above the strip of state names, is the still PNG
/// that `trellis samples` writes for that state, pixel for pixel.
@Suite struct AnimatedSampleTests {
    @Test func eachHoldOfDynamicPrioritiesIsItsStillPicture() throws {
        let sample = try #require(SampleCatalog.sample(named: "dynamic-priorities"))
        let rendering = SampleRendering(sample: sample, formats: [.png], scale: 1, animate: true)
        let stills = try rendering.pictures()
        let animation = try #require(try rendering.animation())
        #expect(animation.states.map(\.name) == ["left", "center", "right"])
        for (state, still) in zip(animation.states, stills) {
            let frame = try RasterImage(png: renderData(animation.frame(at: Double(animation.states.firstIndex { $0.name == state.name }!)
                                                                        * animation.period + 0.1), format: .png, scale: 1))
            let picture = try RasterImage(png: renderData(still.list, format: .png, scale: 1))
            #expect(frame.width == picture.width && frame.height > picture.height, "\(state.name): the page, and the strip under it")
            var differing = 0
            for y in 0..<picture.height {
                for x in 0..<picture.width where frame.pixel(x: x, y: y) != picture.pixel(x: x, y: y) { differing += 1 }
            }
            #expect(differing == 0, "\(state.name): \(differing) pixels differ from \(still.stem).png")
        }
    }
}
