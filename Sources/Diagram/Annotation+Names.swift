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
        // A name, as near its view (``placeName(_:as:outlines:frames:within:across:placer:typesetter:style:)``).
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
    /// The highest number that keys a name: Unicode's circled numbers end at ⑳.
    static let keyedNamesLimit = 20

    /// The layer's names of `indices`, which found no spot near their
    /// items off every outline but those enclosing their views, placed
    /// once every other name has its spot near its own item and every
    /// badge its spot at its container's edge: each beside its view within
    /// the `root` (``placeBeside(_:root:outlines:placer:typesetter:style:)``),
    /// else further out (up to
    /// ``namesFurtherRings``, in a scene that is not dense, the picture no
    /// wider than `extent`), else keyed
    /// by a circled number on its view (numbered on from the frames
    /// changed at run time, which the key under the picture says first;
    /// up to ``keyedNamesLimit``).
    /// Only then, and only once every number has its spot (a name there
    /// would take the corner another's number goes in), does one lie
    /// across another view's outline near its own (where it reads as the
    /// other's name: "UIImageView …" over two cells of a row of images),
    /// never across the root's; one with no spot even so is left out
    /// (``notShown``).
    /// A name counts as crowded (``unnamed``, what the level of detail
    /// summarises by) only where it has no spot near even across outlines,
    /// keyed or not: keying it changes what is drawn, not how crowded the
    /// scene is. Returns, by name keyed, its entry's index in ``nameKey``.
    mutating func placeCrowdedNames(_ indices: [Int], dense: Bool, root: CGRect, extent: CGRect, layer: SceneLayer,
                                    placer: inout LabelPlacer, typesetter: Typesetter, style: Style) -> [Int: Int]
    {
        let outlines = layer.viewOutlines
        var left: [SceneLayer.Note] = []
        var keyed: [Int: Int] = [:]
        for index in indices {
            let name = layer.names[index]
            var placed = Self.placeBeside(name.text, as: name, root: root, outlines: outlines, placer: &placer,
                                          typesetter: typesetter, style: style)
            if placed.isEmpty, !dense {
                placed = Self.placeFurther(name, extent: extent, placer: &placer, outlines: outlines,
                                           frames: layer.viewFrames, typesetter: typesetter, style: style)
            }
            if placed.isEmpty {
                var trial = placer
                let across = Self.placeName(name.text, as: name, outlines: outlines, frames: layer.viewFrames, across: .anyOnly,
                                            placer: &trial, typesetter: typesetter, style: style)
                if across.isEmpty {
                    switch name.role {
                    case .viewName(let item), .guideName(let item): unnamed.append(item)
                    default: unnamed.append(name.text)
                    }
                }
                // Only while circled numbers last: past ⑳, a key under the
                // picture would be longer than the picture is tall (a grid
                // of a thousand cells) and tell less than their count. Once
                // they are spent, no number is left to keep a spot for: the
                // name takes the one it found across outlines, or none.
                let number = layer.numbersUsed + nameKey.count + 1
                if number > Self.keyedNamesLimit {
                    if across.isEmpty { notShown.append(name.text) } else { (placer, placed) = (trial, across) }
                } else {
                    placed = Self.placeKeyNumber(CircledNumber.text(number), for: name, placer: &placer,
                                                 typesetter: typesetter, style: style)
                    if placed.isEmpty {
                        left.append(name)
                    } else {
                        keyed[index] = nameKey.count
                        nameKey.append("\(CircledNumber.text(number)) \(name.text)")
                    }
                }
            }
            labels += placed
        }
        for name in left {
            let placed = Self.placeName(name.text, as: name, outlines: outlines, frames: layer.viewFrames, across: .anyButTheRoot,
                                        placer: &placer, typesetter: typesetter, style: style)
            if placed.isEmpty { notShown.append(name.text) }
            labels += placed
        }
        return keyed
    }

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
    static func placeFurther(_ name: SceneLayer.Note, extent: CGRect, placer: inout LabelPlacer, outlines: ViewOutlines,
                             frames: BoxIndex, typesetter: Typesetter, style: Style) -> [DisplayItem]
    {
        let bounds = placer.bounds
        let band = extent.insetBy(dx: 0, dy: -Style.columnWidth)
        placer.bounds = bounds.map { $0.intersection(band) } ?? band
        defer { (placer.bounds, placer.clearance) = (bounds, .nearest) }
        // Its leader clear of every label and leader: one led from that
        // far through another label strikes it out and reads as its.
        placer.clearance = .clear
        return placeName(name.text, as: name, outlines: outlines, frames: frames, within: namesFurtherRings,
                         across: .enclosing, placer: &placer, typesetter: typesetter, style: style)
    }

    /// The frames whose top `name` may not lie along (``LabelPlacer/interiors``):
    /// the wordless views' (`wordless`), a view's own words saying which
    /// it is; for a guide's name, every view's: a guide's name set in the
    /// top corner of a label, clear of its words, reads as the label's
    /// (RxSwift's calculator's "topLayoutGuide" in its display's box).
    static func interiorFrames(for name: SceneLayer.Note, wordless: BoxIndex, outlines: ViewOutlines) -> BoxIndex {
        if case .guideName = name.role { return outlines.frameIndex }
        return wordless
    }

    /// Which outlines a name may lie across where no spot near is clear of
    /// them all (``placeName(_:as:outlines:frames:within:across:placer:typesetter:style:)``).
    enum OutlinesCrossed {
        /// Those enclosing its view (``ViewOutlines/enclosing(_:)``:
        /// its own, its ancestors', a background drawn behind it): a legend
        /// on its own box's edge, an icon's name over its row's side.
        case enclosing
        /// Those, or any running along its words where the name sits by
        /// its own view with no leader: a row's name in the narrow gap
        /// above it, the edges of the keys around along it as a legend's
        /// line. Led from its view across a neighbour's outline, or struck
        /// through by a neighbour's side (a toolbar's icons), it reads as
        /// the neighbour's name.
        case alongUnled
        /// Any, and only that: asked of a name whose spots within the
        /// stricter rules were all taken before (``placeCrowdedNames``),
        /// which the placer, only fuller since, would search in vain again.
        case anyOnly
        /// As ``anyOnly``, but never the root's: its heavy outline is the
        /// picture's frame, and a name across it sits half on the scene,
        /// half off it. The last look for a name with no number to key it.
        case anyButTheRoot
    }

    /// `text` (`name`'s text, or it with its size after it) placed as a
    /// name is: off every view's `outlines` with half an em clear on
    /// either side, then as close as any label, then (given a `root`)
    /// beside its view, then in the same two ways across the outlines
    /// `across` allows; within three label heights of
    /// its item, or within `rings`; never mostly inside a wordless view (of
    /// `frames`) along its top, unless it holds the named one
    /// (``LabelPlacer/interiors``). Empty (nothing taken) where there is
    /// no spot.
    static func placeName(_ text: String, as name: SceneLayer.Note, outlines: ViewOutlines, frames: BoxIndex,
                          within rings: Int? = nil, across: OutlinesCrossed, besideWithin root: CGRect? = nil,
                          placer: inout LabelPlacer, typesetter: Typesetter, style: Style) -> [DisplayItem]
    {
        // Not along the top of another, wordless view (`frames`) that does
        // not hold its own: there it reads as that view's name.
        placer.interiors = name.inside.map { (Self.interiorFrames(for: name, wordless: frames, outlines: outlines), $0) }
        defer {
            placer.keepOffNothing()
            placer.interiors = nil
        }
        // The views enclosing the named one, found once a call, where asked.
        var found: [ObjectIdentifier]?
        func enclosing() -> [ObjectIdentifier]? {
            guard let frame = name.inside else { return nil }
            if found == nil { found = outlines.enclosing(frame) }
            return found
        }
        enum Outlines { case none, enclosing, any, anyButTheRoot }
        let any: Outlines = across == .anyButTheRoot ? .anyButTheRoot : .any
        let attempts: [(padding: CGFloat, crossed: Outlines)] = [(name.fontSize / 2, .none), (0, .none),
                                                                (name.fontSize / 2, .enclosing), (0, .enclosing),
                                                                (name.fontSize / 2, any), (0, any)]
        let tried = switch across {
        case .enclosing: attempts.prefix(4)
        case .alongUnled: attempts.prefix(6)
        case .anyOnly, .anyButTheRoot: attempts.suffix(2)
        }
        for (padding, crossed) in tried {
            // Beside its view, clear of every outline, before across the
            // outlines enclosing it (a button's name half over its row's
            // side), where a `root` bounds it.
            if crossed == .enclosing, padding > 0, let root {
                var trial = placer
                let beside = placeBeside(text, as: name, root: root, outlines: outlines, placer: &trial,
                                         typesetter: typesetter, style: style)
                if !beside.isEmpty {
                    placer = trial
                    return beside
                }
            }
            switch crossed {
            case .none: placer.keepOff(outlines.edges, owners: outlines.owners, except: [], edges: [])
            case .enclosing:
                guard let enclosing = enclosing() else { continue }
                placer.keepOff(outlines.edges, owners: outlines.owners, except: enclosing, edges: [])
            case .any: placer.keepOffNothing()
            case .anyButTheRoot: placer.keepOff(outlines.rootEdges.boxes, owners: outlines.rootEdges.owners, except: [], edges: [])
            }
            // Unled, across outlines: only the first ring (beyond it, a
            // leader is drawn), searched alone.
            let unled = crossed == .any && across == .alongUnled
            var trial = placer
            let placed = Diagram.place(text, fontSize: name.fontSize, color: name.color, anchor: name.anchor,
                                       vertical: false, role: name.role, placer: &trial, typesetter: typesetter,
                                       style: style, nearbyOnly: rings == nil, padding: padding, within: unled ? 1 : rings,
                                       edge: name.edge)
            guard !placed.isEmpty else { continue }
            if unled {
                guard placed.leaderLength == 0, let box = placed.textBounds, let enclosing = enclosing() else { continue }
                let words = box.insetBy(dx: 0, dy: box.height / 4)
                let (edges, owners) = (outlines.edges, outlines.owners)
                // Struck through: another view's side across the middle
                // half of its words, top to bottom (one that ends in their
                // margin, under the plate, does not read as striking them).
                if edges.intersectsAny(BoxIndex.Query(words), where: { index in
                    let edge = edges.boxes[index]
                    return ViewEdges.isVertical(edge) && edge.minY <= words.minY && edge.maxY >= words.maxY
                        && !enclosing.contains(owners[index])
                }) { continue }
            }
            placer = trial
            return placed
        }
        return []
    }
}

