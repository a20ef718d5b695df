import Foundation

extension Annotation {
    /// `text` (`name`'s, or it with its size after it), which found no
    /// spot above or below its view, set beside it: wholly past its right side, else its left, level with it,
    /// within a label's height of the side's middle, with no leader; off
    /// every view's outline with half an em clear (a neighbour's side that
    /// near would make it the neighbour's name). A button in a column
    /// whose alignment lines run down both its sides, and whose gaps
    /// above and below hold its spacings' figures, is named on its right
    /// rather than keyed by a number. Within the root: past it, beside a
    /// view as wide as the root, it would widen the picture by its length
    /// and name a band of the screen rather than a view. Empty (nothing
    /// taken) where neither side has room.
    static func placeBeside(_ text: String, as name: SceneLayer.Note, root: CGRect, outlines: ViewOutlines,
                            placer: inout LabelPlacer, typesetter: Typesetter, style: Style) -> [DisplayItem]
    {
        guard let frame = name.inside else { return [] }
        let bounds = placer.bounds
        placer.bounds = bounds.map { $0.intersection(root) } ?? root
        placer.keepOff(outlines.edges, owners: outlines.owners, except: [], edges: [])
        defer {
            placer.keepOffNothing()
            (placer.beside, placer.bounds) = (nil, bounds)
        }
        for right in [true, false] {
            placer.beside = (frame, right)
            let anchor = CGPoint(x: right ? frame.maxX : frame.minX, y: frame.midY)
            let placed = Diagram.place(text, fontSize: name.fontSize, color: name.color, anchor: anchor, vertical: true,
                                       role: name.role, placer: &placer, typesetter: typesetter, style: style,
                                       padding: name.fontSize / 2, within: 1)
            if !placed.isEmpty { return placed }
        }
        return []
    }
}
