import Foundation
import Render
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNGs compared by their bytes. On a difference the message says how
    /// long each is, where the first byte differs, how many pixels differ
    /// and where the first one is (in pixels and in points at `scale`), and
    /// a difference image is attached and written to the temporary directory.
    public static func trellisPNG(scale: Double = 2) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, fresh in
            guard !reference.elementsEqual(fresh) else { return nil }
            let difference = PNGDifference(reference: reference, fresh: fresh, scale: scale)
            var attachments: [DiffAttachment] = []
            var message = difference.summary
            if let image = difference.image() {
                attachments.append(.data(image, name: "difference.png"))
                let url = FileManager.default.temporaryDirectory
                    .appendingPathComponent("trellis-snapshot-difference-\(UUID().uuidString).png")
                if (try? image.write(to: url)) != nil { message += "\ndifference image: \(url.path)" }
            }
            return (message, attachments)
        }
    }
}

/// What differs between a reference PNG and a fresh one.
struct PNGDifference {
    let reference: Data
    let fresh: Data
    let scale: Double

    /// The byte counts, the first differing byte, and the pixels that differ.
    var summary: String {
        let first = zip(reference, fresh).prefix { $0 == $1 }.count
        var lines = ["PNG differs from the reference: \(reference.count) bytes recorded, \(fresh.count) now; "
            + "first different byte at offset \(first)."]
        guard let old = try? RasterImage(png: reference), let new = try? RasterImage(png: fresh) else {
            lines.append("One of them is not a PNG, so no pixels are compared.")
            return lines.joined(separator: "\n")
        }
        if old.width != new.width || old.height != new.height {
            lines.append("The size changed: \(old.width)×\(old.height) pixels recorded, \(new.width)×\(new.height) now.")
        }
        let (count, firstPixel, box) = differingPixels(old, new)
        if let (x, y) = firstPixel, let box {
            lines.append("\(count) pixel\(count == 1 ? "" : "s") differ; the first at (\(x), \(y)) px, "
                + "(\(points(x)), \(points(y))) pt; all within x \(box.minX)…\(box.maxX), y \(box.minY)…\(box.maxY) px.")
        } else {
            lines.append("The pixels are the same; only the encoding differs.")
        }
        return lines.joined(separator: "\n")
    }

    private func points(_ pixels: Int) -> String {
        let value = Double(pixels) / max(scale, 1e-9)
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// A picture of the difference: the fresh image faded, the differing
    /// pixels in red. Nil unless both are PNGs.
    func image() -> Data? {
        guard let old = try? RasterImage(png: reference), let new = try? RasterImage(png: fresh) else { return nil }
        let width = max(old.width, new.width), height = max(old.height, new.height)
        guard width > 0, height > 0, let canvas = try? CairoCanvas(format: .png, width: Double(width),
                                                                   height: Double(height), scale: 1) else { return nil }
        canvas.setColor(red: 1, green: 1, blue: 1, alpha: 1)
        canvas.rectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        canvas.fill()
        for y in 0..<height {
            // Runs of one shade, so a flat picture costs few rectangles.
            var runStart = 0
            var runShade: Int? = shade(old, new, 0, y)
            for x in 1...width {
                let current = x < width ? shade(old, new, x, y) : -2
                guard current != runShade else { continue }
                if let s = runShade, s != 255 {
                    if s == -1 { canvas.setColor(red: 1, green: 0, blue: 0, alpha: 1) }
                    else { canvas.setColor(red: Double(s) / 255, green: Double(s) / 255, blue: Double(s) / 255, alpha: 1) }
                    canvas.rectangle(x: Double(runStart), y: Double(y), width: Double(x - runStart), height: 1)
                    canvas.fill()
                }
                runStart = x
                runShade = current
            }
        }
        return try? canvas.finish()
    }

    /// -1 for a differing pixel, else the fresh pixel's grey, faded toward white.
    private func shade(_ old: RasterImage, _ new: RasterImage, _ x: Int, _ y: Int) -> Int {
        guard x < old.width, y < old.height, x < new.width, y < new.height else { return -1 }
        let a = old.pixel(x: x, y: y), b = new.pixel(x: x, y: y)
        if a != b { return -1 }
        let alpha = Double(b.alpha) / 255
        let grey = (Double(b.red) + Double(b.green) + Double(b.blue)) / 3 * alpha + 255 * (1 - alpha)
        // Faded to the top quarter, in 16 steps.
        let faded = 192 + grey / 4
        return min(255, Int(faded / 4) * 4)
    }

    private func differingPixels(_ old: RasterImage, _ new: RasterImage)
        -> (Int, (Int, Int)?, (minX: Int, minY: Int, maxX: Int, maxY: Int)?)
    {
        let width = max(old.width, new.width), height = max(old.height, new.height)
        var count = 0
        var first: (Int, Int)?
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<height {
            for x in 0..<width where shade(old, new, x, y) == -1 {
                count += 1
                if first == nil { first = (x, y) }
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        return (count, first, box)
    }
}
