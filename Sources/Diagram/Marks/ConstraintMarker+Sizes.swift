import Foundation
import Layout

/// Widths and heights: dimension lines with arrowheads, inside the item
/// when it has room, outside it on extension lines otherwise.
extension ConstraintMarker {
    /// A width or height. Equal sizes (`==`, no factor or offset) put an `=`
    /// on both items, as Interface Builder does (`= A`, `= B` where an axis
    /// has several sets of them, ``EqualSizeTags``); an item's width tied to its
    /// own height reads as a ratio (`1:1`, `16:9`); a multiple of another
    /// item's size says whose (`width × 2`, after a `width` reference) and
    /// what it comes to.
    mutating func sizeMarks(_ constraint: LayoutConstraint, first: LayoutItem, axis: LayoutConstraint.Axis,
                            status: ConstraintStatus) -> [ConstraintMark]
    {
        let suffix = ConstraintLabelText.priority(constraint) + sizeStatus(constraint, first: first, status: status)
            + conflictNote(constraint, status)
        let relation = ConstraintLabelText.relation(constraint.relation)
        let title = self.title(constraint, status)
        guard let second = constraint.secondItem else {
            let text = (constraint.relation == .equal ? "= " : relation) + ConstraintLabelText.number(constraint.constant) + suffix
            // Asked before the bar takes its lane: whether the view has room for both.
            let hairline = hairlineWords(constraint, first: first, axis: axis, status: status)
            let together = fixedSizeTogether(first) ?? hairline
            // A hairline's bar, drawn where its words found no room, says
            // whose size it is: its "= 0.5" would be read as the figure of
            // the bar beside it.
            var bar = sizeBar(on: first, axis: axis, label: hairline?.label ?? text, constraint: constraint, status: status,
                              title: title, alone: "\(constraint.firstAttribute) " + text)
            if let together { bar.together = (ObjectIdentifier(first), first.name, first.frame, together.label, together.title) }
            return withGhost([bar], constraint, first: first, status: status)
        }
        let sameAttribute = constraint.secondAttribute == constraint.firstAttribute
        if sameAttribute, constraint.multiplier == 1, constraint.constant == 0, second !== first {
            // `=`, or `= A` where the axis has several sets of equal sizes.
            let equal = equalSizeTags.tag(for: constraint).map { "= \($0)" } ?? "="
            let text = (constraint.relation == .equal ? equal : relation.trimmingCharacters(in: .whitespaces)) + suffix
            // An item in several equalities of one set (a view whose width
            // four siblings take) carries its `=` once, not one per
            // constraint stacked lane after lane: equal sizes are a set.
            let plain = constraint.relation == .equal && suffix.isEmpty && status == .satisfied
            func marked(_ item: LayoutItem, _ axis: LayoutConstraint.Axis) -> Bool {
                guard plain else { return false }
                return !equalSizeBars.insert(EqualSizeBar(item: ObjectIdentifier(item), axis: axis, label: equal)).inserted
            }
            var bars: [ConstraintMark] = []
            if !marked(first, axis) {
                bars.append(sizeBar(on: first, axis: axis, label: text, constraint: constraint, status: status, title: title))
            }
            guard let secondAxis = constraint.secondAttribute.axis, !marked(second, secondAxis) else { return bars }
            // The other side of an inequality reads it the other way round
            // (a label at least as wide as an image: `≥` on the label's
            // width, `≤` on the image's), so that neither bar is bare.
            let reversed: String = switch constraint.relation {
            case .equal: equal
            case .greaterThanOrEqual: "≤"
            case .lessThanOrEqual: "≥"
            }
            return bars + [sizeBar(on: second, axis: secondAxis, label: reversed, constraint: constraint, status: status,
                                   title: title)]
        }
        if second === first, !sameAttribute, constraint.constant == 0,
           let ratio = ConstraintLabelText.ratio(constraint.multiplier, widthFirst: constraint.firstAttribute == .width)
        {
            // A ratio of an item's own sizes may be drawn along either axis.
            return [sizeBar(on: first, axis: axis, label: relation + "aspect " + ratio + suffix, short: relation + ratio + suffix,
                            constraint: constraint, status: status, title: title, mayTurn: true)]
        }
        var base = second === first ? constraint.secondAttribute.description : chainLabel(second, constraint.secondAttribute)
        // A guide sized by a view (a margin half the knob) says whose size;
        // so does one of several multiples of one item's size (an image
        // twice the height of the top panel and of the bottom one: two
        // "height × 2" would not say which is which), and an offset from
        // another item's size, which no grey reference bar names (a button
        // "≤ width − 200" read as less than its own width).
        if second !== first {
            let root = chainRoot(second, constraint.secondAttribute)
            let multiples = ratioCandidates[RatioKey(item: ObjectIdentifier(first), attribute: constraint.firstAttribute)]?
                .filter { $0.multiplier != 1 }.count ?? 0
            let unreferenced = constraint.multiplier == 1 && root === second
            if (first is View) != (root is View) || multiples > 1 || unreferenced {
                base = "\(root.name)." + base
            }
        }
        if constraint.multiplier != 1 { base += " \(ConstraintLabelText.factor(constraint.multiplier))" }
        var text = (constraint.relation == .equal && second === first ? "= " : relation) + base
            + ConstraintLabelText.offset(constraint.constant)
        let short = text + suffix
        // A multiple says what it comes to, so that a figure about widths
        // shows them, where that fits on its line.
        if status == .satisfied, second !== first {
            text += " = " + ConstraintLabelText.number(geometry.value(constraint.firstAttribute, of: first, in: constraint))
        }
        let bar = sizeBar(on: first, axis: axis, label: text + suffix, short: short, constraint: constraint, status: status,
                          title: title)
        return withGhost([bar], constraint, first: first, status: status)
    }

