/// The body of an entry, without its class, address, flags, identifier and
/// suffix: an equation or a visual format.
struct Body {
    var first: LoggedAnchor
    var relation: LoggedRelation
    var multiplier: Double
    var second: LoggedAnchor?
    var constant: Double
    /// The visual format's `|`, when the body has one.
    var superview: LoggedItem? = nil
}

/// A body that could not be read, and why.
struct BodyError: Error {
    var reason: String
}

enum BodyReader {
    /// Reads a body: `H:`/`V:` visual format, or an equation. `names` resolves
    /// `|` and bare names from the entry's `names:` suffix.
    static func body(_ text: String, names: [String: LoggedItem], leftToRight: Bool) throws -> Body {
        var cursor = EntryCursor(text)
        cursor.skipSpaces()
        if cursor.looksAt("H:") || cursor.looksAt("V:") {
            return try VisualFormatBody.read(&cursor, names: names, leftToRight: leftToRight)
        }
        return try EquationBody.read(&cursor, names: names)
    }

    /// A bare name replaced by what `names:` says it is, keeping the name.
    static func resolve(_ item: LoggedItem, _ names: [String: LoggedItem]) -> LoggedItem {
        guard item.className == nil, let name = item.name, let named = names[name] else { return item }
        var resolved = named
        if resolved.className == nil { resolved.name = name }
        if resolved.text == nil { resolved.text = item.text }
        return resolved
    }

    /// Reads ` NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)` (system spacing
    /// that resolved to that many points), ` priority:250`, `@250` or
    /// `^250`, whichever follow; returns the spacing.
    static func trailingModifiers(_ cursor: inout EntryCursor) throws -> Double {
        var spacing = 0.0
        while true {
            cursor.skipSpaces()
            if cursor.isAtEnd { return spacing }
            if let value = symbolicSpace(&cursor) {
                spacing += value
            } else if cursor.take("priority:") || cursor.take("@") || cursor.take("^") {
                cursor.skipSpaces()
                if cursor.number() == nil {
                    // SnapKit's ^required, ^high, ^low.
                    while let scalar = cursor.current, scalar.isASCIILetter { cursor.index += 1 }
                }
            } else {
                throw BodyError(reason: "unexpected '\(cursor.text(from: cursor.index, to: min(cursor.index + 20, cursor.scalars.count)))'")
            }
        }
    }

    /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: 8.
    static func symbolicSpace(_ cursor: inout EntryCursor) -> Double? {
        let start = cursor.index
        for prefix in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where cursor.take(prefix) {
            if let value = cursor.number(), cursor.take(")") { return value }
            cursor.index = start
            return nil
        }
        return nil
    }
}

/// `ITEM.attribute RELATION [MULTIPLIER*]ITEM.attribute [* MULTIPLIER] [± CONSTANT]`,
/// or `ITEM.attribute RELATION CONSTANT`.
enum EquationBody {
    static func read(_ cursor: inout EntryCursor, names: [String: LoggedItem]) throws -> Body {
        guard let first = anchor(&cursor, names: names) else {
            throw BodyError(reason: "expected an item and an attribute such as 'UIView:0x7f9a1c40e210.top'")
        }
        cursor.skipSpaces()
        guard let relation = relation(&cursor) else {
            throw BodyError(reason: "expected '==', '<=' or '>=' after '\(first.item.logName).\(first.attribute)'")
        }
        cursor.skipSpaces()
        var multiplier = 1.0
        var second: LoggedAnchor?
        var constant = 0.0
        let beforeNumber = cursor.index
        if let number = cursor.number() {
            cursor.skipSpaces()
            if cursor.take("*") || cursor.take("×") {
                cursor.skipSpaces()
                multiplier = number
            } else {
                constant = number
                constant += try BodyReader.trailingModifiers(&cursor)
                return Body(first: first, relation: relation, multiplier: 1, second: nil, constant: constant)
            }
        } else {
            cursor.index = beforeNumber
        }
        guard let anchor = anchor(&cursor, names: names) else {
            throw BodyError(reason: "expected a constant or an item and attribute after '\(relation.rawValue)'")
        }
        second = anchor
        cursor.skipSpaces()
        if cursor.take("*") || cursor.take("×") {
            cursor.skipSpaces()
            guard let factor = cursor.number() else { throw BodyError(reason: "expected a multiplier after '*'") }
            multiplier *= factor
            cursor.skipSpaces()
        }
        if cursor.current == "+" || cursor.current == "-" {
            guard let value = cursor.number() else { throw BodyError(reason: "expected a number after '+' or '-'") }
            constant = value
        }
        constant += try BodyReader.trailingModifiers(&cursor)
        return Body(first: first, relation: relation, multiplier: multiplier, second: second, constant: constant)
    }

    static func anchor(_ cursor: inout EntryCursor, names: [String: LoggedItem]) -> LoggedAnchor? {
        let start = cursor.index
        guard let item = ItemReader.item(&cursor, context: .equation), cursor.current == ".",
              let attribute = LoggedAttributes.attribute(in: cursor, at: cursor.index + 1)
        else {
            cursor.index = start
            return nil
        }
        cursor.index += 1 + attribute.unicodeScalars.count
        return LoggedAnchor(item: BodyReader.resolve(item, names), attribute: attribute)
    }

    static func relation(_ cursor: inout EntryCursor) -> LoggedRelation? {
        if cursor.take("==") { return .equal }
        if cursor.take("<=") || cursor.take("≤") { return .lessThanOrEqual }
        if cursor.take(">=") || cursor.take("≥") { return .greaterThanOrEqual }
        return nil
    }
}
