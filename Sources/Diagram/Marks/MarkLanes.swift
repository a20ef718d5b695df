import Foundation

/// An axis-aligned stretch of a mark: a horizontal one at `at` (its y) from
/// `from` to `to` along x, or a vertical one at x = `at` along y.
struct Segment: Hashable {
    var horizontal: Bool
    var at: CGFloat
    var from: CGFloat
    var to: CGFloat

    init(horizontal: Bool, at: CGFloat, from: CGFloat, to: CGFloat) {
        self.horizontal = horizontal
        self.at = at
        self.from = min(from, to)
        self.to = max(from, to)
    }

    /// The segment between two points, when they share an x or a y.
    init?(_ a: CGPoint, _ b: CGPoint) {
        if abs(a.y - b.y) < 1e-9 {
            self.init(horizontal: true, at: a.y, from: a.x, to: b.x)
        } else if abs(a.x - b.x) < 1e-9 {
            self.init(horizontal: false, at: a.x, from: a.y, to: b.y)
        } else {
            return nil
        }
    }

    /// The segment a path of one straight stretch draws (a move, then a
    /// line along x or y); nil for any other path.
    init?(straight path: DiagramPath) {
        guard path.elements.count == 2, case .move(let a) = path.elements[0], case .line(let b) = path.elements[1]
        else { return nil }
        self.init(a, b)
    }

    var start: CGPoint { horizontal ? CGPoint(x: from, y: at) : CGPoint(x: at, y: from) }
    var end: CGPoint { horizontal ? CGPoint(x: to, y: at) : CGPoint(x: at, y: to) }
    var length: CGFloat { to - from }

    /// The four sides of `frame`: top, bottom, leading, trailing.
    static func sides(of frame: CGRect) -> [Segment] {
        [Segment(horizontal: true, at: frame.minY, from: frame.minX, to: frame.maxX),
         Segment(horizontal: true, at: frame.maxY, from: frame.minX, to: frame.maxX),
         Segment(horizontal: false, at: frame.minX, from: frame.minY, to: frame.maxY),
         Segment(horizontal: false, at: frame.maxX, from: frame.minY, to: frame.maxY)]
    }

    /// The segment's box, widened by `pad` on every side.
    func box(pad: CGFloat = 0) -> CGRect {
        CGRect(x: min(start.x, end.x) - pad, y: min(start.y, end.y) - pad,
               width: abs(end.x - start.x) + 2 * pad, height: abs(end.y - start.y) + 2 * pad)
    }

    /// Whether `other` runs beside this one, closer than `distance` across
    /// and overlapping along by more than `overlap`: two such lines read as one.
    func runsAlong(_ other: Segment, within distance: CGFloat, overlap: CGFloat = 1) -> Bool {
        horizontal == other.horizontal && abs(at - other.at) < distance
            && min(to, other.to) - max(from, other.from) > overlap
    }

    /// Whether the segment passes through the inside of `box`.
    func passesThrough(_ box: CGRect) -> Bool {
        let (low, high, acrossLow, acrossHigh) = horizontal
            ? (box.minX, box.maxX, box.minY, box.maxY) : (box.minY, box.maxY, box.minX, box.maxX)
        return at > acrossLow && at < acrossHigh && high > from && low < to
    }

    /// The parts of the segment outside `box` (its crossing cut out).
    func cut(by box: CGRect) -> [Segment] {
        guard passesThrough(box) else { return [self] }
        let (low, high) = horizontal ? (box.minX, box.maxX) : (box.minY, box.maxY)
        var parts: [Segment] = []
        if low > from { parts.append(Segment(horizontal: horizontal, at: at, from: from, to: low)) }
        if high < to { parts.append(Segment(horizontal: horizontal, at: at, from: high, to: to)) }
        return parts
    }
}

