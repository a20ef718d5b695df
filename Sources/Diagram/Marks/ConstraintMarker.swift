import Foundation
import Layout

/// Turns constraints into marks drawn where they act, in Interface Builder's
/// manner: I-bars for sizes and spacings, lines for alignments.
struct ConstraintMarker {
    let scene: Scene
    let style: Style
    let geometry: AttributeGeometry
    /// The constraints being drawn, for the labels of size chains.
    let constraints: [LayoutConstraint]
    /// Which kinds of mark to make.
    let kinds: MarkKinds
    /// The constraints that could define an item's attribute as a multiple
    /// of another's, by item and attribute: looked up for every size mark and
    /// every link of its chain, so a scan of all constraints each time would
    /// make a chain of 5,000 views cost minutes.
    private let ratioCandidates: [RatioKey: [LayoutConstraint]]
    private struct RatioKey: Hashable {
        let item: ObjectIdentifier
        let attribute: LayoutConstraint.Attribute
    }
    /// Notes on particular constraints' marks.
    var notes: [ObjectIdentifier: ConstraintNote] = [:]
    /// How many size bars each item has so far, per axis, so that bars on one
    /// item stack instead of lying on each other.
    private var barCounts: [ObjectIdentifier: [LayoutConstraint.Axis: Int]] = [:]

    init(scene: Scene, style: Style, constraints: [LayoutConstraint], kinds: MarkKinds = .all) {
        self.scene = scene
        self.kinds = kinds
        self.style = style
        self.geometry = AttributeGeometry(scene: scene)
        self.constraints = constraints
        ratioCandidates = Dictionary(grouping: constraints.filter {
            $0.relation == .equal && $0.secondAttribute == $0.firstAttribute && $0.secondItem != nil && $0.secondItem !== $0.firstItem
        }, by: { RatioKey(item: ObjectIdentifier($0.firstItem!), attribute: $0.firstAttribute) })
    }

    /// The marks of every constraint given, then the reference marks of the
    /// sizes that others are multiples of.
    mutating func marks() -> [ConstraintMark] {
        var marks = kinds.contains(.sizes) ? references() : []
        // Every status from one bulk read of the solution: asked one by one,
        // each walks the solver's chains of definitions again.
        let statuses = Dictionary(scene.constraintReports.map { (ObjectIdentifier($0.constraint), $0.status) },
                                  uniquingKeysWith: { a, _ in a })
        for constraint in constraints {
            guard let status = statuses[ObjectIdentifier(constraint)], var mark = mark(for: constraint, status: status) else { continue }
            if let note = notes[ObjectIdentifier(constraint)] {
                if note.hidden { continue }
                // The second bar of an equal-size pair repeats the first's label: the note goes on the first only.
                mark = mark.enumerated().map { note.apply(to: $1, style: style, isReference: $0 > 0) }
            }
            marks.append(contentsOf: mark.filter { kinds.contains($0.kind) })
        }
        return marks
    }

    // MARK: One constraint

    private mutating func mark(for constraint: LayoutConstraint, status: ConstraintStatus) -> [ConstraintMark]? {
        guard let first = constraint.firstItem, let axis = constraint.firstAttribute.axis else { return nil }
        if constraint.firstAttribute.isDimension {
            return sizeMarks(constraint, first: first, axis: axis, status: status)
        }
        guard let second = constraint.secondItem else { return nil }
        return [locationMark(constraint, first: first, second: second, axis: axis, status: status)]
    }

    private func stroke(_ constraint: LayoutConstraint, _ status: ConstraintStatus) -> StrokeStyle {
        StrokeStyle(color: color(status), width: style.constraintWidth,
                    dash: constraint.priority.isRequired ? [] : style.optionalDash)
    }

    private func color(_ status: ConstraintStatus) -> Color {
        switch status {
        case .satisfied: style.satisfied
        case .unsatisfied: style.unsatisfied
        case .broken: style.broken
        }
    }

