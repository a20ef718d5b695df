import Foundation
import Layout

/// Edges, centres and baselines: a line where two coincide (an alignment),
/// an I-bar across the gap otherwise (a spacing).
extension ConstraintMarker {
    /// The marks of a location constraint. A location multiplier
    /// (`knob.centerX == 0.7 × slider.trailing`) measures from the origin of
    /// the items' common ancestor. An alignment that does not hold is drawn
    /// at the line it aligns to, with a bar saying how far off its item is.
    mutating func locationMarks(_ constraint: LayoutConstraint, first: LayoutItem, second: LayoutItem,
                                axis: LayoutConstraint.Axis, status: ConstraintStatus) -> [ConstraintMark]
    {
        let horizontal = axis == .horizontal
        let here = geometry.value(constraint.firstAttribute, of: first, in: constraint)
        let scaled = constraint.multiplier != 1
        let target = geometry.value(constraint.secondAttribute, of: second, in: constraint)
        let there = scaled ? geometry.origin(of: constraint, axis: axis) : target
        let stroke = self.stroke(constraint, status)
        let role = DisplayRole.constraint(constraint.relationDescription)
        let title = self.title(constraint, status)
        let suffix = ConstraintLabelText.priority(constraint) + locationStatus(status) + conflictNote(constraint, status)
        var marks: [ConstraintMark] = []
        if let wanted = wanted(constraint), status != .satisfied {
            // The item that moves is the inner one: where the first item
            // holds the second (the root's safe area, `guide.trailing ==
            // button.trailing + 8`), the button is where the constraint
            // wanted a different place, not the root's guide.
            var (moved, shift) = (first, wanted - here)
            if Self.holds(first, second), constraint.multiplier != 0 {
                let origin = scaled ? geometry.origin(of: constraint, axis: axis) : 0
                (moved, shift) = (second, origin + (here - constraint.constant - origin) / constraint.multiplier - target)
            }
            let frame = horizontal ? moved.frame.offsetBy(dx: shift, dy: 0) : moved.frame.offsetBy(dx: 0, dy: shift)
            if var ghost = ghost(of: moved, frame: frame, status: status, role: role) {
                ghost.kind = constraint.constant == 0 && !scaled ? .alignments : .spacings
                marks.append(ghost)
            }
        }
        if isAlignment(constraint) {
            // An alignment: a line along the shared edge or centre, across
            // both items, or across the first alone when the second holds it
            // (a line the length of the root says nothing).
            // A line nudged off its edge stays inside the view that holds
            // the other item (a label's bottom on its container's, nudged
            // below, lay in the gap outside the container, under the next).
            let holder = Self.holds(first, second) ? first : Self.holds(second, first) ? second : scene.root
            let bounds = ((holder as? LayoutGuide)?.owningView ?? holder).frame
            let (line, sharedLine) = alignmentLine(at: target, first: first.frame, second: second.frame, horizontal: horizontal,
                                                   attribute: constraint.firstAttribute, stroke: stroke, within: bounds,
                                                   rightToLeft: constraint.layoutDirection(relativeTo: scene.layoutDirection) == .rightToLeft)
            let holds = abs(here - there) < 0.5
            // A line on a shared edge needs no words; one tying two different
            // attributes (a centre to an edge) says which.
            // Said from the inner item, as Interface Builder's inspector says
            // it: "trailing = root.trailingMargin", whichever item the
            // constraint names first.
            let same = constraint.secondAttribute == constraint.firstAttribute
            let firstIsOuter = Self.isAncestor(first, of: second)
            let (inner, innerAttribute) = Self.asMargin(firstIsOuter ? second : first,
                                                        firstIsOuter ? constraint.secondAttribute : constraint.firstAttribute)
            let (outer, outerAttribute) = Self.asMargin(firstIsOuter ? first : second,
                                                        firstIsOuter ? constraint.firstAttribute : constraint.secondAttribute)
            // Two items abutting (one's top on the other's bottom) are a
            // spacing of 0, and read as one: "0", as "8" reads for 8 pt
            // apart, not "top = UILabel "This textField observes…".bottom".
            let abutting = Self.areOpposite(constraint.firstAttribute, constraint.secondAttribute)
                && !firstIsOuter && !Self.isAncestor(second, of: first)
            // An edge on its own superview's margin (the dotted guide it
            // lies on) is said as the margin: "trailingMargin", not
            // "trailing = UITableViewCellContentView OTg-NH-M8e.trailingMargin"
            // beside every row of a cell.
            let onOwnMargin = outerAttribute.isMargin && outerAttribute.unmarginated == innerAttribute
                && Self.parent(of: inner) === outer
            // The inner item's own superview, where the picture does not
            // name it (a cell's content view), is said as Xcode's inspector
            // says it, "superview": "trailingMargin ≤ superview.trailing"
            // beside each of a settings screen's fourteen rows, not the name
            // of each row's content view, found nowhere on the picture.
            let unnamed = (outer as? View).map { !$0.isNamedInPictures } ?? false
            let outerName = unnamed && Self.parent(of: inner) === outer ? "superview" : outer.name
            // Said from the inner item, an inequality the outer item states
            // turns round: `content.trailing >= label.trailingMargin` is
            // "trailingMargin ≤ superview.trailing". Between two
            // attributes the relation stands between them, as in the
            // inspector, not before both ("≥ trailingMargin = …" read as
            // an equality).
            let relation = firstIsOuter ? constraint.relation.reversed : constraint.relation
            let between = ConstraintLabelText.relation(relation).trimmingCharacters(in: .whitespaces)
            let what = innerAttribute == outerAttribute ? ConstraintLabelText.relation(relation) + "\(innerAttribute)"
                : abutting ? ConstraintLabelText.relation(constraint.relation) + "0"
                : onOwnMargin ? ConstraintLabelText.relation(relation) + "\(outerAttribute)"
                : "\(innerAttribute) \(between.isEmpty ? "=" : between) \(outerName).\(outerAttribute)"
            var label = holds && same && suffix.isEmpty && constraint.relation == .equal ? nil : what + suffix
            // Rows aligned on one shared line (three rows on a cell's
            // margin) say what it is once, not once per row.
            if holds, let text = label, let sharedLine {
                if labelledLines[sharedLine, default: []].contains(text) {
                    label = nil
                } else {
                    labelledLines[sharedLine, default: []].append(text)
                }
            }
            marks.append(ConstraintMark(lines: [.polyline([line.start, line.end])], stroke: stroke, label: holds ? label : nil,
                                        labelColor: stroke.color, anchor: CGPoint(x: (line.start.x + line.end.x) / 2,
                                                                                y: (line.start.y + line.end.y) / 2),
                                        orientation: horizontal ? .vertical : .horizontal, role: role,
                                        labelRole: labelRole(role), kind: .alignments, title: title, along: line.length))
            if holds { return marks }
            // Pulled apart: a bar from the line to where the item's own
            // edge or centre is, labelled with how far off it is.
            marks.append(spacingBar(from: there, to: here, first: first, second: second, horizontal: horizontal,
                                    stroke: stroke, label: label ?? "", role: role, title: title, kind: .alignments))
            return marks
        }
        var text: String
        if scaled {
            text = ConstraintLabelText.relation(constraint.relation)
                + "\(ConstraintLabelText.number(constraint.multiplier)) × \(second.name).\(constraint.secondAttribute)"
                + ConstraintLabelText.offset(constraint.constant)
        } else {
            // The bar measures the gap, so the label says what the gap is:
            // `sender.trailing <= time.leading - 8` keeps it 8 or more, `≥ 8`,
            // not `≤ 8`, which read as "at most 8 apart".
            let sense = gapSense(constraint, here: here, there: there)
            let relation = sense < 0 ? constraint.relation.reversed : constraint.relation
            let gap = sense * constraint.constant
            text = ConstraintLabelText.relation(relation)
                + (constraint.relation == .equal ? ConstraintLabelText.number(abs(gap)) : ConstraintLabelText.signed(gap))
        }
        marks.append(spacingBar(from: there, to: here, first: first, second: second, horizontal: horizontal,
                                stroke: stroke, label: text + suffix, role: role, title: title, kind: .spacings))
        return marks
    }

