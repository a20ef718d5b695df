import Foundation
import Layout
import Testing
@testable import SceneFile

/// States change a freshly built scene the way a view controller changes a
/// live one; the frames are those of the same changes made in code.
struct StateTests {
    static let text = """
        size: 300x100
        views:
          - name: a
            views: [{name: b}]
        constraints:
          - a.leading == root.leading + 10 #lead
          - a.top == root.top
          - a.width == root.width / 2 #half
          - a.height == 50 @750 #tall
          - a.height <= 40 @low #short
          - b.leading == a.leading
          - b.top == a.top
          - b.width == 10 #bw
          - b.height == 10
        states:
          - name: base
          - name: moved
            caption: moved right
            constants: {lead: 40}
          - name: short
            priorities: {tall: 250, short: 750}
          - name: third
            multipliers: {half: 0.3333333333333333}
          - name: swapped
            active: {lead: false}
            constraints:
              - a.trailing == root.trailing - 5 #trail
          - name: rotated
            size: 100x300
        """

    func frames(_ state: String?) throws -> (CGRect, CGRect, Scene) {
        let scene = try SceneDocument.parse(Self.text, fileName: "states.yaml").makeScene(state: state)
        try scene.layout()
        return (scene.view("a").frame, scene.view("b").frame, scene)
    }

    @Test func statesInFileOrder() throws {
        let document = try SceneDocument.parse(Self.text, fileName: "states.yaml")
        #expect(document.states.map(\.name) == ["base", "moved", "short", "third", "swapped", "rotated"])
        #expect(document.states[1].caption == "moved right")
        #expect(document.states[5].size == SceneSize(width: 100, height: 300))
    }

    @Test func eachStateGivesTheFramesOfItsChanges() throws {
        let (base, _, _) = try frames(nil)
        expectFrame(base, 10, 0, 150, 50)
        expectFrame(try frames("base").0, 10, 0, 150, 50)
        expectFrame(try frames("moved").0, 40, 0, 150, 50)
        expectFrame(try frames("short").0, 10, 0, 150, 40)
        expectFrame(try frames("third").0, 10, 0, 100, 50)
        let (swapped, b, _) = try frames("swapped")
        expectFrame(swapped, 145, 0, 150, 50)
        expectFrame(b, 145, 0, 10, 10)
        let (rotated, _, scene) = try frames("rotated")
        #expect(scene.size == CGSize(width: 100, height: 300))
        expectFrame(rotated, 10, 0, 50, 50)
    }

    @Test func theSameChangesMadeInCodeGiveTheSameFrames() throws {
        let scene = try SceneDocument.parse(Self.text, fileName: "states.yaml").makeScene()
        try scene.layout()
        let half = try #require(scene.activeConstraints.first { $0.identifier == "half" })
        _ = try half.replacingMultiplier(1.0 / 3)
        try scene.layout()
        let state = try SceneDocument.parse(Self.text, fileName: "states.yaml").makeScene(state: "third")
        try state.layout()
        #expect(scene.view("a").frame == state.view("a").frame)
    }

    @Test func aRequiredPriorityCannotBecomeOptionalInAState() throws {
        let document = try SceneDocument.parse(Self.text + "\n  - name: crash\n    priorities: {lead: 250}", fileName: "states.yaml")
        do {
            _ = try document.makeScene(state: "crash")
            Issue.record("expected an error")
        } catch let error as SceneFileError {
            #expect(error.line == 31 && error.column == 24)
            #expect(error.message.hasPrefix("state 'crash': Mutating a priority from required to not on an installed constraint"))
            #expect(error.message.contains("You passed priority 250 and the existing priority was 1000."))
        }
    }

    @Test func aLocationMultiplierOfZeroIsRefusedWithAdvice() throws {
        let text = """
            size: 300x200
            views: [{name: slider, views: [{name: knob}]}]
            constraints:
              - knob.centerX == 0.5 * slider.trailing #fx
            states:
              left:
                multipliers: {fx: 0}
            """
        let document = try SceneDocument.parse(text, fileName: "naive.yaml")
        do {
            _ = try document.makeScene(state: "left")
            Issue.record("expected an error")
        } catch let error as SceneFileError {
            #expect(error.line == 7 && error.column == 23)
            #expect(error.message.contains("Constrain knob.centerX to slider.leading instead"))
        }
    }
}
