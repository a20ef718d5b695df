import Foundation
import Layout
import Testing
@testable import SceneFile

/// `stack:` on a view: a stack view whose subviews are its arranged subviews.
@Suite struct StackFormTests {
    @Test func aStackLinesItsSubviewsUpWithUIKitsConstraints() throws {
        let document = try SceneDocument.parse("""
            size: 320x200
            views:
              - name: buttons
                stack: {axis: horizontal, distribution: fillEqually, spacing: 10}
                views:
                  - name: a
                    intrinsicSize: 40x30
                  - name: b
                    intrinsicSize: 80x30
                  - name: c
                    intrinsicSize: 20x30
            constraints:
              - buttons.leading == superview.leading + 10
              - buttons.trailing == superview.trailing - 10
              - buttons.top == superview.top + 20
            """, fileName: "stack.yaml")
        let scene = try document.makeScene()
        try scene.layout()
        let stack = try #require(scene.item(named: "buttons") as? StackView)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b", "c"])
        // 300 wide, two gaps of 10: three of 93.33.
        expectFrame(try #require(scene.item(named: "a")).frame, 10, 20, 93.33, 30)
        expectFrame(try #require(scene.item(named: "b")).frame, 113.33, 20, 93.33, 30)
        expectFrame(try #require(scene.item(named: "c")).frame, 216.67, 20, 93.33, 30)
        #expect(scene.conflicts.isEmpty)
    }

    @Test func anAxisAloneIsAFillStack() throws {
        let document = try SceneDocument.parse("""
            size: 100x200
            views:
              - name: column
                stack: vertical
                views:
                  - name: top
                    intrinsicSize: 50x20
                  - name: bottom
                    intrinsicSize: 50x30
            constraints:
              - column.leading == superview.leading
              - column.top == superview.top
            """, fileName: "column.yaml")
        let scene = try document.makeScene()
        try scene.layout()
        expectFrame(try #require(scene.item(named: "column")).frame, 0, 0, 50, 50)
        expectFrame(try #require(scene.item(named: "bottom")).frame, 0, 20, 50, 30)
    }

    @Test func anUnknownDistributionIsAnErrorAtItsValue() throws {
        let error = try #require(parseError("""
            size: 100x100
            views:
              - name: s
                stack: {distribution: fillEvenly}
            """))
        #expect(error.line == 4)
        #expect(error.column == 27)
        #expect(error.message.contains("fillEvenly"))
    }
}