/// Where marks may go: every mark drawn so far, the edges of views and
/// guides, and the boxes of names and text. A dimension or spacing tries
/// lanes until one is clear of all three, so that no two marks share a
/// line, no dimension lies on an edge, and none runs through text.
struct MarkLanes {
    /// Segments already drawn.
    private(set) var drawn = SegmentIndex()
    /// The sides of ghosts (where a constraint wanted its item): dashed
    /// outlines that a dimension or spacing beside them, dashed too (an
    /// assumed size), would merge with. Only an alignment may lie on one.
    private var ghostSides = SegmentIndex()
    /// The alignments drawn (also in ``drawn``), which a dimension keeps
    /// further from (``alignmentClearance``).
    private var alignments = SegmentIndex()
    /// The edges of every view and guide.
    let edges: SegmentIndex
    /// Names and texts: no mark may cross them. Bucketed, as are the views
    /// below: every lane tried asks about them, and a scan of all would make
    /// marking a scene of thousands of views quadratic.
    let texts: BoxIndex
    /// The spots kept for the labels of dimension lines drawn inside their
    /// items: no later mark may run through one, nor take it for its own
    /// label (two bars side by side in a field, the second run through the
    /// first's figure, each figure then led across the other's bar).
    private var labelRooms = BoxIndex()
    /// Frames of views (1 pt inside their edges), which an outside
    /// dimension must not enter, and whose they are.
    let views: BoxIndex
    private let viewIDs: [ObjectIdentifier]

    /// Two parallel marks closer than this read as one line.
    static let separation: CGFloat = 5
    /// How far a dimension stays from a parallel edge.
    static let edgeClearance: CGFloat = 4
    /// How far a dimension line stays from a parallel alignment beside it
    /// for as long or more: a size's bar 8 pt beside the centre line
    /// through a small image view, both unlabelled along their length,
    /// reads as one doubled line (one that only touches the end of a line
    /// beyond it does not).
    static let alignmentClearance: CGFloat = 10

    init(frames: [CGRect], views: [(id: ObjectIdentifier, frame: CGRect)], texts: [CGRect]) {
        self.texts = BoxIndex(texts)
        self.views = BoxIndex(views.map { $0.frame.insetBy(dx: 1, dy: 1) })
        viewIDs = views.map(\.id)
        var edges = SegmentIndex()
        for frame in frames {
            for edge in Segment.sides(of: frame) { edges.insert(edge) }
        }
        self.edges = edges
    }

    /// Whether `segment` is clear of other marks and of text, and (unless it
    /// is an alignment, which lies on its edge by nature) of parallel edges.
    /// A segment may enter only the views in `entering` (its item and the
    /// item's ancestors); nil lets it cross any.
    /// An alignment, whose place is fixed, passes `throughText` (it is cut
    /// around text instead of moved off its line).
    /// An alignment passes the `sharing` tag of its line (``sharedLine(_:stroke:)``):
    /// it may then lie on the alignments drawn with that tag.
    /// A segment `touchingText` may end on a text's box or run along it
    /// (a spacing between two labels whose text fills them), as long as it
    /// strikes through none (``strikesText(_:)``).
    /// A segment `overLabelRooms` may cross the rooms kept for labels
    /// (``labelRooms``): a last resort, before a lane already taken.
    func isClear(_ segment: Segment, onEdgeAllowed: Bool = false, throughText: Bool = false, touchingText: Bool = false,
                 entering: Set<ObjectIdentifier>? = nil, sharing: Int = 0, overLabelRooms: Bool = false) -> Bool
    {
        guard !drawn.containsOne(runningAlong: segment, within: Self.separation, sharing: sharing) else { return false }
        if !onEdgeAllowed, edges.containsOne(runningAlong: segment, within: Self.edgeClearance)
            || ghostSides.containsOne(runningAlong: segment, within: Self.separation) { return false }
        if touchingText, !throughText, strikesText(segment) { return false }
        let box = segment.box(pad: 1)
        if !throughText, !touchingText, texts.intersectsAny(box, where: { Self.overlap(texts.boxes[$0], box) }) { return false }
        if !throughText, !overLabelRooms, labelRooms.intersectsAny(box, where: { Self.overlap(labelRooms.boxes[$0], box) }) {
            return false
        }
        guard let entering else { return true }
        return !entersAView(segment.box(pad: 0.5), but: entering)
    }

    /// Whether `segment` lies on a view's edge (within 1.5 pt of one
    /// parallel to it and beside it for a point or more), where a line
    /// reads as that edge.
    func liesOnAnEdge(_ segment: Segment) -> Bool {
        edges.containsOne(runningAlong: segment, within: 1.5)
    }

