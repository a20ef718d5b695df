import Foundation
import Layout

// The screen around a view controller's root: status bar, navigation bar,
// tab bar or toolbar, notch and home indicator, as the root's safe-area
// insets and as the top and bottom layout guides of older documents.

extension SceneBuilder {
    /// The bars above and below a controller's view, in points.
    struct Bars {
        var top: CGFloat = 0
        var bottom: CGFloat = 0
    }

    mutating func applyScreen() {
        let scene = imported.scene
        let device = options.size == nil ? (options.device ?? document.device) : nil
        let landscape = options.landscape ?? document.isLandscape
        var screen = options.screenInsets ?? device?.screenInsets(landscape: landscape, toolsVersion: document.toolsVersion) ?? .zero
        let controller = source.controller
        if device == nil && options.size == nil && controller != nil && !statusBarHidden {
            screen.top = 20   // documents with no device: Xcode 5–7 simulated a status bar
        }
        if controller == nil && !Self.isScreenSized(storedRootFrame.size, document: document) {
            screen = .zero   // a xib's view that is not a screen gets no insets
        }
        let bars = controller.map(bars(of:)) ?? Bars()
        // The root may start below opaque bars: only the part it overlaps counts.
        let origin = options.size == nil && options.device == nil ? storedRootFrame.minY : 0
        let height = scene.size.height
        let screenHeight = origin + height
        let topInset = max(0, screen.top + bars.top - origin)
        let deviceHeight = options.size == nil ? device.map { $0.size(landscape: landscape).height } : nil
        let bottomEdge = (deviceHeight ?? screenHeight) - screen.bottom - bars.bottom
        let bottomInset = max(0, origin + height - bottomEdge)
        let insets = EdgeInsets(top: topInset, left: screen.left, bottom: controller == nil ? screen.bottom : bottomInset,
                                right: screen.right)
        scene.safeAreaInsets = insets
        addLayoutGuides(top: insets.top, bottom: insets.bottom)
    }

    private var statusBarHidden: Bool {
        for element in [source.controller, source.root].compactMap({ $0 }) {
            if element.children("nil").contains(where: { $0["key"] == "simulatedStatusBarMetrics" }) { return true }
            if element.children("simulatedStatusBarMetrics").contains(where: { $0["statusBarStyle"] == "none" || $0["statusBarHidden"] == "YES" }) { return true }
        }
        return false
    }

    /// The bars a controller shows: simulated metrics when the document
    /// says, else inferred from how it is reached (a navigation
    /// controller's root or a push from one has a navigation bar; a tab bar
    /// controller's child has a tab bar).
    func bars(of controller: IBElement) -> Bars {
        var bars = Bars()
        let top = controller.children.first { $0["key"] == "simulatedTopBarMetrics" }
        let bottom = controller.children.first { $0["key"] == "simulatedBottomBarMetrics" }
        let id = controller["id"] ?? ""
        if let top {
            if top.name == "simulatedNavigationBarMetrics" { bars.top = top["prompted"] == "YES" ? 74 : 44 }
        } else if let navigation = navigationController(reaching: id, depth: 0) {
            let large = navigation.child("navigationBar", key: "navigationBar")?["largeTitles"] == "YES"
                && controller.child("navigationItem")?["largeTitleDisplayMode"] != "never"
            bars.top = large ? 96 : 44
        }
        if let bottom {
            switch bottom.name {
            case "simulatedTabBarMetrics": bars.bottom = 49
            case "simulatedToolbarMetrics": bars.bottom = 44
            default: break
            }
        } else if isInTabBarController(id, depth: 0) {
            bars.bottom = 49
        }
        return bars
    }

    /// The segues that lead to the controller `id`, with their sources.
    private func segues(to id: String) -> [(segue: IBElement, source: IBElement)] {
        var found: [(IBElement, IBElement)] = []
        for (_, element) in document.elementsByID where element.name == "segue" && element["destination"] == id {
            var owner = element.parent
            while let current = owner, current["sceneMemberID"] != "viewController" { owner = current.parent }
            if let owner { found.append((element, owner)) }
        }
        return found.sorted { $0.0.line < $1.0.line }
    }

    private func navigationController(reaching id: String, depth: Int) -> IBElement? {
        guard depth < 8 else { return nil }
        for (segue, from) in segues(to: id) {
            if from.name == "navigationController" && segue["relationship"] == "rootViewController" {
                return from.child("navigationBar", key: "navigationBar")?["hidden"] == "YES" ? nil : from
            }
            if ["push", "show"].contains(segue["kind"] ?? ""), let found = navigationController(reaching: from["id"] ?? "", depth: depth + 1) {
                return found
            }
        }
        return nil
    }

    private func isInTabBarController(_ id: String, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        for (segue, from) in segues(to: id) {
            if from.name == "tabBarController" && segue["relationship"] == "viewControllers" { return true }
            if from.name == "navigationController" && segue["relationship"] == "rootViewController"
                && isInTabBarController(from["id"] ?? "", depth: depth + 1) { return true }
        }
        return false
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
