import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A controller's root margins in a file of layout guides (no safe areas):
/// from Xcode 9, which draws on iOS 11, they are measured from the area
/// between the guides, as UIKit measures them from the safe area.
@Suite struct LayoutGuideMarginsTests: ScreenScenes {
    /// The top of a 21-pt label centred in its root's margins, below a
    /// simulated navigation bar on an iPhone 8, in a file saved by `tools`.
    private func labelY(tools: String) throws -> CGFloat {
        let document = try layoutGuideDocument(
            tools: tools, device: "retina4_7", subview: "label", frame: #"x="110" y="300" width="154" height="21""#,
            constraints: """
                <constraint firstItem="label" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
                <constraint firstItem="label" firstAttribute="centerY" secondItem="root" secondAttribute="centerYWithinMargins" id="c2"/>
                <constraint firstItem="label" firstAttribute="width" constant="154" id="c3"/>
                <constraint firstItem="label" firstAttribute="height" constant="21" id="c4"/>
                """,
            metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return try #require(imported.views.first { $0.id == "label" }).view.frame.minY
    }

    @Test func fromXcode9TheBarsInsetTheRootsMargins() throws {
        // A message library's "Nothing to see here." (Xcode 15), centred in
        // the margins under 64 pt of status and navigation bar: stored at
        // 355, (64 + 667) / 2 − 10.5.
        #expect(try labelY(tools: "22505") == 355)
    }

    @Test func beforeXcode9TheRootsMarginsIgnoreTheBars() throws {
        // iOS 10 and before: the margins are the root's edges at the top
        // and bottom, whatever the bars.
        #expect(try labelY(tools: "12120") == 323)
    }

    @Test func xcode6sSquareCanvasHas16PointSideMargins() throws {
        // iOS 8 gave a root 16 pt at its sides however wide: a file
        // tutorial's button pinned 49 pt inside the leading margin of
        // Xcode 6.1's 600 × 600 canvas stored at 65; from Xcode 7 (iOS 9),
        // 20 in a root 400 pt wide or more (Xcode 8's 600-pt roots).
        func buttonX(tools: String) throws -> CGFloat {
            let document = try layoutGuideDocument(
                tools: tools, device: nil, subview: "button", frame: #"x="65" y="56" width="120" height="30""#,
                constraints: #"<constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="49" id="c1"/>"#,
                rootSize: (600, 600))
            let imported = document.makeScene(document.scenes[0])
            try imported.scene.layout()
            return try #require(imported.views.first { $0.id == "button" }).view.frame.minX
        }
        #expect(try buttonX(tools: "6254") == 65)
        #expect(try buttonX(tools: "11762") == 69)
    }
}
