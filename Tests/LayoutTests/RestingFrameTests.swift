import Foundation
import Layout
import Testing

/// A view's resting frame holds it where nothing else does: Interface
/// Builder's stored frame for a view its constraints leave free.
@Suite struct RestingFrameTests {
    /// A 375 × 667 scene with `view` in its root, constrained by `constraints`.
    private func scene(_ view: View, _ constraints: (View, View) -> [LayoutConstraint]) -> Scene {
        let scene = Scene(width: 375, height: 667)
        view.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(view)
        LayoutConstraint.activate(constraints(view, scene.root))
        return scene
    }

    @Test func aViewLeftFreeRestsWhereItWasDrawnAndIsStillAmbiguous() throws {
        let field = View(name: "field")
        field.restingFrame = CGRect(x: 30, y: 167, width: 540, height: 30)
        let scene = scene(field) { _, _ in [] }
        try scene.layout()
        expectFrame(field.frame, 30, 167, 540, 30)
        let free = try scene.ambiguity(of: field)
        #expect(free.map(\.axis) == [.horizontal, .vertical])
        #expect(free.flatMap(\.freeAttributes).map(\.attribute) == [.left, .width, .top, .height])
    }

    @Test func aViewRestsAtItsFrameNotAtItsAlignmentRectangle() throws {
        // A slider (2 pt of alignment inset at each side, 1 at the bottom)
        // left free in a settings cell, stored 232 × 30 at (128, 7): its
        // frame rests there, its track 228 wide.
        let slider = View(name: "slider")
        slider.alignmentRectInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        slider.restingFrame = CGRect(x: 128, y: 7, width: 232, height: 30)
        let scene = scene(slider) { _, _ in [] }
        try scene.layout()
        expectFrame(slider.frame, 128, 7, 232, 30)
    }

