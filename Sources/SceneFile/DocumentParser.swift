import Foundation
import Layout
import Yams

/// Turns a scene file's YAML into a ``SceneDocument``: names first (views and
/// guides may be used before they are declared), then everything that
/// refers to them.
struct DocumentParser {
    static let rootKeys = ["name", "size", "device", "orientation", "safeArea", "bars", "layoutDirection", "margins",
                           "guides", "metrics", "views", "constraints", "visual", "states", "diagram"]
    static let viewKeys = ["name", "views", "color", "alpha", "shape", "label", "fontSize", "textColor", "lines",
                           "textAlignment", "hugging", "compression", "guides", "margins", "intrinsicSize", "frame",
                           "autoresizing", "stack", "semanticContentAttribute"]

    let reader: YAMLReader
    var names = NameTable()
    var model = DocumentModel()

    init(reader: YAMLReader) { self.reader = reader }

    mutating func parse(_ text: String, fileName: String) throws -> SceneDocument {
        guard let root = try reader.compose(text) else { throw reader.error("the file is empty; expected a scene", at: nil) }
        let entries = try reader.mapping(root, "the scene", allowed: Self.rootKeys)
        var byKey: [String: (keyNode: Node, value: Node)] = [:]
        for entry in entries { byKey[entry.key] = (entry.keyNode, entry.value) }

        // Names first.
        if let guides = byKey["guides"] { model.rootGuides = try declareGuides(guides.value, owner: nil) }
        if let views = byKey["views"] {
            model.views = try reader.sequence(views.value, "views").map { try view($0, superview: nil, depth: 1) }
        }
        var metrics: [String: Double] = [:]
        if let node = byKey["metrics"]?.value {
            for entry in try reader.mapping(node, "metrics") {
                metrics[entry.key] = try reader.length(entry.value, "metric '\(entry.key)'")
            }
        }

        var document = SceneDocument(name: ((fileName as NSString).lastPathComponent as NSString).deletingPathExtension, reader: reader)
        for entry in entries {
            switch entry.key {
            case "name": document.name = try reader.string(entry.value, "name")
            case "layoutDirection":
                let value = try reader.choice(entry.value, "layout direction", LayoutDirection.allCases.map(\.rawValue))
                model.layoutDirection = LayoutDirection(rawValue: value) ?? .leftToRight
            case "margins": model.margins = try reader.insets(entry.value, "margins", base: EdgeInsets(all: 8))
            case "bars": model.bars = try bars(entry.value)
            case "constraints":
                for node in try reader.sequence(entry.value, "constraints") {
                    let specs = try constraint(node)
                    try countConstraints(specs.count, at: node)
                    model.constraints += specs
                }
            case "visual":
                for node in try reader.sequence(entry.value, "visual") {
                    let specs = try visual(node, metrics: metrics)
                    try countConstraints(specs.count, at: node)
                    model.constraints += specs
                }
            default: break
            }
        }
        model.identifiers = try identifiers(model.constraints)
        document.sizes = try sizes(byKey)
        if let states = byKey["states"] {
            model.statesPosition = reader.position(of: states.keyNode)
            document.states = try self.states(states.value, metrics: metrics)
        }
        if let diagram = byKey["diagram"] { document.diagram = try hints(diagram.value) }
        try markConstrainedViews()
        document.model = model
        document.names = names
        return document
    }

    // MARK: Names

    mutating func declare(_ name: String, at node: Node) throws {
        guard !name.isEmpty, TextCursor.isIdentifier(name) else {
            throw reader.error("a name must be letters, digits and '_', not starting with a digit; got '\(name)'", at: node)
        }
        guard !NameTable.reserved.contains(name) else {
            throw reader.error("'\(name)' is reserved (\(NameTable.reserved.joined(separator: ", "))); choose another name", at: node)
        }
        guard names.views[name] == nil, names.guides[name] == nil else {
            throw reader.error("duplicate name '\(name)': views and guides share one namespace", at: node)
        }
        names.order.append(name)
    }

