import Foundation

// Where a label goes: the spots tried around its mark, ring by ring, and
// the choice among them (free, its leader crossing nothing, or the
// nearest that crosses least), with the last resort below everything.
extension LabelPlacer {
    /// The top-left corner for a label of `size` around `anchor`: above or
    /// below a horizontal mark, beside a vertical one, sliding along it, then
    /// below everything placed so far: with a `reach`, only when that is
    /// within `reach` label heights of the anchor (``fallbackReach`` for a
    /// satisfied constraint's label: stacked far below its mark with a leader
    /// across the picture it reads as nobody's, so it is left out and
    /// counted; a diagnostic is always placed). Records the box as taken;
    /// nil (nothing taken) when there is no such spot.
    mutating func place(size: CGSize, anchor: CGPoint, besideVerticalMark: Bool, offset: CGFloat,
                        onLine: Bool = false, owner: Int? = nil, reach: CGFloat? = nil) -> CGPoint?
    {
        if let nearby = placeNearby(size: size, anchor: anchor, besideVerticalMark: besideVerticalMark, offset: offset,
                                    onLine: onLine, owner: owner)
        {
            return nearby
        }
        // Every spot near is taken: go below everything placed so far.
        let origin = CGPoint(x: anchor.x - size.width / 2, y: max(bottom, anchor.y) + gap)
        if let reach, origin.y - anchor.y > reach * (size.height + gap) { return nil }
        take(CGRect(origin: origin, size: size))
        return origin
    }

    /// How far below its anchor, in label heights, the last resort may put a label.
    /// Within the nearby search (``rings``): the last resort serves a label
    /// whose spots near are crossed by other marks' lines, not one that would
    /// join a stack of labels under the picture.
    static let fallbackReach: CGFloat = 8

    /// As ``place(size:anchor:besideVerticalMark:offset:)``, but nil (and
    /// nothing reserved) when no spot within `rings` label heights of
    /// `anchor` is free.
    /// With `onLine`, the first spot tried is centred on the anchor, over
    /// the mark's own line, as a dimension's figure interrupts its line.
    mutating func placeNearby(size: CGSize, anchor: CGPoint, besideVerticalMark: Bool, offset: CGFloat,
                              rings: Int = LabelPlacer.rings, onLine: Bool = false, owner: Int? = nil) -> CGPoint?
    {
        let centred = CGPoint(x: anchor.x - size.width / 2, y: anchor.y - size.height / 2)
        var around = candidates(size: size, anchor: anchor, vertical: besideVerticalMark, offset: offset, rings: rings)
        if let (frame, right) = beside {
            around.removeAll { spot in
                let middle = spot.y + size.height / 2
                return (right ? spot.x < frame.maxX : spot.x + size.width > frame.minX)
                    || middle < frame.minY || middle > frame.maxY
            }
        }
        // A spot whose leader would cross another label's leader (two
        // leaders in an X read as each other's) or run through another
        // label, or that a leader drawn before runs through (either label
        // struck out), is passed over for one clear of them and at most a
        // label height further: led from much further away, a label reads
        // as nobody's, which is worse. A label a name's leader runs through
        // seems to be what that leader points at: it takes a clear spot up
        // to ``struckSlack`` label heights further, but for one on its own
        // mark's line (a dimension's figure), which reads as the mark's
        // whatever passes under it.
        var crossing: (spot: CGPoint, length: CGFloat, slack: CGFloat)?
        var hidden: (spot: CGPoint, length: CGFloat)?
        leaderStart = nil
        for candidate in (onLine ? [centred] : []) + around {
            let box = CGRect(origin: candidate, size: size)
            // Its middle taken (the figure of a bar in the next lane, a
            // view's name): slid along its own line, where that has room,
            // it still reads as the line's figure, as a draftsman staggers
            // the figures of stacked dimensions, rather than led off it.
            if candidate == centred, !isFree(box, owner: owner), let slid = slidOnLine(box, vertical: besideVerticalMark, owner: owner) {
                take(slid)
                return slid.origin
            }
            guard isFree(box, owner: owner),
                  !((leadersKeepClear || clearance == .clear) && leaderCrossesText(to: box, from: anchor, offset: offset)),
                  !leaderRunsAlongOutline(to: box, from: anchor, offset: offset)
            else { continue }
            let struck = !leaders.isEmpty && leaderCrosses(box, from: anchor)
            // On its own line but under a leader drawn before (a name's,
            // led across the bar): slid along the line, clear of it, it
            // still reads as the line's figure.
            if struck, candidate == centred, let slid = slidOnLine(box, vertical: besideVerticalMark, owner: owner) {
                take(slid)
                return slid.origin
            }
            let strikes = leaderCrossesLabel(to: box, from: anchor, offset: offset)
            if struck || strikes || !leaders.isEmpty && leaderCrossesLeader(to: box, from: anchor, offset: offset) {
                // Led from further along its item's edge, clear: taken.
                if !struck, let start = clearStart(to: box, from: anchor, offset: offset, owner: owner) {
                    take(box)
                    leaderStart = start
                    return candidate
                }
                if clearance == .clear || clearance == .unstruck && (struck || strikes) { continue }
                if crossing == nil {
                    let slack = struck && candidate != centred ? Self.struckSlack : 1
                    crossing = (candidate, Self.leaderLength(to: box, from: anchor), slack * (size.height + gap))
                }
                continue
            }
            let length = Self.leaderLength(to: box, from: anchor)
            if let crossing, length > crossing.length + crossing.slack { break }
            if let hidden, length > hidden.length + size.height + gap { break }
            // Under another mark's line, its leader is drawn over and seems
            // to point where that line ends: led from further along its
            // item's edge, or a spot at most a label height further, clear,
            // is taken instead; else this one, before any that crosses.
            if leaderRunsAlongLine(to: box, from: anchor, offset: offset, owner: owner) {
                if let start = clearStart(to: box, from: anchor, offset: offset, owner: owner) {
                    take(box)
                    leaderStart = start
                    return candidate
                }
                if hidden == nil { hidden = (candidate, length) }
                continue
            }
            take(box)
            return candidate
        }
        if let hidden {
            take(CGRect(origin: hidden.spot, size: size))
            return hidden.spot
        }
        guard let crossing else { return nil }
        take(CGRect(origin: crossing.spot, size: size))
        return crossing.spot
    }

