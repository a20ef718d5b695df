import Foundation
import Layout
import Testing

/// Seed 004 warns: constrain a view made in code without turning off
/// `translatesAutoresizingMaskIntoConstraints` and "you'll end up with
/// constraints you didn't add, which will break your layout".
@Suite struct AutoresizingMaskTests {
    typealias ComplexWidths = ComplexWidthsTests.ComplexWidths

    @Test func viewsMadeInCodeTranslateTheirFrameByDefault() {
        let view = View(name: "v")
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(Label(name: "l", text: "x").translatesAutoresizingMaskIntoConstraints)
        #expect(view.frame == .zero)
    }

    @Test func forgettingToTurnItOffProducesUIKitsConflict() throws {
        let sample = ComplexWidths(width: 375, height: 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                   translatesAutoresizingMask: true)
        try sample.scene.layout()
        let first = try #require(sample.scene.conflicts.first)
        #expect(first.log == """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
                "<LayoutConstraint 'UIViewSafeAreaLayoutGuide-top' root.safeAreaLayoutGuide.top == root.top + 20 (active)>",
                "<NSAutoresizingMaskLayoutConstraint h=--& v=--& blue.minY == 0 (active)>",
                "<LayoutConstraint blue.top == root.safeAreaLayoutGuide.top + 8 (active)>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint blue.top == root.safeAreaLayoutGuide.top + 8 (active)>
            """)
        // The autoresizing constraints win, so the views stay at their
        // zero frames: the symptom the seed describes.
        expectFrame(sample.blue.frame, 0, 0, 0, 0)
        expectFrame(sample.red.frame, 0, 0, 0, 0)
        #expect(sample.scene.status(of: first.broken) == .broken)
        for conflict in sample.scene.conflicts {
            #expect(conflict.involvesAutoresizingMask)
            #expect(conflict.broken.kind == .explicit)
        }
    }
}

@Suite struct AutoresizingFrameTests {
    typealias ComplexWidths = ComplexWidthsTests.ComplexWidths

    @Test func everyConstraintTheSeedActivatesIsBrokenAgainstTheZeroFrames() throws {
        let sample = ComplexWidths(width: 375, height: 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                   translatesAutoresizingMask: true)
        try sample.scene.layout()
        #expect(sample.scene.conflicts.map(\.broken.relationDescription) == [
            "blue.top == root.safeAreaLayoutGuide.top + 8",
            "blue.bottom == root.safeAreaLayoutGuide.bottom - 8",
            "red.top == root.safeAreaLayoutGuide.top + 8",
            "red.bottom == root.safeAreaLayoutGuide.bottom - 8",
            "blue.leading == root.safeAreaLayoutGuide.leading + 8",
            "red.trailing == root.safeAreaLayoutGuide.trailing - 8",
            "blue.trailing == red.leading - 8",
            "blue.width >= 150",
        ])
        // Every conflict is minimal: without any one member the rest can hold.
        for conflict in sample.scene.conflicts {
            #expect(conflict.constraints.last === conflict.broken)
        }
    }

    @Test func turningTranslationOffFixesTheLayout() throws {
        let sample = ComplexWidths(width: 375, height: 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                   translatesAutoresizingMask: true)
        try sample.scene.layout()
        #expect(!sample.scene.conflicts.isEmpty)
        sample.blue.translatesAutoresizingMaskIntoConstraints = false
        sample.red.translatesAutoresizingMaskIntoConstraints = false
        try sample.scene.layout()
        #expect(sample.scene.conflicts.isEmpty)
        expectFrame(sample.blue.frame, 8, 28, 150, 631)
        expectFrame(sample.red.frame, 166, 28, 201, 631)
    }

    @Test func aTranslatingViewKeepsTheFrameItWasGivenRelativeToItsSuperview() throws {
        let scene = Scene(width: 400, height: 300)
        let card = scene.root.addConstrainedSubview("card")
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 50),
            card.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 30),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        let badge = View(name: "badge")
        badge.frameInSuperview = CGRect(x: 10, y: 20, width: 30, height: 40)
        card.addSubview(badge)
        try scene.layout()
        expectFrame(badge.frame, 60, 50, 30, 40)
        expectFrame(badge.frameInSuperview, 10, 20, 30, 40)
        #expect(try scene.ambiguities().isEmpty)

        // Setting `frame` speaks in the root's coordinates.
        badge.frame = CGRect(x: 100, y: 40, width: 20, height: 20)
        try scene.layout()
        expectFrame(badge.frame, 100, 40, 20, 20)
        expectFrame(badge.frameInSuperview, 50, 10, 20, 20)

        // The superview moves; the badge moves with it, as in UIKit.
        scene.activeConstraints[0].constant = 150
        try scene.layout()
        expectFrame(badge.frame, 200, 40, 20, 20)
        #expect(scene.statistics.rebuilds == 1)
    }
}
