import Foundation
import Layout

// The screen around a view controller's root: status bar, navigation bar,
// tab bar or toolbar, notch and home indicator, as the root's safe-area
// insets and as the top and bottom layout guides of older documents.

extension SceneBuilder {
    mutating func applyScreen() {
        let scene = imported.scene
        let device = layoutDevice
        let landscape = options.landscape ?? document.isLandscape
        // The document's own device as its Xcode drew it; another device as it is at run time.
        let tools = options.device == nil ? document.toolsVersion : Double.infinity
        var screen = options.screenInsets ?? device?.screenInsets(landscape: landscape, toolsVersion: tools) ?? .zero
        let controller = source.controller
        if device == nil && options.size == nil && controller != nil && !statusBarHidden && !document.usesSafeAreas {
            // Documents with no device: Xcode 5–7 simulated a status bar;
            // one with safe areas has none (a height tool's buttons pinned
            // to the safe area's top stored at 0, Xcode 12.5).
            screen.top = 20
        }
        // A controller whose metrics hide the status bar is drawn without it
        // before Xcode 9: its top guide at 0 (an onboarding page's label 40
        // pt below the guide stored at 40 on an iPhone 8, Xcode 8.3; an
        // auction kiosk's iPad screens, Xcode 8). From Xcode 9 the bar stays
        // whatever the metrics (a typography guide's iPad pages pinned to the
        // top guide stored 20 pt down, Xcode 9; a camera's filters on an SE,
        // Xcode 9.2; an iPad's tab, Xcode 12), but above a Today widget's or
        // a notification's content until Xcode 11 (``statusBarHidden``: two
        // widgets' views, Xcode 9.4 and 10; a VPN's widget has it, Xcode 13).
        if statusBarHidden, document.toolsVersion < ViewKind.xcode9 || isWidgetContent && document.toolsVersion < ViewKind.xcode11,
           controller != nil, device != nil, options.device == nil, options.screenInsets == nil, screen.top == 20 {
            screen.top = 0
        }
        // A popover floats clear of the screen's edges: a chat client's
        // 200 × 65 brush popovers (Xcode 10, an iPhone 8) store their
        // labels pinned 8 pt below the safe area's top 8 pt down.
        if options.screenInsets == nil && options.size == nil && options.device == nil && isPopover(on: device, landscape: landscape) {
            screen = .zero
        }
        if controller == nil && !Self.isScreenSized(storedRootFrame.size, document: document) {
            screen = insetsOfSmallXibView(screen: screen, device: device, landscape: landscape, tools: tools)
        }
        // A screen-sized xib view may simulate bars of its own
        // (`simulatedTopBarMetrics` on the view: a navigation bar above it).
        let simulated = controller == nil && Self.isScreenSized(storedRootFrame.size, document: document)
            ? simulatedBars(of: source.root) : Bars()
        var bars = controller.map(bars(of:)) ?? simulated
        // A television's navigation and tab bars add nothing: its safe area
        // is its overscan margins (an emulator's details pinned to it
        // stored 60 pt down under a navigation bar, Xcode 15).
        if device?.isTelevision ?? false { bars = Bars() }
        // A phone turned has compact height: its navigation bar is 32 pt
        // (a large title is not shown), but on the phones whose landscape
        // width is regular (Plus, Max, XR), 44: Xcode 14 and before store
        // views pinned below it 32 pt down on an iPhone 12 and an iPhone SE,
        // 44 on an iPhone 11 and a 12 Pro Max. Xcode 15 on (tools 22000) draws 44
        // on every phone (on an iPhone SE, 12, 12 mini and 14 Pro alike),
        // Xcode 26 its 54 (an iPhone 14's landscape bars).
        if landscape, let device, !device.isPad, [.navigation, .largeTitle].contains(bars.topBar) {
            bars.topBar = .navigation
            bars.top = device.isWideLandscapePhone || document.toolsVersion >= 22000 ? barHeights.navigation : 32
        }
        // Above a home indicator a toolbar is as tall as a tab bar, 49 pt:
        // Xcode stores views pinned to the safe area's bottom 83 pt up
        // (49 + 34) on an iPhone X and an iPhone 11 under a simulated toolbar.
        if !landscape, bars.bottomBar == .toolbar, screen.bottom > 0, let device, !device.isPad {
            bars.bottom = Self.tabBarHeight
        }
        let stored = options.size == nil && options.device == nil
        let height = scene.size.height
        // The root may start below opaque bars, or lie at the screen's
        // bottom or middle (``RootPlacement``): only the part of the bars
        // and insets it overlaps counts.
        let placement = stored ? rootPlacement(device: device, landscape: landscape, screen: screen, bars: bars) : .asStored
        let screenSize = device?.size(landscape: landscape) ?? scene.size
        let origin: CGFloat = switch placement {
        case .asStored: stored ? storedRootFrame.minY : 0
        // A root that stops at the top bars starts right below them, and
        // so stops above the bottom bars too when it is shorter by them
        // (a pager's 554-pt root between an iPhone 8's 64 pt of bars and
        // its tab bar, its scroll view pinned to both guides stored 554
        // high at 0, Xcode 10).
        case .atBottom: startsBelowTopBars ? screen.top + bars.top
            : screenSize.height - height - lift(bars: bars, screen: screen, screenHeight: screenSize.height, height: height)
        case .centred: (screenSize.height - height) / 2
        case .belowTopBars: screen.top + bars.top
        }
        let screenHeight = origin + height
        // A sheet's navigation bar is its own, at its top (``BarHeights``).
        let sheetBar = bars.topBar.map(barHeights.sheetHeight(of:)) ?? bars.top
        // A controller whose view does not extend under the top bars
        // (`edgesForExtendedLayout` without `top`) is stored at y 0 as
        // tall as the screen below them (804 pt under an iPhone 11's 92 pt
        // of status and navigation bar): pushed, not a sheet.
        let inSheet = [.atBottom, .centred].contains(placement) && isSheetEra && !startsBelowTopBars
        // Under an opaque bar a sheet's view starts below the bar (a table
        // pinned to the safe area's top stored at 0 in a 623-pt root). A
        // sheet has a bar of its own only as a navigation controller's
        // root, by its simulated metrics, or pushed in a stack drawn in a
        // sheet (``isPushedInSheet``): one shown from a full-screen
        // navigation controller's child, drawn as a sheet, is not in its
        // stack (a container pinned to the safe area's top stored at 0 in a
        // root 20 pt short of an iPhone 8 Plus's screen).
        let sheetHasBar = !topBarIsOpaque && (simulatedBars(of: source.controller ?? source.root).saysTop || isNavigationRoot
            || isPushedInSheet)
        // A sheet's bar is at its top, whatever of the status bar it
        // overlaps: a notes list's table in a sheet 59 pt down an iPhone 15
        // stored 70 pt down under its bar (Xcode 26), not 129.
        // A freeform root under an opaque bar is drawn below the bars (a
        // 500 × 524-pt example's scroll view pinned to the top guide
        // stored at 0, Xcode 12).
        let belowOpaqueBars = stored && isFreeform && bars.top > 0 && topBarIsOpaque
        // A sheet without a bar has none of the status bar in its safe
        // area, however near the top it is stored (a VPN app's 886-pt
        // sheets, their titles 18 pt below the top guide stored at 18; a
        // password manager's 852-pt ones at 0, Xcode 15); Xcode 16.3 to 26,
        // which count the bar twice, keep what of the two it overlaps (a
        // map editor's 848-pt sheet's bar stored 48 pt down, Xcode 26).
        // Xcode 13 and 14 keep the status bar's depth in a presented sheet
        // with no bar (a store's order forms pinned to the safe area's top
        // stored 44 pt down an iPhone 11's 842-pt sheets, Xcode 13.0; a habit
        // tracker's details 48 down, Xcode 14.1); not in a controller no
        // segue reaches (a chat app's preview at 0, Xcode 13.0).
        let keepsStatusBar = (ViewKind.xcode13..<22000).contains(document.toolsVersion) && isPresented
        let sheetTop = Device.drawsInsetsTwice(document.toolsVersion) ? max(0, screen.top - origin) : keepsStatusBar ? screen.top : 0
        let topInset = inSheet ? (sheetHasBar ? sheetBar : sheetTop)
            : belowOpaqueBars ? 0 : max(0, screen.top + bars.top - origin)
        // A Freeform root, or one stored taller than the screen, is drawn at
        // its own height, its insets at its own bottom (a photo book's
        // 706-pt sign-in page on a 667-pt iPhone 8, its button pinned to the
        // safe area's bottom stored 126 pt above the root's, Xcode 10.1).
        let atOwnHeight = stored && (isFreeform || height > screenSize.height + 0.5)
        let deviceHeight = options.size == nil && !atOwnHeight && device != nil ? screenSize.height : nil
        // From Xcode 13 a sheet reaches the screen's bottom with no home
        // indicator in its safe area (an indoor map's list and map pinned
        // to it stored ending at 790 of 790, a store's order forms at 842);
        // Xcode 11 and 12 keep its 34 pt (a chat app's spaces, Xcode 12.5).
        let sheetLosesIndicator = inSheet && !topBarIsOpaque && document.toolsVersion >= ViewKind.xcode13
        let bottomEdge = (deviceHeight ?? screenHeight) - (sheetLosesIndicator ? 0 : screen.bottom) - bars.bottom
        // UIKit lays a view out above an opaque tab bar, not under it: a
        // root drawn at its own height ends where the bar starts (a
        // language course's 2683-pt lessons, their scroll view pinned to
        // the safe area's bottom stored ending at the root's, Xcode 11).
        let aboveOpaqueTabBar = atOwnHeight && bars.bottomBar == .tabs && tabBarIsOpaque
        let bottomInset = aboveOpaqueTabBar ? 0 : max(0, origin + height - bottomEdge)
        let insets = EdgeInsets(top: topInset, left: screen.left, bottom: controller == nil ? screen.bottom + simulated.bottom : bottomInset,
                                right: screen.right)
        scene.safeAreaInsets = insets
        // The bar above lies at a sheet's top (16 pt down in Xcode 26's
        // sheets), else below the status bar; above a root below opaque
        // bars, beside it.
        let sheetBarTop = ViewKind.isXcode26OrLater(document.toolsVersion) ? barHeights.sheetNavigation - barHeights.navigation : 0
        let barTop: CGFloat? = inSheet ? (sheetHasBar ? sheetBarTop : nil) : belowOpaqueBars ? -bars.top : screen.top - origin
        // A root that stops right above the bottom bar has it beside it, as
        // does one drawn at its own height above an opaque tab bar.
        let bottomBarBeside = !inSheet && bottomInset == 0 && (aboveOpaqueTabBar || abs(origin + height - bottomEdge) < 0.5)
        scene.screenBars = screenBars(BarPlacement(top: barTop, bars: bars, bottomBarBeside: bottomBarBeside), insets: insets)
        addLayoutGuides(top: insets.top, bottom: insets.bottom)
        // A table or collection controller shown by a navigation or tab bar
        // controller has its own view inset under the bars whether or not
        // it scrolls (UIKit's automatic adjustment): a feed list's cells,
        // not set to bounce, pinned 15 pt below their safe area's top,
        // stored 15 pt down, not under the bars (Xcode 26).
        if controller != nil, ["tableView", "collectionView"].contains(source.root.name), bars.top > 0 || bars.bottom > 0,
           source.root["contentInsetAdjustmentBehavior"] != "never" {
            scene.rootInsetsContentVertically = true
        }
        // A table or collection controller's content starts below the bars
        // it scrolls under (UIKit's adjusted content inset, its content
        // offset the inset's negative): from Xcode 8 its cells are stored in
        // the content's coordinates (a mail list's first cell at 28 under a
        // 44-pt bar, drawn at 72), before in the screen's (Xcode 7's at 114
        // under 64 pt of bars).
        if controller != nil, ["tableView", "collectionView"].contains(source.root.name), scene.rootInsetsContentVertically,
           document.toolsVersion >= ViewKind.xcode8 {
            scene.root.boundsOrigin = CGPoint(x: 0, y: -insets.top)
        }
    }

