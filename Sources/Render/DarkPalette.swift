/// The colour each colour of a picture takes in dark appearance: its
/// lightness turned over (white paper becomes near-black, black ink
/// near-white) with its hue and saturation kept, so that blue constraints stay
/// blue and red conflicts red. Lightness is held between 0.1 and 0.92:
/// pure black reads as a hole, pure white glares.
public enum DarkPalette {
    /// `rrggbb` (lowercase hex, no `#`) for the dark appearance of `hex`.
    public static func dark(_ hex: String) -> String {
        let value = Int(hex, radix: 16) ?? 0
        let (r, g, b) = (Double((value >> 16) & 255) / 255, Double((value >> 8) & 255) / 255, Double(value & 255) / 255)
        let high = max(r, g, b), low = min(r, g, b)
        let lightness = (high + low) / 2
        let chroma = high - low
        let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
        var hue = 0.0
        if chroma > 0 {
            switch high {
            case r: hue = ((g - b) / chroma).truncatingRemainder(dividingBy: 6)
            case g: hue = (b - r) / chroma + 2
            default: hue = (r - g) / chroma + 4
            }
            hue *= 60
            if hue < 0 { hue += 360 }
        }
        let turned = min(max(1 - lightness, 0.1), 0.92)
        let (red, green, blue) = rgb(hue: hue, saturation: saturation, lightness: turned)
        return SVGCanvas.hex(red, green, blue)
    }

    /// HSL to RGB, the textbook sextant construction.
    private static func rgb(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let x = chroma * (1 - abs((hue / 60).truncatingRemainder(dividingBy: 2) - 1))
        let m = lightness - chroma / 2
        let (r, g, b): (Double, Double, Double) =
            switch hue {
            case ..<60: (chroma, x, 0)
            case ..<120: (x, chroma, 0)
            case ..<180: (0, chroma, x)
            case ..<240: (0, x, chroma)
            case ..<300: (x, 0, chroma)
            default: (chroma, 0, x)
            }
        return (r + m, g + m, b + m)
    }
}