    /// `box`, centred on its mark's line, slid along it by half its length
    /// and the gap, then by its length and twice the gap, either way,
    /// within ``onLineReach``: the first spot free and clear of every
    /// leader drawn so far, or nil.
    private func slidOnLine(_ box: CGRect, vertical: Bool, owner: Int?) -> CGRect? {
        let length = vertical ? box.height : box.width
        for step in [length / 2 + gap, length + 2 * gap] where step <= onLineReach {
            for sign in [CGFloat(-1), 1] {
                let slid = vertical ? box.offsetBy(dx: 0, dy: sign * step) : box.offsetBy(dx: sign * step, dy: 0)
                if isFree(slid, owner: owner), !leaderCrosses(slid, from: CGPoint(x: box.midX, y: box.midY)) { return slid }
            }
        }
        return nil
    }

    /// How many label heights further than a spot a leader runs through a
    /// clear spot may be and still be taken instead.
    static let struckSlack: CGFloat = 3

    /// Where a label is tried along its mark in the first ring, in steps of
    /// half its width (beside a horizontal mark) or of its height plus
    /// the gap (beside a vertical one): the middle first, then either way.
    static let firstRingSlides: [CGFloat] = [0, -0.5, 0.5, -1, 1]

    /// How far out the search goes, in rings a label's height apart.
    static let rings = 12

    private func candidates(size: CGSize, anchor: CGPoint, vertical: Bool, offset: CGFloat, rings: Int) -> [CGPoint] {
        let (w, h) = (size.width, size.height)
        var spots: [CGPoint] = []
        // Rings at growing distance; within a ring, the natural side first,
        // then the other side, then slid along the mark.
        for ring in 0..<max(1, min(rings, Self.rings)) {
            let distance = offset + CGFloat(ring) * (h + gap)
            var slides: [CGFloat] = ring == 0 ? Self.firstRingSlides : Self.firstRingSlides + [-1.5, 1.5]
            // A short label beside a horizontal mark ("≥", "8") slides
            // further along it before it steps off it: its steps are short,
            // and another label at the mark's middle (a spacing's, where
            // lines cross) would otherwise send it rings away.
            if ring == 0, !vertical, shortLabelsSlideFurther, w < 2 * h { slides += [-2, 2, -3, 3] }
            for slide in slides {
                if vertical {
                    let y = anchor.y - h / 2 + slide * (h + gap)
                    spots.append(CGPoint(x: anchor.x + distance, y: y))
                    spots.append(CGPoint(x: anchor.x - distance - w, y: y))
                } else {
                    let x = anchor.x - w / 2 + slide * (w / 2 + gap)
                    spots.append(CGPoint(x: x, y: anchor.y - distance - h))
                    spots.append(CGPoint(x: x, y: anchor.y + distance))
                }
            }
        }
        return spots
    }
}
