import Foundation
import Layout

/// What a diagram shows besides the views.
public struct DiagramOptions: Sendable {
    /// Which constraints get marks.
    public enum Annotations: Hashable, Sendable {
        /// Every constraint you made.
        case all
        /// Those that involve one of the named views or guides.
        case focus([String])
        /// None: the views and guides alone.
        case none
    }

    /// A line above the picture.
    public var title: String?
    /// A line (or lines, split at `"\n"`) below it.
    public var caption: String?
    /// Which constraints are drawn.
    public var annotations: Annotations = .all
    /// Which kinds of constraint get marks.
    public var markKinds: MarkKinds = .all
    /// How much of a dense scene is drawn: at ``Detail/auto`` a container
    /// whose constraints cannot all be drawn readably (a label with no room,
    /// a mark through a name or text) gets a badge counting them instead;
    /// ``Detail/full`` draws every one. A focus is always drawn in full.
    public var detail: Detail = .auto
    /// How the caption tells a reader to see a summarised container's
    /// constraints (a command line names its options here).
    public var summaryHint = "focus on one of their views, or draw at full detail, to see them"
    /// Views and guides left out of the picture (their constraints too).
    public var hiddenItems: Set<String> = []
    /// Whether a legend of the line styles goes under the picture.
    public var legend = false
    /// Guides drawn in the highlight colour (the blue guide of the slider).
    public var highlightedGuides: Set<String> = []
    /// Guides drawn hatched, as margins and dead areas.
    public var hatchedGuides: Set<String> = []
    /// Whether layout guides are drawn at all.
    public var showsGuides = true
    /// Whether ambiguous items get dashed ghosts of their other possible frames.
    public var showsAmbiguity = true
    /// Notes on particular constraints' marks (numbers, emphasis, "wants 50,
    /// gets 28"), by the constraint's `ObjectIdentifier`.
    public var constraintNotes: [ObjectIdentifier: ConstraintNote] = [:]
    /// How many circled numbers the caller's own notes take (①, ② and ③ of
    /// a conflict's constraints): the layer's numbers (misplaced frames,
    /// names too crowded to be written) go on from the next, so that no
    /// number keys two things.
    public var circledNumbersTaken = 0
    /// Frames drawn dashed in the broken colour: where broken constraints wanted their items.
    public var wantedFrames: [WantedFrame] = []
    /// Frames a document stored that differ from the solved ones (Interface
    /// Builder's "misplaced" views): each drawn as an orange dashed outline
    /// with the difference.
    public var misplacedFrames: [MisplacedFrame] = []
    /// How large the scene's geometry is drawn (0.5: half size), while text
    /// and lines keep their size: cells of a sheet are drawn small so that
    /// the sheet fits a column and its text still reads.
    public var sceneScale: CGFloat = 1
    /// Whether a name too big for its item is placed beside it (true) or
    /// left out (false: the cells of a sheet, where names beside small items
    /// would crowd their neighbours).
    public var namesOutsideItems = true
    /// With a focus, whether the views and guides that are neither focused
    /// nor tied to a focused item by a drawn constraint are faded and left
    /// unnamed, so that a dense scene shows the focus and its neighbours.
    public var fadesUnfocused = false
    /// Items drawn faded and unnamed (set from the focus when
    /// ``fadesUnfocused``; may be set directly).
    public var fadedItems: Set<String> = []
    /// Measures the diagram's own text (names, annotations). The renderer
    /// passes one backed by its font so that boxes match the ink.
    public var textMeasurer: any TextMeasurer = DeterministicTextMeasurer()
    /// Measures bold text (the title).
    public var boldTextMeasurer: any TextMeasurer = DeterministicTextMeasurer()

    /// The defaults: every constraint, guides shown, no title, no legend.
    public init() {}
}

/// A stored frame that differs from the solved one.
public struct MisplacedFrame: Hashable, Sendable {
    /// The view's name.
    public var name: String
    /// The stored frame, in the root's coordinates.
    public var frame: CGRect
    /// What differs: "y 120 → 128".
    public var difference: String

    /// Creates a misplaced frame.
    public init(name: String, frame: CGRect, difference: String) {
        self.name = name
        self.frame = frame
        self.difference = difference
    }
}

/// Kinds of constraint mark, to thin out a busy picture.
public struct MarkKinds: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Widths and heights: I-bars across an item.
    public static let sizes = MarkKinds(rawValue: 1)
    /// Distances between edges: I-bars across a gap.
    public static let spacings = MarkKinds(rawValue: 2)
    /// Edges or centres that coincide: plain lines.
    public static let alignments = MarkKinds(rawValue: 4)
    /// Every kind.
    public static let all: MarkKinds = [.sizes, .spacings, .alignments]
}
