import CZlib
import Foundation

/// An APNG read back independently of our writer: chunks parsed, every CRC
/// checked with zlib's `crc32`, the sequence numbers of `fcTL` and `fdAT`
/// checked to run 0, 1, 2, … with no gap, image data inflated with zlib,
/// rows unfiltered (all five PNG filters), and each frame composited onto
/// the canvas as its `fcTL` says (offsets, dispose and blend operations),
/// giving the whole picture a viewer shows after each frame.
struct APNGDecoder {
    struct FrameControl: Equatable {
        var sequence: UInt32, width: Int, height: Int, x: Int, y: Int
        var delayNumerator: Int, delayDenominator: Int
        var dispose: UInt8, blend: UInt8

        /// The frame's delay in seconds (a denominator of 0 means 1/100 s).
        var seconds: Double { Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    var width = 0, height = 0, colorType: UInt8 = 0
    var frameCount = 0, plays = 0
    /// The chunk types, in file order.
    var chunkTypes: [String] = []
    var controls: [FrameControl] = []
    /// The canvas after each frame: straight RGBA, `width` × `height`.
    var canvases: [[UInt8]] = []

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Failure("no PNG signature")
        }
        func uint32(_ at: Int) -> UInt32 {
            UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
        }
        func uint16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        var offset = 8
        var expectedSequence: UInt32 = 0
        var pending: (control: FrameControl, data: [UInt8])?
        var idatBelongsToFrame = false
        var canvas: [UInt8] = []
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw Failure("truncated chunk at \(offset)") }
            let length = Int(uint32(offset))
            guard offset + 12 + length <= bytes.count else { throw Failure("chunk at \(offset) runs past the end") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = offset + 8
            let stored = uint32(body + length)
            let computed = bytes[(offset + 4)..<(body + length)].withContiguousStorageIfAvailable {
                UInt32(crc32(0, $0.baseAddress, uInt($0.count)))
            } ?? 0
            guard stored == computed else { throw Failure("\(type) at \(offset): CRC \(stored) stored, \(computed) computed") }
            chunkTypes.append(type)
            switch type {
            case "IHDR":
                width = Int(uint32(body))
                height = Int(uint32(body + 4))
                colorType = bytes[body + 9]
                guard bytes[body + 8] == 8, colorType == 2 || colorType == 6, bytes[body + 12] == 0 else {
                    throw Failure("only 8-bit RGB or RGBA without interlacing is read here")
                }
                canvas = [UInt8](repeating: 0, count: width * height * 4)
            case "acTL":
                frameCount = Int(uint32(body))
                plays = Int(uint32(body + 4))
            case "fcTL", "fdAT":
                let sequence = uint32(body)
                guard sequence == expectedSequence else {
                    throw Failure("\(type) at \(offset) has sequence number \(sequence), expected \(expectedSequence)")
                }
                expectedSequence += 1
                if type == "fcTL" {
                    if let frame = pending { canvas = try composite(frame, onto: canvas) }
                    let control = FrameControl(
                        sequence: sequence, width: Int(uint32(body + 4)), height: Int(uint32(body + 8)),
                        x: Int(uint32(body + 12)), y: Int(uint32(body + 16)), delayNumerator: uint16(body + 20),
                        delayDenominator: uint16(body + 22), dispose: bytes[body + 24], blend: bytes[body + 25])
                    guard control.x + control.width <= width, control.y + control.height <= height else {
                        throw Failure("frame \(controls.count) lies outside the image")
                    }
                    controls.append(control)
                    pending = (control, [])
                    idatBelongsToFrame = controls.count == 1 && !chunkTypes.contains("IDAT")
                } else {
                    guard pending != nil else { throw Failure("fdAT before any fcTL") }
                    pending!.data += bytes[(body + 4)..<(body + length)]
                }
            case "IDAT":
                if idatBelongsToFrame { pending!.data += bytes[body..<(body + length)] }
            case "IEND":
                if let frame = pending { canvas = try composite(frame, onto: canvas) }
                pending = nil
            default:
                break
            }
            offset = body + length + 4
        }
        guard chunkTypes.last == "IEND" else { throw Failure("no IEND") }
        guard controls.count == frameCount else { throw Failure("acTL says \(frameCount) frames, \(controls.count) fcTL found") }
    }

    /// Draws one frame onto `canvas` as its control says, records what a
    /// viewer shows, and returns the canvas as the next frame finds it.
    private mutating func composite(_ frame: (control: FrameControl, data: [UInt8]), onto canvas: [UInt8]) throws -> [UInt8] {
        let c = frame.control
        let pixels = try Self.unfiltered(Self.inflated(frame.data), width: c.width, height: c.height,
                                         channels: colorType == 6 ? 4 : 3)
        var shown = canvas
        for y in 0..<c.height {
            for x in 0..<c.width {
                let from = (y * c.width + x) * 4, to = ((c.y + y) * width + c.x + x) * 4
                let alpha = Double(pixels[from + 3]) / 255
                if c.blend == 0 || alpha == 1 {
                    for k in 0..<4 { shown[to + k] = pixels[from + k] }
                } else if alpha > 0 {
                    // Straight-alpha OVER, as the APNG specification gives it.
                    let under = Double(shown[to + 3]) / 255
                    let out = alpha + under * (1 - alpha)
                    for k in 0..<3 {
                        let value = (Double(pixels[from + k]) * alpha + Double(shown[to + k]) * under * (1 - alpha)) / out
                        shown[to + k] = UInt8(value.rounded())
                    }
                    shown[to + 3] = UInt8((out * 255).rounded())
                }
            }
        }
        canvases.append(shown)
        switch c.dispose {
        case 1:  // background: the region cleared to transparent black
            var next = shown
            for y in 0..<c.height { for x in 0..<c.width { for k in 0..<4 { next[((c.y + y) * width + c.x + x) * 4 + k] = 0 } } }
            return next
        case 2: return canvas  // previous
        default: return shown
        }
    }

    private static func inflated(_ data: [UInt8]) throws -> [UInt8] {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw Failure("inflateInit") }
        defer { inflateEnd(&stream) }
        var input = data
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var status: Int32 = Z_OK
        try input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            repeat {
                try chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    guard status == Z_OK || status == Z_STREAM_END else { throw Failure("inflate failed: \(status)") }
                    output += target[0..<(target.count - Int(stream.avail_out))]
                }
            } while status != Z_STREAM_END
        }
        return output
    }

    /// Rows of filtered bytes back to RGBA (filters None, Sub, Up, Average, Paeth).
    private static func unfiltered(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let rowBytes = width * channels
        guard data.count == height * (rowBytes + 1) else {
            throw Failure("image data of \(data.count) bytes for \(width) × \(height) × \(channels)")
        }
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            let start = y * (rowBytes + 1)
            let filter = data[start]
            var row = Array(data[(start + 1)...(start + rowBytes)])
            for i in 0..<rowBytes {
                let left = i >= channels ? Int(row[i - channels]) : 0
                let up = Int(previous[i])
                let upLeft = i >= channels ? Int(previous[i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
                    predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
                default: throw Failure("unknown filter \(filter) on row \(y)")
                }
                row[i] = UInt8((Int(row[i]) + predictor) & 0xFF)
            }
            for x in 0..<width {
                for k in 0..<channels { rgba[(y * width + x) * 4 + k] = row[x * channels + k] }
            }
            previous = row
        }
        return rgba
    }
}
