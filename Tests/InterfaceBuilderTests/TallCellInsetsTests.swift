import Foundation
import InterfaceBuilder
import Testing

/// A xib's top-level cell under the status bar: Xcode 9 and 10 draw the
/// bar above a tall one only, as above a tall xib view.
@Suite struct TallCellInsetsTests: ScreenScenes {
    @Test func xcode9And10DrawTheStatusBarAboveATallCellOnly() throws {
        // A share sheet's 547-pt file cell (Xcode 9.2, an iPhone 8): its
        // table pinned to the cell's safe area's top stored 20 pt down; the
        // 353-pt one beside it at 0, as any cell in later Xcodes.
        func tableTop(height: Int, tools: String) throws -> CGFloat {
            let document = try xib("""
                <collectionViewCell opaque="NO" contentMode="center" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="370" height="\(height)"/>
                    <view key="contentView" opaque="NO" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                        <rect key="frame" x="0.0" y="0.0" width="370" height="\(height)"/>
                        <subviews>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="grouped" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                <rect key="frame" x="0.0" y="20" width="370" height="\(height - 20)"/>
                            </tableView>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="table" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                        <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="table" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="r"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </collectionViewCell>
                """, device: "retina4_7", tools: tools, path: "FileCell.xib")
            let imported = document.makeScene(document.scenes[0])
            try imported.scene.layout()
            return try #require(imported.views.first { $0.id == "table" }).view.frame.minY
        }
        #expect(try tableTop(height: 547, tools: "13771") == 20)
        #expect(try tableTop(height: 353, tools: "13771") == 0)
        #expect(try tableTop(height: 547, tools: "15705") == 0)
    }
}