    /// For a small view with no subviews whose width and height are both
    /// numbers (``FixedSizes``), the words both bars may be said as together,
    /// `30 × 30` (width by height), and the title they then carry: where
    /// they fit inside the item, they are drawn there with neither bar
    /// (`Annotation`); else both bars are. Nil where the item has room
    /// inside for both bars and their labels, or either constraint has a
    /// note (explain's numbers), does not hold or is in a conflict. Decided
    /// at the first of the two constraints, for both.
    private mutating func fixedSizeTogether(_ item: LayoutItem) -> (label: String, title: String)? {
        // A view with no subviews (an icon, a button, a separator): words
        // inside one with subviews would lie over them.
        guard let view = item as? View, view.subviews.isEmpty, let pair = fixedSizes.pair(of: item) else { return nil }
        let id = ObjectIdentifier(view)
        let width = ConstraintLabelText.number(pair.width.constant), height = ConstraintLabelText.number(pair.height.constant)
        if fixedSizesSaid[id] == nil {
            func plain(_ constraint: LayoutConstraint) -> Bool {
                let key = ObjectIdentifier(constraint)
                return notes[key] == nil && !conflicting.contains(key) && statuses[key] == .satisfied
            }
            // An icon-sized view (60 pt or less each way) says its size in
            // words even where both bars would fit inside: two bars
            // crossing in it, their labels stacked in a corner, crowd it.
            let icon = view.frame.width <= 60 && view.frame.height <= 60
            fixedSizesSaid[id] = plain(pair.width) && plain(pair.height)
                && (icon || !(hasRoomyInsideLane(on: item, axis: .horizontal, label: "= " + width, short: nil)
                    && hasRoomyInsideLane(on: item, axis: .vertical, label: "= " + height, short: nil)))
        }
        guard fixedSizesSaid[id] == true else { return nil }
        return ("\(width) × \(height)", self.title(pair.width, .satisfied) + "\n" + self.title(pair.height, .satisfied))
    }

    /// How far beyond its item's edge the `lane`th lane outside it lies: 12
    /// pt, then 14 pt further each (a name in the first two, under a
    /// subview, would close them: ``SceneLayer``).
    static func outsideLane(_ lane: Int) -> CGFloat { 12 + CGFloat(lane) * 14 }

