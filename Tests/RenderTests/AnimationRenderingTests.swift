import Diagram
import Foundation
import Layout
import Render
import Samples
import Testing

/// The animation of a sample's states, built as `trellis samples --animate`
/// builds it (with fewer in-betweens, for time).
func sampleAnimation(_ name: String, timing: AnimationTiming = AnimationTiming(framesPerTransition: 3),
                     transparent: Bool = false) throws -> StateAnimation {
    let sample = try #require(SampleCatalog.sample(named: name))
    let pictures = try sample.animation.map { variant in
        let scene = try variant.makeScene()
        scene.textMeasurer = CairoTextMeasurer()
        try scene.layout()
        var options = RenderOptions()
        options.diagram = sample.options
        options.diagram.caption = variant.caption
        var list = try displayList(for: scene, options: options)
        if transparent { list.background = nil }
        return (variant.name, list)
    }
    return animation(of: pictures, timing: timing)
}

/// The APNG, decoded by a reader of its own (zlib's CRC and inflate), shows
/// each state exactly during its hold and the in-betweens during a glide.
@Suite struct AnimatedPNGTests {
    /// The index of the frame a viewer shows `time` seconds in.
    func frame(at time: Double, in decoded: APNGDecoder) -> Int {
        var elapsed = 0.0
        for (index, control) in decoded.controls.enumerated() {
            elapsed += control.seconds
            if time < elapsed { return index }
        }
        return decoded.controls.count - 1
    }

    @Test(arguments: ["dynamic-priorities", "slider-guides"])
    func chunksCRCsAndSequenceNumbersAreValidAndEachHoldIsTheStateExactly(sample: String) throws {
        let animation = try sampleAnimation(sample)
        let data = try renderAnimation(animation, format: .png, scale: 1)
        let decoded = try APNGDecoder(data)
        #expect(decoded.width == Int(animation.size.width) && decoded.height == Int(animation.size.height))
        #expect(decoded.chunkTypes.prefix(3) == ["IHDR", "acTL", "fcTL"])
        #expect(decoded.chunkTypes.firstIndex(of: "IDAT")! < decoded.chunkTypes.firstIndex(of: "fdAT")!)
        #expect(decoded.plays == 0)
        // The first frame is the default image, whole.
        let first = decoded.controls[0]
        #expect(first.x == 0 && first.y == 0 && first.width == decoded.width && first.height == decoded.height)
        // Opaque frames: some changes are blended over what was there (their
        // unchanged pixels transparent), so the holds below check that path too.
        #expect(decoded.controls.contains { $0.blend == 1 })
        #expect(decoded.controls.dropFirst().contains { $0.width < decoded.width || $0.height < decoded.height })
        // Holds are single frames; a glide has framesPerTransition in-betweens.
        #expect(decoded.frameCount == animation.states.count * (animation.timing.framesPerTransition + 1))
        let total = decoded.controls.reduce(0) { $0 + $1.seconds }
        #expect(abs(total - animation.duration) < 0.001 * Double(decoded.frameCount), "\(total) s")
        for (index, state) in animation.states.enumerated() {
            let shown = frame(at: Double(index) * animation.period + animation.timing.hold / 2, in: decoded)
            let expected = try RasterImage(png: renderData(state.list, format: .png, scale: 1))
            #expect(decoded.canvases[shown].elementsEqual(expected.rgba), "\(sample): the hold of \(state.name)")
        }
    }

    @Test func anInBetweenIsTheGlideDrawnAtItsTime() throws {
        let animation = try sampleAnimation("dynamic-priorities")
        let decoded = try APNGDecoder(try renderAnimation(animation, format: .png, scale: 1))
        let steps = animation.timing.framesPerTransition + 1
        for k in [1, steps / 2, steps - 1] {
            let time = animation.timing.hold + animation.timing.transition * (Double(k) + 0.5) / Double(steps)
            let expected = try RasterImage(png: renderData(animation.between(0, 1, at: AnimationTiming.ease(Double(k) / Double(steps))),
                                                           format: .png, scale: 1))
            let shown = frame(at: time, in: decoded)
            #expect(decoded.canvases[shown].elementsEqual(expected.rgba), "in-between \(k) of \(steps)")
            // …and it is neither state.
            let left = try RasterImage(png: renderData(animation.states[0].list, format: .png, scale: 1))
            #expect(!decoded.canvases[shown].elementsEqual(left.rgba))
        }
    }

    @Test func onATransparentPageEachRectangleReplacesWhatWasThere() throws {
        let animation = try sampleAnimation("dynamic-priorities", transparent: true)
        let decoded = try APNGDecoder(try renderAnimation(animation, format: .png, scale: 1))
        #expect(decoded.colorType == 6)
        // Blending over would leave the old picture under the new one's transparent pixels.
        #expect(decoded.controls.allSatisfy { $0.blend == 0 })
        for (index, state) in animation.states.enumerated() {
            let shown = frame(at: Double(index) * animation.period + animation.timing.hold / 2, in: decoded)
            let expected = try RasterImage(png: renderData(state.list, format: .png, scale: 1))
            #expect(expected.rgba.contains { $0 == 0 }, "the page is transparent")
            #expect(decoded.canvases[shown].elementsEqual(expected.rgba), "the hold of \(state.name)")
        }
    }