    /// How the constraint's constant runs against the gap its bar
    /// measures: 1 where `first rel second + constant` says the gap is
    /// `rel constant`, -1 where it says the opposite (`first.trailing <=
    /// second.leading - 8`: the gap is 8 or more). Read from the edges
    /// where they face each other (a trailing edge before a leading one),
    /// else from the constant's sign, else from where the first edge lies
    /// (in reading order: right to left, leading runs leftwards).
    func gapSense(_ constraint: LayoutConstraint, here: CGFloat, there: CGFloat) -> CGFloat {
        let starts: Set<LayoutConstraint.Attribute> = [.leading, .left, .top]
        let ends: Set<LayoutConstraint.Attribute> = [.trailing, .right, .bottom]
        let (first, second) = (constraint.firstAttribute.unmarginated, constraint.secondAttribute.unmarginated)
        if ends.contains(first), starts.contains(second) { return -1 }
        if starts.contains(first), ends.contains(second) { return 1 }
        if constraint.constant != 0 { return constraint.constant < 0 ? -1 : 1 }
        let mirrored = constraint.layoutDirection(relativeTo: scene.layoutDirection) == .rightToLeft
            && (first.isDirectional || second.isDirectional)
        return (here < there) != mirrored ? -1 : 1
    }

    /// An edge of a view's margins guide as that view's margin, as a
    /// storyboard says it (`trailingMargin`, not `trailing`: a scene file's
    /// `margins.trailing` read as the root's own edge); any other item and
    /// attribute as they are.
    static func asMargin(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute)
        -> (LayoutItem, LayoutConstraint.Attribute)
    {
        guard let guide = item as? LayoutGuide, guide.isLayoutMarginsGuide, let owner = guide.owningView,
              let margin = attribute.onMargins else { return (item, attribute) }
        return (owner, margin)
    }

