import Foundation
import Layout
import Yams

extension DocumentParser {
    static let sizeKeys = ["name", "size", "safeArea"]
    static let stateKeys = ["name", "caption", "size", "constants", "priorities", "active", "multipliers", "constraints"]
    static let diagramKeys = ["title", "caption", "focus", "legend", "highlight", "hatch", "hidden", "style", "constraints", "marks"]
    /// The diagram's styles, by the names `Diagram.Style.named` knows.
    static let styles = ["standard", "dark", "monochrome"]

    // MARK: Sizes

    /// The root sizes: `size:` (one or a list), or `device:` with `orientation:`.
    func sizes(_ byKey: [String: (keyNode: Node, value: Node)]) throws -> [SceneSize] {
        let insets = try byKey["safeArea"].map { try reader.insets($0.value, "safeArea") }
        if let size = byKey["size"], let device = byKey["device"] {
            throw reader.error("use either 'size' or 'device', not both (size is on line \(reader.position(of: size.keyNode).line))",
                               at: device.keyNode)
        }
        if let device = byKey["device"] {
            let name = try reader.string(device.value, "device")
            guard let preset = DevicePreset.named(name) else {
                throw reader.unknown("device", name, at: reader.position(of: device.value),
                                     known: DevicePreset.all.map(\.name), context: "; see the device table in docs/scene-format.md")
            }
            let orientation = try byKey["orientation"].map {
                try reader.choice($0.value, "orientation", ["portrait", "landscape", "both"])
            } ?? "portrait"
            return SizeSpec.sizes(of: preset, orientation: orientation).map {
                var size = $0
                if let insets { size.safeAreaInsets = insets }
                return size
            }
        }
        if let orientation = byKey["orientation"] {
            throw reader.error("'orientation' goes with 'device'; with 'size' give the width and height", at: orientation.keyNode)
        }
        guard let size = byKey["size"] else {
            throw reader.error("a scene needs a 'size' (such as 375x667) or a 'device' (such as iPhone 15)", at: nil)
        }
        var sizes: [SceneSize] = []
        for entry in reader.list(size.value) {
            sizes += try sizeEntry(entry, defaultInsets: insets ?? .zero)
            if sizes.count > SceneFileLimits.maxSizes {
                throw reader.error("a scene file may have at most \(SceneFileLimits.format(SceneFileLimits.maxSizes)) sizes", at: entry)
            }
        }
        guard !sizes.isEmpty else { throw reader.error("expected at least one size", at: size.value) }
        return sizes
    }

    /// `375x667`, `iPhone 15 landscape`, or `{size: 375x667, name: ..., safeArea: {...}}`.
    func sizeEntry(_ node: Node, defaultInsets: EdgeInsets) throws -> [SceneSize] {
        var textNode = node
        var name: String?
        var insets: EdgeInsets?
        if node.mapping != nil {
            let entries = try reader.mapping(node, "a size", allowed: Self.sizeKeys)
            guard let size = entries.first(where: { $0.key == "size" }) else {
                throw reader.error("a size mapping needs 'size' (such as 375x667)", at: node)
            }
            textNode = size.value
            for entry in entries {
                if entry.key == "name" { name = try reader.string(entry.value, "the size's name") }
                if entry.key == "safeArea" { insets = try reader.insets(entry.value, "safeArea") }
            }
        }
        switch SizeSpec.parse(try reader.string(textNode, "a size"), insets: defaultInsets) {
        case let .success(sizes):
            return sizes.map {
                var size = $0
                if let insets { size.safeAreaInsets = insets }
                if let name, sizes.count == 1 { size.name = name }
                return size
            }
        case let .failure(failure):
            throw reader.error(failure.message, at: textNode, suggestion: failure.suggestion)
        }
    }

    // MARK: States

    /// `states:` as a list of mappings with `name`, or a mapping from name to changes.
    mutating func states(_ node: Node, metrics: [String: Double]) throws -> [SceneState] {
        var pairs: [(name: String, nameNode: Node, body: Node)] = []
        if node.sequence != nil {
            for item in try reader.sequence(node, "states") {
                let entries = try reader.mapping(item, "a state", allowed: Self.stateKeys)
                guard let name = entries.first(where: { $0.key == "name" }) else {
                    throw reader.error("a state needs a 'name'", at: item)
                }
                pairs.append((try reader.string(name.value, "a state's name"), name.value, item))
            }
        } else {
            for entry in try reader.mapping(node, "states") { pairs.append((entry.key, entry.keyNode, entry.value)) }
        }
        if pairs.count > SceneFileLimits.maxStates {
            throw reader.error("a scene file may have at most \(SceneFileLimits.format(SceneFileLimits.maxStates)) states",
                               at: pairs[SceneFileLimits.maxStates].nameNode)
        }
        var states: [SceneState] = []
        var seen = Set<String>()
        for (name, nameNode, body) in pairs {
            guard seen.insert(name).inserted else {
                throw reader.error("duplicate state '\(name)'", at: nameNode)
            }
            states.append(try state(name, at: nameNode, body))
        }
        return states
    }

