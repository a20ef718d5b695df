import Foundation
import Layout

/// A laid-out scene as JSON, for tests and outside tools: the frame of every
/// view and guide, every constraint with its equation and status, and the
/// diagnostics. Format `trellis-layout/1`; keys are sorted so the same
/// layout always gives the same bytes.
public struct LayoutExport: Codable, Equatable, Sendable {
    /// A view, label or guide and where it ended up, in the root's coordinates.
    public struct Item: Codable, Equatable, Sendable {
        public var name: String
        /// `view`, `label` or `guide`.
        public var kind: String
        /// x, y, width, height.
        public var frame: [Double]
        /// The id of the element it came from (a storyboard's or xib's), if any.
        public var source: String?
    }

    /// A constraint of the last layout.
    public struct Constraint: Codable, Equatable, Sendable {
        public var identifier: String?
        /// The id of the element it came from, if any.
        public var source: String?
        /// `item.attribute ⋄ multiplier*item.attribute + constant`.
        public var equation: String
        public var priority: Double
        /// `satisfied`, `unsatisfied` or `broken`.
        public var status: String
        /// For an unsatisfied optional constraint: how far apart its sides are.
        public var shortfall: Double?
    }

    /// A conflict as UIKit reports it.
    public struct Conflict: Codable, Equatable, Sendable {
        public var constraints: [String]
        public var broken: String
        public var log: String
    }

    /// An item whose frame the constraints do not fix along one axis.
    public struct Ambiguity: Codable, Equatable, Sendable {
        public var item: String
        public var axis: String
        public var free: [FreeAttribute]
    }

    /// An attribute that can move, and how far where that is bounded.
    public struct FreeAttribute: Codable, Equatable, Sendable {
        public var attribute: String
        public var lower: Double?
        public var upper: Double?
    }

    public var format = "trellis-layout/1"
    public var size: [Double]
    public var items: [Item]
    public var constraints: [Constraint]
    public var conflicts: [Conflict]
    public var ambiguities: [Ambiguity]

    /// The export of `scene` as last laid out (call `layout()` first).
    /// `sources` gives the id of the document element an item or
    /// constraint came from (Interface Builder ids), for outside tools.
    public init(_ scene: Scene, sources: (AnyObject) -> String? = { _ in nil }) throws {
        size = [Double(scene.size.width), Double(scene.size.height)]
        items = scene.items.map { item in
            let kind = item is Label ? "label" : item is View ? "view" : "guide"
            let f = item.frame
            return Item(name: item.name, kind: kind, frame: [f.minX, f.minY, f.width, f.height].map(Double.init),
                        source: sources(item))
        }
        constraints = scene.constraintReports.map { report in
            var status = "satisfied"
            var shortfall: Double?
            switch report.status {
            case .satisfied: break
            case .unsatisfied(let by):
                status = "unsatisfied"
                shortfall = Double(by)
            case .broken: status = "broken"
            }
            return Constraint(
                identifier: report.constraint.identifier, source: sources(report.constraint),
                equation: report.constraint.relationDescription,
                priority: Double(report.constraint.priority.rawValue), status: status, shortfall: shortfall)
        }
        conflicts = scene.conflicts.map { conflict in
            Conflict(constraints: conflict.constraints.map(\.relationDescription),
                     broken: conflict.broken.relationDescription, log: conflict.log)
        }
        ambiguities = try scene.ambiguities().map { ambiguity in
            Ambiguity(
                item: ambiguity.item.name, axis: "\(ambiguity.axis)",
                free: ambiguity.freeAttributes.map {
                    FreeAttribute(attribute: "\($0.attribute)", lower: $0.lowerBound.map(Double.init), upper: $0.upperBound.map(Double.init))
                })
        }
    }

    /// The document as pretty-printed JSON with sorted keys.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
