import Foundation
import Layout

/// A line and column of a scene file, 1-based.
public struct SceneFileLocation: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    /// The place at `line` and `column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SceneFileLocation, b: SceneFileLocation) -> Bool { (a.line, a.column) < (b.line, b.column) }
}

/// Where in its scene file each view and constraint of a built scene was
/// written: the view's entry under `views:`, the constraint's text (an
/// expression, or the predicate or connection of a visual format line).
public struct SceneSources: Sendable {
    private var positions: [ObjectIdentifier: SourcePosition] = [:]

    /// No positions: for scenes that come from elsewhere than a scene file.
    public init() {}

    mutating func record(_ object: AnyObject, at position: SourcePosition) {
        positions[ObjectIdentifier(object)] = position
    }

    func position(of object: AnyObject) -> SourcePosition? { positions[ObjectIdentifier(object)] }

    /// Records that the view or constraint `object` was written at `line`
    /// and `column` of its file: for scenes read from other formats (a
    /// storyboard's elements), so that findings point there too.
    public mutating func record(_ object: ObjectIdentifier, line: Int, column: Int) {
        positions[object] = SourcePosition(line: line, column: column)
    }

    /// Where `constraint` was written; nil for one the model implies
    /// (autoresizing, content size, the scene's size, system guides).
    public func location(of constraint: LayoutConstraint) -> SceneFileLocation? { location(constraint) }

    /// Where `item` was declared; nil for the root and for guides.
    public func location(of item: LayoutItem) -> SceneFileLocation? { location(item) }

    private func location(_ object: AnyObject) -> SceneFileLocation? {
        position(of: object).map { SceneFileLocation(line: $0.line, column: $0.column) }
    }
}
