@testable import Diagram
import Foundation
import Layout
import Testing

/// A hidden view still takes part in Auto Layout (Modern Auto Layout's
/// hidden spacer views of equal widths): it is drawn dotted and named
/// "(hidden)", so that its constraints do not end in empty space. One
/// collapsed in a stack view takes no room and is left out.
@Suite struct HiddenViewTests {
    /// Two buttons with a hidden spacer between them, abutting both.
    func spacerScene() throws -> (Scene, View) {
        let scene = Scene(width: 300, height: 120)
        let (cancel, spacer, ok) = (View(name: "cancel"), View(name: "spacer"), View(name: "ok"))
        addToRoot([cancel, spacer, ok], of: scene)
        spacer.isHidden = true
        LayoutConstraint.activate([
            cancel.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            cancel.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            cancel.widthAnchor.constraint(equalToConstant: 80), cancel.heightAnchor.constraint(equalToConstant: 40),
            spacer.leadingAnchor.constraint(equalTo: cancel.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: cancel.topAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 100), spacer.heightAnchor.constraint(equalTo: cancel.heightAnchor),
            ok.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            ok.topAnchor.constraint(equalTo: cancel.topAnchor),
            ok.widthAnchor.constraint(equalTo: cancel.widthAnchor), ok.heightAnchor.constraint(equalTo: cancel.heightAnchor),
        ])
        try scene.layout()
        return (scene, spacer)
    }

    @Test func aHiddenViewIsDrawnDottedAndSaysItIsHidden() throws {
        let (scene, _) = try spacerScene()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let outline = list.shapes.filter { $0.role == .view("spacer") }
        // Four dotted edges in the guides' grey, around the frame UIKit
        // gives it: x 100 to 200, y 40 to 80.
        #expect(outline.count == 4)
        #expect(outline.allSatisfy { $0.stroke?.dash == Style.standard.hiddenDash && $0.stroke?.color == Style.standard.guideColor })
        #expect(outline.allSatisfy { $0.fill == nil })
        let bounds = outline.map(\.path.bounds).reduce(CGRect.null) { $0.union($1) }.offsetBy(dx: -origin.x, dy: -origin.y)
        expectClose(bounds.minX, 100); expectClose(bounds.maxX, 200)
        expectClose(bounds.minY, 40); expectClose(bounds.maxY, 80)
        #expect(list.texts.contains { $0.text == "spacer (hidden)" && $0.role == .viewName("spacer") })
        // The buttons abut it: "0" on each side.
        #expect(label(list, "spacer.leading == cancel.trailing")?.text == "0")
        #expect(label(list, "ok.leading == spacer.trailing")?.text == "0")
        // A root whose only subviews are hidden is not said to be empty.
        #expect(!list.texts.contains { $0.text == Diagram.emptyRootNote })
    }

    @Test func aHiddenViewsOutlineStopsAtTextItLiesOver() throws {
        let scene = Scene(width: 300, height: 120)
        let count = Label(name: "count", text: "1 of 12", fontSize: 17)
        let spinner = View(name: "spinner")
        addToRoot([count, spinner], of: scene)
        spinner.isHidden = true
        LayoutConstraint.activate([
            count.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            count.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            count.widthAnchor.constraint(equalToConstant: 120), count.heightAnchor.constraint(equalToConstant: 30),
            // Over the text's right half, taller than it.
            spinner.leadingAnchor.constraint(equalTo: count.leadingAnchor, constant: 40),
            spinner.centerYAnchor.constraint(equalTo: count.centerYAnchor),
            spinner.widthAnchor.constraint(equalToConstant: 30), spinner.heightAnchor.constraint(equalToConstant: 40),
        ])
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        let text = try #require(list.texts.first { $0.text == "1 of 12" })
        let outline = list.shapes.filter { $0.role == .view("spinner") }
        #expect(outline.count > 4, "the vertical edges are cut in two around the text")
        for edge in outline {
            let line = edge.path.bounds
            #expect(line.intersection(text.box.insetBy(dx: 0.5, dy: 0.5)).isNull, "\(line) through the text \(text.box)")
        }
    }

    @Test func aViewCollapsedInAStackIsLeftOut() throws {
        let scene = Scene(width: 300, height: 120)
        let (a, b) = (View(name: "a"), View(name: "b"))
        let stack = StackView(name: "stack", arrangedSubviews: [a, b])
        stack.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(stack)
        b.isHidden = true
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 60), a.heightAnchor.constraint(equalToConstant: 40),
            b.widthAnchor.constraint(equalToConstant: 60), b.heightAnchor.constraint(equalToConstant: 40),
        ])
        try scene.layout()
        #expect(b.isCollapsedInStack && !a.isCollapsedInStack)
        let list = try Diagram.displayList(for: scene)
        #expect(list.shapes.contains { $0.role == .view("a") })
        #expect(!list.shapes.contains { $0.role == .view("b") })
        #expect(!list.texts.contains { $0.text.contains("(hidden)") })
    }
}
