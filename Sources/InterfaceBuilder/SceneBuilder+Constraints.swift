import Foundation
import Layout

// The constraints of every installed view, as UIKit installs them at build
// time: placeholders dropped, those a size class excludes left out, a
// constant overridden per size class, a subview's edge on its scroll view
// meaning the scroll view's content.

extension SceneBuilder {
    mutating func addConstraints() {
        var constraints: [LayoutConstraint] = []
        for (element, owner) in installed {
            guard let list = element.child("constraints") else { continue }
            let excluded = Variations.excluded(in: element, mask: "constraints", traits: traits)
            for item in list.children("constraint") {
                guard !excluded.contains(item["id"] ?? "") else { continue }
                // A placeholder stands in for what code sets at run time
                // (a custom control's size); said, not made.
                if item["placeholder"] == "YES" {
                    imported.placeholderConstraints.append(placeholderDescription(item, owner: owner))
                    continue
                }
                if let constraint = makeConstraint(item, owner: owner) { constraints.append(constraint) }
            }
        }
        LayoutConstraint.activate(constraints)
        let count = imported.placeholderConstraints.count
        if count > 0 {
            imported.notes.append("\(count) placeholder constraint\(count == 1 ? "" : "s") left out, as at build time "
                + "(code sets what \(count == 1 ? "it" : "they") held): " + imported.placeholderConstraints.joined(separator: "; "))
        }
    }

    /// A placeholder constraint in UIKit's notation, from its element alone
    /// (it is never made): `Toolbar.width == 241 @250`.
    private func placeholderDescription(_ element: IBElement, owner: View) -> String {
        func name(_ id: String?) -> String {
            guard let id else { return owner.name }
            if case .found(let item) = item(id) { return item.name }
            return id
        }
        let relation = ["lessThanOrEqual": "<=", "greaterThanOrEqual": ">="][element["relation"] ?? ""] ?? "=="
        let first = "\(name(element["firstItem"])).\(element["firstAttribute"] ?? "?")"
        let constant = Self.number(element["constant"])
        var right = ""
        if let attribute = element["secondAttribute"] {
            let multiplier = element["multiplier"].map { "\($0)*" } ?? ""
            right = "\(multiplier)\(name(element["secondItem"])).\(attribute)"
            if constant != 0 { right += constant > 0 ? " + \(Self.points(constant))" : " - \(Self.points(-constant))" }
        } else {
            right = Self.points(constant)
        }
        let priority = element["priority"].map { " @\($0)" } ?? ""
        return "\(first) \(relation) \(right)\(priority)"
    }

