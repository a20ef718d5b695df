import Foundation
import Layout
import Testing

/// docs/illustrations.md §4, `slider-naive`: the first attempt of seeds 000/001,
/// knob.centerX = fx × slider.trailing, which tucks half the knob under the
/// edges, and whose "multiplier: 0.0 for left" UIKit refuses.
@Suite struct SliderNaiveTests {
    struct NaiveSlider {
        let scene: Scene
        let slider: View
        let knob: View

        /// The slider at `origin` in a larger root, so that the multipliers
        /// visibly act in the slider's coordinates, as in UIKit.
        init(fx: CGFloat, fy: CGFloat, origin: CGPoint = .zero) throws {
            scene = Scene(width: 300 + 2 * origin.x, height: 200 + 2 * origin.y)
            slider = scene.root.addConstrainedSubview("slider")
            knob = slider.addConstrainedSubview("knob")
            LayoutConstraint.activate([
                slider.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: origin.x),
                slider.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: origin.y),
                slider.widthAnchor.constraint(equalToConstant: 300),
                slider.heightAnchor.constraint(equalToConstant: 200),
                knob.widthAnchor.constraint(equalToConstant: 40),
                knob.heightAnchor.constraint(equalToConstant: 40),
            ])
            // At 0 the sample constrains to leading (top), as the error advises.
            let x = fx == 0
                ? knob.centerXAnchor.constraint(equalTo: slider.leadingAnchor)
                : try LayoutConstraint(item: knob, attribute: .centerX, relatedBy: .equal,
                                       toItem: slider, attribute: .trailing, multiplier: fx, constant: 0)
            let y = fy == 0
                ? knob.centerYAnchor.constraint(equalTo: slider.topAnchor)
                : try LayoutConstraint(item: knob, attribute: .centerY, relatedBy: .equal,
                                       toItem: slider, attribute: .bottom, multiplier: fy, constant: 0)
            LayoutConstraint.activate([x, y])
        }
    }

    @Test func theKnobIsTuckedUnderTheEdgesAtTheExtremes() throws {
        let expected: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [(0, 0, -20, -20), (0.5, 0.5, 130, 80), (1, 1, 280, 180)]
        for (fx, fy, x, y) in expected {
            let sample = try NaiveSlider(fx: fx, fy: fy)
            try sample.scene.layout()
            expectFrame(sample.knob.frame, x, y, 40, 40, "at (\(fx), \(fy))")
        }
        let left = try NaiveSlider(fx: 0, fy: 0.5)
        try left.scene.layout()
        // Half of the knob lies outside the slider: the document's complaint.
        expectClose(left.slider.frame.minX - left.knob.frame.minX, 20)
    }

    @Test func multipliersActInTheSlidersCoordinatesWhereverItIs() throws {
        let sample = try NaiveSlider(fx: 0.5, fy: 1, origin: CGPoint(x: 50, y: 30))
        try sample.scene.layout()
        expectFrame(sample.slider.frame, 50, 30, 300, 200)
        // Centre at 0.5 × 300 and 1 × 200 from the slider's origin.
        expectFrame(sample.knob.frame, 50 + 130, 30 + 180, 40, 40)
    }

    @Test func multiplierZeroForLeftIsUIKitsIllegalLocationConstant() throws {
        let scene = Scene(width: 300, height: 200)
        let slider = scene.root.addConstrainedSubview("slider")
        let knob = slider.addConstrainedSubview("knob")
        let error = try #require(throws: LayoutError.self) {
            try LayoutConstraint(item: knob, attribute: .centerX, relatedBy: .equal,
                                 toItem: slider, attribute: .width, multiplier: 0.0, constant: 0)
        }
        #expect(error.kind == .invalidAttributePairing, "centerX against width is a location against a dimension")

        let zero = try #require(throws: LayoutError.self) {
            try LayoutConstraint(item: knob, attribute: .centerX, relatedBy: .equal,
                                 toItem: slider, attribute: .trailing, multiplier: 0.0, constant: 0)
        }
        #expect(zero.kind == .illegalLocationConstant)
        #expect(zero.constraint == "<LayoutConstraint knob.centerX == 0*slider.trailing (inactive)>")
        #expect(zero.message.contains("illegal constraint of a location equal to a constant"))
        #expect(zero.message.contains("Constrain knob.centerX to slider.leading instead"))
        #expect(zero.description.hasPrefix("<LayoutConstraint knob.centerX == 0*slider.trailing (inactive)>: A multiplier of 0"))

        let vertical = try #require(throws: LayoutError.self) {
            try LayoutConstraint(item: knob, attribute: .centerY, relatedBy: .equal,
                                 toItem: slider, attribute: .bottom, multiplier: 0.0, constant: 0)
        }
        #expect(vertical.message.contains("Constrain knob.centerY to slider.top instead"))
    }

    @Test func movingTheNaiveKnobToZeroByReplacementIsRefusedAndChangesNothing() throws {
        let sample = try NaiveSlider(fx: 0.5, fy: 0.5)
        try sample.scene.layout()
        let x = try #require(sample.scene.activeConstraints.first { $0.firstAttribute == .centerX })
        let error = try #require(throws: LayoutError.self) { try x.replacingMultiplier(0) }
        #expect(error.kind == .illegalLocationConstant)
        #expect(x.isActive)
        try sample.scene.layout()
        expectFrame(sample.knob.frame, 130, 80, 40, 40)
    }
}
