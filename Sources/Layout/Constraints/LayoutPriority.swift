/// How much a constraint matters, on Auto Layout's scale: 1000 is required,
/// anything lower is optional and may be left unsatisfied.
///
/// Optional levels are strict: no amount of error at lower priorities buys
/// any error at a higher one. Priorities must be greater than 0 and at most
/// 1000, as UIKit's header says; a constraint with another priority makes
/// ``Scene/layout()`` throw.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority as a number.
    public var rawValue: Float

    /// Creates a priority from its number.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from its number, as `UILayoutPriority(750)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// `constraint.priority = 750`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// `constraint.priority = 750`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the priority of compression resistance, and of constraints that should usually win.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the priority of content hugging, and of constraints that should usually yield.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the level at which UIKit fits a view to its content.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is the required priority.
    public var isRequired: Bool { rawValue >= 1000 }

    /// Whether UIKit accepts it: finite, greater than 0, at most 1000.
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    /// Orders by number: a higher priority wins.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `.defaultHigh + 1`, as UIKit allows.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// `.required - 1`, as UIKit allows.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The number, without `.0` when whole: `750`, `999.5`.
    public var description: String { formatted(Double(rawValue)) }
}
