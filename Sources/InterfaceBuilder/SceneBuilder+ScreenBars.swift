import Foundation
import Layout

// The bars around a controller's view as the screen shows them
// (``ScreenBar``): where they lie over the root, and what they hold: the
// controller's navigation item, its tab bar controller's tabs, its
// toolbar items.

extension SceneBuilder {
    /// Where the bars above and below the root lie, given the root's
    /// safe-area `insets`: bars wholly over the root, or wholly beside it,
    /// meeting its edge (a root stored below opaque bars), and only for a
    /// controller, whose items the file holds.
    struct BarPlacement {
        /// The top of the bar above, in the root's coordinates: over the
        /// root, or as far above it as the bar is tall.
        var top: CGFloat?
        /// The bars' kinds and heights.
        var bars: Bars
        /// Whether the bottom bar is right below the root rather than over it.
        var bottomBarBeside = false
    }

    /// The screen bars of the controller being read, placed as `placement`
    /// says over a root with safe-area `insets`.
    func screenBars(_ placement: BarPlacement, insets: EdgeInsets) -> [ScreenBar] {
        guard let controller = source.controller else { return [] }
        let size = imported.scene.size
        var found: [ScreenBar] = []
        if placement.bars.topBar != nil, let top = placement.top {
            let over = top > -0.5 && insets.top - top > 0.5
            let beside = placement.bars.top > 0.5 && abs(top + placement.bars.top) < 0.5
            if over || beside {
                let id = controller["id"] ?? ""
                let back = isNavigationRoot ? nil : pushedFrom(id).map { Self.backTitle(of: $0.child("navigationItem") ?? $0) }
                let content = Self.navigationContent(of: controller.child("navigationItem"), title: storedString("title", of: controller),
                                                     back: back, largeTitle: placement.bars.topBar == .largeTitle)
                let height = over ? insets.top - top : placement.bars.top
                found.append(ScreenBar(frame: CGRect(x: 0, y: top, width: size.width, height: height), content: content))
            }
        }
        let bottom = placement.bars.bottom
        if let kind = placement.bars.bottomBar, bottom > 0, insets.bottom > bottom - 0.5 || placement.bottomBarBeside {
            let toolbar = BarContent(kind: .toolbar, items: controller.child("toolbarItems")?.children("barButtonItem").map(Self.barItem) ?? [])
            var top = placement.bottomBarBeside ? size.height : size.height - insets.bottom
            // A toolbar above a tab bar: a navigation controller's toolbar
            // sits on its tab bar controller's bar.
            if placement.bars.toolbarAboveTabs {
                found.append(ScreenBar(frame: CGRect(x: 0, y: top, width: size.width, height: barHeights.toolbar), content: toolbar))
                top += barHeights.toolbar
            }
            let content = kind == .tabs ? tabs(around: controller["id"] ?? "") : toolbar
            let height = placement.bars.toolbarAboveTabs ? bottom - barHeights.toolbar : bottom
            found.append(ScreenBar(frame: CGRect(x: 0, y: top, width: size.width, height: height), content: content))
        }
        return found.filter { !$0.content.isEmpty }
    }

    /// The controller that pushes controller `id` in its navigation stack, if any.
    private func pushedFrom(_ id: String) -> IBElement? {
        segues(to: id).first { segue, from in
            let fromID = from["id"] ?? ""
            return Self.showingSegueKinds.contains(segue["kind"] ?? "")
                && (navigationController(reaching: fromID, depth: 0) != nil || simulatedBars(of: from).topBar != nil
                    || isShownUnderASimulatedNavigationBar(fromID, depth: 0))
        }?.source
    }

    /// The tab bar of the tab bar controller that shows controller `id`,
    /// with the tab leading to it selected; an empty one when the tab bar
    /// controller is not in the file.
    private func tabs(around id: String) -> BarContent {
        guard let (tabBarController, tab) = tabBarController(showing: id, depth: 0) else { return BarContent(kind: .tabs) }
        var destinations: [String] = []
        tabBarController.forEachDescendant { element in
            if element.name == "segue", element["relationship"] == "viewControllers", let destination = element["destination"] {
                destinations.append(destination)
            }
        }
        let items = destinations.map { destination in
            document.elementsByID[destination]?.child("tabBarItem", key: "tabBarItem").map(Self.tabItem) ?? BarItem(image: "tab")
        }
        return BarContent(kind: .tabs, items: items, selectedItem: destinations.firstIndex(of: tab))
    }
}
