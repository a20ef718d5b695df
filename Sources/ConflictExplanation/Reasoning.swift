import ConflictLog
import Foundation

/// The sentence that says, in numbers, why the set cannot hold:
/// "UITableViewCellContentView is 44 pt tall (①, set by the container), but
/// 8 + 50 + 8 = 66 pt of constraints (②, ③, ④) must fit in it."
struct Reasoning {
    let wording: Wording
    let logged: [LoggedConstraint]
    let members: [Int]
    let tag: (Int) -> String
    /// Sizes held at 0 or more that are part of the set (`key.size.x`).
    var floors: [String] = []
    /// Where each member starts along the axis in the laid-out scene, so that
    /// a sum reads in the order its terms lie ("8 + 50 + 8").
    var start: [Int: Double] = [:]

    func sentence() -> String? {
        if let twoValues = twoValues() { return twoValues }
        let fit = fitting()
        // A mask-made frame against the view's own constraints says it best,
        // unless the mask gives the container the others must fit in.
        if let (item, words) = autoresizingFrame(), fit?.space.map({ logged[$0].first.item.key != item }) ?? true {
            return words
        }
        return fit?.words
    }

    /// "PromoBanner keeps the frame its autoresizing mask gives it (①, ②: at
    /// x = 0, 0 pt wide), so the constraints that would move or size it (③)
    /// cannot hold."
    private func autoresizingFrame() -> (String, String)? {
        // Masks said from the masked view (not a visual format's `|` first).
        let masks = members.filter { logged[$0].isAutoresizing && Fixes.maskedView(of: logged[$0]).key == logged[$0].first.item.key }
        for key in masks.map({ logged[$0].first.item.key }) {
            let own = members.filter { index in
                !logged[index].isAutoresizing
                    && (logged[index].first.item.key == key || logged[index].second?.item.key == key)
            }
            guard !own.isEmpty else { continue }
            let frame = masks.filter { logged[$0].first.item.key == key }
            let words = frame.map { index -> String in
                let c = logged[index]
                if let second = c.second { return Self.relativeFrame(c, to: wording.name(second.item)) }
                let value = Wording.number(c.constant)
                switch c.first.attribute {
                case "width": return "\(value) pt wide"
                case "height": return "\(value) pt tall"
                case "minX", "left", "leading": return "at x = \(value)"
                case "minY", "top": return "at y = \(value)"
                case "midX", "centerX": return "centred at x = \(value)"
                case "midY", "centerY": return "centred at y = \(value)"
                default: return "\(c.first.attribute) = \(value)"
                }
            }
            let name = wording.name(logged[frame[0]].first.item)
            return (key, "\(name) keeps the frame its autoresizing mask gives it (\(frame.map(tag).joined(separator: ", ")): "
                + "\(words.joined(separator: ", "))), so the constraints that would move or size it "
                + "(\(own.map(tag).joined(separator: ", "))) cannot hold.")
        }
        return nil
    }

    /// A mask's frame that follows its superview's (a flexible width:
    /// `width == UIImageView.width - 210`), in words: "210 pt narrower than
    /// UIImageView", "centred 105 pt left of UIImageView's centre".
    static func relativeFrame(_ c: LoggedConstraint, to other: String) -> String {
        let amount = Wording.number(abs(c.constant))
        guard c.multiplier == 1, let second = c.second, second.attribute == c.first.attribute else {
            let factor = c.multiplier == 1 ? "" : "\(Wording.number(c.multiplier)) × "
            let offset = c.constant == 0 ? "" : " \(c.constant < 0 ? "−" : "+") \(amount)"
            return "\(c.first.attribute) = \(factor)\(other).\(c.second?.attribute ?? "")\(offset)"
        }
        let less = c.constant < 0
        switch c.first.attribute {
        case "width": return c.constant == 0 ? "as wide as \(other)" : "\(amount) pt \(less ? "narrower" : "wider") than \(other)"
        case "height": return c.constant == 0 ? "as tall as \(other)" : "\(amount) pt \(less ? "shorter" : "taller") than \(other)"
        case "midX", "centerX":
            return c.constant == 0 ? "centred on \(other)" : "centred \(amount) pt \(less ? "left" : "right") of \(other)'s centre"
        case "midY", "centerY":
            return c.constant == 0 ? "centred on \(other)" : "centred \(amount) pt \(less ? "above" : "below") \(other)'s centre"
        default:
            return "\(c.first.attribute) \(c.constant == 0 ? "on" : "\(amount) pt \(less ? "before" : "after")") \(other)'s"
        }
    }