    /// For a view's fixed size too short for a dimension line (a separator
    /// 0.5 pt high: shorter than its two arrowheads, its line is a blot,
    /// and its "= 0.5" is read as the figure of the next bar along), the
    /// words it may be said in instead, `height = 0.5`, as a small view's
    /// two sizes are said as one (``fixedSizeTogether(_:)``): after its
    /// name where that is led from it, else just beside it; where neither
    /// has room, its bar is drawn. Nil for any other size, and for one with
    /// a note, a priority, or that does not hold.
    private func hairlineWords(_ constraint: LayoutConstraint, first: LayoutItem, axis: LayoutConstraint.Axis,
                               status: ConstraintStatus) -> (label: String, title: String)?
    {
        let length = axis == .horizontal ? first.frame.width : first.frame.height
        let key = ObjectIdentifier(constraint)
        guard first is View, length >= 0.5, length < 2 * style.capLength, constraint.relation == .equal,
              constraint.priority == .required, status == .satisfied, notes[key] == nil, !conflicting.contains(key)
        else { return nil }
        return ("\(constraint.firstAttribute) = \(ConstraintLabelText.number(constraint.constant))", title(constraint, status))
    }

    /// `: wants 300, gets 201` for a size that does not hold, ` (broken)` for a broken one.
    private func sizeStatus(_ constraint: LayoutConstraint, first: LayoutItem, status: ConstraintStatus) -> String {
        guard case .unsatisfied = status else { return ConstraintLabelText.status(status) }
        let gets = geometry.value(constraint.firstAttribute, of: first, in: constraint)
        return ": wants \(ConstraintLabelText.number(wanted(constraint) ?? gets)), gets \(ConstraintLabelText.number(gets))"
    }

    /// The value the constraint asks of its first attribute.
    func wanted(_ constraint: LayoutConstraint) -> CGFloat? {
        guard let second = constraint.secondItem else { return constraint.constant }
        let value = geometry.value(constraint.secondAttribute, of: second, in: constraint)
        guard constraint.firstAttribute.isLocation, constraint.multiplier != 1 else {
            return constraint.multiplier * value + constraint.constant
        }
        let origin = geometry.origin(of: constraint, axis: constraint.firstAttribute.axis ?? .horizontal)
        return origin + constraint.multiplier * (value - origin) + constraint.constant
    }

