import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A controller root's keyboard layout guide (`<keyboardLayoutGuide
/// key="keyboard">`, Xcode 13 on), drawn with no keyboard on the screen.
@Suite struct KeyboardGuideTests: ScreenScenes {
    @Test func aViewPinnedAboveTheKeyboardStopsAtTheSafeAreasBottom() throws {
        // A password manager's passcode page (Xcode 16, an iPhone 11): its
        // keyboard-adjusting view, pinned to the root's top margin and to
        // the keyboard guide's top, is stored 862 pt high, ending at the
        // safe area's bottom, 34 pt above the screen's. Stored here
        // misplaced, 600 pt high, so that only its constraints place it.
        let scene = """
            <scene sceneID="s-passcode"><objects>
                <viewController id="passcode" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="adjusting">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="600"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <keyboardLayoutGuide key="keyboard" id="keyboard"/>
                        <constraints>
                            <constraint firstItem="adjusting" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c-top"/>
                            <constraint firstItem="adjusting" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-leading"/>
                            <constraint firstAttribute="trailing" secondItem="adjusting" secondAttribute="trailing" id="c-trailing"/>
                            <constraint firstItem="adjusting" firstAttribute="bottom" secondItem="keyboard" secondAttribute="top" id="c-bottom"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """
        let frames = try laidOutFrames(["adjusting"], in: scene, device: "retina6_1", tools: "23504")
        #expect(frames == [CGRect(x: 0, y: 0, width: 414, height: 862)])
    }
}
