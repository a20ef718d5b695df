import Foundation
import Layout

extension Annotation {
    /// How far from its spot on its container's top edge a badge may be
    /// placed, in label heights: further, its leader runs across rows of
    /// the dense scene it summarises (a filter panel's badge 110 pt below
    /// its row, its leader through three rows), and it is said under the
    /// picture instead.
    static let badgeRings = 6

    /// How long, in label heights, the leader of a plain count ("12
    /// constraints") may be: further from its container, with no name to
    /// say whose it is, it reads as any row's it passes.
    static let plainBadgeReach: CGFloat = 3

    /// The badges of the summarised containers with a count, each at the
    /// right of its container's top edge: "30 constraints", named where its
    /// spot would not say whose it is (`badgeNeedsName`) or where it found
    /// room only at the end of a leader, which could be any view's; but
    /// only where the longer text still lands over the scene or just above
    /// or below it: pushed out past its sides it would widen the picture,
    /// and the plain count is kept.
    /// The named badge also keeps off the outlines of other views (`layer`'s
    /// ``SceneLayer/viewOutlines``): across one it reads as that view's.
    /// A badge with no spot near (every spot within ``badgeRings`` label
    /// heights of it taken; for a plain count, within ``plainBadgeReach``)
    /// is not drawn but said under the picture, returned in `notShown`
    /// (`Container: 17 constraints`): four badges of containers stacked in
    /// a cell went under the whole picture, their leaders running 360 to
    /// 540 pt up through it.
    static func placeBadges(_ badges: [(container: View, count: Int)], in scene: Scene, root: CGRect, layer: SceneLayer,
                            placer: inout LabelPlacer, typesetter: Typesetter,
                            style: Style) -> (labels: [DisplayItem], notShown: [String])
    {
        let counted = badges.filter { $0.count > 0 }
        guard !counted.isEmpty else { return ([], []) }
        let views = scene.items.compactMap { $0 as? View }.filter { !$0.isHidden && !$0.isCollapsedInStack }
        let badged = counted.map(\.container)
        var labels: [DisplayItem] = [], notShown: [String] = []
        for (container, count) in counted {
            let frame = container.frame
            /// `text` placed around a spot on the container's top edge: about
            /// 40 pt in from the right, or flush with the right edge (`flush`),
            /// where a longer text (a named badge) need not stick out past the
            /// container to find room.
            func place(_ text: String, with placer: inout LabelPlacer, flush: Bool = false,
                       within rings: Int) -> [DisplayItem]
            {
                let half = typesetter.size(text, fontSize: style.annotationSize).width / 2 + 2
                let x = flush ? max(frame.minX + half, frame.maxX - half) : frame.maxX - 40
                return Diagram.place(text, fontSize: style.annotationSize, color: style.satisfied,
                                     anchor: CGPoint(x: x, y: frame.minY), vertical: false,
                                     role: .summary(container.name), placer: &placer, typesetter: typesetter, style: style,
                                     within: rings, edge: frame.horizontalSpan)
            }
            let plain = "\(count) constraint\(count == 1 ? "" : "s")"
            /// The named badge and the placer that placed it, if it finds a
            /// spot over the scene near its container: off other views'
            /// outlines (across one it reads as that view's) within four
            /// rings first; where every such spot crosses one (a dense
            /// cell), anywhere the plain badge could go.
            func placedNamed() -> (LabelPlacer, [DisplayItem])? {
                // Only spots over the scene are tried, so a spot that
                // sticks out does not end the search for one that does not.
                let allowed = root.insetBy(dx: -4, dy: -40)
                let attempts: [(keepsOff: Bool, flush: Bool, rings: Int)] =
                    [(true, true, 4), (true, false, 4), (false, true, 4), (false, false, Self.badgeRings)]
                for attempt in attempts {
                    var trial = placer
                    trial.bounds = placer.bounds.map { $0.intersection(allowed) } ?? allowed
                    if attempt.keepsOff {
                        trial.keepOff(layer.viewOutlines.edges, owners: layer.viewOutlines.owners, except: [ObjectIdentifier(container)],
                                      edges: ViewEdges.boxes(of: frame))
                    }
                    let placed = place("\(container.pictureName): \(plain)", with: &trial, flush: attempt.flush, within: attempt.rings)
                    trial.bounds = placer.bounds
                    trial.keepOffNothing()
                    if !placed.isEmpty { return (trial, placed) }
                }
                return nil
            }
            // Where a row stacked flush above shares the top edge, a count
            // above the line reads as that row's: below it, beside its
            // spot, the plain count is the container's own.
            let needsName = badgeNeedsName(container, among: views, badged: badged)
            if needsName, !badgeNeedsName(container, among: views, badged: badged, rowsAbove: false) {
                var below = placer
                let lower = CGRect(x: -1e6, y: frame.minY, width: 2e6, height: 2e6)
                below.bounds = placer.bounds.map { $0.intersection(lower) } ?? lower
                let placed = place(plain, with: &below, flush: true, within: 4)
                below.bounds = placer.bounds
                if !placed.isEmpty, !placed.isLedAway {
                    placer = below
                    labels += placed
                    continue
                }
            }
            if needsName, let (named, placed) = placedNamed() {
                placer = named
                labels += placed
                continue
            }
            var trial = placer
            let placed = place(plain, with: &trial, within: Self.badgeRings)
            let height = typesetter.size(plain, fontSize: style.annotationSize).height + placer.gap
            if placed.isEmpty || placed.isLedAway, !needsName, let (named, namedPlaced) = placedNamed() {
                placer = named
                labels += namedPlaced
            } else if placed.isEmpty || placed.leaderLength > Self.plainBadgeReach * height {
                notShown.append("\(container.pictureName): \(plain)")
            } else {
                placer = trial
                labels += placed
            }
        }
        return (labels, notShown)
    }

    /// Whether a summarised container's badge ("30 constraints") should
    /// say whose it is ("Foreground: 30 constraints") because its spot, the
    /// right of the container's top edge, would not: another view's top
    /// edge runs along the same line there (containers that share a frame
    /// or an edge, a subview flush with the top), or its bottom edge does
    /// (rows stacked flush: above the line the badge reads as the row
    /// above's), or another badged container's spot is close by.
    static func badgeNeedsName(_ container: View, among views: [View], badged: [View], rowsAbove: Bool = true) -> Bool {
        let frame = container.frame
        // Where the badge lies: about 80 pt left of the right edge, on the top edge.
        let span = (frame.maxX - 80)...frame.maxX
        let tolerance: CGFloat = 3
        let sharesTheLine = views.contains { view in
            // A cell, whose name its content view's badge says, is not another.
            guard view !== container, !(container.isNamedBySuperview && view === container.superview) else { return false }
            let other = view.frame
            let alongTheLine = abs(other.minY - frame.minY) <= tolerance || rowsAbove && abs(other.maxY - frame.minY) <= tolerance
            return alongTheLine && other.minX < span.upperBound && other.maxX > span.lowerBound
        }
        let nearAnother = badged.contains { other in
            other !== container && abs(other.frame.maxX - frame.maxX) < 80 && abs(other.frame.minY - frame.minY) < 20
        }
        return sharesTheLine || nearAnother
    }
}
