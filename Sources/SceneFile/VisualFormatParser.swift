import Foundation
import Layout
import Yams

/// Parses one line of Apple's Visual Format Language into constraints:
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
/// Horizontal lines run leading to trailing unless the options say
/// `directionLeftToRight`; vertical ones top to bottom. A connection between
/// `a` and `b` is `b.leading rel a.trailing + c`; at the edges
/// `a.leading rel superview.leading + c` and `superview.trailing rel a.trailing + c`,
/// as Apple's parser writes them.
struct VisualFormatParser {
    /// Standard spacing, between views and at the superview's edges.
    static let standardSpacing = 8.0

    /// What an alignment option lines up, and the direction options.
    static let optionNames: [String] = [
        "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading", "alignAllTrailing",
        "alignAllCenterX", "alignAllCenterY", "alignAllFirstBaseline", "alignAllLastBaseline",
        "directionLeadingToTrailing", "directionLeftToRight",
    ]

    let reader: YAMLReader
    let node: Node
    let names: NameTable
    let metrics: [String: Double]
    /// Attributes every pair of neighbouring views is aligned on.
    var alignments: [LayoutConstraint.Attribute] = []
    /// Whether horizontal lines use left/right rather than leading/trailing.
    var leftToRight = false
    private var cursor: TextCursor

    init(reader: YAMLReader, node: Node, text: String, names: NameTable, metrics: [String: Double]) {
        self.reader = reader
        self.node = node
        self.names = names
        self.metrics = metrics
        cursor = TextCursor(text)
    }

    private enum Element {
        case superview(offset: Int)
        case view(String, offset: Int)
    }

    private struct Predicate {
        var relation: LayoutConstraint.Relation = .equal
        var constant: Double?
        var view: String?
        var priority: LayoutPriority = .required
        var offset: Int
    }

    private enum Connection {
        case flush
        case standard(offset: Int)
        case predicates([Predicate])
    }

    private func position(_ offset: Int) -> SourcePosition { reader.position(in: node, offset: offset) }

    private func expected(_ what: String) -> SceneFileError {
        reader.error("expected \(what) in visual format, found \(cursor.word())", at: position(cursor.offset))
    }

    mutating func parse() throws -> [ConstraintSpec] {
        var vertical = false
        if cursor.peek(1) == ":", let c = cursor.current {
            guard c == "H" || c == "V" else { throw expected("'H:' or 'V:'") }
            vertical = c == "V"
            _ = cursor.take("\(c):")
        }
        var elements: [Element] = []
        var connections: [Connection] = []
        if cursor.current == "|" {
            elements.append(.superview(offset: cursor.offset))
            _ = cursor.take("|")
            connections.append(try connection())
        }
        var viewPredicates: [(String, Int, [Predicate])] = []
        while true {
            let (name, offset, predicates) = try view()
            guard viewPredicates.count < SceneFileLimits.maxVisualFormatViews else {
                throw reader.error("a visual format line may have at most \(SceneFileLimits.format(SceneFileLimits.maxVisualFormatViews)) views",
                                   at: position(offset))
            }
            elements.append(.view(name, offset: offset))
            viewPredicates.append((name, offset, predicates))
            if cursor.atEnd { break }
            connections.append(try connection())
            if cursor.current == "|" {
                elements.append(.superview(offset: cursor.offset))
                _ = cursor.take("|")
                guard cursor.atEnd else { throw expected("the end after the closing '|'") }
                break
            }
            if cursor.atEnd { throw expected("a view or '|' after the connection") }
        }
        return try constraints(vertical: vertical, elements: elements, connections: connections,
                               viewPredicates: viewPredicates)
    }

    /// `[name(predicates)]`: the name and its size predicates.
    private mutating func view() throws -> (String, Int, [Predicate]) {
        guard cursor.take("[") else { throw expected("'[' (a view)") }
        let offset = cursor.offset
        guard let name = cursor.identifier() else { throw expected("a view's name") }
        guard names.views[name] != nil else {
            if names.guides[name] != nil {
                throw reader.error("'\(name)' is a layout guide; the visual format relates views", at: position(offset))
            }
            throw reader.unknown("view", name, at: position(offset), known: Array(names.views.keys).sorted(),
                                 context: " in visual format")
        }
        var predicates: [Predicate] = []
        if cursor.current == "(" { predicates = try predicateList(allowViews: true) }
        guard cursor.take("]") else { throw expected("']'") }
        return (name, offset, predicates)
    }

    private mutating func connection() throws -> Connection {
        guard cursor.current == "-" else { return .flush }
        let offset = cursor.offset
        _ = cursor.take("-")
        if cursor.current == "[" || cursor.current == "|" { return .standard(offset: offset) }
        let predicates = cursor.current == "(" ? try predicateList(allowViews: false) : [try predicate(allowViews: false)]
        guard cursor.take("-") else { throw expected("'-' after the spacing") }
        return .predicates(predicates)
    }

    private mutating func predicateList(allowViews: Bool) throws -> [Predicate] {
        _ = cursor.take("(")
        var list = [try predicate(allowViews: allowViews)]
        while cursor.take(",") { list.append(try predicate(allowViews: allowViews)) }
        guard cursor.take(")") else { throw expected("',' or ')'") }
        return list
    }

