import Foundation

extension InterfaceBuilderDocument.SceneSource {
    /// Whether Xcode draws the controller at a size of its own (its
    /// "Freeform" simulated size) rather than on its `screen`: said by its
    /// simulated metrics, or by a root stored at its `freeformSize`, which
    /// some files write without the metrics, taller than the screen (a wallet's 1065-pt invoice page, its scroll view
    /// above a footer pinned to the safe area's bottom stored 809 pt high,
    /// Xcode 26; a 1200-pt settings table above its tab bar, Xcode 15) or
    /// shorter (a panel demo's 375 × 778 page on an iPhone 11, its view
    /// pinned to the safe area's bottom stored 34 pt above its own); not at
    /// the screen's own size, which is the screen.
    /// `stored` is the root's stored size (the reader's, cut to the
    /// screen's bottom below opaque bars), by default as the file stores it;
    /// a root the screen's size is on the screen.
    func isFreeform(screen: CGSize?, stored: CGSize? = nil) -> Bool {
        guard let controller else { return false }
        func same(_ a: CGSize, _ b: CGSize) -> Bool { abs(a.width - b.width) < 0.5 && abs(a.height - b.height) < 0.5 }
        let freeformSize = controller.children("size").first(where: { $0["key"] == "freeformSize" })
            .map { CGSize(width: SceneBuilder.number($0["width"]), height: SceneBuilder.number($0["height"])) }
        if controller.children("freeformSimulatedSizeMetrics").contains(where: { $0["key"] == "simulatedDestinationMetrics" }) {
            // A Freeform size that is the screen's is the screen: Xcode draws
            // a sheet there (a quiz app's "new challenge" roots at 428 × 926,
            // an iPhone 12 Pro Max's screen, stored 872 pt high, their titles
            // under a sheet's 56-pt bar, Xcode 12.4).
            if let freeformSize, let screen, same(freeformSize, screen) { return false }
            return true
        }
        guard let freeformSize, let stored = stored ?? storedSize else { return false }
        return same(freeformSize, stored) && !(screen.map { same($0, stored) } ?? false)
    }

    /// The size Xcode draws the controller at in `document` where that is
    /// a "Freeform" size of its own, not the document's device's screen
    /// (a kiosk's 815 × 660 pages in a file for an iPhone 8); nil otherwise.
    public func freeformSize(in document: InterfaceBuilderDocument) -> CGSize? {
        isFreeform(screen: document.device?.size(landscape: document.isLandscape)) ? storedSize : nil
    }
}
