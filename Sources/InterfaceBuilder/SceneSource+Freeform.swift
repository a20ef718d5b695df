import Foundation

extension InterfaceBuilderDocument.SceneSource {
    /// Whether Xcode draws the controller at a size of its own (its
    /// "Freeform" simulated size) rather than on a screen `screenHeight`
    /// tall: said by its simulated metrics, or by a root stored at its
    /// `freeformSize` and taller than the screen, which some files write
    /// without the metrics (a wallet's 1065-pt invoice page, its scroll
    /// view above a footer pinned to the safe area's bottom stored 809 pt
    /// high, Xcode 26; a 1200-pt settings table above its tab bar, Xcode 15).
    /// `stored` is the root's stored size (the reader's, cut to the
    /// screen's bottom below opaque bars), by default as the file stores it.
    func isFreeform(screenHeight: CGFloat?, stored: CGSize? = nil) -> Bool {
        guard let controller else { return false }
        if controller.children("freeformSimulatedSizeMetrics").contains(where: { $0["key"] == "simulatedDestinationMetrics" }) { return true }
        guard let size = controller.children("size").first(where: { $0["key"] == "freeformSize" }),
              let stored = stored ?? storedSize else { return false }
        return abs(SceneBuilder.number(size["width"]) - stored.width) < 0.5 && abs(SceneBuilder.number(size["height"]) - stored.height) < 0.5
            && stored.height > (screenHeight ?? .infinity) + 0.5
    }

    /// The size Xcode draws the controller at in `document` where that is
    /// a "Freeform" size of its own, not the document's device's screen
    /// (a kiosk's 815 × 660 pages in a file for an iPhone 8); nil otherwise.
    public func freeformSize(in document: InterfaceBuilderDocument) -> CGSize? {
        isFreeform(screenHeight: document.device?.size(landscape: document.isLandscape).height) ? storedSize : nil
    }
}
