import Foundation
import Render
import Testing

/// Trellis's own PNG writer (CairoShim/png_writer.c): bands of rows deflated
/// at once and joined into one zlib stream, RGB for opaque pictures and
/// straight (not premultiplied) RGBA for the others. Read back with cairo's
/// own reader (libpng), which checks the stream's checksum.
@Suite struct PNGWriterTests {
    /// Horizontal stripes 10 pt high, each its own colour, on a page of
    /// `width` × `height` pt: a band joined in the wrong place, or primed
    /// with the wrong bytes, puts a stripe's colour in another's rows.
    func stripes(width: Double, height: Double, scale: Double, alpha: Double) throws -> Data {
        let canvas = try CairoCanvas(format: .png, width: width, height: height, scale: scale)
        var y = 0.0, index = 0
        while y < height {
            canvas.setColor(red: Double(index % 7) / 6, green: Double(index % 5) / 4, blue: Double(index % 3) / 2, alpha: alpha)
            canvas.rectangle(x: 0, y: y, width: width, height: 10)
            canvas.fill()
            y += 10
            index += 1
        }
        return try canvas.finish()
    }

    func expected(stripe index: Int) -> (Int, Int, Int) {
        (Int((Double(index % 7) / 6 * 255).rounded()), Int((Double(index % 5) / 4 * 255).rounded()),
         Int((Double(index % 3) / 2 * 255).rounded()))
    }

    /// The PNG's IDAT chunks, in order.
    func imageChunks(_ png: Data) -> [Data] {
        let bytes = [UInt8](png)
        var chunks: [Data] = []
        var at = 8
        while at + 12 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[at + 4..<at + 8], as: UTF8.self) == "IDAT" {
                chunks.append(Data(bytes[at + 8..<at + 8 + length]))
            }
            at += 12 + length
        }
        return chunks
    }

    @Test func anOpaquePictureOfManyBandsReadsBackPixelForPixel() throws {
        // 1200 × 1600 px of RGB: 3601 bytes a row, 291 rows a band, 6 bands.
        let png = try stripes(width: 600, height: 800, scale: 2, alpha: 1)
        #expect(png[25] == 2, "colour type RGB")
        #expect(imageChunks(png).count == 8, "zlib header, 6 bands, checksum")
        let image = try RasterImage(png: png)
        #expect(image.width == 1200 && image.height == 1600)
        for row in stride(from: 0, to: 1600, by: 7) {
            let (r, g, b) = expected(stripe: row / 20)
            for column in [0, 599, 1199] {
                let pixel = image.pixel(x: column, y: row)
                let got: [Int] = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                // Cairo truncates 42.5 to 42: within 1 of the colour asked for,
                // while neighbouring stripes differ by 42 or more.
                let off = zip(got, [r, g, b]).map { abs($0 - $1) }.max() ?? 0
                #expect(off <= 1 && pixel.alpha == 255, "pixel (\(column), \(row)): \(got), expected \([r, g, b])")
            }
        }
    }

    @Test func aTranslucentPictureIsWrittenAsStraightRGBA() throws {
        let png = try stripes(width: 400, height: 600, scale: 2, alpha: 0.5)
        #expect(png[25] == 6, "colour type RGBA")
        let image = try RasterImage(png: png)
        for row in stride(from: 0, to: 1200, by: 5) {
            let (r, g, b) = expected(stripe: row / 20)
            let pixel = image.pixel(x: 401, y: row)
            let got = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
            // Cairo keeps colour premultiplied by 128/255 and truncates:
            // unpremultiplied it is within 2 of the colour asked for.
            let off = zip(got, [r, g, b]).map { abs($0 - $1) }.max() ?? 0
            #expect(off <= 2, "pixel (401, \(row)): \(got), expected \([r, g, b])")
            #expect(pixel.alpha == 128)
        }
    }

    @Test func theBytesDependOnThePictureAlone() throws {
        let first = try stripes(width: 600, height: 800, scale: 2, alpha: 1)
        let others = try (0..<4).map { _ in try stripes(width: 600, height: 800, scale: 2, alpha: 1) }
        #expect(others.allSatisfy { $0.elementsEqual(first) })
    }

    @Test func aPictureOfOneRowAndOneBandIsWhole() throws {
        let png = try stripes(width: 3, height: 0.5, scale: 2, alpha: 1)
        let image = try RasterImage(png: png)
        #expect(image.width == 6 && image.height == 1)
        #expect(imageChunks(png).count == 3)
        #expect(image.pixel(x: 5, y: 0).alpha == 255)
    }

    /// A picture is taken for opaque and checked as its rows are filtered:
    /// one translucent pixel anywhere, in the first row or in the last
    /// band, makes the whole picture RGBA, every pixel read back as it was.
    @Test(arguments: [(0.0, 0.0), (1199.0, 1599.0), (600.0, 900.0)])
    func oneTranslucentPixelMakesTheWholePictureRGBA(x: Double, y: Double) throws {
        // 1200 × 1600 px of opaque stripes but for a one-pixel hole (an
        // even-odd fill), then the hole painted half blue.
        let canvas = try CairoCanvas(format: .png, width: 600, height: 800, scale: 2)
        canvas.setEvenOdd(true)
        var top = 0.0, index = 0
        while top < 800 {
            canvas.setColor(red: Double(index % 7) / 6, green: Double(index % 5) / 4, blue: Double(index % 3) / 2, alpha: 1)
            canvas.rectangle(x: 0, y: top, width: 600, height: 10)
            if y / 2 >= top && y / 2 < top + 10 { canvas.rectangle(x: x / 2, y: y / 2, width: 0.5, height: 0.5) }
            canvas.fill()
            top += 10
            index += 1
        }
        canvas.setColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        canvas.rectangle(x: x / 2, y: y / 2, width: 0.5, height: 0.5)
        canvas.fill()
        let png = try canvas.finish()
        #expect(png[25] == 6, "colour type RGBA")
        let image = try RasterImage(png: png)
        let pixel = image.pixel(x: Int(x), y: Int(y))
        #expect(pixel.alpha == 128 && pixel.blue == 255 && pixel.red == 0, "\(pixel)")
        for row in stride(from: 0, to: 1600, by: 13) where row != Int(y) {
            let (r, g, b) = expected(stripe: row / 20)
            let other = image.pixel(x: 333, y: row)
            let off = zip([Int(other.red), Int(other.green), Int(other.blue)], [r, g, b]).map { abs($0 - $1) }.max() ?? 0
            #expect(off <= 1 && other.alpha == 255, "pixel (333, \(row))")
        }
    }
}
