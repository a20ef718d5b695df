/// How much a constraint matters: required, or one of any number of optional
/// levels.
///
/// Levels are strict. An error at a higher optional level is never traded for
/// any amount of error at lower levels, however many lower constraints there
/// are and whatever their coefficients. Auto Layout's priorities map onto
/// strengths one to one: `Strength(750)` is `.defaultHigh`, `Strength(1000)`
/// is required. Any finite value in `0 < priority <= 1000` is a valid level;
/// the solver rejects others with ``SolverError/invalidStrength(_:)``.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority on Auto Layout's scale: 1000 is required.
    public let priority: Double

    /// Creates a strength at `priority` on Auto Layout's 1...1000 scale.
    public init(_ priority: Double) {
        self.priority = priority
    }

    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    /// A constraint that must hold; adding one that cannot throws.
    public static let required = Strength(1000)

    /// Whether this is the required strength.
    public var isRequired: Bool { priority >= 1000 }

    /// Whether the solver accepts this strength.
    var isValid: Bool { priority.isFinite && priority > 0 && priority <= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

    public var description: String {
        priority == priority.rounded() ? String(Int(priority)) : String(priority)
    }
}
