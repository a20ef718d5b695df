import CairoShim
import Diagram
import Dispatch
import Foundation

/// A PNG painted on several cores at once. Cairo paints with one thread a
/// context, and a 2× picture of a dense scene takes longer to paint than to
/// lay out; so the picture is cut into horizontal bands over one pixel
/// buffer, each band a ``CairoCanvas`` of its own that a thread paints the
/// whole display list on (cairo keeps what falls in its rows), and the buffer
/// is written as one PNG. Each band is the picture moved by whole pixels:
/// its pixels are those of a picture painted in one piece but at the ends of
/// dashes that start outside the band, which cairo's stroker places a few
/// levels of grey apart. So the number of bands depends on the picture's
/// size alone, never on the machine, and the bytes are the same everywhere.
final class BandedPNG {
    private let handle: OpaquePointer
    /// The bands' canvases, top to bottom. Each keeps the picture alive;
    /// the picture keeps none of them, so that no cycle outlives a render.
    var bands: [CairoCanvas] {
        (0..<trellis_banded_count(handle)).map { CairoCanvas(band: trellis_banded_canvas(handle, $0), of: self) }
    }

    /// A `width` × `height` point picture at `scale` pixels a point, in at
    /// most `bands` bands.
    init(width: Double, height: Double, scale: Double, bands count: Int) throws {
        if let violation = RenderLimits.violation(width: width, height: height, scale: scale, format: .png) {
            throw RenderError.tooLarge(width: width, height: height, scale: scale, limit: violation)
        }
        var picture: OpaquePointer?
        let status = trellis_banded_create(width, height, scale, Int32(count), &picture)
        guard status == 0, let picture else { throw CairoCanvas.error(status) }
        handle = picture
    }

    deinit { trellis_banded_destroy(handle) }

    /// Zeroes band `index`'s pixels, on the thread that paints it: clearing
    /// a picture's megabytes costs a millisecond that the bands share out.
    func begin(band index: Int) { trellis_banded_begin(handle, Int32(index)) }

    /// The PNG of the painted bands.
    func finish() throws -> Data {
        try CairoCanvas.document { trellis_banded_finish(handle, &$0, &$1) }
    }

    /// Rows of pixels below which one thread paints the whole picture:
    /// starting threads costs more than a small picture takes to paint.
    static let minimumRowsToBand = 600
    /// Bands of a larger picture: every band repeats the drawing's cost per
    /// mark (paths, glyph runs) and saves only its pixels, so two, one for
    /// each core of the machines Trellis is tuned for, gain the most.
    static let bandCount = 2

    /// The PNG of `list` at `scale`, painted in ``bandCount`` bands, or in
    /// one piece when it has fewer than ``minimumRowsToBand`` rows.
    static func data(_ list: DisplayList, scale: Double) throws -> Data {
        let width = Double(list.size.width), height = Double(list.size.height)
        let count = (height * scale).rounded(.up) >= Double(minimumRowsToBand) ? bandCount : 1
        let picture = try BandedPNG(width: width, height: height, scale: scale, bands: count)
        let bands = Bands(picture: picture, canvases: picture.bands)
        // The bands' rows as banded_png.c cuts them, in points.
        let rows = (Int((height * scale).rounded(.up)) + bands.canvases.count - 1) / bands.canvases.count
        DispatchQueue.concurrentPerform(iterations: bands.canvases.count) { index in
            let top = Double(index * rows) / scale, bottom = Double((index + 1) * rows) / scale
            bands.picture.begin(band: index)
            DisplayListPainter().paint(list.keeping(from: top, to: bottom), on: bands.canvases[index])
        }
        return try picture.finish()
    }
}

extension DisplayList {
    /// The list without the items that lie wholly above `top` or below
    /// `bottom` (points), so that a band does not pay for what it would
    /// clip away: paths, glyph runs and plates elsewhere on the page. The
    /// margin is wide enough for what strokes add beyond an item's bounds
    /// (miter joins, antialiasing).
    func keeping(from top: Double, to bottom: Double) -> DisplayList {
        guard top > 0 || bottom < Double(size.height) else { return self }
        let margin: CGFloat = 8
        var kept = self
        kept.items = items.filter { item in
            let bounds = item.bounds
            return bounds.isNull || (bounds.maxY >= CGFloat(top) - margin && bounds.minY <= CGFloat(bottom) + margin)
        }
        return kept
    }
}

/// The picture and its bands' canvases, handed to the painting threads: each
/// canvas (and its rows of the picture) is touched by one thread only, and
/// none after the threads are joined.
private struct Bands: @unchecked Sendable {
    let picture: BandedPNG
    let canvases: [CairoCanvas]
}
