import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A scroll view that scrolls vertically insets its content by the safe
/// area (UIKit's automatic content inset adjustment): its content's views
/// have no safe area at the top or bottom. One that does not scroll leaves
/// them the safe area they overlap.
@Suite struct ScrollContentSafeAreaTests: ScreenScenes {
    /// Where a label pinned to the top margin of a card 20 pt down a
    /// scroll view's content lies in the card, on an iPhone 11 (a 44-pt
    /// notch), the scroll view filling the root with `attributes`, the card
    /// `height` high.
    func labelTop(scroll attributes: String, card height: Double) throws -> CGFloat {
        let scenes = """
            <scene sceneID="s-A"><objects>
                <viewController id="A" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root-A">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <scrollView contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                        <rect key="frame" x="0.0" y="20" width="414" height="\(height)"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                                <rect key="frame" x="8" y="8" width="398" height="40"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="label" firstAttribute="top" secondItem="card" secondAttribute="topMargin" id="l1"/>
                                            <constraint firstItem="label" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="8" id="l2"/>
                                            <constraint firstItem="label" firstAttribute="width" constant="398" id="l3"/>
                                            <constraint firstItem="label" firstAttribute="height" constant="40" id="l4"/>
                                            <constraint firstItem="card" firstAttribute="height" constant="\(height)" id="l5"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="card" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="20" id="s1"/>
                                    <constraint firstItem="card" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                                    <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="s3"/>
                                    <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" id="s4"/>
                                    <constraint firstItem="card" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scroll" firstAttribute="top" secondItem="root-A" secondAttribute="top" id="r1"/>
                            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root-A" secondAttribute="leading" id="r2"/>
                            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
                            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """
        let frames = try laidOutFrames(["label"], in: scenes, device: "retina6_1")
        return frames[0].minY
    }

    /// A skater's 458-pt card on a scroll view that does not scroll: its
    /// top 24 pt lie under the notch, so its margin is 8 + 24 pt.
    @Test func contentOfAScrollViewThatDoesNotScrollHasTheSafeAreaItOverlaps() throws {
        #expect(try labelTop(scroll: "", card: 458) == 32)
    }

    /// Set to bounce vertically (as a package page's scroll view is, and
    /// nearly every table), or with content taller than itself, a scroll
    /// view insets its content below the notch instead: the card's margin
    /// is its own 8 pt.
    @Test func contentOfAScrollViewThatScrollsVerticallyHasNoSafeAreaAtTheTop() throws {
        #expect(try labelTop(scroll: #"alwaysBounceVertical="YES""#, card: 458) == 8)
        #expect(try labelTop(scroll: "", card: 1200) == 8)
        #expect(try labelTop(scroll: #"contentInsetAdjustmentBehavior="always""#, card: 458) == 8)
    }

    /// Told never to adjust, it leaves its content the safe area, however it scrolls.
    @Test func contentOfAScrollViewThatNeverAdjustsKeepsTheSafeArea() throws {
        #expect(try labelTop(scroll: #"alwaysBounceVertical="YES" contentInsetAdjustmentBehavior="never""#, card: 1200) == 32)
    }

    /// A table controller's table as a navigation stack's root, on an
    /// iPhone 8 in Xcode 12 (a 44-pt navigation bar, no status bar drawn),
    /// its first prototype cell 28 pt down (under a section header), the cell and its content view preserving their
    /// superviews' margins; a card pinned to the content view's margins.
    /// `bounce` is the table's `alwaysBounceVertical`.
    func cardInFirstCell(bounce: Bool) throws -> CGRect {
        let table = """
            <scene sceneID="s-T"><objects>
                <tableViewController id="T" sceneMemberID="viewController">
                    <tableView key="view" contentMode="scaleToFill" \(bounce ? #"alwaysBounceVertical="YES""# : "") dataMode="prototypes" style="plain" rowHeight="-1" id="root-T">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="cell">
                                <rect key="frame" x="0.0" y="28" width="375" height="97.5"/>
                                <tableViewCellContentView key="contentView" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="97.5"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                                            <rect key="frame" x="16" y="11" width="343" height="75.5"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="card" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c1"/>
                                        <constraint firstAttribute="bottomMargin" secondItem="card" secondAttribute="bottom" id="c2"/>
                                        <constraint firstItem="card" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c3"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" id="c4"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """
        let document = try document(navigation(to: "T") + table, device: "retina4_7", tools: "19529")
        let source = try #require(document.scenes.first { $0.rootID == "root-T" })
        let imported = document.makeScene(source)
        try imported.scene.layout()
        return try #require(imported.views.first { $0.id == "card" }).view.frameInSuperview
    }

    /// The bar lies over the table's top, but the table insets its rows
    /// below it: the first cell takes none of the 44 pt from its table's
    /// margins, and its card lies at its own 11-pt top margin (a browser's
    /// debug settings row, stored 11 down, where the reader had 42).
    @Test func aTablesFirstCellUnderANavigationBarInheritsNoneOfTheBarsFromItsMargins() throws {
        let card = try cardInFirstCell(bounce: true)
        #expect(card.minY == 11 && card.height == 75.5, "\(card)")
    }

    /// A table set not to bounce, its rows no taller than itself, does not
    /// scroll, but as a controller's view shown by a navigation controller
    /// it is inset below the bar all the same (UIKit's automatic
    /// adjustment): its first cell keeps its own 11-pt margin.
    @Test func aControllersTableThatDoesNotScrollInsetsItsRowsBelowTheBarToo() throws {
        let card = try cardInFirstCell(bounce: false)
        #expect(card.minY == 11 && card.height == 75.5, "\(card)")
    }
}