    @Test func theSameAnimationGivesTheSameBytes() throws {
        let a = try renderAnimation(sampleAnimation("dynamic-priorities"), format: .png, scale: 1)
        let b = try renderAnimation(sampleAnimation("dynamic-priorities"), format: .png, scale: 1)
        #expect(a.elementsEqual(b))
    }

    @Test func aDamagedCRCOrSequenceIsCaughtByTheDecoder() throws {
        let data = try renderAnimation(sampleAnimation("dynamic-priorities"), format: .png, scale: 1)
        var damaged = data
        damaged[damaged.count - 20] ^= 0xFF   // inside the last fdAT's data
        #expect(throws: APNGDecoder.Failure.self) { try APNGDecoder(damaged) }
    }

    @Test func pdfDoesNotAnimate() throws {
        #expect(throws: RenderError.self) { try renderAnimation(sampleAnimation("dynamic-priorities"), format: .pdf) }
    }
}

/// The animated SVG: SMIL inside, the first state to a reader that does not animate.
@Suite(.serialized) struct AnimatedSVGTests {
    func run(_ tool: String, _ arguments: [String], input: Data) throws -> (status: Int32, output: Data, error: String) {
        try SVGInteroperabilityTests().run(tool, arguments, input: input)
    }

    @Test(arguments: ["dynamic-priorities", "slider-guides"])
    func librsvgDrawsTheFirstStateAndXmllintAcceptsIt(sample: String) throws {
        let animation = try sampleAnimation(sample)
        let svg = try renderAnimation(animation, format: .svg)
        #expect(try run("xmllint", ["--noout", "-"], input: svg).status == 0)
        let result = try run("rsvg-convert", ["--format", "png", "--dpi-x", "72", "--dpi-y", "72"], input: svg)
        #expect(result.status == 0, "\(result.error)")
        let theirs = try RasterImage(png: result.output)
        let first = try RasterImage(png: renderData(animation.states[0].list, format: .png, scale: 1))
        let second = try RasterImage(png: renderData(animation.states[1].list, format: .png, scale: 1))
        let difference = try #require(first.meanDifference(from: theirs), "same size: \(first) and \(theirs)")
        #expect(difference < 6, "mean channel difference \(difference)")
        #expect(try #require(first.fractionDiffering(from: theirs)) < 0.001)
        // The comparison would see the second state instead.
        #expect(try #require(second.fractionDiffering(from: theirs)) > 0.001)
    }

    @Test func viewsGlideByTheirPathAndWhatComesAndGoesFades() throws {
        let svg = String(decoding: try renderAnimation(sampleAnimation("dynamic-priorities"), format: .svg), as: UTF8.self)
        #expect(svg.contains("<g class=\"view\" data-view=\"positionLabel\">\n<path d=\"M"))
        let label = try #require(svg.range(of: "data-view=\"positionLabel\""))
        let rest = svg[label.upperBound...]
        let end = try #require(rest.range(of: "</g>"))
        let group = rest[..<end.lowerBound]
        #expect(group.contains("<animate attributeName=\"d\" dur=\"6s\" repeatCount=\"indefinite\" calcMode=\"spline\" "
            + "keyTimes=\"0;0.2;0.333333;0.533333;0.666667;0.866667;1\" "
            + "keySplines=\"0 0 1 1;0.42 0 0.58 1;0 0 1 1;0.42 0 0.58 1;0 0 1 1;0.42 0 0.58 1\""))
        // The ghost of where center wanted the label is in left and right,
        // not in center: visible from the start, it fades out and back in.
        let lines = svg.split(separator: "\n")
        let ghost = try #require(lines.first { $0.hasPrefix("<g class=\"wanted\" data-constraint=\"positionLabel.centerX == root.centerX @250\">") })
        #expect(ghost.contains("<animate attributeName=\"opacity\"") && ghost.hasSuffix("values=\"1;1;0;0;1;1;1\"/>"))
        // A label whose text changes (its shortfall) cross-fades, both texts
        // travelling together from where one state has it to where the next has it.
        let label0 = try #require(lines.firstIndex {
            $0.hasPrefix("<g class=\"constraint-label\" data-constraint=\"positionLabel.centerX == root.centerX @250\">")
        })
        let travel = lines[label0...].prefix(3).joined(separator: "\n")
        #expect(travel.contains("<animateTransform attributeName=\"transform\" type=\"translate\""))
        #expect(travel.contains("values=\"0 0;0 0;"), "the first state's text is where it is drawn")
        // The plate under the current state's name glides from name to name.
        let plate = try #require(lines.firstIndex { $0.hasPrefix("<g class=\"current-state\">") })
        #expect(lines[plate + 1].contains("<animate attributeName=\"d\""))
    }

    @Test func theSameAnimationGivesTheSameBytes() throws {
        let a = try renderAnimation(sampleAnimation("slider-guides"), format: .svg)
        let b = try renderAnimation(sampleAnimation("slider-guides"), format: .svg)
        #expect(a.elementsEqual(b))
    }
}