    /// A dimension line across `item` along `axis`: inside it near its far
    /// edge (bottom or trailing) when it is big enough, lane by lane inwards,
    /// at the first lane with room beside it for its `label` (or its `short`
    /// one, drawn where the full one does not fit on the bar) clear of the
    /// item's subviews; outside it on extension lines, lane by lane
    /// outwards, otherwise: beyond the far edge, or beyond the near one where
    /// no lane there is clear. With no clear lane at all, the first inside lane, or for an
    /// item too small for one, the first lane outside, which runs into
    /// another view, another mark or text (a 30-pt field in a stack 8 pt
    /// apart); the mark then also carries `alone` ("width = 97"), to be said
    /// inside the item with no line instead where it fits there
    /// (``ConstraintMark/alone``). With `mayTurn`, a size with no inside
    /// lane with room along `axis` is drawn across the other where that
    /// has one. The room an inside line found for its label is kept from
    /// the lines after it (``MarkLanes/reserve(_:)``).
    mutating func sizeBar(on item: LayoutItem, axis: LayoutConstraint.Axis, label: String?, short: String? = nil,
                          constraint: LayoutConstraint?, status: ConstraintStatus, title: String? = nil,
                          stroke givenStroke: StrokeStyle? = nil, role givenRole: DisplayRole? = nil,
                          alone: String? = nil, mayTurn: Bool = false) -> ConstraintMark
    {
        let frame = item.frame
        let horizontal = axis == .horizontal
        let entering = enclosing(item)
        let (from, to) = horizontal ? (frame.minX, frame.maxX) : (frame.minY, frame.maxY)
        let role = givenRole ?? .constraint(constraint?.relationDescription ?? "")
        let stroke = givenStroke ?? constraint.map { self.stroke($0, status) } ?? StrokeStyle(color: style.reference, width: 1)
        // A size of nothing (a spacer view 0 pt high) has no length for a
        // line to measure: an arrowhead on a point reads as a stray tick
        // and "= 0" as nobody's. It is said in words beside its item.
        if to - from < 0.5, let alone {
            var mark = ConstraintMark(lines: [], stroke: stroke, label: alone, labelColor: stroke.color,
                                      anchor: CGPoint(x: frame.midX, y: frame.midY), orientation: horizontal ? .vertical : .horizontal,
                                      role: role, labelRole: labelRole(role), title: title, along: 0)
            if !horizontal { mark.edge = frame.horizontalSpan }
            return mark
        }
        let farEdge = horizontal ? frame.maxY : frame.maxX
        let inside = insideLanes(of: item, axis: axis)
        let nearEdge = horizontal ? frame.minY : frame.minX
        // Beyond the far edge first; beyond the near edge where every lane
        // there runs into another view (a stack of fields 8 pt apart).
        let outside = (0..<6).map { lane in
            Segment(horizontal: horizontal, at: farEdge + Self.outsideLane(lane), from: from, to: to)
        } + (0..<6).map { lane in
            Segment(horizontal: horizontal, at: nearEdge - Self.outsideLane(lane), from: from, to: to)
        }
        func extensions(_ bar: Segment) -> [Segment] {
            let (edge, end) = bar.at > farEdge ? (farEdge + 2, bar.at + 4) : (nearEdge - 2, bar.at - 4)
            return [Segment(horizontal: !horizontal, at: from, from: edge, to: end),
                    Segment(horizontal: !horizontal, at: to, from: edge, to: end)]
        }
        // Loops, not closures: a closure reading `lanes` in this mutating
        // method copies all of it per call, and `lanes.add` below then
        // copies its tables again.
        var clear: Segment?
        let labelRoom = insideLabelSize(label, short: short, along: to - from)
        var cramped = false
        // A lane close beside an alignment (``MarkLanes/alignmentClearance``)
        // counts as one with no room for its label: the bar goes outside
        // only where it stays over the scene, and else keeps it.
        var keptRoom: CGRect?
        for bar in inside where lanes.isClear(bar, entering: entering) {
            let room = room(labelRoom, beside: bar, in: frame, entering)
            guard !lanes.runsBesideAlignment(bar), room != .none else {
                cramped = true
                continue
            }
            if case .at(let spot) = room { keptRoom = spot }
            clear = bar
            break
        }
        // A size that may be drawn along either axis (a ratio of the item's
        // own sizes) turns to the other where only that has an inside lane
        // with room for its label: a square 50 pt wide, its name over one
        // lane and a reference width in the other. Asked only here, where
        // this axis has none, so that most ratios cost no second search.
        if clear == nil, cramped, mayTurn, let label {
            let across: LayoutConstraint.Axis = horizontal ? .vertical : .horizontal
            if hasRoomyInsideLane(on: item, axis: across, label: label, short: short) {
                return sizeBar(on: item, axis: across, label: label, short: short, constraint: constraint, status: status,
                               title: title, stroke: givenStroke, role: givenRole, alone: alone)
            }
        }
        // A bar that is clear inside but has no room there for its label
        // goes outside only where bar and label stay over the scene: a long
        // label beside a bar outside a view flush with the root would widen
        // the whole picture.
        let root = scene.root.frame
        if clear == nil {
            outer: for bar in outside where lanes.isClear(bar, entering: entering) && !lanes.runsBesideAlignment(bar) {
                if cramped, let labelRoom,
                   !Self.staysOver(root, bar, beyondFarEdge: bar.at > farEdge, label: labelRoom, gap: style.labelGap)
                {
                    continue
                }
                for leg in extensions(bar) where !lanes.isClear(leg, onEdgeAllowed: true, entering: entering) { continue outer }
                clear = bar
                break
            }
        }
        // An inside lane whose label has no room beside it still beats
        // running into a neighbour outside, or widening the picture.
        if clear == nil, cramped {
            for bar in inside where lanes.isClear(bar, entering: entering) {
                clear = bar
                break
            }
        }
        // Across the room kept for another bar's label, rather than on a
        // lane already taken (two heights of one view, the first's long
        // figure's room spanning it, drawn on one line).
        if clear == nil {
            for bar in inside where lanes.isClear(bar, entering: entering, overLabelRooms: true) {
                clear = bar
                break
            }
        }
        let chosen = clear ?? inside.first ?? outside[0]
        let legs = chosen.at > farEdge || chosen.at < nearEdge ? extensions(chosen) : []
        lanes.add(chosen)
        // Its figure's spot inside the item, where it found one there, kept
        // from the marks after it.
        if let keptRoom, chosen == clear, legs.isEmpty { lanes.reserve(keptRoom) }
        for leg in legs { lanes.add(leg) }

        let lines = ConstraintMark.dimensionLine(from: chosen.start, to: chosen.end, horizontal: horizontal,
                                                 arrow: style.capLength)
            + legs.map { DiagramPath.polyline([$0.start, $0.end]) }
        let middle = CGPoint(x: (chosen.start.x + chosen.end.x) / 2, y: (chosen.start.y + chosen.end.y) / 2)
        var mark = ConstraintMark(lines: lines, stroke: stroke, label: label, labelColor: stroke.color, anchor: middle,
                                  orientation: horizontal ? .horizontal : .vertical, role: role, labelRole: labelRole(role),
                                  title: title, along: chosen.length)
        mark.outside = !legs.isEmpty
        mark.shortLabel = short
        if clear == nil, inside.isEmpty, let alone, let size = labelSize?(alone),
           size.width + 8 <= frame.width, size.height + 4 <= frame.height
        {
            mark.alone = (alone, frame)
        }
        return mark
    }

