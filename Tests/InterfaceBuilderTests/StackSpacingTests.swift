import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A stack view's spacing as Interface Builder writes it.
@Suite struct StackSpacingTests: ScreenScenes {
    /// A controller whose root holds a horizontal stack, filling equally
    /// with `spacing` (attributes), 16 pt in from its safe area's sides,
    /// of two views; their solved frames.
    private func arranged(_ spacing: String) throws -> [CGRect] {
        let scene = """
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="280" height="200"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" \(spacing) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="16" y="40" width="248" height="40"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="a"><rect key="frame" x="0.0" y="0.0" width="120" height="40"/></view>
                                    <view contentMode="scaleToFill" id="b"><rect key="frame" x="128" y="0.0" width="120" height="40"/></view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="r"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
                            <constraint firstItem="stack" firstAttribute="height" constant="40" id="h"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """
        let document = try document(scene, device: "retina4_7")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return ["a", "b"].compactMap { id in imported.views.first { $0.id == id }?.view.frameInSuperview }
    }

    /// "Standard" spacing is the system's 8 pt between views, as Xcode
    /// stored two 120-pt buttons of a 248-pt stack at x 0 and 128.
    @Test func standardSpacingIsEightPoints() throws {
        #expect(try arranged(#"spacingType="standard""#).map(\.minX) == [0, 128])
        #expect(try arranged(#"spacingType="standard""#).map(\.width) == [120, 120])
        #expect(try arranged(#"spacing="20""#).map(\.width) == [114, 114])
        #expect(try arranged("").map(\.width) == [124, 124])
    }
}
