import Foundation

/// Places labels so that none overlaps another or covers an obstacle (a
/// view's name, the title): each label tries spots around its anchor, nearest
/// first, then rings further out, and takes the first free one. Greedy and
/// deterministic: the same marks in the same order give the same places.
struct LabelPlacer {
    /// Boxes already taken, each widened by half the gap.
    private var occupied: BoxIndex
    /// The lines of marks, which labels must not hide, and which mark each
    /// belongs to: a label may lie on its own mark's line.
    private(set) var lines = BoxIndex()
    private(set) var lineOwners: [Int] = []
    /// Marks whose lines are not drawn after all (a small view's fixed
    /// size said in words): a label clear of every outline may lie where
    /// those lines would be (``isFree(_:owner:)``).
    private(set) var releasedOwners: Set<Int> = []
    /// Labels keep this far apart.
    let gap: CGFloat
    /// Where labels may go, when bounded (a dense scene keeps its labels on
    /// the scene, so the picture is no larger than the scene).
    var bounds: CGRect?
    /// Where a label should go first, when asked to keep close (a cell of a
    /// sheet): within `bounds` and off the `edges` of views. A label with no
    /// such spot nearby is placed as any other.
    var preferred: (bounds: CGRect, edges: BoxIndex)?
    /// Lines a label must not lie across while set: views' outlines, for a
    /// name placed outside its view (``ViewEdges``).
    var avoided: BoxIndex?
    /// By box of ``avoided``, the view it is an edge of; the boxes of
    /// `exempt` views, and those along one line with one of theirs
    /// (`exemptEdges`), may be lain across: a constraint's label may cross
    /// the outlines of the views it spaces, not those of others.
    var avoidedOwners: [ObjectIdentifier] = []
    var exempt: [ObjectIdentifier] = []
    var exemptEdges: [CGRect] = []
    /// How many of ``avoided``'s first boxes are never exempt: the root's
    /// edges, its heavy outline the picture's frame, which a label across
    /// sits half on the scene, half off it (a cell's "1.67" spacing to
    /// its bottom edge, struck by that edge).
    var neverExempt = 0

    /// Views' frames a label may not lie mostly inside (``interiorShare``
    /// of its box or more) along their top, where their own names go, but
    /// for those that enclose the `exempt` frame (a name's own view's: the
    /// view, its ancestors, a view drawn behind it): a name set along the
    /// top of a wordless text view beside its own reads as the text view's.
    var interiors: (frames: BoxIndex, exempt: CGRect)?

    /// How much of a label's box inside a view (of ``interiors``) makes it
    /// read as that view's.
    static let interiorShare: CGFloat = 0.6

    /// The views' outlines, which no leader may run along
    /// (``leaderRunsAlongOutline(to:from:offset:)``), whichever a label
    /// keeps off.
    var outlines: BoxIndex?

    /// Text no leader may cross: what views show (a keypad's digits, a
    /// label's text), which a line through strikes out. A name may be
    /// crossed, as a mark's own line may cross it.
    var leaderObstacles = BoxIndex()
    /// Whether a spot whose leader would cross ``leaderObstacles`` is passed
    /// over (``leaderCrossesText(to:from:offset:)``). A cell of a sheet lifts
    /// it for a second look within the cell before its label goes outside.
    var leadersKeepClear = true

    /// Whether a short label beside a horizontal mark slides further along
    /// it before stepping off it (``candidates(size:anchor:vertical:offset:rings:)``):
    /// a constraint's label, set by `Diagram.place`. Names and badges
    /// keep their spots, found before the marks' labels.
    var shortLabelsSlideFurther = false

    /// Which spots with crossing leaders are passed over even where no
    /// clear spot is near (``LeaderClearance``).
    var clearance = LeaderClearance.nearest

    /// How clear of other leaders and labels a spot's leader must be.
    enum LeaderClearance {
        /// Any spot, where none clear is about as near.
        case nearest
        /// None with a leader through it or its leader through a label
        /// (either label struck out); one whose leader crosses another
        /// leader may do: a label moved off an outline, which is worth
        /// moving only where it strikes out nothing.
        case unstruck
        /// None whose leader crosses another leader, runs through a label
        /// or through what views show, or that a leader runs through: a
        /// name placed further out than names are, which is worth placing
        /// there only where its leader crosses nothing.
        case clear
    }

