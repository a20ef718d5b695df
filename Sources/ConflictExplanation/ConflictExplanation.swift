import ConflictLog
import Foundation
import Layout

/// What a report means: the few constraints that make the conflict (a
/// minimal unsatisfiable set, numbered), along which axis, why in numbers,
/// which one UIKit broke and what it wanted, where each came from, and the
/// usual fix; with the scene to draw.
public struct ConflictExplanation {
    /// The report explained.
    public let report: ConflictReport
    /// The report as a scene, laid out with the broken constraint left out
    /// and free sizes and positions assumed; nil when nothing could be modelled.
    public let model: ConflictScene?
    /// Indices in the report's constraints of the minimal conflicting set,
    /// in the log's order: member `k` is numbered `k + 1`.
    public let members: [Int]
    /// The index of the constraint left out: the one the log says UIKit
    /// broke, or when it does not say, the one Trellis broke.
    public let brokenIndex: Int?
    /// What the broken constraint wants (its constant) and what the layout
    /// without it gives, in points.
    public let wants: Double?
    public let gets: Double?
    /// Where the broken constraint wanted its item, in the picture's
    /// coordinates: the item's frame resized or moved by what it lacks.
    public var wantedFrame: (item: String, frame: CGRect)? {
        guard let brokenIndex, let model, let constraint = model.constraints[brokenIndex],
              let first = constraint.firstItem as? View
        else { return nil }
        let here = Measure.value(constraint.firstAttribute, of: first)
        let there = constraint.secondItem.map { Measure.value(constraint.secondAttribute, of: $0) } ?? 0
        let delta = constraint.multiplier * there + constraint.constant - here
        guard abs(delta) > 0.01, delta.isFinite else { return nil }
        var view = first
        var shift = delta
        // `|.trailing == view.trailing + 8` moves the view, not its superview.
        if let second = constraint.secondItem as? View, second.superview === first, constraint.multiplier == 1,
           !constraint.firstAttribute.isDimension
        {
            view = second
            shift = -delta
        }
        var frame = view.frame
        let attribute = view === first ? constraint.firstAttribute : constraint.secondAttribute
        let horizontal = attribute.axis == .horizontal
        let farEdges: [LayoutConstraint.Attribute] = [.right, .trailing, .rightMargin, .trailingMargin, .bottom, .bottomMargin,
                                                      .lastBaseline, .firstBaseline]
        let nearEdges: [LayoutConstraint.Attribute] = [.left, .leading, .leftMargin, .leadingMargin, .top, .topMargin]
        let size = horizontal ? frame.width : frame.height
        if attribute.isDimension {
            if horizontal { frame.size.width = max(size + shift, 0) } else { frame.size.height = max(size + shift, 0) }
        } else if farEdges.contains(attribute), size + shift >= 0 {
            // An edge moves alone where the view can stretch to follow it.
            if horizontal { frame.size.width += shift } else { frame.size.height += shift }
        } else if nearEdges.contains(attribute), size - shift >= 0 {
            if horizontal {
                frame.origin.x += shift
                frame.size.width -= shift
            } else {
                frame.origin.y += shift
                frame.size.height -= shift
            }
        } else if horizontal {
            // A centre, or an edge the view cannot stretch to: the view moves.
            frame.origin.x += shift
        } else {
            frame.origin.y += shift
        }
        return (view.name, frame)
    }

    /// The sentence that says why in numbers; where the constraints read
    /// hold together, that they do and what to look at instead.
    public let reason: String?
    /// The usual fix for the pattern.
    public let fix: String?
    /// The whole explanation, lines joined.
    public let text: String

    /// Explains `report`, the `number`-th of its input.
    public static func explain(_ report: ConflictReport, number: Int, source: String = "the input") -> ConflictExplanation {
        Explainer(report: report, number: number, source: source).explanation()
    }
}

/// Builds one ``ConflictExplanation``.
struct Explainer {
    let report: ConflictReport
    let number: Int
    let source: String

