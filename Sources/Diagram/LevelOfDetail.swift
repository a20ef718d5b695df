import Foundation
import Layout

/// How much of a dense scene a picture draws.
public enum Detail: String, CaseIterable, Sendable {
    /// Every container whose constraints can be drawn readably is drawn in
    /// full; the others are summarised: a badge counts their satisfied
    /// constraints instead of drawing them. Diagnostics are always drawn.
    case auto
    /// Every constraint drawn, however crowded.
    case full
}

/// The level of detail of one picture: which containers are summarised.
///
/// A container is a view with subviews (the outermost are drawn unless
/// they are far too crowded, see ``severelyCrowded``); its own constraints are those
/// between its direct subviews, or between a subview and itself (and a
/// subview's own size). Whether they can be drawn readably is measured,
/// not guessed from the scene's size: a trial drawing says which marks lost
/// their label or had to be cut around a name or text, and the innermost
/// containers with such marks are summarised first, then the trial is
/// drawn again, until every container left in full draws clean.
struct LevelOfDetail {
    /// Each drawn constraint's container, by the constraint's identity.
    private let containers: [ObjectIdentifier: View]
    /// The constraints that are diagnostics (broken, unsatisfied, in a
    /// conflict): drawn whatever the level of detail.
    private let diagnostics: Set<ObjectIdentifier>
    /// The containers that have a satisfied constraint to leave out: one
    /// with diagnostics only would draw the same summarised.
    private let summarisable: Set<ObjectIdentifier>
    /// The outermost containers with satisfied constraints, and how many
    /// each has: summarised only when ``severelyCrowded``.
    private let outermostCounts: [ObjectIdentifier: Int]
    /// Views and guides by name, for names that found no room.
    private let itemsByName: [String: LayoutItem]
    /// The containers summarised so far, innermost first.
    private(set) var summarised: [View] = []
    private var summarisedIDs: Set<ObjectIdentifier> = []

