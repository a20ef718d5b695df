import Foundation
import Layout

/// A view or guide a constraint names, resolved against the file's names
/// when parsed, turned into an object when a scene is built.
enum ItemReference: Hashable, Sendable {
    /// A view; nil is the root.
    case view(String?)
    /// A layout guide declared with `guides:`.
    case guide(String)
    /// The safe-area guide of a view (nil: the root's).
    case safeArea(String?)
    /// The layout-margins guide of a view (nil: the root's).
    case margins(String?)
    /// The keyboard guide of a view (nil: the root's), written `root.keyboard`.
    case keyboard(String?)

    /// The view this reference belongs to, for `superview` and common ancestors.
    var viewName: String?? {
        switch self {
        case let .view(name), let .safeArea(name), let .margins(name), let .keyboard(name): name
        case .guide: nil
        }
    }
}

/// One constraint as written, `first.attr relation multiplier × second.attr + constant @priority #identifier`,
/// with where it was written so that Layout's objections can point at it.
struct ConstraintSpec: Sendable {
    var first: ItemReference
    var firstAttribute: LayoutConstraint.Attribute
    var relation: LayoutConstraint.Relation
    var second: ItemReference?
    var secondAttribute: LayoutConstraint.Attribute = .notAnAttribute
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: LayoutPriority = .required
    var identifier: String?
    /// Where the constraint's text starts.
    var position: SourcePosition
}

/// The names a file declares: views with their superviews, guides with
/// their owning views. One namespace, so that a name always means one thing.
struct NameTable {
    /// View name → superview name (nil: the root).
    var views: [String: String?] = [:]
    /// Guide name → owning view name (nil: the root).
    var guides: [String: String?] = [:]
    /// Declaration order, for suggestions and stable output.
    var order: [String] = []

    /// Words that name the root and its guides in expressions.
    static let reserved = ["root", "superview", "safeArea", "margins"]

    var allNames: [String] { order + NameTable.reserved }

    func contains(_ name: String) -> Bool { views[name] != nil || guides[name] != nil || NameTable.reserved.contains(name) }

    /// The view a reference's item lives in (its superview for a view, its
    /// owner for a guide); nil for the root, which has none.
    func parent(of reference: ItemReference) -> ItemReference? {
        switch reference {
        case .view(nil): nil
        case let .view(name?): views[name].map { .view($0) }
        case let .guide(name): guides[name].map { .view($0) }
        case let .safeArea(owner), let .margins(owner), let .keyboard(owner): .view(owner)
        }
    }
}

/// Attribute names as expressions and VFL options write them.
enum AttributeNames {
    static let all: [String: LayoutConstraint.Attribute] = Dictionary(
        uniqueKeysWithValues: LayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute }.map { ($0.description, $0) })

    static var sortedNames: [String] { all.keys.sorted() }
}
