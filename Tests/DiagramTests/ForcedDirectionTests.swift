import Diagram
import Foundation
import Layout
import Testing

/// A view forced right to left in a left-to-right scene: its constraints'
/// marks are drawn at the edges they hold, its natural text at its right.
@Suite struct ForcedDirectionTests {
    @Test func marksAndTextInAViewForcedRightToLeftAreAtItsRight() throws {
        let scene = Scene(width: 375, height: 200)
        let footer = View(name: "footer")
        footer.semanticContentAttribute = .forceRightToLeft
        let button = View(name: "button")
        let caption = Label(name: "caption", text: "Page", fontSize: 15)
        caption.semanticContentAttribute = .forceRightToLeft
        addToRoot([footer], of: scene)
        add([button, caption], to: footer)
        let spacing = button.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 24)
        LayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 60),
            spacing,
            button.widthAnchor.constraint(equalToConstant: 40), button.heightAnchor.constraint(equalToConstant: 40),
            button.centerYAnchor.constraint(equalTo: footer.centerYAnchor),
            caption.leadingAnchor.constraint(equalTo: footer.leadingAnchor, constant: 100),
            caption.widthAnchor.constraint(equalToConstant: 120),
            caption.centerYAnchor.constraint(equalTo: footer.centerYAnchor),
        ])
        try scene.layout()
        #expect(abs(button.frame.minX - 311) < 0.01)
        #expect(abs(caption.frame.minX - 155) < 0.01)
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        // The spacing's I-bar spans the 24 pt between the button's right
        // edge and the footer's, not the left 24 pt of the footer.
        let bar = marks(list, spacing.relationDescription).map(\.path.bounds).reduce(CGRect.null) { $0.union($1) }
        #expect(!bar.isNull)
        #expect(bar.minX >= origin.x + 351 - 1 && bar.maxX <= origin.x + 375 + 1, "\(bar.offsetBy(dx: -origin.x, dy: -origin.y))")
        #expect(label(list, spacing.relationDescription)?.text == "24")
        // "Page" ends at the caption's right edge, as natural text does right to left.
        let text = try #require(list.texts.first { $0.text == "Page" })
        #expect(abs(text.box.maxX - (origin.x + 275)) < 1.5, "\(text.box.offsetBy(dx: -origin.x, dy: -origin.y))")
    }
}
