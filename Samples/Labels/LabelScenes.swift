import Foundation
import Layout

/// Seed 002's "Dynamic Autolayout": a label whose size is its text, moved
/// first by a constant and then by three constraints whose priorities change.
public enum LabelScenes {
    /// A 320 × 120 scene with the label "Position" centred vertically.
    static func scene() -> (Scene, Label) {
        let scene = Scene(width: 320, height: 120)
        let label = Label(name: "positionLabel", text: "Position", fontSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.backgroundColor = Color.yellow.withAlphaComponent(0.35)
        scene.root.addSubview(label)
        label.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor).isActive = true
        return (scene, label)
    }

    /// LeadingViewController: label.leading = root.leading + `constant`.
    public static func dynamicLeading(constant: CGFloat) -> Scene {
        let (scene, label) = scene()
        let leading = label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: constant)
        leading.identifier = "leading"
        leading.isActive = true
        return scene
    }

    /// The label's three positions, as the seed's segmented control names them.
    public enum Position: String, CaseIterable, Sendable {
        case left = "Left", center = "Center", right = "Right"
    }

    /// "A Different Approach": left, center and right constraints all active;
    /// the chosen one at 750 (defaultHigh), the other two at 250 (defaultLow).
    public static func dynamicPriorities(_ position: Position) -> Scene {
        let (scene, label) = scene()
        let root = scene.root
        let left = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        let center = label.centerXAnchor.constraint(equalTo: root.centerXAnchor)
        let right = label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8)
        for (constraint, name) in [(left, "left"), (center, "center"), (right, "right")] {
            constraint.identifier = name
            constraint.priority = name == position.rawValue.lowercased() ? .defaultHigh : .defaultLow
        }
        LayoutConstraint.activate([left, center, right])
        return scene
    }
}
