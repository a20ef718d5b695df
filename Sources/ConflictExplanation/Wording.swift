import ConflictLog
import Foundation

/// Constraints restated in plain words, with the report's item names.
struct Wording {
    let naming: ItemNaming
    let hierarchy: Hierarchy

    /// `①`…`⑳`, then `(21)`.
    static func tag(_ number: Int) -> String {
        number >= 1 && number <= 20 ? String(UnicodeScalar(0x2460 + UInt32(number - 1))!) : "(\(number))"
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(format: "%.2f", rounded).replacingOccurrences(of: "0+$", with: "", options: .regularExpression)
    }

    static func isVertical(_ attribute: String) -> Bool {
        ["top", "bottom", "centerY", "height", "firstBaseline", "lastBaseline", "baseline", "topMargin", "bottomMargin",
         "centerYWithinMargins", "minY", "midY", "maxY"].contains(attribute)
    }

    static func isDimension(_ attribute: String) -> Bool { attribute == "width" || attribute == "height" }

    func name(_ item: LoggedItem) -> String { naming.name(item) }

    /// "UIView's top", or "the top of UILabel 'Seconds'" where a quote ends the name.
    func anchor(_ item: LoggedItem, _ attribute: String) -> String {
        let name = naming.name(item)
        return name.hasSuffix("'") ? "the \(attribute) of \(name)" : "\(name)'s \(attribute)"
    }

    /// "UIView is 100 pt tall", "UILabel 'Seconds''s leading is 30 pt right of UIView's leading".
    func phrase(_ constraint: LoggedConstraint) -> String {
        let first = constraint.first
        let c = constraint.constant
        if Self.isDimension(first.attribute) {
            let size = first.attribute == "width" ? "wide" : "tall"
            guard let second = constraint.second else {
                return "\(name(first.item)) is \(relationWords(constraint.relation))\(Self.number(c)) pt \(size)"
            }
            var right = constraint.multiplier == 1 ? "" : "\(Self.number(constraint.multiplier)) × "
            right += anchor(second.item, second.attribute)
            if c != 0 { right += c > 0 ? " + \(Self.number(c))" : " − \(Self.number(-c))" }
            return "\(anchor(first.item, first.attribute)) \(relationVerb(constraint.relation)) \(right)"
        }
        guard var second = constraint.second else {
            let superview = constraint.superview.map { name($0) } ?? "its superview"
            return "\(anchor(first.item, first.attribute)) is \(relationWords(constraint.relation))\(Self.number(c)) pt into \(superview)"
        }
        var first0 = first
        var relation = constraint.relation
        var constant = c
        // `|.trailing == view.trailing + 8` reads better from the view's side.
        if constraint.multiplier == 1, hierarchy.parent[second.item.key] == first.item.key || constraint.superview?.key == first.item.key {
            swap(&first0, &second)
            constant = -constant
            relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
        }
        if constraint.multiplier != 1 {
            return "\(anchor(first0.item, first0.attribute)) \(relationVerb(relation)) \(Self.number(constraint.multiplier)) × "
                + anchor(second.item, second.attribute) + (constant == 0 ? "" : constant > 0 ? " + \(Self.number(constant))" : " − \(Self.number(-constant))")
        }
        if constant == 0 && relation == .equal {
            return "\(anchor(first0.item, first0.attribute)) lines up with \(anchor(second.item, second.attribute))"
        }
        let vertical = Self.isVertical(first0.attribute)
        let direction = vertical ? (constant >= 0 ? "below" : "above") : (constant >= 0 ? "right of" : "left of")
        var amount = relationWords(constant >= 0 ? relation : flipped(relation))
        amount += Self.number(abs(constant))
        return "\(anchor(first0.item, first0.attribute)) is \(amount) pt \(direction) \(anchor(second.item, second.attribute))"
    }

    func flipped(_ relation: LoggedRelation) -> LoggedRelation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    func relationWords(_ relation: LoggedRelation) -> String {
        switch relation {
        case .equal: ""
        case .lessThanOrEqual: "at most "
        case .greaterThanOrEqual: "at least "
        }
    }

    func relationVerb(_ relation: LoggedRelation) -> String {
        switch relation {
        case .equal: "equals"
        case .lessThanOrEqual: "is at most"
        case .greaterThanOrEqual: "is at least"
        }
    }
}
