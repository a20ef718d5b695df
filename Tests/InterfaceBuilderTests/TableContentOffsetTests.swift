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
    private func cellFrames(tools: String, y: Double, bounces: Bool = true) throws -> (stored: CGRect, drawn: CGRect) {
        let table = """
            <scene sceneID="s-list"><objects>
                <tableViewController id="list" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="\(bounces ? "YES" : "NO")" dataMode="prototypes" style="plain" rowHeight="141" sectionHeaderHeight="28" sectionFooterHeight="28" id="root-list">
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

    @Test func aTableThatDoesNotInsetItsContentShowsItUnderTheBars() throws {
        // Not set to bounce, its cells no lower than itself: UIKit leaves
        // its content at the table's top.
        let (_, drawn) = try cellFrames(tools: "14868", y: 28, bounces: false)
        #expect(drawn == CGRect(x: 0, y: 28, width: 414, height: 141))
    }
}