    /// A width or height: an I-bar across the item. Equal sizes (`==`, no
    /// factor or offset) put an `=` bar on both items, as Interface Builder does.
    private mutating func sizeMarks(_ constraint: LayoutConstraint, first: LayoutItem, axis: LayoutConstraint.Axis,
                                    status: ConstraintStatus) -> [ConstraintMark]
    {
        let suffix = ConstraintLabelText.priority(constraint) + ConstraintLabelText.status(status)
        let relation = ConstraintLabelText.relation(constraint.relation)
        guard let second = constraint.secondItem else {
            let text = (constraint.relation == .equal ? "= " : relation) + ConstraintLabelText.number(constraint.constant) + suffix
            return [sizeBar(on: first, axis: axis, label: text, constraint: constraint, status: status)]
        }
        let sameAttribute = constraint.secondAttribute == constraint.firstAttribute
        if sameAttribute, constraint.multiplier == 1, constraint.constant == 0, second !== first {
            let text = (constraint.relation == .equal ? "=" : relation.trimmingCharacters(in: .whitespaces)) + suffix
            let bars = [sizeBar(on: first, axis: axis, label: text, constraint: constraint, status: status)]
            guard let secondAxis = constraint.secondAttribute.axis else { return bars }
            return bars + [sizeBar(on: second, axis: secondAxis, label: constraint.relation == .equal ? "=" : nil,
                                   constraint: constraint, status: status)]
        }
        var base = second === first ? constraint.secondAttribute.description : chainLabel(second, constraint.secondAttribute)
        if constraint.multiplier != 1 { base += " \(ConstraintLabelText.factor(constraint.multiplier))" }
        let text = (constraint.relation == .equal && second === first ? "= " : relation) + base
            + ConstraintLabelText.offset(constraint.constant) + suffix
        return [sizeBar(on: first, axis: axis, label: text, constraint: constraint, status: status)]
    }

    /// A bar across `item` along `axis`, inside it near its bottom (or right)
    /// edge when it has room, below (or beside) it otherwise.
    private mutating func sizeBar(on item: LayoutItem, axis: LayoutConstraint.Axis, label: String?,
                                  constraint: LayoutConstraint?, status: ConstraintStatus,
                                  stroke givenStroke: StrokeStyle? = nil, role givenRole: DisplayRole? = nil) -> ConstraintMark
    {
        let key = ObjectIdentifier(item)
        let index = barCounts[key, default: [:]][axis, default: 0]
        barCounts[key, default: [:]][axis] = index + 1
        let frame = item.frame
        let step: CGFloat = 16
        // Inside the item near its far edge when it is big enough, as the
        // name sits at the near one; outside for ovals and small items.
        let roomy = (item as? View)?.shape != .oval
        let role = givenRole ?? .constraint(constraint?.relationDescription ?? "")
        let stroke = givenStroke ?? constraint.map { self.stroke($0, status) } ?? StrokeStyle(color: style.reference, width: 1)
        let labelColor = stroke.color
        if axis == .horizontal {
            let inside = roomy && frame.height >= 44 + CGFloat(index) * step
            let y = inside ? frame.maxY - 10 - CGFloat(index) * step : frame.maxY + 8 + CGFloat(index) * step
            let start = CGPoint(x: frame.minX, y: y), end = CGPoint(x: frame.maxX, y: y)
            return ConstraintMark(lines: ConstraintMark.iBar(from: start, to: end, horizontal: true, cap: style.capLength),
                                  stroke: stroke, label: label, labelColor: labelColor,
                                  anchor: CGPoint(x: frame.midX, y: y), orientation: .horizontal,
                                  role: role, labelRole: labelRole(role))
        }
        let inside = roomy && frame.width >= 60 + CGFloat(index) * step
        let x = inside ? frame.maxX - 10 - CGFloat(index) * step : frame.maxX + 8 + CGFloat(index) * step
        let start = CGPoint(x: x, y: frame.minY), end = CGPoint(x: x, y: frame.maxY)
        return ConstraintMark(lines: ConstraintMark.iBar(from: start, to: end, horizontal: false, cap: style.capLength),
                              stroke: stroke, label: label, labelColor: labelColor,
                              anchor: CGPoint(x: x, y: frame.midY), orientation: .vertical,
                              role: role, labelRole: labelRole(role))
    }

    private func labelRole(_ role: DisplayRole) -> DisplayRole {
        switch role {
        case .constraint(let text): .constraintLabel(text)
        default: role
        }
    }

