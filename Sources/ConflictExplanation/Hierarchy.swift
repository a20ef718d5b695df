import ConflictLog

/// Which item of a report is inside which. A log names no superviews except
/// through a visual format's `|` and an autoresizing constraint's second
/// item; beyond that, an item that another is pinned to edge for edge and
/// that is known to hold views (a cell's content view, a stack view, a
/// window, anything some `|` names) is taken as its superview.
struct Hierarchy {
    private(set) var parent: [String: String] = [:]

    /// Whether `ancestor` holds `item`, directly or not.
    func contains(_ ancestor: String, _ item: String) -> Bool {
        guard item != ancestor else { return false }
        return Self.reaches(parent, from: item, to: ancestor)
    }

    init(_ constraints: [LoggedConstraint]) {
        var containers: Set<String> = []
        for constraint in constraints {
            if let superview = constraint.superview {
                containers.insert(superview.key)
                for anchor in [constraint.first, constraint.second].compactMap({ $0 }) where anchor.item.key != superview.key {
                    set(anchor.item.key, superview.key)
                }
            } else if constraint.isAutoresizing, let second = constraint.second, Self.isPosition(constraint.first.attribute) {
                // An autoresizing position is measured in the superview.
                containers.insert(second.item.key)
                set(constraint.first.item.key, second.item.key)
            }
            if let id = constraint.identifier, id.hasPrefix("UIView-Encapsulated-Layout") || id.hasPrefix("NSView-Encapsulated") {
                containers.insert(constraint.first.item.key)
            }
        }
        for constraint in constraints {
            for item in [constraint.first.item, constraint.second?.item].compactMap({ $0 }) where Self.holdsViews(item) {
                containers.insert(item.key)
            }
        }
        // A view whose autoresizing position is measured in an unnamed
        // superview: taken to be inside the view it is aligned with.
        for constraint in constraints where constraint.isAutoresizing && constraint.second == nil
            && Self.isPosition(constraint.first.attribute) && parent[constraint.first.item.key] == nil
        {
            let key = constraint.first.item.key
            let aligned = constraints.first { other in
                guard let second = other.second, !other.isAutoresizing else { return false }
                return (other.first.item.key == key && second.item.key != key || second.item.key == key && other.first.item.key != key)
                    && Self.edge(other.first.attribute) == Self.edge(second.attribute)
            }
            if let aligned, let second = aligned.second {
                let other = aligned.first.item.key == key ? second.item.key : aligned.first.item.key
                set(key, other)
                if parent[key] == other { guessed[key] = other }
            }
        }
        // Edge to same edge with a container: inside it.
        for constraint in constraints {
            guard let second = constraint.second, Self.edge(constraint.first.attribute) == Self.edge(second.attribute),
                  Self.isEdge(Self.edge(constraint.first.attribute)), constraint.multiplier == 1
            else { continue }
            let (a, b) = (constraint.first.item.key, second.item.key)
            if containers.contains(b), !containers.contains(a) || parent[b] != nil && parent[a] == nil && !Self.reaches(parent, from: b, to: a) {
                if parent[a] == nil { set(a, b) }
            } else if containers.contains(a), !containers.contains(b) {
                if parent[b] == nil { set(b, a) }
            }
        }
        guessSiblings(constraints, containers: containers)
    }

    /// Superviews guessed for views whose autoresizing position needs one.
    private(set) var guessed: [String: String] = [:]

    /// Views still without a superview that are tied to one that has one
    /// (`label.leading == image.trailing + 12`): taken to be its sibling.
    private mutating func guessSiblings(_ constraints: [LoggedConstraint], containers: Set<String>) {
        for constraint in constraints {
            guard let second = constraint.second else { continue }
            for (a, b) in [(constraint.first.item.key, second.item.key), (second.item.key, constraint.first.item.key)] {
                guard a != b, parent[a] == nil, !containers.contains(a), let shared = parent[b], shared != a else { continue }
                set(a, shared)
                if parent[a] == shared { guessed[a] = shared }
            }
        }
    }

    /// Sets `child`'s superview unless that would make a cycle.
    private mutating func set(_ child: String, _ superview: String) {
        guard child != superview, parent[child] == nil, !Self.reaches(parent, from: superview, to: child) else { return }
        parent[child] = superview
    }

    private static func reaches(_ parent: [String: String], from start: String, to target: String) -> Bool {
        var current: String? = start
        var steps = 0
        while let node = current, steps <= parent.count {
            if node == target { return true }
            current = parent[node]
            steps += 1
        }
        return false
    }

    static func isPosition(_ attribute: String) -> Bool {
        ["minX", "minY", "midX", "midY", "maxX", "maxY", "left", "top", "right", "bottom", "leading", "trailing", "centerX", "centerY"].contains(attribute)
    }

    /// The edge a margin attribute is inside of: `bottomMargin` → `bottom`.
    static func edge(_ attribute: String) -> String {
        attribute.hasSuffix("Margin") ? String(attribute.dropLast("Margin".count)) : attribute
    }

    static func isEdge(_ attribute: String) -> Bool {
        ["left", "top", "right", "bottom", "leading", "trailing", "minX", "minY", "maxX", "maxY"].contains(attribute)
    }

    /// Classes that exist to hold other views.
    static func holdsViews(_ item: LoggedItem) -> Bool {
        guard let name = item.className else { return false }
        return ["ContentView", "StackView", "Window", "TransitionView", "ContainerView", "WrapperView", "ScrollView", "Cell"]
            .contains { name.hasSuffix($0) }
    }
}
