import Foundation
import Layout

/// Turns constraints into marks drawn where they act, in Interface Builder's
/// manner: dimension lines for sizes, I-bars for spacings, lines for
/// alignments. Each mark takes a lane clear of the others, of view edges and
/// of text (see ``MarkLanes``); where a constraint does not hold, a dashed
/// ghost shows where it wanted its item.
struct ConstraintMarker {
    let scene: Scene
    let style: Style
    let geometry: AttributeGeometry
    /// The constraints being drawn, for the labels of size chains.
    let constraints: [LayoutConstraint]
    /// Constraints declared more than once, drawn once (``RepeatedConstraints``).
    let repeated: RepeatedConstraints
    /// Which kinds of mark to make.
    let kinds: MarkKinds
    /// Where marks may still go.
    var lanes: MarkLanes
    /// Constraints of a conflicting set (the broken one included): all are
    /// drawn in the broken colour, since removing any one would do.
    let conflicting: Set<ObjectIdentifier>
    /// Notes on particular constraints' marks (`trellis explain`'s numbers and emphasis).
    var notes: [ObjectIdentifier: ConstraintNote] = [:]
    /// The size a label's text is set at, where a mark must know whether it
    /// fits somewhere (a size's label with no line, inside its item).
    var labelSize: ((String) -> CGSize)?
    /// The constraints that could define an item's attribute as a multiple
    /// of another's, by item and attribute: looked up for every size mark and
    /// every link of its chain, so a scan of all constraints each time would
    /// make a chain of 5,000 views cost minutes.
    let ratioCandidates: [RatioKey: [LayoutConstraint]]
    /// Letters pairing equal sizes where an axis has several sets of them.
    let equalSizeTags: EqualSizeTags
    /// Items whose width and height are both numbers, said as one where the item is small.
    let fixedSizes: FixedSizes
    /// By item, whether its fixed size was said as one (``FixedSizes``):
    /// decided at the first of its two constraints, for both.
    var fixedSizesSaid: [ObjectIdentifier: Bool] = [:]
    /// Every constraint's status, read once by ``marks()``.
    var statuses: [ObjectIdentifier: ConstraintStatus] = [:]
    /// The items already carrying an `=` of a plain, satisfied equal-size
    /// constraint, by axis and label: another constraint of the same set
    /// adds no second `=` on them (see ``sizeMarks(_:first:axis:status:)``).
    var equalSizeBars: Set<EqualSizeBar> = []
    /// The labels already on each line alignments share, by its tag: a
    /// second alignment on that line with the same label adds none.
    var labelledLines: [Int: [String]] = [:]
    struct EqualSizeBar: Hashable {
        let item: ObjectIdentifier
        let axis: LayoutConstraint.Axis
        let label: String
    }
    struct RatioKey: Hashable {
        let item: ObjectIdentifier
        let attribute: LayoutConstraint.Attribute
    }

    init(scene: Scene, style: Style, constraints given: [LayoutConstraint], kinds: MarkKinds = .all, texts: [CGRect] = []) {
        self.scene = scene
        self.kinds = kinds
        self.style = style
        self.geometry = AttributeGeometry(scene: scene)
        repeated = RepeatedConstraints(given)
        self.constraints = given
        // A repeat would make a multiple look ambiguous, and add a set of equal sizes.
        let constraints = repeated.unique
        ratioCandidates = Dictionary(grouping: constraints.filter {
            $0.relation == .equal && $0.secondAttribute == $0.firstAttribute && $0.secondItem != nil && $0.secondItem !== $0.firstItem
        }, by: { RatioKey(item: ObjectIdentifier($0.firstItem!), attribute: $0.firstAttribute) })
        equalSizeTags = EqualSizeTags(constraints: constraints)
        fixedSizes = FixedSizes(constraints: constraints)
        let views = scene.items.compactMap { $0 as? View }.filter { !$0.frame.isEmpty && $0.frame.width.isFinite }
        let guides = scene.items.compactMap { $0 as? LayoutGuide }.filter { !$0.isSystemGuide }.map(\.layoutFrame)
        lanes = MarkLanes(frames: views.map(\.frame) + guides.filter { $0.width.isFinite && $0.height.isFinite },
                          views: views.filter { $0 !== scene.root }.map { (ObjectIdentifier($0), $0.frame) }, texts: texts)
        conflicting = Set(scene.conflicts.flatMap { $0.constraints.map(ObjectIdentifier.init) })
    }

