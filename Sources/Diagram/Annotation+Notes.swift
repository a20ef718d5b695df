import Foundation
import Layout

/// Diagnostic notes (overflows, ambiguity, frames changed at run time) and
/// the frames where broken constraints wanted their items, placed after
/// every constraint's label (the frames' words before, where they can).
extension Annotation {
    /// The words of those of `frames` (`trellis explain`'s "where ③ wants
    /// PromoBanner", the lesson of its picture) that have a spot by their
    /// outline's corner off every view's outline and the root's, taken
    /// before the marks' labels: an assumed size's figure took the spot
    /// inside the scene, and the words hung across the root's side. Returns
    /// them, and the indices of the frames they are for; the others' words
    /// are placed after the marks' (``drawWantedFrames(_:wordsPlaced:root:outlines:placer:typesetter:style:)``).
    static func placeWantedWordsFirst(_ frames: [WantedFrame], root: CGRect, outlines views: ViewOutlines,
                                      placer: inout LabelPlacer, typesetter: Typesetter, style: Style)
        -> (labels: [DisplayItem], placed: Set<Int>)
    {
        var (labels, placed): ([DisplayItem], Set<Int>) = ([], [])
        for (index, wanted) in frames.enumerated() {
            guard let outline = GhostOutline(frame: wanted.frame, area: root) else { continue }
            var trial = placer
            trial.keepOff(views.edges, owners: views.owners, except: [], edges: [])
            let words = Diagram.place(wanted.label, fontSize: style.annotationSize, color: style.broken,
                                      anchor: CGPoint(x: outline.drawn.maxX, y: outline.drawn.maxY), vertical: false,
                                      role: .wantedFrame(wanted.item), placer: &trial, typesetter: typesetter, style: style)
            guard let box = words.textBounds, !liesAcross(root, box) else { continue }
            trial.keepOffNothing()
            (placer, labels) = (trial, labels + words)
            placed.insert(index)
        }
        return (labels, placed)
    }

    /// Each of `frames` as a dashed outline in the broken colour, cut near
    /// the scene as a ghost is (a size wanted far past it would widen the
    /// picture with empty outline), and its words beside its corner, but
    /// for those of `wordsPlaced`: off the `root`'s outline where there is a
    /// spot near, as a note's.
    static func drawWantedFrames(_ frames: [WantedFrame], wordsPlaced: Set<Int>, root: CGRect, outlines views: ViewOutlines,
                                 placer: inout LabelPlacer, typesetter: Typesetter, style: Style)
        -> (outlines: [DisplayItem], labels: [DisplayItem])
    {
        var (outlines, labels): ([DisplayItem], [DisplayItem]) = ([], [])
        for (index, wanted) in frames.enumerated() {
            guard let outline = GhostOutline(frame: wanted.frame, area: root) else { continue }
            let stroke = StrokeStyle(color: style.broken, width: 1, dash: [5, 3])
            outlines.append(.shape(ShapeItem(path: outline.path, fill: nil, stroke: stroke, role: .wantedFrame(wanted.item))))
            guard !wordsPlaced.contains(index) else { continue }
            let anchor = CGPoint(x: outline.drawn.maxX, y: outline.drawn.maxY)
            var near = placer
            var placed = Diagram.place(wanted.label, fontSize: style.annotationSize, color: style.broken, anchor: anchor,
                                       vertical: false, role: .wantedFrame(wanted.item), placer: &near, typesetter: typesetter,
                                       style: style)
            if let box = placed.textBounds, liesAcross(root, box) {
                var off = placer
                let again = placeOffTheRoot(wanted.label, fontSize: style.annotationSize, color: style.broken, anchor: anchor,
                                            role: .wantedFrame(wanted.item), edge: nil, outlines: views, placer: &off,
                                            typesetter: typesetter, style: style)
                if !again.isEmpty { (near, placed) = (off, again) }
            }
            placer = near
            labels += placed
        }
        return (outlines, labels)
    }

