import Diagram
import Foundation
import Layout
import Testing

/// A spacing's I-bar measures the gap between two edges, so its label says
/// what the gap is, however the constraint is written: `sender.trailing <=
/// time.leading - 8` keeps the sender 8 pt or more before the time, `≥ 8`
/// (it read `≤ 8`, "at most 8 apart").
@Suite struct GapLabelTests {
    func labels(_ direction: LayoutDirection) throws -> [String: String] {
        let scene = Scene(width: 375, height: 160)
        scene.layoutDirection = direction
        let sender = Label(name: "sender", text: "Ada", fontSize: 17)
        let time = Label(name: "time", text: "10:42", fontSize: 13)
        let badge = View(name: "badge"), box = View(name: "box"), tag = View(name: "tag")
        addToRoot([sender, time, badge, box, tag], of: scene)
        let constraints = [
            sender.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 16),
            sender.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            time.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -16),
            time.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            sender.trailingAnchor.constraint(lessThanOrEqualTo: time.leadingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 200), badge.heightAnchor.constraint(equalToConstant: 30),
            badge.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 70),
            badge.leadingAnchor.constraint(greaterThanOrEqualTo: scene.root.leadingAnchor, constant: 24),
            badge.trailingAnchor.constraint(lessThanOrEqualTo: scene.root.trailingAnchor, constant: -12),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 30),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 120),
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 24),
            tag.widthAnchor.constraint(equalToConstant: 60), tag.heightAnchor.constraint(equalToConstant: 30),
            tag.topAnchor.constraint(equalTo: box.topAnchor),
            tag.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -16),
            // It may overlap the box by up to 8 pt: the gap is −8 or more.
            tag.leadingAnchor.constraint(greaterThanOrEqualTo: box.trailingAnchor, constant: -8),
        ]
        LayoutConstraint.activate(constraints)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        var texts: [String: String] = [:]
        for constraint in constraints where constraint.relation != .equal {
            texts[constraint.relationDescription] = label(list, constraint.relationDescription)?.text
        }
        return texts
    }

    @Test func aSpacingsLabelSaysWhatItsGapIsLeftToRightAndRightToLeft() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let texts = try labels(direction)
            #expect(texts["sender.trailing <= time.leading - 8"] == "≥ 8", "\(direction): \(texts)")
            #expect(texts["badge.leading >= root.leading + 24"] == "≥ 24", "\(direction): \(texts)")
            #expect(texts["badge.trailing <= root.trailing - 12"] == "≥ 12", "\(direction): \(texts)")
            #expect(texts["tag.leading >= box.trailing - 8"] == "≥ −8", "\(direction): \(texts)")
        }
    }

    /// Four 343 × 60 rows 15 pt apart, centred, their sizes said in words
    /// inside them (a travel app's service buttons): each gap's "15" lies
    /// in its gap beside its I-bar, where the unseen width bar of the row
    /// below would have been, not pushed down into that row.
    @Test func aGapsLabelTakesTheRoomOfAnUnseenWidthBar() throws {
        let scene = Scene(width: 375, height: 500)
        let rows = ["Hotels", "Private Rooms", "Shared Rooms", "Home"].enumerated().map { index, title in
            let row = Label(name: "row\(index)", text: title, fontSize: 20)
            row.textAlignment = .center
            return row
        }
        addToRoot(rows, of: scene)
        var constraints = [rows[0].topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100)]
        for (index, row) in rows.enumerated() {
            constraints += [row.widthAnchor.constraint(equalToConstant: 343), row.heightAnchor.constraint(equalToConstant: 60),
                            row.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor)]
            if index > 0 { constraints.append(row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: 15)) }
        }
        LayoutConstraint.activate(constraints)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        for index in 1..<rows.count {
            let relation = "row\(index).top == row\(index - 1).bottom + 15"
            let box = try #require(label(list, relation)).box.offsetBy(dx: -origin.x, dy: -origin.y)
            let gapTop = rows[index - 1].frame.maxY, gapBottom = rows[index].frame.minY
            #expect(box.minY >= gapTop - 1 && box.maxY <= gapBottom + 1, "\(relation): \(box) not in \(gapTop)...\(gapBottom)")
        }
    }
}