    /// The span of the horizontal edge the next label's anchor lies on
    /// (a name's view's top edge), along which its leader may start where
    /// one from the anchor would cross another leader or run through a
    /// label, and how far in from the ends of the label's box (its
    /// padding and 2 pt) such a leader may start over or under it; set
    /// by `Diagram.place` around one placement.
    var anchorEdge: (span: ClosedRange<CGFloat>, inset: CGFloat)?
    /// How far the next label, set on its mark's line (`onLine`), may
    /// slide along that line and stay on it, 12 pt of line either side;
    /// set by `Diagram.place` around one placement.
    var onLineReach: CGFloat = 0
    /// For a name set beside its view (`frame`), on its `right` side or
    /// its left: only the spots wholly past that side, their middle level
    /// with the view (beside a 20-pt button, a name slid a line up reads
    /// as the row above's); set around one placement.
    var beside: (frame: CGRect, right: Bool)?
    /// Where the leader of the label placed last starts, when that is
    /// along its ``anchorEdge`` rather than at its anchor (set by the spot
    /// search, ``placeNearby(size:anchor:besideVerticalMark:offset:rings:onLine:owner:)``).
    var leaderStart: CGPoint?

    /// The leaders drawn so far, from anchor to label (``recordLeader(from:to:)``).
    private(set) var leaders: [(start: CGPoint, end: CGPoint)] = []
    /// The labels placed so far, which no later leader may strike out.
    private(set) var placed = BoxIndex()

    /// Counts `names` (views' names drawn inside them, before any label)
    /// as labels placed: a leader through one strikes it out as it would
    /// a label's (a badge's, from its container's top edge down through
    /// the container's own name).
    mutating func keepLeadersOff(names: [CGRect]) {
        for name in names { placed.insert(name) }
    }

    /// The lowest edge of every box taken, kept as they come so that the
    /// fallback below costs nothing per label.
    private(set) var bottom = -CGFloat.greatestFiniteMagnitude

    init(obstacles: [CGRect], gap: CGFloat) {
        self.gap = gap
        occupied = BoxIndex()
        obstacles.forEach { reserve($0) }
    }

    /// Whether `box` is clear of everything placed (with the gap), and of
    /// every mark's line but those of mark `owner` and, where the box lies
    /// across no view's outline, those never drawn: a gap's "15" beside
    /// its I-bar between two buttons sized in words, not pushed into the
    /// next button by the unseen width bar in the gap. One across an
    /// outline still keeps off them: along the top edge of a view sized in
    /// words a label would read as the view's name.
    func isFree(_ box: CGRect, owner: Int? = nil) -> Bool {
        isFree(box, owner: owner) { occupied.intersectsAny($0) }
    }

    /// Whether `box` is free (``isFree(_:owner:)``) but for the boxes
    /// `ignored` takes: those of labels moving off them.
    func isFree(_ box: CGRect, owner: Int?, ignoring ignored: [CGRect]) -> Bool {
        let ignoredTaken = ignored.map { $0.insetBy(dx: -gap / 2, dy: -gap / 2) }
        return isFree(box, owner: owner) { padded in
            occupied.intersectsAny(padded) { index in !ignoredTaken.contains { Self.same($0, occupied.boxes[index]) } }
        }
    }