    @Test func whatTheConstraintsDecideWinsOverTheRestingFrame() throws {
        let bar = View(name: "bar")
        bar.restingFrame = CGRect(x: 30, y: 167, width: 540, height: 30)
        // Pinned at the sides and the top, even below UIKit's lowest
        // priority but one: only the height is left to rest.
        let scene = scene(bar) { bar, root in
            let top = bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
            top.priority = LayoutPriority(1)
            return [bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16), top]
        }
        try scene.layout()
        expectFrame(bar.frame, 16, 20, 343, 30)
        #expect(try scene.ambiguity(of: bar).map(\.axis) == [.vertical])
        // Nothing is reported of the resting constraints themselves.
        #expect(scene.constraintReports.allSatisfy { $0.constraint.kind != .restingFrame })
        #expect(scene.constraintReports.count(where: { $0.constraint.kind == .explicit }) == 3)
    }

    @Test func aViewAtRestKeepsItsSizeAcrossAStackWhereUIKitWouldZeroIt() throws {
        // A box with no size of its own in a centred row: UIKit pulls its
        // height to 0 at priority 25 (UISV-ambiguity-suppression), a box
        // at rest to its resting height.
        func row(resting: Bool) throws -> View {
            let box = View(name: "box")
            if resting { box.restingFrame = CGRect(x: 0, y: 0, width: 180, height: 65) }
            let badge = View(name: "badge")
            badge.intrinsicContentSize = CGSize(width: 28, height: 28)
            let stack = StackView(arrangedSubviews: [box, badge])
            stack.alignment = .center
            let scene = scene(stack) { stack, root in
                [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                 stack.topAnchor.constraint(equalTo: root.topAnchor),
                 stack.widthAnchor.constraint(equalToConstant: 218),
                 stack.heightAnchor.constraint(equalToConstant: 65)]
            }
            try scene.layout()
            let suppression = scene.layoutConstraints.first { $0.identifier == "UISV-ambiguity-suppression" && $0.firstItem === box }
            #expect(suppression?.constant == (resting ? 65 : 0))
            // Held by the suppression either way, it is not ambiguous.
            #expect(try scene.ambiguity(of: box).isEmpty)
            return box
        }
        expectFrame(try row(resting: false).frame, 0, 32.5, 190, 0)
        expectFrame(try row(resting: true).frame, 0, 0, 190, 65)
    }

    @Test func aViewAtRestKeepsItsLengthInAnEqualSpacingStack() throws {
        // A message overlay's column (equal spacing, 25 apart): an image
        // view with no image over a 20.5-pt label and a 34-pt button, the
        // column centred and free in height. Its fit (49) closes it, and
        // UIKit's image view, with no height of its own, goes negative to
        // do so; at rest it keeps the 140 pt it was drawn at, as Xcode
        // stored it, and the column is 244.5 pt high.
        func column(resting: Bool) throws -> (column: CGRect, image: CGRect) {
            let image = View(name: "image")
            if resting { image.restingFrame = CGRect(x: 0, y: 0, width: 375, height: 140) }
            let label = View(name: "label"), button = View(name: "button")
            label.intrinsicContentSize = CGSize(width: 335, height: 20.5)
            button.intrinsicContentSize = CGSize(width: 30, height: 34)
            let stack = StackView(arrangedSubviews: [image, label, button])
            stack.axis = .vertical
            stack.distribution = .equalSpacing
            stack.alignment = .center
            stack.spacing = 25
            let scene = scene(stack) { stack, root in
                [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                 stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                 stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                 image.widthAnchor.constraint(equalTo: stack.widthAnchor)]
            }
            try scene.layout()
            return (stack.frame, image.frame)
        }
        let atRest = try column(resting: true)
        expectClose(atRest.column.height, 244.5)
        expectClose(atRest.image.height, 140)
        let bare = try column(resting: false)
        expectClose(bare.column.height, 0)
    }

    @Test func aViewAtRestHoldsItsSizeAgainstTheStacksFit() throws {
        // A server row's centring stack of two boxes with no height of their
        // own, the stack's height free: its fit (51) pulls it to nothing,
        // and UIKit's boxes go to 0 with it; boxes at rest keep the 50 pt
        // they were drawn at (Xcode stored them so), and the stack spans them.
        func row(resting: Bool) throws -> (stack: CGRect, box: CGRect) {
            let dot = View(name: "dot"), load = View(name: "load")
            for (box, width) in [(dot, 8.0), (load, 50.0)] where resting {
                box.restingFrame = CGRect(x: 0, y: 0, width: width, height: 50)
            }
            let stack = StackView(arrangedSubviews: [dot, load])
            stack.alignment = .center
            stack.spacing = 4
            let scene = scene(stack) { stack, root in
                [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 464),
                 stack.centerYAnchor.constraint(equalTo: root.topAnchor, constant: 32),
                 dot.widthAnchor.constraint(equalToConstant: 8),
                 load.widthAnchor.constraint(equalToConstant: 50)]
            }
            try scene.layout()
            return (stack.frame, load.frame)
        }
        let atRest = try row(resting: true)
        expectFrame(atRest.stack, 464, 7, 62, 50)
        expectFrame(atRest.box, 476, 7, 50, 50)
        let bare = try row(resting: false)
        expectFrame(bare.stack, 464, 32, 62, 0)
        expectClose(bare.box.height, 0)
    }

    /// A column that fills proportionally, 12 pt apart: a field of 34 pt
    /// and two rows, stacks with no size of their own drawn 31 and 34 pt
    /// high. UIKit counts a view with no intrinsic size at its current
    /// size; at rest, each row keeps the height it was drawn at. Not at
    /// rest, it counts nothing: the first row's proportion is zero and it
    /// collapses, and the field grows past its 34 pt (the last row takes
    /// what the proportions leave, at the lowest priority).
    @Test func aViewAtRestCountsAtItsRestingSizeInAProportionalStack() throws {
        func column(resting: Bool) throws -> [CGRect] {
            let field = View(name: "field")
            field.intrinsicContentSize = CGSize(width: View.noIntrinsicMetric, height: 34)
            let rows = [31.0, 34.0].enumerated().map { index, height in
                let row = View(name: "row\(index)")
                if resting { row.restingFrame = CGRect(x: 0, y: 0, width: 300, height: height) }
                return row
            }
            let stack = StackView(arrangedSubviews: [field] + rows)
            stack.axis = .vertical
            stack.distribution = .fillProportionally
            stack.spacing = 12
            let scene = scene(stack) { stack, root in
                [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                 stack.topAnchor.constraint(equalTo: root.topAnchor),
                 stack.widthAnchor.constraint(equalToConstant: 300),
                 stack.heightAnchor.constraint(equalToConstant: 34 + 31 + 34 + 24)]
            }
            try scene.layout()
            return ([field] + rows).map(\.frame)
        }
        let rested = try column(resting: true)
        expectFrame(rested[0], 0, 0, 300, 34)
        expectFrame(rested[1], 0, 46, 300, 31)
        expectFrame(rested[2], 0, 89, 300, 34)
        let collapsed = try column(resting: false)
        #expect(collapsed[1].height == 0 && collapsed[0].height > 70, "\(collapsed)")
    }
}

