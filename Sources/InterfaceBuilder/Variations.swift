import Foundation

/// Size-class variations: `<variation key="default">` and keys such as
/// `heightClass=compact-widthClass=regular`, each with `<mask key=>` lists
/// of `<include>`/`<exclude reference=>`, or an attribute it overrides (a
/// constraint's `constant`, a view's `hidden`, a stack's `axis`).
/// `default` applies first, then keys naming one trait, then keys naming
/// two, each over the last; a document read without size classes applies
/// `default` only.
enum Variations {
    /// The variation children of `element` that apply, in the order to apply them.
    static func applicable(in element: IBElement, traits: SizeClasses?) -> [IBElement] {
        let matched: [(IBElement, Int)] = element.children("variation").compactMap { variation in
            guard let key = variation["key"] else { return nil }
            if key == "default" { return (variation, 0) }
            guard let traits, let match = traits.matches(variationKey: key), match.matches else { return nil }
            return (variation, match.specificity)
        }
        return matched.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element.0)
    }

    /// The ids the applicable variations leave excluded from the mask `key`
    /// (`subviews` or `constraints`) of `element`.
    static func excluded(in element: IBElement, mask key: String, traits: SizeClasses?) -> Set<String> {
        var excluded: Set<String> = []
        for variation in applicable(in: element, traits: traits) {
            for mask in variation.children("mask") where mask["key"] == key {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if entry.name == "exclude" { excluded.insert(reference) }
                    if entry.name == "include" { excluded.remove(reference) }
                }
            }
        }
        return excluded
    }

    /// An element's attribute `name` for the traits: its own, overridden by
    /// each applicable `<variation key= name=>` in turn (a constraint's
    /// constant; an iPad's illustration hidden but for `widthClass=regular`).
    static func attribute(_ name: String, of element: IBElement, traits: SizeClasses?) -> String? {
        var value = element[name]
        for variation in applicable(in: element, traits: traits) {
            if let override = variation[name] { value = override }
        }
        return value
    }
}