    /// An edge, centre or baseline related to another: a line where the two
    /// coincide (an alignment), an I-bar across the gap otherwise (a spacing).
    /// A location multiplier (`knob.centerX == 0.7 × slider.trailing`)
    /// measures from the origin of the items' common ancestor.
    private func locationMark(_ constraint: LayoutConstraint, first: LayoutItem, second: LayoutItem,
                              axis: LayoutConstraint.Axis, status: ConstraintStatus) -> ConstraintMark
    {
        let horizontal = axis == .horizontal
        let here = geometry.value(constraint.firstAttribute, of: first)
        let scaled = constraint.multiplier != 1
        let there = scaled ? geometry.origin(of: constraint, axis: axis) : geometry.value(constraint.secondAttribute, of: second)
        // Across the axis: the middle of the two items' overlap, or of the first item.
        let (a, b) = (first.frame, second.frame)
        let low = horizontal ? max(a.minY, b.minY) : max(a.minX, b.minX)
        let high = horizontal ? min(a.maxY, b.maxY) : min(a.maxX, b.maxX)
        let across = high > low ? (low + high) / 2 : (horizontal ? a.midY : a.midX)
        func point(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
            horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
        }
        let stroke = self.stroke(constraint, status)
        let suffix = ConstraintLabelText.priority(constraint) + ConstraintLabelText.status(status)
        let role = DisplayRole.constraint(constraint.relationDescription)
        if !scaled && abs(here - there) < 0.5 && constraint.constant == 0 {
            // An alignment: a line along the shared edge or centre, across
            // both items, or across the first alone when the second holds it
            // (a line the length of the root says nothing).
            let (aLow, aHigh) = horizontal ? (a.minY, a.maxY) : (a.minX, a.maxX)
            let (bLow, bHigh) = horizontal ? (b.minY, b.maxY) : (b.minX, b.maxX)
            let contains = bLow <= aLow + 0.5 && bHigh >= aHigh - 0.5
            let from = (contains ? aLow : min(aLow, bLow)) - 6
            let to = (contains ? aHigh : max(aHigh, bHigh)) + 6
            let line = horizontal
                ? DiagramPath.polyline([CGPoint(x: here, y: from), CGPoint(x: here, y: to)])
                : DiagramPath.polyline([CGPoint(x: from, y: here), CGPoint(x: to, y: here)])
            let label = suffix.isEmpty && constraint.relation == .equal ? nil
                : (ConstraintLabelText.relation(constraint.relation) + "\(constraint.firstAttribute)" + suffix)
            return ConstraintMark(lines: [line], stroke: stroke, label: label, labelColor: stroke.color,
                                  anchor: point(here, (from + to) / 2), orientation: horizontal ? .vertical : .horizontal,
                                  role: role, labelRole: .constraintLabel(constraint.relationDescription), kind: .alignments)
        }
        var text = ConstraintLabelText.relation(constraint.relation)
        if scaled {
            text += "\(ConstraintLabelText.number(constraint.multiplier)) × \(second.name).\(constraint.secondAttribute)"
                + ConstraintLabelText.offset(constraint.constant)
        } else if constraint.constant == 0 && constraint.secondAttribute == constraint.firstAttribute {
            // An alignment pulled apart (an optional one that lost): name it.
            text += "\(constraint.firstAttribute)"
        } else {
            text += ConstraintLabelText.number(abs(constraint.constant))
        }
        let lines = ConstraintMark.iBar(from: point(there, across), to: point(here, across), horizontal: horizontal,
                                        cap: style.capLength)
        return ConstraintMark(lines: lines, stroke: stroke, label: text + suffix, labelColor: stroke.color,
                              anchor: point((here + there) / 2, across), orientation: horizontal ? .horizontal : .vertical,
                              role: role, labelRole: .constraintLabel(constraint.relationDescription), kind: .spacings)
    }

    // MARK: Size chains

    /// The size constraint that defines `item`'s `attribute` as a multiple of
    /// another item's same attribute, if there is exactly one.
    private func ratio(defining item: LayoutItem, _ attribute: LayoutConstraint.Attribute) -> LayoutConstraint? {
        let found = ratioCandidates[RatioKey(item: ObjectIdentifier(item), attribute: attribute)] ?? []
        return found.count == 1 ? found[0] : nil
    }

    /// How a size reads in a chain of multiples: `width` for the first,
    /// `width × 2` for one twice as wide, `width × 2 × 2` for the next.
    private func chainLabel(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, depth: Int = 0) -> String {
        guard depth < 16, let link = ratio(defining: item, attribute), let next = link.secondItem,
              link.constant == 0, link.multiplier != 1
        else { return attribute.description }
        return chainLabel(next, attribute, depth: depth + 1) + " \(ConstraintLabelText.factor(link.multiplier))"
    }

    /// A grey bar naming the size at the start of each chain of multiples,
    /// so that `width × 2` has a `width` to refer to.
    private mutating func references() -> [ConstraintMark] {
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
            marks.append(sizeBar(on: second, axis: axis, label: constraint.secondAttribute.description,
                                 constraint: nil, status: .satisfied,
                                 stroke: StrokeStyle(color: style.reference, width: 1), role: role))
        }
        return marks
    }
}
