import Foundation
import Layout

// The bars Interface Builder draws around a controller's view: which ones
// (simulated metrics, or how the controller is reached) and how high the
// Xcode that saved the document drew them.

extension SceneBuilder {
    /// The bar above a controller's view.
    enum TopBar: Equatable {
        case navigation
        /// A navigation bar with its large title shown.
        case largeTitle
        /// A navigation bar with a prompt line above its title.
        case prompted
    }

    /// The bars above and below a controller's view, in points.
    struct Bars {
        /// What is above, if a navigation bar.
        var topBar: TopBar?
        var top: CGFloat = 0
        /// What is below, if a bar: a tab bar or a toolbar.
        var bottomBar: BarContent.Kind?
        var bottom: CGFloat = 0
        /// A toolbar above the tab bar below (``bottom`` is both heights).
        var toolbarAboveTabs = false
        /// Whether simulated metrics said what is above (below), even nothing.
        var saysTop = false, saysBottom = false
        /// Whether simulated metrics said there is no bar above.
        var saysNoTopBar: Bool { saysTop && topBar == nil }
    }

    /// The heights of a navigation bar as an Xcode draws them, in portrait,
    /// at the top of the screen and at the top of a sheet.
    struct BarHeights {
        var navigation: CGFloat, largeTitle: CGFloat, prompted: CGFloat
        /// A sheet's bar and the safe area's top below it, as UIKit draws
        /// a sheet's bar since iOS 13.
        var sheetNavigation: CGFloat, sheetLargeTitle: CGFloat
        /// A tab bar's and a toolbar's height (above a home indicator, if
        /// any: ``SceneBuilder/applyScreen()`` adds it).
        var tabBar: CGFloat = SceneBuilder.tabBarHeight, toolbar: CGFloat = SceneBuilder.toolbarHeight

        /// Xcode 5 to 16: 44 pt, 96 with a large title, 74 with a prompt;
        /// in a sheet 56 and 108 (the heights Xcode stores for those bars).
        static let classic = BarHeights(navigation: 44, largeTitle: 96, prompted: 74, sheetNavigation: 56, sheetLargeTitle: 108)
        /// Xcode 26 (``ViewKind/isXcode26OrLater(_:)``) draws
        /// iOS 26's taller bars: 54 pt, 106 with a large title, stored so
        /// on eight projects' iPhones and an iPad Pro, in portrait and
        /// landscape; a sheet's 54-pt bar 16 pt below its top, the safe
        /// area 70 pt down (a notes list's table pinned to it, an iPhone
        /// 15). The prompt's 30 pt and the large title's 52 are as before.
        static let glass = BarHeights(navigation: 54, largeTitle: 106, prompted: 84, sheetNavigation: 70, sheetLargeTitle: 122)

        /// Xcode 10 to 16 on an iPad: iOS 12's 50-pt bar, 102 with a large
        /// title (bars stored so on five iPads in six projects, Xcode 12 to
        /// 16 and the "32700" files; Xcode 8's iPad bars are 44), and its
        /// 50-pt tab bar and toolbar (a brick catalogue's grid pinned to the
        /// safe area's bottom stored 50 pt above an iPad Pro's in its tab,
        /// Xcode 10.1; an audiometer's reports 50 pt above a 12.9-inch
        /// iPad's toolbar, Xcode 11.4).
        static let pad = BarHeights(navigation: 50, largeTitle: 102, prompted: 80, sheetNavigation: 56, sheetLargeTitle: 108,
                                    tabBar: 50, toolbar: 50)

        /// The heights drawn by the Xcode with tools version `tools`, on an
        /// iPad (`onPad`) or not.
        static func drawn(byTools tools: Double, onPad: Bool) -> BarHeights {
            if ViewKind.isXcode26OrLater(tools) { return .glass }
            return onPad && tools >= ViewKind.xcode10 ? .pad : .classic
        }

        /// The height of a bar of kind `bar` at the screen's top.
        func height(of bar: TopBar) -> CGFloat {
            switch bar {
            case .navigation: navigation
            case .largeTitle: largeTitle
            case .prompted: prompted
            }
        }

        /// The safe area's top in a sheet under a bar of kind `bar` (one with
        /// a prompt as at the screen's top: no file has shown otherwise).
        func sheetHeight(of bar: TopBar) -> CGFloat {
            switch bar {
            case .navigation: sheetNavigation
            case .largeTitle: sheetLargeTitle
            case .prompted: prompted
            }
        }
    }

