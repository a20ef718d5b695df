/// A position in one line of text, with the small reads both expression and
/// VFL parsing need. Every read moves forward, so parsing always ends.
/// Shared by Layout's visual format and SceneFile's expressions.
package struct TextCursor {
    package private(set) var offset = 0

    /// The text's bytes when it is all ASCII (as nearly every line is),
    /// read byte by byte; else its Characters. (Making Characters of every
    /// line was most of the time of parsing a large scene file.)
    private let ascii: [UInt8]?
    private let characters: [Character]
    private let count: Int

    package init(_ text: String) {
        let bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) {
            ascii = bytes
            characters = []
            count = bytes.count
        } else {
            ascii = nil
            characters = Array(text)
            count = characters.count
        }
    }

    private func character(at index: Int) -> Character {
        if let ascii { return Character(Unicode.Scalar(ascii[index])) }
        return characters[index]
    }

    /// The text from `start` to `end` (the cursor by default).
    private func text(from start: Int, to end: Int? = nil) -> String {
        let end = end ?? offset
        if let ascii { return String(decoding: ascii[start..<end], as: UTF8.self) }
        return String(characters[start..<end])
    }

    package var atEnd: Bool { offset >= count }
    package var current: Character? { atEnd ? nil : character(at: offset) }

    package func peek(_ distance: Int = 0) -> Character? {
        offset + distance < count ? character(at: offset + distance) : nil
    }

    package mutating func skipSpaces() {
        while let b = byte(at: offset), b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") { offset += 1 }
    }

    /// Consumes `text` if it comes next.
    package mutating func take(_ text: String) -> Bool {
        if let ascii {
            // Byte by byte, without making Characters (see `byte(at:)`):
            // a text with a byte past ASCII matches no ASCII line.
            var end = offset
            for byte in text.utf8 {
                guard end < count, ascii[end] == byte else { return false }
                end += 1
            }
            offset = end
            return true
        }
        let wanted = Array(text)
        guard offset + wanted.count <= count,
              wanted.indices.allSatisfy({ character(at: offset + $0) == wanted[$0] }) else { return false }
        offset += wanted.count
        return true
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, or nil.
    package mutating func identifier() -> String? {
        guard let b = byte(at: offset), Self.isWordStart(b) else { return nil }
        let start = offset
        while let b = byte(at: offset), Self.isWordStart(b) || Self.isDigit(b) { offset += 1 }
        return text(from: start)
    }

    /// The ASCII value of the character at `index` (nil for any other
    /// character, or past the end). The scans below read this, not a
    /// `Character`: making a `Character` of each byte and asking its
    /// `asciiValue` was 15 % of checking a 10,000-view scene file.
    private func byte(at index: Int) -> UInt8? {
        guard index < count else { return nil }
        if let ascii { return ascii[index] }
        return characters[index].asciiValue
    }

    // By ASCII value: Character's isLetter and isNumber look up Unicode
    // properties, which made them most of the time of parsing a large file.
    private static func isWordStart(_ a: UInt8) -> Bool {
        (a >= 65 && a <= 90) || (a >= 97 && a <= 122) || a == 95
    }

    private static func isDigit(_ a: UInt8) -> Bool { a >= 48 && a <= 57 }

    /// An unsigned decimal number's text (`12`, `0.5`, `.5`, `1e3`), or nil.
    package mutating func numberText() -> String? {
        let start = offset
        while let b = byte(at: offset), Self.isDigit(b) { offset += 1 }
        if byte(at: offset) == UInt8(ascii: "."), let next = byte(at: offset + 1), Self.isDigit(next) {
            offset += 1
            while let b = byte(at: offset), Self.isDigit(b) { offset += 1 }
        }
        guard offset > start else { return nil }
        if let e = byte(at: offset), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var probe = offset + 1
            if let sign = byte(at: probe), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { probe += 1 }
            if let digit = byte(at: probe), Self.isDigit(digit) {
                offset = probe
                while let b = byte(at: offset), Self.isDigit(b) { offset += 1 }
            }
        }
        return text(from: start)
    }

    /// The rest of a word, for quoting what was found instead.
    package func word() -> String {
        var end = offset
        while end < count, byte(at: end) != UInt8(ascii: " ") { end += 1 }
        let text = text(from: offset, to: end)
        return text.isEmpty ? "end of line" : "'\(text)'"
    }
}
