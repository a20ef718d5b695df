import Foundation
import Layout
import Yams

/// The bars a scene file puts around its root (`bars:`): a navigation bar
/// above, a tab bar or a toolbar below. Each takes its height from the safe
/// area, as UIKit's bars do, and pictures draw what it holds in the dead
/// area it makes (``ScreenBar``).
struct SceneBars: Sendable, Equatable {
    /// The navigation bar's content, if any.
    var navigation: BarContent?
    /// The tab bar's or the toolbar's content, if any.
    var bottom: BarContent?

    /// UIKit's heights: a navigation bar's 44 pt (96 with a large title, 30
    /// more with a prompt; 32 on a phone turned, which shows no large
    /// title), a tab bar's 49, a toolbar's 44 (49 above a home indicator).
    static let navigationHeight: CGFloat = 44, largeTitleRow: CGFloat = 52, promptRow: CGFloat = 30
    static let compactNavigationHeight: CGFloat = 32, tabBarHeight: CGFloat = 49, toolbarHeight: CGFloat = 44

    /// Places the bars over `scene`'s root, whose safe area is the size's:
    /// the navigation bar below the safe area's top, the bottom bar above
    /// its bottom, each then part of the safe area's inset.
    func apply(to scene: Scene) {
        var insets = scene.safeAreaInsets
        let size = scene.size
        var bars: [ScreenBar] = []
        if var content = navigation {
            // A phone turned has compact height: a 32-pt bar, no large title.
            let compact = size.width > size.height && size.height <= 500
            if compact { content.largeTitle = false }
            var height = compact ? Self.compactNavigationHeight : Self.navigationHeight
            if content.largeTitle { height += Self.largeTitleRow }
            if content.prompt != nil, !compact { height += Self.promptRow }
            bars.append(ScreenBar(frame: CGRect(x: 0, y: insets.top, width: size.width, height: height), content: content))
            insets.top += height
        }
        if let content = bottom {
            let height = content.kind == .tabs || insets.bottom > 0 ? Self.tabBarHeight : Self.toolbarHeight
            bars.append(ScreenBar(frame: CGRect(x: 0, y: size.height - insets.bottom - height, width: size.width, height: height),
                                  content: content))
            insets.bottom += height
        }
        scene.screenBars = bars
        scene.safeAreaInsets = insets
    }
}

extension DocumentParser {
    static let barsKeys = ["navigation", "tabs", "toolbar"]
    static let navigationKeys = ["title", "large", "prompt", "back", "leading", "trailing"]
    static let tabsKeys = ["items", "selected"]

    /// `bars:`: `navigation:` (a title, or a mapping of `title`, `large`,
    /// `prompt`, `back`, `leading`, `trailing`), and `tabs:` (a list of
    /// titles, or `items` with the `selected` one) or `toolbar:` (a list of
    /// items, `~` a flexible space).
    func bars(_ node: Node) throws -> SceneBars {
        var bars = SceneBars()
        let entries = try reader.mapping(node, "bars", allowed: Self.barsKeys)
        if let tabs = entries.first(where: { $0.key == "tabs" }), let toolbar = entries.first(where: { $0.key == "toolbar" }) {
            throw reader.error("a scene has a tab bar or a toolbar below it, not both (tabs are on line \(reader.position(of: tabs.keyNode).line))",
                               at: toolbar.keyNode)
        }
        for entry in entries {
            switch entry.key {
            case "navigation": bars.navigation = try navigationBar(entry.value)
            case "tabs": bars.bottom = try tabBar(entry.value)
            default: bars.bottom = BarContent(kind: .toolbar, items: try items(entry.value, "toolbar", spaces: true))
            }
        }
        return bars
    }

    private func navigationBar(_ node: Node) throws -> BarContent {
        guard node.mapping != nil else { return BarContent(kind: .navigation, title: try reader.string(node, "the navigation bar's title")) }
        var content = BarContent(kind: .navigation)
        var back: String?
        for entry in try reader.mapping(node, "the navigation bar", allowed: Self.navigationKeys) {
            switch entry.key {
            case "title": content.title = try reader.string(entry.value, "the navigation bar's title")
            case "large": content.largeTitle = try reader.bool(entry.value, "large")
            case "prompt": content.prompt = try reader.string(entry.value, "the navigation bar's prompt")
            case "back": back = try reader.string(entry.value, "the back button's title")
            case "leading": content.leadingItems = try items(entry.value, "the navigation bar's leading items", spaces: false)
            default: content.trailingItems = try items(entry.value, "the navigation bar's trailing items", spaces: false)
            }
        }
        if let back {
            content.leadingItems.insert(.backButton(back), at: 0)
        }
        return content
    }

    private func tabBar(_ node: Node) throws -> BarContent {
        var titles: [String] = []
        var selected: (name: String, node: Node)?
        if node.mapping != nil {
            for entry in try reader.mapping(node, "the tab bar", allowed: Self.tabsKeys) {
                if entry.key == "items" {
                    titles = try reader.sequence(entry.value, "the tab bar's items").map { try reader.string($0, "a tab's title") }
                } else {
                    selected = (try reader.string(entry.value, "the selected tab"), entry.value)
                }
            }
        } else {
            titles = try reader.sequence(node, "the tab bar's items").map { try reader.string($0, "a tab's title") }
        }
        try checkItemCount(titles.count, at: node)
        var index = titles.isEmpty ? nil : 0
        if let selected {
            guard let found = titles.firstIndex(of: selected.name) else {
                throw reader.unknown("tab", selected.name, at: reader.position(of: selected.node), known: titles)
            }
            index = found
        }
        return BarContent(kind: .tabs, items: titles.map { BarItem(title: $0, image: "tab") }, selectedItem: index)
    }

    /// A list of items, each its words; with `spaces`, `~` is a flexible space.
    private func items(_ node: Node, _ what: String, spaces: Bool) throws -> [BarItem] {
        let nodes = try reader.sequence(node, what)
        try checkItemCount(nodes.count, at: node)
        return try nodes.map { item in
            let words = try reader.string(item, "an item of \(what)")
            return spaces && words == "~" ? BarItem(space: .flexible) : BarItem(title: words)
        }
    }

    private func checkItemCount(_ count: Int, at node: Node) throws {
        guard count <= SceneFileLimits.maxBarItems else {
            throw reader.error("a bar may have at most \(SceneFileLimits.maxBarItems) items", at: node)
        }
    }
}
