import ConflictLog
import Foundation
import Layout

/// A report's items and constraints as a Layout ``Scene``: one view per
/// item, nested as far as the log tells, the constraints activated in the
/// log's order with the broken one last (so that the scene breaks it, as
/// UIKit did), and whatever the log leaves open fixed by stated assumptions
/// (weak constraints, drawn dashed).
public final class ConflictScene {
    /// The scene, laid out.
    public let scene: Scene
    /// The Layout constraint of each of the report's constraints; nil where
    /// one could not be modelled (see ``skipped``).
    public let constraints: [LayoutConstraint?]
    /// The view of each item, by ``LoggedItem/key``.
    public let views: [String: View]
    /// What the picture assumes because the log does not say, in words.
    public private(set) var assumptions: [String] = []
    /// The assumption constraints, to draw them as such.
    public private(set) var assumptionConstraints: [LayoutConstraint] = []
    /// The constraints the scene adds: no view narrower or shorter than 0 pt.
    public private(set) var implicitConstraints: [LayoutConstraint] = []
    /// Constraints left out, with why.
    public let skipped: [(index: Int, reason: String)]
    let naming: ItemNaming
    /// The constant widths and heights the report gives each view.
    private var declaredSizes: [ObjectIdentifier: [LayoutConstraint.Attribute: CGFloat]] = [:]
    let hierarchy: Hierarchy

    /// How far from the picture's edge the outermost views sit.
    static let inset: CGFloat = 24
    /// The most constraints modelled; a larger report is explained in words only.
    public static let maxConstraints = 500
    /// Up to this many views, what is free is assumed one quantity at a time
    /// (outermost first, each fixing what hangs on it); past it, all at once.
    static let maxStepwiseViews = 40

    public init(report: ConflictReport) throws {
        let logged = Array(report.constraints.prefix(Self.maxConstraints))
        var items: [LoggedItem] = []
        for constraint in logged {
            items.append(constraint.first.item)
            if let second = constraint.second { items.append(second.item) }
            if let superview = constraint.superview { items.append(superview) }
        }
        let naming = ItemNaming(items)
        let hierarchy = Hierarchy(logged)
        let scene = Scene(width: 4000, height: 4000, rootName: "picture")
        self.naming = naming
        self.hierarchy = hierarchy
        var views: [String: View] = [:]
        for item in items where views[item.key] == nil {
            // A label or button with its text in the log gets the text's size
            // as its intrinsic size (optional constraints: it never conflicts).
            let view: View
            if let className = item.className, let text = item.text, !text.isEmpty,
               className.hasSuffix("Label") || className.hasSuffix("Button")
            {
                view = Label(name: naming.name(item), text: text.count > 60 ? String(text.prefix(60)) : text)
            } else {
                view = View(name: naming.name(item))
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            views[item.key] = view
        }
        // Superviews first, so that every view finds its parent in place.
        var placed: Set<String> = []
        func place(_ key: String, depth: Int = 0) {
            guard !placed.contains(key), let view = views[key] else { return }
            placed.insert(key)
            if depth < 64, let parentKey = hierarchy.parent[key], let parent = views[parentKey] {
                place(parentKey, depth: depth + 1)
                parent.addSubview(view)
            } else {
                scene.root.addSubview(view)
            }
        }
        for item in items { place(item.key) }

        // No view is narrower or shorter than nothing: first, so that they are never the ones broken.
        var implicit: [LayoutConstraint] = []
        for item in items {
            guard let view = views[item.key], !implicit.contains(where: { $0.firstItem === view }) else { continue }
            for attribute in [LayoutConstraint.Attribute.width, .height] {
                let constraint = try LayoutConstraint(item: view, attribute: attribute, relatedBy: .greaterThanOrEqual,
                                                      toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 0)
                constraint.identifier = "size ≥ 0"
                constraint.isActive = true
                implicit.append(constraint)
            }
        }
        implicitConstraints = implicit
        // The constraints: the broken one last.
        var order = Array(logged.indices)
        if let broken = report.broken, broken < logged.count {
            order.removeAll { $0 == broken }
            order.append(broken)
        }
        var made = [LayoutConstraint?](repeating: nil, count: logged.count)
        var skipped: [(Int, String)] = []
        for index in order {
            do {
                let constraint = try Self.make(logged[index], views: views, hierarchy: hierarchy, root: scene.root)
                constraint.identifier = logged[index].identifier
                constraint.isActive = true
                made[index] = constraint
            } catch {
                skipped.append((index, "\(error)"))
            }
        }
        self.scene = scene
        self.views = views
        for constraint in logged where constraint.second == nil && constraint.relation == .equal && constraint.constant > 0
            && constraint.identifier == nil && !constraint.isAutoresizing
        {
            guard let view = views[constraint.first.item.key], view.subviews.isEmpty else { continue }
            let attribute: LayoutConstraint.Attribute? = constraint.first.attribute == "width" ? .width
                : constraint.first.attribute == "height" ? .height : nil
            if let attribute { declaredSizes[ObjectIdentifier(view), default: [:]][attribute] = CGFloat(constraint.constant) }
        }
        constraints = made
        self.skipped = skipped.sorted { $0.0 < $1.0 }
        try scene.layout()
    }

    /// The Layout constraint a logged one stands for. An autoresizing
    /// position of one item (`minX == 204`) is measured from its superview,
    /// or from the picture when the log does not name one.
    static func make(_ logged: LoggedConstraint, views: [String: View], hierarchy: Hierarchy, root: View) throws -> LayoutConstraint {
        guard let first = views[logged.first.item.key] else { throw ExplanationError("an item is missing") }
        let (firstAttribute, firstOffset) = attribute(logged.first.attribute)
        var secondItem: View?
        var secondAttribute = LayoutConstraint.Attribute.notAnAttribute
        var constant = CGFloat(logged.constant)
        var multiplier = CGFloat(logged.multiplier)
        if let second = logged.second {
            secondItem = views[second.item.key]
            let (attribute, _) = self.attribute(second.attribute)
            secondAttribute = attribute
        } else if firstAttribute.isLocation {
            // A position in the unnamed superview.
            secondItem = hierarchy.parent[logged.first.item.key].flatMap { views[$0] } ?? first.superview ?? root
            secondAttribute = firstAttribute.axis == .horizontal ? .left : .top
            multiplier = 1
        }
        constant -= CGFloat(firstOffset)
        return try LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation(logged.relation),
                                    toItem: secondItem, attribute: secondAttribute, multiplier: multiplier,
                                    constant: constant)
    }

