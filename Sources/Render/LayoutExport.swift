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

    /// A bar the system draws over the root (``Layout/ScreenBar``) and what it holds.
    public struct Bar: Codable, Equatable, Sendable {
        /// `navigation`, `toolbar` or `tabs`.
        public var kind: String
        /// x, y, width, height, in the root's coordinates.
        public var frame: [Double]
        public var title: String?
        /// A navigation bar's back button's title.
        public var back: String?
        /// A navigation bar's items at each end, from the edge inwards; a
        /// toolbar's items (`~` a flexible space) and a tab bar's tabs. Each
        /// item is its words, else its symbol, else its image's name.
        public var leading: [String]?
        public var trailing: [String]?
        public var items: [String]?
        /// The selected tab's index.
        public var selected: Int?
    }

    public var format = "trellis-layout/1"
    public var size: [Double]
    public var items: [Item]
    public var constraints: [Constraint]
    public var conflicts: [Conflict]
    public var ambiguities: [Ambiguity]
    /// The scene's screen bars; absent where it has none.
    public var bars: [Bar]?

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
        bars = scene.screenBars.isEmpty ? nil : scene.screenBars.map(Self.bar)
        ambiguities = try scene.ambiguities().map { ambiguity in
            Ambiguity(
                item: ambiguity.item.name, axis: "\(ambiguity.axis)",
                free: ambiguity.freeAttributes.map {
                    FreeAttribute(attribute: "\($0.attribute)", lower: $0.lowerBound.map(Double.init), upper: $0.upperBound.map(Double.init))
                })
        }
    }

    private static func bar(_ bar: ScreenBar) -> Bar {
        let content = bar.content
        func words(_ items: [BarItem]) -> [String]? {
            let words = items.filter { !$0.isBackButton }.map { item -> String in
                if item.space != nil { return "~" }
                return [item.title, item.glyph, item.image].compactMap { $0 }.first { !$0.isEmpty } ?? ""
            }
            return words.isEmpty ? nil : words
        }
        let f = bar.frame
        return Bar(kind: "\(content.kind)", frame: [f.minX, f.minY, f.width, f.height].map(Double.init), title: content.title,
                   back: content.leadingItems.first { $0.isBackButton }?.title, leading: words(content.leadingItems),
                   trailing: words(content.trailingItems), items: words(content.items), selected: content.selectedItem)
    }

    /// The document as pretty-printed JSON with sorted keys.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
