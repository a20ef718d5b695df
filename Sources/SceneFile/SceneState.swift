import Foundation
import Layout

/// A named set of changes to the base scene (`states:` in the file): what a
/// view controller does to its constraints when something happens. Applying
/// one to a freshly built scene gives the frames UIKit gives after making
/// the same changes to a live one.
///
/// Changes apply in this order: deactivations, priorities, constants,
/// multipliers (each replaces its constraint, keeping its place), then
/// activations and the state's own added constraints.
public struct SceneState: Sendable {
    /// The name, as the file gives it and captions show it.
    public var name: String
    /// A caption for pictures of this state.
    public var caption: String?
    /// The size to use in this state, unless one is asked for explicitly.
    public var size: SceneSize?

    /// The changes, each with where the file states it.
    var changes: [StateChange] = []
    var position: SourcePosition

    init(name: String, position: SourcePosition) {
        self.name = name
        self.position = position
    }
}

/// One change a state makes, to the constraint with identifier `name`.
enum StateChange: Sendable {
    case constant(name: String, value: Double, at: SourcePosition)
    case priority(name: String, value: LayoutPriority, at: SourcePosition)
    case active(name: String, value: Bool, at: SourcePosition)
    case multiplier(name: String, value: Double, at: SourcePosition)
    case add(ConstraintSpec)

    /// The order of application: deactivate, prioritise, move, remultiply, activate, add.
    var phase: Int {
        switch self {
        case let .active(_, value, _): value ? 4 : 0
        case .priority: 1
        case .constant: 2
        case .multiplier: 3
        case .add: 5
        }
    }
}