    static func relation(_ relation: LoggedRelation) -> LayoutConstraint.Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// Layout's attribute for a printed one; `maxX` is `right`, and so on.
    static func attribute(_ name: String) -> (LayoutConstraint.Attribute, Double) {
        switch name {
        case "minX": (.left, 0)
        case "minY": (.top, 0)
        case "midX": (.centerX, 0)
        case "midY": (.centerY, 0)
        case "maxX": (.right, 0)
        case "maxY": (.bottom, 0)
        case "baseline": (.lastBaseline, 0)
        default:
            (LayoutConstraint.Attribute.allCases.first { $0.description == name } ?? .notAnAttribute, 0)
        }
    }

    /// Fixes what the constraints leave free (a view's size or position) with
    /// weak constraints, each stated in ``assumptions``, then lays out again
    /// and sizes the picture to hold every view.
    func assumeWhatIsFree() throws {
        var positions: [String] = [], widths: [String] = [], heights: [String] = []
        // Small scenes: one quantity at a time, outermost first, since fixing
        // a container's position fixes what is pinned inside it. Large ones:
        // everything free at once, so that the work stays bounded.
        let stepwise = views.count <= Self.maxStepwiseViews
        guard stepwise else { return try assumeWithoutProbing() }
        for _ in 0..<(4 * views.count + 4) {
            let free = try scene.ambiguities().filter { $0.item is View }
            let chosen = free.flatMap { ambiguity in ambiguity.freeAttributes.map { (ambiguity.item as! View, $0) } }
            guard !chosen.isEmpty else { break }
            for (view, attribute) in stepwise ? Array(chosen.prefix(1)) : chosen {
                let constraint = try assume(attribute, of: view)
                switch attribute.attribute {
                case .width: widths.append("\(view.name) \(Self.number(constraint.constant))")
                case .height: heights.append("\(view.name) \(Self.number(constraint.constant))")
                default: if !positions.contains(view.name) { positions.append(view.name) }
                }
                constraint.priority = LayoutPriority(10)
                constraint.identifier = "assumed"
                constraint.isActive = true
                assumptionConstraints.append(constraint)
            }
            try scene.layout()
        }
        if !positions.isEmpty {
            assumptions.append("where \(Self.list(positions)) sit\(positions.count == 1 ? "s" : "") (\(Self.number(Self.inset)) pt "
                + "into \(positions.count == 1 ? "its" : "their") superview or the picture)")
        }
        if !widths.isEmpty { assumptions.append("widths: " + Self.list(widths) + " pt") }
        if !heights.isEmpty { assumptions.append("heights: " + Self.list(heights) + " pt") }
        try fitPicture()
    }

