import Foundation

/// Which parts of a view's frame stretch when its superview's size changes,
/// as `UIView.AutoresizingMask`.
///
/// Along each axis the change in the superview's size is shared among the
/// flexible parts (margins and size) in proportion to their current values,
/// as UIKit does; equally when they are all zero. A view with no flexible
/// part along an axis keeps its position and size on that axis.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, as UIKit numbers them.
    public let rawValue: Int
    /// Creates a mask from UIKit's bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The share of a change in the superview's size that the position
    /// (leading margin) and the size take along one axis, given the current
    /// margin before, size and margin after.
    static func shares(before: CGFloat, size: CGFloat, after: CGFloat,
                       flexible: (before: Bool, size: Bool, after: Bool)) -> (position: CGFloat, size: CGFloat)
    {
        let parts = [(flexible.before, max(before, 0)), (flexible.size, max(size, 0)), (flexible.after, max(after, 0))]
        let count = parts.filter(\.0).count
        guard count > 0 else { return (0, 0) }
        let total = parts.filter(\.0).map(\.1).reduce(0, +)
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? part.1 / total : 1 / CGFloat(count)
        }
        return (share(parts[0]), share(parts[1]))
    }

    /// `h=-&- v=&--`-style code UIKit's log uses: for each axis, left margin,
    /// size, right margin; `&` flexible, `-` fixed. An axis with nothing
    /// flexible reads `--&`, as UIKit prints it (the far margin absorbs).
    var logCode: String {
        func code(_ flags: [AutoresizingMask]) -> String {
            flags.contains(where: contains) ? flags.map { contains($0) ? "&" : "-" }.joined() : "--&"
        }
        return "h=\(code([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])) "
            + "v=\(code([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]))"
    }
}