    private mutating func state(_ name: String, at nameNode: Node, _ body: Node) throws -> SceneState {
        var state = SceneState(name: name, position: reader.position(of: nameNode))
        // `Center:` with no changes (YAML's null written any way).
        if let text = body.scalar?.string, ["", "~", "null", "Null", "NULL"].contains(text) { return state }
        for entry in try reader.mapping(body, "state '\(name)'", allowed: Self.stateKeys) {
            let what = "state '\(name)'"
            switch entry.key {
            case "caption": state.caption = try reader.string(entry.value, "\(what) caption")
            case "size": state.size = try sizeEntry(entry.value, defaultInsets: .zero).first
            case "constants":
                for change in try named(entry.value, what) {
                    state.changes.append(.constant(name: change.key, value: try reader.length(change.value, "the constant of '\(change.key)'"),
                                                   at: reader.position(of: change.value)))
                }
            case "priorities":
                for change in try named(entry.value, what) {
                    state.changes.append(.priority(name: change.key, value: try reader.priority(change.value, "'\(change.key)'"),
                                                   at: reader.position(of: change.value)))
                }
            case "active":
                for change in try named(entry.value, what) {
                    state.changes.append(.active(name: change.key, value: try reader.bool(change.value, "'\(change.key)'"),
                                                 at: reader.position(of: change.value)))
                }
            case "multipliers":
                for change in try named(entry.value, what) {
                    let value = try reader.number(change.value, "multiplier of '\(change.key)'")
                    try reader.checkMultiplier(value, at: reader.position(of: change.value))
                    state.changes.append(.multiplier(name: change.key, value: value, at: reader.position(of: change.value)))
                }
            case "constraints":
                for node in try reader.sequence(entry.value, "\(what) constraints") {
                    let specs = try constraint(node)
                    try countConstraints(specs.count, at: node)
                    for spec in specs {
                        model.stateConstraints.append(spec)
                        state.changes.append(.add(spec))
                    }
                }
            default: break
            }
        }
        return state
    }

    /// A mapping whose keys are constraint names the base scene declares.
    private func named(_ node: Node, _ what: String) throws -> [(key: String, keyNode: Node, value: Node)] {
        let entries = try reader.mapping(node, what)
        for entry in entries where model.identifiers[entry.key] == nil {
            throw reader.unknown("constraint name", entry.key, at: reader.position(of: entry.keyNode),
                                 known: model.identifiers.keys.sorted(),
                                 context: " in \(what); name a constraint with '#name' at the end of its expression")
        }
        return entries
    }

    // MARK: Diagram

    func hints(_ node: Node) throws -> DiagramHints {
        var hints = DiagramHints()
        for entry in try reader.mapping(node, "diagram", allowed: Self.diagramKeys) {
            switch entry.key {
            case "title": hints.title = try reader.string(entry.value, "title")
            case "caption": hints.caption = try reader.string(entry.value, "caption")
            case "focus": hints.focus = try itemNames(entry.value, guidesOnly: false)
            case "legend": hints.legend = try reader.bool(entry.value, "legend")
            case "highlight": hints.highlightedGuides = try itemNames(entry.value, guidesOnly: true)
            case "hatch": hints.hatchedGuides = try itemNames(entry.value, guidesOnly: true)
            case "hidden": hints.hiddenItems = try itemNames(entry.value, guidesOnly: false)
            case "style": hints.style = try reader.choice(entry.value, "style", Self.styles)
            case "marks":
                hints.marks = try reader.list(entry.value).map {
                    try reader.choice($0, "a kind of mark", DiagramHints.markKinds)
                }
            case "constraints":
                let value = try reader.choice(entry.value, "constraints", DiagramHints.ConstraintMarks.allCases.map(\.rawValue))
                hints.constraints = DiagramHints.ConstraintMarks(rawValue: value)
            default: break
            }
        }
        return hints
    }

    /// Names as the scene's items carry them: `safeArea` is `root.safeAreaLayoutGuide`,
    /// `blue.margins` is `blue.layoutMarginsGuide`, `root.keyboard` is `root.keyboardLayoutGuide`.
    private func itemNames(_ node: Node, guidesOnly: Bool) throws -> [String] {
        try reader.list(node).map { item in
            let text = try reader.string(item, "an item's name")
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let owner = parts.count == 2 ? parts[0] : "root"
            let last = parts.last ?? ""
            if parts.count <= 2, last == "safeArea" || last == "margins",
               owner == "root" || names.views[owner] != nil
            {
                return "\(owner).\(last == "safeArea" ? "safeAreaLayoutGuide" : "layoutMarginsGuide")"
            }
            if parts.count == 2, last == "keyboard", owner == "root" || names.views[owner] != nil {
                return "\(owner).keyboardLayoutGuide"
            }
            if parts.count == 1, names.guides[text] != nil { return text }
            if parts.count == 1, !guidesOnly, names.views[text] != nil || text == "root" { return text }
            let known = guidesOnly ? names.order.filter { names.guides[$0] != nil } + ["safeArea", "margins"]
                                   : names.allNames
            throw reader.unknown(guidesOnly ? "guide" : "view or guide", text, at: reader.position(of: item), known: known)
        }
    }
}
