import Foundation
import Layout

/// How to build a scene from a document: where to lay it out and how to size content.
public struct ImportOptions: Sendable {
    /// Lay out at this device instead of the document's.
    public var device: Device?
    /// Lay out in landscape (true) or portrait (false); nil keeps the document's orientation.
    public var landscape: Bool?
    /// Lay out at this size instead (size classes follow from it, no bars).
    public var size: CGSize?
    /// The screen's own safe-area insets at ``size`` (status bar, notch,
    /// home indicator); bars the controller shows are added to them.
    public var screenInsets: EdgeInsets?
    /// Measure labels' text with the scene's text measurer instead of
    /// taking their stored frames as their content size.
    public var measureText = false

    /// The document's own device and orientation, stored content sizes.
    public init(device: Device? = nil, landscape: Bool? = nil, size: CGSize? = nil, measureText: Bool = false) {
        self.device = device
        self.landscape = landscape
        self.size = size
        self.measureText = measureText
    }
}