    /// Whether `box` enters a view other than those in `entering`.
    private func entersAView(_ box: CGRect, but entering: Set<ObjectIdentifier>) -> Bool {
        views.intersectsAny(box) { index in
            !entering.contains(viewIDs[index]) && Self.overlap(views.boxes[index], box)
        }
    }

    /// The views whose frames hold `rect` (within half a point, its middle
    /// inside them), found through the index: a card's background behind
    /// the labels on it, not the neighbours a hairline touches.
    func views(around rect: CGRect) -> [ObjectIdentifier] {
        // The boxes lie 1 pt inside the frames they index.
        views.indices(meeting: rect.insetBy(dx: -1.5, dy: -1.5)).filter { index in
            let frame = views.boxes[index].insetBy(dx: -1, dy: -1)
            return frame.encloses(rect, tolerance: 0.5)
                && frame.minX < rect.midX && rect.midX < frame.maxX && frame.minY < rect.midY && rect.midY < frame.maxY
        }.map { viewIDs[$0] }
    }

    /// Keeps `room` for a dimension line's label (``labelRooms``).
    mutating func reserve(_ room: CGRect) {
        labelRooms.insert(room)
    }

    /// Whether `box` (room for a label) holds no text and no mark drawn so
    /// far, and enters no view but those in `entering`.
    func isOpen(_ box: CGRect, entering: Set<ObjectIdentifier>) -> Bool {
        guard !texts.intersectsAny(box, where: { Self.overlap(texts.boxes[$0], box) }), !drawn.meets(box),
              !labelRooms.intersectsAny(box, where: { Self.overlap(labelRooms.boxes[$0], box) }) else { return false }
        return !entersAView(box, but: entering)
    }

    /// Whether two rectangles share more than an edge.
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Records a segment as drawn; an alignment's with its line's tag.
    mutating func add(_ segment: Segment, sharing: Int = 0) { drawn.insert(segment, tag: sharing) }

    /// Whether an alignment runs beside `segment` (a dimension line) closer
    /// than ``alignmentClearance``, for as long or more.
    func runsBesideAlignment(_ segment: Segment) -> Bool {
        alignments.containsOne(runningAlong: segment, within: Self.alignmentClearance, overlap: Self.alignmentClearance)
    }

    /// Records an alignment's line as drawn, with its line's tag.
    mutating func addAlignment(_ segment: Segment, sharing: Int) {
        add(segment, sharing: sharing)
        alignments.insert(segment)
    }

    /// Records the sides of a ghost's outline (``ghostSides``).
    mutating func addGhost(_ outline: CGRect) {
        for side in Segment.sides(of: outline) { ghostSides.insert(side) }
    }

    /// The tag of the line `segment` lies on, for alignments drawn alike
    /// (`stroke`): several views aligned to one edge (rows pinned to their
    /// container's leading edge) share its line, as Interface Builder draws
    /// them on the edge, rather than each taking a lane further out, which
    /// made bundles of unlabelled parallel lines beside a dense scene.
    /// Tags count from 1 in the order lines are first asked for.
    mutating func sharedLine(_ segment: Segment, stroke: StrokeStyle) -> Int {
        let key = SharedLine(horizontal: segment.horizontal, at: (segment.at * 1000).rounded(), stroke: stroke)
        if let tag = sharedLines[key] { return tag }
        let tag = sharedLines.count + 1
        sharedLines[key] = tag
        return tag
    }

    private struct SharedLine: Hashable {
        let horizontal: Bool
        let at: CGFloat
        let stroke: StrokeStyle
    }

    private var sharedLines: [SharedLine: Int] = [:]

    /// Whether `segment` runs through a name or text, more than 1 pt inside
    /// its box: one that only runs along a text's edge (an alignment of
    /// labels' edges) does not strike through it.
    func strikesText(_ segment: Segment) -> Bool {
        let line = segment.box()
        return texts.indices(meeting: line).contains { Self.overlap(texts.boxes[$0].insetBy(dx: 1, dy: 1), line) }
    }

    /// How many names and texts `segment` touches or crosses (within 1 pt).
    func textsTouched(by segment: Segment) -> Int {
        let box = segment.box(pad: 1)
        return texts.indices(meeting: box).filter { Self.overlap(texts.boxes[$0], box) }.count
    }