    /// The insets of a xib's top-level view smaller than the screen, given
    /// the screen's. Xcode draws it on the screen: one wider than the
    /// screen as a screen, with the screen's insets (a 510 × 160-pt view's
    /// subviews pinned to its margins stored 44 pt down and 34 up on an
    /// iPhone 11, Xcode 12); one as wide or narrower at the screen's top
    /// left, with the insets it overlaps (a 384 × 240 view's stack pinned to
    /// its safe area 44 pt down, its bottom at 240; a 200-pt square's at
    /// 200; twelve 414-pt bars and headers of six projects, Xcode 12 to
    /// 14.1, pinned to the safe area's bottom at theirs), but from Xcode
    /// 14.3 (tools 21701) with the home indicator's inset at its bottom
    /// whatever its width (a 414 × 363 route panel, a 408 × 488 sleep timer
    /// and a 376 × 122 modal, their bottoms 34 pt up; 48 pt down in a 414 ×
    /// 766 view in Xcode 14.2). That is on a notched phone;
    /// on a phone with a home button only from Xcode 14.3, with the status
    /// bar (20 pt in 84- and 104-pt views), none before (Xcode 11 to 14.2,
    /// and Xcode 9 and 10 in a view up to 60 % of the screen's height).
    /// Xcode 9 and 10 draw the status bar above a taller one (a chat
    /// client's 496- and 570-pt sheets and a podcast player's 400 × 600-pt
    /// one, their tables pinned to the safe area stored 20 pt down; views
    /// 44 to 351 pt high have none). A cell has none, but for a tall one
    /// before Xcode 11. In a file without safe areas the insets still
    /// reach the view's margins (a message view's 44 pt at the top), but it
    /// has no safe area to draw as dead space.
    private mutating func insetsOfSmallXibView(screen: EdgeInsets, device: Device?, landscape: Bool, tools: Double) -> EdgeInsets {
        guard let device else { return .zero }
        let size = storedRootFrame.size, screenSize = device.size(landscape: landscape)
        let tallBeforeXcode11 = tools < ViewKind.xcode11 && size.height > screenSize.height * 0.6
        // A cell is inset so only when tall, before Xcode 11 (a share
        // sheet's 547-pt file cell's table pinned to its safe area's top
        // stored 20 pt down, Xcode 9.2; a 353-pt one's at 0).
        let cell = ["collectionViewCell", "tableViewCell"].contains(source.root.name)
        guard source.root.name == "view" || cell && tallBeforeXcode11 else { return .zero }
        guard !device.hasHomeButton || tools >= 21000 || tallBeforeXcode11 else { return .zero }
        var insets = screen
        // Below an opaque bar it simulates, the view starts under the bar.
        if source.root.children.first(where: { $0["key"] == "simulatedTopBarMetrics" })?["translucent"] == "NO" {
            insets.top = 0
        }
        if size.width < screenSize.width + 0.5 {
            if tools < ViewKind.xcode14_3 {
                insets.bottom = max(0, min(screen.bottom, size.height - (screenSize.height - screen.bottom)))
            }
            insets.right = max(0, min(screen.right, size.width - (screenSize.width - screen.right)))
        }
        if document.usesSafeAreas { return insets }
        let root = imported.scene.root, margins = root.layoutMargins
        if source.root["insetsLayoutMarginsFromSafeArea"] != "NO" {
            root.layoutMargins = EdgeInsets(top: margins.top + insets.top, left: margins.left + insets.left,
                                            bottom: margins.bottom + insets.bottom, right: margins.right + insets.right)
        }
        return .zero
    }

