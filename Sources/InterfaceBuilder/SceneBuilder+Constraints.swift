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
                    // Its own errors are not the scene's: one that cannot be read is not said.
                    if case .read(let parsed) = parse(item, owner: owner), let constraint = try? parsed.constraint() {
                        imported.placeholderConstraints.append(constraint.relationDescription)
                    }
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

    /// A constraint element read: its items, attributes and numbers as the
    /// file states them.
    private struct ParsedConstraint {
        var first: LayoutItem
        let firstAttribute: LayoutConstraint.Attribute
        let relation: LayoutConstraint.Relation
        var second: LayoutItem?
        let secondAttribute: LayoutConstraint.Attribute
        let multiplier: Double
        let constant: Double
        let priority: Float

        /// The constraint it states, not activated.
        func constraint() throws -> LayoutConstraint {
            let constraint = try LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                                  toItem: second, attribute: secondAttribute,
                                                  multiplier: CGFloat(multiplier), constant: CGFloat(constant))
            constraint.priority = LayoutPriority(priority)
            return constraint
        }
    }

    /// What reading a constraint element came to.
    private enum Reading {
        case read(ParsedConstraint)
        /// An item it names is in a view a size class leaves out.
        case notInstalled
        case failed(String)
    }

    /// Reads a constraint element of `owner`'s, making nothing.
    private func parse(_ element: IBElement, owner: View) -> Reading {
        guard let firstName = element["firstAttribute"], let firstAttribute = Self.attribute(firstName) else {
            return .failed("unknown firstAttribute \"\(element["firstAttribute"] ?? "")\"")
        }
        var secondAttribute = LayoutConstraint.Attribute.notAnAttribute
        if let name = element["secondAttribute"] {
            guard let attribute = Self.attribute(name) else { return .failed("unknown secondAttribute \"\(name)\"") }
            secondAttribute = attribute
        }
        var first: LayoutItem = owner
        if let id = element["firstItem"] {
            switch item(id) {
            case .found(let item): first = item
            case .notInstalled: return .notInstalled
            case .missing(let reason): return .failed("firstItem \"\(id)\" \(reason)")
            }
        }
        var second: LayoutItem?
        if let id = element["secondItem"] {
            switch item(id) {
            case .found(let item): second = item
            case .notInstalled: return .notInstalled
            case .missing(let reason): return .failed("secondItem \"\(id)\" \(reason)")
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
            return .failed("multiplier \"\(element["multiplier"] ?? "")\" is not a number, a/b, a:b or a percentage")
        }
        let constantText = Variations.attribute("constant", of: element, traits: traits)
        guard var constant = constantText.map(Double.init) ?? 0, constant.isFinite else {
            return .failed("constant \"\(constantText ?? "")\" is not a number")
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
            return .failed("priority \"\(element["priority"] ?? "")\" is not between 1 and 1000")
        }
        return .read(ParsedConstraint(first: first, firstAttribute: firstAttribute, relation: relation, second: second,
                                      secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
                                      priority: priority))
    }

    private mutating func makeConstraint(_ element: IBElement, owner: View) -> LayoutConstraint? {
        func fail(_ message: String) -> LayoutConstraint? {
            imported.diagnostics.append(InterfaceBuilderError(path: document.path, element: element, message))
            return nil
        }
        var parsed: ParsedConstraint
        switch parse(element, owner: owner) {
        case .read(let read): parsed = read
        case .notInstalled: return nil
        case .failed(let message): return fail(message)
        }
        // Edges of a scroll view constrained from inside it mean its
        // content; its centres, like its width and height, its frame
        // (Apple's TN2154): content pinned to the edges and centred on the
        // scroll view is as wide and high as it.
        if let scroll = parsed.first as? ScrollView, let second = parsed.second, second !== scroll, Self.isInside(second, scroll),
           parsed.firstAttribute.isLocation, !parsed.firstAttribute.isMargin, ![.centerX, .centerY].contains(parsed.firstAttribute)
        {
            parsed.first = scroll.contentLayoutGuide
        }
        if let scroll = parsed.second as? ScrollView, parsed.first !== scroll, Self.isInside(parsed.first, scroll),
           parsed.secondAttribute.isLocation, !parsed.secondAttribute.isMargin,
           ![.centerX, .centerY].contains(parsed.secondAttribute)
        {
            parsed.second = scroll.contentLayoutGuide
        }
        do {
            let constraint = try parsed.constraint()
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