    func explanation() -> ConflictExplanation {
        var lines = ["Report \(number) (line \(report.line) of \(source)): \(report.constraints.count) constraint\(report.constraints.count == 1 ? "" : "s") read"
            + (report.unreadable.isEmpty ? "" : ", \(report.unreadable.count) unreadable") + "."]
        for entry in report.unreadable {
            lines.append("  line \(entry.line): not read: \(entry.reason)")
        }
        guard !report.constraints.isEmpty else {
            lines.append(report.isRedacted
                ? "  The unified log redacted the constraints (<private>): there is nothing to explain. Run the app from Xcode, or log with the private data shown, to see them."
                : "  No constraint of this report could be read.")
            return ConflictExplanation(report: report, model: nil, members: [], brokenIndex: nil, wants: nil, gets: nil,
                                       reason: nil, fix: nil, text: lines.joined(separator: "\n"))
        }
        let model: ConflictScene
        do {
            model = try ConflictScene(report: report)
        } catch {
            lines.append("  Could not lay the report out: \(error)")
            return ConflictExplanation(report: report, model: nil, members: [], brokenIndex: report.broken, wants: nil, gets: nil,
                                       reason: nil, fix: nil, text: lines.joined(separator: "\n"))
        }
        let wording = Wording(naming: model.naming, hierarchy: model.hierarchy)
        var index: [ObjectIdentifier: Int] = [:]
        for (i, constraint) in model.constraints.enumerated() {
            if let constraint { index[ObjectIdentifier(constraint)] = i }
        }
        let conflicts = model.scene.conflicts
        let logBroken = report.broken.flatMap { model.constraints[$0] }
        let primary = conflicts.first { $0.broken === logBroken } ?? conflicts.first
        let members = primary.map { $0.constraints.compactMap { index[ObjectIdentifier($0)] }.sorted() } ?? []
        let brokenIndex = primary.flatMap { index[ObjectIdentifier($0.broken)] } ?? report.broken
        // What the broken constraint gets is read before anything is assumed,
        // so that no assumed size enters the number.
        let (wants, gets) = Measure.wantsAndGets(model: model, index: brokenIndex, logged: report.constraints)
        try? model.assumeWhatIsFree()

        // The statement about the broken constraint, by the framework that printed it.
        let framework = report.framework.rawValue
        switch report.brokenStatement {
        case .notStated: lines.append("  The log does not say which constraint \(framework) broke.")
        case .redacted: lines.append("  The log does not say which constraint \(framework) broke: it is <private>.")
        case .stated(let line, _, _):
            if report.broken == nil {
                lines.append("  The constraint \(framework) broke (line \(line)) is not in the list as read: it is not shown in the picture.")
            }
        }
        guard let primary, !members.isEmpty else {
            let unstated = Unstated.quantities(in: report) { model.naming.name($0) }
            // Said in the text and, as the reason, under the picture: a
            // picture of constraints that hold says what to look at instead.
            let finding = "Trellis finds no conflict among the constraints it read"
                + (report.unreadable.isEmpty && model.skipped.isEmpty ? "" : " (some could not be read or modelled)")
                + (unstated.isEmpty
                    ? ": the conflict involves something the log does not show, such as a view's margins or intrinsic size."
                    : ": the conflict involves something the log does not show. Look at "
                        + unstated.joined(separator: "; ") + ".")
            lines.append("  " + finding)
            for (skippedIndex, reason) in model.skipped {
                lines.append("  line \(report.constraints[skippedIndex].line): not modelled: \(reason)")
            }
            return ConflictExplanation(report: report, model: model, members: [], brokenIndex: report.broken, wants: nil, gets: nil,
                                       reason: finding, fix: nil, text: lines.joined(separator: "\n"))
        }
        let logged = report.constraints
        let axis = primary.constraints.compactMap { $0.firstAttribute.axis }.first
        lines[0] += " The conflict is along the \(axis == .vertical ? "vertical" : "horizontal") axis, between \(members.count) constraints:"
        for (position, member) in members.enumerated() {
            let constraint = logged[member]
            let origin = ConstraintOrigin(constraint)
            var line = "  \(Wording.tag(position + 1)) \(wording.phrase(constraint)): \(origin.words)"
            if let id = constraint.identifier { line += " ['\(id)']" }
            line += " (line \(constraint.line))"
            if member == brokenIndex { line += report.broken == member ? ". \(framework) broke this one." : ". Trellis broke this one." }
            lines.append(line)
        }
        let tagOf = { (member: Int) in Wording.tag((members.firstIndex(of: member) ?? 0) + 1) }
        // The "no view narrower than nothing" constraints that are part of the set, as unknowns.
        let keyOfView = Dictionary(model.views.map { (ObjectIdentifier($0.value), $0.key) }, uniquingKeysWith: { a, _ in a })
        let floors = primary.constraints.filter { index[ObjectIdentifier($0)] == nil }.compactMap { constraint -> String? in
            guard let view = constraint.firstItem, let key = keyOfView[ObjectIdentifier(view)] else { return nil }
            return "\(key).size.\(constraint.firstAttribute == .width ? "x" : "y")"
        }
        var start: [Int: Double] = [:]
        for member in members {
            guard let constraint = model.constraints[member], let first = constraint.firstItem else { continue }
            // A size starts at its item's near edge; an offset at the nearer of its two anchors.
            let nearEdge: LayoutConstraint.Attribute = constraint.firstAttribute.axis == .horizontal ? .left : .top
            let isSize = constraint.firstAttribute.isDimension
            let here = Measure.value(isSize ? nearEdge : constraint.firstAttribute, of: first)
            let there = constraint.secondItem.map { Measure.value(isSize ? nearEdge : constraint.secondAttribute, of: $0) } ?? here
            start[member] = Double(min(here, there))
        }
        let reason = Reasoning(wording: wording, logged: logged, members: members, tag: tagOf, floors: floors,
                               start: start).sentence()
        if let reason { lines.append("  Why: \(reason)") }
        if let brokenIndex, let wants, let gets {
            let who = report.broken == brokenIndex ? "\(framework) broke" : "The log does not say which one \(framework) broke; Trellis broke"
            // A distance got below zero is one the other way round (a
            // view 12.4 pt above the one it should be 10 pt below).
            let otherWay = gets < 0 && wants > 0 ? " (\(Wording.number(-gets)) pt the other way)" : ""
            lines.append("  \(who) \(tagOf(brokenIndex)): it wants \(Wording.number(wants)), gets \(Wording.number(gets))\(otherWay).")
        }
        let fix = Fixes(wording: wording, logged: logged, members: members, tag: tagOf, axisIsVertical: axis == .vertical).fix()
        lines.append("  Fix: \(fix)")
        let others = logged.indices.filter { !members.contains($0) }
        if !others.isEmpty {
            lines.append("  Not part of the conflict: \(others.count) other constraint\(others.count == 1 ? "" : "s") of the list (drawn grey).")
        }
        if conflicts.count > 1 {
            lines.append("  Trellis also finds \(conflicts.count - 1) other conflict\(conflicts.count == 2 ? "" : "s") among the listed constraints.")
        }
        if logged.count > ConflictScene.maxConstraints {
            lines.append("  Only the first \(ConflictScene.maxConstraints) of the \(logged.count) constraints are modelled and drawn.")
        }
        for (skippedIndex, why) in model.skipped {
            lines.append("  line \(logged[skippedIndex].line): not modelled: \(why)")
        }
        for (child, parent) in model.hierarchy.guessed.sorted(by: { $0.key < $1.key }) {
            if let childView = model.views[child], let parentView = model.views[parent] {
                lines.append("  The log does not name the superview of \(childView.name); Trellis takes it to be \(parentView.name).")
            }
        }
        if !model.assumptions.isEmpty {
            lines.append("  The picture assumes what the log does not say: " + model.assumptions.joined(separator: "; ") + ".")
        }
        return ConflictExplanation(report: report, model: model, members: members, brokenIndex: brokenIndex, wants: wants,
                                   gets: gets, reason: reason, fix: fix, text: lines.joined(separator: "\n"))
    }
}

