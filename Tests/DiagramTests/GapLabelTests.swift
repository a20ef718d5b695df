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
}
