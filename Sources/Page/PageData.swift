import Foundation

/// What an interactive page knows beside its pictures, as the JSON block
/// `<script type="application/json" id="trellis-data">` carries it
/// (format `trellis-page/1`): for every picture (a size and state of the
/// scene), its views, its constraints with their status and source, and
/// its diagnostics. Keys are sorted, so the same layout gives the same bytes.
public struct PageData: Codable, Equatable, Sendable {
    public var format = "trellis-page/1"
    /// The page's title: the scene's name.
    public var title: String
    /// One per picture, in the order the switcher offers them.
    public var frames: [Frame]

    public init(title: String, frames: [Frame]) {
        self.title = title
        self.frames = frames
    }

    /// One picture: a size and state of the scene, laid out.
    public struct Frame: Codable, Equatable, Sendable {
        /// The id of its `<svg>` element.
        public var id: String
        /// The size's name (`iPhone 15`, `320x120`).
        public var size: String
        /// The state's name, if the scene has states.
        public var state: String?
        /// The root view's name: constraints to it highlight the picture's root.
        public var root: String
        public var views: [Item]
        public var constraints: [Constraint]
        public var diagnostics: [Diagnostic]

        public init(id: String, size: String, state: String?, root: String, views: [Item], constraints: [Constraint],
                    diagnostics: [Diagnostic])
        {
            self.id = id
            self.size = size
            self.state = state
            self.root = root
            self.views = views
            self.constraints = constraints
            self.diagnostics = diagnostics
        }

        /// What the switcher calls it: the size, and the state if any.
        public var caption: String { state.map { "\(size), \($0)" } ?? size }
    }

    /// A view, label or guide.
    public struct Item: Codable, Equatable, Sendable {
        public var name: String
        /// `view`, `label` or `guide`.
        public var kind: String
        /// x, y, width, height in the root's coordinates.
        public var frame: [Double]
        /// Where it was declared: `scene.yaml:7:5`, a storyboard element.
        public var source: String?
        /// The indices, in ``Frame/constraints``, of the constraints on it.
        public var constraints: [Int]

        public init(name: String, kind: String, frame: [Double], source: String?, constraints: [Int]) {
            self.name = name
            self.kind = kind
            self.frame = frame
            self.source = source
            self.constraints = constraints
        }
    }

    /// A constraint of the layout and how it fared.
    public struct Constraint: Codable, Equatable, Sendable {
        /// Its `data-constraint` in the picture: the equation in UIKit's notation.
        public var mark: String
        /// The equation as the source wrote it (a scene file's line), when known.
        public var written: String?
        public var identifier: String?
        /// `explicit`, or what implied it: `contentHugging`, `autoresizingMask`, …
        public var kind: String
        public var priority: Double
        /// `satisfied`, `unsatisfied` or `broken`.
        public var status: String
        /// How far apart the sides of an unsatisfied constraint are, in points.
        public var shortfall: Double?
        /// The names of the items it relates, first item first.
        public var items: [String]
        /// Where it was written: `scene.yaml:12:5`, a storyboard element, a log line.
        public var source: String?

        public init(mark: String, written: String?, identifier: String?, kind: String, priority: Double, status: String,
                    shortfall: Double?, items: [String], source: String?)
        {
            self.mark = mark
            self.written = written
            self.identifier = identifier
            self.kind = kind
            self.priority = priority
            self.status = status
            self.shortfall = shortfall
            self.items = items
            self.source = source
        }
    }

    /// Something wrong with the layout, and what it names.
    public struct Diagnostic: Codable, Equatable, Sendable {
        /// `conflict`, `ambiguity` or `misplaced`.
        public var kind: String
        /// One line about it.
        public var message: String
        /// The longer text: UIKit's log of a conflict, the free ranges of an ambiguity.
        public var detail: String?
        /// The items it names; selecting the entry selects the first.
        public var items: [String]
        /// The indices, in ``Frame/constraints``, of the constraints it names.
        public var constraints: [Int]
        /// Where it points in the source, if anywhere.
        public var source: String?

        public init(kind: String, message: String, detail: String? = nil, items: [String], constraints: [Int] = [],
                    source: String? = nil)
        {
            self.kind = kind
            self.message = message
            self.detail = detail
            self.items = items
            self.constraints = constraints
            self.source = source
        }
    }

    /// The JSON: compact, keys sorted, and `<` written `\u003c` so that no
    /// text in it can close the `<script>` element it sits in.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(self), as: UTF8.self)
        return text.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
