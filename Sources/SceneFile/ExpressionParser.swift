import Foundation
import Layout
import Yams

/// Parses one constraint written as an expression:
///
///     constraint := item "." attribute relation rhs ("@" priority)? ("#" name)?
///                 | item ".edges" "==" item ".edges" ("inset" number)? ("@" priority)? ("#" name)?
///     rhs        := number | term (("+" | "-") number)?
///     term       := ref | factor "*" ref | ref "*" factor | ref "/" number | "-" ref
///     factor     := number ("/" number)?
///     ref        := item "." attribute
///     item       := name | name "." ("safeArea" | "margins") | root | superview | safeArea | margins
///     relation   := "==" | "<=" | ">="
///
/// `superview` is the first item's superview (a guide's owning view).
struct ExpressionParser {
    let reader: YAMLReader
    let node: Node
    let names: NameTable
    private var cursor: TextCursor

    init(reader: YAMLReader, node: Node, text: String, names: NameTable) {
        self.reader = reader
        self.node = node
        self.names = names
        cursor = TextCursor(text)
    }

    private func position(_ offset: Int) -> SourcePosition { reader.position(in: node, offset: offset) }

    private func expected(_ what: String) -> SceneFileError {
        reader.error("expected \(what) in constraint, found \(cursor.word())", at: position(cursor.offset))
    }

    /// The constraint, or the four of an `edges` shorthand.
    mutating func parse() throws -> [ConstraintSpec] {
        cursor.skipSpaces()
        let start = cursor.offset
        let (first, attribute) = try reference(relativeTo: nil, allowEdges: true)
        guard let firstAttribute = attribute else { return try edges(first, start: start) }
        cursor.skipSpaces()
        let relation = try self.relation()
        var spec = ConstraintSpec(first: first, firstAttribute: firstAttribute, relation: relation,
                                  position: position(start))
        try rightSide(into: &spec)
        try priorityAndName(into: &spec)
        return [spec]
    }

    /// `a.edges == b.edges (inset n)?`: top, leading, bottom and trailing,
    /// inset by n; a name `#pin` names them `pin.top`, `pin.leading`, ….
    private mutating func edges(_ first: ItemReference, start: Int) throws -> [ConstraintSpec] {
        cursor.skipSpaces()
        guard cursor.take("==") else { throw expected("'==' (edges are only ever equal)") }
        cursor.skipSpaces()
        let secondAt = cursor.offset
        let (second, attribute) = try reference(relativeTo: first, allowEdges: true)
        guard attribute == nil else {
            throw reader.error("expected edges on both sides, as in 'a.edges == b.edges inset 8'", at: position(secondAt))
        }
        cursor.skipSpaces()
        var inset = 0.0
        if cursor.take("inset") {
            cursor.skipSpaces()
            let negative = cursor.take("-")
            let at = cursor.offset
            guard let value = try number() else { throw expected("a number after 'inset'") }
            try reader.checkLength(value, "an inset", text: SizeName.format(value), at: position(at))
            inset = negative ? -value : value
        }
        var template = ConstraintSpec(first: first, firstAttribute: .top, relation: .equal, position: position(start))
        try priorityAndName(into: &template)
        let sides: [(LayoutConstraint.Attribute, Double)] = [(.top, inset), (.leading, inset), (.bottom, -inset), (.trailing, -inset)]
        return sides.map { attribute, constant in
            var spec = template
            spec.firstAttribute = attribute
            spec.second = second
            spec.secondAttribute = attribute
            spec.constant = constant
            spec.identifier = template.identifier.map { "\($0).\(attribute)" }
            return spec
        }
    }

    private mutating func priorityAndName(into spec: inout ConstraintSpec) throws {
        cursor.skipSpaces()
        if cursor.take("@") {
            cursor.skipSpaces()
            let at = cursor.offset
            guard let text = cursor.identifier() ?? cursor.numberText() else { throw expected("a priority after '@'") }
            spec.priority = try reader.priority(text, "the constraint", at: position(at))
            cursor.skipSpaces()
        }
        if cursor.take("#") {
            let at = cursor.offset
            var name = ""
            while let c = cursor.current, c != " " { name.append(c); _ = cursor.take(String(c)) }
            guard !name.isEmpty else { throw reader.error("expected a name after '#'", at: position(at)) }
            spec.identifier = name
            cursor.skipSpaces()
        }
        guard cursor.atEnd else {
            throw expected(spec.identifier == nil ? "'@priority', '#name' or the end" : "the end")
        }
    }

    private mutating func relation() throws -> LayoutConstraint.Relation {
        if cursor.take("==") { return .equal }
        if cursor.take("<=") { return .lessThanOrEqual }
        if cursor.take(">=") { return .greaterThanOrEqual }
        if cursor.current == "=" || cursor.current == "<" || cursor.current == ">" {
            throw reader.error("expected '==', '<=' or '>=' in constraint", at: position(cursor.offset))
        }
        throw expected("a relation ('==', '<=' or '>=')")
    }