    /// Whether the controller is shown only as a popover (itself or its
    /// navigation controller), drawn narrower than the screen.
    private func isPopover(on device: Device?, landscape: Bool) -> Bool {
        guard let id = source.controller?["id"], let device,
              storedRootFrame.width < device.size(landscape: landscape).width - 0.5 else { return false }
        let presenter = navigationController(reaching: id, depth: 0)?["id"] ?? id
        let presentations = segues(to: presenter)
        return !presentations.isEmpty && presentations.allSatisfy { $0.segue["kind"] == "popoverPresentation" }
    }

    /// Whether the controller is pushed in a navigation stack drawn as a
    /// sheet: shown from a controller in a navigation stack stored as
    /// high as it is (an indoor map's map, shown from the building list at
    /// the root of a presented navigation controller, both 790 pt high on
    /// an 844-pt iPhone 12, its map pinned to the safe area stored 56 pt
    /// down under the sheet's bar, Xcode 13).
    private var isPushedInSheet: Bool {
        guard let id = source.controller?["id"] else { return false }
        return segues(to: id).contains { segue, from in
            Self.showingSegueKinds.contains(segue["kind"] ?? "") && navigationController(reaching: from["id"] ?? "", depth: 0) != nil
                && from.child("view", key: "view").flatMap(Self.frame(of:)).map { abs($0.height - storedRootFrame.height) < 0.5 } ?? false
        }
    }

