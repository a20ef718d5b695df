import Foundation
import Layout

/// Names and notes placed outside the scene, kept within a column.
extension Annotation {
    /// How many label heights from its item a name may be placed where
    /// that keeps the picture within a column (rather than nearer, past it).
    static let namesWithinColumnRings = 6

    /// `name` placed where it keeps the picture (`extent` so far) within a
    /// `column`: up to ``namesWithinColumnRings`` label heights from its
    /// item, off every view's outline (`edges`). A name that would widen the
    /// picture past a column (a stack's long name right of a narrow root,
    /// another left of it: 991 pt) goes there where there is such a spot
    /// (above the row, inside the root); nil (nothing taken) where there is
    /// none. The placer comes back as it was but for the name taken.
    /// A note (an ambiguous field's "ambiguous x, width") likewise, with
    /// no `padding`.
    static func placeWithinColumn(_ name: SceneLayer.Note, extent: CGRect, column: CGFloat, placer: LabelPlacer,
                                  edges: BoxIndex, frames: BoxIndex? = nil, padding: CGFloat, typesetter: Typesetter,
                                  style: Style) -> (placer: LabelPlacer, placed: [DisplayItem])?
    {
        var within = placer
        // A name, as near its view (``placeName(_:as:edges:frames:within:placer:typesetter:style:)``).
        if let frames, let own = name.inside { within.interiors = (frames, own) }
        let band = CGRect(x: extent.maxX - column, y: extent.minY - column, width: 2 * column - extent.width,
                          height: extent.height + 2 * column)
        within.bounds = placer.bounds.map { $0.intersection(band) } ?? band
        within.avoided = edges
        let placed = Diagram.place(name.text, fontSize: name.fontSize, color: name.color, anchor: name.anchor, vertical: false,
                                   role: name.role, placer: &within, typesetter: typesetter, style: style,
                                   padding: padding, within: namesWithinColumnRings, edge: name.edge)
        guard !placed.isEmpty else { return nil }
        (within.bounds, within.avoided, within.interiors) = (placer.bounds, placer.avoided, placer.interiors)
        return (within, placed)
    }
}

extension Annotation {
    /// How many label heights from its item a name with no room nearer may
    /// be placed, in a scene that is not dense.
    static let namesFurtherRings = 6

    /// `name`, which found no spot within three label heights of its item,
    /// placed up to ``namesFurtherRings`` away, after every other label:
    /// off every view's outline (`edges`) with half an em clear where it
    /// can be, as any name, its leader clear of every label and leader
    /// where it can be, and no wider than the picture (`extent`). A
    /// progress bar under a row of buttons, its near spots taken by its
    /// neighbours' names, is named below them rather than not at all.
    /// Empty (nothing taken) where there is no such spot either.
    static func placeFurther(_ name: SceneLayer.Note, extent: CGRect, placer: inout LabelPlacer, edges: BoxIndex,
                             frames: BoxIndex, typesetter: Typesetter, style: Style) -> [DisplayItem]
    {
        let bounds = placer.bounds
        let band = extent.insetBy(dx: 0, dy: -Style.columnWidth)
        placer.bounds = bounds.map { $0.intersection(band) } ?? band
        defer { (placer.bounds, placer.clearance) = (bounds, .nearest) }
        // Its leader clear of every label and leader: one led from that
        // far through another label strikes it out and reads as its.
        placer.clearance = .clear
        return placeName(name.text, as: name, edges: edges, frames: frames, within: namesFurtherRings, placer: &placer,
                         typesetter: typesetter, style: style)
    }

    /// `text` (`name`'s text, or it with its size after it) placed as a
    /// name is: off every view's outline (`edges`) with half an em clear
    /// on either side, then as close as any label, then across outlines in
    /// the same two ways; within three label heights of its item, or within
    /// `rings`; never mostly inside a wordless view (of `frames`) along its
    /// top, unless it holds the named one (``LabelPlacer/interiors``).
    /// Empty (nothing taken) where there is no spot.
    static func placeName(_ text: String, as name: SceneLayer.Note, edges: BoxIndex, frames: BoxIndex,
                          within rings: Int? = nil, placer: inout LabelPlacer, typesetter: Typesetter,
                          style: Style) -> [DisplayItem]
    {
        // Not along the top of another, wordless view (`frames`) that does
        // not hold its own: there it reads as that view's name.
        placer.interiors = name.inside.map { (frames, $0) }
        defer { (placer.avoided, placer.interiors) = (nil, nil) }
        let attempts: [(padding: CGFloat, avoided: BoxIndex?)] = [(name.fontSize / 2, edges), (0, edges),
                                                                   (name.fontSize / 2, nil), (0, nil)]
        for (padding, avoided) in attempts {
            placer.avoided = avoided
            let placed = Diagram.place(text, fontSize: name.fontSize, color: name.color, anchor: name.anchor,
                                       vertical: false, role: name.role, placer: &placer, typesetter: typesetter,
                                       style: style, nearbyOnly: rings == nil, padding: padding, within: rings,
                                       edge: name.edge)
            if !placed.isEmpty { return placed }
        }
        return []
    }
}

extension Annotation {
    /// The circled `number` keying `name` (a view too crowded to be named
    /// on the picture) to its name under it: inside the view's frame
    /// (``SceneLayer/Note/inside``), in its top-left corner or the next
    /// spot free there, where it fits off its subviews (in a stack filled
    /// by its rows, it would read as a row's); else within three label
    /// heights of the view, as a name is placed, but again not over a
    /// subview. (Unlike a name, it may lie inside another view: small and
    /// led from its own, it is a pointer, not a title; kept out of other
    /// views, twice as many would go unnamed.) Empty (nothing taken) where
    /// there is no room for it either.
    static func placeKeyNumber(_ number: String, for name: SceneLayer.Note, placer: inout LabelPlacer,
                               typesetter: Typesetter, style: Style) -> [DisplayItem]
    {
        let clearOfSubviews = { (box: CGRect) in !name.subviews.contains { MarkLanes.overlap($0, box) } }
        if let frame = name.inside,
           let placed = placeInCorner(number, of: frame, fontSize: name.fontSize, color: name.color, role: name.role,
                                      placer: &placer, typesetter: typesetter, style: style, accepts: clearOfSubviews)
        {
            return placed
        }
        var near = placer
        let placed = Diagram.place(number, fontSize: name.fontSize, color: name.color, anchor: name.anchor, vertical: false,
                                   role: name.role, placer: &near, typesetter: typesetter, style: style, nearbyOnly: true,
                                   edge: name.edge)
        guard let box = placed.textBounds, clearOfSubviews(box) else { return [] }
        placer = near
        return placed
    }
}
