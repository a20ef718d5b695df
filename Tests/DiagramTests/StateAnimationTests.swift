@testable import Diagram
import Foundation
import Layout
import Samples
import Testing

/// The animation of dynamic-priorities' three states, measured with the
/// deterministic measurer.
func prioritiesAnimation() throws -> StateAnimation {
    let pictures = try ["left", "center", "right"].map { (name: $0 as String, list: try displayList("dynamic-priorities", $0)) }
    return StateAnimation(pictures)
}

/// Matching things across states, and the in-betweens of a glide.
@Suite struct StateAnimationTests {
    func track(_ animation: StateAnimation, _ prefix: String) throws -> AnimationTrack {
        try #require(animation.tracks.first { $0.identity.hasPrefix(prefix) }, "a track \(prefix)")
    }

    func bounds(_ item: DisplayItem?) throws -> CGRect { try #require(item).bounds }

    @Test func aConstraintKeepsItsIdentityWhenItsPriorityChanges() throws {
        let animation = try prioritiesAnimation()
        // leading == root.leading + 8 is @750 in left and @250 in the others: one track, in every state.
        let leading = try track(animation, "shape constraint positionLabel.leading == root.leading #0")
        #expect(leading.items.allSatisfy { $0 != nil })
        #expect(leading.items[0]?.role == .constraint("positionLabel.leading == root.leading + 8 @750"))
        #expect(leading.items[1]?.role == .constraint("positionLabel.leading == root.leading + 8 @250"))
        // The label is one thing throughout.
        #expect(try track(animation, "shape view(\"positionLabel\") #0").items.allSatisfy { $0 != nil })
        // Identities are unique.
        #expect(Set(animation.tracks.map(\.identity)).count == animation.tracks.count)
    }

    @Test func identitiesDropConstantsMultipliersAndPriorities() {
        #expect(AnimationTrack.constraintIdentity("red.width == 2*blue.width @750") == "red.width == blue.width")
        #expect(AnimationTrack.constraintIdentity("blue.trailing == red.leading - 8") == "blue.trailing == red.leading")
        #expect(AnimationTrack.constraintIdentity("blue.width >= 150") == "blue.width >=")
        #expect(AnimationTrack.constraintIdentity("knob.centerX == 0.7*slider.trailing") == "knob.centerX == slider.trailing")
    }

    @Test func halfWayThroughAGlideTheLabelIsHalfWayAndAGhostHalfFaded() throws {
        let animation = try prioritiesAnimation()
        let label = try track(animation, "shape view(\"positionLabel\") #0")
        guard case .shape(let leftShape)? = label.items[0], case .shape(let centerShape)? = label.items[1] else {
            Issue.record("the label is a shape"); return
        }
        let (left, center) = (leftShape.path.bounds, centerShape.path.bounds)
        let middle = animation.between(0, 1, at: 0.5)
        let drawn = try #require(middle.shapes.first { $0.role == .view("positionLabel") })
        expectClose(drawn.path.bounds.minX, (left.minX + center.minX) / 2)
        expectClose(drawn.path.bounds.width, left.width)
        // Where center wanted the label: shown in left, not in center, so half faded.
        let ghost = try track(animation, "shape wanted positionLabel.centerX == root.centerX #0")
        #expect(ghost.items[0] != nil && ghost.items[1] == nil && ghost.items[2] != nil)
        guard case .shape(let before)? = ghost.items[0] else { Issue.record("the ghost is a shape"); return }
        let faded = try #require(middle.shapes.first { $0.role == before.role && $0.path == before.path })
        #expect(abs(faded.stroke!.color.alpha - before.stroke!.color.alpha / 2) < 1e-9)
        // At the ends of a glide, the states themselves.
        let atStart = animation.between(0, 1, at: 0) == animation.states[0].list
        let atEnd = animation.between(0, 1, at: 1) == animation.states[1].list
        #expect(atStart && atEnd)
    }

    @Test func holdsGlidesAndTheLoopFollowTheTiming() throws {
        let animation = try prioritiesAnimation()
        #expect(animation.duration == 6 && animation.period == 2)
        let times = animation.keyTimes
        #expect(times.count == 7 && times.first == 0 && times.last == 1)
        #expect(abs(times[1] - 0.2) < 1e-12 && abs(times[2] - 1.0 / 3) < 1e-12)
        let holds = [animation.frame(at: 0.6) == animation.states[0].list, animation.frame(at: 2.6) == animation.states[1].list,
                     animation.frame(at: 6.6) == animation.states[0].list]
        #expect(holds == [true, true, true], "left, center, and left again as it starts over")
        // Right glides back to left: half-way, the label is half-way.
        func labelX(_ list: DisplayList) -> CGFloat? { list.shapes.first { $0.role == .view("positionLabel") }?.path.bounds.minX }
        let (right, left) = (try #require(labelX(animation.states[2].list)), try #require(labelX(animation.states[0].list)))
        #expect(abs(try #require(labelX(animation.frame(at: 5.6))) - (right + left) / 2) < 1e-6)
        let frames = animation.frames()
        #expect(frames.count == 3 * (animation.timing.framesPerTransition + 1))
        #expect(abs(frames.reduce(0) { $0 + $1.seconds } - 6) < 1e-9)
        #expect(frames.compactMap(\.state) == [0, 1, 2])
    }

    @Test func theEasingIsCSSEaseInOut() {
        #expect(AnimationTiming.ease(0) == 0 && abs(AnimationTiming.ease(1) - 1) < 1e-12)
        #expect(abs(AnimationTiming.ease(0.5) - 0.5) < 1e-9)
        // Slow at the ends: cubic-bezier(0.42, 0, 0.58, 1) at x = 0.25 is y ≈ 0.1291.
        #expect(abs(AnimationTiming.ease(0.25) - 0.1291) < 0.001)
        #expect(abs(AnimationTiming.ease(0.25) + AnimationTiming.ease(0.75) - 1) < 1e-9)
    }

    @Test func everyStateIsOnOnePageWithItsNameMarkedInTheStrip() throws {
        let animation = try prioritiesAnimation()
        #expect(Set(animation.states.map(\.list.size)).count == 1)
        for (index, state) in animation.states.enumerated() {
            let names = state.list.texts.filter { if case .stateName = $0.role { true } else { false } }
            #expect(names.map(\.text) == ["left", "center", "right", state.name])
            let plate = try #require(state.list.shapes.first { $0.role == .currentState })
            #expect(plate.path.bounds.contains(names[index].box))
            // The strip lies under the picture.
            #expect(names[0].box.minY >= displayListHeight(state.name))
        }
    }

    func displayListHeight(_ variant: String) -> CGFloat {
        (try? displayList("dynamic-priorities", variant).size.height) ?? .infinity
    }

    @Test func aRootThatChangesSizeKeepsItsTopLeftCorner() throws {
        let sample = try #require(SampleCatalog.sample(named: "slider-guides"))
        let pictures = try sample.animation.map { variant in
            let scene = try variant.makeScene()
            try scene.layout()
            return (variant.name, try Diagram.displayList(for: scene, options: sample.options))
        }
        let animation = StateAnimation(pictures)
        let roots = animation.states.map { $0.list.rootFrame! }
        #expect(Set(roots.map(\.origin)).count == 1)
        #expect(roots.map(\.width) == [300, 300, 200, 200])
    }

    @Test func mergingKeepsEachListsOrder() {
        #expect(AnimationTrack.merged(["a", "b", "c"], ["a", "x", "c", "y"]) == ["a", "x", "b", "c", "y"])
        #expect(AnimationTrack.merged([], ["a"]) == ["a"])
        #expect(AnimationTrack.merged(["a", "b"], ["b", "a"]) == ["a", "b"])
        // Past the table's bound, new identities follow the old ones.
        let many = (0..<3000).map { "v\($0)" }
        #expect(AnimationTrack.merged(many, ["x"] + many) == many + ["x"])
    }
}