    /// Whether a segue presents or shows the controller (not an orphan
    /// reached by code).
    private var isPresented: Bool {
        guard let id = source.controller?["id"] else { return false }
        return segues(to: id).contains { segue, _ in ["presentation", "modal", "show", "showDetail"].contains(segue["kind"] ?? "") }
    }

    /// Whether the controller is a navigation controller's root.
    var isNavigationRoot: Bool {
        guard let id = source.controller?["id"] else { return false }
        return segues(to: id).contains { $0.source.name == "navigationController" && $0.segue["relationship"] == "rootViewController" }
    }

    /// Whether the navigation bar above the controller is opaque
    /// (`translucent="NO"` on its simulated metrics, on the bar of the
    /// navigation controller it is reached from, or inferred from a
    /// controller it is shown from).
    var topBarIsOpaque: Bool {
        guard let id = source.controller?["id"] else { return false }
        return topBarIsOpaque(id, depth: 0)
    }

    /// Whether the bar above controller `id` is opaque: as its simulated
    /// metrics say, else as its navigation controller's bar, else as the
    /// bar of a controller it is shown from, which Interface Builder
    /// infers it has (a chat client's 504-pt list, shown from a controller
    /// simulating an opaque bar, stored at y 0 below it, Xcode 10).
    private func topBarIsOpaque(_ id: String, depth: Int) -> Bool {
        guard depth < 8, let controller = document.elementsByID[id] else { return false }
        if let top = controller.children.first(where: { $0["key"] == "simulatedTopBarMetrics" }) {
            return top["translucent"] == "NO"
        }
        for (segue, from) in segues(to: id) {
            if from.name == "navigationController" && segue["relationship"] == "rootViewController" {
                return from.child("navigationBar", key: "navigationBar")?["translucent"] == "NO"
            }
            if Self.showingSegueKinds.contains(segue["kind"] ?? "") {
                return topBarIsOpaque(from["id"] ?? "", depth: depth + 1)
            }
        }
        return false
    }