    private mutating func rightSide(into spec: inout ConstraintSpec) throws {
        cursor.skipSpaces()
        var sign = 1.0
        if cursor.current == "-" { _ = cursor.take("-"); sign = -1; cursor.skipSpaces() }
        let leadingAt = cursor.offset
        if let leading = try factor() {
            cursor.skipSpaces()
            guard cursor.take("*") else {
                spec.constant = sign * leading
                try reader.checkLength(spec.constant, "a constant", text: SizeName.format(spec.constant), at: position(leadingAt))
                return
            }
            cursor.skipSpaces()
            (spec.second, spec.secondAttribute) = try reference(relativeTo: spec.first)
            spec.multiplier = sign * leading
            try reader.checkMultiplier(spec.multiplier, at: position(leadingAt))
        } else {
            (spec.second, spec.secondAttribute) = try reference(relativeTo: spec.first)
            spec.multiplier = sign
            cursor.skipSpaces()
            if cursor.take("*") {
                cursor.skipSpaces()
                let at = cursor.offset
                guard let factor = try factor() else { throw expected("a number after '*'") }
                spec.multiplier *= factor
                try reader.checkMultiplier(spec.multiplier, at: position(at))
            } else if cursor.take("/") {
                cursor.skipSpaces()
                let at = cursor.offset
                guard let divisor = try number() else { throw expected("a number after '/'") }
                guard divisor != 0 else { throw reader.error("division by zero in constraint", at: position(at)) }
                spec.multiplier /= divisor
                try reader.checkMultiplier(spec.multiplier, at: position(at))
            }
        }
        cursor.skipSpaces()
        if cursor.current == "+" || cursor.current == "-" {
            let negative = cursor.take("-")
            if !negative { _ = cursor.take("+") }
            cursor.skipSpaces()
            let at = cursor.offset
            guard let c = try number() else { throw expected("a number (the constant)") }
            spec.constant = negative ? -c : c
            try reader.checkLength(spec.constant, "a constant", text: SizeName.format(spec.constant), at: position(at))
        }
    }

    /// A number or a fraction of two (`9/16`, as an aspect ratio is said), or nil if no number
    /// comes next.
    private mutating func factor() throws -> Double? {
        guard let numerator = try number() else { return nil }
        cursor.skipSpaces()
        guard cursor.take("/") else { return numerator }
        cursor.skipSpaces()
        let at = cursor.offset
        guard let denominator = try number() else { throw expected("a number after '/'") }
        guard denominator != 0 else { throw reader.error("division by zero in constraint", at: position(at)) }
        return numerator / denominator
    }

    /// A finite number, or nil if none comes next.
    private mutating func number() throws -> Double? {
        let at = cursor.offset
        guard let text = cursor.numberText() else { return nil }
        return try reader.number(text, "the constraint", at: position(at))
    }

    /// `item.attribute`, the item resolved; `first` is the first item, for `superview`.
    private mutating func reference(relativeTo first: ItemReference?) throws
        -> (ItemReference, LayoutConstraint.Attribute)
    {
        let at = cursor.offset
        let (item, attribute) = try reference(relativeTo: first, allowEdges: true)
        guard let attribute else { throw reader.error("'edges' stands only on both sides of '=='", at: position(at)) }
        return (item, attribute)
    }

    /// `item.attribute`; the attribute is nil for `edges` when allowed.
    private mutating func reference(relativeTo first: ItemReference?, allowEdges: Bool) throws
        -> (ItemReference, LayoutConstraint.Attribute?)
    {
        let at = cursor.offset
        guard let head = cursor.identifier() else { throw expected(first == nil ? "a view or guide" : "a number or a view's attribute") }
        var parts = [(head, at)]
        while cursor.current == "." {
            _ = cursor.take(".")
            let partAt = cursor.offset
            guard let part = cursor.identifier() else { throw expected("an attribute after '.'") }
            parts.append((part, partAt))
        }
        guard parts.count >= 2 else {
            if names.contains(head) { throw reader.error("expected '.attribute' after '\(head)'", at: position(cursor.offset)) }
            throw reader.unknown("view", head, at: position(at), known: names.allNames, context: " in constraint")
        }
        let (attributeName, attributeAt) = parts[parts.count - 1]
        if attributeName == "edges" && allowEdges {
            return (try resolve(Array(parts.dropLast()), relativeTo: first), nil)
        }
        guard let attribute = AttributeNames.all[attributeName] else {
            throw reader.unknown("attribute", attributeName, at: position(attributeAt), known: AttributeNames.sortedNames)
        }
        let item = try resolve(Array(parts.dropLast()), relativeTo: first)
        return (item, attribute)
    }

    private func resolve(_ path: [(String, Int)], relativeTo first: ItemReference?) throws -> ItemReference {
        let (name, at) = path[0]
        var owner: String??
        var item: ItemReference
        switch name {
        case "root": item = .view(nil); owner = .some(nil)
        case "safeArea": item = .safeArea(nil)
        case "margins": item = .margins(nil)
        case "superview":
            guard let first else {
                throw reader.error("'superview' cannot be the first item: it is the first item's superview", at: position(at))
            }
            guard let parent = names.parent(of: first), case let .view(parentName) = parent else {
                throw reader.error("the root has no superview", at: position(at))
            }
            item = parent
            owner = .some(parentName)
        default:
            if let _ = names.views[name] {
                item = .view(name); owner = .some(name)
            } else if names.guides[name] != nil {
                item = .guide(name)
            } else {
                throw reader.unknown("view", name, at: position(at), known: names.allNames, context: " in constraint")
            }
        }
        guard path.count > 1 else { return item }
        let (guideName, guideAt) = path[1]
        guard path.count == 2, let view = owner else {
            throw reader.error("expected an attribute after '\(path[0].0).\(path.count > 1 ? path[1].0 : "")'",
                               at: position(path.count > 2 ? path[2].1 : guideAt))
        }
        switch guideName {
        case "safeArea": item = .safeArea(view)
        case "margins": item = .margins(view)
        // Only after a view's name: a view may be named `keyboard`.
        case "keyboard": item = .keyboard(view)
        default:
            throw reader.unknown("guide", guideName, at: position(guideAt), known: ["safeArea", "margins", "keyboard"],
                                 context: " of view '\(name)'; a view's own guides are safeArea, margins and keyboard")
        }
        return item
    }
}
