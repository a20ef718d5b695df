import Foundation
import InterfaceBuilder
import Testing

/// Which controllers Xcode draws above a tab bar it infers from how they
/// are reached, not from simulated metrics.
@Suite struct TabBarInferenceTests: ScreenScenes {
    /// The safe frame of a controller reached from a tab's list by a segue
    /// of `kind`, the pushed controller carrying `attributes`.
    private func pushedSafeFrame(kind: String, attributes: String = "") throws -> CGRect {
        let list = controller("list", width: 375, height: 667, segues: segue(to: "detail", kind: kind))
        let detail = controller("detail", width: 375, height: 667)
            .replacingOccurrences(of: #"<viewController id="detail""#, with: #"<viewController id="detail" \#(attributes)"#)
        let document = try document(tabs + navigation(to: "list") + list + detail, device: "retina4_7", tools: "22505")
        return try safeFrame(document, "detail")
    }

    @Test func aTabsNavigationRootIsAboveTheTabBar() throws {
        let document = try document(tabs + navigation(to: "list") + controller("list", width: 375, height: 667),
                                    device: "retina4_7", tools: "22505")
        #expect(try safeFrame(document, "list") == CGRect(x: 0, y: 64, width: 375, height: 554))
    }

    @Test func aStackHidingItsBarStillGivesItsChildrenTheTabBarItSimulates() throws {
        // An events app's tabs (Xcode 11, an iPhone 8): navigation
        // controllers with `navigationBarHidden` simulating a tab bar, their
        // roots' and pushed pages' views pinned to the safe area stored
        // ending 49 pt above the screen's bottom; no bar above.
        let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        let list = controller("list", width: 375, height: 667, segues: segue(to: "detail", kind: "show"))
        let document = try document(navigation(to: "list", attributes: #"navigationBarHidden="YES""#, extra: tabBar)
                                    + list + controller("detail", width: 375, height: 667), device: "retina4_7", tools: "15505")
        #expect(try safeFrame(document, "list") == CGRect(x: 0, y: 0, width: 375, height: 618))
        #expect(try safeFrame(document, "detail") == CGRect(x: 0, y: 0, width: 375, height: 618))
    }

    @Test func aControllerPushedInATabsStackThatHidesItsBarKeepsTheTabBar() throws {
        // A retail app's brand pages (Xcode 10.2, an iPhone X): pushed from
        // the root of a tab's navigation controller with
        // `navigationBarHidden`, their scroll views pinned to the safe area's
        // bottom stored ending 83 pt above the screen's, on the tab bar.
        let list = controller("list", width: 375, height: 812, segues: segue(to: "brand", kind: "show"))
        let document = try document(tabs + navigation(to: "list", attributes: #"navigationBarHidden="YES""#) + list
                                    + controller("brand", width: 375, height: 812), device: "retina5_9", tools: "14490.70")
        #expect(try safeFrame(document, "list") == CGRect(x: 0, y: 44, width: 375, height: 685))
        #expect(try safeFrame(document, "brand") == CGRect(x: 0, y: 44, width: 375, height: 685))
    }

    @Test func aControllerPushedInATabsStackKeepsTheTabBar() throws {
        // A message demo's buttons (Xcode 15, an iPhone 8), in a stack 40 pt
        // above the bottom guide of a controller shown from a tab's list:
        // stored ending at 578, 49 pt above where the screen's bottom puts it.
        #expect(try pushedSafeFrame(kind: "show") == CGRect(x: 0, y: 64, width: 375, height: 554))
        #expect(try pushedSafeFrame(kind: "push") == CGRect(x: 0, y: 64, width: 375, height: 554))
    }

    @Test func onlyTheControllerOnTopHidesTheTabBar() throws {
        // A hotel app (Xcode 13, an iPhone 11): a search detail that hides
        // the bar when pushed from a tab's list pushes a map, whose map
        // pinned to the safe area is stored ending 83 pt above the screen's
        // bottom: the tab bar is back, as UIKit documents (the top
        // controller's `hidesBottomBarWhenPushed` decides).
        let list = controller("list", width: 375, height: 667, segues: segue(to: "detail", kind: "show"))
        let detail = controller("detail", width: 375, height: 667, segues: segue(to: "map", kind: "show"))
            .replacingOccurrences(of: #"<viewController id="detail""#, with: #"<viewController id="detail" hidesBottomBarWhenPushed="YES""#)
        let document = try document(tabs + navigation(to: "list") + list + detail + controller("map", width: 375, height: 667),
                                    device: "retina4_7", tools: "19529")
        // Here on an iPhone 8, no status bar drawn from Xcode 11.
        #expect(try safeFrame(document, "detail") == CGRect(x: 0, y: 44, width: 375, height: 623))
        #expect(try safeFrame(document, "map") == CGRect(x: 0, y: 44, width: 375, height: 574))
    }

    @Test func aToolbarInATabsStackSitsAboveTheTabBar() throws {
        // A body-measuring app's photo page (Xcode 10.1, an iPhone X):
        // pushed from a tab's list, simulating a toolbar, its image pinned
        // to the safe area stored ending 127 pt above the screen's bottom:
        // the 44-pt toolbar above the 49-pt tab bar and the home indicator.
        let toolbar = #"<toolbarItems><barButtonItem title="Share" id="share"/></toolbarItems><simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        let list = controller("list", width: 375, height: 812, segues: segue(to: "photo", kind: "show"))
        let photo = controller("photo", width: 375, height: 812, extra: toolbar)
        let document = try document(tabs + navigation(to: "list") + list + photo, device: "retina5_9", tools: "14460.31")
        #expect(try safeFrame(document, "photo") == CGRect(x: 0, y: 88, width: 375, height: 597))
        // Both bars drawn, the toolbar on the tab bar.
        let imported = document.makeScene(try #require(document.scenes.first { $0.rootID == "root-photo" }))
        let below = imported.scene.screenBars.filter { $0.frame.minY > 400 }
        #expect(below.map(\.frame) == [CGRect(x: 0, y: 685, width: 375, height: 44), CGRect(x: 0, y: 729, width: 375, height: 49)])
        #expect(below.map(\.content.kind) == [.toolbar, .tabs])
    }

    @Test func aPushedControllerThatHidesTheBarOrADetailHasNone() throws {
        #expect(try pushedSafeFrame(kind: "show", attributes: #"hidesBottomBarWhenPushed="YES""#)
            == CGRect(x: 0, y: 64, width: 375, height: 603))
        // A habit tracker's detail pages shown from a tab's list stored
        // down to the home indicator (Xcode 14.3, an iPhone 14 Plus).
        #expect(try pushedSafeFrame(kind: "showDetail") == CGRect(x: 0, y: 64, width: 375, height: 603))
    }

    @Test func aTabBarControllerPushedInANavigationStackShowsTheStacksBarAboveItsTabs() throws {
        // A places app's map tab (Xcode 10, an iPhone 8): its tab bar
        // controller shown from a navigation root's list, its map pinned to
        // the safe area's top stored 64 pt down, above the tab bar. Unless
        // the tab bar controller's own metrics say no top bar; metrics that
        // say a navigation bar agree with the stack (an events app's account
        // tab, Xcode 10.1, its header stored 64 pt down).
        func mapSafeFrame(tabMetrics: String) throws -> CGRect {
            let list = controller("list", width: 375, height: 667, segues: segue(to: "pushedTabs", kind: "show"))
            let pushedTabs = tabBarController("pushedTabs", tabs: ["map"], extra: tabMetrics)
            let document = try document(navigation(to: "list") + list + pushedTabs + controller("map", width: 375, height: 667),
                                        device: "retina4_7", tools: "14313.18")
            return try safeFrame(document, "map")
        }
        #expect(try mapSafeFrame(tabMetrics: "") == CGRect(x: 0, y: 64, width: 375, height: 554))
        #expect(try mapSafeFrame(tabMetrics: #"<nil key="simulatedTopBarMetrics"/>"#) == CGRect(x: 0, y: 20, width: 375, height: 598))
        #expect(try mapSafeFrame(tabMetrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
            == CGRect(x: 0, y: 64, width: 375, height: 554))
    }

    @Test func aControllerPushedFromATabOfATabBarControllerInANavigationStackCoversTheTabBar() throws {
        // A games app (Xcode 11.3, an iPhone 8): a navigation controller
        // whose root is a tab bar controller; a game pushed from a tab goes
        // on that outer stack, over the tab bar: its buttons pinned to the
        // safe area's bottom stored at the screen's, 49 pt lower than above
        // a tab bar. The tab itself stays above the bar.
        let innerTabs = tabBarController("innerTabs", tabs: ["games"])
        let games = controller("games", width: 375, height: 667, segues: segue(to: "game", kind: "show"))
        let document = try document(navigation(to: "innerTabs") + innerTabs + games + controller("game", width: 375, height: 667),
                                    device: "retina4_7", tools: "15702")
        #expect(try safeFrame(document, "games") == CGRect(x: 0, y: 44, width: 375, height: 574))
        #expect(try safeFrame(document, "game") == CGRect(x: 0, y: 44, width: 375, height: 623))
    }

    /// The safe frame of a navigation root of `height` in a tab whose tab
    /// bar carries `tabBar`, its navigation bar `navigationBar`, on an
    /// iPhone 8 in a file of `tools`.
    private func tabRootSafeFrame(height: Double, tabBar: String, navigationBar: String = "", tools: String) throws -> CGRect {
        let tabsWithBar = tabs.replacingOccurrences(
            of: "<connections>", with: #"<tabBar key="tabBar" contentMode="scaleToFill" \#(tabBar) id="tab-bar"/><connections>"#)
        let document = try document(tabsWithBar + navigation(to: "list", bar: navigationBar) + controller("list", width: 375, height: height),
                                    device: "retina4_7", tools: tools)
        return try safeFrame(document, "list")
    }

    @Test func aRootAboveAnOpaqueTabBarIsAtTheScreensTopNotASheet() throws {
        // A travel app's tabs (Xcode 11, an iPhone 8): its tab bar opaque,
        // each tab's root stored 618 pt high at 0, a heading pinned 15 pt
        // below the safe area's top stored at 59, under the 44-pt
        // navigation bar (no status bar in Xcode 11), not under a sheet's
        // 56-pt one. Above a translucent bar a root as short is a sheet.
        #expect(try tabRootSafeFrame(height: 618, tabBar: #"translucent="NO""#, tools: "15400")
            == CGRect(x: 0, y: 44, width: 375, height: 574))
        #expect(try tabRootSafeFrame(height: 618, tabBar: "", tools: "15400").minY == 56)
    }

    @Test func aRootDrawnAtItsOwnHeightEndsAtAnOpaqueTabBar() throws {
        // A language course's tabs (Xcode 11, an iPhone 8) above an opaque
        // tab bar: a 1027-pt leaderboard, its table pinned to the safe
        // area's bottom stored ending at 1027, the bar below the root, not
        // over its last 49 pt. Above a translucent bar it is.
        #expect(try tabRootSafeFrame(height: 1027, tabBar: #"translucent="NO""#, tools: "15702").maxY == 1027)
        #expect(try tabRootSafeFrame(height: 1027, tabBar: "", tools: "15702").maxY == 978)
        // The opaque bar is drawn below the root, beside it.
        let tabsWithBar = tabs.replacingOccurrences(
            of: "<connections>", with: #"<tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tab-bar"/><connections>"#)
        let document = try document(tabsWithBar + navigation(to: "list") + controller("list", width: 375, height: 1027),
                                    device: "retina4_7", tools: "15702")
        let imported = document.makeScene(try #require(document.scenes.first { $0.rootID == "root-list" }))
        #expect(imported.scene.screenBars.filter { $0.content.kind == .tabs }.map(\.frame)
            == [CGRect(x: 0, y: 1027, width: 375, height: 49)])
    }

    @Test func aRootBetweenOpaqueBarsEndsAtTheOpaqueTabBar() throws {
        // A chat app's tab roots (Xcode 9, an iPhone 8), 554 pt high between
        // an opaque navigation bar and an opaque tab bar: a list pinned to
        // both guides stored 554 high at 0, no inset left at either end.
        // Above a translucent tab bar the root reaches the screen's bottom,
        // the bar over its last 49 pt.
        #expect(try tabRootSafeFrame(height: 554, tabBar: #"translucent="NO""#, navigationBar: #"translucent="NO""#, tools: "13771")
            == CGRect(x: 0, y: 0, width: 375, height: 554))
        #expect(try tabRootSafeFrame(height: 554, tabBar: "", navigationBar: #"translucent="NO""#, tools: "13771")
            == CGRect(x: 0, y: 0, width: 375, height: 505))
    }
}
