import Foundation

// How values are written as SVG text: numbers, colours and character data,
// straight into the document's bytes (Swift's string interpolation was most
// of the SVG's time). Shared with the animated SVG and the dark palette.
extension SVGCanvas {
    /// A colour's 8-bit channels as one number, the key of the palette.
    static func rgb(_ r: Double, _ g: Double, _ b: Double) -> UInt32 {
        func channel(_ value: Double) -> UInt32 { UInt32((min(max(value, 0), 1) * 255).rounded()) }
        return channel(r) << 16 | channel(g) << 8 | channel(b)
    }

    /// A coordinate with at most three decimals, no trailing zeros: short,
    /// and the same bytes for the same drawing.
    static func number(_ value: Double) -> String {
        var bytes: [UInt8] = []
        writeNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``number(_:)`` onto `bytes`, digit by digit.
    static func writeNumber(_ value: Double, to bytes: inout [UInt8]) {
        let zero = UInt8(ascii: "0")
        guard value.isFinite else { bytes.append(zero); return }
        let scaled = (value * 1000).rounded()
        guard abs(scaled) < 9e15 else { bytes += String(Int(value.rounded())).utf8; return }
        var thousandths = Int(scaled)
        guard thousandths != 0 else { bytes.append(zero); return }
        if thousandths < 0 {
            bytes.append(UInt8(ascii: "-"))
            thousandths = -thousandths
        }
        writeDigits(of: thousandths / 1000, to: &bytes)
        var fraction = thousandths % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        // The fraction's leading zeros, then its digits: .05 is 5 of 2 digits.
        var divisor = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            bytes.append(zero + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// The decimal digits of `value` (≥ 0), most significant first.
    private static func writeDigits(of value: Int, to bytes: inout [UInt8]) {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// `0072b2` for a colour, without Foundation's formatting.
    static func hex(_ r: Double, _ g: Double, _ b: Double) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(6)
        for channel in [r, g, b] {
            let v = Int((min(max(channel, 0), 1) * 255).rounded())
            bytes.append(digits[v >> 4])
            bytes.append(digits[v & 15])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func escaped(_ text: String) -> String {
        var bytes: [UInt8] = []
        writeEscaped(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` as XML character data onto `bytes`: the markup characters as
    /// entities, and the control characters XML 1.0 forbids (all but tab and
    /// line breaks) left out.
    static func writeEscaped(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            case 0x09, 0x0a, 0x0d: bytes.append(byte)
            case ..<0x20: continue
            default: bytes.append(byte)
            }
        }
    }
}