    /// Whether the controller's view stops at the bars above it: it stores
    /// the edges it extends under, and the top is not one of them.
    var startsBelowTopBars: Bool {
        guard let edges = source.controller?.children("extendedEdge").first(where: { $0["key"] == "edgesForExtendedLayout" })
        else { return false }
        return edges["top"] != "YES"
    }

    /// Whether the file is from Xcode 11 on (tools 14800, its betas), whose
    /// canvas draws sheets.
    var isSheetEra: Bool { document.toolsVersion >= ViewKind.xcode11 }

    /// Whether the controller is drawn at a size of its own (Xcode's
    /// "Freeform" simulated size) rather than the device's screen
    /// (``InterfaceBuilderDocument/SceneSource/isFreeform(screen:stored:)``).
    var isFreeform: Bool {
        source.isFreeform(screen: layoutDevice?.size(landscape: document.isLandscape), stored: storedRootFrame.size)
    }

    /// Whether the controller says it has no status bar (drawn so as
    /// ``applyScreen()`` says): its metrics hide it, or its view is a Today
    /// widget's or a notification's content, which Xcode draws with no bar
    /// above: in the notification centre's context (`simulatedAppContext`;
    /// a widget's labels 8 pt below the safe area's top stored at 8 on an
    /// iPhone 8, Xcode 9.2), or at a size of its own without extending under
    /// the bars (another widget's label 4 pt below it stored at 4, Xcode
    /// 10.1, with no context said).
    private var statusBarHidden: Bool {
        if isWidgetContent { return true }
        for element in [source.controller, source.root].compactMap({ $0 }) {
            if element.children("nil").contains(where: { $0["key"] == "simulatedStatusBarMetrics" }) { return true }
            if element.children("simulatedStatusBarMetrics").contains(where: { $0["statusBarStyle"] == "none" || $0["statusBarHidden"] == "YES" }) { return true }
        }
        return false
    }

    /// Whether the root is a Today widget's or a notification's content:
    /// in the notification centre's context, or at a size of its own
    /// without extending under the bars (``statusBarHidden``).
    private var isWidgetContent: Bool {
        source.root["simulatedAppContext"] == "notificationCenter" || isFreeform && startsBelowTopBars
    }

    /// `topLayoutGuide` and `bottomLayoutGuide` (Xcode 5–8 documents): the
    /// bars' extent at the top and bottom of the root.
    mutating func addLayoutGuides(top: CGFloat, bottom: CGFloat) {
        let root = imported.scene.root
        for guide in source.root.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? []
            + (source.controller?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [])
        {
            guard let id = guide["id"] else { continue }
            let isTop = guide["type"] == "top"
            let item = LayoutGuide(name: isTop ? "topLayoutGuide" : "bottomLayoutGuide")
            root.addLayoutGuide(item)
            guides[id] = item
            imported.sources[ObjectIdentifier(item)] = id
            var constraints = [
                item.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                item.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                item.heightAnchor.constraint(equalToConstant: isTop ? top : bottom),
            ]
            constraints.append(isTop ? item.topAnchor.constraint(equalTo: root.topAnchor)
                                     : item.bottomAnchor.constraint(equalTo: root.bottomAnchor))
            for constraint in constraints {
                constraint.identifier = isTop ? "_UILayoutGuide-top" : "_UILayoutGuide-bottom"
            }
            LayoutConstraint.activate(constraints)
        }
    }
}
