import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A collection view's prototype cells, as Interface Builder lays them out.
@Suite struct CollectionCellMarginTests: ScreenScenes {
    /// The frame of a label pinned to the leading and top margins of a
    /// 414-pt prototype cell (preserving its superview's margins when
    /// `preserves`) in the collection view of a collection controller on
    /// an iPhone 8 Plus (set to bounce vertically unless `bounces` is
    /// false), or of a plain controller's root view.
    private func labelFrame(preserves: Bool, inCollection: Bool = true, tools: String = "17156", bounces: Bool = true) throws -> CGRect {
        // The label, 100 × 20, pinned to the cell's leading and top margins.
        let pinned = """
            <constraint firstItem="label" firstAttribute="leading" secondItem="cell" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="cell" secondAttribute="topMargin" id="c2"/>
            <constraint firstItem="label" firstAttribute="width" constant="100" id="c3"/>
            <constraint firstItem="label" firstAttribute="height" constant="20" id="c4"/>
            """
        let cell = """
            <collectionViewCell opaque="NO" contentMode="center"\(preserves ? #" preservesSuperviewLayoutMargins="YES""# : "") id="cell">
                <rect key="frame" x="0.0" y="0.0" width="414" height="98"/>
                <view key="contentView" opaque="NO" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="98"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                            <rect key="frame" x="8" y="8" width="100" height="20"/>
                        </view>
                    </subviews>
                </view>
                <constraints>
                    \(pinned)
                </constraints>
            </collectionViewCell>
            """
        let root = inCollection ? """
            <collectionViewController id="vc" sceneMemberID="viewController">
                <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="\(bounces ? "YES" : "NO")" dataMode="prototypes" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                    <collectionViewFlowLayout key="collectionViewLayout" id="flow"/>
                    <cells>\(cell)</cells>
                </collectionView>
            </collectionViewController>
            """ : """
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                    <subviews>
                        <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="cell">
                            <rect key="frame" x="0.0" y="100" width="414" height="98"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="20" y="8" width="100" height="20"/>
                                </view>
                            </subviews>
                            <constraints>
                                \(pinned)
                                <constraint firstItem="cell" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                                <constraint firstItem="cell" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c6"/>
                                <constraint firstItem="cell" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c7"/>
                                <constraint firstItem="cell" firstAttribute="height" constant="98" id="c8"/>
                            </constraints>
                        </view>
                    </subviews>
                </view>
            </viewController>
            """
        let frames = try laidOutFrames(["label"], in: #"<scene sceneID="s"><objects>\#(root)</objects></scene>"#,
                                       device: "retina5_5", tools: tools)
        return frames[0]
    }

    @Test func aPrototypeCellKeepsItsOwnMarginsThoughSetToPreserveItsCollectionViews() throws {
        // A mail list's 414-pt cells (Xcode 11.3) and an app store's
        // 375-pt ones (Xcode 14), set to preserve their superview's
        // margins, store their views 8 pt in, not the root's 20 or 16.
        let preserving = try labelFrame(preserves: true)
        #expect(preserving.minX == 8)
        #expect(preserving.minY == 8)
        #expect(try labelFrame(preserves: false).minX == 8)
    }

    @Test func aPrototypeCellUnderTheStatusBarKeepsItsOwnTopMargin() throws {
        // A feed reader's first cell at the top of its collection
        // controller, under the status bar (Xcode 10), its collection view
        // not set to bounce, so not insetting its content: its title 5 pt
        // below the cell's top margin stored 13 pt down, not 33.
        #expect(try labelFrame(preserves: false, tools: "14113", bounces: false).minY == 8)
    }

    @Test func aPlainViewThatPreservesItsSuperviewsMarginsStillTakesThem() throws {
        // The root of a 414-pt screen has 20-pt sides; a full-width view
        // preserving them has them too.
        #expect(try labelFrame(preserves: true, inCollection: false).minX == 20)
    }
}
