import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A stack view's spacing as Interface Builder writes it.
@Suite struct StackSpacingTests: ScreenScenes {
    /// A controller whose root holds a horizontal stack, filling equally
    /// with `spacing` (attributes), 16 pt in from its safe area's sides,
    /// of two views, with `margins` (elements) stored on the stack; their
    /// solved frames.
    private func arranged(_ spacing: String, margins: String = "") throws -> [CGRect] {
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
                                \(margins)
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
        return try laidOutFrames(["a", "b"], in: scene, device: "retina4_7")
    }

    /// "Standard" spacing is the system's 8 pt between views, as Xcode
    /// stored two 120-pt buttons of a 248-pt stack at x 0 and 128.
    @Test func standardSpacingIsEightPoints() throws {
        #expect(try arranged(#"spacingType="standard""#).map(\.minX) == [0, 128])
        #expect(try arranged(#"spacingType="standard""#).map(\.width) == [120, 120])
        #expect(try arranged(#"spacing="20""#).map(\.width) == [114, 114])
        #expect(try arranged("").map(\.width) == [124, 124])
    }

    /// Xcode writes no attribute for arranging a stack's views inside its
    /// layout margins: a stack that stores margins arranges within them
    /// (a 110-pt stack of two 50-pt views with 10 pt trailing margin, its
    /// views 8 pt down, in a real file); one that stores none uses its edges.
    @Test func storedMarginsArrangeTheViewsInsideThem() throws {
        let directional = #"<directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="0.0" bottom="8" trailing="10"/>"#
        let inside = try arranged("", margins: directional)
        #expect(inside.map(\.minX) == [0, 119])
        #expect(inside.map(\.width) == [119, 119])
        #expect(inside.map(\.minY) == [8, 8])
        #expect(inside.map(\.height) == [24, 24])
        let old = #"<edgeInsets key="layoutMargins" top="0.0" left="24" bottom="0.0" right="24"/>"#
        #expect(try arranged("", margins: old).map(\.minX) == [24, 124])
        #expect(try arranged("").map(\.minY) == [0, 0])
    }

    /// A stack view that stores no margins has none: a login header's row
    /// holds a column pinned to the row's top and bottom margins, stored
    /// as tall as the row (36 pt), where 8-pt margins would make it 52.
    @Test func aStackThatStoresNoMarginsHasNone() throws {
        let scene = """
            <scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                <rect key="frame" x="16" y="40" width="200" height="36"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="36"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="36" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="column" firstAttribute="top" secondItem="row" secondAttribute="topMargin" id="m1"/>
                                    <constraint firstItem="column" firstAttribute="bottom" secondItem="row" secondAttribute="bottomMargin" id="m2"/>
                                    <constraint firstItem="column" firstAttribute="trailing" secondItem="row" secondAttribute="trailingMargin" id="m3"/>
                                </constraints>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
                            <constraint firstItem="row" firstAttribute="width" constant="200" id="w"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """
        let frames = try laidOutFrames(["row", "column"], in: scene, device: "retina4_7")
        #expect(frames[0].height == 36)
        #expect(frames[1] == CGRect(x: 0, y: 0, width: 200, height: 36))
    }
}