    private mutating func declareGuides(_ node: Node, owner: String?) throws -> [String] {
        try reader.sequence(node, "guides").map { guideNode in
            let name = try reader.string(guideNode, "a guide's name")
            try declare(name, at: guideNode)
            guard names.guides.count < SceneFileLimits.maxGuides else {
                throw reader.error("a scene file may have at most \(SceneFileLimits.format(SceneFileLimits.maxGuides)) guides", at: guideNode)
            }
            names.guides[name] = .some(owner)
            return name
        }
    }

    private mutating func view(_ node: Node, superview: String?, depth: Int) throws -> ViewSpec {
        guard depth <= SceneFileLimits.maxViewDepth else {
            throw reader.error("views nest more than \(SceneFileLimits.maxViewDepth) deep", at: node)
        }
        let entries = try reader.mapping(node, "a view", allowed: Self.viewKeys)
        guard let nameEntry = entries.first(where: { $0.key == "name" }) else {
            throw reader.error("a view needs a 'name'", at: node)
        }
        let name = try reader.string(nameEntry.value, "a view's name")
        try declare(name, at: nameEntry.value)
        guard names.views.count < SceneFileLimits.maxViews else {
            throw reader.error("a scene file may have at most \(SceneFileLimits.format(SceneFileLimits.maxViews)) views", at: nameEntry.value)
        }
        names.views[name] = .some(superview)
        var spec = ViewSpec(name: name, position: reader.position(of: nameEntry.value))
        for entry in entries {
            let what = "\(name).\(entry.key)"
            switch entry.key {
            case "views": spec.children = try reader.sequence(entry.value, what).map { try view($0, superview: name, depth: depth + 1) }
            case "color": spec.color = try color(entry.value, what)
            case "textColor": spec.textColor = try color(entry.value, what)
            case "alpha":
                let alpha = try reader.number(entry.value, what)
                guard (0...1).contains(alpha) else { throw reader.error("alpha must be from 0 to 1, got \(alpha)", at: entry.value) }
                spec.alpha = alpha
            case "shape": spec.shape = try shape(entry.value)
            case "label": spec.label = try reader.string(entry.value, what)
            case "fontSize":
                let size = try reader.length(entry.value, what)
                guard Label.fontSizes.contains(CGFloat(size)) else {
                    throw reader.error("fontSize must be from \(Label.fontSizes.lowerBound) to \(Int(Label.fontSizes.upperBound)) points, "
                        + "got \(size == size.rounded() ? String(Int(size)) : String(size))", at: entry.value)
                }
                spec.fontSize = size
            case "lines": spec.lines = try lines(entry.value, what)
            case "textAlignment":
                let text = try reader.choice(entry.value, what, Label.TextAlignment.allCases.map(\.rawValue))
                spec.textAlignment = Label.TextAlignment(rawValue: text)
            case "hugging": spec.hugging = try axisPriorities(entry.value, what)
            case "compression": spec.compression = try axisPriorities(entry.value, what)
            case "guides": spec.guides = try declareGuides(entry.value, owner: name)
            case "margins": spec.margins = try reader.insets(entry.value, what, base: EdgeInsets(all: 8))
            case "intrinsicSize": spec.intrinsicSize = try intrinsicSize(entry.value, what)
            case "frame": spec.frame = try frame(entry.value, what)
            case "autoresizing": spec.autoresizing = try reader.bool(entry.value, what)
            case "stack": spec.stack = try stack(entry.value, what)
            case "semanticContentAttribute":
                let attribute = try reader.choice(entry.value, what, SemanticContentAttribute.allCases.map(\.rawValue))
                spec.semanticContentAttribute = SemanticContentAttribute(rawValue: attribute)
            default: break
            }
        }
        for (key, given) in [("fontSize", spec.fontSize != nil), ("textColor", spec.textColor != nil), ("lines", spec.lines != nil),
                             ("textAlignment", spec.textAlignment != nil)] where given && spec.label == nil {
            throw reader.error("\(key) needs a label: '\(name)' has no 'label' text", at: node)
        }
        return spec
    }

