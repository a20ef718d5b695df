import Foundation
import Layout

extension SceneBuilder {
    /// The background a configured button (`<buttonConfiguration>`, iOS 15)
    /// draws, as its style makes it, and its corners: a filled button in
    /// its base background colour, else its tint colour (its own, or the
    /// nearest view's around it that sets one, else the system blue); a
    /// tinted one in a pale wash of that; a grey one in the system's grey
    /// fill; a plain one none (nil). A background configuration's own
    /// colour comes first. The corners are its `cornerStyle`'s (a
    /// capsule's half its stored height).
    func configuredBackground(of element: IBElement, storedHeight: CGFloat) -> (color: Color, shape: Shape)? {
        guard element.name == "button", let configuration = element.child("buttonConfiguration") else { return nil }
        let base = { document.colors.color("baseBackgroundColor", of: configuration) ?? tintColor(around: element) }
        let background = configuration.child("backgroundConfiguration")
        let color: Color
        if let own = background.flatMap({ document.colors.color("backgroundColor", of: $0) }) {
            color = own
        } else {
            switch configuration["style"] {
            case "filled": color = base()
            // UIKit washes the tint out to about a fifth over the page.
            case "tinted": color = base().withAlphaComponent(0.2)
            case "gray": color = SystemColors.light["systemFillColor"] ?? .gray
            default: return nil
            }
        }
        let radius: CGFloat = switch configuration["cornerStyle"] {
        case "capsule": storedHeight / 2
        case "small": 4
        case "large": 10
        case "fixed": CGFloat(Double(background?["cornerRadius"] ?? "") ?? 6)
        default: 6
        }
        return (color, .roundedRectangle(cornerRadius: max(0, min(radius, storedHeight / 2))))
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
