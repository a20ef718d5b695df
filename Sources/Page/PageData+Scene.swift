import Foundation
import Layout

/// Where the things of a scene came from, as the page shows it: a scene
/// file's line, a storyboard's element, a log's line.
public struct PageSources {
    /// Where a view, guide or constraint was written (`scene.yaml:12:5`).
    public var place: (AnyObject) -> String?
    /// A constraint as its source wrote it, when that differs from UIKit's notation.
    public var written: (LayoutConstraint) -> String?

    /// Sources from two closures; none by default.
    public init(place: @escaping (AnyObject) -> String? = { _ in nil },
                written: @escaping (LayoutConstraint) -> String? = { _ in nil })
    {
        self.place = place
        self.written = written
    }
}

/// A view whose frame in the document differs from the solved one: what
/// Interface Builder calls misplaced.
public struct MisplacedView: Sendable {
    public var name: String
    /// `y 120 → 128`.
    public var difference: String

    public init(name: String, difference: String) {
        self.name = name
        self.difference = difference
    }
}

extension PageData.Frame {
    /// The frame of `scene` as last laid out (call `layout()` first): its
    /// items, every constraint of the layout with its status, and its
    /// conflicts, ambiguities and `misplaced` views.
    public init(scene: Scene, id: String, size: String, state: String?, sources: PageSources = PageSources(),
                misplaced: [MisplacedView] = []) throws
    {
        let reports = scene.constraintReports
        var index: [ObjectIdentifier: Int] = [:]
        var onItem: [String: [Int]] = [:]
        let constraints = reports.enumerated().map { offset, report in
            let constraint = report.constraint
            index[ObjectIdentifier(constraint)] = offset
            let items = [constraint.firstItem?.name, constraint.secondItem?.name].compactMap { $0 }
            for name in Set(items) { onItem[name, default: []].append(offset) }
            var status = "satisfied"
            var shortfall: Double?
            switch report.status {
            case .satisfied: break
            case .unsatisfied(let by):
                status = "unsatisfied"
                shortfall = (Double(by) * 100).rounded() / 100
            case .broken: status = "broken"
            }
            return PageData.Constraint(
                mark: constraint.relationDescription, written: sources.written(constraint), identifier: constraint.identifier,
                kind: "\(constraint.kind)", priority: Double(constraint.priority.rawValue), status: status,
                shortfall: shortfall, items: items, source: sources.place(constraint))
        }
        let views = scene.items.map { item in
            let kind = item is Label ? "label" : item is View ? "view" : "guide"
            let f = item.frame
            return PageData.Item(name: item.name, kind: kind,
                                 frame: [f.minX, f.minY, f.width, f.height].map { (Double($0) * 100).rounded() / 100 },
                                 source: sources.place(item), constraints: onItem[item.name] ?? [])
        }
        var diagnostics: [PageData.Diagnostic] = scene.conflicts.map { conflict in
            let members = conflict.constraints.compactMap { index[ObjectIdentifier($0)] }
            var items: [String] = []
            for constraint in [conflict.broken] + conflict.constraints {
                for name in [constraint.firstItem?.name, constraint.secondItem?.name].compactMap({ $0 }) where !items.contains(name) {
                    items.append(name)
                }
            }
            return PageData.Diagnostic(
                kind: "conflict", message: "\(conflict.broken.relationDescription) was broken to satisfy the others",
                detail: conflict.log, items: items, constraints: members,
                source: ([conflict.broken] + conflict.constraints).lazy.compactMap(sources.place).first)
        }
        diagnostics += try scene.ambiguities().map { ambiguity in
            let free = ambiguity.freeAttributes.map { attribute in
                let bounds = [attribute.lowerBound.map { "from \(Self.number($0))" }, attribute.upperBound.map { "to \(Self.number($0))" }]
                    .compactMap { $0 }
                return "\(attribute.attribute)" + (bounds.isEmpty ? " (unbounded)" : " " + bounds.joined(separator: " "))
            }
            return PageData.Diagnostic(
                kind: "ambiguity",
                message: "'\(ambiguity.item.name)' is ambiguous \(ambiguity.axis)ly: free "
                    + ambiguity.freeAttributes.map { "\($0.attribute)" }.joined(separator: ", "),
                detail: free.joined(separator: "; "), items: [ambiguity.item.name],
                constraints: onItem[ambiguity.item.name] ?? [], source: sources.place(ambiguity.item))
        }
        diagnostics += misplaced.map { view in
            PageData.Diagnostic(kind: "misplaced", message: "Frame for '\(view.name)' will be different at run time: \(view.difference)",
                                items: [view.name], constraints: onItem[view.name] ?? [],
                                source: scene.items.first { $0.name == view.name }.flatMap(sources.place))
        }
        self.init(id: id, size: size, state: state, root: scene.root.name, views: views, constraints: constraints,
                  diagnostics: diagnostics)
    }

    /// A coordinate as the panel shows it: at most two decimals.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
