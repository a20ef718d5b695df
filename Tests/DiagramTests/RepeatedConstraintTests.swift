@testable import Diagram
import Foundation
import Layout
import Testing

/// A constraint declared twice, word for word (real storyboards have the
/// same aspect ratio, or the same 3-pt insets, twice): drawn once, saying so.
@Suite struct RepeatedConstraintTests {
    @Test func aConstraintDeclaredTwiceIsDrawnOnceSayingSo() throws {
        let scene = Scene(width: 300, height: 300)
        let box = View(name: "box")
        addToRoot([box], of: scene)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 40),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            box.widthAnchor.constraint(equalToConstant: 120), box.heightAnchor.constraint(equalToConstant: 90),
            box.widthAnchor.constraint(equalToConstant: 120),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        // One dimension line (with its two arrowheads), one label.
        let width = marks(list, "box.width == 120")
        #expect(width.count == 3, "\(width.map(\.path.bounds))")
        let labels = list.texts.filter { $0.role == .constraintLabel("box.width == 120") }.map(\.text)
        #expect(labels == ["= 120 (twice)"])
        #expect(width.first?.title == "box.width == 120; priority 1000; satisfied; declared twice")
        let top = list.texts.filter { $0.role == .constraintLabel("box.top == root.top + 40") }.map(\.text)
        #expect(top == ["40 (3 times)"])
        // Declared once, it says nothing of the kind.
        #expect(label(list, "box.height == 90")?.text == "= 90")
        #expect(marks(list, "box.height == 90").first?.title == "box.height == 90; priority 1000; satisfied")
    }

    /// Only word for word: the same size at another priority is another constraint.
    @Test func theSameSizeAtAnotherPriorityIsDrawnApart() throws {
        let scene = Scene(width: 300, height: 300)
        let box = View(name: "box")
        pin([(box, CGRect(x: 40, y: 40, width: 120, height: 90))], in: scene)
        let optional = box.widthAnchor.constraint(equalToConstant: 120)
        optional.priority = 750
        optional.isActive = true
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let texts = list.texts.filter {
            if case .constraintLabel(let relation) = $0.role { relation.hasPrefix("box.width") } else { false }
        }.map { "\($0.role): \($0.text)" }.sorted()
        #expect(texts.count == 2 && texts.contains { $0.hasSuffix(": = 120 @750") } && texts.contains { $0.hasSuffix(": = 120") },
                "\(texts)")
    }
}
