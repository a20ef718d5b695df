import Foundation
import Layout

/// The first attempt of seeds 000 and 001, which the document rejects:
/// knob.centerX = fx × slider.trailing and knob.centerY = fy × slider.bottom,
/// no guides. At the extremes half the knob is tucked under the slider's
/// edges. The slider sits 40 pt inside the root so that the part outside it
/// shows.
public struct NaiveSliderScene {
    public let scene: Scene
    public let slider: View
    public let knob: View

    /// The naive slider with its knob at (fx, fy). UIKit refuses a location
    /// multiplier of 0 ("an illegal constraint of a location equal to a
    /// constant"), so at 0 the knob's centre is tied to `leading` (or `top`),
    /// as the error advises.
    public init(fx: CGFloat, fy: CGFloat) throws {
        scene = Scene(width: 380, height: 280)
        slider = scene.root.addConstrainedSubview("slider", color: .track)
        knob = slider.addConstrainedSubview("knob", color: .blue)
        knob.shape = .oval
        LayoutConstraint.activate([
            slider.leftAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 40),
            slider.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            slider.widthAnchor.constraint(equalToConstant: 300),
            slider.heightAnchor.constraint(equalToConstant: 200),
            knob.widthAnchor.constraint(equalToConstant: 40),
            knob.heightAnchor.constraint(equalToConstant: 40),
        ])
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
