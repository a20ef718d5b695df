import CairoShim
import Foundation

/// A decoded PNG: straight RGBA, 4 bytes a pixel, row by row. For comparing
/// pictures (ours against librsvg's rendering of our SVG, a fresh render
/// against a committed one) by their pixels rather than their bytes.
public struct RasterImage: Equatable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    /// An image of `width` × `height` pixels, `rgba` 4 bytes each.
    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Decodes `png`.
    ///
    /// - Throws: ``RenderError/cairo(status:message:)`` when it is not a PNG.
    public init(png: Data) throws {
        var width: Int32 = 0, height: Int32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        let status = png.withUnsafeBytes { buffer in
            trellis_png_decode(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count, &width, &height, &pixels)
        }
        guard status == 0, let pixels else {
            throw RenderError.cairo(status: status, message: String(cString: trellis_status_description(status)))
        }
        defer { trellis_free(pixels) }
        self.width = Int(width)
        self.height = Int(height)
        rgba = Array(UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height) * 4))
    }

    /// `427×777 RGBA`: the pixels themselves are too many to print.
    public var description: String { "\(width)×\(height) RGBA" }

    /// The pixel at (x, y) as (red, green, blue, alpha), 0…255.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// The share of pixels (0…1) that differ by more than `threshold` in
    /// some channel (composited on white) from every pixel within `radius`
    /// of the same place in `other`: shapes that moved or went missing,
    /// where anti-aliasing and hinting only nudge edges by a pixel. Nil when
    /// the sizes differ.
    public func fractionDiffering(from other: RasterImage, threshold: Double = 128, radius: Int = 1) -> Double? {
        guard width == other.width, height == other.height else { return nil }
        func composited(_ image: RasterImage, _ x: Int, _ y: Int) -> (Double, Double, Double) {
            let i = (y * width + x) * 4
            let a = Double(image.rgba[i + 3]) / 255
            func c(_ k: Int) -> Double { Double(image.rgba[i + k]) * a + 255 * (1 - a) }
            return (c(0), c(1), c(2))
        }
        var differing = 0
        for y in 0..<height {
            for x in 0..<width {
                let mine = composited(self, x, y)
                var matched = false
                search: for dy in -radius...radius where y + dy >= 0 && y + dy < height {
                    for dx in -radius...radius where x + dx >= 0 && x + dx < width {
                        let theirs = composited(other, x + dx, y + dy)
                        if abs(mine.0 - theirs.0) <= threshold && abs(mine.1 - theirs.1) <= threshold
                            && abs(mine.2 - theirs.2) <= threshold
                        {
                            matched = true
                            break search
                        }
                    }
                }
                if !matched { differing += 1 }
            }
        }
        return Double(differing) / Double(width * height)
    }

    /// The mean absolute difference of the two images' channels, 0…255,
    /// each pixel composited on white first; nil when their sizes differ.
    public func meanDifference(from other: RasterImage) -> Double? {
        guard width == other.width, height == other.height else { return nil }
        var total = 0.0
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let a = Double(rgba[i + 3]) / 255, b = Double(other.rgba[i + 3]) / 255
            for c in 0..<3 {
                let mine = Double(rgba[i + c]) * a + 255 * (1 - a)
                let theirs = Double(other.rgba[i + c]) * b + 255 * (1 - b)
                total += abs(mine - theirs)
            }
        }
        return total / Double(width * height * 3)
    }
}