/// Values read off the laid-out scene.
enum Measure {
    /// The broken constraint's constant, and what first − multiplier × second
    /// is in the layout without it (the constraint's own first side for a
    /// constant).
    static func wantsAndGets(model: ConflictScene, index: Int?, logged: [LoggedConstraint]) -> (Double?, Double?) {
        guard let index, let constraint = model.constraints[index], let first = constraint.firstItem else { return (nil, nil) }
        let here = value(constraint.firstAttribute, of: first)
        let there = constraint.secondItem.map { value(constraint.secondAttribute, of: $0) } ?? 0
        var gets = Double(here - constraint.multiplier * there)
        var wants = Double(constraint.constant)
        // Superview-first forms read from the view's side, as the text does.
        if constraint.secondItem != nil, constraint.multiplier == 1, let second = constraint.secondItem as? View,
           second.superview === first
        {
            gets = -gets
            wants = -wants
        }
        // A location's negative constant reads as a distance the other way
        // ("16 pt left of"), as the text says it: both numbers flip with it.
        if constraint.firstAttribute.isLocation, wants < 0 {
            wants = -wants
            gets = -gets
        }
        _ = logged
        return (wants, gets)
    }

    static func value(_ attribute: LayoutConstraint.Attribute, of item: LayoutItem) -> CGFloat {
        let frame = item.frame
        let margins = (item as? View)?.layoutMargins ?? EdgeInsets(all: 0)
        switch attribute {
        case .left, .leading: return frame.minX
        case .right, .trailing: return frame.maxX
        case .top: return frame.minY
        case .bottom, .lastBaseline, .firstBaseline: return frame.maxY
        case .centerX: return frame.midX
        case .centerY: return frame.midY
        case .width: return frame.width
        case .height: return frame.height
        case .leftMargin, .leadingMargin: return frame.minX + margins.left
        case .rightMargin, .trailingMargin: return frame.maxX - margins.right
        case .topMargin: return frame.minY + margins.top
        case .bottomMargin: return frame.maxY - margins.bottom
        case .centerXWithinMargins: return (frame.minX + margins.left + frame.maxX - margins.right) / 2
        case .centerYWithinMargins: return (frame.minY + margins.top + frame.maxY - margins.bottom) / 2
        case .notAnAttribute: return 0
        }
    }
}
