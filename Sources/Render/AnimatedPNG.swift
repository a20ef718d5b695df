import CairoShim
import Foundation

/// Writes an animated PNG (APNG): a PNG whose image is the first frame, so
/// that a viewer without APNG shows it still, and whose `acTL`, `fcTL` and
/// `fdAT` chunks add the others.
///
/// Frames are added one by one and only the last two are kept, so an
/// animation of large pictures costs the memory of a few frames. Each frame
/// after the first is only the rectangle that changed since the frame
/// before it (`fcTL` offsets, nothing disposed), and a frame identical to
/// the one before lengthens that one instead, so a hold costs one frame.
/// When every changed pixel is opaque, the rectangle may instead be written
/// with its unchanged pixels fully transparent and blended over the frame
/// before (`blend_op` OVER): runs of zeros, which often deflate smaller; the
/// smaller of the two is written. Pixels are RGBA, 8 bits a channel. `fcTL`
/// and `fdAT` share one sequence, counted from 0; every chunk ends with the
/// CRC-32 of its type and data.
struct AnimatedPNG {
    /// A frame not yet written: its rectangle, how long it shows, its whole
    /// picture and the picture before it.
    private struct Patch {
        var x = 0, y = 0, width: Int, height: Int
        var milliseconds: Int
        var image: RasterImage
        var before: RasterImage?
    }

    /// Times the animation plays; 0 is for ever.
    var plays: UInt32 = 0
    private var width = 0, height = 0
    private var frames: Data = Data()
    private var frameCount = 0
    private var sequence: UInt32 = 0
    private var pending: Patch?

    /// Adds a frame shown for `seconds`; every frame is the first one's size.
    ///
    /// - Throws: ``RenderError/cairo(status:message:)`` when compressing
    ///   fails or the frame's size differs.
    mutating func add(_ image: RasterImage, seconds: Double) throws {
        let milliseconds = Int((seconds * 1000).rounded())
        guard let last = pending else {
            (width, height) = (image.width, image.height)
            pending = Patch(width: width, height: height, milliseconds: milliseconds, image: image)
            return
        }
        guard image.width == width, image.height == height else {
            throw RenderError.cairo(status: 24, message: "a frame of \(image) in an animation of \(width)×\(height)")
        }
        guard let box = Self.changedBox(from: last.image, to: image) else {
            pending!.milliseconds += milliseconds
            return
        }
        try write(last)
        pending = Patch(x: box.x, y: box.y, width: box.width, height: box.height, milliseconds: milliseconds,
                        image: image, before: last.image)
    }

