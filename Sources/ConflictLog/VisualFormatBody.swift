/// One relation in visual format, as UIKit prints a constraint made from
/// it: `H:|-(8)-[A]`, `[A]-(12)-[B]`, `[A(44)]`, `[A]-(0)-|`, with gaps such
/// as `(>=5)`, `(NSSpace(8))`, `(0@250)` and a glued `(LTR)`.
enum VisualFormatBody {
    private enum Element {
        case superview
        case view(LoggedItem, size: (LoggedRelation, Double)?)
    }

    static func read(_ cursor: inout EntryCursor, names: [String: LoggedItem], leftToRight: Bool) throws -> Body {
        let vertical = cursor.current == "V"
        cursor.index += 2
        var elements: [Element] = []
        var gaps: [(LoggedRelation, Double)?] = []
        var pendingGap: (LoggedRelation, Double)?
        var sawConnection = false
        while true {
            cursor.skipSpaces()
            guard let scalar = cursor.current else { break }
            if scalar == "|" {
                cursor.index += 1
                if !elements.isEmpty { gaps.append(sawConnection ? pendingGap ?? (.equal, 0) : (.equal, 0)) }
                elements.append(.superview)
            } else if scalar == "[" {
                cursor.index += 1
                guard var item = ItemReader.item(&cursor, context: .visualFormat) else {
                    throw BodyError(reason: "expected a view inside '[' ']'")
                }
                item = BodyReader.resolve(item, names)
                var size: (LoggedRelation, Double)?
                if cursor.current == "(" {
                    cursor.index += 1
                    size = try predicate(&cursor)
                    guard cursor.take(")") else { throw BodyError(reason: "expected ')' after the size") }
                }
                guard cursor.take("]") else { throw BodyError(reason: "expected ']' after the view") }
                if !elements.isEmpty { gaps.append(sawConnection ? pendingGap ?? (.equal, 0) : (.equal, 0)) }
                elements.append(.view(item, size: size))
            } else if scalar == "-" {
                cursor.index += 1
                sawConnection = true
                pendingGap = nil
                if cursor.current == "(" {
                    cursor.index += 1
                    pendingGap = try predicate(&cursor)
                    guard cursor.take(")") else { throw BodyError(reason: "expected ')' after the gap") }
                    guard cursor.take("-") else { throw BodyError(reason: "expected '-' after the gap") }
                } else if let value = cursor.number() {
                    pendingGap = (.equal, value)
                    guard cursor.take("-") else { throw BodyError(reason: "expected '-' after the gap") }
                } else {
                    // A bare '-' between two items: the standard spacing, 8.
                    pendingGap = (.equal, 8)
                }
                continue
            } else if scalar == "(" {
                // A direction glued on: (LTR), (RTL).
                while let next = cursor.current, next != ")" { cursor.index += 1 }
                cursor.index += 1
            } else {
                break
            }
            sawConnection = false
        }
        _ = try BodyReader.trailingModifiers(&cursor)
        return try relation(elements: elements, gaps: gaps, vertical: vertical, names: names, leftToRight: leftToRight)
    }

    /// `8`, `-20`, `>=5`, `<=NSSpace(20)`, `0@250`.
    private static func predicate(_ cursor: inout EntryCursor) throws -> (LoggedRelation, Double) {
        cursor.skipSpaces()
        let relation = EquationBody.relation(&cursor) ?? .equal
        cursor.skipSpaces()
        let value: Double
        if let space = BodyReader.symbolicSpace(&cursor) {
            value = space
        } else if let number = cursor.number() {
            value = number
        } else {
            throw BodyError(reason: "expected a number in the visual format")
        }
        cursor.skipSpaces()
        if cursor.take("@") { _ = cursor.number() }
        return (relation, value)
    }

    private static func relation(elements: [Element], gaps: [(LoggedRelation, Double)?], vertical: Bool,
                                 names: [String: LoggedItem], leftToRight: Bool) throws -> Body
    {
        let (leadingEdge, trailingEdge, size) = vertical ? ("top", "bottom", "height")
            : ("leading", "trailing", "width")
        var superview: LoggedItem {
            names["|"] ?? LoggedItem(name: "superview of \(firstView?.logName ?? "the view")")
        }
        var firstView: LoggedItem? {
            for element in elements { if case .view(let item, _) = element { return item } }
            return nil
        }
        switch elements.count {
        case 1:
            guard case .view(let item, let size?) = elements[0] else { break }
            return Body(first: LoggedAnchor(item: item, attribute: sizeAttribute(size, vertical)), relation: size.0,
                        multiplier: 1, second: nil, constant: size.1)
        case 2:
            let gap = gaps.first.flatMap { $0 } ?? (.equal, 0)
            switch (elements[0], elements[1]) {
            case (.superview, .view(let item, _)):
                return Body(first: LoggedAnchor(item: item, attribute: leadingEdge), relation: gap.0, multiplier: 1,
                            second: LoggedAnchor(item: superview, attribute: leadingEdge), constant: gap.1,
                            superview: superview)
            case (.view(let item, _), .superview):
                return Body(first: LoggedAnchor(item: superview, attribute: trailingEdge), relation: gap.0, multiplier: 1,
                            second: LoggedAnchor(item: item, attribute: trailingEdge), constant: gap.1,
                            superview: superview)
            case (.view(let a, _), .view(let b, _)):
                return Body(first: LoggedAnchor(item: b, attribute: leadingEdge), relation: gap.0, multiplier: 1,
                            second: LoggedAnchor(item: a, attribute: trailingEdge), constant: gap.1)
            default: break
            }
        default: break
        }
        _ = size
        throw BodyError(reason: "expected one relation: '|-(8)-[view]', '[view]-(8)-[view]', '[view]-(8)-|' or '[view(44)]'")
    }

    private static func sizeAttribute(_ size: (LoggedRelation, Double), _ vertical: Bool) -> String {
        vertical ? "height" : "width"
    }
}
