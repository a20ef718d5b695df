import Diagram
import Foundation
@testable import Render
import Samples
import Testing

/// PNGs of 600 rows or more are painted in two bands at once
/// (Render/BandedPNG.swift): the same bytes every time, and the picture of
/// one piece but for a few grey levels at the ends of dashes that cross into
/// a band from outside.
@Suite struct BandedPNGTests {
    /// Every variant of every sample, as display lists at the samples' options.
    static let lists: [(String, DisplayList)] = SampleCatalog.all.flatMap { sample in
        sample.variants.compactMap { variant -> (String, DisplayList)? in
            var options = RenderOptions()
            options.diagram = sample.options
            guard let scene = try? variant.makeScene(), (try? scene.layout()) != nil,
                  let list = try? displayList(for: scene, options: options) else { return nil }
            return ("\(sample.name)-\(variant.name)", list)
        }
    }

    /// `list` painted in one piece on one canvas.
    func onePiece(_ list: DisplayList, scale: Double) throws -> Data {
        let canvas = try CairoCanvas(format: .png, width: Double(list.size.width), height: Double(list.size.height), scale: scale)
        DisplayListPainter().paint(list, on: canvas)
        return try canvas.finish()
    }

    @Test func everySamplePaintedInBandsIsThePictureOfOnePiece() throws {
        #expect(Self.lists.count >= 15)
        var banded = 0
        for (name, list) in Self.lists {
            let bands = try RasterImage(png: renderData(list, format: .png, scale: 2))
            let whole = try RasterImage(png: onePiece(list, scale: 2))
            #expect(bands.width == whole.width && bands.height == whole.height, "\(name)")
            if bands.height >= 600 { banded += 1 }
            var differing = 0, worst = 0
            for index in bands.rgba.indices where bands.rgba[index] != whole.rgba[index] {
                differing += 1
                worst = max(worst, abs(Int(bands.rgba[index]) - Int(whole.rgba[index])))
            }
            #expect(worst <= 8, "\(name): a channel \(worst) levels apart")
            #expect(Double(differing) <= 0.001 * Double(bands.rgba.count), "\(name): \(differing) channels differ")
        }
        #expect(banded >= 8, "most samples are tall enough to be painted in bands")
    }

    @Test func aSmallPictureIsPaintedInOnePieceByteForByte() throws {
        let (name, list) = try #require(Self.lists.first { $0.1.size.height * 2 >= 600 })
        // At scale 1 a picture under 600 pt is under 600 rows: one piece.
        if list.size.height < 600 {
            #expect(try renderData(list, format: .png, scale: 1).elementsEqual(onePiece(list, scale: 1)), "\(name)")
        }
        let small = DisplayList(size: CGSize(width: 200, height: 100), items: list.items)
        #expect(try renderData(small, format: .png, scale: 2).elementsEqual(onePiece(small, scale: 2)))
    }

    @Test func aBandedPictureHasTheSameBytesEveryTime() throws {
        let (_, list) = try #require(Self.lists.first { $0.0.hasPrefix("aspect-ratio-rows-landscape") })
        let first = try renderData(list, format: .png, scale: 2)
        for _ in 0..<5 {
            #expect(try renderData(list, format: .png, scale: 2).elementsEqual(first))
        }
    }

    /// Each band's canvas keeps its picture alive, never the other way
    /// round: once written and let go, the picture and its pixels are freed
    /// (FuzzRender's LeakSanitizer found the cycle).
    @Test func aPictureIsFreedOnceWrittenAndLetGo() throws {
        weak var freed: BandedPNG?
        try {
            let picture = try BandedPNG(width: 100, height: 400, scale: 2, bands: 2)
            freed = picture
            for canvas in picture.bands { canvas.setColor(red: 0, green: 0, blue: 1, alpha: 1) }
            _ = try picture.finish()
        }()
        #expect(freed == nil)
    }

    /// A banded picture's pixels come from the pool unzeroed and each band
    /// zeroes its own rows when it begins; a band nobody began is zeroed
    /// when the picture is written, never left as the last picture's.
    @Test func everyBandStartsTransparentOverAReusedBuffer() throws {
        func picture(paint: (BandedPNG, [CairoCanvas]) -> Void) throws -> RasterImage {
            // 800 × 1200 px: 3.7 MiB, a buffer the pool keeps.
            let picture = try BandedPNG(width: 400, height: 600, scale: 2, bands: 2)
            paint(picture, picture.bands)
            return try RasterImage(png: picture.finish())
        }
        let red = try picture { picture, bands in
            for (index, band) in bands.enumerated() {
                picture.begin(band: index)
                band.setColor(red: 1, green: 0, blue: 0)
                band.rectangle(x: 0, y: 0, width: 400, height: 600)
                band.fill()
            }
        }
        #expect(red.pixel(x: 400, y: 300) == (255, 0, 0, 255) && red.pixel(x: 400, y: 900) == (255, 0, 0, 255))
        // Twice, so that one of the two runs gets the red buffer back.
        for _ in 0..<2 {
            let blank = try picture { picture, bands in
                picture.begin(band: 0)
                bands[0].setColor(red: 0, green: 0, blue: 1)
                bands[0].rectangle(x: 10, y: 10, width: 10, height: 10)
                bands[0].fill()
                // Band 1 is never begun nor painted.
            }
            #expect(blank.pixel(x: 30, y: 30) == (0, 0, 255, 255))
            let painted = stride(from: 3, to: blank.rgba.count, by: 4).filter { blank.rgba[$0] != 0 }.count
            #expect(painted == 400, "only the 20 × 20 px square is painted")
        }
    }
}
