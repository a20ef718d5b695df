import Foundation
import Render
import Testing

/// A picture's pixels may be a buffer an earlier picture gave back
/// (pixel_pool.c): it must start as blank as a fresh one.
@Suite struct PixelPoolTests {
    func picture(_ draw: (CairoCanvas) -> Void) throws -> RasterImage {
        // 600 × 600 pt at 1x: 1.4 MiB of pixels, a buffer the pool keeps.
        let canvas = try CairoCanvas(format: .png, width: 600, height: 600)
        draw(canvas)
        return try RasterImage(png: canvas.finish())
    }

    @Test func aPictureAfterAnotherStartsTransparent() throws {
        let red = try picture { canvas in
            canvas.setColor(red: 1, green: 0, blue: 0)
            canvas.rectangle(x: 0, y: 0, width: 600, height: 600)
            canvas.fill()
        }
        #expect(red.pixel(x: 300, y: 300) == (255, 0, 0, 255))
        // The same size again, twice (the pool keeps the last two buffers),
        // with a small square only: everything else is transparent.
        for _ in 0..<2 {
            let blank = try picture { canvas in
                canvas.setColor(red: 0, green: 0, blue: 1)
                canvas.rectangle(x: 10, y: 10, width: 10, height: 10)
                canvas.fill()
            }
            #expect(blank.pixel(x: 15, y: 15) == (0, 0, 255, 255))
            let painted = stride(from: 3, to: blank.rgba.count, by: 4).filter { blank.rgba[$0] != 0 }.count
            #expect(painted == 100, "only the 10 × 10 square is painted")
        }
    }

    @Test func aSmallerPictureInALargerBufferIsWhole() throws {
        _ = try picture { canvas in
            canvas.setColor(red: 0, green: 1, blue: 0)
            canvas.rectangle(x: 0, y: 0, width: 600, height: 600)
            canvas.fill()
        }
        // 500 × 500 fits the 600 × 600 buffer (not under half its size).
        let canvas = try CairoCanvas(format: .png, width: 500, height: 500)
        canvas.setColor(red: 0, green: 0, blue: 0)
        canvas.rectangle(x: 499, y: 499, width: 1, height: 1)
        canvas.fill()
        let image = try RasterImage(png: canvas.finish())
        #expect(image.width == 500 && image.height == 500)
        #expect(image.pixel(x: 499, y: 499) == (0, 0, 0, 255))
        #expect(image.pixel(x: 0, y: 0).alpha == 0)
        #expect(image.pixel(x: 499, y: 0).alpha == 0)
    }
}