    // MARK: Constraints

    /// One entry of `constraints:`: one constraint, or four for `edges`.
    func constraint(_ node: Node) throws -> [ConstraintSpec] {
        guard let text = reader.textWithName(node) else { throw reader.error("expected a constraint as text", at: node) }
        // By byte: Foundation's `contains` goes through CFString, 7 % of
        // reading a 10,000-view scene file.
        guard !text.utf8.contains(UInt8(ascii: "\n")) else { throw reader.error("a constraint must be on one line", at: node) }
        var parser = ExpressionParser(reader: reader, node: node, text: text, names: names)
        return try parser.parse()
    }

    /// A VFL line: a string, or `{format: "...", options: [alignAllTop]}`.
    func visual(_ node: Node, metrics: [String: Double]) throws -> [ConstraintSpec] {
        var formatNode = node
        var options: [(String, Node)] = []
        if node.mapping != nil {
            let entries = try reader.mapping(node, "a visual format", allowed: ["format", "options"])
            guard let format = entries.first(where: { $0.key == "format" }) else {
                throw reader.error("a visual format mapping needs 'format'", at: node)
            }
            formatNode = format.value
            if let list = entries.first(where: { $0.key == "options" }) {
                options = try reader.list(list.value).map { (try reader.string($0, "an option"), $0) }
            }
        }
        guard let text = formatNode.scalar?.string else {
            throw reader.error("expected a visual format as text; quote it, since YAML reads '[' and '|' itself", at: formatNode)
        }
        guard !text.utf8.contains(UInt8(ascii: "\n")) else { throw reader.error("a visual format must be on one line", at: formatNode) }
        var parser = VisualFormatParser(reader: reader, node: formatNode, text: text, names: names, metrics: metrics)
        for (option, optionNode) in options {
            guard VisualFormatParser.optionNames.contains(option) else {
                throw reader.unknown("option", option, at: reader.position(of: optionNode),
                                     known: VisualFormatParser.optionNames, context: " in visual format")
            }
            if option == "directionLeftToRight" { parser.leftToRight = true }
            else if option.hasPrefix("alignAll"), let attribute = AttributeNames.all[Self.lowerFirst(String(option.dropFirst(8)))] {
                parser.alignments.append(attribute)
            }
        }
        return try parser.parse()
    }

    /// Counts `count` more constraints, made by the entry at `node`, against
    /// ``SceneFileLimits/maxConstraints``.
    func countConstraints(_ count: Int, at node: Node) throws {
        guard model.constraints.count + model.stateConstraints.count + count <= SceneFileLimits.maxConstraints else {
            throw reader.error("a scene file may have at most \(SceneFileLimits.format(SceneFileLimits.maxConstraints)) constraints", at: node)
        }
    }

    static func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }

    /// Identifier → position; names must be unique, so a state's change means one constraint.
    func identifiers(_ specs: [ConstraintSpec]) throws -> [String: SourcePosition] {
        var result: [String: SourcePosition] = [:]
        for spec in specs {
            guard let identifier = spec.identifier else { continue }
            if let earlier = result[identifier] {
                throw reader.error("duplicate constraint name '#\(identifier)' (first used on line \(earlier.line))",
                                   at: spec.position)
            }
            result[identifier] = spec.position
        }
        return result
    }

    /// Views a constraint names stop translating their frame unless told otherwise.
    mutating func markConstrainedViews() throws {
        var constrained = Set<String>()
        let all = model.constraints + model.stateConstraints
        for spec in all {
            for item in [spec.first, spec.second] {
                if case let .view(name?)? = item { constrained.insert(name) }
            }
        }
        model.constrainedViews = constrained
    }
}

extension TextCursor {
    /// Whether the whole text is one identifier.
    static func isIdentifier(_ text: String) -> Bool {
        var cursor = TextCursor(text)
        return cursor.identifier() != nil && cursor.atEnd
    }
}
