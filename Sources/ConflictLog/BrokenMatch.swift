/// Finds which list entry a report's broken-constraint line names. The line
/// may not match any entry as text (the list escapes non-ASCII label text
/// that the line prints, addresses may be anonymised, the line may be cut),
/// so the match is by address first, then by what the constraint says.
enum BrokenMatch {
    /// The constraint's address at the start of an entry: `<Class:0x…`, `<<Module.Class:0x…>`.
    static func address(in text: String) -> String? {
        var cursor = EntryCursor(text.trimmingBlanks)
        guard cursor.take("<") else { return nil }
        _ = cursor.take("<")
        while let scalar = cursor.current, scalar.isNameCharacter || scalar == "." { cursor.index += 1 }
        cursor.skipSpaces()
        guard cursor.take(":") else { return nil }
        cursor.skipSpaces()
        guard cursor.looksAt("0x"), let address = ItemReader.address(&cursor) else { return nil }
        return isRealAddress(address) ? address : nil
    }

    /// An address with at least six hex digits, not an anonymised `0x1234` or `0x…`.
    static func isRealAddress(_ address: String) -> Bool {
        let digits = address.dropFirst(2)
        return digits.count >= 6 && digits.unicodeScalars.allSatisfy(\.isHexDigit)
    }

    /// The index of the entry `statement` names, if any.
    static func index(of statement: BrokenStatement, in constraints: [LoggedConstraint]) -> Int? {
        guard case .stated(let line, let text, let address) = statement else { return nil }
        let parsed = try? EntryReader.entry(text, line: line).get()
        if let address {
            let sameAddress = constraints.indices.filter { constraints[$0].address?.lowercased() == address.lowercased() }
            if sameAddress.count == 1 { return sameAddress[0] }
            if let parsed, let match = sameAddress.first(where: { constraints[$0].hasSameBody(as: parsed) }) {
                return match
            }
            if !sameAddress.isEmpty { return sameAddress[0] }
        }
        // No address to go by: the one entry that says the same thing.
        guard let parsed else { return nil }
        let sameBody = constraints.indices.filter { constraints[$0].hasSameBody(as: parsed) }
        return sameBody.count == 1 && (address == nil || parsed.address.map(isRealAddress) != true) ? sameBody[0] : nil
    }
}
