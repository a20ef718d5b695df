/// The largest pictures Trellis draws. Scene files travel (people render
/// files from pull requests in CI), so a picture's size is bounded before
/// any memory is asked for: a bad file gets an error, not a machine's memory.
public enum RenderLimits {
    /// The most pixels a PNG may have (a 10,000 × 10,000 picture).
    public static let maxPixels = 100_000_000
    /// The longest side of a PNG in pixels (cairo's image surfaces stop at 32,767).
    public static let maxPixelSide = 32_000
    /// The longest side of any page in points.
    public static let maxPageSide = 100_000.0
    /// The greatest PNG scale.
    public static let maxScale = 8.0

    /// Why a `width` × `height` point page at `scale` cannot be drawn in
    /// `format`, or nil when it can.
    static func violation(width: Double, height: Double, scale: Double, format: OutputFormat) -> String? {
        guard width.isFinite, height.isFinite, scale.isFinite, width > 0, height > 0, scale > 0 else {
            return "sizes and scale must be finite and positive"
        }
        if max(width, height) > maxPageSide { return "a side is longer than \(Int(maxPageSide)) pt" }
        guard format == .png else { return nil }
        if scale > maxScale { return "the scale is more than \(maxScale)" }
        let pixelWidth = (width * scale).rounded(.up), pixelHeight = (height * scale).rounded(.up)
        if max(pixelWidth, pixelHeight) > Double(maxPixelSide) { return "a side is longer than \(maxPixelSide) pixels" }
        if pixelWidth * pixelHeight > Double(maxPixels) { return "more than \(maxPixels / 1_000_000) million pixels" }
        return nil
    }
}