    /// The file's bytes, once every frame is added.
    ///
    /// - Throws: ``RenderError`` when no frame was added or compressing fails.
    mutating func data() throws -> Data {
        guard let last = pending else { throw RenderError.unknownFormat("an animation with no frame") }
        try write(last)
        pending = nil
        var out = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.append(uint32: UInt32(width))
        header.append(uint32: UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])
        Self.chunk("IHDR", header, into: &out)
        var control = Data()
        control.append(uint32: UInt32(frameCount))
        control.append(uint32: plays)
        Self.chunk("acTL", control, into: &out)
        out.append(frames)
        Self.chunk("IEND", Data(), into: &out)
        return out
    }

    /// Writes a frame's `fcTL` and its data (`IDAT` for the first, `fdAT` after).
    private mutating func write(_ patch: Patch) throws {
        var pixels = try Self.imageData(patch)
        var over = false
        if let before = patch.before, let changes = Self.changes(patch, since: before) {
            let blended = try Self.imageData(changes)
            if blended.count < pixels.count { (pixels, over) = (blended, true) }
        }
        var frameControl = Data()
        frameControl.append(uint32: sequence)
        frameControl.append(uint32: UInt32(patch.width))
        frameControl.append(uint32: UInt32(patch.height))
        frameControl.append(uint32: UInt32(patch.x))
        frameControl.append(uint32: UInt32(patch.y))
        // The delay as a fraction: milliseconds over 1000, in 16 bits.
        frameControl.append(uint16: UInt16(min(patch.milliseconds, 65_535)))
        frameControl.append(uint16: 1000)
        frameControl.append(contentsOf: [0, over ? 1 : 0])  // dispose: none; blend: over or source
        Self.chunk("fcTL", frameControl, into: &frames)
        sequence += 1
        if frameCount == 0 {
            Self.chunk("IDAT", pixels, into: &frames)
        } else {
            var frameData = Data()
            frameData.append(uint32: sequence)
            frameData.append(pixels)
            Self.chunk("fdAT", frameData, into: &frames)
            sequence += 1
        }
        frameCount += 1
    }

    /// The smallest rectangle holding every pixel that differs; nil when none does.
    private static func changedBox(from a: RasterImage, to b: RasterImage) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        a.rgba.withUnsafeBytes { pa in
            b.rgba.withUnsafeBytes { pb in
                for y in 0..<a.height {
                    let row = y * a.width * 4
                    for x in 0..<a.width {
                        let offset = row + x * 4
                        if pa.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                            != pb.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        {
                            minX = min(minX, x); maxX = max(maxX, x)
                            minY = min(minY, y); maxY = max(maxY, y)
                        }
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The patch with every pixel that is the same in `previous` made fully
    /// transparent, placed at the origin of its own image; nil when a pixel
    /// that changed is not opaque (blending it over would mix it with the
    /// old one).
    private static func changes(_ patch: Patch, since previous: RasterImage) -> Patch? {
        var pixels = [UInt8](repeating: 0, count: patch.width * patch.height * 4)
        var opaque = true
        patch.image.rgba.withUnsafeBytes { now in
            previous.rgba.withUnsafeBytes { then in
                for y in 0..<patch.height where opaque {
                    let row = ((patch.y + y) * patch.image.width + patch.x) * 4
                    for x in 0..<patch.width {
                        let offset = row + x * 4
                        let pixel = now.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        guard pixel != then.loadUnaligned(fromByteOffset: offset, as: UInt32.self) else { continue }
                        guard now[offset + 3] == 255 else { opaque = false; break }
                        let to = (y * patch.width + x) * 4
                        for k in 0..<4 { pixels[to + k] = now[offset + k] }
                    }
                }
            }
        }
        guard opaque else { return nil }
        return Patch(width: patch.width, height: patch.height, milliseconds: patch.milliseconds,
                     image: RasterImage(width: patch.width, height: patch.height, rgba: pixels))
    }

    private static func imageData(_ patch: Patch) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = patch.image.rgba.withUnsafeBufferPointer { pixels in
            trellis_png_image_data(pixels.baseAddress, patch.image.width * 4, Int32(patch.x), Int32(patch.y),
                                   Int32(patch.width), Int32(patch.height), 4, &bytes, &length)
        }
        guard status == 0, let bytes else {
            throw RenderError.cairo(status: status, message: String(cString: trellis_status_description(status)))
        }
        defer { trellis_free(bytes) }
        return Data(bytes: bytes, count: length)
    }

    /// Appends a chunk: its length, type, data, and the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: Data, into out: inout Data) {
        out.append(uint32: UInt32(data.count))
        let typeBytes = Data(type.utf8)
        out.append(typeBytes)
        out.append(data)
        out.append(uint32: CRC32.checksum(data, after: CRC32.checksum(typeBytes)))
    }
}

/// The CRC-32 of PNG chunks (ISO 3309, the polynomial 0xEDB88320 reflected).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC of `data`, continuing from the CRC `crc` of what came before.
    static func checksum(_ data: Data, after crc: UInt32 = 0) -> UInt32 {
        var c = ~crc
        for byte in data { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return ~c
    }
}

extension Data {
    /// Appends `value` big-endian, as PNG stores numbers.
    mutating func append(uint32 value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func append(uint16 value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xFF)])
    }
}
