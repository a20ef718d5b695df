import Foundation
import Layout

// What bars show (``BarContent``): a bar view's items, and the navigation
// bar, tab bar or toolbar the system draws around a controller's view,
// with what its navigation item, its tab bar controller's tabs or its
// toolbar items say.

extension SceneBuilder {
    /// The content of a toolbar, navigation bar or tab bar view, from its
    /// `<items>`: a toolbar's buttons and spaces, a navigation bar's top
    /// item (with a back button to the one under it), a tab bar's tabs.
    static func barContent(ofBarView element: IBElement) -> BarContent? {
        let items = element.child("items")?.children ?? []
        switch element.name {
        case "toolbar":
            return BarContent(kind: .toolbar, items: items.filter { $0.name == "barButtonItem" }.map(barItem))
        case "tabBar":
            return BarContent(kind: .tabs, items: items.filter { $0.name == "tabBarItem" }.map(tabItem))
        case "navigationBar":
            let stack = items.filter { $0.name == "navigationItem" }
            guard let top = stack.last else { return nil }
            let below = stack.dropLast().last
            return navigationContent(of: top, back: below.map(backTitle(of:)), largeTitle: false)
        default:
            return nil
        }
    }

    /// A navigation bar showing navigation item `item`: its title (none
    /// where a title view takes its place), its prompt, its left and right
    /// items; with a back button titled `back` where it is pushed on
    /// another and has no left items in its place (or keeps it beside them).
    /// Without an item, the controller's title.
    static func navigationContent(of item: IBElement?, title controllerTitle: String? = nil, back: String?,
                                  largeTitle: Bool) -> BarContent {
        // A controller without a navigation item of its own gets one from
        // UIKit, titled by the controller's `controllerTitle`, with the back
        // button where it is pushed.
        guard let item else {
            return BarContent(kind: .navigation, title: nonEmptyText(controllerTitle), largeTitle: largeTitle,
                              leadingItems: back.map { [.backButton($0)] } ?? [])
        }
        func items(_ single: String, _ several: String) -> [BarItem] {
            (item.child("barButtonItem", key: single).map { [$0] } ?? item.child(several)?.children("barButtonItem") ?? [])
                .map(barItem)
        }
        let title = shownTitle(of: item)
        var leading = items("leftBarButtonItem", "leftBarButtonItems")
        if let back, item["hidesBackButton"] != "YES", leading.isEmpty || item["leftItemsSupplementBackButton"] == "YES" {
            leading.insert(.backButton(back), at: 0)
        }
        return BarContent(kind: .navigation, title: title, largeTitle: largeTitle,
                          prompt: nonEmptyText(storedString("prompt", of: item)),
                          leadingItems: leading, trailingItems: items("rightBarButtonItem", "rightBarButtonItems"))
    }

    /// What a back button to navigation item `item` says: its back item's
    /// title, else its title, else UIKit's "Back".
    static func backTitle(of item: IBElement) -> String {
        nonEmptyText(item.child("barButtonItem", key: "backBarButtonItem").flatMap { storedString("title", of: $0) })
            ?? shownTitle(of: item)
            ?? "Back"
    }

    /// The title navigation item `item` shows: none where a title view
    /// takes its place.
    private static func shownTitle(of item: IBElement) -> String? {
        item.children.contains { $0["key"] == "titleView" } ? nil : nonEmptyText(storedString("title", of: item))
    }

    /// A bar button item: its title, a system item's word or symbol, its
    /// image, a custom view's title or image, or a space.
    static func barItem(_ element: IBElement) -> BarItem {
        switch element["systemItem"] {
        case "flexibleSpace": return BarItem(space: .flexible)
        case "fixedSpace": return BarItem(space: .fixed(number(element["width"])))
        default: break
        }
        let prominent = element["style"] == "done"
        if let custom = element.children.first(where: { $0["key"] == "customView" }) {
            return BarItem(title: shownText(of: custom), image: ElementNaming.shownImage(of: custom) ?? "custom view",
                           isProminent: prominent)
        }
        if let title = nonEmptyText(storedString("title", of: element)) {
            return BarItem(title: title, isProminent: prominent)
        }
        if let system = element["systemItem"] {
            if let word = systemItemWords[system] {
                return BarItem(title: word, isProminent: prominent || ["done", "save"].contains(system))
            }
            return BarItem(glyph: systemItemGlyphs[system], image: system, isProminent: prominent)
        }
        return BarItem(image: imageName(of: element) ?? nonEmptyText(element["landscapeImage"]), isProminent: prominent)
    }

    /// A tab bar item: its title under its image, or a system tab's.
    static func tabItem(_ element: IBElement) -> BarItem {
        if let system = element["systemItem"], let tab = systemTabs[system] {
            return BarItem(title: tab.title, glyph: tab.glyph)
        }
        return BarItem(title: nonEmptyText(storedString("title", of: element)),
                       image: imageName(of: element) ?? nonEmptyText(element["selectedImage"]) ?? "tab")
    }

    /// An item's image: its `image`, or the `<imageReference key="image">`
    /// Xcode 13 on writes for a symbol with its configuration.
    static func imageName(of element: IBElement) -> String? {
        nonEmptyText(element["image"]) ?? nonEmptyText(element.child("imageReference", key: "image")?["image"])
    }

    /// The words UIKit's system bar button items show.
    static let systemItemWords = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo", "close": "Close",
    ]

    /// The symbols of UIKit's system bar button items, as near as our
    /// font comes; the others (a camera, a trash can) are drawn as icons.
    static let systemItemGlyphs = [
        "add": "+", "compose": "✎", "reply": "↩", "action": "⇧", "organize": "▤", "bookmarks": "☰", "search": "⚲",
        "refresh": "↻", "stop": "✕", "play": "▶", "pause": "❚❚", "rewind": "◀◀", "fastForward": "▶▶",
    ]

    /// UIKit's system tab bar items: their titles and symbols.
    static let systemTabs: [String: (title: String, glyph: String)] = [
        "more": ("More", "⋯"), "favorites": ("Favorites", "★"), "featured": ("Featured", "☆"), "topRated": ("Top Rated", "★"),
        "recents": ("Recents", "◷"), "contacts": ("Contacts", "☺"), "history": ("History", "◷"), "bookmarks": ("Bookmarks", "☰"),
        "search": ("Search", "⚲"), "downloads": ("Downloads", "⬇"), "mostRecent": ("Most Recent", "◷"),
        "mostViewed": ("Most Viewed", "☰"),
    ]
}

/// `text` unless empty or only spaces.
func nonEmptyText(_ text: String?) -> String? {
    guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
    return text
}
