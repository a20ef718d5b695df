import Foundation
import Layout

extension SceneBuilder {
    /// The background a configured button (`<buttonConfiguration>`, iOS 15)
    /// draws, as its style makes it: a filled button in its base
    /// background colour, else its tint colour (its own, or the nearest
    /// view's around it that sets one, else the system blue); a tinted one
    /// in a pale wash of that; a grey one in the system's grey fill; a
    /// plain one none. A background configuration's own colour comes first.
    func configuredBackground(of element: IBElement) -> Color? {
        guard element.name == "button", let configuration = element.child("buttonConfiguration") else { return nil }
        if let background = configuration.child("backgroundConfiguration"),
           let color = document.colors.color("backgroundColor", of: background)
        {
            return color
        }
        switch configuration["style"] {
        case "filled":
            return document.colors.color("baseBackgroundColor", of: configuration) ?? tintColor(around: element)
        case "tinted":
            // UIKit washes the tint out to about a fifth over the page.
            return (document.colors.color("baseBackgroundColor", of: configuration) ?? tintColor(around: element))
                .withAlphaComponent(0.2)
        case "gray":
            return SystemColors.light["systemFillColor"]
        default:
            return nil
        }
    }

    /// The corners of a configured button that draws a background, by its
    /// `cornerStyle` (capsule: half its stored height), nil for one that
    /// draws none.
    func configuredShape(of element: IBElement, storedHeight: CGFloat) -> Shape? {
        guard configuredBackground(of: element) != nil,
              let configuration = element.child("buttonConfiguration") else { return nil }
        let radius: CGFloat = switch configuration["cornerStyle"] {
        case "capsule": storedHeight / 2
        case "small": 4
        case "large": 10
        case "fixed": CGFloat(Double(configuration.child("backgroundConfiguration")?["cornerRadius"] ?? "") ?? 6)
        default: 6
        }
        return .roundedRectangle(cornerRadius: max(0, min(radius, storedHeight / 2)))
    }

    /// The tint colour `element` draws with: its own `tintColor`, or that of
    /// the nearest element around it that sets one, else the system blue.
    private func tintColor(around element: IBElement) -> Color {
        var current: IBElement? = element
        while let node = current {
            if let tint = document.colors.color("tintColor", of: node) { return tint }
            current = node.parent
        }
        return SystemColors.light["systemBlueColor"] ?? .blue
    }
}
