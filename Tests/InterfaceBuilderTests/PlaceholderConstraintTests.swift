import Foundation
import InterfaceBuilder
import Testing

/// Placeholder constraints (`placeholder="YES"`): Xcode removes them at
/// build time, as standing in for what code sets, and so does the reader;
/// it says which it left out.
@Suite struct PlaceholderConstraintTests {
    /// A map editor's edit toolbar (Xcode 15): pinned at its top and
    /// leading edge, its width and height placeholders for the sizes its
    /// custom class gives itself; `extra` goes among the constraints.
    private func toolbar(extra: String = "") throws -> ImportedScene {
        let document = try InterfaceBuilderDocument(data: storyboard(scene("T", subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Custom Edit Toolbar" customClass="CustomSegmentedControl">
                <rect key="frame" x="76" y="600" width="241" height="44"/>
                <constraints>
                    <constraint firstAttribute="width" priority="250" constant="241" placeholder="YES" id="w"/>
                    <constraint firstAttribute="height" priority="1" constant="44" placeholder="YES" id="h"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root-T" secondAttribute="leading" constant="76" id="l"/>
            <constraint firstItem="bar" firstAttribute="top" secondItem="root-T" secondAttribute="top" constant="600" id="t"/>
            \(extra)
            """)), path: "POI.storyboard")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return imported
    }

    @Test func placeholdersAreLeftOutAndSaid() throws {
        let imported = try toolbar()
        #expect(imported.placeholderConstraints == ["Custom Edit Toolbar.width == 241 @250", "Custom Edit Toolbar.height == 44 @1"])
        #expect(imported.notes == ["2 placeholder constraints left out, as at build time (code sets what they held): "
                + "Custom Edit Toolbar.width == 241 @250; Custom Edit Toolbar.height == 44 @1"])
        // Not installed: nothing but the two pins holds the toolbar, whose size
        // is then free, as UIKit finds it without its class's code.
        let bar = try #require(imported.views.first { $0.id == "bar" }).view
        #expect(!imported.scene.layoutConstraints.contains { $0.kind == .explicit && $0.firstItem === bar && $0.firstAttribute == .width })
        #expect(try imported.scene.ambiguity(of: bar).map(\.axis) == [.horizontal, .vertical])
    }

    @Test func aPlaceholderBetweenTwoViewsIsWrittenWithBoth() throws {
        let imported = try toolbar(extra: """
            <constraint firstItem="bar" firstAttribute="centerX" secondItem="root-T" secondAttribute="centerX" multiplier="0.5" constant="-8.5" placeholder="YES" id="c"/>
            """)
        #expect(imported.placeholderConstraints.contains("Custom Edit Toolbar.centerX == 0.5*View.centerX - 8.5"))
        // A placeholder's own errors are not the scene's: it is never installed.
        let broken = try toolbar(extra: #"<constraint firstItem="bar" firstAttribute="sideways" constant="1" placeholder="YES" id="x"/>"#)
        #expect(broken.diagnostics.isEmpty)
    }
}
