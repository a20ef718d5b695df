import Foundation
import Layout
import Testing

/// Ambiguous and conflicting scenes, reported as data.
@Suite struct DiagnosticsTests {
    /// Seed 004 before its 750 constraint: "it could take up nearly all of the
    /// available space, shrinking the red view down to a 1 point width".
    func sideBySide(redMinimum: CGFloat?) -> (Scene, View, View) {
        let scene = Scene(width: 375, height: 200)
        let blue = scene.root.addConstrainedSubview("blue")
        let red = scene.root.addConstrainedSubview("red")
        LayoutConstraint.activate([
            blue.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8),
            blue.trailingAnchor.constraint(equalTo: red.leadingAnchor, constant: -8),
            red.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -8),
            blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
        ])
        for view in [blue, red] {
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 8),
                view.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        if let redMinimum { red.widthAnchor.constraint(greaterThanOrEqualToConstant: redMinimum).isActive = true }
        return (scene, blue, red)
    }

    @Test func aWidthFreeBetweenBoundsIsReportedWithItsRange() throws {
        let (scene, blue, red) = sideBySide(redMinimum: 1)
        try scene.layout()
        #expect(blue.hasAmbiguousLayout)
        #expect(red.hasAmbiguousLayout)
        let ambiguity = try #require(try scene.ambiguity(of: blue).first)
        #expect(ambiguity.axis == .horizontal)
        #expect(ambiguity.freeAttributes.map(\.attribute) == [.width])
        let range = try #require(ambiguity.freeAttributes[0].range)
        expectClose(range.lowerBound, 150)
        expectClose(range.upperBound, 375 - 24 - 1)
        let redFree = try scene.ambiguity(of: red).flatMap(\.freeAttributes)
        #expect(redFree.map(\.attribute) == [.left, .width])
        expectClose(try #require(redFree[0].range).lowerBound, 166)
        #expect(try scene.ambiguities().map(\.item.name) == ["blue", "red"])
        #expect(scene.conflicts.isEmpty)
    }

    @Test func aWidthFreeOnOneSideHasOnlyThatBound() throws {
        // Nothing keeps red's width positive, so blue can grow without end.
        let (scene, blue, _) = sideBySide(redMinimum: nil)
        try scene.layout()
        let free = try #require(try scene.ambiguity(of: blue).first?.freeAttributes.first)
        #expect(free.attribute == .width)
        expectClose(try #require(free.lowerBound), 150)
        #expect(free.upperBound == nil)
        #expect(free.range == nil)
    }

    @Test func theSeventyFiveHundredConstraintRemovesTheAmbiguity() throws {
        let (scene, blue, red) = sideBySide(redMinimum: 1)
        let twice = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
        twice.priority = .defaultHigh
        twice.isActive = true
        try scene.layout()
        #expect(try scene.ambiguities().isEmpty)
        #expect(!blue.hasAmbiguousLayout)
    }

    @Test func anUnconstrainedGuideAndViewAreAmbiguousOnBothAxes() throws {
        let scene = Scene(width: 100, height: 100)
        let guide = LayoutGuide(name: "floating")
        scene.root.addLayoutGuide(guide)
        _ = scene.root.addConstrainedSubview("loose")
        try scene.layout()
        let found = try scene.ambiguities()
        #expect(found.map(\.item.name) == ["floating", "floating", "loose", "loose"])
        #expect(found.allSatisfy { $0.freeAttributes.count == 2 && $0.freeAttributes.allSatisfy { $0.range == nil } })
        // The root, its safe area and its margins are fixed by construction.
        #expect(try scene.ambiguity(of: scene.root).isEmpty)
        #expect(try scene.ambiguity(of: scene.root.layoutMarginsGuide).isEmpty)
    }

    @Test func twoRequiredWidthsConflictAndTheLastActivatedBreaks() throws {
        let scene = Scene(width: 375, height: 200)
        let blue = scene.root.addConstrainedSubview("blue")
        let fixed = blue.widthAnchor.constraint(equalToConstant: 100)
        fixed.identifier = "fixed"
        let minimum = blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)
        minimum.identifier = "minimum"
        LayoutConstraint.activate([
            blue.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            blue.topAnchor.constraint(equalTo: scene.root.topAnchor),
            blue.heightAnchor.constraint(equalToConstant: 10),
            fixed, minimum,
        ])
        try scene.layout()
        let conflict = try #require(scene.conflicts.first)
        #expect(scene.conflicts.count == 1)
        #expect(conflict.broken === minimum)
        #expect(conflict.constraints.map(\.logDescription) == [
            "<LayoutConstraint 'fixed' blue.width == 100 (active)>",
            "<LayoutConstraint 'minimum' blue.width >= 150 (active)>",
        ])
        #expect(!conflict.involvesAutoresizingMask)
        #expect(!conflict.log.contains("NSAutoresizingMaskLayoutConstraints"))
        #expect(conflict.log.hasSuffix("Will attempt to recover by breaking constraint\n<LayoutConstraint 'minimum' blue.width >= 150 (active)>"))
        expectFrame(blue.frame, 0, 0, 100, 10)
        #expect(scene.status(of: minimum) == .broken)
        #expect(scene.status(of: fixed) == .satisfied)

        // Resolving it relayouts to the fresh result.
        fixed.constant = 200
        try scene.layout()
        #expect(scene.conflicts.isEmpty)
        #expect(scene.status(of: minimum) == .satisfied)
        expectFrame(blue.frame, 0, 0, 200, 10)
    }

    @Test func aConflictWithTheScenesSizeBreaksYourConstraintNotTheScreen() throws {
        let scene = Scene(width: 375, height: 200)
        let bar = scene.root.addConstrainedSubview("bar")
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            bar.topAnchor.constraint(equalTo: scene.root.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        try scene.layout()
        let wide = bar.widthAnchor.constraint(equalToConstant: 500)
        wide.isActive = true
        try scene.layout()
        expectFrame(scene.root.frame, 0, 0, 375, 200)
        expectFrame(bar.frame, 0, 0, 375, 10)
        let conflict = try #require(scene.conflicts.first)
        #expect(conflict.broken === wide)
        #expect(conflict.constraints.map(\.relationDescription) == [
            "root.width == 375", "bar.leading == root.leading", "bar.trailing == root.trailing", "bar.width == 500",
        ])
        #expect(conflict.constraints[0].identifier == "UIView-Encapsulated-Layout-Width")

        // At 500 wide the constraint holds; without it, any width does.
        scene.size = CGSize(width: 500, height: 300)
        try scene.layout()
        #expect(scene.conflicts.isEmpty)
        expectFrame(bar.frame, 0, 0, 500, 10)
        wide.isActive = false
        scene.size = CGSize(width: 320, height: 300)
        try scene.layout()
        expectFrame(bar.frame, 0, 0, 320, 10)
    }

    @Test func reportsListEveryConstraintOfTheLayoutWithItsStatus() throws {
        let scene = Scene(width: 320, height: 100)
        let label = Label(name: "title", text: "Hi")
        label.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(label)
        let stretch = label.widthAnchor.constraint(equalToConstant: 100)
        stretch.priority = .defaultLow
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            label.topAnchor.constraint(equalTo: scene.root.topAnchor),
            stretch,
        ])
        try scene.layout()
        let reports = scene.constraintReports
        #expect(reports.map(\.constraint.kind) == [
            .sceneSize, .sceneSize, .contentHugging, .contentCompressionResistance, .contentHugging,
            .contentCompressionResistance, .explicit, .explicit, .explicit,
        ])
        #expect(reports[2].constraint.logDescription == "<NSContentSizeLayoutConstraint title.width <= 20.4 Hug:251 (active)>")
        #expect(reports[3].constraint.logDescription
            == "<NSContentSizeLayoutConstraint title.width >= 20.4 CompressionResistance:750 (active)>")
        // Hugging at 251 beats the stretch at 250.
        expectClose(label.frame.width, 20.4)
        guard case .unsatisfied(let shortfall)? = scene.status(of: stretch) else {
            Issue.record("the stretch should lose to hugging")
            return
        }
        expectClose(shortfall, 79.6)
        #expect(reports.filter { $0.status != .satisfied }.count == 1)
        #expect(scene.status(of: label.heightAnchor.constraint(equalToConstant: 1)) == nil, "not part of the layout")
    }
}