    private mutating func predicate(allowViews: Bool) throws -> Predicate {
        var predicate = Predicate(offset: cursor.offset)
        if cursor.take("==") { predicate.relation = .equal }
        else if cursor.take("<=") { predicate.relation = .lessThanOrEqual }
        else if cursor.take(">=") { predicate.relation = .greaterThanOrEqual }
        let objectOffset = cursor.offset
        let negative = cursor.take("-")
        if let text = cursor.numberText() {
            let value = try reader.number(text, "the visual format", at: position(objectOffset))
            predicate.constant = negative ? -value : value
            try reader.checkLength(negative ? -value : value, "a constant", text: (negative ? "-" : "") + text,
                                   at: position(objectOffset))
        } else if !negative, let name = cursor.identifier() {
            if let metric = metrics[name] {
                predicate.constant = metric
            } else if allowViews, names.views[name] != nil {
                predicate.view = name
            } else {
                let known = Array(metrics.keys).sorted() + (allowViews ? Array(names.views.keys).sorted() : [])
                throw reader.unknown(allowViews ? "metric or view" : "metric", name, at: position(objectOffset),
                                     known: known, context: " in visual format")
            }
        } else {
            throw expected("a number, a metric" + (allowViews ? " or a view" : ""))
        }
        if cursor.take("@") {
            let at = cursor.offset
            if let text = cursor.numberText() {
                predicate.priority = try reader.priority(text, "the visual format", at: position(at))
            } else if let name = cursor.identifier() {
                guard let metric = metrics[name] else {
                    throw reader.unknown("metric", name, at: position(at), known: Array(metrics.keys).sorted(),
                                         context: " in visual format")
                }
                predicate.priority = try reader.priority(SizeName.format(metric), "the visual format", at: position(at))
            } else {
                throw expected("a priority after '@'")
            }
        }
        return predicate
    }

    private func constraints(vertical: Bool, elements: [Element], connections: [Connection],
                             viewPredicates: [(String, Int, [Predicate])]) throws -> [ConstraintSpec]
    {
        let leading: LayoutConstraint.Attribute = vertical ? .top : (leftToRight ? .left : .leading)
        let trailing: LayoutConstraint.Attribute = vertical ? .bottom : (leftToRight ? .right : .trailing)
        let dimension: LayoutConstraint.Attribute = vertical ? .height : .width
        var specs: [ConstraintSpec] = []

        // The superview: that of the first view; '|' needs every view to share it.
        let viewNames = viewPredicates.map(\.0)
        let superview: String?? = viewNames.first.flatMap { names.views[$0] }
        if elements.contains(where: { if case .superview = $0 { true } else { false } }) {
            for (name, offset, _) in viewPredicates where names.views[name] != superview {
                throw reader.error("'\(name)' is not in the same superview as '\(viewNames[0])', so '|' means no one view",
                                   at: position(offset))
            }
        }

        for (name, _, predicates) in viewPredicates {
            for p in predicates {
                var spec = ConstraintSpec(first: .view(name), firstAttribute: dimension, relation: p.relation,
                                          priority: p.priority, position: position(p.offset))
                if let other = p.view {
                    spec.second = .view(other)
                    spec.secondAttribute = dimension
                } else {
                    spec.constant = p.constant ?? 0
                }
                specs.append(spec)
            }
        }

        for (index, connection) in connections.enumerated() where index + 1 < elements.count {
            let earlier = elements[index], later = elements[index + 1]
            let predicates: [Predicate]
            switch connection {
            case .flush: predicates = [Predicate(constant: 0, offset: offset(of: later))]
            case let .standard(offset): predicates = [Predicate(constant: Self.standardSpacing, offset: offset)]
            case let .predicates(list): predicates = list
            }
            for p in predicates {
                let first: ItemReference, firstAttribute: LayoutConstraint.Attribute
                let second: ItemReference, secondAttribute: LayoutConstraint.Attribute
                switch (earlier, later) {
                case let (.superview, .view(name, _)):
                    (first, firstAttribute, second, secondAttribute) = (.view(name), leading, .view(superview ?? nil), leading)
                case let (.view(name, _), .superview):
                    (first, firstAttribute, second, secondAttribute) = (.view(superview ?? nil), trailing, .view(name), trailing)
                case let (.view(a, _), .view(b, _)):
                    (first, firstAttribute, second, secondAttribute) = (.view(b), leading, .view(a), trailing)
                default:
                    throw reader.error("a visual format needs a view between two '|'", at: position(offset(of: later)))
                }
                specs.append(ConstraintSpec(first: first, firstAttribute: firstAttribute, relation: p.relation,
                                            second: second, secondAttribute: secondAttribute,
                                            constant: p.constant ?? 0, priority: p.priority, position: position(p.offset)))
            }
        }

        for attribute in alignments {
            for (a, b) in zip(viewPredicates, viewPredicates.dropFirst()) {
                specs.append(ConstraintSpec(first: .view(b.0), firstAttribute: attribute, relation: .equal,
                                            second: .view(a.0), secondAttribute: attribute, position: position(b.1)))
            }
        }
        return specs
    }

    private func offset(of element: Element) -> Int {
        switch element {
        case let .superview(offset), let .view(_, offset): offset
        }
    }
}