    /// The marks: alignments first (their place is fixed), then the
    /// reference sizes others are multiples of, then sizes and spacings in
    /// activation order, each in the first lane clear of those before.
    mutating func marks() -> [ConstraintMark] {
        // Every status from one bulk read of the solution: asked one by one,
        // each walks the solver's chains of definitions again.
        statuses = Dictionary(scene.constraintReports.map { (ObjectIdentifier($0.constraint), $0.status) },
                              uniquingKeysWith: { a, _ in a })
        // A repeat is drawn by the constraint it repeats, unless it carries
        // a note of its own (a numbered member of a conflict in `trellis explain`).
        let drawn = constraints.filter { !repeated.isRepeat($0) || notes[ObjectIdentifier($0)] != nil }
        let statuses = drawn.map { self.statuses[ObjectIdentifier($0)] }
        var marks: [ConstraintMark] = []
        for (constraint, status) in zip(drawn, statuses) where isAlignment(constraint) && kinds.contains(.alignments) {
            guard let status, let mark = mark(for: constraint, status: status),
                  let noted = annotated(tagged(mark, constraint, status), constraint) else { continue }
            keepOffGhosts(in: noted)
            marks += noted
        }
        if kinds.contains(.sizes) { marks += references() }
        for (constraint, status) in zip(drawn, statuses) where !isAlignment(constraint) {
            guard let status, let mark = mark(for: constraint, status: status),
                  let noted = annotated(tagged(mark, constraint, status), constraint)?.filter({ kinds.contains($0.kind) })
            else { continue }
            keepOffGhosts(in: noted)
            marks += noted
        }
        return marks.map(cutAroundText)
    }

    /// Keeps the marks drawn after `marks` off the sides of their ghosts
    /// (the constraint's own marks are placed by then: a broken spacing's
    /// bar may end on its ghost's side).
    private mutating func keepOffGhosts(in marks: [ConstraintMark]) {
        for mark in marks where mark.role.isWanted {
            for line in mark.lines { lanes.addGhost(line.bounds) }
        }
    }

    /// Keeps every mark off the sides of `outlines`: ghosts drawn over the
    /// marks (``DiagramOptions/wantedFrames``), whose dashed sides a dashed
    /// bar beside them would merge with.
    mutating func keepOffGhosts(_ outlines: [CGRect]) {
        for outline in outlines { lanes.addGhost(outline) }
    }

    /// A constraint's marks with its note applied (nil when the note hides
    /// it). The note's words go on the constraint's own label, on the
    /// first mark that has one and is not a ghost of where it wanted its
    /// item (a broken spacing is drawn as its ghost, then its bar; a
    /// broken alignment as its line, unlabelled, then the bar saying how
    /// far off it is): the second bar of an equal-size pair repeats the
    /// first's label, and a ghost has none.
    private func annotated(_ mark: [ConstraintMark], _ constraint: LayoutConstraint) -> [ConstraintMark]? {
        guard let note = notes[ObjectIdentifier(constraint)] else { return mark }
        if note.hidden { return nil }
        let mark = note.showsGhost ? mark : mark.filter { !$0.role.isWanted }
        let worded = mark.firstIndex { !$0.role.isWanted && $0.label != nil } ?? mark.firstIndex { !$0.role.isWanted } ?? 0
        return mark.enumerated().map { note.apply(to: $1, style: style, isReference: $0 != worded) }
    }

    /// A constraint's marks, saying which constraint they draw, the views it
    /// names and whether it does not hold.
    private func tagged(_ mark: [ConstraintMark], _ constraint: LayoutConstraint, _ status: ConstraintStatus) -> [ConstraintMark] {
        let related = Self.relatedViews(of: constraint)
        var unsatisfied = false
        if case .unsatisfied = status { unsatisfied = true }
        var repeats = repeated.suffix(for: constraint)
        if !repeats.isEmpty, notes[ObjectIdentifier(constraint)] != nil { repeats = "" }
        return mark.map { part in
            var part = part
            part.constraint = ObjectIdentifier(constraint)
            part.relatedViews = related
            if unsatisfied { part.unsatisfied = true }
            if !conflictNote(constraint, status).isEmpty { part.inConflict = true }
            if status == .broken { part.broken = true }
            if !repeats.isEmpty {
                part.label = part.label.map { $0 + repeats }
                part.shortLabel = part.shortLabel.map { $0 + repeats }
                part.alone = part.alone.map { ($0.label + repeats, $0.frame) }
            }
            return part
        }
    }

