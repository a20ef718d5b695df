import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Xcode 6 stored a table cell's content view 43 pt high whatever the
/// cell's height, while it laid the content out in the whole cell.
@Suite struct StaleContentViewTests {
    /// A xib whose top-level cell is `cellHeight` pt high (showing
    /// `accessory`) and stores its content view 320 × 43, holding a view
    /// pinned 3 pt inside it on every side; that view's solved frame.
    private func pinnedFrame(cellHeight: Int, cellWidth: Int = 320, accessory: String = "none") throws -> CGRect {
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7531" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" accessoryType="\(accessory)" rowHeight="\(cellHeight)" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="\(cellHeight)"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                    <rect key="frame" x="3" y="3" width="314" height="161"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="inner" firstAttribute="top" secondItem="content" secondAttribute="top" constant="3" id="c1"/>
                                <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="3" id="c2"/>
                                <constraint firstItem="inner" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="3" id="c3"/>
                                <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" constant="3" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """.utf8)
        let document = try InterfaceBuilderDocument(data: data, path: "Cell.xib")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return try #require(imported.views.first { $0.id == "inner" }).view.frameInSuperview
    }

    @Test func aContentViewStoredShorterThanItsCellFillsTheCell() throws {
        // A rain machine's 168-pt graph cell: the view pinned 3 pt inside
        // stored 161 high (the cell less the 1-pt separator, less 3 + 3).
        #expect(try pinnedFrame(cellHeight: 168) == CGRect(x: 3, y: 3, width: 314, height: 161))
        // As wide as a 332-pt cell too, unless an accessory takes the side.
        #expect(try pinnedFrame(cellHeight: 62, cellWidth: 332).width == 326)
        #expect(try pinnedFrame(cellHeight: 62, cellWidth: 332, accessory: "disclosureIndicator").width == 314)
        // One point short is the separator: kept as stored.
        #expect(try pinnedFrame(cellHeight: 44).height == 37)
    }
}
