import Foundation
import InterfaceBuilder
import Layout
import Testing

/// `semanticContentAttribute` as a Quran reader's footer uses it (Xcode
/// 9.2): a view forced right to left lays its subviews out from its right.
@Suite struct SemanticContentTests: ScreenScenes {
    /// The frames, in their superviews, of a 375 × 32 footer's close and
    /// menu buttons (the close on its leading edge, the menu after it), a
    /// label on its leading margin, and a stack's first and last views.
    private func footerFrames(_ attribute: String) throws -> [CGRect] {
        let document = try xib("""
            <view contentMode="scaleToFill" id="top">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" \(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                        <rect key="frame" x="0.0" y="68" width="375" height="32"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                                <rect key="frame" x="335" y="0.0" width="40" height="32"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="menu">
                                <rect key="frame" x="295" y="0.0" width="40" height="32"/>
                            </button>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mark">
                                <rect key="frame" x="100" y="0.0" width="10" height="10"/>
                            </view>
                            <stackView opaque="NO" contentMode="scaleToFill" \(attribute) spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="pager">
                                <rect key="frame" x="0.0" y="0.0" width="82" height="32"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="next">
                                        <rect key="frame" x="42" y="0.0" width="40" height="32"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="previous">
                                        <rect key="frame" x="0.0" y="0.0" width="40" height="32"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="next" firstAttribute="width" constant="40" id="s1"/>
                                    <constraint firstItem="previous" firstAttribute="width" constant="40" id="s2"/>
                                </constraints>
                            </stackView>
                        </subviews>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="20" bottom="0.0" trailing="4"/>
                        <constraints>
                            <constraint firstAttribute="leading" secondItem="close" secondAttribute="leading" id="f1"/>
                            <constraint firstItem="menu" firstAttribute="leading" secondItem="close" secondAttribute="trailing" id="f2"/>
                            <constraint firstItem="close" firstAttribute="width" constant="40" id="f3"/>
                            <constraint firstItem="menu" firstAttribute="width" constant="40" id="f4"/>
                            <constraint firstItem="close" firstAttribute="top" secondItem="footer" secondAttribute="top" id="f5"/>
                            <constraint firstItem="menu" firstAttribute="top" secondItem="footer" secondAttribute="top" id="f6"/>
                            <constraint firstItem="close" firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="f7"/>
                            <constraint firstItem="menu" firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="f8"/>
                            <constraint firstItem="mark" firstAttribute="leading" secondItem="footer" secondAttribute="leadingMargin" id="f9"/>
                            <constraint firstItem="mark" firstAttribute="top" secondItem="footer" secondAttribute="top" id="f10"/>
                            <constraint firstItem="mark" firstAttribute="width" constant="10" id="f11"/>
                            <constraint firstItem="mark" firstAttribute="height" constant="10" id="f12"/>
                            <constraint firstAttribute="trailing" secondItem="pager" secondAttribute="trailing" constant="100" id="f13"/>
                            <constraint firstItem="pager" firstAttribute="top" secondItem="footer" secondAttribute="top" id="f14"/>
                            <constraint firstItem="pager" firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="f15"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="footer" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="t1"/>
                    <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="t2"/>
                    <constraint firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="t3"/>
                    <constraint firstItem="footer" firstAttribute="height" constant="32" id="t4"/>
                </constraints>
            </view>
            """, device: "retina4_7", tools: "13771", safeAreas: false)
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return try ["close", "menu", "mark", "next", "previous"].map { id in
            try #require(imported.views.first { $0.id == id }).view.frameInSuperview
        }
    }

    @Test func aFooterForcedRightToLeftLaysItsButtonsOutFromItsRight() throws {
        let forced = try footerFrames(#"semanticContentAttribute="forceRightToLeft""#)
        #expect(forced[0] == CGRect(x: 335, y: 0, width: 40, height: 32))
        #expect(forced[1] == CGRect(x: 295, y: 0, width: 40, height: 32))
        // Its directional margins put the 20-pt leading one on the right.
        #expect(forced[2] == CGRect(x: 345, y: 0, width: 10, height: 10))
        // The pager 100 pt from the footer's trailing edge, its left, its
        // first view at its right end.
        #expect(forced[3] == CGRect(x: 42, y: 0, width: 40, height: 32))
        #expect(forced[4] == CGRect(x: 0, y: 0, width: 40, height: 32))
        let plain = try footerFrames("")
        #expect(plain[0] == CGRect(x: 0, y: 0, width: 40, height: 32))
        #expect(plain[1] == CGRect(x: 40, y: 0, width: 40, height: 32))
        #expect(plain[2] == CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(plain[3] == CGRect(x: 0, y: 0, width: 40, height: 32))
        #expect(plain[4] == CGRect(x: 42, y: 0, width: 40, height: 32))
    }
}