    /// The views `constraint` names, a guide standing for its owning view.
    static func relatedViews(of constraint: LayoutConstraint) -> [ObjectIdentifier] {
        [constraint.firstItem, constraint.secondItem].compactMap { item -> ObjectIdentifier? in
            if let view = item as? View { return ObjectIdentifier(view) }
            return (item as? LayoutGuide)?.owningView.map(ObjectIdentifier.init)
        }
    }

    /// An edge or centre tied to an edge or centre of another item with no
    /// offset (`knob.centerX == indicator.trailing`): drawn on the line itself.
    func isAlignment(_ constraint: LayoutConstraint) -> Bool {
        constraint.firstAttribute.isLocation && constraint.secondItem != nil && constraint.multiplier == 1
            && constraint.constant == 0
    }

    /// The mark with every straight line cut where it would cross a name or text.
    private func cutAroundText(_ mark: ConstraintMark) -> ConstraintMark {
        var mark = mark
        if mark.role.isWanted {
            mark.lines = mark.lines.flatMap(ghostAroundText)
            return mark
        }
        var crosses = false
        mark.lines = mark.lines.flatMap { path -> [DiagramPath] in
            guard let segment = Segment(straight: path) else { return [path] }
            var strikes: Bool?
            if !crosses, mark.kind != .alignments {
                strikes = lanes.strikesText(segment)
                if strikes == true { crosses = true }
            }
            // A spacing or size that only touches a text (its bar ends on
            // a label whose text fills it, its cap runs along that text's
            // top, a dimension line along a name's) keeps its ends and its
            // length: cut 2 pt clear of the text, it loses its caps and
            // reads as a loose line, or loses the stretch along the text.
            // An alignment runs along the tops of texts uncut
            // (``MarkLanes/alignmentTextClearance(_:)``).
            var clearance: CGFloat = mark.kind == .alignments ? lanes.alignmentTextClearance(segment) : 2
            if mark.kind == .spacings || mark.kind == .sizes, !(strikes ?? lanes.strikesText(segment)) { clearance = 0 }
            return lanes.cutAroundText(segment, clearance: clearance).map { .polyline([$0.start, $0.end]) }
        }
        mark.crossesText = crosses
        return Self.anchoredOnAVisiblePiece(mark)
    }

    /// A ghost's rectangle whole, or, where text lies across it (a field's
    /// placeholder, a button's title), its sides cut 2 pt clear of the text:
    /// a ghost says where a view would be, and strikes nothing out. Its
    /// crossings do not count as a mark's, which the level of detail reads.
    private func ghostAroundText(_ path: DiagramPath) -> [DiagramPath] {
        let frame = path.bounds
        guard path == .rectangle(frame) else { return [path] }
        let sides = Segment.sides(of: frame).filter { $0.length > 0.5 }
        let pieces = sides.flatMap { lanes.cutAroundText($0, clearance: 2) }
        guard pieces != sides else { return [path] }
        return pieces.map { .polyline([$0.start, $0.end]) }
    }

    /// The mark with its label's anchor moved, where text hides the stretch
    /// of its line the anchor lies on, to the middle of the longest piece of
    /// that line left showing: a spacing from the top of the screen to a
    /// view below a paragraph, its middle behind the paragraph's words,
    /// led its figure in through them.
    static func anchoredOnAVisiblePiece(_ mark: ConstraintMark) -> ConstraintMark {
        // An alignment's label is set at its line's end, not its middle.
        guard mark.kind != .alignments else { return mark }
        let anchor = mark.anchor
        var pieces: [Segment] = []
        for path in mark.lines {
            guard let piece = Segment(straight: path), abs(piece.at - (piece.horizontal ? anchor.y : anchor.x)) < 0.5
            else { continue }
            let along = piece.horizontal ? anchor.x : anchor.y
            if along >= piece.from - 0.5 && along <= piece.to + 0.5 { return mark }
            pieces.append(piece)
        }
        guard let longest = pieces.max(by: { $0.length < $1.length }), longest.length >= 4 else { return mark }
        var moved = mark
        moved.anchor = CGPoint(x: (longest.start.x + longest.end.x) / 2, y: (longest.start.y + longest.end.y) / 2)
        moved.along = min(mark.along, longest.length)
        return moved
    }