    // MARK: Size chains

    /// The size constraint that defines `item`'s `attribute` as a multiple of
    /// another item's same attribute, if there is exactly one.
    func ratio(defining item: LayoutItem, _ attribute: LayoutConstraint.Attribute) -> LayoutConstraint? {
        let found = ratioCandidates[RatioKey(item: ObjectIdentifier(item), attribute: attribute)] ?? []
        return found.count == 1 ? found[0] : nil
    }

    /// How a size reads in a chain of multiples: `width` for the first,
    /// `width × 2` for one twice as wide, `width × 2 × 2` for the next.
    func chainLabel(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, depth: Int = 0) -> String {
        guard depth < 16, let link = ratio(defining: item, attribute), let next = link.secondItem,
              link.constant == 0, link.multiplier != 1
        else { return attribute.description }
        return chainLabel(next, attribute, depth: depth + 1) + " \(ConstraintLabelText.factor(link.multiplier))"
    }

    /// The item at the start of `item`'s chain of multiples.
    func chainRoot(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, depth: Int = 0) -> LayoutItem {
        guard depth < 16, let link = ratio(defining: item, attribute), let next = link.secondItem,
              link.constant == 0, link.multiplier != 1
        else { return item }
        return chainRoot(next, attribute, depth: depth + 1)
    }

    /// A grey bar naming the size at the start of each chain of multiples,
    /// so that `width × 2` has a `width` to refer to.
    mutating func references() -> [ConstraintMark] {
        var marks: [ConstraintMark] = []
        struct SizeKey: Hashable { let item: ObjectIdentifier, axis: LayoutConstraint.Axis }
        var seen: Set<SizeKey> = []
        for constraint in constraints where constraint.firstAttribute.isDimension && constraint.multiplier != 1 {
            guard let second = constraint.secondItem, second !== constraint.firstItem,
                  constraint.secondAttribute == constraint.firstAttribute,
                  ratio(defining: second, constraint.secondAttribute)?.multiplier ?? 1 == 1,
                  let axis = constraint.secondAttribute.axis,
                  seen.insert(SizeKey(item: ObjectIdentifier(second), axis: axis)).inserted
            else { continue }
            let role = DisplayRole.reference("\(second.name).\(constraint.secondAttribute)")
            let value = ConstraintLabelText.number(geometry.value(constraint.secondAttribute, of: second, in: constraint))
            marks.append(sizeBar(on: second, axis: axis, label: "\(constraint.secondAttribute) = \(value)",
                                 short: constraint.secondAttribute.description, constraint: nil, status: .satisfied,
                                 title: "\(second.name).\(constraint.secondAttribute) = \(value)",
                                 stroke: StrokeStyle(color: style.reference, width: 1), role: role))
        }
        return marks
    }
}
