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
    /// The work one search for ambiguity may do, in probes × constraints: a
    /// probe pivots through the rows that mention its variable, so probing
    /// every view of a free chain of 6,000 cost 98 s. With the budget, the
    /// probes stop after `ambiguityProbeBudget ÷ constraints` (about 200 for
    /// that chain, thousands for a screen of a few hundred
    /// constraints), and ``ambiguitiesNotProbed`` counts the items left.
    public static let ambiguityProbeBudget = 5_000_000

    /// Every ambiguity of the last layout: views and your guides, item by item.
    /// Each probe runs on a copy of the solver (two per quantity), so ask when
    /// you need it rather than after every layout.
    ///
    /// - Throws: ``LayoutError`` if the solver fails on a probe.
    public func ambiguities() throws -> [Ambiguity] {
        try ambiguities(of: items)
    }

    /// The axes along which `item`'s frame is free in the last layout; empty
    /// when it is determined. A scene's root and the safe-area and margins
    /// guides are fixed by construction.
    public func ambiguity(of item: LayoutItem) throws -> [Ambiguity] {
        try ambiguities(of: [item])
    }

    /// The ambiguities of `items`, probed together on one copy of the solver.
    private func ambiguities(of items: [LayoutItem]) throws -> [Ambiguity] {
        let probed = items.filter { !($0.isSceneRoot || ($0 as? LayoutGuide)?.isSystemGuide == true) }
        let quantities: [(LayoutConstraint.Axis, LayoutConstraint.Attribute, KeyPath<LayoutItem, Variable>)] = [
            (.horizontal, .left, \.minX), (.horizontal, .width, \.width),
            (.vertical, .top, \.minY), (.vertical, .height, \.height),
        ]
        let variables = probed.flatMap { item in quantities.map { item[keyPath: $0.2] } }
        let ranges: [ClosedRange<Double>?]
        do {
            // Probed without the resting frames, which hold what nothing else does.
            var solver = engine.solver
            let rests = engine.current.filter { $0.layout.kind == .restingFrame }
            for entry in rests { try solver.remove(entry.linear) }
            let constraints = engine.current.count - rests.count
            ranges = try solver.valueRanges(of: variables, reach: Self.ambiguityReach,
                                            maxProbes: Self.ambiguityProbeBudget / max(1, constraints))
        } catch {
            throw LayoutError(solverFailure: "The solver failed probing the layout for ambiguity: \(error).")
        }
        let limit = Self.ambiguityReach / 2
        var found: [Ambiguity] = []
        ambiguitiesNotProbed = 0
        for (index, item) in probed.enumerated() {
            if ranges[index * quantities.count..<(index + 1) * quantities.count].contains(where: { $0 == nil }) {
                ambiguitiesNotProbed += 1
            }
            for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
                var free: [FreeAttribute] = []
                for (offset, quantity) in quantities.enumerated() where quantity.0 == axis {
                    guard let range = ranges[index * quantities.count + offset] else { continue }
                    guard range.upperBound - range.lowerBound > Self.ambiguityTolerance else { continue }
                    free.append(FreeAttribute(
                        attribute: quantity.1,
                        lowerBound: range.lowerBound > -limit ? CGFloat(range.lowerBound) : nil,
                        upperBound: range.upperBound < limit ? CGFloat(range.upperBound) : nil))
                }
                if !free.isEmpty { found.append(Ambiguity(item: item, axis: axis, freeAttributes: free)) }
            }
        }
        return found
    }
}
