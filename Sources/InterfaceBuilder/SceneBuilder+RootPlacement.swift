import Foundation
import Layout

// Where a controller's root lies on the screen when Xcode does not draw it
// where it is stored: a sheet, a root below opaque bars, above an opaque
// tab bar.

extension SceneBuilder {
    /// Where a controller's root lies on the screen, when not where it is stored.
    enum RootPlacement {
        /// At its stored y (below opaque bars in later Xcodes), or at the top.
        case asStored
        /// At the screen's bottom: stored shorter than a phone's screen and
        /// at its top. From Xcode 11 on (``isSheetEra``) a sheet, as Xcode
        /// draws a modally presented controller, a little below the status
        /// bar, which its safe area then leaves out (a background pinned to
        /// the safe area's top starts at 0, not 44). Before, a root below an
        /// opaque navigation bar (stored 603 pt high at y 0 on a 667-pt
        /// screen by Xcode 8: the bar is above it, not in its safe area) or
        /// embedded in a container view (a 97-pt table's controller, clear of
        /// the status bar); a root shorter for an opaque tab bar below it
        /// still starts at the screen's top. Xcode 11 on stores a root below
        /// opaque bars lower down, at its full height (``SceneBuilder/init``).
        case atBottom
        /// Centred: an iPad's sheet (Xcode 11 on), smaller than the screen
        /// both ways and stored at its top (704 × 995.5 pt on an 820 × 1180
        /// iPad Air), clear of its status bar and its home indicator.
        case centred
        /// Right below the status and navigation bars: an iPad's root stored
        /// at its top, shorter than the screen by exactly its opaque bars
        /// (an audiometer's 1024 × 718 calibration screen under an opaque
        /// 50-pt bar, its controls pinned below the safe area's top stored
        /// at their constants, Xcode 11.3; its reports 924 pt high between
        /// an opaque bar and toolbar on a 12.9-inch iPad turned), not a sheet.
        case belowTopBars
    }

    func rootPlacement(device: Device?, landscape: Bool, screen insets: EdgeInsets, bars: Bars) -> RootPlacement {
        guard let controller = source.controller, !isFreeform, let device else { return .asStored }
        let screen = device.size(landscape: landscape), root = storedRootFrame
        guard root.minY.magnitude < 0.5, root.height < screen.height - 0.5 else { return .asStored }
        if device.isPad {
            if stopsBelowOpaqueBars(screen: screen, insets: insets, bars: bars) { return .belowTopBars }
            return isSheetEra && root.width < screen.width - 0.5 ? .centred : .asStored
        }
        guard abs(root.width - screen.width) < 0.5 else { return .asStored }
        let id = controller["id"] ?? ""
        let embedded = segues(to: id).contains(where: { $0.segue["kind"] == "embed" })
        if isSheetEra { return embedded || stopsAboveOpaqueTabBar(device: device, landscape: landscape) ? .asStored : .atBottom }
        if embedded { return .atBottom }
        // Below an opaque bar, or a translucent one the root does not
        // extend under (a segmented example's 603-pt root, Xcode 10).
        return topBarIsOpaque || startsBelowTopBars ? .atBottom : .asStored
    }

    /// Whether the root, as wide as the `screen`, is shorter than it by
    /// exactly the status bar and an opaque navigation bar above (and the
    /// bar below, if any): it lies right below them (``RootPlacement/belowTopBars``).
    private func stopsBelowOpaqueBars(screen: CGSize, insets: EdgeInsets, bars: Bars) -> Bool {
        guard abs(storedRootFrame.width - screen.width) < 0.5, topBarIsOpaque, bars.top > 0 else { return false }
        let belowTop = screen.height - insets.top - bars.top
        let heights = bars.bottom > 0 ? [belowTop, belowTop - insets.bottom - bars.bottom] : [belowTop]
        return heights.contains { abs(storedRootFrame.height - $0) < 0.5 }
    }

    /// Whether the root is shorter than the screen by the opaque tab bar
    /// below it (`translucent="NO"` on its tab bar controller's bar): UIKit
    /// lays the view out above an opaque bar, not under it, so the root is
    /// at the screen's top, not a sheet (a travel app's four tabs, their
    /// 618-pt roots stored at 0 on a 667-pt iPhone 8, the labels pinned
    /// below the navigation bar at 44 + their constant, Xcode 11).
    private func stopsAboveOpaqueTabBar(device: Device, landscape: Bool) -> Bool {
        guard tabBarIsOpaque else { return false }
        let screen = device.size(landscape: landscape)
        let below = device.screenInsets(landscape: landscape, toolsVersion: document.toolsVersion).bottom
        return abs(storedRootFrame.height - (screen.height - below - barHeights.tabBar)) < 0.5
    }

    /// How far above the screen's bottom a root placed at the bottom ends:
    /// at an opaque tab bar's top when it fits between it and the bars
    /// above (a chat app's 554-pt tab root between an iPhone 8's 64 pt of
    /// opaque bars and its opaque tab bar, a list pinned to both guides
    /// stored 554 high, Xcode 9); a root taller than that room is drawn
    /// without the tab bar (a 603-pt one pushed three deep in a tab's
    /// stack), at the bottom.
    func lift(bars: Bars, screen: EdgeInsets, screenHeight: CGFloat, height: CGFloat) -> CGFloat {
        guard bars.bottomBar == .tabs, tabBarIsOpaque else { return 0 }
        let tabBar = screen.bottom + bars.bottom
        return height + tabBar + screen.top + bars.top <= screenHeight + 0.5 ? tabBar : 0
    }

    /// Whether the tab bar below the controller is opaque (`translucent="NO"`
    /// on its tab bar controller's bar).
    var tabBarIsOpaque: Bool {
        guard let id = source.controller?["id"], let (tabs, _) = tabBarController(showing: id, depth: 0) else { return false }
        return tabs.child("tabBar", key: "tabBar")?["translucent"] == "NO"
    }
}
