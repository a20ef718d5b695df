import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Xcode 8.0 and 8.1 saved documents with no device without their
/// subviews' frames, and Xcode 5 some views: such a view is still a view,
/// laid out by its constraints alone.
@Suite struct FramelessViewsTests {
    static var document: Data {
        storyboard(scene("F", subviews: """
                                <label opaque="NO" text="Transcribe" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-fr-001">
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="swt-fr-001"/>
                                <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-fr-001">
                                    <items/>
                                </toolbar>
        """, constraints: """
                                <constraint firstItem="lbl-fr-001" firstAttribute="centerX" secondItem="root-F" secondAttribute="centerX" id="c-f1"/>
                                <constraint firstItem="lbl-fr-001" firstAttribute="top" secondItem="root-F" secondAttribute="top" constant="40" id="c-f2"/>
                                <constraint firstItem="swt-fr-001" firstAttribute="leading" secondItem="root-F" secondAttribute="leading" constant="20" id="c-f3"/>
                                <constraint firstItem="swt-fr-001" firstAttribute="top" secondItem="lbl-fr-001" secondAttribute="bottom" constant="8" id="c-f4"/>
                                <constraint firstItem="bar-fr-001" firstAttribute="leading" secondItem="root-F" secondAttribute="leading" id="c-f5"/>
                                <constraint firstItem="bar-fr-001" firstAttribute="trailing" secondItem="root-F" secondAttribute="trailing" id="c-f6"/>
                                <constraint firstItem="bar-fr-001" firstAttribute="bottom" secondItem="root-F" secondAttribute="bottom" id="c-f7"/>
        """))
    }

    @Test func aViewWithNoStoredFrameIsLaidOutByItsConstraints() throws {
        let document = try InterfaceBuilderDocument(data: Self.document, path: "Frameless.storyboard")
        let imported = document.makeScene(document.scenes[0])
        #expect(imported.diagnostics.isEmpty, "no constraint is refused for naming a frameless view")
        try imported.scene.layout()
        #expect(try imported.scene.ambiguities().isEmpty)
        let label = try #require(imported.views.first { $0.id == "lbl-fr-001" })
        // Its text measured (in our font), centred, 40 pt down.
        #expect(!label.hasStoredFrame)
        #expect(label.view.frame.width > 60 && label.view.frame.width < 120)
        #expect(abs(label.view.frame.midX - 187.5) < 0.01)
        #expect(label.view.frame.minY == 40)
        // A switch is 51 × 31 as UIKit makes it (its alignment rectangle 2 pt narrower).
        let toggle = try #require(imported.views.first { $0.id == "swt-fr-001" })
        #expect(toggle.view.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.view.frame.minY == label.view.frame.maxY + 8)
        // A toolbar is 44 pt high across the root's bottom.
        let bar = try #require(imported.views.first { $0.id == "bar-fr-001" })
        #expect(bar.view.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        // Nothing to compare: no view is misplaced, and accuracy leaves them out.
        #expect(imported.misplacedViews().isEmpty)
    }

    /// The scene of an Xcode 6.1 storyboard whose one table controller's
    /// `width` × `height` table, with `attributes`, holds `rows` (its
    /// `<prototypes>` or `<sections>`), laid out.
    private func laidOutTable(attributes: String, width: Int, height: Int, rows: String) throws -> ImportedScene {
        let document = try InterfaceBuilderDocument(data: Data("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" useAutolayout="YES" useTraitCollections="YES">
                <scenes><scene sceneID="s"><objects>
                    <tableViewController id="list" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \(attributes) id="table">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
            \(rows)
                        </tableView>
                    </tableViewController>
                </objects></scene></scenes>
            </document>
            """.utf8), path: "Table.storyboard")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return imported
    }

    /// A table cell `id` stored without a frame (`attributes` on it), its
    /// content `id-content` holding one label `id-label` showing `text` at
    /// `labelFrame`, held by `constraints`.
    private func frameless(cell id: String, attributes: String = "", text: String, labelFrame: String,
                           constraints: String) -> String {
        """
        <tableViewCell contentMode="scaleToFill" \(attributes) id="\(id)">
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="\(id)" id="\(id)-content">
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                        <rect key="frame" \(labelFrame)/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    \(constraints)
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """
    }

    @Test func aPrototypeCellWithNoStoredFrameIsARowOfItsTable() throws {
        // Xcode 6.1 stored some prototype cells without frames: each lies
        // below the section header and the cells before it, a row high and
        // as wide as the table (a header cell's label centred in it stored
        // 11 pt down its 600 × 600 table's second 44-pt row).
        let imported = try laidOutTable(
            attributes: #"dataMode="prototypes" style="plain" rowHeight="44" sectionHeaderHeight="22""#, width: 600, height: 600,
            rows: """
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell">
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                        <autoresizingMask key="autoresizingMask"/>
                                    </tableViewCellContentView>
                                </tableViewCell>
                                \(frameless(cell: "header", attributes: #"reuseIdentifier="HeaderCell""#, text: "Label",
                                             labelFrame: #"x="279" y="11" width="42" height="21""#, constraints: """
                                    <constraint firstAttribute="centerX" secondItem="header-label" secondAttribute="centerX" id="c1"/>
                                    <constraint firstAttribute="centerY" secondItem="header-label" secondAttribute="centerY" id="c2"/>
                                    """))
                            </prototypes>
            """)
        func frame(_ id: String) throws -> CGRect { try #require(imported.views.first { $0.id == id }).view.frame }
        #expect(try frame("cell") == CGRect(x: 0, y: 22, width: 600, height: 44))
        #expect(try frame("header") == CGRect(x: 0, y: 66, width: 600, height: 44))
        #expect(try #require(imported.views.first { $0.id == "header-label" }).view.frameInSuperview
            == CGRect(x: 279, y: 11.25, width: 42, height: 21))
    }

    @Test func aStaticCellWithNoStoredFrameIsARowOfItsSection() throws {
        // A settings form's static cells (Xcode 6.1), stored without
        // frames: each a 44-pt row below its section's header and the rows
        // and sections before it, its label 11 pt down (not in the middle of
        // a 667-pt cell), a 60-pt cell by its own row height.
        let cell = { (id: String, height: String) in
            self.frameless(cell: id, attributes: height, text: "NickName", labelFrame: #"x="13" y="11" width="80" height="21""#,
                           constraints: """
                <constraint firstItem="\(id)-label" firstAttribute="centerY" secondItem="\(id)-content" secondAttribute="centerY" id="\(id)-c1"/>
                <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leading" constant="13" id="\(id)-c2"/>
                """)
        }
        let imported = try laidOutTable(
            attributes: #"dataMode="static" style="grouped" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10""#,
            width: 375, height: 667, rows: """
                            <sections>
                                <tableViewSection id="first"><cells>\(cell("nick", ""))\(cell("mail", ""))</cells></tableViewSection>
                                <tableViewSection id="second"><cells>\(cell("sex", #"rowHeight="60""#))</cells></tableViewSection>
                            </sections>
            """)
        func view(_ id: String) throws -> View { try #require(imported.views.first { $0.id == id }).view }
        #expect(try view("nick").frame == CGRect(x: 0, y: 10, width: 375, height: 44))
        #expect(try view("mail").frame == CGRect(x: 0, y: 54, width: 375, height: 44))
        #expect(try view("sex").frame == CGRect(x: 0, y: 118, width: 375, height: 60))
        #expect(try view("nick-label").frameInSuperview == CGRect(x: 13, y: 11.25, width: 80, height: 21))
    }
}
