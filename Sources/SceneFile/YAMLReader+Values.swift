import Foundation
import Layout
import Yams

/// Scalars and small mappings read as the values a scene file holds:
/// text, finite numbers, booleans, priorities, insets, sizes.
extension YAMLReader {
    func string(_ node: Node, _ what: String) throws -> String {
        guard let scalar = node.scalar else { throw error("expected text for \(what)", at: node) }
        return scalar.string
    }

    /// A finite number.
    func number(_ node: Node, _ what: String) throws -> Double {
        guard let scalar = node.scalar else { throw error("expected a number for \(what)", at: node) }
        return try number(scalar.string, what, at: position(of: node))
    }

    func number(_ text: String, _ what: String, at position: SourcePosition) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), !trimmed.hasPrefix("0x"), trimmed.lowercased() != "nan" else {
            throw error("expected a number for \(what), got '\(text)'", at: position)
        }
        guard value.isFinite else { throw error("\(what) must be a finite number, got '\(text)'", at: position) }
        return value
    }

    /// A finite length in points, at most ``SceneFileLimits/maxLength`` either way.
    func length(_ node: Node, _ what: String) throws -> Double {
        guard let scalar = node.scalar else { throw error("expected a number for \(what)", at: node) }
        return try length(scalar.string, what, at: position(of: node))
    }

    func length(_ text: String, _ what: String, at position: SourcePosition) throws -> Double {
        let value = try number(text, what, at: position)
        try checkLength(value, what, text: text, at: position)
        return value
    }

    func checkLength(_ value: Double, _ what: String, text: String, at position: SourcePosition) throws {
        let limit = SceneFileLimits.format(Int(SceneFileLimits.maxLength))
        guard abs(value) <= SceneFileLimits.maxLength else {
            throw error("\(what) must be from -\(limit) to \(limit) points, got \(text.trimmingCharacters(in: .whitespaces))",
                        at: position)
        }
    }

    /// A multiplier is 0 or from ``SceneFileLimits/minMultiplier`` to
    /// ``SceneFileLimits/maxMultiplier`` in magnitude: beyond, the solver's
    /// arithmetic loses the picture.
    func checkMultiplier(_ value: Double, at position: SourcePosition) throws {
        let magnitude = abs(value)
        guard magnitude == 0 || (magnitude >= SceneFileLimits.minMultiplier && magnitude <= SceneFileLimits.maxMultiplier) else {
            throw error("a multiplier must be 0 or from 0.0001 to \(SceneFileLimits.format(Int(SceneFileLimits.maxMultiplier))) in magnitude, got \(SizeName.format(value))",
                        at: position)
        }
    }

    func bool(_ node: Node, _ what: String) throws -> Bool {
        switch node.scalar?.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("expected true or false for \(what)", at: node)
        }
    }

    /// One of `choices`, with a suggestion when it is none of them.
    func choice(_ node: Node, _ what: String, _ choices: [String]) throws -> String {
        let value = try string(node, what)
        guard choices.contains(value) else {
            throw unknown(what, value, at: position(of: node), known: choices,
                          context: "; expected one of \(choices.joined(separator: ", "))")
        }
        return value
    }

    /// A priority: 1…1000 or required/high/low/fittingSize.
    func priority(_ node: Node, _ what: String) throws -> LayoutPriority {
        try priority(try string(node, what), what, at: position(of: node))
    }

    func priority(_ text: String, _ what: String, at position: SourcePosition) throws -> LayoutPriority {
        if let named = PriorityNames.all[text] { return named }
        guard let value = Double(text), value.isFinite else {
            throw unknown("priority", text, at: position, known: Array(PriorityNames.all.keys).sorted(),
                          context: " for \(what); expected a number from 1 to 1000 or required, high, low, fittingSize")
        }
        guard value >= 1, value <= 1000 else {
            throw error("a priority must be from 1 to 1000, got \(text)", at: position)
        }
        return LayoutPriority(Float(value))
    }

    /// Insets: one number for every edge, or a mapping of top/left/bottom/right,
    /// the edges not given keeping `base`'s.
    func insets(_ node: Node, _ what: String, base: EdgeInsets = .zero) throws -> EdgeInsets {
        if node.scalar != nil { return EdgeInsets(all: try length(node, what)) }
        var insets = base
        for entry in try mapping(node, what, allowed: ["top", "left", "bottom", "right"]) {
            let value = try length(entry.value, "\(what).\(entry.key)")
            switch entry.key {
            case "top": insets.top = value
            case "left": insets.left = value
            case "bottom": insets.bottom = value
            default: insets.right = value
            }
        }
        return insets
    }

    /// `40x40` (or `40×40`), or a mapping of width/height.
    func size(_ node: Node, _ what: String) throws -> (width: Double, height: Double) {
        if let text = node.scalar?.string {
            guard let size = SizeText.parse(text) else {
                throw error("expected a size like 375x667 for \(what), got '\(text)'", at: node)
            }
            try checkLength(max(size.width, size.height), what, text: text, at: position(of: node))
            return size
        }
        var size = (width: 0.0, height: 0.0)
        for entry in try mapping(node, what, allowed: ["width", "height"]) {
            let value = try length(entry.value, "\(what).\(entry.key)")
            if entry.key == "width" { size.width = value } else { size.height = value }
        }
        return size
    }
}

/// The names a priority may be given.
enum PriorityNames {
    static let all: [String: LayoutPriority] = [
        "required": .required, "high": .defaultHigh, "defaultHigh": .defaultHigh,
        "low": .defaultLow, "defaultLow": .defaultLow, "fittingSize": .fittingSizeLevel,
        "fittingSizeLevel": .fittingSizeLevel,
    ]
}

/// `375x667`: two finite, non-negative numbers joined by `x` or `×`.
enum SizeText {
    static func parse(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.replacingOccurrences(of: "×", with: "x").lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let width = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let height = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              width.isFinite, height.isFinite, width >= 0, height >= 0
        else { return nil }
        return (width, height)
    }
}