    init(scene: Scene, constraints: [LayoutConstraint]) {
        var containers: [ObjectIdentifier: View] = [:]
        for constraint in constraints {
            if let container = Self.container(of: constraint) { containers[ObjectIdentifier(constraint)] = container }
        }
        self.containers = containers
        let conflicting = Set(scene.conflicts.flatMap { $0.constraints.map(ObjectIdentifier.init) })
        let failing = scene.constraintReports.filter { $0.status != .satisfied }.map { ObjectIdentifier($0.constraint) }
        let diagnostics = conflicting.union(failing)
        self.diagnostics = diagnostics
        // The outermost containers' constraints (the root's, or a cell's
        // content view's) are the picture's frame: summarising them too
        // would leave a picture with no constraint at all, so they are
        // drawn in full, as a focus would draw them.
        let outermost = containers.values.map(Self.depth).min()
        summarisable = Set(containers.filter { !diagnostics.contains($0.key) && Self.depth(of: $0.value) != outermost }
            .map { ObjectIdentifier($0.value) })
        outermostCounts = containers.filter { !diagnostics.contains($0.key) && Self.depth(of: $0.value) == outermost }
            .reduce(into: [:]) { counts, entry in counts[ObjectIdentifier(entry.value), default: 0] += 1 }
        itemsByName = Dictionary(scene.items.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The view whose own constraint `constraint` is: the nearest common
    /// ancestor of its items (a guide counts as its owning view), or, for a
    /// constraint on one view alone (its size), that view's superview.
    static func container(of constraint: LayoutConstraint) -> View? {
        // Without arrays or repeated casts: asked of every constraint of
        // every picture.
        func owner(_ item: LayoutItem) -> View? { (item as? View) ?? (item as? LayoutGuide)?.owningView }
        guard let firstItem = constraint.firstItem ?? constraint.secondItem, let first = owner(firstItem) else { return nil }
        guard constraint.firstItem != nil, let secondItem = constraint.secondItem else {
            return firstItem is LayoutGuide ? first : first.superview ?? first
        }
        guard let second = owner(secondItem) else { return nil }
        if first === second {
            return firstItem is LayoutGuide || secondItem is LayoutGuide ? first : first.superview ?? first
        }
        var next: View? = first
        while let ancestor = next {
            if ancestor === second || isAncestor(ancestor, of: second) { return ancestor }
            next = ancestor.superview
        }
        return nil
    }

    private static func isAncestor(_ outer: View, of view: View) -> Bool {
        var next = view.superview
        while let ancestor = next {
            if ancestor === outer { return true }
            next = ancestor.superview
        }
        return false
    }

    private static func depth(of view: View) -> Int {
        var depth = 0
        var next = view.superview
        while let ancestor = next {
            depth += 1
            next = ancestor.superview
        }
        return depth
    }

    /// The constraints to draw: all but the satisfied ones of summarised containers.
    func drawn(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        guard !summarisedIDs.isEmpty else { return constraints }
        return constraints.filter { !isHidden($0) }
    }

    /// Whether `constraint` is counted on its container's badge rather than drawn.
    func isHidden(_ constraint: LayoutConstraint) -> Bool {
        let id = ObjectIdentifier(constraint)
        guard !diagnostics.contains(id), let container = containers[id] else { return false }
        return summarisedIDs.contains(ObjectIdentifier(container))
    }

    /// Summarises the innermost containers among those whose constraints
    /// (`failed`, `struck`) or items' names (`unnamed`) did not draw
    /// readably, and says whether any was: false when every container left
    /// in full is clean. A name is its item's container's to make room for.
    mutating func summarise(failed: [ObjectIdentifier], struck: [ObjectIdentifier] = [], unnamed: [String]) -> Bool {
        let candidates = crowded(failed: failed, struck: struck, unnamed: unnamed)
        guard let deepest = candidates.map(Self.depth).max() else { return false }
        for container in candidates where Self.depth(of: container) == deepest {
            summarised.append(container)
            summarisedIDs.insert(ObjectIdentifier(container))
        }
        return true
    }

    /// The containers drawn in full that did not draw readably. Labels
    /// struck through by leaders (`struck`, with the leaders') count
    /// against inner containers only: the outermost's marks are the
    /// picture's frame, wireframed only for marks that lost their label or
    /// were cut around text (``severelyCrowded(failures:of:)``), counted
    /// over all of them where there are several side by side.
    func crowded(failed: [ObjectIdentifier], struck: [ObjectIdentifier] = [], unnamed: [String]) -> [View] {
        var candidates: [View] = []
        var seen: Set<ObjectIdentifier> = []
        let named = unnamed.compactMap { itemsByName[$0] }.compactMap { ConstraintMarker.parent(of: $0) as? View }
        let failing = failed.compactMap { containers[$0] }
        let failures = failing.reduce(into: [ObjectIdentifier: Int]()) { $0[ObjectIdentifier($1), default: 0] += 1 }
        // Several outermost containers side by side (a static table's
        // cells, each with its content view) are one frame together, each
        // summarised that did not draw readably when together, as drawn
        // so far, they are far too crowded: each alone rarely is (a cell's
        // eight marks), while its neighbours' labels fill the room around.
        let drawn = outermostCounts.filter { !summarisedIDs.contains($0.key) }
        let crowdedTogether = outermostCounts.count > 1
            && Self.severelyCrowded(failures: drawn.keys.reduce(0) { $0 + failures[$1, default: 0] }, of: drawn.values.reduce(0, +))
        func severe(_ id: ObjectIdentifier) -> Bool {
            guard let count = outermostCounts[id] else { return false }
            return outermostCounts.count > 1 ? crowdedTogether : Self.severelyCrowded(failures: failures[id, default: 0], of: count)
        }
        let striking = struck.compactMap { containers[$0] }.filter { summarisable.contains(ObjectIdentifier($0)) }
        for container in failing + named + striking {
            let id = ObjectIdentifier(container)
            guard !summarisedIDs.contains(id), !seen.contains(id) else { continue }
            let allowed = summarisable.contains(id) || severe(id)
            if allowed {
                seen.insert(id)
                candidates.append(container)
            }
        }
        return candidates
    }

    /// Whether an outermost container (the root's, a cell's content view's)
    /// with `count` satisfied constraints of its own, `failures` of which did
    /// not draw readably, is summarised too: only when it is far too crowded
    /// to read (a calculator's keypad, every key tied to its neighbours), at
    /// least ``severeFailures`` marks and a fifth of its own; otherwise its
    /// marks are the picture's frame, and drawn with what does not fit left
    /// out. Summarised, the picture is a clean wireframe whose caption says
    /// how to see the constraints.
    static func severelyCrowded(failures: Int, of count: Int) -> Bool {
        failures >= severeFailures && failures * 5 >= count
    }

    /// See ``severelyCrowded(failures:of:)``.
    static let severeFailures = 12

    /// Draws `container` in full again.
    mutating func restore(_ container: View) {
        summarised.removeAll { $0 === container }
        summarisedIDs.remove(ObjectIdentifier(container))
    }

    /// How many of `constraints` each summarised container leaves out, in
    /// the order the containers were summarised.
    func counts(of constraints: [LayoutConstraint]) -> [(container: View, count: Int)] {
        var counts: [ObjectIdentifier: Int] = [:]
        for constraint in constraints where isHidden(constraint) {
            if let container = containers[ObjectIdentifier(constraint)] { counts[ObjectIdentifier(container), default: 0] += 1 }
        }
        return summarised.map { ($0, counts[ObjectIdentifier($0)] ?? 0) }
    }

    /// The caption's line on what was summarised, with `hint` on how to see
    /// it; nil when nothing was.
    func captionLine(hint: String) -> String? {
        guard !summarised.isEmpty else { return nil }
        let names = summarised.prefix(3).map(\.pictureName).joined(separator: ", ") + (summarised.count > 3 ? ", …" : "")
        let count = summarised.count
        return "\(count) dense container\(count == 1 ? "" : "s") summarised, \(count == 1 ? "its" : "their") "
            + "constraints counted, not drawn (\(names)): \(hint)"
    }
}
