import Cassowary
import Foundation

/// An item whose frame the constraints do not determine along one axis, as
/// UIKit's `hasAmbiguousLayout`: the solver picked one of many equally good
/// frames, and another run (or UIKit) may pick another.
public struct Ambiguity {
    /// The view or guide.
    public let item: LayoutItem
    /// The axis along which it is free.
    public let axis: LayoutConstraint.Axis
    /// What is free: the position (`.left` or `.top`, the item's minimum x
    /// or y in the root's coordinates) and/or the size (`.width`, `.height`).
    public let freeAttributes: [FreeAttribute]
}

/// One quantity of a frame that can take many values, and the values it can take.
public struct FreeAttribute {
    /// `.left`, `.top`, `.width` or `.height`.
    public let attribute: LayoutConstraint.Attribute
    /// The least value it can take; nil when there is none.
    public let lowerBound: CGFloat?
    /// The greatest value it can take; nil when there is none.
    public let upperBound: CGFloat?

    /// The values it can take, when bounded on both sides (for the diagram
    /// to draw the alternatives).
    public var range: ClosedRange<CGFloat>? {
        guard let lowerBound, let upperBound else { return nil }
        return lowerBound...upperBound
    }
}

extension Scene {
    /// How far the probe pulls a variable; values beyond half of it count as unbounded.
    static let ambiguityReach = 1e7
    /// Ranges narrower than this are one value.
    static let ambiguityTolerance = 1e-4

    /// Every ambiguity of the last layout: views and your guides, item by item.
    /// Each probe runs on a copy of the solver (two per quantity), so ask when
    /// you need it rather than after every layout.
    ///
    /// - Throws: ``LayoutError`` if the solver fails on a probe.
    public func ambiguities() throws -> [Ambiguity] {
        try items.flatMap { try ambiguity(of: $0) }
    }

    /// The axes along which `item`'s frame is free in the last layout; empty
    /// when it is determined. A scene's root and the safe-area and margins
    /// guides are fixed by construction.
    public func ambiguity(of item: LayoutItem) throws -> [Ambiguity] {
        if item.isSceneRoot || (item as? LayoutGuide)?.isSystemGuide == true { return [] }
        let axes: [(LayoutConstraint.Axis, [(LayoutConstraint.Attribute, Variable)])] = [
            (.horizontal, [(.left, item.minX), (.width, item.width)]),
            (.vertical, [(.top, item.minY), (.height, item.height)]),
        ]
        var found: [Ambiguity] = []
        for (axis, quantities) in axes {
            var free: [FreeAttribute] = []
            for (attribute, variable) in quantities {
                let range: ClosedRange<Double>
                do {
                    range = try engine.solver.valueRange(of: variable, reach: Self.ambiguityReach)
                } catch {
                    throw LayoutError(solverFailure: "The solver failed probing \(item.name).\(attribute): \(error).")
                }
                guard range.upperBound - range.lowerBound > Self.ambiguityTolerance else { continue }
                let limit = Self.ambiguityReach / 2
                free.append(FreeAttribute(
                    attribute: attribute,
                    lowerBound: range.lowerBound > -limit ? CGFloat(range.lowerBound) : nil,
                    upperBound: range.upperBound < limit ? CGFloat(range.upperBound) : nil))
            }
            if !free.isEmpty { found.append(Ambiguity(item: item, axis: axis, freeAttributes: free)) }
        }
        return found
    }
}
