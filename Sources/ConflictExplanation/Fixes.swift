import ConflictLog

/// The usual fix for the pattern a conflict's constraints make.
struct Fixes {
    let wording: Wording
    let logged: [LoggedConstraint]
    let members: [Int]
    let tag: (Int) -> String
    let axisIsVertical: Bool

    /// The view whose autoresizing mask made `constraint`: its first item,
    /// but where that is the superview a visual format's `|` stands for
    /// (`H:[UIView]-(0.4)-|`, read with the `|` first), the other one.
    static func maskedView(of constraint: LoggedConstraint) -> LoggedItem {
        if let superview = constraint.superview, constraint.first.item.key == superview.key, let other = constraint.second?.item {
            return other
        }
        return constraint.first.item
    }

    func fix() -> String {
        let origins = members.map { ($0, ConstraintOrigin(logged[$0])) }
        let yours = origins.filter { !$0.1.isSystem }.map(\.0)
        let yourTags = yours.map(tag).joined(separator: ", ")
        let axisWord = axisIsVertical ? "vertical" : "horizontal"
        if let (index, _) = origins.first(where: { $0.1 == .autoresizingMask }) {
            let view = wording.name(Self.maskedView(of: logged[index]))
            return "\(tag(index)) comes from the frame of \(view): set translatesAutoresizingMaskIntoConstraints = false on \(view) "
                + "before you add constraints to it (a view made in code turns its frame, often zero, into required constraints)."
        }
        if let (index, _) = origins.first(where: { $0.1 == .cellSize }) {
            let container = logged[index]
            let isCell = (container.first.item.className ?? "").contains("Cell")
            let zero = container.constant == 0 ? " It is 0 while the container has not sized it yet." : ""
            let target = yours.last.map { "e.g. \(tag($0))" } ?? "one of yours"
            return "\(tag(index)) is the size \(isCell ? "the table or collection view gives the cell" : "the container gives the view"); "
                + "it wins in the end.\(zero) Lower the priority of one of your \(axisWord) constraints to 999 (\(target)), "
                + "so it gives way while the size is \(container.constant == 0 ? "zero" : "imposed")"
                + (isCell ? "; if the cell should size itself, use automatic dimensions (UITableView.automaticDimension) with an estimated size." : ".")
        }
        if let (index, _) = origins.first(where: { $0.1 == .temporaryWidth }) {
            return "\(tag(index)) is UIKit's zero width before the view is in a window: lower one of your horizontal constraints"
                + (yours.isEmpty ? "" : " (\(yourTags))") + " to 999 so it can give way until the real width arrives."
        }
        if origins.contains(where: { $0.1 == .stackView }) {
            return "A stack view places and sizes its arranged subviews along its axis: remove your own \(axisWord) constraints "
                + "between them" + (yours.isEmpty ? "" : " (\(yourTags))") + ", or lower one to 999; check the stack's spacing, "
                + "distribution and hidden subviews."
        }
        if let (index, _) = origins.first(where: { $0.1 == .interfaceBuilder }) {
            let view = wording.name(logged[index].first.item)
            return "Interface Builder fixed \(view)'s frame (\(tag(index))) because it has no constraints in the storyboard: "
                + "add constraints to it there, or remove the ones you add in code."
        }
        if let duplicate = duplicateAnchor() {
            return duplicate
        }
        if origins.contains(where: { $0.1 == .layoutGuide }) {
            return "The layout guide's constraints come from UIKit: pin to the guide instead of fixing a distance yourself, "
                + "or lower your constraint" + (yours.isEmpty ? "" : " (\(yourTags))") + " to 999."
        }
        return "These required constraints cannot all hold: remove the one you did not mean"
            + (yours.isEmpty ? "" : " (among \(yourTags))") + ", or lower the priority of one that may give way to 999 "
            + "(a constraint below 1000 gives way instead of causing this report)."
    }

    /// The same anchor pinned twice: usually an old constraint never deactivated.
    private func duplicateAnchor() -> String? {
        for (i, a) in members.enumerated() {
            for b in members[(i + 1)...] where logged[a].first.sameItemAndAttribute(logged[b].first)
                && ((logged[a].second == nil && logged[b].second == nil)
                    || (logged[a].second != nil && logged[b].second != nil && logged[a].second!.sameItemAndAttribute(logged[b].second!)))
            {
                let anchor = logged[a].first
                return "\(wording.anchor(anchor.item, anchor.attribute)) is set twice (\(tag(a)) and \(tag(b))): deactivate the "
                    + "old constraint before you activate the new one (a common slip in updateConstraints and in reused cells), "
                    + "or keep one constraint and change its constant."
            }
        }
        return nil
    }
}