    /// How clear of the texts it meets an alignment's line is cut: 2 pt,
    /// but not at all where it runs along the tops of the texts it meets
    /// and strikes none. A text's box is as tall as the font's ascent, which
    /// leaves room above its capitals: the line of a label's top aligned with
    /// an image's shows there, where cut 2 pt clear of the box it vanished
    /// over the label and was moved off the tops it aligns (onto the root's
    /// outline above a card's name). Not along a bottom, where descenders
    /// reach the box's edge, nor a side, where the first letter does.
    func alignmentTextClearance(_ segment: Segment) -> CGFloat {
        guard segment.horizontal, !strikesText(segment) else { return 2 }
        let reach = segment.box(pad: 2)
        let met = texts.indices(meeting: reach).map { texts.boxes[$0] }.filter { Self.overlap($0, reach) }
        return met.allSatisfy { segment.at <= $0.minY + 0.5 } ? 0 : 2
    }

    /// `segment` with every crossing of a text box cut out, `clearance` clear.
    func cutAroundText(_ segment: Segment, clearance: CGFloat = 2) -> [Segment] {
        let reach = segment.box(pad: clearance)
        let crossed = texts.indices(meeting: reach).map { texts.boxes[$0] }.filter { Self.overlap($0, reach) }
        guard !crossed.isEmpty else { return [segment] }
        return crossed.reduce([segment]) { parts, text in
            parts.flatMap { $0.cut(by: text.insetBy(dx: -clearance, dy: -clearance)) }
        }
        .filter { $0.length > 0.5 }
    }
}

/// Segments bucketed by orientation and by where they lie across (8 pt
/// bands), so that asking whether one runs along a new segment looks at
/// the neighbouring bands only: placing marks stays near-linear in their
/// number in a dense scene.
struct SegmentIndex {
    /// The segments banded, keyed by (1 for horizontal, 0 for vertical; band).
    private var bands = BucketTable()
    private var segments: [Segment] = []
    /// Each banded segment's tag (0: none), index for index.
    private var tags: [Int] = []
    /// Segments too far out to band (not finite, or absurd): checked always.
    private var loose: [Segment] = []
    private static let width: CGFloat = 8

    private static func band(_ at: CGFloat) -> Int? {
        guard at.isFinite, abs(at) < 1e12 else { return nil }
        return Int((at / width).rounded(.down))
    }

    /// Adds `segment`, with a `tag` (see ``containsOne(runningAlong:within:sharing:)``).
    mutating func insert(_ segment: Segment, tag: Int = 0) {
        guard let band = Self.band(segment.at) else { return loose.append(segment) }
        segments.append(segment)
        tags.append(tag)
        bands.add(segments.count - 1, x: segment.horizontal ? 1 : 0, y: band)
    }

    /// Whether a segment of the index passes through the inside of `box`.
    func meets(_ box: CGRect) -> Bool {
        func inside(_ segment: Segment) -> Bool { segment.passesThrough(box) }
        if loose.contains(where: inside) { return true }
        for horizontal in [true, false] {
            let (low, high) = horizontal ? (box.minY, box.maxY) : (box.minX, box.maxX)
            guard let first = Self.band(low), let last = Self.band(high), last - first < 64 else {
                if segments.contains(where: inside) { return true }
                continue
            }
            for band in first...last where bands.contains(x: horizontal ? 1 : 0, y: band, where: { inside(segments[$0]) }) {
                return true
            }
        }
        return false
    }

    /// Whether a segment of the index runs along `segment` closer than
    /// `distance` and beside it for more than `overlap` (at most one band); segments inserted with the tag
    /// `sharing` (when not 0) do not count.
    func containsOne(runningAlong segment: Segment, within distance: CGFloat, sharing: Int = 0, overlap: CGFloat = 1) -> Bool {
        if loose.contains(where: { $0.runsAlong(segment, within: distance, overlap: overlap) }) { return true }
        func counts(_ index: Int) -> Bool {
            (sharing == 0 || tags[index] != sharing) && segments[index].runsAlong(segment, within: distance, overlap: overlap)
        }
        guard let band = Self.band(segment.at) else { return segments.indices.contains(where: counts) }
        for neighbour in (band - 1)...(band + 1) {
            if bands.contains(x: segment.horizontal ? 1 : 0, y: neighbour, where: counts) { return true }
        }
        return false
    }
}