    /// A tab bar's height, and a toolbar's (but above a home indicator), in portrait.
    static let tabBarHeight: CGFloat = 49, toolbarHeight: CGFloat = 44

    /// The bar heights of the document's Xcode.
    var barHeights: BarHeights {
        .drawn(byTools: document.toolsVersion, onPad: layoutDevice?.isPad ?? false)
    }

    /// The device the scene is laid out on: the one asked for, else the
    /// document's; none at a size asked for.
    var layoutDevice: Device? { options.size == nil ? (options.device ?? document.device) : nil }

    /// The bars a controller shows: simulated metrics when the document
    /// says, else inferred from how it is reached (a navigation
    /// controller's root or a push from one has a navigation bar; a tab bar
    /// controller's child, or a push in its stack, has a tab bar).
    func bars(of controller: IBElement) -> Bars {
        let simulated = simulatedBars(of: controller)
        var bars = simulated
        let id = controller["id"] ?? ""
        let navigation = navigationController(reaching: id, depth: 0)
        if !simulated.saysTop, let navigation {
            let large = navigation.child("navigationBar", key: "navigationBar")?["largeTitles"] == "YES"
                && controller.child("navigationItem")?["largeTitleDisplayMode"] != "never"
                && !collapsesLargeTitle(controller)
            let bar: TopBar = large ? .largeTitle : .navigation
            (bars.topBar, bars.top) = (bar, barHeights.height(of: bar))
        } else if !simulated.saysTop, isShownUnderASimulatedNavigationBar(id, depth: 0) || isColumnOfColumnStyleSplitView(id) {
            (bars.topBar, bars.top) = (.navigation, barHeights.navigation)
        }
        // What is below comes from the stack even when its navigation bar
        // is hidden (an events app's tabs, navigation controllers hiding
        // their bar and simulating a tab bar: their lists and pushed pages
        // pinned to the safe area stored ending 49 pt above the screen's
        // bottom, Xcode 11).
        let stack = navigation ?? navigationController(reaching: id, depth: 0, barHidden: true)
        // A navigation controller showing its toolbar shows it under every
        // controller in its stack but those hiding the bars below.
        let stackToolbar = !simulated.saysBottom && stack?["toolbarHidden"] == "NO" && controller["hidesBottomBarWhenPushed"] != "YES"
        let inTabs = (!simulated.saysBottom || simulated.bottomBar == .toolbar) && isInTabBarController(id, depth: 0)
        // A toolbar in a tab's stack, simulated or shown by its navigation
        // controller, sits on the tab bar (a body-measuring app's photo
        // page, its image pinned to the safe area stored ending 127 pt
        // above an iPhone X's bottom: 44 + 49 + 34, Xcode 10.1).
        if inTabs, stackToolbar || (simulated.bottomBar == .toolbar && controller["hidesBottomBarWhenPushed"] != "YES") {
            (bars.bottomBar, bars.bottom, bars.toolbarAboveTabs) = (.tabs, barHeights.tabBar + barHeights.toolbar, true)
        } else if inTabs, !simulated.saysBottom {
            (bars.bottomBar, bars.bottom) = (.tabs, barHeights.tabBar)
        } else if stackToolbar {
            (bars.bottomBar, bars.bottom) = (.toolbar, barHeights.toolbar)
        } else if !simulated.saysBottom, let below = stack.map(simulatedBars), below.saysBottom {
            // The bar the navigation controller simulates below is its
            // children's too (a results list's footer stored 83 pt above
            // the bottom of an iPhone 11, its navigation controller
            // simulating a tab bar).
            (bars.bottomBar, bars.bottom) = (below.bottomBar, below.bottom)
        }
        return bars
    }