    // MARK: One constraint

    private mutating func mark(for constraint: LayoutConstraint, status: ConstraintStatus) -> [ConstraintMark]? {
        guard let first = constraint.firstItem, let axis = constraint.firstAttribute.axis else { return nil }
        if constraint.firstAttribute.isDimension {
            return sizeMarks(constraint, first: first, axis: axis, status: status)
        }
        guard let second = constraint.secondItem else { return nil }
        return locationMarks(constraint, first: first, second: second, axis: axis, status: status)
    }

    func stroke(_ constraint: LayoutConstraint, _ status: ConstraintStatus) -> StrokeStyle {
        StrokeStyle(color: color(constraint, status), width: style.constraintWidth,
                    dash: constraint.priority.isRequired ? [] : style.optionalDash)
    }

    private func color(_ constraint: LayoutConstraint, _ status: ConstraintStatus) -> Color {
        if conflicting.contains(ObjectIdentifier(constraint)) { return style.broken }
        switch status {
        case .satisfied: return style.satisfied
        case .unsatisfied: return style.unsatisfied
        case .broken: return style.broken
        }
    }

    /// What a constraint's `<title>` says: the equation, its priority and how it fared.
    func title(_ constraint: LayoutConstraint, _ status: ConstraintStatus) -> String {
        let fared: String
        switch status {
        case .satisfied: fared = conflicting.contains(ObjectIdentifier(constraint)) ? "satisfied, in a conflict" : "satisfied"
        case .unsatisfied(let shortfall): fared = "unsatisfied, \(ConstraintLabelText.number(shortfall)) pt short"
        case .broken: fared = "broken to resolve a conflict"
        }
        let declared = repeated.howOften(constraint).map { "; declared \($0)" } ?? ""
        return "\(constraint.relationDescription); priority \(constraint.priority); \(fared)\(declared)"
    }

    /// ` (in conflict)` for a satisfied member of a conflicting set.
    func conflictNote(_ constraint: LayoutConstraint, _ status: ConstraintStatus) -> String {
        status == .satisfied && conflicting.contains(ObjectIdentifier(constraint)) ? Self.inConflict : ""
    }

    /// What a satisfied member of a conflicting set says after its label.
    static let inConflict = " (in conflict)"

    func labelRole(_ role: DisplayRole) -> DisplayRole {
        switch role {
        case .constraint(let text): .constraintLabel(text)
        default: role
        }
    }

    /// The ids of `item`'s view and its ancestors: the views its marks may enter.
    func enclosing(_ item: LayoutItem) -> Set<ObjectIdentifier> {
        var ids: Set<ObjectIdentifier> = []
        var view: View? = (item as? View) ?? (item as? LayoutGuide)?.owningView
        while let current = view {
            ids.insert(ObjectIdentifier(current))
            view = current.superview
        }
        return ids
    }

    /// A dashed outline where an unsatisfied or broken constraint wanted its
    /// item: the frame moved (or resized) by what the constraint lacks.
    func ghost(of item: LayoutItem, frame: CGRect, status: ConstraintStatus, role: DisplayRole) -> ConstraintMark? {
        guard status != .satisfied, frame.width.isFinite, frame.height.isFinite, frame != item.frame else { return nil }
        let color = status == .broken ? style.broken : style.unsatisfied
        // Cut near the scene (or the item, where it already sticks out), so
        // that a size or place wanted far away does not widen the picture.
        let area = scene.root.frame.union(item.frame)
        guard let outline = GhostOutline(frame: frame, area: area, shape: (item as? View)?.shape ?? .rectangle) else { return nil }
        let drawn = outline.drawn
        return ConstraintMark(lines: [outline.path], stroke: StrokeStyle(color: color, width: 1, dash: [2, 2]), label: nil,
                              labelColor: color, anchor: CGPoint(x: drawn.midX, y: drawn.midY), orientation: .horizontal,
                              role: .wanted(role.constraintText ?? ""), labelRole: .wanted(role.constraintText ?? ""),
                              kind: .all)
    }
}

extension DisplayRole {
    /// The relation of a constraint's mark or label.
    var constraintText: String? {
        switch self {
        case .constraint(let text), .constraintLabel(let text), .wanted(let text): text
        default: nil
        }
    }

    /// Whether this is the ghost of where a constraint wanted its item.
    var isWanted: Bool {
        if case .wanted = self { return true }
        return false
    }
}
