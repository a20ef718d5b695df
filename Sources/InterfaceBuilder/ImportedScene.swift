import Foundation
import Layout

/// A scene built from a document: the ``Layout/Scene`` to lay out, and what
/// the file said about each view, to compare and to report.
public final class ImportedScene {
    /// The scene's name (see ``InterfaceBuilderDocument/SceneSource/name``).
    public let name: String
    /// The views and constraints, ready for ``Layout/Scene/layout()``.
    public let scene: Scene
    /// Every view that came from an element, root first, depth first.
    public internal(set) var views: [ImportedView] = []
    /// The IB id of every item that came from an element (views and guides).
    public internal(set) var sources: [ObjectIdentifier: String] = [:]
    /// The IB id of every constraint that came from an element.
    public internal(set) var constraintSources: [ObjectIdentifier: String] = [:]
    /// Where the element of every view and constraint starts in the file
    /// (1-based line and column of its `<`), for findings that point at it.
    public internal(set) var locations: [ObjectIdentifier: ElementLocation] = [:]
    /// Problems in the file that left part of the scene out (a constraint
    /// naming a missing id), each at `file:line:col`.
    public internal(set) var diagnostics: [InterfaceBuilderError] = []
    /// What the reader did not model, said once per kind ("2 elements drawn
    /// as plain views: mapView, wkWebView").
    public internal(set) var notes: [String] = []
    /// The placeholder constraints left out, as Xcode leaves them out at
    /// build time, in UIKit's notation (`Toolbar.width == 241 @250`): they
    /// stand in for what code sets, so the views they held may be ambiguous.
    public internal(set) var placeholderConstraints: [String] = []
    /// The size classes the scene was read with; nil for a document with no device.
    public internal(set) var sizeClasses: SizeClasses?

    init(name: String, scene: Scene) {
        self.name = name
        self.scene = scene
    }

    /// The IB id a view, guide or constraint came from, if any.
    public func source(of object: AnyObject) -> String? {
        sources[ObjectIdentifier(object)] ?? constraintSources[ObjectIdentifier(object)]
    }

    /// The views whose stored frames differ from their solved frames by
    /// more than `tolerance` on some edge, among those whose frames come from
    /// constraints: what Interface Builder calls misplaced. Call after layout.
    public func misplacedViews(tolerance: CGFloat = 0.5) -> [ImportedView] {
        views.filter { $0.isConstrained && $0.hasStoredFrame && $0.difference(tolerance: tolerance) != nil }
    }
}

extension ImportedView {
    /// The stored frame in the root's coordinates, placed in the solved
    /// superview: where Interface Builder draws the view.
    public var storedFrameInRoot: CGRect {
        let origin = view.superview?.frame.origin ?? .zero
        return storedFrame.offsetBy(dx: origin.x, dy: origin.y)
    }
}

/// One view of an imported scene and what the file says about it.
/// Where an element starts in its file: the 1-based line and column of its `<`.
public struct ElementLocation: Hashable, Sendable {
    public let line: Int
    public let column: Int
}

public struct ImportedView {
    /// The IB id.
    public let id: String
    /// The view made for it.
    public let view: View
    /// The frame the file stores, in its superview's coordinates (for a
    /// scroll view's subview: its content's, at offset zero).
    public let storedFrame: CGRect
    /// Whether the file stores a frame for it at all (Xcode 8.0 and 8.1
    /// saved some documents without their subviews' frames): with none,
    /// there is nothing to compare, and it is never misplaced.
    public let hasStoredFrame: Bool
    /// Whether its frame comes from constraints (it does not translate an
    /// autoresizing mask, or it is arranged in a stack view).
    public let isConstrained: Bool
    /// `misplaced="YES"`: Interface Builder knows the stored frame is not the solved one.
    public let isMarkedMisplaced: Bool
    /// `ambiguous="YES"`: Interface Builder found its frame undetermined.
    public let isMarkedAmbiguous: Bool
    /// Whether a view above it is marked misplaced (its stored frame is then
    /// relative to a frame the constraints do not give).
    public let hasMisplacedAncestor: Bool
    /// Where the element starts, `line:col`.
    public let line: Int, column: Int

    /// The solved frame in the superview's coordinates.
    public var solvedFrame: CGRect { view.frameInSuperview }

    /// How the solved frame differs from the stored one, edge by edge, when
    /// some edge is off by more than `tolerance`: "y 120 → 128".
    public func difference(tolerance: CGFloat = 0.5) -> String? {
        let stored = storedFrame, solved = solvedFrame
        let pairs: [(String, CGFloat, CGFloat)] = [
            ("x", stored.minX, solved.minX), ("y", stored.minY, solved.minY),
            ("width", stored.width, solved.width), ("height", stored.height, solved.height),
        ]
        let edgesOff = abs(stored.minX - solved.minX) > tolerance || abs(stored.minY - solved.minY) > tolerance
            || abs(stored.maxX - solved.maxX) > tolerance || abs(stored.maxY - solved.maxY) > tolerance
        guard edgesOff else { return nil }
        let parts = pairs.filter { abs($0.1 - $0.2) > tolerance }.map { "\($0.0) \(Self.number($0.1)) → \(Self.number($0.2))" }
        return parts.isEmpty ? "edges off by up to \(Self.number(tolerance * 2))" : parts.joined(separator: ", ")
    }

    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}
