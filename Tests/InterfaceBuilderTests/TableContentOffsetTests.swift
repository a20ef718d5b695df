import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Where a table controller's cells are drawn: below the bars its table
/// scrolls under, as UIKit's adjusted content inset shows them.
@Suite struct TableContentOffsetTests: ScreenScenes {
    /// A navigation controller's root table controller on an iPhone 8
    /// Plus, saved by `tools`, whose one prototype cell is stored at `y`;
    /// the cell's frame in its table's coordinates and in the root's.
    private func cellFrames(tools: String, y: Double, bounces: Bool = true,
                            adjustment: String? = nil) throws -> (stored: CGRect, drawn: CGRect) {
        let table = """
            <scene sceneID="s-list"><objects>
                <tableViewController id="list" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="\(bounces ? "YES" : "NO")"\(adjustment.map { " contentInsetAdjustmentBehavior=\"\($0)\"" } ?? "") dataMode="prototypes" style="plain" rowHeight="141" sectionHeaderHeight="28" sectionFooterHeight="28" id="root-list">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="MailCell" rowHeight="141" id="cell">
                                <rect key="frame" x="0.0" y="\(y)" width="414" height="141"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="141"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """
        let document = try document(navigation(to: "list") + table, device: "retina5_5", tools: tools)
        let imported = document.makeScene(try #require(document.scenes.first { $0.rootID == "root-list" }))
        try imported.scene.layout()
        let cell = try #require(imported.views.first { $0.id == "cell" }).view
        return withExtendedLifetime(imported) { (cell.frameInSuperview, cell.frame) }
    }

    @Test func fromXcode8ACellIsStoredInItsTablesContentBelowTheBars() throws {
        // A mail list's first cell (Xcode 11, an iPhone 8 Plus) stored at
        // 28, below the plain table's section header, under a 44-pt bar
        // (that Xcode drew no status bar on a phone with a home button):
        // drawn 72 pt down, its stored frame kept as its frame in the table.
        let (stored, drawn) = try cellFrames(tools: "14868", y: 28)
        #expect(stored == CGRect(x: 0, y: 28, width: 414, height: 141))
        #expect(drawn == CGRect(x: 0, y: 72, width: 414, height: 141))
    }

    @Test func beforeXcode8ACellIsStoredWhereTheScreenShowsIt() throws {
        // A chat demo's settings (Xcode 7.3) store their first cell at
        // 114, below the status and navigation bars' 64 pt.
        let (stored, drawn) = try cellFrames(tools: "10117", y: 114)
        #expect(stored == CGRect(x: 0, y: 114, width: 414, height: 141))
        #expect(drawn == stored)
    }

    @Test func aControllersTableInsetsItsContentThoughNotSetToBounce() throws {
        // UIKit's automatic adjustment insets a controller's own scroll
        // view under its bars whether or not it scrolls.
        let (_, drawn) = try cellFrames(tools: "14868", y: 28, bounces: false)
        #expect(drawn == CGRect(x: 0, y: 72, width: 414, height: 141))
    }

    @Test func aTableSetNeverToAdjustShowsItsContentUnderTheBars() throws {
        let (_, drawn) = try cellFrames(tools: "14868", y: 28, bounces: false, adjustment: "never")
        #expect(drawn == CGRect(x: 0, y: 28, width: 414, height: 141))
    }

    @Test func aCollectionControllersCellsSitBelowTheBarsWithNoSafeAreaInsetOfTheirOwn() throws {
        // A feed list's collection controller (Xcode 26, which doubles an
        // island phone's insets: 124 pt of status bar and 54 of navigation
        // bar): its cell, stored at 60 below a 60-pt header, not set to
        // bounce, holds a label pinned 15 pt below the content view's safe
        // area, stored at 15: the cell is drawn below the bars, its safe
        // area not under them.
        let collection = """
            <scene sceneID="s-feeds"><objects>
                <collectionViewController id="feeds" sceneMemberID="viewController">
                    <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="root-feeds">
                        <rect key="frame" x="0.0" y="0.0" width="402" height="874"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                            <size key="itemSize" width="398" height="60"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="FeedCell" id="cell">
                                <rect key="frame" x="2" y="60" width="398" height="60"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="content">
                                    <rect key="frame" x="0.0" y="0.0" width="398" height="60"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Feed Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                            <rect key="frame" x="16" y="15" width="200" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
                                        <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="15" id="c-top"/>
                                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="15" id="c-bottom"/>
                                        <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c-leading"/>
                                        <constraint firstItem="title" firstAttribute="width" constant="200" id="c-width"/>
                                    </constraints>
                                </collectionViewCellContentView>
                                <size key="customSize" width="398" height="60"/>
                            </collectionViewCell>
                        </cells>
                    </collectionView>
                    <navigationItem key="navigationItem" title="Feeds" id="nav-item"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                </collectionViewController>
            </objects></scene>
            """
        let document = try document(collection, device: "retina6_3", tools: "24506")
        let imported = document.makeScene(try #require(document.scenes.first { $0.rootID == "root-feeds" }))
        try imported.scene.layout()
        let cell = try #require(imported.views.first { $0.id == "cell" }).view
        let title = try #require(imported.views.first { $0.id == "title" }).view
        withExtendedLifetime(imported) {
            #expect(cell.frameInSuperview == CGRect(x: 2, y: 60, width: 398, height: 60))
            #expect(cell.frame == CGRect(x: 2, y: 238, width: 398, height: 60))
            #expect(title.frameInSuperview == CGRect(x: 16, y: 15, width: 200, height: 30))
        }
    }
}