    /// A large scene: every view gets weak defaults for its position and
    /// size, which act only where the constraints leave it free; probing
    /// each quantity first would cost a simplex run per quantity.
    private func assumeWithoutProbing() throws {
        for view in views.values.sorted(by: { $0.name < $1.name }) {
            let parent = view.superview ?? scene.root
            for (attribute, constant) in [(LayoutConstraint.Attribute.left, Self.inset), (.top, Self.inset), (.width, 120), (.height, 60)] {
                let constraint = attribute.isDimension
                    ? try LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: constant)
                    : try LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: parent,
                                           attribute: attribute, multiplier: 1, constant: constant)
                constraint.priority = LayoutPriority(10)
                constraint.identifier = "assumed"
                constraint.isActive = true
                assumptionConstraints.append(constraint)
            }
        }
        try scene.layout()
        assumptions.append("wherever the constraints leave a view free, it sits \(Self.number(Self.inset)) pt into its superview "
            + "or the picture and is 120 × 60 pt (the report has more than \(Self.maxStepwiseViews) views, so they are not probed one by one)")
        try fitPicture()
    }

    /// At most eight names, then how many more.
    static func list(_ names: [String]) -> String {
        names.count <= 8 ? names.joined(separator: ", ") : names.prefix(8).joined(separator: ", ") + " and \(names.count - 8) more"
    }

    /// The weak constraint that fixes one free quantity of `view`: a size
    /// (square when the log gives the other side, up to the row's 280 ×
    /// 120: a 414-pt-wide cell drawn 414 tall is mostly empty picture;
    /// else half the room left in the superview, or a phone-sized row at
    /// the top), or a position `inset` into the superview.
    private func assume(_ attribute: FreeAttribute, of view: View) throws -> LayoutConstraint {
        switch attribute.attribute {
        case .width, .height:
            let isWidth = attribute.attribute == .width
            let row: CGFloat = isWidth ? 280 : 120
            var value = row
            if let other = declaredSizes[ObjectIdentifier(view)]?[isWidth ? .height : .width] {
                value = min(other, row)
            } else if let parent = view.superview, parent !== scene.root {
                let room = isWidth ? parent.frame.maxX - Self.inset - view.frame.minX : parent.frame.maxY - Self.inset - view.frame.minY
                value = max((room / 2).rounded(), 20)
            }
            let chosen = min(max(value, attribute.lowerBound ?? value), attribute.upperBound ?? value)
            return try LayoutConstraint(item: view, attribute: attribute.attribute, relatedBy: .equal,
                                        toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: chosen.isFinite ? chosen : value)
        default:
            let parent = view.superview ?? scene.root
            let edge: LayoutConstraint.Attribute = attribute.attribute == .left ? .left : .top
            return try LayoutConstraint(item: view, attribute: edge, relatedBy: .equal,
                                        toItem: parent, attribute: edge, multiplier: 1, constant: Self.inset)
        }
    }

    /// Moves everything inside the picture, the top-left-most view `inset` from
    /// its corner, and makes the picture just large enough.
    func fitPicture() throws {
        let frames = scene.root.subviews.flatMap { [$0] + Self.descendants($0) }.map(\.frame)
        guard let first = frames.first else { return }
        var bounds = first
        for frame in frames.dropFirst() { bounds = bounds.union(frame) }
        let dx = Self.inset - bounds.minX, dy = Self.inset - bounds.minY
        if abs(dx) > 0.001 || abs(dy) > 0.001 {
            for constraint in assumptionConstraints where constraint.secondItem === scene.root {
                constraint.constant += constraint.firstAttribute == .left ? dx : dy
            }
            try scene.layout()
        }
        let width = min(max(bounds.width + 2 * Self.inset, 120), 4000)
        let height = min(max(bounds.height + 2 * Self.inset, 80), 4000)
        scene.size = CGSize(width: width.rounded(.up), height: height.rounded(.up))
        try scene.layout()
    }

    static func descendants(_ view: View) -> [View] {
        view.subviews.flatMap { [$0] + descendants($0) }
    }

    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}

/// A report that cannot be modelled.
public struct ExplanationError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
