import Foundation

/// One line of Apple's Visual Format Language, parsed: the grammar and what
/// the line relates, with names left for the caller to resolve (a scene
/// file against its declarations, UIKit code against its `views:` and
/// `metrics:` dictionaries). Both readers share it, so the language means
/// one thing everywhere.
///
///     line        := (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
///     view        := "[" name ("(" predicate ("," predicate)* ")")? "]"
///     connection  := "" | "-" | "-" predicates "-"
///     predicates  := simple | "(" predicate ("," predicate)* ")"
///     simple      := predicate without parentheses: (relation)? (number | metric) ("@" priority)?
///     predicate   := (relation)? (number | metric | name) ("@" (number | metric))?
///     relation    := "==" | "<=" | ">="
///
/// The standard spacing (`-`) is 8 points everywhere, between siblings and to
/// the superview alike: Trellis's documented choice (UIKit uses 8 between
/// siblings and the margins or 20 at the superview's edges).
///
/// Horizontal lines run leading to trailing unless told `leftToRight`;
/// vertical ones top to bottom. A connection between `a` and `b` is
/// `b.leading rel a.trailing + c`; at the edges
/// `a.leading rel superview.leading + c` and `superview.trailing rel a.trailing + c`,
/// as Apple's parser writes them.
package struct VisualFormatLine: Sendable {
    /// Standard spacing, between views and at the superview's edges.
    package static let standardSpacing = 8.0

    /// The option names a line may take: alignments and directions.
    package static let optionNames: [String] = [
        "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading", "alignAllTrailing",
        "alignAllCenterX", "alignAllCenterY", "alignAllFirstBaseline", "alignAllLastBaseline",
        "directionLeadingToTrailing", "directionLeftToRight",
    ]

    /// A number or a name (a metric, or in a view's predicates another view).
    package enum Value: Sendable, Equatable {
        /// The number's text, signed.
        case number(String)
        case name(String)
    }

    /// `(relation)? value (@priority)?`, with the offsets of each part.
    package struct Predicate: Sendable {
        package var relation: LayoutConstraint.Relation = .equal
        package var value: Value
        package var valueOffset: Int
        package var priority: Value?
        package var priorityOffset: Int
        /// Where the predicate starts.
        package var offset: Int
    }

    /// A view in brackets, with its size predicates.
    package struct ViewElement: Sendable {
        package var name: String
        package var offset: Int
        package var predicates: [Predicate]
    }

    private enum Element {
        case superview(offset: Int)
        case view(Int)
    }

    private enum Connection {
        case flush
        case standard(offset: Int)
        case predicates([Predicate])
    }

    /// Whether the line is `V:`.
    package private(set) var isVertical = false
    /// The views in order.
    package private(set) var views: [ViewElement] = []
    /// Whether a `|` appears, so that all views must share one superview.
    package var mentionsSuperview: Bool { elements.contains { if case .superview = $0 { true } else { false } } }

    private var elements: [Element] = []
    private var connections: [Connection] = []

    /// A malformed line: what was expected where, and what was found.
    package struct SyntaxError: Error, Sendable {
        package var offset: Int
        package var expected: String
        package var found: String
        /// "expected X in visual format, found Y".
        package var message: String { "expected \(expected) in visual format, found \(found)" }
    }

    /// Parses `text` as one line.
    package init(parsing text: String) throws(SyntaxError) {
        var cursor = TextCursor(text)
        func expected(_ what: String) -> SyntaxError { SyntaxError(offset: cursor.offset, expected: what, found: cursor.word()) }
        if cursor.peek(1) == ":", let c = cursor.current {
            guard c == "H" || c == "V" else { throw expected("'H:' or 'V:'") }
            isVertical = c == "V"
            _ = cursor.take("\(c):")
        }
        if cursor.current == "|" {
            elements.append(.superview(offset: cursor.offset))
            _ = cursor.take("|")
            connections.append(try Self.connection(&cursor))
        }
        while true {
            guard cursor.take("[") else { throw expected("'[' (a view)") }
            let offset = cursor.offset
            guard let name = cursor.identifier() else { throw expected("a view's name") }
            var predicates: [Predicate] = []
            if cursor.current == "(" { predicates = try Self.predicateList(&cursor, allowViews: true) }
            guard cursor.take("]") else { throw expected("']'") }
            elements.append(.view(views.count))
            views.append(ViewElement(name: name, offset: offset, predicates: predicates))
            if cursor.atEnd { break }
            connections.append(try Self.connection(&cursor))
            if cursor.current == "|" {
                elements.append(.superview(offset: cursor.offset))
                _ = cursor.take("|")
                guard cursor.atEnd else { throw expected("the end after the closing '|'") }
                break
            }
            if cursor.atEnd { throw expected("a view or '|' after the connection") }
        }
    }

    private static func connection(_ cursor: inout TextCursor) throws(SyntaxError) -> Connection {
        guard cursor.current == "-" else { return .flush }
        let offset = cursor.offset
        _ = cursor.take("-")
        if cursor.current == "[" || cursor.current == "|" { return .standard(offset: offset) }
        let predicates = cursor.current == "(" ? try predicateList(&cursor, allowViews: false) : [try predicate(&cursor, allowViews: false)]
        guard cursor.take("-") else {
            throw SyntaxError(offset: cursor.offset, expected: "'-' after the spacing", found: cursor.word())
        }
        return .predicates(predicates)
    }

    private static func predicateList(_ cursor: inout TextCursor, allowViews: Bool) throws(SyntaxError) -> [Predicate] {
        _ = cursor.take("(")
        var list = [try predicate(&cursor, allowViews: allowViews)]
        while cursor.take(",") { list.append(try predicate(&cursor, allowViews: allowViews)) }
        guard cursor.take(")") else { throw SyntaxError(offset: cursor.offset, expected: "',' or ')'", found: cursor.word()) }
        return list
    }

    private static func predicate(_ cursor: inout TextCursor, allowViews: Bool) throws(SyntaxError) -> Predicate {
        let start = cursor.offset
        var relation = LayoutConstraint.Relation.equal
        if cursor.take("==") { relation = .equal }
        else if cursor.take("<=") { relation = .lessThanOrEqual }
        else if cursor.take(">=") { relation = .greaterThanOrEqual }
        let valueOffset = cursor.offset
        let negative = cursor.take("-")
        let value: Value
        if let text = cursor.numberText() {
            value = .number(negative ? "-" + text : text)
        } else if !negative, let name = cursor.identifier() {
            value = .name(name)
        } else {
            throw SyntaxError(offset: cursor.offset, expected: "a number, a metric" + (allowViews ? " or a view" : ""), found: cursor.word())
        }
        var priority: Value?
        var priorityOffset = cursor.offset
        if cursor.take("@") {
            priorityOffset = cursor.offset
            if let text = cursor.numberText() { priority = .number(text) }
            else if let name = cursor.identifier() { priority = .name(name) }
            else { throw SyntaxError(offset: cursor.offset, expected: "a priority after '@'", found: cursor.word()) }
        }
        return Predicate(relation: relation, value: value, valueOffset: valueOffset, priority: priority,
                         priorityOffset: priorityOffset, offset: start)
    }

    /// An end of a relation: a view of the line, or the views' superview.
    package enum Item: Sendable, Equatable {
        case superview
        case view(String)
    }

    /// One constraint the line makes: `first.attribute rel second.attribute + constant`,
    /// where the constant and priority are the predicate's (nil: the
    /// `constant` given, required), or the predicate relates two views' sizes.
    package struct Relation: Sendable {
        package var first: Item
        package var firstAttribute: LayoutConstraint.Attribute
        package var second: Item?
        package var secondAttribute: LayoutConstraint.Attribute = .notAnAttribute
        package var predicate: Predicate?
        package var constant: Double = 0
        /// Where the relation was written.
        package var offset: Int
        /// Whether the predicate names a view whose size this one matches.
        package var relatesSizes = false
    }

    /// The constraints of the line, in Apple's order: sizes, connections,
    /// then the alignments the options ask for. `isView` tells which names
    /// in a view's predicates are views (the others are metrics).
    package func relations(leftToRight: Bool = false, alignments: [LayoutConstraint.Attribute] = [],
                           isView: (String) -> Bool) throws(SyntaxError) -> [Relation]
    {
        let leading: LayoutConstraint.Attribute = isVertical ? .top : (leftToRight ? .left : .leading)
        let trailing: LayoutConstraint.Attribute = isVertical ? .bottom : (leftToRight ? .right : .trailing)
        let dimension: LayoutConstraint.Attribute = isVertical ? .height : .width
        var relations: [Relation] = []
        for view in views {
            for p in view.predicates {
                var relation = Relation(first: .view(view.name), firstAttribute: dimension, predicate: p, offset: p.offset)
                if case let .name(other) = p.value, isView(other) {
                    relation.second = .view(other)
                    relation.secondAttribute = dimension
                    relation.relatesSizes = true
                }
                relations.append(relation)
            }
        }
        for (index, connection) in connections.enumerated() where index + 1 < elements.count {
            let earlier = elements[index], later = elements[index + 1]
            let predicates: [Predicate?]
            let constant: Double
            switch connection {
            case .flush: (predicates, constant) = ([nil], 0)
            case .standard: (predicates, constant) = ([nil], Self.standardSpacing)
            case let .predicates(list): (predicates, constant) = (list, 0)
            }
            for p in predicates {
                var relation: Relation
                let at = p?.offset ?? offset(of: connection, later)
                switch (earlier, later) {
                case let (.superview, .view(b)):
                    relation = Relation(first: .view(views[b].name), firstAttribute: leading, second: .superview,
                                        secondAttribute: leading, offset: at)
                case let (.view(a), .superview):
                    relation = Relation(first: .superview, firstAttribute: trailing, second: .view(views[a].name),
                                        secondAttribute: trailing, offset: at)
                case let (.view(a), .view(b)):
                    relation = Relation(first: .view(views[b].name), firstAttribute: leading, second: .view(views[a].name),
                                        secondAttribute: trailing, offset: at)
                default:
                    throw SyntaxError(offset: offset(of: later), expected: "a view between two '|'", found: "'|'")
                }
                relation.predicate = p
                relation.constant = constant
                relations.append(relation)
            }
        }
        for attribute in alignments {
            for (a, b) in zip(views, views.dropFirst()) {
                relations.append(Relation(first: .view(b.name), firstAttribute: attribute, second: .view(a.name),
                                          secondAttribute: attribute, offset: b.offset))
            }
        }
        return relations
    }

    private func offset(of connection: Connection, _ later: Element) -> Int {
        if case let .standard(offset) = connection { return offset }
        return offset(of: later)
    }

    private func offset(of element: Element) -> Int {
        switch element {
        case let .superview(offset): offset
        case let .view(index): views[index].offset
        }
    }
}
