import Foundation
import Layout
import Testing

/// docs/illustrations.md §9, `complex-widths` (seed 004): blue and red side by
/// side in the safe area, blue at least 150 wide, red twice blue at 750.
@Suite struct ComplexWidthsTests {
    /// The seed's view controller, with the views' autoresizing masks turned
    /// off as the seed insists (or left on, for the mistake it warns about).
    struct ComplexWidths {
        let scene: Scene
        let blue: View
        let red: View
        let redWidth: LayoutConstraint

        init(width: CGFloat, height: CGFloat, safeArea: EdgeInsets = .zero, translatesAutoresizingMask: Bool = false) {
            scene = Scene(width: width, height: height)
            scene.safeAreaInsets = safeArea
            let view = scene.root
            blue = View(name: "blue")
            red = View(name: "red")
            blue.backgroundColor = .blue
            red.backgroundColor = .red
            blue.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMask
            red.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMask
            view.addSubview(blue)
            view.addSubview(red)

            redWidth = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2.0)
            redWidth.priority = .defaultHigh
            let guide = view.safeAreaLayoutGuide
            LayoutConstraint.activate([
                blue.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8.0),
                blue.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8.0),
                red.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8.0),
                red.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8.0),
                blue.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8.0),
                red.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -8.0),
            ])
            LayoutConstraint.activate([
                blue.trailingAnchor.constraint(equalTo: red.leadingAnchor, constant: -8.0),
                blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150.0),
                redWidth,
            ])
        }
    }

    @Test func portraitHoldsBlueAtItsMinimumAndLeavesRedShortOfTwiceBlue() throws {
        let sample = ComplexWidths(width: 375, height: 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        try sample.scene.layout()
        expectFrame(sample.blue.frame, 8, 28, 150, 631)
        expectFrame(sample.red.frame, 166, 28, 201, 631)
        guard case .unsatisfied(let shortfall) = sample.scene.status(of: sample.redWidth) else {
            Issue.record("the 750 constraint should be unsatisfied, is \(String(describing: sample.scene.status(of: sample.redWidth)))")
            return
        }
        expectClose(shortfall, 99)
        #expect(sample.scene.conflicts.isEmpty)
        #expect(try sample.scene.ambiguities().isEmpty)
    }

    @Test func landscapeSplitsTheWidthTwoThirdsToRed() throws {
        let sample = ComplexWidths(width: 667, height: 375)
        try sample.scene.layout()
        expectFrame(sample.blue.frame, 8, 8, 643.0 / 3, 359)
        expectFrame(sample.red.frame, 8 + 643.0 / 3 + 8, 8, 2 * 643.0 / 3, 359)
        expectClose(sample.blue.frame.width, 214.33)
        expectClose(sample.red.frame.width, 428.67)
        #expect(sample.scene.status(of: sample.redWidth) == .satisfied)
    }

    @Test func notchedLandscapeStaysInsideTheSafeArea() throws {
        let sample = ComplexWidths(width: 812, height: 375, safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        try sample.scene.layout()
        expectFrame(sample.blue.frame, 52, 8, 700.0 / 3, 338)
        expectFrame(sample.red.frame, 52 + 700.0 / 3 + 8, 8, 1400.0 / 3, 338)
        expectClose(sample.blue.frame.width, 233.33)
        expectClose(sample.red.frame.width, 466.67)
        expectClose(sample.red.frame.maxX, 812 - 44 - 8)
    }

    @Test func everySizeAfterRotationMatchesAFreshLayout() throws {
        let sizes: [(CGFloat, CGFloat, EdgeInsets)] = [
            (375, 667, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (667, 375, .zero),
            (812, 375, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
            (375, 667, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ]
        let rotating = ComplexWidths(width: 375, height: 667)
        try rotating.scene.layout()
        for (width, height, insets) in sizes {
            rotating.scene.size = CGSize(width: width, height: height)
            rotating.scene.safeAreaInsets = insets
            try rotating.scene.layout()
            let fresh = ComplexWidths(width: width, height: height, safeArea: insets)
            try fresh.scene.layout()
            for (turned, new) in zip(rotating.scene.items, fresh.scene.items) {
                #expect(turned.name == new.name)
                expectFrame(turned.frame, new.frame.minX, new.frame.minY, new.frame.width, new.frame.height,
                            "\(turned.name) at \(width)×\(height)")
            }
        }
        #expect(rotating.scene.statistics.rebuilds == 1, "rotations re-solve incrementally")
        #expect(rotating.scene.statistics.layouts == 5)
    }
}

/// A layout that cannot finish within the scene's pivot budget says so with a
/// LayoutError, and the scene lays out again once the budget allows.
@Suite struct PivotBudgetTests {
    @Test func aSolvePastItsBudgetSaysSoAndTheSceneRecovers() throws {
        let sample = ComplexWidthsTests.ComplexWidths(width: 667, height: 375)
        #expect(sample.scene.pivotLimit == 1_000_000)
        try sample.scene.layout()
        // Turning to portrait presses blue against its 150 minimum: the dual
        // simplex must pivot, and may not.
        sample.scene.pivotLimit = 0
        sample.scene.size = CGSize(width: 375, height: 667)
        do {
            try sample.scene.layout()
            Issue.record("a layout with no pivots to spend finished")
        } catch let error as LayoutError {
            #expect(error.kind == .solverFailure)
            #expect(error.message.contains("the solver stopped after 1 pivot, past its budget of 0 per change"), "\(error.message)")
        }
        sample.scene.pivotLimit = 1_000
        try sample.scene.layout()
        expectFrame(sample.blue.frame, 8, 8, 150, 651)
        expectFrame(sample.red.frame, 166, 8, 201, 651)
    }
}
