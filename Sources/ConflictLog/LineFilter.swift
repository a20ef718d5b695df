/// A byte-level look at a line, so that the lines of a long console log
/// that cannot start or continue a report cost one pass and no copies.
enum LineFilter {
    private static let needles: [[UInt8]] = ["atisfy", "onflicting", "recover by"].map { Array($0.utf8) }

    /// Whether a line outside any report could matter: an entry's `<` and
    /// class (`<N`, `<_`, `<<`, or `&lt;` escaped), a lone `(`, or the words of
    /// a header or a broken-constraint line.
    static func mayMatterOutsideReports(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        do {
            var others = 0
            var parens = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x3C: // <
                    if index + 1 < bytes.count {
                        let next = bytes[index + 1]
                        if next == 0x3C || next == 0x5F || (next | 0x20) >= 0x61 && (next | 0x20) <= 0x7A { return true }
                    }
                    others += 1
                case 0x26: // &
                    if index + 3 < bytes.count, bytes[index + 1] == 0x6C, bytes[index + 2] == 0x74, bytes[index + 3] == 0x3B { return true }
                    others += 1
                case 0x28: parens += 1
                case 0x20, 0x09, 0x3E, 0x60, 0x2A: break // blanks, quoting, backticks and bold around a lone "("
                default: others += 1
                }
            }
            if parens == 1 && others == 0 { return true }
            return needles.contains { contains(bytes, $0) }
        }
    }

    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether an entry looks like one a report prints: `<Class:` or
    /// `<<Module.Class:` at its start (a list without a header starts only
    /// with such a line, so that stray `<` in other output start nothing).
    static func looksLikeEntry(_ text: String) -> Bool {
        var cursor = EntryCursor(Substring(text.prefix(200)))
        guard cursor.take("<") else { return false }
        _ = cursor.take("<")
        let start = cursor.index
        while let scalar = cursor.current, scalar.isNameCharacter || scalar == "." { cursor.index += 1 }
        guard cursor.index > start else { return false }
        cursor.skipSpaces()
        return cursor.current == ":"
    }
}

extension StringProtocol {
    /// Whether `needle` occurs, compared byte by byte (much faster than the
    /// generic collection search on long console lines).
    func containsBytes(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        if let found = utf8.withContiguousStorageIfAvailable({ LineFilter.contains($0, pattern) }) { return found }
        return Array(utf8).withUnsafeBufferPointer { LineFilter.contains($0, pattern) }
    }
}
