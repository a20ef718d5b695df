import Foundation
import Layout

/// The two-directional slider of seeds 000 and 001 in its final design: six
/// layout guides keep the knob's centre out of a dead band half a knob wide
/// along every edge, and the knob sits at the fractions (fx, fy) of the
/// remaining drag area.
public struct SliderScene {
    /// The scene; the slider fills its root.
    public let scene: Scene
    public let slider: View
    public let knob: View
    public let leftMargin = LayoutGuide(name: "leftMargin")
    public let rightMargin = LayoutGuide(name: "rightMargin")
    public let topMargin = LayoutGuide(name: "topMargin")
    public let bottomMargin = LayoutGuide(name: "bottomMargin")
    public let dragArea = LayoutGuide(name: "dragArea")
    /// The blue guide of the document: its bottom-right corner is the knob's centre.
    public let indicatorPosition = LayoutGuide(name: "indicatorPosition")
    /// indicatorPosition.width == fx × dragArea.width, named `fx`.
    public private(set) var xFraction: LayoutConstraint
    /// indicatorPosition.height == fy × dragArea.height, named `fy`.
    public private(set) var yFraction: LayoutConstraint

    /// A `width` × `height` slider with its knob at (fx, fy).
    public init(width: CGFloat = 300, height: CGFloat = 200, fx: CGFloat, fy: CGFloat) {
        scene = Scene(width: width, height: height)
        slider = scene.root.addConstrainedSubview("slider", color: .track)
        knob = slider.addConstrainedSubview("knob", color: .blue)
        knob.shape = .oval
        for guide in [leftMargin, rightMargin, topMargin, bottomMargin, dragArea, indicatorPosition] {
            slider.addLayoutGuide(guide)
        }
        let root = scene.root
        LayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            slider.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            slider.topAnchor.constraint(equalTo: root.topAnchor),
            slider.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            knob.widthAnchor.constraint(equalToConstant: 40),
            knob.heightAnchor.constraint(equalToConstant: 40),
        ])
        // The margins: each pinned to its edge, as long as the slider, half a knob thick.
        LayoutConstraint.activate([
            leftMargin.leftAnchor.constraint(equalTo: slider.leftAnchor),
            leftMargin.topAnchor.constraint(equalTo: slider.topAnchor),
            leftMargin.bottomAnchor.constraint(equalTo: slider.bottomAnchor),
            leftMargin.widthAnchor.constraint(equalTo: knob.widthAnchor, multiplier: 0.5),
            rightMargin.rightAnchor.constraint(equalTo: slider.rightAnchor),
            rightMargin.topAnchor.constraint(equalTo: slider.topAnchor),
            rightMargin.bottomAnchor.constraint(equalTo: slider.bottomAnchor),
            rightMargin.widthAnchor.constraint(equalTo: knob.widthAnchor, multiplier: 0.5),
            topMargin.topAnchor.constraint(equalTo: slider.topAnchor),
            topMargin.leftAnchor.constraint(equalTo: slider.leftAnchor),
            topMargin.rightAnchor.constraint(equalTo: slider.rightAnchor),
            topMargin.heightAnchor.constraint(equalTo: knob.heightAnchor, multiplier: 0.5),
            bottomMargin.bottomAnchor.constraint(equalTo: slider.bottomAnchor),
            bottomMargin.leftAnchor.constraint(equalTo: slider.leftAnchor),
            bottomMargin.rightAnchor.constraint(equalTo: slider.rightAnchor),
            bottomMargin.heightAnchor.constraint(equalTo: knob.heightAnchor, multiplier: 0.5),
        ])
        // The drag area between the margins, and the indicator inside it.
        xFraction = indicatorPosition.widthAnchor.constraint(equalTo: dragArea.widthAnchor, multiplier: fx)
        yFraction = indicatorPosition.heightAnchor.constraint(equalTo: dragArea.heightAnchor, multiplier: fy)
        xFraction.identifier = "fx"
        yFraction.identifier = "fy"
        LayoutConstraint.activate([
            dragArea.leftAnchor.constraint(equalTo: leftMargin.rightAnchor),
            dragArea.rightAnchor.constraint(equalTo: rightMargin.leftAnchor),
            dragArea.topAnchor.constraint(equalTo: topMargin.bottomAnchor),
            dragArea.bottomAnchor.constraint(equalTo: bottomMargin.topAnchor),
            indicatorPosition.leadingAnchor.constraint(equalTo: dragArea.leadingAnchor),
            indicatorPosition.topAnchor.constraint(equalTo: dragArea.topAnchor),
            xFraction, yFraction,
            knob.centerXAnchor.constraint(equalTo: indicatorPosition.trailingAnchor),
            knob.centerYAnchor.constraint(equalTo: indicatorPosition.bottomAnchor),
        ])
    }

    /// Moves the knob. A multiplier cannot change in place, so the two
    /// fraction constraints are replaced: one call each.
    public mutating func move(fx: CGFloat, fy: CGFloat) throws {
        xFraction = try xFraction.replacingMultiplier(fx)
        yFraction = try yFraction.replacingMultiplier(fy)
    }
}
