import Foundation
import Layout
import Testing

@testable import Diagram

/// Rectangle tests by their edges: the same answer for fractional
/// coordinates as for whole ones, on Linux as on Apple's systems.
@Suite struct RectEdgesTests {
    // Fractions whose sums do not round-trip: (16.3 + 342.4) - 16.3 != 342.4 in binary.
    let outer = CGRect(x: 16.3, y: 100.7, width: 342.4, height: 200.35)

    @Test func aFractionalRectangleInsideIsEnclosedWithNoOverflow() {
        let inner = CGRect(x: 28.4, y: 112.8, width: 318.2, height: 20.33)
        #expect(outer.encloses(inner))
        #expect(outer.overflow(of: inner) == EdgeOverflow())
        // Sharing every edge is still inside.
        #expect(outer.encloses(outer))
        #expect(outer.overflow(of: outer).largest == 0)
    }

    @Test func overflowIsMeasuredPerSideAndNeverNegative() {
        let inner = CGRect(x: 10.1, y: 120.25, width: 100.5, height: 190.9)
        let overflow = outer.overflow(of: inner)
        #expect(abs(overflow.left - 6.2) < 1e-9)
        #expect(abs(overflow.bottom - 10.1) < 1e-9)
        #expect(overflow.right == 0 && overflow.top == 0)
        #expect(!outer.encloses(inner))
        #expect(outer.encloses(inner, tolerance: 6.3) == false)
        #expect(outer.encloses(inner, tolerance: 10.2))
    }

    @Test func meetingCountsTouchingEdgesAndFractions() {
        let a = CGRect(x: 0.5, y: 0.25, width: 10.3, height: 10.3)
        #expect(a.meets(CGRect(x: 10.8, y: 5.1, width: 4.4, height: 2)))       // touches the right edge
        #expect(!a.meets(CGRect(x: 10.81, y: 5.1, width: 4.4, height: 2)))     // just past it
        #expect(a.meets(CGRect(x: 3.3, y: 3.3, width: 0.1, height: 0.1)))      // inside
        #expect(!a.meets(CGRect(x: 3.3, y: .nan, width: 1, height: 1)))        // NaN meets nothing
    }

    /// The false diagnosis of real storyboards: a child wholly inside its
    /// fractional superview was noted as "-16 pt outside form".
    @Test func aContainedChildOfAFractionalSuperviewIsNotOverflow() throws {
        let scene = Scene(width: 375, height: 667)
        let form = View(name: "form"), userLabel = View(name: "userLabel"), out = View(name: "out")
        for view in [form, userLabel, out] { view.translatesAutoresizingMaskIntoConstraints = false }
        scene.root.addSubview(form)
        form.addSubview(userLabel)
        form.addSubview(out)
        LayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 16.3),
            form.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100.7),
            form.widthAnchor.constraint(equalToConstant: 342.4),
            form.heightAnchor.constraint(equalToConstant: 200.35),
            userLabel.leadingAnchor.constraint(equalTo: form.leadingAnchor, constant: 12.1),
            userLabel.trailingAnchor.constraint(equalTo: form.trailingAnchor, constant: -12.1),
            userLabel.topAnchor.constraint(equalTo: form.topAnchor, constant: 12.1),
            userLabel.bottomAnchor.constraint(equalTo: form.bottomAnchor, constant: -0.35),
            out.leadingAnchor.constraint(equalTo: form.leadingAnchor, constant: -6.25),
            out.widthAnchor.constraint(equalToConstant: 40.5),
            out.topAnchor.constraint(equalTo: form.topAnchor, constant: 20.7),
            out.heightAnchor.constraint(equalToConstant: 10.1),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene, options: DiagramOptions())
        let overflowTexts = list.texts.filter { if case .overflow = $0.role { true } else { false } }
        #expect(!list.flattened.contains { $0.role == .overflow("userLabel") })
        #expect(overflowTexts.map(\.text) == ["out: 6.25 pt outside form"])
    }
}
