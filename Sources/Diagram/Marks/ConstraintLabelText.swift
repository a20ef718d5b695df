import Foundation
import Layout

/// The words on a constraint's mark: the constant, the multiplier (`× 2`),
/// the relation when it is not equality, and the priority when it is not
/// required (`@750`, which Interface Builder hides and we show).
enum ConstraintLabelText {
    /// `≥`, `≤`, or nothing for equality.
    static func relation(_ relation: LayoutConstraint.Relation) -> String {
        switch relation {
        case .equal: ""
        case .greaterThanOrEqual: "≥ "
        case .lessThanOrEqual: "≤ "
        }
    }

    /// `8`, or `−8` for a negative number (a gap that may be an overlap).
    static func signed(_ value: CGFloat) -> String {
        value < 0 ? "−" + number(-value) : number(value)
    }

    /// ` @750`, or nothing for a required constraint.
    static func priority(_ constraint: LayoutConstraint) -> String {
        constraint.priority.isRequired ? "" : " @\(constraint.priority)"
    }

    /// ` (99 short)` for an unsatisfied constraint, ` (broken)` for a broken one.
    static func status(_ status: ConstraintStatus) -> String {
        switch status {
        case .satisfied: ""
        case .unsatisfied(let shortfall): " (\(number(shortfall)) short)"
        case .broken: " (broken)"
        }
    }

    /// A number as a label shows it: at most two decimals, no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        // Whatever reaches a label must not trap: `Int(_:)` does past ±2⁶³.
        guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "−∞" : "∞" }
        guard abs(value) < 1e15 else { return String(format: "%.3g", Double(value)) }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        // In hundredths, by integer arithmetic (what "%.2f" prints, without
        // Foundation's formatter: every I-bar's label goes through here).
        let hundredths = Int((value * 100).rounded())
        let whole = String(hundredths.magnitude / 100), cents = hundredths.magnitude % 100
        let fraction = cents % 10 == 0 ? String(cents / 10) : (cents < 10 ? "0" : "") + String(cents)
        return (hundredths < 0 ? "-" : "") + whole + "." + fraction
    }

    /// ` + 10`, ` − 8`, or nothing.
    static func offset(_ constant: CGFloat) -> String {
        if constant > 0 { return " + \(number(constant))" }
        if constant < 0 { return " − \(number(-constant))" }
        return ""
    }

    /// `× 2` for a factor, `÷ 2` where the factor is a simple reciprocal.
    static func factor(_ multiplier: CGFloat) -> String {
        let inverse = 1 / multiplier
        if multiplier < 1, abs(inverse - inverse.rounded()) < 1e-9 { return "÷ \(number(inverse))" }
        return "× \(number(multiplier))"
    }

    /// `16:9` for a width 16/9 of its height (`9:16` the other way round),
    /// `1:1` for a square: width to height in small whole numbers, or nil
    /// when the multiplier is no such ratio.
    static func ratio(_ multiplier: CGFloat, widthFirst: Bool) -> String? {
        guard multiplier.isFinite, multiplier > 0 else { return nil }
        let widthOverHeight = widthFirst ? multiplier : 1 / multiplier
        for height in 1...32 {
            let width = widthOverHeight * CGFloat(height)
            if abs(width - width.rounded()) < 0.01 * CGFloat(height), width.rounded() >= 1 {
                return "\(Int(width.rounded())):\(height)"
            }
        }
        return nil
    }
}

extension LayoutConstraint.Relation {
    /// The relation read from the other side: `≤` for `≥`.
    var reversed: Self {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
