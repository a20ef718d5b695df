import Diagram
import Foundation
import Layout
import Render
import Samples
import Testing

/// Pictures read in a 720 px blog column, and plates hold their text at
/// every scale.
@Suite struct PictureSizeTests {
    /// The published pictures of the samples drawn one per file, as `make run` makes them.
    static func pictures() throws -> [(name: String, list: DisplayList)] {
        try SampleCatalog.all.filter { $0.presentation == .separate }.flatMap { sample in
            try sample.variants.map { variant in
                let scene = try variant.makeScene()
                scene.textMeasurer = CairoTextMeasurer()
                try scene.layout()
                var options = RenderOptions()
                options.diagram = sample.options
                options.diagram.title = sample.title
                options.diagram.caption = variant.caption
                return ("\(sample.name)-\(variant.name)", try displayList(for: scene, options: options))
            }
        }
    }

    @Test func noTextIsSmallerThanElevenPixelsInASevenHundredTwentyPixelColumn() throws {
        for (name, list) in try Self.pictures() {
            let shrink = min(1, 720 / list.size.width)
            let smallest = try #require(list.texts.map(\.fontSize).min())
            #expect(smallest * shrink >= 11 - 1e-9, "\(name): \(list.size.width) pt wide, \(smallest) pt text shows at \(smallest * shrink) px")
        }
    }

    @Test func aPlateHoldsItsTextAtEveryScale() throws {
        let pictures = try Self.pictures()
        let labels = pictures.flatMap { $0.list.texts.filter { $0.background != nil } }
        #expect(labels.count > 50)
        for scale in [1.0, 2.0, 3.0] {
            let canvas = try CairoCanvas(format: .png, width: 10, height: 10, scale: scale)
            for label in labels {
                canvas.selectFont(size: Double(label.fontSize))
                let drawn = canvas.extents(of: label.text)
                // The advance drawn is the advance measured, and the ink stays
                // on the plate (the text box widened by 2 pt each side).
                #expect(abs(drawn.advance - Double(label.box.width)) < 0.01, "'\(label.text)' at \(scale)x")
                #expect(drawn.xBearing + drawn.width <= Double(label.box.width) + 2, "'\(label.text)' at \(scale)x")
                #expect(drawn.xBearing >= -2)
            }
        }
    }
}
