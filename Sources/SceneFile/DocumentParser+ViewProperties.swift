import Foundation
import Layout
import Yams

/// The properties of a view entry: colour, shape, priorities, sizes, frame.
extension DocumentParser {
    func color(_ node: Node, _ what: String) throws -> Color {
        let text = try reader.string(node, what)
        guard let color = ColorNames.parse(text) else {
            if text.hasPrefix("#") {
                throw reader.error("expected a colour as #RRGGBB or #RRGGBBAA for \(what), got '\(text)'", at: node)
            }
            throw reader.unknown("colour", text, at: reader.position(of: node),
                                 known: ColorNames.named.keys.sorted(), context: " for \(what)")
        }
        return color
    }

    func shape(_ node: Node) throws -> Shape {
        let words = try reader.string(node, "shape").split(separator: " ").map(String.init)
        switch words.first {
        case "rectangle" where words.count == 1: return .rectangle
        case "oval" where words.count == 1: return .oval
        case "rounded" where words.count <= 2:
            let radius = words.count == 2 ? try reader.length(words[1], "the corner radius", at: reader.position(of: node)) : 8
            guard radius >= 0 else { throw reader.error("a corner radius cannot be negative", at: node) }
            return .roundedRectangle(cornerRadius: radius)
        default:
            throw reader.unknown("shape", words.joined(separator: " "), at: reader.position(of: node),
                                 known: ["rectangle", "oval", "rounded"], context: "; expected rectangle, oval or rounded RADIUS")
        }
    }

    func axisPriorities(_ node: Node, _ what: String) throws -> [LayoutConstraint.Axis: LayoutPriority] {
        if node.scalar != nil {
            let priority = try reader.priority(node, what)
            return [.horizontal: priority, .vertical: priority]
        }
        var result: [LayoutConstraint.Axis: LayoutPriority] = [:]
        for entry in try reader.mapping(node, what, allowed: ["horizontal", "vertical"]) {
            result[entry.key == "horizontal" ? .horizontal : .vertical] = try reader.priority(entry.value, "\(what).\(entry.key)")
        }
        return result
    }

    /// A label's most lines: a whole number from 0 (no limit) to
    /// ``SceneFileLimits/maxLines``, as `UILabel.numberOfLines`.
    func lines(_ node: Node, _ what: String) throws -> Int {
        let value = try reader.number(node, what)
        guard value == value.rounded(), (0...Double(SceneFileLimits.maxLines)).contains(value) else {
            throw reader.error("lines must be a whole number from 0 (no limit) to \(SceneFileLimits.format(SceneFileLimits.maxLines)), "
                               + "got \(node.scalar?.string ?? String(value))", at: node)
        }
        return Int(value)
    }

    func intrinsicSize(_ node: Node, _ what: String) throws -> CGSize {
        if node.scalar != nil {
            let size = try reader.size(node, what)
            return CGSize(width: size.width, height: size.height)
        }
        var size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        for entry in try reader.mapping(node, what, allowed: ["width", "height"]) {
            let value = try reader.length(entry.value, "\(what).\(entry.key)")
            guard value >= 0 else { throw reader.error("an intrinsic size cannot be negative", at: entry.value) }
            if entry.key == "width" { size.width = value } else { size.height = value }
        }
        return size
    }

    func frame(_ node: Node, _ what: String) throws -> CGRect {
        var values = ["x": 0.0, "y": 0.0, "width": 0.0, "height": 0.0]
        for entry in try reader.mapping(node, what, allowed: ["x", "y", "width", "height"]) {
            values[entry.key] = try reader.length(entry.value, "\(what).\(entry.key)")
        }
        return CGRect(x: values["x"] ?? 0, y: values["y"] ?? 0, width: values["width"] ?? 0, height: values["height"] ?? 0)
    }

    /// `stack: vertical`, or `stack: {axis: vertical, distribution: fillEqually, alignment: center,
    /// spacing: 8, baselineRelative: true, marginsRelative: true}`.
    func stack(_ node: Node, _ what: String) throws -> StackSpec {
        var spec = StackSpec()
        func axis(_ value: Node) throws -> LayoutConstraint.Axis {
            switch try reader.string(value, "\(what).axis") {
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            case let other:
                throw reader.unknown("axis", other, at: reader.position(of: value), known: ["horizontal", "vertical"], context: "")
            }
        }
        if node.scalar != nil {
            spec.axis = try axis(node)
            return spec
        }
        let keys = ["axis", "distribution", "alignment", "spacing", "baselineRelative", "marginsRelative"]
        for entry in try reader.mapping(node, what, allowed: keys) {
            switch entry.key {
            case "axis": spec.axis = try axis(entry.value)
            case "distribution":
                let text = try reader.string(entry.value, "\(what).distribution")
                guard let value = StackView.Distribution(rawValue: text) else {
                    throw reader.unknown("distribution", text, at: reader.position(of: entry.value),
                                         known: StackView.Distribution.allCases.map(\.rawValue), context: "")
                }
                spec.distribution = value
            case "alignment":
                let text = try reader.string(entry.value, "\(what).alignment")
                let names: [String: StackView.Alignment] = [
                    "fill": .fill, "leading": .leading, "top": .leading, "center": .center, "trailing": .trailing,
                    "bottom": .trailing, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
                ]
                guard let value = names[text] else {
                    throw reader.unknown("alignment", text, at: reader.position(of: entry.value),
                                         known: names.keys.sorted(), context: "")
                }
                spec.alignment = value
            case "spacing":
                let value = try reader.length(entry.value, "\(what).spacing")
                spec.spacing = Double(value)
            case "baselineRelative": spec.baselineRelative = try reader.bool(entry.value, "\(what).baselineRelative")
            default: spec.marginsRelative = try reader.bool(entry.value, "\(what).marginsRelative")
            }
        }
        return spec
    }
}
