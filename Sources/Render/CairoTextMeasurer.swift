import Foundation
import Layout

/// Measures label text with the font the pictures are drawn in, through
/// cairo, so a ``Layout/Label``'s intrinsic size is the size of the text the
/// diagram will show. Install it with `scene.textMeasurer = CairoTextMeasurer()`.
///
/// A line is as wide as its advance (not its ink, as UIKit's labels) and as
/// tall as the font's recommended line height; the first baseline sits one
/// ascent below the top. Sizes are not rounded to pixels.
public struct CairoTextMeasurer: TextMeasurer {
    /// The font family, through fontconfig (the set-up installs DejaVu).
    public var family: String
    /// Whether to measure the bold face.
    public var bold: Bool

    /// A measurer for `family`, regular or bold.
    public init(family: String = "DejaVu Sans", bold: Bool = false) {
        self.family = family
        self.bold = bold
    }

    public func metrics(of text: String, fontSize: CGFloat) -> TextMetrics {
        let key = MeasureKey(text: text, fontSize: fontSize, family: family, bold: bold)
        if let known = MetricsCache.shared.metrics(for: key) { return known }
        let measured = measure(text, fontSize: fontSize)
        MetricsCache.shared.store(measured, for: key)
        return measured
    }

    private func measure(_ text: String, fontSize: CGFloat) -> TextMetrics {
        guard !text.isEmpty, fontSize > 0,
            let canvas = try? CairoCanvas(format: .png, width: 1, height: 1)
        else { return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0) }
        canvas.selectFont(family: family, bold: bold, size: Double(fontSize))
        let font = canvas.fontExtents()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Measured as drawn: characters the font lacks in the fallback face
        // or as their code points.
        let widest = lines.map { canvas.advance(of: String($0)) }.max() ?? 0
        let lineHeight = CGFloat(font.lineHeight)
        return TextMetrics(
            size: CGSize(width: CGFloat(widest), height: CGFloat(lines.count) * lineHeight),
            firstBaseline: CGFloat(font.ascent),
            lastBaseline: CGFloat(lines.count - 1) * lineHeight + CGFloat(font.ascent))
    }
}

private struct MeasureKey: Hashable {
    let text: String
    let fontSize: CGFloat
    let family: String
    let bold: Bool
}

/// Metrics already measured, shared by every measurer of the process: the
/// same names and labels are measured again and again (by the layout, by
/// the diagram, per state and per cell), and each measurement otherwise
/// costs a cairo surface. Bounded, so a long batch does not grow it forever.
private final class MetricsCache: @unchecked Sendable {
    static let shared = MetricsCache()
    private let lock = NSLock()
    private var entries: [MeasureKey: TextMetrics] = [:]
    private let limit = 50_000

    func metrics(for key: MeasureKey) -> TextMetrics? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    func store(_ metrics: TextMetrics, for key: MeasureKey) {
        lock.lock()
        defer { lock.unlock() }
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = metrics
    }
}
