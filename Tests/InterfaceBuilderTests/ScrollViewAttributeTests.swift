import Foundation
import InterfaceBuilder
import Layout
import Testing

/// What a scroll view's attributes mean to a view inside it (Apple's
/// TN2154): its edges are the content area's, its centres, width and
/// height the scroll view's frame.
@Suite struct ScrollViewAttributeTests: ScreenScenes {
    /// A 320 × 400 scroll view holding a view pinned to its four edges and
    /// related to it by `extra` constraints; that view's solved frame.
    private func contentFrame(_ extra: String) throws -> CGRect {
        let scene = """
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                        <subviews>
                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="t"/>
                                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
                                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="l"/>
                                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                                    \(extra)
                                </constraints>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
                            <constraint firstItem="scroll" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="sb"/>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
                            <constraint firstItem="scroll" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="sr"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """
        return try laidOutFrames(["content"], in: scene, device: "retina4_7")[0]
    }

    @Test func contentCentredOnTheScrollViewIsAsLargeAsItsFrame() throws {
        // ivpn's sign-up screens: a content view pinned to the edges and
        // centred both ways, stored as large as its scroll view.
        let centred = """
            <constraint firstItem="content" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="content" firstAttribute="centerY" secondItem="scroll" secondAttribute="centerY" id="cy"/>
            """
        #expect(try contentFrame(centred) == CGRect(x: 0, y: 0, width: 320, height: 400))
        // Centred across only, made 900 high: it scrolls down, not up.
        let tall = """
            <constraint firstItem="content" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="content" firstAttribute="height" constant="900" id="h"/>
            """
        #expect(try contentFrame(tall) == CGRect(x: 0, y: 0, width: 320, height: 900))
    }
}
