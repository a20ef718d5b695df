import Foundation
import Layout
import Samples
import Testing

/// docs/illustrations.md §1–3, the two-directional slider of seeds 000 and 001:
/// six layout guides keep the knob's centre out of a dead band half a knob
/// wide, and the knob's position is two multipliers.
@Suite struct SliderTests {
    /// The final design of the seeds, as the `Samples` target builds it.
    typealias Slider = SliderScene

    @Test func theDeadAreaIsHalfAKnobAlongEveryInnerEdge() throws {
        let sample = Slider(fx: 0.25, fy: 0.5)
        try sample.scene.layout()
        expectFrame(sample.slider.frame, 0, 0, 300, 200)
        expectFrame(sample.leftMargin.layoutFrame, 0, 0, 20, 200)
        expectFrame(sample.rightMargin.layoutFrame, 280, 0, 20, 200)
        expectFrame(sample.topMargin.layoutFrame, 0, 0, 300, 20)
        expectFrame(sample.bottomMargin.layoutFrame, 0, 180, 300, 20)
        expectFrame(sample.dragArea.layoutFrame, 20, 20, 260, 160)
        // Knob centre at (20 + 0.25 × 260, 20 + 0.5 × 160) = (85, 100).
        expectFrame(sample.knob.frame, 65, 80, 40, 40)
        #expect(try sample.scene.ambiguities().isEmpty)
        #expect(sample.scene.conflicts.isEmpty)
    }

    @Test func guidesPlaceTheKnobAtSevenTenthsAcrossAndFourTenthsDown() throws {
        let sample = Slider(fx: 0.7, fy: 0.4)
        try sample.scene.layout()
        expectFrame(sample.dragArea.layoutFrame, 20, 20, 260, 160)
        expectFrame(sample.indicatorPosition.layoutFrame, 20, 20, 182, 64)
        expectFrame(sample.knob.frame, 182, 64, 40, 40)
        #expect(sample.xFraction.relationDescription == "indicatorPosition.width == 0.7*dragArea.width")
    }

    @Test func replacingTheMultipliersMovesTheKnobWithoutARebuild() throws {
        var sample = Slider(fx: 0.7, fy: 0.4)
        try sample.scene.layout()
        let old = sample.xFraction
        // Required to optional needs the constraint inactive, as in UIKit.
        old.isActive = false
        old.priority = 999
        old.isActive = true
        try sample.move(fx: 0.25, fy: 0.5)
        try sample.scene.layout()
        expectFrame(sample.knob.frame, 65, 80, 40, 40)
        #expect(!old.isActive)
        #expect(sample.xFraction.isActive)
        #expect(sample.xFraction.identifier == "fx")
        #expect(sample.xFraction.priority == 999)
        #expect(sample.xFraction.multiplier == 0.25)
        #expect(sample.scene.statistics.rebuilds == 1)
        #expect(sample.scene.activeConstraints.filter { $0.identifier == "fx" }.count == 1)
    }

    @Test(arguments: [(300.0, 200.0), (200.0, 300.0)])
    func knobStaysInsideTheSliderAtEveryFraction(width: Double, height: Double) throws {
        let fractions: [CGFloat] = [0, 0.5, 1]
        for fx in fractions {
            for fy in fractions {
                let sample = Slider(width: width, height: height, fx: fx, fy: fy)
                try sample.scene.layout()
                let knob = sample.knob.frame
                // The centre travels the drag area, 20 in from each edge.
                expectClose(knob.midX, 20 + fx * (width - 40), "x at (\(fx), \(fy)), \(width)×\(height)")
                expectClose(knob.midY, 20 + fy * (height - 40), "y at (\(fx), \(fy)), \(width)×\(height)")
                #expect(sample.slider.frame.insetBy(dx: -pointTolerance, dy: -pointTolerance).contains(knob),
                        "knob \(knob) at (\(fx), \(fy)) leaves \(sample.slider.frame)")
            }
        }
    }

    @Test func oneSliderSurvivesTheRotationTheAuthorWanted() throws {
        var sample = Slider(fx: 1, fy: 1)
        try sample.scene.layout()
        expectFrame(sample.knob.frame, 260, 160, 40, 40)
        sample.scene.size = CGSize(width: 200, height: 300)
        try sample.scene.layout()
        expectFrame(sample.knob.frame, 160, 260, 40, 40)
        try sample.move(fx: 0, fy: 0.5)
        try sample.scene.layout()
        expectFrame(sample.knob.frame, 0, 130, 40, 40)
        let fresh = Slider(width: 200, height: 300, fx: 0, fy: 0.5)
        try fresh.scene.layout()
        expectFrame(fresh.knob.frame, 0, 130, 40, 40)
        #expect(sample.scene.statistics.rebuilds == 1)
    }
}
