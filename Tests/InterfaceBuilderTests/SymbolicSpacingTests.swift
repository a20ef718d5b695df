import Foundation
import InterfaceBuilder
@testable import Layout
import Testing

/// What a constraint Xcode marks `symbolic` (the standard spacing) means.
@Suite struct SymbolicSpacingTests: ScreenScenes {
    /// The frame of a label pinned with the standard spacing (constant 20,
    /// `symbolic`) to the sides of `guide`: the root's safe area or the root.
    private func labelFrame(pinnedTo guide: String) throws -> CGRect {
        let scenes = scene("A", subviews: """
            <label text="First View" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0.0" y="208" width="375" height="41.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="\(guide)" secondAttribute="leading" constant="20" symbolic="YES" id="c1"/>
            <constraint firstItem="\(guide)" firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="20" symbolic="YES" id="c2"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root-A" secondAttribute="top" constant="208" id="c3"/>
            """)
        return try laidOutFrames(["label"], in: scenes, device: "retina4_7", tools: "14087.3")[0]
    }

    @Test func theStandardSpacingFromTheSafeAreasSidesIsZero() throws {
        // A book example's "First View", stored at x 0, 375 wide, on an
        // iPhone 8 (Xcode 9.3).
        let frame = try labelFrame(pinnedTo: "safe-A")
        #expect(frame.minX == 0 && frame.width == 375)
    }

    @Test func theStandardSpacingFromTheSuperviewsEdgesIsItsConstant() throws {
        let frame = try labelFrame(pinnedTo: "root-A")
        #expect(frame.minX == 20 && frame.width == 335)
    }

    @Test func theStandardSpacingFromTheSafeAreasTopAndBottomIsZero() throws {
        // A notification extension's label, 8 pt (standard) below the safe
        // area's top and above its bottom, stored filling its 40-pt root.
        let scenes = scene("A", subviews: """
            <label text="Time for a cup of coffee!" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="top" secondItem="safe-A" secondAttribute="top" constant="8" symbolic="YES" id="c1"/>
            <constraint firstItem="safe-A" firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="8" symbolic="YES" id="c2"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root-A" secondAttribute="leading" id="c3"/>
            """)
        let frame = try laidOutFrames(["label"], in: scenes, device: "retina4_7", tools: "14092")[0]
        // The root is the iPhone 8's screen: its safe area starts below the
        // 20-pt status bar and ends at the bottom.
        #expect(frame.minY == 20 && frame.maxY == 667)
    }

    @Test func aStandardSpacingFromATopLayoutGuideMakesNoSafeArea() throws {
        // A calculator's display 8 pt (standard) below the top layout guide
        // of an Xcode 8 file: 8 pt, and no safe area drawn where the file
        // has none.
        let document = try layoutGuideDocument(
            tools: "11542", device: "retina4_7", subview: "display", frame: #"x="0.0" y="28" width="375" height="100""#,
            constraints: #"<constraint firstItem="display" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" symbolic="YES" id="c1"/>"#)
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        #expect(try #require(imported.views.first { $0.id == "display" }).view.frame.minY == 28)
        #expect(!imported.scene.root.allGuides.contains { $0.isSafeAreaLayoutGuide })
    }
}

