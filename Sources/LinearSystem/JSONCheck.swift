import Foundation

extension LinearSystem {
    /// Checks the JSON syntax of a document before Foundation reads it, for
    /// what Foundation does not say: where a syntax error is (line and
    /// column, counted in bytes from 1), and keys given twice in one object
    /// (Foundation keeps one of them silently). Nesting is bounded too, as the
    /// format never goes deeper than four levels.
    ///
    /// - Throws: ``FormatError`` naming the line and column.
    static func checkSyntax(_ data: Data) throws {
        var scanner = JSONScanner(bytes: [UInt8](data))
        try scanner.document()
    }

    /// The deepest nesting of arrays and objects accepted.
    static let maxDepth = 32
}

/// A recursive-descent JSON recogniser (RFC 8259) that builds nothing but the
/// set of keys of the object it is in.
private struct JSONScanner {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() throws {
        // A UTF-8 byte order mark is allowed, as Foundation allows it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipSpace()
        try value()
        skipSpace()
        guard index == bytes.count else { throw error("unexpected text after the document") }
    }

    private mutating func value() throws {
        guard index < bytes.count else { throw error("the document ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try container(close: UInt8(ascii: "}"), isObject: true)
        case UInt8(ascii: "["): try container(close: UInt8(ascii: "]"), isObject: false)
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw error("expected a value (an object, list, string, number, true, false or null)")
        }
    }

    private mutating func container(close: UInt8, isObject: Bool) throws {
        depth += 1
        guard depth <= LinearSystem.maxDepth else { throw error("the JSON nests more than \(LinearSystem.maxDepth) levels deep") }
        index += 1
        skipSpace()
        var keys = Set<[UInt8]>()
        if index < bytes.count, bytes[index] == close {
            index += 1
            depth -= 1
            return
        }
        while true {
            if isObject {
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
                let start = index
                let key = try string()
                guard keys.insert(key).inserted else {
                    index = start
                    throw error("the key \(String(decoding: key, as: UTF8.self).debugDescription) is given twice in this object")
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
                index += 1
                skipSpace()
            }
            try value()
            skipSpace()
            guard index < bytes.count else { throw error("the document ends inside \(isObject ? "an object" : "a list")") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipSpace()
                continue
            }
            guard bytes[index] == close else {
                throw error("expected ',' or '\(Character(Unicode.Scalar(close)))'")
            }
            index += 1
            depth -= 1
            return
        }
    }

    /// A string's raw bytes between the quotes (escapes left as written:
    /// two spellings of one key are not caught, a rare case Foundation merges).
    private mutating func string() throws -> [UInt8] {
        index += 1
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                return Array(bytes[start..<index])
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "u") {
                    for offset in 1...4 {
                        guard index + offset < bytes.count, (bytes[index + offset] as UInt8).isHexDigit else {
                            throw error("expected four hexadecimal digits after \\u")
                        }
                    }
                    index += 5
                } else {
                    guard "\"\\/bfnrt".utf8.contains(bytes[index]) else { throw error("unknown escape in a string") }
                    index += 1
                }
            case 0x00...0x1F:
                throw error("a control character must be escaped in a string")
            default:
                index += 1
            }
        }
        throw error("the document ends inside a string")
    }

    private mutating func literal(_ word: String) throws {
        guard bytes[index...].starts(with: word.utf8) else { throw error("expected \(word)") }
        index += word.utf8.count
    }

    private mutating func number() throws {
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        // No leading zeros: `0` alone, or a digit 1…9 and more.
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw error("expected a digit") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// An error at the current byte, as `line L, column C`.
    private func error(_ message: String) -> LinearSystem.FormatError {
        let before = bytes[..<min(index, bytes.count)]
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let column = index - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
        return LinearSystem.FormatError(path: "", message: "not valid JSON at line \(line), column \(column): \(message)")
    }
}

private extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
