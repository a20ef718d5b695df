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

    @Test func aTableControllersRootAndAViewOfAScrollViewClassScroll() throws {
        // A table controller's table scrolls its cells; a plain view whose
        // class is UIKit's UIScrollView is one (a streaming client's
        // settings root, its rows past the screen's edges); a view of a
        // class of its own may be anything, and is a view.
        func imported(_ root: String, controller: String = "viewController") throws -> ImportedScene {
            let document = try document("""
                <scene sceneID="s"><objects>
                    <\(controller) id="vc" sceneMemberID="viewController">
                        \(root)
                    </\(controller)>
                </objects></scene>
                """, device: "retina4_7")
            return document.makeScene(document.scenes[0])
        }
        let frame = #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#
        let table = try imported(#"<tableView key="view" style="plain" id="root">\#(frame)</tableView>"#, controller: "tableViewController")
        #expect(table.scene.rootScrolls)
        let named = try imported(#"<view key="view" customClass="UIScrollView" id="root">\#(frame)<subviews><view customClass="UITableView" id="inner"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view></subviews></view>"#)
        #expect(named.scene.rootScrolls)
        #expect(named.views.first { $0.id == "inner" }?.view is ScrollView)
        let own = try imported(#"<view key="view" customClass="SettingsView" id="root">\#(frame)</view>"#)
        #expect(!own.scene.rootScrolls)
    }
}
