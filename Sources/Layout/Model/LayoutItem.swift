import Cassowary
import Foundation

/// Anything a constraint can tie: a ``View`` or a ``LayoutGuide``.
///
/// Every item is a rectangle with four unknowns in the root's coordinates
/// (its minimum x and y, its width and height). UIKit has no public common
/// type (a constraint's items are `AnyObject`); Trellis names it so that
/// anchors, constraints and diagnostics can speak of either.
public class LayoutItem: CustomStringConvertible {
    /// The name used in logs, errors and pictures. Names need not be unique,
    /// but diagnostics are easier to read when they are.
    public var name: String

    /// The unknowns of the rectangle, in the root's coordinates.
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    /// The frame from the last layout, in the root's coordinates.
    var solvedFrame: CGRect = .zero

    /// The active constraints whose first item this is. Active constraints
    /// live here so that they stay alive while active, as a UIKit view keeps
    /// its installed constraints; the constraints hold their items weakly.
    var heldConstraints: [LayoutConstraint] = []

    /// The constraints the model implies for this item (autoresizing mask,
    /// content size, guides), kept so that each keeps its identity across
    /// layouts and an unchanged one is never re-added to the solver.
    var impliedConstraints: [ImpliedRole: LayoutConstraint] = [:]

    init(name: String) {
        self.name = name
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The view whose coordinates this item's position is measured in: the
    /// superview of a view, the owning view of a guide.
    var layoutParent: View? { nil }

    /// The rectangle from the last ``Scene/layout()``, in the root's
    /// coordinates (origin top-left, y down), whatever the nesting. Zero until
    /// the item has been laid out.
    public var frame: CGRect { solvedFrame }

    /// The scene this item is in, if its hierarchy reaches a scene's root.
    public var scene: Scene? {
        var view = self as? View ?? layoutParent
        while let current = view {
            if let scene = current.owningScene { return scene }
            view = current.superview
        }
        return nil
    }

    /// The views from this item up to the root: the item itself when it is a
    /// view, then its layout parent and that view's superviews.
    var viewAncestry: [View] {
        var chain: [View] = []
        var view = self as? View ?? layoutParent
        while let current = view {
            chain.append(current)
            view = current.superview
        }
        return chain
    }

    /// The nearest view that is an ancestor of (or is) both items, the view
    /// whose coordinates a constraint between them is evaluated in.
    func nearestCommonAncestor(with other: LayoutItem) -> View? {
        // Hierarchies are shallow: a linear search beats hashing.
        let mine = viewAncestry
        return other.viewAncestry.first { theirs in mine.contains { $0 === theirs } }
    }

    /// Whether the last layout left this item's frame undetermined, as UIKit's
    /// `hasAmbiguousLayout`. False outside a scene.
    public var hasAmbiguousLayout: Bool {
        guard let scene, let ambiguity = try? scene.ambiguity(of: self) else { return false }
        return !ambiguity.isEmpty
    }

    /// The item's name.
    public var description: String { name }
}

/// Counts changes to any view hierarchy, so a constraint compiled at the
/// same generation knows its items' common ancestor is unchanged without
/// walking the hierarchy again.
enum HierarchyGeneration {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var value = 0

    static var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    static func advance() {
        lock.lock()
        value += 1
        lock.unlock()
    }
}

/// Which implied constraint of an item a cached ``LayoutConstraint`` is.
enum ImpliedRole: Hashable {
    case sceneWidth, sceneHeight
    case autoresizingX, autoresizingY, autoresizingWidth, autoresizingHeight
    case hugging(LayoutConstraint.Axis), compressionResistance(LayoutConstraint.Axis)
    case guideEdge(LayoutConstraint.Attribute)
    case arrangement(Int)
    case rest(LayoutConstraint.Attribute)
}
