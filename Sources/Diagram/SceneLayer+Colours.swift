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

    /// The colour a view is filled with (``ViewFills``), nil for one drawn clear.
    func shownColor(of view: View) -> Color? { shownColors[ObjectIdentifier(view)] }

    /// A view's fill: a pale tint of its colour over the root's fill, opaque.
    func tint(_ color: Color) -> Color { Self.tint(color, style: style) }

    /// ``tint(_:)`` in `style`. A dark colour's tint is paler still, as
    /// pale as keeps the constraints' blue at 3:1 or more on it: at 30 %,
    /// a black screen's was a mid grey that the marks over it barely read
    /// on (2.2:1), and a dark app is drawn all in it.
    static func tint(_ color: Color, style: Style) -> Color {
        var t = style.viewTint * color.alpha
        func mixed() -> Color {
            func mix(_ c: Double, _ base: Double) -> Double { base + (c - base) * t }
            let base = style.rootFill
            return Color(red: mix(color.red, base.red), green: mix(color.green, base.green), blue: mix(color.blue, base.blue))
        }
        var tinted = mixed()
        // A tenth less at a time: at most 22 steps, to under a tenth of 30 %.
        while contrast(style.satisfied, on: tinted) < minimumMarkContrast, t > 0.03 {
            t *= 0.9
            tinted = mixed()
        }
        return tinted
    }

    /// The least contrast the constraints' colour keeps on a view's tint
    /// (WCAG's for marks that are not text).
    static let minimumMarkContrast = 3.0

    /// A view's outline, by the same rule as ``darker(_:)``, mixed for the
    /// page: on a dark page a lighter shade reads better.
    func outline(_ color: Color) -> Color {
        guard style.background.red + style.background.green + style.background.blue < 1.5 else { return Self.darker(color) }
        func channel(_ c: Double) -> Double { 0.5 * c + 0.5 * 0.7 }
        return Color(red: channel(color.red), green: channel(color.green), blue: channel(color.blue))
    }

    /// A label's text colour where it reads on `fill`'s pale tint (the
    /// colour of the label or of the nearest view behind it that has one)
    /// with a contrast of 3:1 or more, else ink that does: white text meant
    /// for a saturated blue button vanishes on its pale tint.
    func textInk(_ color: Color?, on fill: Color?) -> Color {
        let ground = fill.map(tint) ?? style.rootFill
        guard let color, Self.contrast(color, on: ground) >= 3 else { return ink(on: fill.map(tint)) }
        // A saturated colour is the marks' own (a link's blue, an error's
        // red): darkened and greyed as outlines are, the text keeps its hue
        // without reading as a constraint's label.
        let (high, low) = (max(color.red, color.green, color.blue), min(color.red, color.green, color.blue))
        return high > 0 && (high - low) / high > 0.3 ? Self.darker(color) : color
    }

    /// The contrast ratio (WCAG's, 1 to 21) of `color`, laid over `ground`
    /// as its alpha says, against `ground`.
    static func contrast(_ color: Color, on ground: Color) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func luminance(_ r: Double, _ g: Double, _ b: Double) -> Double {
            0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
        }
        func over(_ c: Double, _ g: Double) -> Double { c * color.alpha + g * (1 - color.alpha) }
        let text = luminance(over(color.red, ground.red), over(color.green, ground.green), over(color.blue, ground.blue))
        let back = luminance(ground.red, ground.green, ground.blue)
        return (max(text, back) + 0.05) / (min(text, back) + 0.05)
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
