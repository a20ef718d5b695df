import Foundation
import Layout
import Testing

/// docs/illustrations.md §5–6, seed 002's "Dynamic Autolayout": a label moved by
/// a constant, then by three constraints whose priorities change.
@Suite struct DynamicLabelTests {
    /// "Position" at 17 pt with the deterministic measurer: 8 × 0.6 × 17 wide,
    /// 1.2 × 17 tall.
    let labelWidth: CGFloat = 81.6
    let labelHeight: CGFloat = 20.4

    func positionLabel(in scene: Scene) -> Label {
        let label = Label(name: "positionLabel", text: "Position", fontSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(label)
        label.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor).isActive = true
        return label
    }

    @Test func theLabelsSizeIsItsMeasuredText() {
        let label = Label(name: "l", text: "Position")
        #expect(label.intrinsicContentSize == CGSize(width: labelWidth, height: labelHeight))
        #expect(label.contentHuggingPriority(for: .horizontal) == 251)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(View(name: "v").contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test func changingTheLeadingConstantMovesTheLabelIncrementally() throws {
        let scene = Scene(width: 320, height: 120)
        let label = positionLabel(in: scene)
        let constraint = label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8)
        constraint.isActive = true
        try scene.layout()
        expectFrame(label.frame, 8, 60 - labelHeight / 2, labelWidth, labelHeight)
        expectClose(label.frame.minY, 49.8)

        // The seed's own words: change the constant, then layoutIfNeeded().
        constraint.constant = 40
        try scene.root.layoutIfNeeded()
        expectFrame(label.frame, 40, 49.8, labelWidth, labelHeight)
        constraint.constant = 8
        try scene.layout()
        expectFrame(label.frame, 8, 49.8, labelWidth, labelHeight)
        #expect(scene.statistics.rebuilds == 1)
        #expect(scene.statistics.constraintsRemoved == 2, "each change replaces exactly one constraint")
    }

    enum Position: CaseIterable { case left, center, right }

    @Test func priorityStatesPutTheLabelLeftCentreAndRight() throws {
        let scene = Scene(width: 320, height: 120)
        let label = positionLabel(in: scene)
        let left = label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8)
        let center = label.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor)
        let right = label.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -8)
        left.priority = .defaultHigh
        center.priority = .defaultLow
        right.priority = .defaultLow
        LayoutConstraint.activate([left, center, right])

        for position in [Position.left, .center, .right, .left] {
            left.priority = position == .left ? .defaultHigh : .defaultLow
            center.priority = position == .center ? .defaultHigh : .defaultLow
            right.priority = position == .right ? .defaultHigh : .defaultLow
            try scene.layout()
            switch position {
            case .left: expectClose(label.frame.minX, 8)
            case .center: expectClose(label.frame.midX, 160)
            case .right: expectClose(label.frame.maxX, 312)
            }
            expectClose(label.frame.width, labelWidth, "the label keeps its intrinsic width")
            let winner = [left, center, right][Position.allCases.firstIndex(of: position)!]
            #expect(scene.status(of: winner) == .satisfied)
            for loser in [left, center, right] where loser !== winner {
                guard case .unsatisfied(let shortfall)? = scene.status(of: loser) else {
                    Issue.record("\(loser) should lose in state \(position)")
                    continue
                }
                #expect(shortfall > 1)
            }
        }
        // Left: centre misses by 160 - (8 + 40.8), right by 312 - 89.6.
        guard case .unsatisfied(let centerShortfall)? = scene.status(of: center),
              case .unsatisfied(let rightShortfall)? = scene.status(of: right) else {
            Issue.record("centre and right should be unsatisfied")
            return
        }
        expectClose(centerShortfall, 111.2)
        expectClose(rightShortfall, 222.4)
        #expect(scene.statistics.rebuilds == 1, "priority changes between optional levels are edits")
        #expect(right.logDescription == "<LayoutConstraint positionLabel.trailing == root.trailing - 8 @250 (active)>")
    }

    /// Seed 002's crash: "Mutating a priority from required to not on an
    /// installed constraint (or vice-versa) is not supported."
    @Test func changingARequiredPriorityOnAnActiveConstraintIsRefused() throws {
        let scene = Scene(width: 320, height: 120)
        let label = positionLabel(in: scene)
        let left = label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8)
        left.identifier = "leftPositionConstraint"
        left.isActive = true
        try scene.layout()

        left.priority = .defaultLow
        #expect(left.priority == .required, "the change is not applied")
        let error = try #require(throws: LayoutError.self) { try scene.layout() }
        #expect(error.kind == .priorityMutation)
        #expect(error.identifier == "leftPositionConstraint")
        #expect(error.description == "<LayoutConstraint 'leftPositionConstraint' positionLabel.leading == root.leading + 8 (active)>: "
            + "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
            + "You passed priority 250 and the existing priority was 1000.")
        // Reported once, like UIKit's exception; the layout carries on unchanged.
        try scene.layout()
        expectClose(label.frame.minX, 8)

        let thrown = try #require(throws: LayoutError.self) { try left.setPriority(.defaultLow) }
        #expect(thrown.kind == .priorityMutation)
        #expect(left.priority == .required)

        // Optional to required is refused too; inactive constraints may change freely.
        let center = label.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor)
        center.priority = .defaultLow
        center.isActive = true
        #expect(throws: LayoutError.self) { try center.setPriority(.required) }
        center.isActive = false
        try center.setPriority(.required)
        #expect(center.priority == .required)
    }
}