    /// ``isFree(_:owner:)`` with `meetsTaken` saying whether a padded box
    /// meets a box taken.
    @inline(__always)
    private func isFree(_ box: CGRect, owner: Int?, meetsTaken: (BoxIndex.Query) -> Bool) -> Bool {
        if let bounds, !bounds.encloses(box) { return false }
        let padded = BoxIndex.Query(box.insetBy(dx: -gap / 2, dy: -gap / 2))
        if let preferred, !preferred.bounds.encloses(box) || preferred.edges.intersectsAny(padded) { return false }
        if let avoided, avoided.intersectsAny(padded, where: { !isExempt($0) }) { return false }
        if let (frames, exempt) = interiors, frames.intersectsAny(BoxIndex.Query(box), where: { index in
            let frame = frames.boxes[index]
            // Mostly inside (a name over all of a small view, its padded
            // plate past the view's sides, too), along the view's top,
            // where its own name would be: further down, beside its own
            // view ("knob" over the slider it sits on), it reads as that one's.
            let overlap = frame.intersection(box)
            return !overlap.isNull && overlap.width * overlap.height >= Self.interiorShare * box.width * box.height
                && box.minY - frame.minY < box.height && !frame.encloses(exempt, tolerance: 0.5)
        }) { return false }
        if meetsTaken(padded) { return false }
        let acrossNoOutline = { (self.outlines ?? self.avoided).map { !$0.intersectsAny(BoxIndex.Query(box.insetBy(dx: 0.5, dy: 0.5))) } ?? true }
        return !lines.intersectsAny(padded) { index in
            lineOwners[index] != owner && !(releasedOwners.contains(lineOwners[index]) && acrossNoOutline())
        }
    }

    /// Keeps labels off `edges` (views' outlines, `owners` saying whose
    /// each is) but those of `related` views and those along one line with
    /// their `relatedEdges`, until ``keepOffNothing()``.
    mutating func keepOff(_ edges: BoxIndex, owners: [ObjectIdentifier], except related: [ObjectIdentifier],
                          edges relatedEdges: [CGRect], neverExempt: Int = 0)
    {
        avoided = edges
        avoidedOwners = owners
        exempt = related
        exemptEdges = relatedEdges
        self.neverExempt = neverExempt
    }

    mutating func keepOffNothing() {
        avoided = nil
        avoidedOwners = []
        exempt = []
        exemptEdges = []
        neverExempt = 0
    }

    /// Whether `box` (a label's text) lies across a line kept off.
    func liesAcrossAvoided(_ box: CGRect) -> Bool {
        guard let avoided else { return false }
        return avoided.intersectsAny(BoxIndex.Query(box.insetBy(dx: 0.5, dy: 0.5)), where: { !isExempt($0) })
    }

    /// Whether the box `index` of ``avoided`` is an exempt view's edge or
    /// lies along one.
    private func isExempt(_ index: Int) -> Bool {
        guard !exempt.isEmpty, index >= neverExempt, index < avoidedOwners.count else { return false }
        if exempt.contains(avoidedOwners[index]) { return true }
        let box = avoided!.boxes[index]
        return exemptEdges.contains { ViewEdges.collinear($0, box) }
    }

    /// Reserves the line of mark `owner` (a thin box around it) against
    /// every label but that mark's own.
    mutating func reserveLine(_ box: CGRect, owner: Int) {
        lines.insert(box)
        lineOwners.append(owner)
    }

    /// Frees the lines reserved for mark `owner`, which are not drawn, for
    /// labels clear of every outline.
    mutating func releaseLines(of owner: Int) {
        releasedOwners.insert(owner)
    }

    /// Places a label in `box`: taken, and kept clear of later leaders (a
    /// label moved there after placing too; the box it left stays taken,
    /// not offered again).
    mutating func take(_ box: CGRect) {
        reserve(box)
        placed.insert(box)
    }

    /// Reserves a box without placing a label in it.
    mutating func reserve(_ box: CGRect) {
        occupied.insert(box.insetBy(dx: -gap / 2, dy: -gap / 2))
        if box.maxY.isFinite { bottom = max(bottom, box.maxY + gap / 2) }
    }

    /// Records a leader drawn from `anchor` to `end`, for later labels'
    /// leaders to keep from crossing it.
    mutating func recordLeader(from anchor: CGPoint, to end: CGPoint) {
        leaders.append((anchor, end))
    }

    /// Whether two boxes are one, to within floating-point rounding.
    static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }

    /// Replaces the recorded leader `old` with `new` (its label moved).
    mutating func replaceLeader(_ old: (start: CGPoint, end: CGPoint), with new: (start: CGPoint, end: CGPoint)) {
        guard let index = leaders.firstIndex(where: { $0.start == old.start && $0.end == old.end }) else { return }
        leaders[index] = new
    }
}