extension Annotation {
    /// How much of a view a lone subview covers to be its body (a cell's
    /// content view, 293.5 of a 320-pt cell beside its disclosure
    /// indicator), over which the view's number may go.
    static let bodyShare: CGFloat = 0.85

    /// The circled `number` keying `name` (a view too crowded to be named
    /// on the picture) to its name under it: inside the view's frame
    /// (``SceneLayer/Note/inside``), near its top-left corner, else its
    /// top-right one, at the first spot free there off its subviews (in a
    /// stack filled by its rows, it would read as a row's; a lone subview
    /// filling it, a cell's content view, is its body, not a row: a cell's
    /// number goes in its accessory's strip, or over its content, rather
    /// than into the row above, where it reads as that row's); else
    /// within three label heights of the view, as a name is placed, but
    /// again not over a subview. (Unlike a name, it may lie inside another
    /// view: small and led from its own, it is a pointer, not a title;
    /// kept out of other views, twice as many would go unnamed.) Empty
    /// (nothing taken) where there is no room for it either.
    static func placeKeyNumber(_ number: String, for name: SceneLayer.Note, placer: inout LabelPlacer,
                               typesetter: Typesetter, style: Style) -> [DisplayItem]
    {
        var subviews = name.subviews
        if let frame = name.inside, subviews.count == 1 {
            let body = subviews[0].intersection(frame)
            if !body.isNull, body.width * body.height >= Self.bodyShare * frame.width * frame.height { subviews = [] }
        }
        let clearOfSubviews = { (box: CGRect) in !subviews.contains { MarkLanes.overlap($0, box) } }
        if let frame = name.inside {
            var inside = placer
            inside.keepOff(BoxIndex(subviews), owners: [], except: [], edges: [])
            for fromRight in [false, true] {
                var trial = inside
                guard let placed = placeInCorner(number, of: frame, fromRight: fromRight, fontSize: name.fontSize,
                                                 color: name.color, role: name.role, placer: &trial,
                                                 typesetter: typesetter, style: style) else { continue }
                (trial.avoided, trial.avoidedOwners) = (placer.avoided, placer.avoidedOwners)
                (trial.exempt, trial.exemptEdges) = (placer.exempt, placer.exemptEdges)
                placer = trial
                return placed
            }
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
