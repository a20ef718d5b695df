@testable import Diagram
import Foundation
import Layout
import Testing

/// A spacing whose middle lies behind a paragraph's words (from the top of
/// the screen to a view below the paragraph) sets its figure by a piece of
/// its line that shows, not on a leader in through the words.
@Suite struct LabelOnAVisiblePieceTests {
    @Test func aSpacingHiddenByTextAtItsMiddleIsLabelledWhereItShows() throws {
        let scene = Scene(width: 300, height: 420)
        let paragraph = Label(name: "paragraph", text: "Choose three of ham, pepperoni, pineapple, olives, tuna, turkey, sausage and onion",
                              fontSize: 24)
        paragraph.numberOfLines = 0
        let below = View(name: "below")
        add([paragraph, below], to: scene.root)
        LayoutConstraint.activate([
            paragraph.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            paragraph.widthAnchor.constraint(equalTo: scene.root.widthAnchor),
            paragraph.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            below.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            below.widthAnchor.constraint(equalTo: scene.root.widthAnchor),
            below.heightAnchor.constraint(equalToConstant: 40),
            below.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 330),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let words = list.texts.filter { $0.role == .viewName("paragraph") }.map(\.box)
        #expect(words.count > 3)
        // Its line runs behind the words, cut around them; its middle is
        // behind "tuna, turkey": the figure is set on the stretch below them.
        let key = "below.top == root.top + 330"
        let figure = try #require(list.texts.first { $0.role == .constraintLabel(key) })
        let paragraphBox = try #require(list.items.lazy.compactMap { item -> CGRect? in
            guard case .shape(let shape) = item, shape.role == .view("paragraph") else { return nil }
            return shape.path.bounds
        }.first)
        #expect(!figure.box.intersects(paragraphBox), "\(figure.box)")
        #expect(figure.box.minY > paragraphBox.maxY)
        // No leader of it crosses a word.
        for case .shape(let leader) in list.items where leader.role == .constraintLabel(key) {
            for box in words { #expect(!leader.path.bounds.intersects(box), "\(leader.path.bounds) crosses \(box)") }
        }
    }
}
