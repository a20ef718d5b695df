import Foundation
import Layout

/// How a line is drawn.
public struct StrokeStyle: Hashable, Sendable {
    /// The line's colour.
    public var color: Color
    /// Its width in points.
    public var width: CGFloat
    /// Dash lengths, on and off alternately; empty for a solid line.
    public var dash: [CGFloat]

    /// A stroke of `color`, `width` points wide, solid unless `dash` is given.
    public init(color: Color, width: CGFloat, dash: [CGFloat] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }

    /// Whether the line is dashed.
    public var isDashed: Bool { !dash.isEmpty }
}

/// What a display item stands for, so tests and tools can find it without
/// reading pixels.
public enum DisplayRole: Hashable, Sendable {
    /// The root view's background and outline.
    case root
    /// A view's shape.
    case view(String)
    /// A view's name or a label's text.
    case viewName(String)
    /// A layout guide's outline and tint.
    case guide(String)
    /// A layout guide's name.
    case guideName(String)
    /// A hatched region: a guide drawn as a margin or dead area, or the
    /// area outside the safe area.
    case hatch(String)
    /// A bar the system draws over the root's edge (a navigation bar, a
    /// tab bar): its band and what it shows; the string says which bar.
    case bar(String)
    /// Content outside the root, marked as overflow.
    case overflow(String)
    /// Content past a scroll view's frame, which the scroll view scrolls to.
    case scrollContent(String)
    /// An alternative frame of an ambiguous item.
    case ambiguityGhost(String)
    /// Where a broken constraint wanted an item (`trellis explain`).
    case wantedFrame(String)
    /// The frame a document stored for a view, where it differs from the solved one.
    case misplaced(String)
    /// The line of a constraint's mark; the string is the constraint's
    /// ``LayoutConstraint/relationDescription``.
    case constraint(String)
    /// The label of a constraint's mark.
    case constraintLabel(String)
    /// A reference mark naming a size that other sizes are multiples of
    /// ("width" under the first view of a `width × 2` chain).
    case reference(String)
    /// The pale outline under a mark that keeps it visible on any fill.
    case halo
    /// A dashed ghost of where a constraint that does not hold wanted its
    /// item; the string is the constraint's relation.
    case wanted(String)
    /// The title, caption, legend or a grid cell's caption.
    case title, caption, legend, cellCaption
    /// A state's name in the strip under an animated picture.
    case stateName(String)
    /// The plate behind the current state's name in that strip.
    case currentState
    /// The badge of a container drawn at a summary level of detail
    /// ("14 constraints"); the string is the container's name.
    case summary(String)
}

/// A filled and/or stroked outline.
public struct ShapeItem: Hashable, Sendable {
    public var path: DiagramPath
    public var fill: Color?
    public var stroke: StrokeStyle?
    public var role: DisplayRole
    /// What the shape stands for in words (a constraint's equation, priority
    /// and status): an SVG `<title>`, a tooltip.
    public var title: String?
    /// Whether the shape is a label's leader, the thin line from its mark
    /// to the text that follows it (broken where it crosses other text).
    public var isLeader: Bool

    /// An outline filled with `fill` (if any) then stroked with `stroke` (if any).
    public init(path: DiagramPath, fill: Color?, stroke: StrokeStyle?, role: DisplayRole, title: String? = nil,
                isLeader: Bool = false)
    {
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.role = role
        self.title = title
        self.isLeader = isLeader
    }
}

/// A line of text, placed by its box.
public struct TextItem: Hashable, Sendable {
    /// The text (one line).
    public var text: String
    /// The box the text occupies: its advance wide and one line tall.
    public var box: CGRect
    /// The baseline's distance below the box's top.
    public var baseline: CGFloat
    public var fontSize: CGFloat
    public var bold: Bool
    public var color: Color
    /// A plate drawn behind the text so lines under it do not cross it.
    public var background: Color?
    public var role: DisplayRole
    /// What the text stands for where no shape says it (a size said in a
    /// label with no line: its constraint's equation, priority and status):
    /// an SVG `<title>`, a tooltip.
    public var title: String?

    /// One line of text in `box`, its baseline `baseline` below the box's top.
    public init(text: String, box: CGRect, baseline: CGFloat, fontSize: CGFloat, bold: Bool, color: Color,
                background: Color?, role: DisplayRole)
    {
        self.text = text
        self.box = box
        self.baseline = baseline
        self.fontSize = fontSize
        self.bold = bold
        self.color = color
        self.background = background
        self.role = role
    }
}

/// Parallel 45° lines across a region: margins, dead areas, the unsafe area.
public struct HatchItem: Hashable, Sendable {
    /// The region hatched.
    public var region: DiagramPath
    /// Distance between lines, along x.
    public var spacing: CGFloat
    public var stroke: StrokeStyle
    public var role: DisplayRole

    /// Lines `spacing` apart across `region`, stroked with `stroke`.
    public init(region: DiagramPath, spacing: CGFloat, stroke: StrokeStyle, role: DisplayRole) {
        self.region = region
        self.spacing = spacing
        self.stroke = stroke
        self.role = role
    }
}

/// Items drawn only inside a clip region.
public struct ClipItem: Hashable, Sendable {
    public var clip: DiagramPath
    public var items: [DisplayItem]

    /// `items`, drawn only inside `clip`.
    public init(clip: DiagramPath, items: [DisplayItem]) {
        self.clip = clip
        self.items = items
    }
}

/// One thing to paint. A display list is a flat sequence of these, back to front.
public indirect enum DisplayItem: Hashable, Sendable {
    case shape(ShapeItem)
    case text(TextItem)
    case hatch(HatchItem)
    case clipped(ClipItem)

    /// What the item stands for; nil for a clip group.
    public var role: DisplayRole? {
        switch self {
        case .shape(let s): s.role
        case .text(let t): t.role
        case .hatch(let h): h.role
        case .clipped: nil
        }
    }

    /// The area the item may paint on (strokes widened by half their width).
    public var bounds: CGRect {
        switch self {
        case .shape(let s):
            let pad = (s.stroke?.width ?? 0) / 2
            return s.path.bounds.insetBy(dx: -pad, dy: -pad)
        case .text(let t): return t.box
        case .hatch(let h): return h.region.bounds
        case .clipped(let c): return c.items.reduce(CGRect.null) { $0.union($1.bounds) }.intersection(c.clip.bounds)
        }
    }

    /// The same item moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> DisplayItem {
        switch self {
        case .shape(var s):
            s.path = s.path.offsetBy(dx: dx, dy: dy)
            return .shape(s)
        case .text(var t):
            t.box = t.box.offsetBy(dx: dx, dy: dy)
            return .text(t)
        case .hatch(var h):
            h.region = h.region.offsetBy(dx: dx, dy: dy)
            return .hatch(h)
        case .clipped(var c):
            c.clip = c.clip.offsetBy(dx: dx, dy: dy)
            c.items = c.items.map { $0.offsetBy(dx: dx, dy: dy) }
            return .clipped(c)
        }
    }
}
