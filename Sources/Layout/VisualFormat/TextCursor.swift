/// A position in one line of text, with the small reads both expression and
/// VFL parsing need. Every read moves forward, so parsing always ends.
/// Shared by Layout's visual format and SceneFile's expressions.
package struct TextCursor {
    package let characters: [Character]
    package private(set) var offset = 0

    package init(_ text: String) { characters = Array(text) }

    package var atEnd: Bool { offset >= characters.count }
    package var current: Character? { atEnd ? nil : characters[offset] }

    package func peek(_ distance: Int = 0) -> Character? {
        offset + distance < characters.count ? characters[offset + distance] : nil
    }

    package mutating func skipSpaces() {
        while let c = current, c == " " || c == "\t" { offset += 1 }
    }

    /// Consumes `text` if it comes next.
    package mutating func take(_ text: String) -> Bool {
        let wanted = Array(text)
        guard offset + wanted.count <= characters.count,
              Array(characters[offset..<offset + wanted.count]) == wanted else { return false }
        offset += wanted.count
        return true
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`, or nil.
    package mutating func identifier() -> String? {
        guard let c = current, Self.isWordStart(c) else { return nil }
        let start = offset
        while let c = current, Self.isWordStart(c) || Self.isDigit(c) { offset += 1 }
        return String(characters[start..<offset])
    }

    // By ASCII value: Character's isLetter and isNumber look up Unicode
    // properties, which made them most of the time of parsing a large file.
    private static func isWordStart(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return (a >= 65 && a <= 90) || (a >= 97 && a <= 122) || a == 95
    }

    private static func isDigit(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return a >= 48 && a <= 57
    }

    /// An unsigned decimal number's text (`12`, `0.5`, `.5`, `1e3`), or nil.
    package mutating func numberText() -> String? {
        let start = offset
        while let c = current, Self.isDigit(c) { offset += 1 }
        if current == ".", let next = peek(1), Self.isDigit(next) {
            offset += 1
            while let c = current, Self.isDigit(c) { offset += 1 }
        }
        guard offset > start else { return nil }
        if let e = current, e == "e" || e == "E" {
            var probe = offset + 1
            if probe < characters.count, characters[probe] == "+" || characters[probe] == "-" { probe += 1 }
            if probe < characters.count, Self.isDigit(characters[probe]) {
                offset = probe
                while let c = current, Self.isDigit(c) { offset += 1 }
            }
        }
        return String(characters[start..<offset])
    }

    /// The rest of a word, for quoting what was found instead.
    package func word() -> String {
        var end = offset
        while end < characters.count, characters[end] != " " { end += 1 }
        let text = String(characters[offset..<end])
        return text.isEmpty ? "end of line" : "'\(text)'"
    }
}
