/// How a scene file asks to be drawn: plain data for the diagram, which
/// SceneFile does not know. Item names are those the scene's items carry
/// (`indicatorPosition`, `root.safeAreaLayoutGuide`), so the diagram can look
/// them up directly.
public struct DiagramHints: Hashable, Sendable {
    /// Which constraints get marks.
    public enum ConstraintMarks: String, Hashable, Sendable, CaseIterable {
        /// Every constraint the file made.
        case all
        /// Those involving a ``DiagramHints/focus`` item.
        case focus
        /// None.
        case none
    }

    /// A line above the picture.
    public var title: String?
    /// A line (or lines) below it.
    public var caption: String?
    /// The items the picture is about.
    public var focus: [String] = []
    /// Whether a legend of line styles is drawn.
    public var legend = false
    /// Guides drawn in the highlight colour (blue).
    public var highlightedGuides: [String] = []
    /// Guides drawn hatched: margins, dead areas.
    public var hatchedGuides: [String] = []
    /// Items left out of the picture.
    public var hiddenItems: [String] = []
    /// The kinds of constraint mark drawn (`sizes`, `spacings`, `alignments`);
    /// empty for all.
    public var marks: [String] = []
    /// The names `marks` accepts.
    public static let markKinds = ["sizes", "spacings", "alignments"]
    /// A style name for the diagram to interpret.
    public var style: String?
    /// Which constraints are drawn; nil leaves it to the diagram.
    public var constraints: ConstraintMarks?

    /// Whether constraints are drawn at all; nil when the file does not say.
    /// Setting true means all, false none.
    public var showsConstraints: Bool? {
        get { constraints.map { $0 != .none } }
        set { constraints = newValue.map { $0 ? .all : .none } }
    }

    /// No hints: the diagram's defaults.
    public init() {}
}
