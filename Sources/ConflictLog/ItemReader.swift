/// Reads the items of an entry: `UILabel:0x7f…'Show more'`, `MyApp.CardView:0x…`,
/// `<UIView:0x…>` (old SnapKit), `UIView:header` (a Masonry key), or a bare name.
enum ItemReader {
    /// Where an item sits, which says where a label's quoted text can end.
    enum Context {
        /// Before `.attribute` in an equation.
        case equation
        /// Inside `[…]` of a visual format.
        case visualFormat
    }

    /// Reads an item at the cursor; on failure the cursor is left where it was.
    static func item(_ cursor: inout EntryCursor, context: Context) -> LoggedItem? {
        let start = cursor.index
        if cursor.current == "<" {
            // Old SnapKit: <UIView:0x…>.top
            cursor.index += 1
            guard var item = item(&cursor, context: .visualFormat), cursor.take(">") else {
                cursor.index = start
                return nil
            }
            if item.text == nil, cursor.current == "'" { item.text = quotedText(&cursor, context: context) }
            return item
        }
        let nameStart = cursor.index
        while let scalar = cursor.current {
            if scalar.isNameCharacter {
                cursor.index += 1
            } else if scalar == "." {
                // A dot joins a module to its class (`MyApp.CardView`) unless it
                // starts the anchor's attribute or an ellipsis.
                if context == .equation && endsAnchor(cursor, at: cursor.index) || cursor.looksAt("...") { break }
                guard cursor.peek(1)?.isNameCharacter == true else { break }
                cursor.index += 1
            } else if scalar == "-", cursor.index > nameStart, cursor.peek(1)?.isNameCharacter == true {
                cursor.index += 1
            } else {
                break
            }
        }
        // A truncated identifier ends in "...".
        if cursor.current == "…" {
            cursor.index += 1
        } else if cursor.looksAt("...") {
            cursor.index += 3
        }
        let name = cursor.text(from: nameStart)
        guard !name.isEmpty else {
            cursor.index = start
            return nil
        }
        var item = LoggedItem()
        if cursor.current == ":" {
            cursor.index += 1
            guard let address = address(&cursor) else {
                cursor.index = start
                return nil
            }
            item.className = name
            item.address = address
        } else {
            item.name = name
        }
        if cursor.current == "'" { item.text = quotedText(&cursor, context: context) }
        return item
    }

    /// An address: `0x` and hex digits, an anonymised `0x…`/`0x...`/`0xXXXX`,
    /// or a Masonry key in its place.
    static func address(_ cursor: inout EntryCursor) -> String? {
        let start = cursor.index
        if cursor.looksAt("0x") || cursor.looksAt("0X") {
            cursor.index += 2
            while let scalar = cursor.current, scalar.isHexDigit || scalar == "x" || scalar == "X" { cursor.index += 1 }
            if cursor.current == "…" {
                cursor.index += 1
            } else if cursor.looksAt("...") {
                cursor.index += 3
            }
            return cursor.text(from: start)
        }
        while let scalar = cursor.current, scalar.isNameCharacter || scalar == "-" { cursor.index += 1 }
        if cursor.current == "…" { cursor.index += 1 }
        return cursor.index > start ? cursor.text(from: start) : nil
    }

    /// A label's text or a guide's identifier after an item: from the quote
    /// to the last quote that is followed by what may follow an item here
    /// (`.attribute` in an equation, `]` or `(` in a visual format), so that
    /// quotes inside the text do not end it.
    static func quotedText(_ cursor: inout EntryCursor, context: Context) -> String? {
        let open = cursor.index
        var position = open + 1
        var end: Int?
        while position < cursor.scalars.count {
            if cursor.scalars[position] == "'" {
                let next = position + 1
                let fits: Bool
                switch context {
                case .equation:
                    fits = next < cursor.scalars.count && cursor.scalars[next] == "."
                        && LoggedAttributes.attribute(in: cursor, at: next + 1) != nil
                        || next >= cursor.scalars.count
                case .visualFormat:
                    fits = next >= cursor.scalars.count || cursor.scalars[next] == "]" || cursor.scalars[next] == "("
                        || cursor.scalars[next] == ">"
                }
                if fits {
                    end = position
                    break
                }
            }
            position += 1
        }
        guard let end else { return nil }
        let raw = cursor.text(from: open + 1, to: end)
        cursor.index = end + 1
        return unescape(raw)
    }

    /// Whether a `.` at `position` starts the attribute that ends an anchor:
    /// `.top` followed by a space, the end, `*`, `>` or `)`.
    static func endsAnchor(_ cursor: EntryCursor, at position: Int) -> Bool {
        guard let name = LoggedAttributes.attribute(in: cursor, at: position + 1) else { return false }
        let after = position + 1 + name.unicodeScalars.count
        guard after < cursor.scalars.count else { return true }
        let scalar = cursor.scalars[after]
        return scalar == " " || scalar == "*" || scalar == ">" || scalar == ")" || scalar == "\t"
    }

    /// `\n`, `\t`, `\\`, `\'`, `\"` and `\U2019` as the characters they stand for.
    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.first else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch next {
            case "n": result += "\n"; scalars.removeFirst()
            case "t": result += "\t"; scalars.removeFirst()
            case "\\", "'", "\"": result.unicodeScalars.append(next); scalars.removeFirst()
            case "U", "u":
                let hex = scalars.dropFirst().prefix(4)
                if hex.count == 4, hex.allSatisfy(\.isHexDigit),
                   let value = UInt32(String(String.UnicodeScalarView(hex)), radix: 16), let decoded = Unicode.Scalar(value)
                {
                    result.unicodeScalars.append(decoded)
                    scalars.removeFirst(5)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
