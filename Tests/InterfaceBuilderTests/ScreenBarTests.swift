import Foundation
import InterfaceBuilder
import Layout
import Testing

/// The bars the system draws around a controller's view, read with what
/// they show: the navigation item's title and items (a back button where
/// the controller is pushed), the tab bar controller's tabs; and bar views'
/// items.
@Suite struct ScreenBarTests: ScreenScenes {
    /// The screen bars of controller `id` in a storyboard of `scenes` on an
    /// iPhone 8, saved by Xcode 8.3 (which draws its 20-pt status bar).
    private func bars(_ scenes: String, of id: String, tools: String = "12118") throws -> [ScreenBar] {
        let document = try document(scenes, device: "retina4_7", tools: tools)
        let source = try #require(document.scenes.first { $0.rootID == "root-\(id)" })
        return document.makeScene(source).scene.screenBars
    }

    /// A navigation item with a title, a left item and two right items.
    private let inboxItem = """
        <navigationItem key="navigationItem" title="Inbox" id="item-list">
            <barButtonItem key="backBarButtonItem" title="Mail" id="back-list"/>
            <barButtonItem key="leftBarButtonItem" systemItem="edit" id="edit"/>
            <rightBarButtonItems>
                <barButtonItem systemItem="add" id="add"/>
                <barButtonItem title="Filter" style="done" id="filter"/>
                <barButtonItem image="gear" id="gear"/>
            </rightBarButtonItems>
        </navigationItem>
        """