    /// `241`, `20.5`: a constant as a file would write it.
    private static func points(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    private mutating func makeConstraint(_ element: IBElement, owner: View) -> LayoutConstraint? {
        func fail(_ message: String) -> LayoutConstraint? {
            imported.diagnostics.append(InterfaceBuilderError(path: document.path, element: element, message))
            return nil
        }
        guard let firstName = element["firstAttribute"], let firstAttribute = Self.attribute(firstName) else {
            return fail("unknown firstAttribute \"\(element["firstAttribute"] ?? "")\"")
        }
        var secondAttribute = LayoutConstraint.Attribute.notAnAttribute
        if let name = element["secondAttribute"] {
            guard let attribute = Self.attribute(name) else { return fail("unknown secondAttribute \"\(name)\"") }
            secondAttribute = attribute
        }
        var first: LayoutItem = owner
        if let id = element["firstItem"] {
            switch item(id) {
            case .found(let item): first = item
            case .notInstalled: return nil
            case .missing(let reason): return fail("firstItem \"\(id)\" \(reason)")
            }
        }
        var second: LayoutItem?
        if let id = element["secondItem"] {
            switch item(id) {
            case .found(let item): second = item
            case .notInstalled: return nil
            case .missing(let reason): return fail("secondItem \"\(id)\" \(reason)")
            }
        } else if secondAttribute != .notAnAttribute {
            second = owner
        }
        let relation: LayoutConstraint.Relation = switch element["relation"] {
        case "lessThanOrEqual": .lessThanOrEqual
        case "greaterThanOrEqual": .greaterThanOrEqual
        case nil: .equal
        default: .equal
        }
        guard let multiplier = Self.multiplier(element["multiplier"]) else {
            return fail("multiplier \"\(element["multiplier"] ?? "")\" is not a number, a/b, a:b or a percentage")
        }
        let constantText = Variations.attribute("constant", of: element, traits: traits)
        guard var constant = constantText.map(Double.init) ?? 0, constant.isFinite else {
            return fail("constant \"\(constantText ?? "")\" is not a number")
        }
        // The standard spacing from an edge of the safe area is 0, whatever
        // constant Xcode writes beside it (the 20 of a superview's side, the
        // 8 of its top): nine labels and a text view pinned so stored at the
        // safe area's sides in four projects' files of Xcode 9 and 10 (a
        // book's examples, three launch screens), three notification
        // extensions' labels filling their 40-pt roots; none stored apart.
        if element["symbolic"] == "YES", [.leading, .trailing, .left, .right, .top, .bottom].contains(firstAttribute),
           [first, second].contains(where: Self.isSafeArea) {
            constant = 0
        }
        let priority = Float(element["priority"] ?? "1000") ?? .nan
        guard priority.isFinite, priority > 0, priority <= 1000 else {
            return fail("priority \"\(element["priority"] ?? "")\" is not between 1 and 1000")
        }
        // Edges of a scroll view constrained from inside it mean its
        // content; its centres, like its width and height, its frame
        // (Apple's TN2154): content pinned to the edges and centred on the
        // scroll view is as wide and high as it.
        if let scroll = first as? ScrollView, let second, second !== scroll, Self.isInside(second, scroll),
           firstAttribute.isLocation, !firstAttribute.isMargin, ![.centerX, .centerY].contains(firstAttribute)
        {
            first = scroll.contentLayoutGuide
        }
        if let scroll = second as? ScrollView, first !== scroll, Self.isInside(first, scroll),
           secondAttribute.isLocation, !secondAttribute.isMargin, ![.centerX, .centerY].contains(secondAttribute)
        {
            second = scroll.contentLayoutGuide
        }
        do {
            let constraint = try LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                                  toItem: second, attribute: secondAttribute,
                                                  multiplier: CGFloat(multiplier), constant: CGFloat(constant))
            constraint.priority = LayoutPriority(priority)
            constraint.identifier = element["identifier"] ?? element["id"]
            if let id = element["id"] { imported.constraintSources[ObjectIdentifier(constraint)] = id }
            imported.locations[ObjectIdentifier(constraint)] = ElementLocation(line: element.line, column: element.column)
            return constraint
        } catch {
            return fail("\(error)")
        }
    }

    /// Whether `item` is a view's safe area. (Asking a view for its
    /// `safeAreaLayoutGuide` would make one, drawn in the picture of a file
    /// that has none.)
    static func isSafeArea(_ item: LayoutItem?) -> Bool {
        (item as? LayoutGuide)?.isSafeAreaLayoutGuide ?? false
    }

    static func isInside(_ item: LayoutItem, _ view: View) -> Bool {
        if let subview = item as? View { return subview !== view && subview.isDescendant(of: view) }
        if let guide = item as? LayoutGuide, let owner = guide.owningView { return owner !== view && owner.isDescendant(of: view) }
        return false
    }

    enum Lookup {
        case found(LayoutItem)
        case notInstalled
        case missing(String)
    }

    /// The item an id names; an element a size class left out is not an error.
    func item(_ id: String) -> Lookup {
        if let view = views[id] { return .found(view) }
        if let guide = guides[id] { return .found(guide) }
        guard let element = document.elementsByID[id] else { return .missing("names no element of the file") }
        if element.name == "viewLayoutGuide" || ViewKind.isView(element) {
            var node: IBElement? = element
            while let current = node {
                if current === source.root { return .notInstalled }
                node = current.parent
            }
            return .missing("is \(element.summary) at \(element.line):\(element.column), outside this scene")
        }
        return .missing("is \(element.summary) at \(element.line):\(element.column), not a view or layout guide")
    }

    static func attribute(_ name: String) -> LayoutConstraint.Attribute? {
        if name == "baseline" { return .lastBaseline }
        return LayoutConstraint.Attribute.allCases.first { $0.description == name && $0 != .notAnAttribute }
    }

    /// `0.5`, `1/3`, `16:9` (first ÷ second) or `35%` (as Xcode writes a
    /// multiplier typed as a percentage: 0.35); nil when it is none of these.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        if text.hasSuffix("%") {
            guard let percent = Double(text.dropLast()), percent.isFinite else { return nil }
            return percent / 100
        }
        for separator in ["/", ":"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
            let value = a / b
            return value.isFinite ? value : nil
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

/// Entry points for tests of the reader's parts.
public enum InterfaceBuilderTestHooks {
    /// ``SceneBuilder/multiplier(_:)``.
    public static func multiplier(_ text: String) -> Double? { SceneBuilder.multiplier(text) }
}
