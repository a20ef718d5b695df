import Foundation
import Layout

/// What a file declares, resolved and checked, from which every scene is
/// built afresh: parsing happens once, building as often as asked.
struct DocumentModel: Sendable {
    var views: [ViewSpec] = []
    var rootGuides: [String] = []
    /// The base scene's constraints, expressions and VFL lines in file order.
    var constraints: [ConstraintSpec] = []
    /// Constraint names (`#name`) and where each is declared.
    var identifiers: [String: SourcePosition] = [:]
    var layoutDirection: LayoutDirection = .leftToRight
    var margins: EdgeInsets?
    /// The bars around the root (`bars:`), which take their room from the safe area.
    var bars: SceneBars?
    /// Where `states:` is, for errors about a state asked for by name.
    var statesPosition: SourcePosition?
    /// Constraints that states add, so their views count as constrained.
    var stateConstraints: [ConstraintSpec] = []
    /// Views some constraint names: they stop translating their frame.
    var constrainedViews: Set<String> = []
}
