import Foundation
import Layout
import Yams

/// Reads one line of Apple's Visual Format Language in a scene file into
/// constraints: Layout's ``VisualFormatLine`` parses it, and this resolves
/// its names against the file's views and metrics, its numbers and
/// priorities against the file's limits, and places every error at its
/// line and column.
struct VisualFormatParser {
    /// What an alignment option lines up, and the direction options.
    static var optionNames: [String] { VisualFormatLine.optionNames }

    let reader: YAMLReader
    let node: Node
    let text: String
    let names: NameTable
    let metrics: [String: Double]
    /// Attributes every pair of neighbouring views is aligned on.
    var alignments: [LayoutConstraint.Attribute] = []
    /// Whether horizontal lines use left/right rather than leading/trailing.
    var leftToRight = false

    init(reader: YAMLReader, node: Node, text: String, names: NameTable, metrics: [String: Double]) {
        self.reader = reader
        self.node = node
        self.text = text
        self.names = names
        self.metrics = metrics
    }

    private func position(_ offset: Int) -> SourcePosition { reader.position(in: node, offset: offset) }

    func parse() throws -> [ConstraintSpec] {
        let line: VisualFormatLine
        do {
            line = try VisualFormatLine(parsing: text)
        } catch {
            throw reader.error(error.message, at: position(error.offset))
        }
        for (index, view) in line.views.enumerated() {
            guard names.views[view.name] != nil else {
                if names.guides[view.name] != nil {
                    throw reader.error("'\(view.name)' is a layout guide; the visual format relates views", at: position(view.offset))
                }
                throw reader.unknown("view", view.name, at: position(view.offset), known: Array(names.views.keys).sorted(),
                                     context: " in visual format")
            }
            guard index < SceneFileLimits.maxVisualFormatViews else {
                throw reader.error("a visual format line may have at most \(SceneFileLimits.format(SceneFileLimits.maxVisualFormatViews)) views",
                                   at: position(view.offset))
            }
        }
        // The superview: that of the first view; '|' needs every view to share it.
        let superview: String?? = line.views.first.flatMap { names.views[$0.name] }
        if line.mentionsSuperview {
            for view in line.views where names.views[view.name] != superview {
                throw reader.error("'\(view.name)' is not in the same superview as '\(line.views[0].name)', so '|' means no one view",
                                   at: position(view.offset))
            }
        }
        let relations: [VisualFormatLine.Relation]
        do {
            relations = try line.relations(leftToRight: leftToRight, alignments: alignments) { metrics[$0] == nil && names.views[$0] != nil }
        } catch {
            throw reader.error("a visual format needs a view between two '|'", at: position(error.offset))
        }
        return try relations.map { relation in
            func reference(_ item: VisualFormatLine.Item) -> ItemReference {
                switch item {
                case .superview: .view(superview ?? nil)
                case let .view(name): .view(name)
                }
            }
            var spec = ConstraintSpec(first: reference(relation.first), firstAttribute: relation.firstAttribute,
                                      relation: .equal, second: relation.second.map(reference),
                                      secondAttribute: relation.secondAttribute, constant: relation.constant,
                                      position: position(relation.offset))
            if let p = relation.predicate {
                spec.relation = p.relation
                if !relation.relatesSizes {
                    spec.constant = try constant(p, sizeOfView: relation.second == nil)
                }
                spec.priority = try priority(p)
            }
            return spec
        }
    }

    /// The predicate's number or metric.
    private func constant(_ p: VisualFormatLine.Predicate, sizeOfView: Bool) throws -> Double {
        switch p.value {
        case let .number(text):
            let negative = text.hasPrefix("-")
            let digits = negative ? String(text.dropFirst()) : text
            let value = try reader.number(digits, "the visual format", at: position(p.valueOffset))
            try reader.checkLength(negative ? -value : value, "a constant", text: text, at: position(p.valueOffset))
            return negative ? -value : value
        case let .name(name):
            if let metric = metrics[name] { return metric }
            let known = Array(metrics.keys).sorted() + (sizeOfView ? Array(names.views.keys).sorted() : [])
            throw reader.unknown(sizeOfView ? "metric or view" : "metric", name, at: position(p.valueOffset),
                                 known: known, context: " in visual format")
        }
    }

    /// The predicate's priority, required unless given.
    private func priority(_ p: VisualFormatLine.Predicate) throws -> LayoutPriority {
        switch p.priority {
        case nil: return .required
        case let .number(text)?:
            return try reader.priority(text, "the visual format", at: position(p.priorityOffset))
        case let .name(name)?:
            guard let metric = metrics[name] else {
                throw reader.unknown("metric", name, at: position(p.priorityOffset), known: Array(metrics.keys).sorted(),
                                     context: " in visual format")
            }
            return try reader.priority(SizeName.format(metric), "the visual format", at: position(p.priorityOffset))
        }
    }
}