    /// `notes` placed after the labels placed so far (`earlier`): inside
    /// the frame a note belongs in where it fits there, within a cell's
    /// width in a cell, else near its anchor, keeping the picture within a
    /// `column` where it can (``placeWithinColumn(_:extent:column:placer:edges:frames:padding:typesetter:style:)``).
    /// One that would lie across the root's outline takes a spot near off
    /// it, or else is said under the picture: returned in `below`.
    static func placeNotes(_ notes: [SceneLayer.Note], after earlier: [DisplayItem], root: CGRect, column: CGFloat,
                           outlines views: ViewOutlines, placer: inout LabelPlacer, typesetter: Typesetter,
                           style: Style) -> (labels: [DisplayItem], below: [String])
    {
        var below: [String] = []
        // The picture's width so far, for notes kept within a column.
        var noteExtent = earlier.textBounds.map { $0.union(root) } ?? root
        // A note says whose it is in its words ("knob: 20 pt outside
        // slider"): its leader may run along an outline, as a name's or a
        // number's may not, where that keeps it near (under the slider's
        // corner, not across the root's).
        let outlines = placer.outlines
        placer.outlines = nil
        defer { placer.outlines = outlines }
        var labels: [DisplayItem] = []
        for note in notes {
            // A long note ("UIImageView XBp-Sr-ZH9 at run time: x 210 → 244,
            // width 184 → 150, height 211 → 150") is set as lines no wider
            // than 60 % of the scene, so that a few notes beside it do not
            // double the picture's width.
            // The shortest width grows with the type: a wide picture's type
            // is grown, and a sheet's cell is drawn large with its text larger.
            let noteWidth = max(root.width * 0.6, Self.shortestNoteWidth * note.fontSize / Style.standard.annotationSize)
            let measure = { (text: String) in typesetter.size(text, fontSize: note.fontSize).width }
            let text = measure(note.text) > noteWidth ? LabelLines.broken(note.text, width: noteWidth, measure: measure) : note.text
            // A note that belongs inside a frame (a misplaced view's number
            // in its outline's top-left corner) goes there where it fits.
            if let frame = note.inside,
               let placed = placeInCorner(text, of: frame, fontSize: note.fontSize, color: note.color, role: note.role,
                                          placer: &placer, typesetter: typesetter, style: style)
            {
                labels += placed
                continue
            }
            // In a cell, within the root's width where there is room: a
            // note is long, and one hanging past the root's side widens
            // the cell's column (the naive slider's "knob: 20 pt outside
            // slider" under a knob at the root's right edge).
            if let preferred = placer.preferred {
                var within = placer
                let bounds = preferred.bounds
                within.preferred = (CGRect(x: root.minX, y: bounds.minY, width: root.width, height: bounds.height), preferred.edges)
                let placed = Diagram.place(text, fontSize: note.fontSize, color: note.color, anchor: note.anchor, vertical: false,
                                           role: note.role, placer: &within, typesetter: typesetter, style: style,
                                           within: LabelPlacer.rings, edge: note.edge)
                if !placed.isEmpty {
                    within.preferred = preferred
                    placer = within
                    labels += placed
                    continue
                }
            }
            var near = placer
            // A misplaced view's number is said in the key under the
            // picture too: it is drawn near its outline or not at all (a
            // game's two numbers were led from 100 pt above the scene).
            let rings = note.inside == nil ? nil : Self.numberRings
            var placed = Diagram.place(text, fontSize: note.fontSize, color: note.color, anchor: note.anchor, vertical: false,
                                       role: note.role, placer: &near, typesetter: typesetter, style: style,
                                       within: rings, edge: note.edge)
            if placed.isEmpty { continue }
            // As a name: one that would widen the picture past a column goes
            // where it keeps it within one, where it can.
            if let box = placed.textBounds, noteExtent.width < column, noteExtent.union(box).width > column + 0.5 {
                var shown = note
                shown.text = text
                if let kept = Self.placeWithinColumn(shown, extent: noteExtent, column: column, placer: placer,
                                                     edges: views.edges, padding: 0, typesetter: typesetter, style: style)
                {
                    (near, placed) = kept
                }
            }
            // Across the root's heavy outline, the picture's frame, a note
            // is struck through by it and sits half on the scene, half off
            // it (a cell's last row's "fromView: 1 pt outside
            // ThirdContainerView" on its bottom edge): near, off it, with its
            // leader clear of every label, or else said under the picture,
            // where the faded overflow or dashed outline still shows where.
            if let box = placed.textBounds, Self.liesAcross(root, box) {
                var off = placer
                let again = Self.placeOffTheRoot(text, fontSize: note.fontSize, color: note.color, anchor: note.anchor,
                                                 role: note.role, edge: note.edge, outlines: views, placer: &off,
                                                 typesetter: typesetter, style: style)
                guard !again.isEmpty else {
                    // A misplaced view's number is in the key under the
                    // picture already: said there alone, it says nothing.
                    if note.inside == nil { below.append(note.text.replacingOccurrences(of: "\n", with: " ")) }
                    continue
                }
                (near, placed) = (off, again)
            }
            // A note whose leader runs through a label placed before it
            // strikes that label out, and seems to point at it (an icon's
            // overflow led down through three sizes' labels to a spot under
            // them all): a spot near whose leader strikes nothing, or else
            // under the picture. A misplaced view's number keeps its spot:
            // it is what the key's line refers to, on no other outline.
            if let leader = placed.leader, placer.strikesLabel(leader) {
                var clear = placer
                clear.clearance = .unstruck
                let again = Diagram.place(text, fontSize: note.fontSize, color: note.color, anchor: note.anchor, vertical: false,
                                          role: note.role, placer: &clear, typesetter: typesetter, style: style,
                                          within: LabelPlacer.rings, edge: note.edge)
                if let box = again.textBounds, !Self.liesAcross(root, box), again.leader.map({ !placer.strikesLabel($0) }) ?? true {
                    clear.clearance = placer.clearance
                    (near, placed) = (clear, again)
                } else if note.inside == nil {
                    below.append(note.text.replacingOccurrences(of: "\n", with: " "))
                    continue
                }
            }
            placer = near
            if let box = placed.textBounds { noteExtent = noteExtent.union(box) }
            labels += placed
        }
        return (labels, below)
    }