    /// A navigation controller's root shows its item in the 44-pt bar
    /// below the 20-pt status bar: the title, the edit item's word, the add
    /// item's symbol, a done-style item bold, an image item as its image.
    @Test func aNavigationRootShowsItsItemBelowTheStatusBar() throws {
        let found = try bars(navigation(to: "list") + controller("list", width: 375, height: 667, extra: inboxItem), of: "list")
        #expect(found.count == 1)
        let bar = try #require(found.first)
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(bar.content.kind == .navigation)
        #expect(bar.content.title == "Inbox")
        #expect(bar.content.leadingItems == [BarItem(title: "Edit")])
        #expect(bar.content.trailingItems == [BarItem(glyph: "+", image: "add"), BarItem(title: "Filter", isProminent: true),
                                             BarItem(image: "gear")])
    }

    /// A controller pushed on the root has a back button titled by the
    /// root's back item (else its title, else "Back"), with or without a
    /// navigation item of its own, unless it hides it or a left item takes
    /// its place (but one supplementing it).
    @Test func aPushedControllerHasABackButton() throws {
        func back(rootItem: String, detailItem: String) throws -> [BarItem] {
            let list = controller("list", width: 375, height: 667, extra: rootItem, segues: segue(to: "detail", kind: "show"))
            let detail = controller("detail", width: 375, height: 667, extra: detailItem)
            // A bar with nothing to show is left out.
            return try bars(navigation(to: "list") + list + detail, of: "detail").first?.content.leadingItems ?? []
        }
        let plain = #"<navigationItem key="navigationItem" title="Message" id="item-detail"/>"#
        #expect(try back(rootItem: inboxItem, detailItem: plain) == [BarItem.backButton("Mail")])
        #expect(try back(rootItem: #"<navigationItem key="navigationItem" title="Inbox" id="i"/>"#, detailItem: plain)
            == [BarItem.backButton("Inbox")])
        #expect(try back(rootItem: "", detailItem: plain) == [BarItem.backButton("Back")])
        // One without a navigation item of its own has UIKit's back button all the same.
        #expect(try back(rootItem: inboxItem, detailItem: "") == [BarItem.backButton("Mail")])
        #expect(try back(rootItem: inboxItem, detailItem: #"<navigationItem key="navigationItem" hidesBackButton="YES" id="d"/>"#)
            .isEmpty)
        let replaced = #"<navigationItem key="navigationItem" id="d"><barButtonItem key="leftBarButtonItem" systemItem="cancel" id="c"/></navigationItem>"#
        #expect(try back(rootItem: inboxItem, detailItem: replaced) == [BarItem(title: "Cancel")])
        let supplemented = replaced.replacingOccurrences(of: #"id="d""#, with: #"leftItemsSupplementBackButton="YES" id="d""#)
        #expect(try back(rootItem: inboxItem, detailItem: supplemented) == [BarItem.backButton("Mail"), BarItem(title: "Cancel")])
        // The root has none.
        let root = try bars(navigation(to: "list") + controller("list", width: 375, height: 667, extra: inboxItem), of: "list")
        #expect(root.first?.content.leadingItems == [BarItem(title: "Edit")])
    }

    /// A bar preferring large titles is 96 pt with its title shown large;
    /// a title view takes the title's place; an item with nothing to show
    /// leaves no bar.
    @Test func largeTitlesTitleViewsAndEmptyItems() throws {
        let larges = try bars(navigation(to: "list", bar: #"largeTitles="YES""#)
            + controller("list", width: 375, height: 667, extra: inboxItem), of: "list")
        let large = try #require(larges.first)
        #expect(large.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
        #expect(large.content.largeTitle && large.content.title == "Inbox")
        let titleView = """
            <navigationItem key="navigationItem" title="Hidden" id="t">
                <segmentedControl key="titleView" opaque="NO" contentMode="scaleToFill" id="seg">
                    <rect key="frame" x="100" y="7" width="175" height="30"/>
                </segmentedControl>
                <barButtonItem key="rightBarButtonItem" systemItem="refresh" id="r"/>
            </navigationItem>
            """
        let shownBars = try bars(navigation(to: "list") + controller("list", width: 375, height: 667, extra: titleView), of: "list")
        let shown = try #require(shownBars.first)
        #expect(shown.content.title == nil)
        #expect(shown.content.trailingItems == [BarItem(glyph: "↻", image: "refresh")])
        #expect(try bars(navigation(to: "list") + controller("list", width: 375, height: 667), of: "list").isEmpty)
    }

    /// A tab bar controller's child has its tab bar at the screen's bottom,
    /// 49 pt, its tabs in order with the child's selected: a navigation
    /// controller's tab, a system tab's title and symbol.
    @Test func aTabBarControllersChildShowsItsTabs() throws {
        let tabs = tabBarController("tabs", tabs: ["nav", "favourites"])
        let nav = navigation(to: "list", extra: #"<tabBarItem key="tabBarItem" title="Mail" image="envelope" id="tab-mail"/>"#)
        let favourites = controller("favourites", width: 375, height: 667,
                                    extra: #"<tabBarItem key="tabBarItem" systemItem="favorites" id="tab-fav"/>"#)
        let scenes = tabs + nav + controller("list", width: 375, height: 667, extra: inboxItem) + favourites
        let found = try bars(scenes, of: "list")
        #expect(found.count == 2)
        let tabBar = try #require(found.last)
        #expect(tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        #expect(tabBar.content.kind == .tabs)
        #expect(tabBar.content.items == [BarItem(title: "Mail", image: "envelope"), BarItem(title: "Favorites", glyph: "★")])
        #expect(tabBar.content.selectedItem == 0)
        #expect(try bars(scenes, of: "favourites").first?.content.selectedItem == 1)
    }

    /// A navigation controller showing its toolbar (`toolbarHidden="NO"`)
    /// shows it under its root, 44 pt over the screen's bottom with the
    /// root's toolbar items, the safe area stopping above it; not under a
    /// controller pushed with `hidesBottomBarWhenPushed`.
    @Test func aNavigationControllersToolbarIsUnderItsStack() throws {
        let toolbarItems = """
            <toolbarItems>
                <barButtonItem systemItem="add" id="add"/>
                <barButtonItem style="plain" systemItem="flexibleSpace" id="flex"/>
                <barButtonItem title="Select" id="select"/>
            </toolbarItems>
            """
        let list = controller("list", width: 375, height: 667, extra: inboxItem + toolbarItems,
                              segues: segue(to: "detail", kind: "show") + segue(to: "photo", kind: "show"))
        let detail = controller("detail", width: 375, height: 667)
        let photo = controller("photo", width: 375, height: 667)
            .replacingOccurrences(of: #"<viewController id="photo""#, with: #"<viewController id="photo" hidesBottomBarWhenPushed="YES""#)
        let scenes = navigation(to: "list", attributes: #"toolbarHidden="NO""#) + list + detail + photo
        let found = try bars(scenes, of: "list")
        #expect(found.map(\.frame) == [CGRect(x: 0, y: 20, width: 375, height: 44), CGRect(x: 0, y: 623, width: 375, height: 44)])
        #expect(found.last?.content.kind == .toolbar)
        #expect(found.last?.content.items == [BarItem(glyph: "+", image: "add"), BarItem(space: .flexible), BarItem(title: "Select")])
        let document = try document(scenes, device: "retina4_7", tools: "12118")
        #expect(try safeFrame(document, "list") == CGRect(x: 0, y: 64, width: 375, height: 559))
        #expect(try safeFrame(document, "detail") == CGRect(x: 0, y: 64, width: 375, height: 559))
        #expect(try safeFrame(document, "photo") == CGRect(x: 0, y: 64, width: 375, height: 603))
    }

    /// A controller with no navigation item of its own is given one by
    /// UIKit, titled by the controller's title.
    @Test func aControllerWithoutANavigationItemIsTitledByItsTitle() throws {
        let files = controller("files", width: 375, height: 667)
            .replacingOccurrences(of: #"<viewController id="files""#, with: #"<viewController id="files" title="Files""#)
        #expect(try bars(navigation(to: "files") + files, of: "files").first?.content.title == "Files")
        // Its own item's title, where it has an item, is the one shown.
        let item = controller("files", width: 375, height: 667, extra: #"<navigationItem key="navigationItem" title="Vaults" id="i"/>"#)
            .replacingOccurrences(of: #"<viewController id="files""#, with: #"<viewController id="files" title="Files""#)
        #expect(try bars(navigation(to: "files") + item, of: "files").first?.content.title == "Vaults")
    }

    /// Over a root stored below the bars (its `edgesForExtendedLayout`
    /// leaving out the top, Xcode 10), the navigation bar lies right above
    /// it, as tall as it is; a tab bar right below a root that stops above it.
    @Test func barsLieBesideARootStoredBetweenThem() throws {
        let below = controller("list", width: 375, height: 603, extra: inboxItem + #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#)
        let above = try bars(navigation(to: "list") + below, of: "list", tools: "14460")
        #expect(above.map(\.frame) == [CGRect(x: 0, y: -44, width: 375, height: 44)])
        #expect(above.first?.content.title == "Inbox")
        let between = controller("list", width: 375, height: 554, extra: inboxItem + #"<extendedEdge key="edgesForExtendedLayout"/>"#)
        let both = try bars(tabs + navigation(to: "list") + between, of: "list", tools: "14460")
        #expect(both.map(\.frame) == [CGRect(x: 0, y: -44, width: 375, height: 44), CGRect(x: 0, y: 554, width: 375, height: 49)])
        #expect(both.last?.content.kind == .tabs)
    }

    /// Toolbar, navigation bar and tab bar views hold their items: a
    /// toolbar's spaces, a symbol written as an `<imageReference>`, a
    /// custom view's title; a navigation bar's top item with a back button
    /// to the one under it.
    @Test func barViewsHoldTheirItems() throws {
        let xml = String(decoding: storyboard(scene("A", subviews: """
            <toolbar opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tools">
                <rect key="frame" x="0.0" y="600" width="375" height="44"/>
                <items>
                    <barButtonItem style="plain" systemItem="flexibleSpace" id="f1"/>
                    <barButtonItem title="Update from camera" id="update"/>
                    <barButtonItem style="plain" systemItem="fixedSpace" width="12" id="f2"/>
                    <barButtonItem style="plain" id="symbol">
                        <imageReference key="image" image="square.and.arrow.up" catalog="system"/>
                    </barButtonItem>
                    <barButtonItem style="plain" id="custom">
                        <button key="customView" opaque="NO" contentMode="scaleToFill" id="b">
                            <rect key="frame" x="300" y="7" width="60" height="30"/>
                            <state key="normal" title="Share"/>
                        </button>
                    </barButtonItem>
                </items>
            </toolbar>
            <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nav">
                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                <items>
                    <navigationItem title="Cafés" id="n1"/>
                    <navigationItem title="Filters" id="n2"/>
                </items>
            </navigationBar>
            """, constraints: "")), as: UTF8.self)
        let document = try InterfaceBuilderDocument(data: Data(xml.utf8), path: "A.storyboard")
        let imported = document.makeScene(document.scenes[0])
        func content(_ id: String) throws -> BarContent {
            let view = try #require(imported.views.first { $0.id == id }).view
            return try #require(view.barContent)
        }
        let tools = try content("tools")
        #expect(tools.kind == .toolbar)
        #expect(tools.items == [BarItem(space: .flexible), BarItem(title: "Update from camera"), BarItem(space: .fixed(12)),
                                BarItem(image: "square.and.arrow.up"), BarItem(title: "Share", image: "custom view")])
        let back = BarItem.backButton("Cafés")
        let nav = try content("nav")
        #expect(nav.kind == .navigation && nav.title == "Filters" && nav.leadingItems == [back])
    }
}