    /// Whether Interface Builder draws a large title collapsed above
    /// `controller`: from Xcode 11, when the backmost subview of its root,
    /// the scroll view UIKit ties the title to, is a table or collection
    /// view (a memo list's table pinned to the safe area's top stored 88 pt
    /// down an iPhone 11, Xcode 13; a library catalogue's list and grid 64
    /// pt down an iPhone 8 Plus and an SE, Xcode 16; a pushed exercise list
    /// 92 down, Xcode 15), not below a 96-pt bar. A plain scroll view there
    /// keeps it large (a kids' app's home 144 pt down, 48 + 96), as a grid did
    /// on an iPad in Xcode 10, and so does a table or collection view of a
    /// height of its own, a strip in the page (a file manager's 252-pt grid
    /// 20 pt below the safe area's top stored 214 pt down an iPhone 15, 118
    /// + 96, Xcode 16.3). So does a table or collection view without a
    /// cell, prototype or static: a chat app's profile table stored 140 pt
    /// down an iPhone 11 (Xcode 12.0), a repository browser's 140 (Xcode
    /// 13), a messenger's 155 down an iPhone 15 (59 + 96, Xcode 15); those
    /// with a cell collapse.
    func collapsesLargeTitle(_ controller: IBElement) -> Bool {
        guard document.toolsVersion >= ViewKind.xcode11, let view = controller.child("view", key: "view"),
              let backmost = view.child("subviews")?.children.first,
              ["tableView", "collectionView"].contains(backmost.name) else { return false }
        // A strip of fixed height is a part of the page, not the page; a
        // list without a cell has nothing drawn under the bar to collapse it.
        return Self.hasCells(backmost) && !Self.hasOwnHeight(backmost)
    }

    /// Whether a table or collection view holds a cell: a prototype, or a
    /// static table's.
    private static func hasCells(_ list: IBElement) -> Bool {
        var found = false
        list.forEachDescendant { element in
            if !found, ["tableViewCell", "collectionViewCell"].contains(element.name) { found = true }
        }
        return found
    }

    /// Whether `view` holds a required height constraint of its own.
    private static func hasOwnHeight(_ view: IBElement) -> Bool {
        (view.child("constraints")?.children("constraint") ?? []).contains { constraint in
            constraint["firstAttribute"] == "height" && constraint["secondItem"] == nil && constraint["relation"] == nil
                && (constraint["priority"] ?? "1000") == "1000"
        }
    }

    /// The bars an element's simulated metrics say (a controller's, or a
    /// xib's top-level view's): a navigation bar above (with a prompt), a
    /// tab bar or toolbar below; `saysTop`/`saysBottom` where the element
    /// says anything there, even "none".
    func simulatedBars(of element: IBElement) -> Bars {
        var bars = Bars()
        if let top = element.children.first(where: { $0["key"] == "simulatedTopBarMetrics" }) {
            bars.saysTop = true
            if top.name == "simulatedNavigationBarMetrics" {
                let bar: TopBar = top["prompted"] == "YES" ? .prompted : .navigation
                (bars.topBar, bars.top) = (bar, barHeights.height(of: bar))
            }
        }
        if let bottom = element.children.first(where: { $0["key"] == "simulatedBottomBarMetrics" }) {
            bars.saysBottom = true
            switch bottom.name {
            case "simulatedTabBarMetrics": (bars.bottomBar, bars.bottom) = (.tabs, barHeights.tabBar)
            case "simulatedToolbarMetrics": (bars.bottomBar, bars.bottom) = (.toolbar, barHeights.toolbar)
            default: break
            }
        }
        return bars
    }

    /// Whether the controller `id` is a column of a split view controller
    /// of columns (iOS 14's, `allowDoubleColumnStyle`), which wraps each
    /// column that is not a navigation controller in one, its bar shown: a
    /// store search's primary column, its search bar pinned to the safe
    /// area's top stored 44 pt down an iPhone 8 (Xcode 14, no status bar).
    func isColumnOfColumnStyleSplitView(_ id: String) -> Bool {
        segues(to: id).contains { segue, source in
            source.name == "splitViewController" && source["allowDoubleColumnStyle"] == "YES"
                && ["masterViewController", "detailViewController", "supplementaryViewController"].contains(segue["relationship"] ?? "")
        }
    }

    /// The segues that lead to the controller `id`, with their sources.
    func segues(to id: String) -> [(segue: IBElement, source: IBElement)] {
        var found: [(IBElement, IBElement)] = []
        for (_, element) in document.elementsByID where element.name == "segue" && element["destination"] == id {
            var owner = element.parent
            while let current = owner, current["sceneMemberID"] != "viewController" { owner = current.parent }
            if let owner { found.append((element, owner)) }
        }
        return found.sorted { $0.0.line < $1.0.line }
    }

    /// The segues that show a controller in the stack of the one they
    /// start from: a push, a show, and a detail too (UIKit pushes it where
    /// no split view shows it: a habit tracker's news page stored under
    /// its 44-pt bar).
    static let showingSegueKinds: Set<String> = ["push", "show", "showDetail"]