    /// Whether `a` and `b` are opposite edges of one axis (top and bottom,
    /// leading and trailing, left and right): tied with no offset, their
    /// items abut.
    static func areOpposite(_ a: LayoutConstraint.Attribute, _ b: LayoutConstraint.Attribute) -> Bool {
        switch (a, b) {
        case (.top, .bottom), (.bottom, .top), (.leading, .trailing), (.trailing, .leading), (.left, .right), (.right, .left): true
        default: false
        }
    }

    /// The view a view sits in, or the view that owns a guide.
    static func parent(of item: LayoutItem) -> LayoutItem? {
        (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
    }

    /// Whether `outer` holds `item`: is one of its ancestors, or a layout
    /// guide of one (the root's safe area holds every view in the root).
    static func holds(_ outer: LayoutItem, _ item: LayoutItem) -> Bool {
        if isAncestor(outer, of: item) { return true }
        guard let owner = (outer as? LayoutGuide)?.owningView else { return false }
        return owner === item || isAncestor(owner, of: item)
    }

    /// Whether `outer` is `item`'s superview, or its superview's, and so on.
    static func isAncestor(_ outer: LayoutItem, of item: LayoutItem) -> Bool {
        var next = parent(of: item)
        while let ancestor = next {
            if ancestor === outer { return true }
            next = parent(of: ancestor)
        }
        return false
    }

    /// `, off by 118.5` for a position that does not hold, ` (broken)` for a broken one.
    private func locationStatus(_ status: ConstraintStatus) -> String {
        guard case .unsatisfied(let shortfall) = status else { return ConstraintLabelText.status(status) }
        return ", off by \(ConstraintLabelText.number(shortfall))"
    }

    /// The line of an alignment at `at`, in the first lane clear of other
    /// marks: on the edge itself (which alignments drawn alike share),
    /// else nudged outwards from the items; and the tag of the edge's line,
    /// which a nudged one reads as part of (two rows' leading edges on a
    /// cell's margin, one of them 4 pt out where its text hides the edge,
    /// say "leadingMargin" once).
    private mutating func alignmentLine(at: CGFloat, first a: CGRect, second b: CGRect, horizontal: Bool,
                                        attribute: LayoutConstraint.Attribute, stroke: StrokeStyle,
                                        within bounds: CGRect, rightToLeft: Bool) -> (Segment, shared: Int?)
    {
        let (aLow, aHigh) = horizontal ? (a.minY, a.maxY) : (a.minX, a.maxX)
        let (bLow, bHigh) = horizontal ? (b.minY, b.maxY) : (b.minX, b.maxX)
        // Across the inner item alone when one holds the other (either may
        // be named first): a line the length of a superview says nothing.
        let bHoldsA = bLow <= aLow + 0.5 && bHigh >= aHigh - 0.5
        let aHoldsB = aLow <= bLow + 0.5 && aHigh >= bHigh - 0.5
        // Past the items a little: a centre line further, so that it shows
        // beside the text it may be cut around.
        let isCentre = [.centerX, .centerY].contains(attribute.unmarginated)
        let reach: CGFloat = isCentre ? 12 : 3
        let low = bHoldsA ? aLow : aHoldsB ? bLow : min(aLow, bLow)
        let high = bHoldsA ? aHigh : aHoldsB ? bHigh : max(aHigh, bHigh)
        // Never past the root's outline, the picture's frame, where the
        // items lie within it: a row's centre line poked out either side.
        let root = scene.root.frame
        let (rootLow, rootHigh) = horizontal ? (root.minY, root.maxY) : (root.minX, root.maxX)
        let from = max(low - reach, min(low, rootLow))
        let to = min(high + reach, max(high, rootHigh))
        // Outwards: left of a leading edge (right of it right to left),
        // above a top, below a bottom.
        let towardsOrigin = switch attribute.unmarginated {
        case .left, .top, .firstBaseline: true
        case .leading: !rightToLeft
        case .trailing: rightToLeft
        default: false
        }
        let outward: CGFloat = towardsOrigin ? -1 : 1
        // A centre line goes at most 4 pt off its midline: further, it
        // reads as an edge's (12 pt below a button's centre, along its
        // bottom).
        let offsets: [CGFloat] = isCentre ? [0, 4, -4] : [0, 4, 8, 12, 16, -4, -8]
        let candidates = offsets.map { Segment(horizontal: !horizontal, at: at + outward * $0, from: from, to: to) }
        // On the line itself, alignments drawn alike share it, unless
        // text would hide most of this one's stretch of it (a label's
        // leading edge runs under its text): it then takes a lane of its
        // own, where it shows.
        let shared = lanes.sharedLine(candidates[0], stroke: stroke)
        func shows(_ line: Segment) -> Bool {
            let visible = lanes.cutAroundText(line, clearance: lanes.alignmentTextClearance(line)).reduce(0) { $0 + $1.length }
            return visible >= line.length / 2
        }
        let showsOnEdge = shows(candidates[0])
        if showsOnEdge, lanes.isClear(candidates[0], onEdgeAllowed: true, throughText: true, sharing: shared) {
            lanes.addAlignment(candidates[0], sharing: shared)
            return (candidates[0], shared)
        }
        // An edge's line that text hides (a label's leading edge, cut 2 pt
        // clear of its first letter, left as two 1-pt stubs) is first
        // tried a few points out, where it shows whole (a centre line or a
        // baseline runs through text by nature, and stays). A nudged lane is
        // part of its edge's line: alignments drawn alike share it (a
        // caption on the margin and the subtitle aligned with it, one line
        // 4 pt out). It never lies on another item's edge (8 pt out of a
        // label on the root's margin is the root's outline, and reads as
        // it), nor outside the view holding the items (`bounds`) when the
        // edge is inside it. Loops, not `first(where:)`: see `sizeBar`.
        let isBaseline = [.firstBaseline, .lastBaseline].contains(attribute)
        let hidden = !isCentre && !isBaseline && !showsOnEdge
        let (boundsLow, boundsHigh) = horizontal ? (bounds.minX, bounds.maxX) : (bounds.minY, bounds.maxY)
        func withinBounds(_ line: Segment) -> Bool {
            !(at >= boundsLow - 0.5 && at <= boundsHigh + 0.5) || (line.at >= boundsLow - 0.5 && line.at <= boundsHigh + 0.5)
        }
        for nudged in candidates.dropFirst() where hidden
            && lanes.isClear(nudged, onEdgeAllowed: true, throughText: true, sharing: shared) && shows(nudged)
            && !lanes.liesOnAnEdge(nudged) && withinBounds(nudged)
        {
            lanes.addAlignment(nudged, sharing: shared)
            return (nudged, shared)
        }
        // Else the first clear lane: the line itself, or one beside it
        // taken only where it shows more: a centre line through a title's
        // centred words, nudged 4 pt, is as hidden as on the midline, and
        // its two stubs beyond the title read as stray ticks beside the
        // midline the logo's centre line draws above it.
        var line = candidates[0]
        for (index, candidate) in candidates.enumerated()
            where lanes.isClear(candidate, onEdgeAllowed: true, throughText: true) && (index == 0 || shows(candidate))
        {
            line = candidate
            break
        }
        // Left on the line itself (text hides most of its stretch, but no
        // other lane is clear), it is on the shared line all the same: an
        // alignment drawn later to the same line may lie on it (two labels
        // centred on the root's midline, each line cut around its text,
        // read as one midline, not as a line and an underline 8 pt below).
        lanes.addAlignment(line, sharing: line == candidates[0] ? shared : 0)
        // Still on the edge (a lane of its own, where text hides most of
        // the shared one), or a few points out beside it, it is part of
        // that line to a reader.
        return (line, shared)
    }
}
