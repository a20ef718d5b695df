/// A position in one entry's text, read scalar by scalar. Every reader of
/// an entry moves forward only, so an entry reads in time proportional to
/// its length.
struct EntryCursor {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ text: Substring) { scalars = Array(text.unicodeScalars) }
    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var isAtEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let position = index + offset
        return position >= 0 && position < scalars.count ? scalars[position] : nil
    }

    mutating func skipSpaces() {
        while let scalar = current, scalar == " " || scalar == "\t" { index += 1 }
    }

    /// Whether the text at the cursor starts with `literal`.
    func looksAt(_ literal: String, from position: Int? = nil) -> Bool {
        var offset = position ?? index
        for scalar in literal.unicodeScalars {
            guard offset < scalars.count, scalars[offset] == scalar else { return false }
            offset += 1
        }
        return true
    }

    /// Moves past `literal` if the text starts with it.
    mutating func take(_ literal: String) -> Bool {
        guard looksAt(literal) else { return false }
        index += literal.unicodeScalars.count
        return true
    }

    /// The text from `start` to the cursor.
    func text(from start: Int, to end: Int? = nil) -> String {
        var result = String.UnicodeScalarView()
        let upper = min(end ?? index, scalars.count)
        guard start < upper else { return "" }
        result.append(contentsOf: scalars[start..<upper])
        return String(result)
    }

    /// Reads a number: an optional sign (a space may follow it, as UIKit's
    /// `== - 16`), digits, a fraction, an exponent.
    mutating func number() -> Double? {
        let start = index
        var sign = 1.0
        if current == "-" || current == "+" {
            sign = current == "-" ? -1 : 1
            index += 1
            skipSpaces()
        }
        let digitsStart = index
        while let scalar = current, scalar.properties.numericType != nil && scalar.isASCII || scalar == "." {
            if scalar == ".", !(peek(1).map(\.isASCIIDigit) ?? false) { break }
            index += 1
        }
        if (current == "e" || current == "E"), let next = peek(1), next.isASCIIDigit || ((next == "-" || next == "+") && (peek(2)?.isASCIIDigit ?? false)) {
            index += 2
            while current?.isASCIIDigit == true { index += 1 }
        }
        guard index > digitsStart, let value = Double(text(from: digitsStart)), value.isFinite else {
            index = start
            return nil
        }
        return sign * value
    }
}

extension Unicode.Scalar {
    var isASCIIDigit: Bool { value >= 48 && value <= 57 }
    var isASCIILetter: Bool { (value >= 65 && value <= 90) || (value >= 97 && value <= 122) }
    var isHexDigit: Bool { isASCIIDigit || (value >= 65 && value <= 70) || (value >= 97 && value <= 102) }
    /// Letters, digits, `_`, `$` and non-ASCII: what class and module names are made of.
    var isNameCharacter: Bool { isASCIILetter || isASCIIDigit || self == "_" || self == "$" || value > 127 && self != "…" }
}