    /// The navigation controller whose (shown) bar is above controller `id`;
    /// with `barHidden`, the one whose stack it is in, bar shown or not.
    func navigationController(reaching id: String, depth: Int, barHidden: Bool = false) -> IBElement? {
        guard depth < 8 else { return nil }
        for (segue, from) in segues(to: id) {
            if from.name == "navigationController" && segue["relationship"] == "rootViewController" {
                // Hidden on the bar (`hidden`) or on the controller (`navigationBarHidden`).
                let hidden = from["navigationBarHidden"] == "YES" || from.child("navigationBar", key: "navigationBar")?["hidden"] == "YES"
                return hidden && !barHidden ? nil : from
            }
            if Self.showingSegueKinds.contains(segue["kind"] ?? ""),
               let found = navigationController(reaching: from["id"] ?? "", depth: depth + 1, barHidden: barHidden) {
                return found
            }
            // A tab bar controller in a navigation stack shows the stack's
            // bar above its tabs (a places app's map tab, its map pinned to
            // the safe area's top stored 64 pt down an iPhone 8, Xcode 10),
            // unless its own metrics say no bar; metrics saying a navigation
            // bar say the same as the stack (an events app's account tab
            // and the pages pushed from it, their headers stored 64 pt down
            // an iPhone 8, Xcode 10.1).
            if from.name == "tabBarController", segue["relationship"] == "viewControllers",
               !simulatedBars(of: from).saysNoTopBar,
               let found = navigationController(reaching: from["id"] ?? "", depth: depth + 1, barHidden: barHidden) {
                return found
            }
        }
        return nil
    }

    /// Whether controller `id` is pushed or shown from one whose simulated
    /// metrics say it is under a navigation bar, its navigation controller
    /// not in the file (in another storyboard, reached through a reference):
    /// Xcode infers the bar through the segue (a playground's pages shown
    /// from a table whose metrics simulate the bar, their views pinned to
    /// the top guide stored 64 pt down an iPhone 8). The bar, not its
    /// prompt, which is the source's navigation item's.
    func isShownUnderASimulatedNavigationBar(_ id: String, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        for (segue, from) in segues(to: id) where Self.showingSegueKinds.contains(segue["kind"] ?? "") {
            let said = simulatedBars(of: from)
            if said.saysTop ? said.topBar != nil : isShownUnderASimulatedNavigationBar(from["id"] ?? "", depth: depth + 1) {
                return true
            }
        }
        return false
    }

    /// Whether controller `id` is above a tab bar controller's bar
    /// (``tabBarController(showing:depth:)``).
    func isInTabBarController(_ id: String, depth: Int) -> Bool {
        tabBarController(showing: id, depth: depth) != nil
    }

    /// The tab bar controller whose bar is below controller `id`, and the
    /// id of its tab that leads there: `id` is its child, itself or as a
    /// navigation controller's root, or pushed in that navigation
    /// controller's stack.
    func tabBarController(showing id: String, depth: Int) -> (IBElement, String)? {
        guard depth < 8 else { return nil }
        for (segue, from) in segues(to: id) {
            let fromID = from["id"] ?? ""
            if from.name == "tabBarController" && segue["relationship"] == "viewControllers" { return (from, id) }
            if from.name == "navigationController" && segue["relationship"] == "rootViewController",
               let found = tabBarController(showing: fromID, depth: depth + 1) { return found }
            // A controller pushed in a tab's navigation stack keeps the tab
            // bar unless it hides it (a message demo's buttons stored 49 pt
            // above the bottom guide of a controller pushed from a tab's
            // list); a detail shown from there has none (a habit tracker's
            // pages stored down to the home indicator), nor one pushed on a
            // stack around the tab bar controller, over its bar (a games
            // app's games pushed from tabs of a navigation root, their
            // buttons pinned to the safe area's bottom stored at the
            // screen's, Xcode 11.3). The stack counts whether its bar shows
            // or not (a retail app's brand pages pushed in a tab's stack
            // hiding its bar, stored 83 pt above an iPhone X's bottom, Xcode
            // 10.2). Only the controller on top hides it, as
            // UIKit documents: one pushed from a controller that hides it
            // has it again (a hotel app's map pushed from a search detail
            // that hides the bar, stored 83 pt above an iPhone 11's bottom,
            // Xcode 13).
            if ["push", "show"].contains(segue["kind"] ?? ""),
               depth > 0 || document.elementsByID[id]?["hidesBottomBarWhenPushed"] != "YES",
               let stack = navigationController(reaching: fromID, depth: depth + 1, barHidden: true),
               tabBarController(showing: stack["id"] ?? "", depth: depth + 1) != nil,
               let found = tabBarController(showing: fromID, depth: depth + 1) { return found }
        }
        return nil
    }
}
