import Foundation
import Layout

/// Scroll content reaching far past the root: a 5,400-pt map in a scroll
/// view made a picture 9,212 px wide, refused as a PNG at twice that. (What
/// overflows a screen is drawn whole, however far: it is what is wrong.)
/// Such a picture is
/// drawn to a window around the root, twice the root's longer side past
/// each edge (a static table running 534 pt below a phone's screen, a second
/// prototype cell 822 pt below a 504-pt root, are drawn whole), and cut
/// there: shapes clipped, words that would be cut left out. The far views
/// themselves, and what is in them, are drawn only a little past the root,
/// enough to show that they go on, and a line under the picture names them.
struct FarContent {
    /// How far past the root's edges the picture reaches.
    let reach: CGFloat
    /// The part of the scene that is drawn.
    let window: CGRect
    /// How far past the root's edges the far views are drawn.
    let farReach: CGFloat
    /// The part of the far views that is drawn.
    let farWindow: CGRect
    /// The outermost scroll content that reaches past the window, in scene order.
    let views: [View]

    /// The share of ``reach`` the far views are drawn past the root (a
    /// tenth of the root's longer side).
    static let farShare: CGFloat = 0.05

    init(scene: Scene) {
        let root = scene.root.frame
        reach = 2 * max(root.width, root.height)
        window = root.insetBy(dx: -reach, dy: -reach)
        farReach = (reach * Self.farShare).rounded()
        farWindow = root.insetBy(dx: -farReach, dy: -farReach)
        var far: [View] = []
        for case let view as View in scene.items where view !== scene.root && !view.frame.isEmpty {
            guard !window.contains(view.frame), view.isInScrollView else { continue }
            if far.contains(where: { view.isDescendant(of: $0) }) { continue }
            far.append(view)
        }
        views = far
    }

    /// `items` cut: a far view's shapes, and any shape reaching past the
    /// window (a line along the far view's edge), clipped to
    /// ``farWindow``; words not wholly inside the window left out; the
    /// rest as it is.
    func cut(_ items: [DisplayItem]) -> [DisplayItem] {
        var names = Set<String>()
        func collect(_ view: View) {
            names.insert(view.name)
            view.subviews.forEach(collect)
        }
        views.forEach(collect)
        return items.compactMap { item in
            if case .text(let text) = item { return window.contains(text.box) ? item : nil }
            guard Self.viewNames(of: item).contains(where: names.contains) || !window.contains(item.bounds) else { return item }
            // Wholly outside: nothing left to draw (and no bounds to measure).
            guard !item.bounds.intersection(farWindow).isEmpty else { return nil }
            return .clipped(ClipItem(clip: .rectangle(farWindow), items: [item]))
        }
    }

    /// The views an item draws (its fill, outline, hatching, overflow or
    /// scroll-content fade), looking inside clipped groups.
    private static func viewNames(of item: DisplayItem) -> [String] {
        if case .clipped(let group) = item { return group.items.flatMap(viewNames(of:)) }
        switch item.role {
        case .view(let name), .hatch(let name), .overflow(let name), .scrollContent(let name): return [name]
        default: return []
        }
    }

    /// "map reaches more than 1792 pt past the root: drawn to 90 pt past it".
    var captionLine: String {
        let names = views.prefix(3).map(\.name).joined(separator: ", ") + (views.count > 3 ? ", …" : "")
        return "\(names) reach\(views.count == 1 ? "es" : "") more than \(ConstraintLabelText.number(reach)) pt past the root: "
            + "drawn to \(ConstraintLabelText.number(farReach)) pt past it"
    }
}