    /// Two constraints on the same thing with different numbers.
    private func twoValues() -> String? {
        guard members.count == 2 else { return nil }
        let (a, b) = (logged[members[0]], logged[members[1]])
        guard a.first.sameItemAndAttribute(b.first), a.relation == .equal, b.relation == .equal,
              a.multiplier == b.multiplier, a.constant != b.constant
        else { return nil }
        let sameSecond = (a.second == nil && b.second == nil)
            || (a.second != nil && b.second != nil && a.second!.sameItemAndAttribute(b.second!))
        guard sameSecond else { return nil }
        if a.second == nil, Wording.isDimension(a.first.attribute) {
            let size = a.first.attribute == "width" ? "wide" : "tall"
            return "\(wording.name(a.first.item)) cannot be both \(Wording.number(a.constant)) pt (\(tag(members[0]))) "
                + "and \(Wording.number(b.constant)) pt (\(tag(members[1]))) \(size)."
        }
        return "\(wording.phrase(a)) (\(tag(members[0]))) and \(wording.phrase(b)) (\(tag(members[1]))) cannot both hold: "
            + "they differ by \(Wording.number(abs(a.constant - b.constant))) pt."
    }

    /// A container's fixed size against the gaps and sizes the others put in it.
    /// The most constraints the sum is worked out for: the elimination costs
    /// the cube of the set's size, and a sum of more terms says nothing anyway.
    static let maxTerms = 60

    private func fitting() -> (space: Int?, words: String)? {
        guard members.count <= Self.maxTerms else { return nil }
        let spaces = members.filter {
            let c = logged[$0]
            return c.second == nil && Wording.isDimension(c.first.attribute)
        }
        func score(_ index: Int) -> Int {
            let key = logged[index].first.item.key
            let holds = members.contains { other in
                other != index && ([logged[other].first.item.key] + [logged[other].second?.item.key].compactMap { $0 })
                    .contains { wording.hierarchy.contains(key, $0) }
            }
            return (holds ? 2 : 0) + (ConstraintOrigin(logged[index]).isSystem ? 1 : 0)
        }
        guard let space = spaces.max(by: { score($0) < score($1) || score($0) == score($1) && $0 > $1 }) else { return nil }
        var rows = members.map { ChainAlgebra.row(logged[$0], hierarchy: wording.hierarchy) }
        // A size held at 0 by the scene's floor, where the set needs it.
        rows += Set(floors).sorted().map { ChainAlgebra.Row(coefficients: [$0: 1], constant: 0) }
        let pivot = members.firstIndex(of: space)!
        guard let lambda = ChainAlgebra.multipliers(rows, pivot: pivot) else { return nil }
        let container = logged[space]
        var parts: [(Double, Int)] = []
        var need = 0.0
        for (position, row) in rows.enumerated() where position != pivot {
            let share = -lambda[position] * row.constant
            need += share
            if position < members.count { parts.append((share, members[position])) }
        }
        parts.sort { (start[$0.1] ?? 0, $0.1) < (start[$1.1] ?? 0, $1.1) }
        guard abs(need - container.constant) > 0.005 else { return nil }
        // Shares of both signs say nothing a reader can add up.
        if parts.contains(where: { $0.0 < 0 }) && score(space) < 2 { return nil }
        let usesMargins = members.contains { index in
            ([logged[index].first.attribute] + [logged[index].second?.attribute].compactMap { $0 }).contains { $0.hasSuffix("Margin") }
        }
        // A factor scales every share (a height at most 0.9 × the
        // container's makes 20 pt of it need 22.22): said, or the sum
        // reads wrong.
        let scaled = members.filter { $0 != space && logged[$0].multiplier != 1 && logged[$0].multiplier != 0 }
        let scaling = scaled.map { "\(tag($0))'s \(Wording.number(logged[$0].multiplier)) ×" }.joined(separator: ", ")
        let counting = [usesMargins ? "UIKit's default 8 pt margins" : nil, scaled.isEmpty ? nil : scaling].compactMap { $0 }
        let note = counting.isEmpty ? "." : " (counting \(counting.joined(separator: " and ")))."
        let size = container.first.attribute == "width" ? "wide" : "tall"
        let origin = ConstraintOrigin(container)
        let spaceWords = "\(wording.name(container.first.item)) is \(Wording.number(container.constant)) pt \(size) (\(tag(space))"
            + (origin.isSystem ? ", \(container.identifier ?? origin.tag)" : "") + ")"
        let others = members.filter { $0 != space }.map(tag).joined(separator: ", ")
        var total = parts.map { Wording.number($0.0) }.joined(separator: " + ").replacingOccurrences(of: "+ -", with: "− ")
        if parts.count > 1 { total += " = \(Wording.number(need))" } else if parts.isEmpty { total = Wording.number(need) }
        if need > container.constant {
            return (space, "\(spaceWords), but \(total) pt of constraints (\(others)) must fit in it" + note)
        }
        return (space, "\(spaceWords), but the constraints \(others) add up to \(total) pt" + note)
    }
}

extension LoggedAnchor {
    func sameItemAndAttribute(_ other: LoggedAnchor) -> Bool {
        item.key == other.item.key && attribute == other.attribute
    }
}
