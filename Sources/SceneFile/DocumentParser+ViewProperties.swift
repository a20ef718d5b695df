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
}
