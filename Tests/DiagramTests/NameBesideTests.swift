@testable import Diagram
import Foundation
import Layout
import Testing

/// A view whose name has no room above or below it is named beside it,
/// within the root, rather than keyed by a number: a button at the foot of
/// a column whose alignment lines run down both its sides, the gap above
/// it holding its spacing's figure (an image app's "Instagram" button,
/// keyed ① though the root was empty to its right).
@Suite struct NameBesideTests {
    /// Two 90-pt squares in a column in the middle of a `width`-pt root
    /// (or along its trailing side), their sides aligned, 42 pt apart, the
    /// lower 20 pt above the root's bottom; each with a name wider than
    /// itself.
    func column(width: CGFloat, trailing: Bool = false) throws -> (scene: Scene, lower: View) {
        let scene = Scene(width: width, height: 382)
        let upper = View(name: "Facebook button")
        let lower = View(name: "Instagram button")
        add([upper, lower], to: scene.root)
        LayoutConstraint.activate([
            trailing ? upper.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor)
                : upper.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
            upper.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 140),
            upper.widthAnchor.constraint(equalToConstant: 90),
            upper.heightAnchor.constraint(equalToConstant: 90),
            lower.leadingAnchor.constraint(equalTo: upper.leadingAnchor),
            lower.trailingAnchor.constraint(equalTo: upper.trailingAnchor),
            lower.topAnchor.constraint(equalTo: upper.bottomAnchor, constant: 42),
            scene.root.bottomAnchor.constraint(equalTo: lower.bottomAnchor, constant: 20),
        ])
        try scene.layout()
        return (scene, lower)
    }

    func caption(_ list: DisplayList) -> String {
        list.texts.filter { $0.role == .caption }.map(\.text).joined(separator: " ")
    }

    @Test func aNameWithNoRoomAboveOrBelowGoesBesideItsView() throws {
        let (scene, lower) = try column(width: 500)
        let list = try Diagram.displayList(for: scene, options: DiagramOptions())
        let origin = try rootOrigin(list)
        let frame = lower.frame.offsetBy(dx: origin.x, dy: origin.y)
        let name = try #require(list.texts.first { $0.text == "Instagram button" }, "\(caption(list))")
        // Right of its right side, not 20 pt off it, level with its middle,
        // with no leader; inside the root; and no key under the picture.
        #expect(name.box.minX > frame.maxX && name.box.minX < frame.maxX + 20, "\(name.box) \(frame)")
        #expect(abs(name.box.midY - frame.midY) < name.box.height, "\(name.box) \(frame)")
        #expect(name.box.maxX <= origin.x + 500)
        #expect(!list.shapes.contains { $0.isLeader && $0.role == .viewName("Instagram button") })
        #expect(!caption(list).contains("No room to name"), "\(caption(list))")
    }

    /// Where the root has no room beside it either (a column along the
    /// trailing side of a 200-pt root: the name would go past the root's
    /// side, widening the picture), it is keyed as before.
    @Test func aNameThatWouldStickOutOfTheRootIsKeyedInstead() throws {
        let (scene, _) = try column(width: 200, trailing: true)
        let list = try Diagram.displayList(for: scene, options: DiagramOptions())
        let origin = try rootOrigin(list)
        #expect(caption(list).contains("No room to name on the picture: ① Instagram button"), "\(caption(list))")
        #expect(!list.texts.contains { $0.text == "Instagram button" && $0.box.minX > origin.x + 200 })
    }
}
