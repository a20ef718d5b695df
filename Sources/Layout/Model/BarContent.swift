import Foundation

/// What a bar shows: a navigation bar's title between its leading and
/// trailing items, a toolbar's items in a row, a tab bar's tabs. Pictures
/// draw it in the bar (a UINavigationBar, UIToolbar or UITabBar view's
/// ``View/barContent``, or a ``ScreenBar`` the system draws over the
/// root's edge) in place of a name, so that a screen reads as the screen it
/// is; it changes no frame.
public struct BarContent: Sendable, Equatable {
    /// Which bar: how its items are laid out.
    public enum Kind: Sendable, Equatable {
        /// A navigation bar: items at both ends, the title centred between.
        case navigation
        /// A toolbar: items from the leading side, flexible spaces sharing
        /// what is left.
        case toolbar
        /// A tab bar: the tabs side by side, each as wide as the others.
        case tabs
    }

    /// Which bar it is.
    public var kind: Kind
    /// A navigation bar's title (its top item's), if it has words.
    public var title: String?
    /// Whether the title is shown large, at the leading side of a row of
    /// its own at the bar's bottom (a navigation bar preferring large titles).
    public var largeTitle = false
    /// A navigation bar's prompt, on a line of its own at the bar's top.
    public var prompt: String?
    /// A navigation bar's items at its leading end (a back button first),
    /// from the edge inwards.
    public var leadingItems: [BarItem] = []
    /// A navigation bar's items at its trailing end, from the edge inwards.
    public var trailingItems: [BarItem] = []
    /// A toolbar's items, spaces included, and a tab bar's tabs, leading first.
    public var items: [BarItem] = []
    /// The tab shown selected (a tab bar's), if known.
    public var selectedItem: Int?

    /// Content of a bar of kind `kind`.
    public init(kind: Kind, title: String? = nil, largeTitle: Bool = false, prompt: String? = nil,
                leadingItems: [BarItem] = [], trailingItems: [BarItem] = [], items: [BarItem] = [], selectedItem: Int? = nil) {
        self.kind = kind
        self.title = title
        self.largeTitle = largeTitle
        self.prompt = prompt
        self.leadingItems = leadingItems
        self.trailingItems = trailingItems
        self.items = items
        self.selectedItem = selectedItem
    }

    /// Whether it shows anything: a title, a prompt or an item that is not a space.
    public var isEmpty: Bool {
        (title ?? "").isEmpty && (prompt ?? "").isEmpty
            && (leadingItems + trailingItems + items).allSatisfy { $0.space != nil || !$0.showsSomething }
    }
}

/// One item of a bar (``BarContent``): a button's title or symbol, a tab's
/// icon over its title, or a space between items.
public struct BarItem: Sendable, Equatable {
    /// Room between items: nothing is shown there.
    public enum Space: Sendable, Equatable {
        /// A flexible space: the toolbar's room left over, shared equally.
        case flexible
        /// A fixed space this many points wide (0: UIKit's default, 8).
        case fixed(CGFloat)
    }

    /// The words shown (a tab's under its icon).
    public var title: String?
    /// A system item's symbol ("+" for add, "↻" for refresh), drawn with the font.
    public var glyph: String?
    /// The name of an image shown: drawn as an icon's outline.
    public var image: String?
    /// A done item's title, drawn bold.
    public var isProminent = false
    /// A space instead of a button.
    public var space: Space?
    /// A navigation bar's back button: its title after a chevron.
    public var isBackButton = false

    /// An item showing `title`, a `glyph` or an `image` (where several are
    /// given, a bar button shows its title, else its glyph, else the image;
    /// a tab its glyph or image over its title).
    public init(title: String? = nil, glyph: String? = nil, image: String? = nil, isProminent: Bool = false) {
        self.title = title
        self.glyph = glyph
        self.image = image
        self.isProminent = isProminent
    }

    /// A navigation bar's back button titled `title`.
    public static func backButton(_ title: String) -> BarItem {
        var button = BarItem(title: title)
        button.isBackButton = true
        return button
    }

    /// A space between items.
    public init(space: Space) {
        self.space = space
    }

    /// Whether it shows a title, a glyph or an image.
    public var showsSomething: Bool {
        space == nil && !((title ?? "").isEmpty && (glyph ?? "").isEmpty && (image ?? "").isEmpty)
    }
}

/// A bar the system draws over an edge of the root: a navigation
/// controller's navigation bar above a controller's view, a tab bar
/// controller's tab bar or a navigation controller's toolbar below. It is
/// no view of the scene and no constraint reaches it: the root's
/// ``Scene/safeAreaInsets`` make room for it, and pictures draw its
/// content there, in the dead area, as the screen shows it. Over a root
/// laid out below opaque bars it lies beside the root, meeting its edge.
public struct ScreenBar: Sendable, Equatable {
    /// Where the bar lies, in the root's coordinates (a bar above the
    /// root has a negative `minY`).
    public var frame: CGRect
    /// What it shows.
    public var content: BarContent

    /// A bar at `frame` showing `content`.
    public init(frame: CGRect, content: BarContent) {
        self.frame = frame
        self.content = content
    }
}
