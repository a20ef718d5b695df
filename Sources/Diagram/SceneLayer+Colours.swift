import Foundation
import Layout

/// The colours of the scene's views: pale fills, darker outlines, and ink
/// that reads on them.
extension SceneLayer {
    /// A view's outline: its colour, darker and greyed, so that no outline
    /// reads as a constraint.
    static func darker(_ color: Color) -> Color {
        func channel(_ c: Double) -> Double { 0.5 * (c * 0.6) + 0.5 * 0.32 }
        return Color(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: 1)
    }

    /// A view's fill: a pale tint of its colour over the root's fill, opaque.
    func tint(_ color: Color) -> Color {
        let t = style.viewTint * color.alpha
        func mix(_ c: Double, _ base: Double) -> Double { base + (c - base) * t }
        let base = style.rootFill
        return Color(red: mix(color.red, base.red), green: mix(color.green, base.green), blue: mix(color.blue, base.blue))
    }

    /// A view's outline, by the same rule as ``darker(_:)``, mixed for the
    /// page: on a dark page a lighter shade reads better.
    func outline(_ color: Color) -> Color {
        guard style.background.red + style.background.green + style.background.blue < 1.5 else { return Self.darker(color) }
        func channel(_ c: Double) -> Double { 0.5 * c + 0.5 * 0.7 }
        return Color(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
    }

    /// Ink that reads on `fill` laid over the root's background.
    func ink(on fill: Color?) -> Color {
        guard let fill else { return style.ink }
        let base = style.rootFill
        func blend(_ c: Double, _ b: Double) -> Double { c * fill.alpha + b * (1 - fill.alpha) }
        let luminance = 0.2126 * blend(fill.red, base.red) + 0.7152 * blend(fill.green, base.green)
            + 0.0722 * blend(fill.blue, base.blue)
        return luminance < 0.55 ? style.inkOnDark : style.ink
    }
}