    /// `text` placed near `anchor` (within ``noteRingsOffTheRoot``) off the
    /// root's outline (``ViewOutlines/rootEdges``), its leader clear of
    /// every label and leader; empty, and nothing taken, where there is no
    /// such spot.
    static func placeOffTheRoot(_ text: String, fontSize: CGFloat, color: Color, anchor: CGPoint, role: DisplayRole,
                                edge: ClosedRange<CGFloat>?, outlines: ViewOutlines, placer: inout LabelPlacer,
                                typesetter: Typesetter, style: Style) -> [DisplayItem]
    {
        var off = placer
        off.keepOff(outlines.rootEdges.boxes, owners: outlines.rootEdges.owners, except: [], edges: [])
        off.clearance = .clear
        let placed = Diagram.place(text, fontSize: fontSize, color: color, anchor: anchor, vertical: false, role: role,
                                   placer: &off, typesetter: typesetter, style: style, within: Self.noteRingsOffTheRoot,
                                   edge: edge)
        guard !placed.isEmpty else { return [] }
        (off.avoided, off.avoidedOwners, off.exempt, off.exemptEdges, off.clearance) =
            (placer.avoided, placer.avoidedOwners, placer.exempt, placer.exemptEdges, placer.clearance)
        placer = off
        return placed
    }

    /// How many label heights from its outline a misplaced view's number
    /// may lie, where it does not fit inside.
    static let numberRings = 6

    /// How many label heights from its anchor a note that would lie across
    /// the root's outline looks for a spot off it: further, its leader
    /// would cross the scene to reach it.
    static let noteRingsOffTheRoot = 2

    /// Whether `box` lies across an edge of `frame`: a side's line passes
    /// through its inside.
    static func liesAcross(_ frame: CGRect, _ box: CGRect) -> Bool {
        let acrossSide = [frame.minX, frame.maxX].contains { $0 > box.minX && $0 < box.maxX }
            && frame.minY < box.maxY && frame.maxY > box.minY
        let acrossTop = [frame.minY, frame.maxY].contains { $0 > box.minY && $0 < box.maxY }
            && frame.minX < box.maxX && frame.maxX > box.minX
        return acrossSide || acrossTop
    }

    /// `text` inside `frame`, 2 pt in from its edges: in its top-left
    /// corner (its top-right one `fromRight`), or the next spot free there
    /// within two label heights, where it fits (a misplaced view's number,
    /// a crowded view's key number). Nil, and nothing taken, otherwise; also where
    /// the corner leaves no room: a null rectangle's infinite origin would
    /// put the text at infinity.
    static func placeInCorner(_ text: String, of frame: CGRect, fromRight: Bool = false, fontSize: CGFloat, color: Color,
                              role: DisplayRole, placer: inout LabelPlacer, typesetter: Typesetter, style: Style) -> [DisplayItem]?
    {
        let corner = frame.insetBy(dx: 2, dy: 2)
        let inner = placer.bounds.map { $0.intersection(corner) } ?? corner
        guard !inner.isNull, inner.width > 0, inner.height > 0 else { return nil }
        var inside = placer
        inside.bounds = inner
        let half = typesetter.size(text, fontSize: fontSize).width / 2 + 2
        let placed = Diagram.place(text, fontSize: fontSize, color: color,
                                   anchor: CGPoint(x: fromRight ? inner.maxX - half : inner.minX + half, y: inner.minY - style.labelGap),
                                   vertical: false, role: role, placer: &inside, typesetter: typesetter, style: style, within: 2)
        guard placed.textBounds != nil else { return nil }
        inside.bounds = placer.bounds
        placer = inside
        return placed
    }
}
