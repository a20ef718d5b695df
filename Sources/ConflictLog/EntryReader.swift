/// Reads one list entry:
///
///     <CLASS:ADDRESS [h=--& v=--&] ['IDENTIFIER'] BODY [SUFFIX]>
///
/// with SnapKit's `@File.swift#42` after the address, old SnapKit's
/// `<<Module.LayoutConstraint:0x…> …>`, and the suffixes `(active)`,
/// `(active, names: '|':UIView:0x… )`, `(Names: …)`.
enum EntryReader {
    static func entry(_ text: String, line: Int) -> Result<LoggedConstraint, BodyError> {
        let trimmed = text.trimmingBlanks
        guard trimmed.hasPrefix("<") else {
            return .failure(BodyError(reason: "expected an entry starting with '<', such as '<NSLayoutConstraint:0x… UIView:0x….top == …>'"))
        }
        guard trimmed.hasSuffix(">") else {
            return .failure(BodyError(reason: "the entry is cut off: it does not end with '>'"))
        }
        var cursor = EntryCursor(trimmed.dropFirst().dropLast())
        var constraint = LoggedConstraint(line: line, className: "", address: nil, identifier: nil,
                                          first: LoggedAnchor(item: LoggedItem(), attribute: ""), relation: .equal,
                                          multiplier: 1, second: nil, constant: 0, autoresizing: nil,
                                          sourceLocation: nil, text: trimmed)
        // The class and address.
        let wrapped = cursor.take("<")
        let classStart = cursor.index
        while let scalar = cursor.current, scalar.isNameCharacter || scalar == "." { cursor.index += 1 }
        constraint.className = cursor.text(from: classStart)
        cursor.skipSpaces()
        guard !constraint.className.isEmpty, cursor.take(":") else {
            return .failure(BodyError(reason: "expected the constraint's class and address, such as 'NSLayoutConstraint:0x600001c4a0f0'"))
        }
        cursor.skipSpaces()
        constraint.address = ItemReader.address(&cursor)
        if cursor.current == "@" {
            // SnapKit: @/path/with spaces/File.swift#42
            let start = cursor.index + 1
            while !cursor.isAtEnd, !(cursor.current == "#" && cursor.peek(1)?.isASCIIDigit == true) { cursor.index += 1 }
            guard !cursor.isAtEnd else {
                return .failure(BodyError(reason: "expected SnapKit's '#LINE' after the file name"))
            }
            cursor.index += 1
            while cursor.current?.isASCIIDigit == true { cursor.index += 1 }
            constraint.sourceLocation = cursor.text(from: start)
        }
        if wrapped, !cursor.take(">") {
            return .failure(BodyError(reason: "expected '>' after the constraint's address"))
        }
        cursor.skipSpaces()
        // Autoresizing flags: h=--& v=--&
        if cursor.looksAt("h=") {
            let start = cursor.index
            cursor.index += 2
            while let scalar = cursor.current, scalar == "-" || scalar == "&" { cursor.index += 1 }
            cursor.skipSpaces()
            if cursor.take("v=") {
                while let scalar = cursor.current, scalar == "-" || scalar == "&" { cursor.index += 1 }
            }
            constraint.autoresizing = cursor.text(from: start)
            cursor.skipSpaces()
        }
        // The identifier: up to the first quote followed by a space.
        if cursor.current == "'" {
            let start = cursor.index + 1
            var position = start
            while position < cursor.scalars.count, !(cursor.scalars[position] == "'" && cursor.peek(position + 1 - cursor.index) == " ") {
                position += 1
            }
            guard position < cursor.scalars.count else {
                return .failure(BodyError(reason: "the identifier's closing quote is missing"))
            }
            constraint.identifier = cursor.text(from: start, to: position)
            cursor.index = position + 1
        }
        // The suffix, then the body.
        var rest = cursor.text(from: cursor.index, to: cursor.scalars.count)
        var names: [String: LoggedItem] = [:]
        if let suffixStart = suffixStart(in: rest) {
            names = self.names(in: String(rest[suffixStart...]))
            rest = String(rest[..<suffixStart])
        }
        do {
            let body = try BodyReader.body(rest, names: names, leftToRight: true)
            constraint.first = body.first
            constraint.relation = body.relation
            constraint.multiplier = body.multiplier
            constraint.second = body.second
            constraint.constant = body.constant
            constraint.superview = body.superview ?? names["|"]
            return .success(constraint)
        } catch let error as BodyError {
            return .failure(error)
        } catch {
            return .failure(BodyError(reason: "\(error)"))
        }
    }

    /// Where `(active…`, `(Names:` or `(names:` begins, the last one.
    static func suffixStart(in text: String) -> String.Index? {
        var found: String.Index?
        var search = text.startIndex
        while let open = text[search...].firstIndex(of: "(") {
            let after = text[text.index(after: open)...]
            if after.hasPrefix("active") || after.hasPrefix("Names:") || after.hasPrefix("names:") || after.hasPrefix("inactive") {
                found = open
            }
            search = text.index(after: open)
        }
        return found
    }

    /// The `names:` of a suffix: `'|':UIView:0x7f… , homeLarge:0x10c7865d0`.
    static func names(in suffix: String) -> [String: LoggedItem] {
        guard let colon = suffix[...].range(of: "ames:") else { return [:] }
        var list = suffix[colon.upperBound...]
        if let close = list.lastIndex(of: ")") { list = list[..<close] }
        var result: [String: LoggedItem] = [:]
        for part in list.split(separator: ",") {
            let entry = part.trimmingBlanks
            var key: String
            var itemText: Substring
            if entry.hasPrefix("'"), let close = entry.dropFirst().firstIndex(of: "'") {
                key = String(entry[entry.index(after: entry.startIndex)..<close])
                itemText = entry[entry.index(after: close)...]
                guard itemText.hasPrefix(":") else { continue }
                itemText = itemText.dropFirst()
            } else if let colon = entry.firstIndex(of: ":") {
                key = String(entry[..<colon])
                itemText = entry[entry.index(after: colon)...]
            } else {
                continue
            }
            key = key.trimmingBlanks
            var cursor = EntryCursor(itemText)
            if cursor.looksAt("0x") {
                result[key] = LoggedItem(address: ItemReader.address(&cursor), name: key)
            } else if let item = ItemReader.item(&cursor, context: .visualFormat) {
                result[key] = item
            }
        }
        return result
    }
}

extension StringProtocol {
    /// Without spaces, tabs and line ends at either end.
    var trimmingBlanks: String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        func blank(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" || scalar == "\u{A0}"
        }
        while start < end, blank(scalars[start]) { start = scalars.index(after: start) }
        while end > start, blank(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }
}
