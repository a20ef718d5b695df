import Foundation
import Layout

/// The names' first pass: each near its own item, before the badges.
extension Annotation {
    /// A small view's fixed size said after its name (`UIImageView … 30 × 30`):
    /// the item whose size it is, the words, their title, colour and role.
    typealias SizeAfterName = (item: ObjectIdentifier, words: String, title: String, color: Color, role: DisplayRole)

    /// What the names' first pass placed.
    struct NamesNear {
        /// The names placed, with their leaders.
        var labels: [DisplayItem] = []
        /// The names with no spot near their items, by index, for
        /// ``placeCrowdedNames(_:dense:extent:layer:placer:typesetter:style:)``.
        var later: [Int] = []
        /// The items whose size was said after their name.
        var saidTogether: Set<ObjectIdentifier> = []
        /// The picture's extent: the root and the names placed.
        var extent: CGRect
        /// Each name's leader, by the name's index, where it has one.
        var leaders: [Int: (start: CGPoint, end: CGPoint)] = [:]
        /// Each name's box, by the name's index.
        var boxes: [Int: CGRect] = [:]
    }

    /// The layer's names placed near their items, as
    /// ``placeName(_:as:outlines:frames:within:across:placer:typesetter:style:)``
    /// places them, each with its size after it (`sizeAfterName`) where that
    /// keeps the picture within a column; but those of `held`, which go with
    /// the crowded names (``placeCrowdedNames(_:dense:extent:layer:placer:typesetter:style:)``).
    /// A name with no room close to its item (three label heights) is left
    /// for later rather than led from afar or stacked below the picture: in
    /// a dense scene, names far from their views mislead, and a stack of
    /// thousands would be taller than the scene and tell nothing. Half an
    /// em clear on either side where there is room, so that two names side
    /// by side ("UITextField "Name" UISwitch "On"") do not read as one; as
    /// close as any label where there is not. Off every view's outline first
    /// (a name across an edge is struck through by it, and reads as the name
    /// of the view beyond it); then across only those enclosing its view, or,
    /// unled, along its words; across others only after the crowded names'
    /// numbers.
    static func placeNamesNear(_ layer: SceneLayer, sizeAfterName: [Int: SizeAfterName], root: CGRect, held: Set<Int>,
                               placer: inout LabelPlacer, typesetter: Typesetter, style: Style) -> NamesNear
    {
        // The picture's width so far (the root and the names placed): a
        // name with a size after it, longer, may not widen it past a
        // column's width with the page's padding (or further, where it is
        // wider already).
        var pass = NamesNear(extent: root)
        let column = Style.columnWidth - 2 * style.padding
        for (index, name) in layer.names.enumerated() {
            guard !held.contains(index) else {
                pass.later.append(index)
                continue
            }
            var size = sizeAfterName[index]
            func place(_ text: String, with placer: inout LabelPlacer) -> [DisplayItem] {
                placeName(text, as: name, outlines: layer.viewOutlines, frames: layer.viewFrames, across: .alongUnled,
                          besideWithin: root, placer: &placer, typesetter: typesetter, style: style)
            }
            // With its size after it where that keeps the picture within
            // its column; else the name alone, the size then drawn as its
            // two bars.
            var placed: [DisplayItem] = []
            if let words = size?.words, !name.text.contains("\n") {
                var trial = placer
                let tried = place(name.text + " " + words, with: &trial)
                if let box = tried.textBounds, pass.extent.union(box).width <= max(column, pass.extent.width) + 0.5 {
                    (placer, placed) = (trial, tried)
                }
            }
            if placed.isEmpty {
                size = nil
                var near = placer
                placed = place(name.text, with: &near)
                // One that would widen the picture past a column goes where
                // it keeps it within one, where it can.
                if let box = placed.textBounds, pass.extent.width < column, pass.extent.union(box).width > column + 0.5,
                   let kept = placeWithinColumn(name, extent: pass.extent, column: column, placer: placer,
                                                edges: layer.viewOutlines.edges,
                                                frames: interiorFrames(for: name, wordless: layer.viewFrames, outlines: layer.viewOutlines),
                                                padding: name.fontSize / 2,
                                                typesetter: typesetter, style: style)
                {
                    (near, placed) = kept
                }
                placer = near
            }
            if let box = placed.textBounds {
                pass.extent = pass.extent.union(box)
                pass.boxes[index] = box
            }
            if let leader = placed.leader { pass.leaders[index] = leader }
            if let size, !placed.isEmpty {
                placed = split(placed, name: name, size: (size.words, size.title, size.color, size.role),
                               typesetter: typesetter, style: style)
                pass.saidTogether.insert(size.item)
            }
            if placed.isEmpty { pass.later.append(index) } else { pass.labels += placed }
        }
        return pass
    }

    /// The names (by index) of those placed `near` whose leader runs
    /// through one of the `badges` placed after them: the leader seems to
    /// point at the badge ("Container: 16 constraints" over the find-in-page
    /// bar, on the hidden activity indicator's leader); or that a badge's
    /// leader runs through, striking the name out (a home row's
    /// "UIButton Remove" under its two containers' leaders).
    static func namesLedUnder(_ badges: [DisplayItem], near: NamesNear) -> Set<Int> {
        var plates: [CGRect] = []
        var leaders: [(start: CGPoint, end: CGPoint)] = []
        for item in badges {
            switch item {
            case .text(let text): plates.append(text.box.insetBy(dx: 1, dy: 1))
            case .shape:
                if let leader = [item].leader { leaders.append(leader) }
            default: break
            }
        }
        var held = Set(near.leaders.compactMap { index, leader in
            plates.contains { LabelPlacer.segment(from: leader.start, to: leader.end, crosses: $0) } ? index : nil
        })
        for (index, box) in near.boxes {
            let name = box.insetBy(dx: 1, dy: 1)
            if leaders.contains(where: { !name.contains($0.start) && LabelPlacer.segment(from: $0.start, to: $0.end, crosses: name) }) {
                held.insert(index)
            }
        }
        return held
    }
}
