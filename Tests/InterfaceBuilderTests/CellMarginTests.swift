import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A table cell's content view's side margins, as the frames Xcode stored
/// in real files show them: 15 pt in a table inside a view in Xcode 9 and
/// 10, 16 from Xcode 11, 20 in a cell wider than 375 pt.
@Suite struct CellMarginTests: ScreenScenes {
    /// The x of a label pinned to the leading margin of a `width`-pt cell's
    /// content view, in a storyboard saved by `tools`. The cell lies well
    /// below the status bar, whose safe-area inset would add to its top
    /// margin (table content insets are not modelled).
    private func leadingMarginX(width: Int, tools: String, device: String, safeAreas: Bool = true,
                                tableWidth: Int? = nil, inView: Bool = false, preserves: Bool = false) throws -> CGFloat
    {
        try markFrame(width: width, tools: tools, device: device, safeAreas: safeAreas, tableWidth: tableWidth,
                      inView: inView, preserves: preserves).minX
    }

    /// The gap between a label pinned to the trailing margin of a cell's
    /// `contentWidth`-pt content view (in a `width`-pt cell showing
    /// `accessory`) and the content view's trailing edge.
    private func trailingMarginGap(width: Int, contentWidth: Double, accessory: String, tools: String) throws -> CGFloat {
        let mark = try markFrame(width: width, tools: tools, device: "retina4_7", accessory: accessory,
                                 contentWidth: contentWidth, edge: "trailing")
        return CGFloat(contentWidth) - mark.maxX
    }

    /// The frame of a 40-pt label pinned to the `edge` margin and the top
    /// margin of a cell's content view; its table (of `style`) is a table
    /// controller's view, or with `inView` a subview of a controller's
    /// view; with `preserves` the cell and its content view preserve their
    /// superviews' margins.
    private func markFrame(width: Int, tools: String, device: String, safeAreas: Bool = true, tableWidth: Int? = nil,
                           inView: Bool = false, accessory: String = "none", contentWidth: Double? = nil,
                           edge: String = "leading", style: String = "plain", preserves: Bool = false) throws -> CGRect
    {
        let preserving = preserves ? #"preservesSuperviewLayoutMargins="YES""# : ""
        let controller = inView ? "viewController" : "tableViewController"
        let open = inView ? """
            <view key="view" contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(tableWidth ?? width)" height="600"/>
                <subviews>
            """ : ""
        let close = inView ? "</subviews></view>" : ""
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useTraitCollections="YES"\(safeAreas ? #" useSafeAreas="YES""# : "")>
                <device id="\(device)" orientation="portrait"/>
                <scenes><scene sceneID="s"><objects>
                    <\(controller) id="vc" sceneMemberID="viewController">
                        \(open)
                        <tableView \(inView ? "" : #"key="view""#) clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="\(style)" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="\(tableWidth ?? width)" height="600"/>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" accessoryType="\(accessory)" \(preserving) reuseIdentifier="cell" id="cell">
                                    <rect key="frame" x="0.0" y="128" width="\(width)" height="44"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" \(preserving) tableViewCell="cell" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="\(contentWidth ?? Double(width))" height="43.5"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mark">
                                                <rect key="frame" x="0.0" y="11" width="40" height="21.5"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="mark" firstAttribute="\(edge)" secondItem="content" secondAttribute="\(edge)Margin" id="c1"/>
                                            <constraint firstItem="mark" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                                            <constraint firstItem="mark" firstAttribute="width" constant="40" id="c3"/>
                                            <constraint firstItem="mark" firstAttribute="height" constant="20" id="c4"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        \(close)
                    </\(controller)>
                </objects></scene></scenes>
            </document>
            """.utf8)
        let document = try InterfaceBuilderDocument(data: data, path: "Cells.storyboard")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        let mark = try #require(imported.views.first { $0.id == "mark" })
        // 11 at the top from Xcode 9.2, 8 before, 15 in Xcode 26.
        let version = Double(tools.split(separator: ".").prefix(2).joined(separator: ".")) ?? 0
        #expect(mark.view.frameInSuperview.minY == (version < 13500 ? 8 : (24000..<32700).contains(version) ? 15 : 11))
        return mark.view.frameInSuperview
    }

    @Test func xcode26sCellsHave15PointMarginsAtTheTopAndBottom() throws {
        // A toll-rates table's cells (tools 24412) and a news reader's
        // settings (24765) fit their text between 15-pt margins; Xcode
        // 16.3's (23727) and the "32700" files' keep 11.
        for (tools, top) in [("24412", 15.0), ("24765", 15.0), ("23727", 11.0), ("32700.99.1234", 11.0)] {
            let mark = try markFrame(width: 414, tools: tools, device: "retina6_1")
            #expect(mark.minY == CGFloat(top), "tools \(tools)")
        }
    }

    @Test func beforeXcode9CellsPreservingTheirTablesMarginsHaveItsSeparatorInset() throws {
        // A password manager's 375-pt table controllers (Xcode 8.3) and a
        // mail example's 414-pt one: 15 where a controller's root has 16
        // or 20; a content view that preserves nothing keeps its own 8.
        #expect(try leadingMarginX(width: 375, tools: "12120", device: "retina4_7", preserves: true) == 15)
        #expect(try leadingMarginX(width: 414, tools: "12120", device: "retina5_5", preserves: true) == 15)
        #expect(try leadingMarginX(width: 375, tools: "12120", device: "retina4_7") == 8)
        // From Xcode 9, the table controller's root's 16.
        #expect(try leadingMarginX(width: 375, tools: "13196", device: "retina4_7", preserves: true) == 16)
    }

    @Test func anInsetGroupedTablesCellLiesInsetThoughStoredAsWideAsTheTable() throws {
        // A password store's static cells stored 0 to 390 pt, their views
        // laid out in 350 (Xcode 16): a view pinned to the trailing margin
        // ends 20 pt short of the 350-pt cell, as in one stored inset.
        let stale = try markFrame(width: 390, tools: "23504", device: "retina6_0", edge: "trailing", style: "insetGrouped")
        #expect(stale.maxX == 330)
        // Beside a detail button its content view, stored 346 pt wide, is
        // 40 pt narrower too: the password store's URL field, pinned to the
        // trailing margin, ends at 298 of 306.
        let besideButton = try markFrame(width: 390, tools: "23504", device: "retina6_0", accessory: "detailButton",
                                         contentWidth: 346, edge: "trailing", style: "insetGrouped")
        #expect(besideButton.maxX == 298)
        // 16 pt in a 375-pt table, the margin 16 too.
        #expect(try markFrame(width: 375, tools: "24128", device: "retina4_7", edge: "trailing", style: "insetGrouped").maxX == 327)
        // A plain table's cell is as wide as the table.
        #expect(try markFrame(width: 390, tools: "23504", device: "retina6_0", edge: "trailing").maxX == 370)
    }

    @Test func xcode9And10CellsHave15PointSidesInATableInsideAView() throws {
        #expect(try leadingMarginX(width: 375, tools: "14113", device: "retina4_7", inView: true) == 15)
        #expect(try leadingMarginX(width: 320, tools: "13529", device: "retina4_0", inView: true) == 15)
    }

    @Test func throughXcode11ATableInsideAViewOnAScreenWithAHomeButtonHas15PointSides() throws {
        // WSDOT's Amtrak schedules (Xcode 11.3, an iPhone 8): 15 in a table
        // placed in a controller's view, 16 in a table controller's table;
        // 16 on a notched phone, and in every table from Xcode 13.
        #expect(try leadingMarginX(width: 375, tools: "15705", device: "retina4_7", inView: true) == 15)
        #expect(try leadingMarginX(width: 375, tools: "15705", device: "retina4_7") == 16)
        #expect(try leadingMarginX(width: 375, tools: "15400", device: "retina5_9", inView: true) == 16)
        #expect(try leadingMarginX(width: 375, tools: "21507", device: "retina4_7", inView: true) == 16)
        // So on an iPad with a home button: an audiometer's 350-pt lists
        // (Xcode 11.3), their labels 1 pt inside the margins stored 16 pt
        // in; a rounded iPad's tables give 16.
        #expect(try leadingMarginX(width: 350, tools: "16097", device: "ipad9_7", tableWidth: 350, inView: true) == 15)
        #expect(try leadingMarginX(width: 350, tools: "16097", device: "ipad11_0rounded", tableWidth: 350, inView: true) == 16)
    }

    /// The x of a label pinned to the leading margin of a xib's own
    /// `width`-pt cell (in no table) on `device`, saved by `tools`.
    private func xibCellLeadingMarginX(width: Int, tools: String, device: String) throws -> CGFloat {
        let document = try xib("""
            <tableViewCell contentMode="scaleToFill" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="58"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="57.5"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mark">
                            <rect key="frame" x="16" y="18" width="40" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="mark" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                        <constraint firstItem="mark" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                        <constraint firstItem="mark" firstAttribute="width" constant="40" id="c3"/>
                        <constraint firstItem="mark" firstAttribute="height" constant="20" id="c4"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, device: device, tools: tools)
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return try #require(imported.views.first { $0.id == "mark" }).view.frameInSuperview.minX
    }

    @Test func aXibsOwnCellHas16PointSidesInXcode10And15OnlyInXcode11WithAHomeButton() throws {
        // A chat client's server and channel cells (Xcode 10.0 and 10.1),
        // a store manager's order cells (10.2), a podcast player's: 16 pt on
        // an iPhone 8. A food database's and the store manager's Xcode 11
        // cells: 15 on an iPhone 8; a browser's 320-pt ones 16 on an iPhone
        // 11; 16 again from Xcode 12.
        #expect(try xibCellLeadingMarginX(width: 375, tools: "14113", device: "retina4_7") == 16)
        #expect(try xibCellLeadingMarginX(width: 320, tools: "14460.31", device: "retina4_7") == 16)
        #expect(try xibCellLeadingMarginX(width: 375, tools: "16097.3", device: "retina4_7") == 15)
        #expect(try xibCellLeadingMarginX(width: 320, tools: "15702", device: "retina6_1") == 16)
        #expect(try xibCellLeadingMarginX(width: 375, tools: "17701", device: "retina4_7") == 16)
    }

    @Test func fromXcode11AXibsOwnCellHas20PointSidesByTheScreensWidthWhenWiderThan320() throws {
        // A map app's 414-pt cells: 16 on an iPhone 8, 20 on an iPhone 11
        // (414 pt) and, 335 pt, on an iPhone 14 Pro (393); on an iPhone 12
        // (390) 20 in Xcode 15.0, 16 in 15.3; 320-pt cells (six projects',
        // Xcode 10 to 16): 16 on an iPhone 11.
        #expect(try xibCellLeadingMarginX(width: 414, tools: "22155", device: "retina6_0") == 20)
        #expect(try xibCellLeadingMarginX(width: 414, tools: "23727", device: "retina6_0") == 16)
        #expect(try xibCellLeadingMarginX(width: 414, tools: "22155", device: "retina4_7") == 16)
        #expect(try xibCellLeadingMarginX(width: 414, tools: "22155", device: "retina6_1") == 20)
        #expect(try xibCellLeadingMarginX(width: 335, tools: "22155", device: "retina6_12") == 20)
        #expect(try xibCellLeadingMarginX(width: 320, tools: "17701", device: "retina6_1") == 16)
        // In Xcode 9 and 10 the cell's own width decides: a chat app's
        // 600-pt timeline cells have 20 on an iPhone 8 there, 16 from Xcode 12.
        #expect(try xibCellLeadingMarginX(width: 600, tools: "14460.31", device: "retina4_7") == 20)
        #expect(try xibCellLeadingMarginX(width: 600, tools: "20037", device: "retina4_7") == 16)
    }

    @Test func xcode9And10CellsOfATableControllerHave16PointSides() throws {
        // The controller's minimum margins: three projects' table controllers
        // (an iPhone X's and two iPhone 8's) stored their cells' views 16 pt in.
        #expect(try leadingMarginX(width: 375, tools: "13529", device: "retina5_9") == 16)
        #expect(try leadingMarginX(width: 375, tools: "14109", device: "retina4_7") == 16)
    }

    @Test func laterCellsHave16PointSidesAnd20InCellsWiderThan375() throws {
        #expect(try leadingMarginX(width: 375, tools: "17156", device: "retina4_7") == 16)
        #expect(try leadingMarginX(width: 393, tools: "21507", device: "retina6_12") == 20)
        #expect(try leadingMarginX(width: 414, tools: "14113", device: "retina6_1") == 20)
    }

    @Test func anIPadsWideTableKeeps16PointSides() throws {
        // A fertiliser calculator's 780- and 664-pt tables (an iPad Air)
        // and a project manager's 448.5-pt one (an iPad Pro, Xcode 13).
        #expect(try leadingMarginX(width: 780, tools: "24412", device: "ipad10_9rounded", inView: true) == 16)
        #expect(try leadingMarginX(width: 448, tools: "20037", device: "ipad12_9rounded", inView: true) == 16)
        #expect(try leadingMarginX(width: 414, tools: "20037", device: "retina6_1", inView: true) == 20)
    }

    @Test func theTablesWidthDecidesNotTheCells() throws {
        // SkyFloatingLabelTextField's example (Xcode 10): 362-pt cells beside
        // a disclosure indicator in a 400-pt table have 20-pt sides.
        #expect(try leadingMarginX(width: 362, tools: "14460.31", device: "retina4_7", tableWidth: 400) == 20)
    }

    @Test func xcode12GoesByTheScreenNotTheTable() throws {
        // A map sample's 375-pt settings table on an iPhone 11 (Xcode 12):
        // its labels pinned to the cells' leading margins stored 20 pt in.
        #expect(try leadingMarginX(width: 375, tools: "17506", device: "retina6_1") == 20)
        #expect(try leadingMarginX(width: 375, tools: "17506", device: "retina4_7") == 16)
    }

    @Test func laterXcodesGoByTheScreenForTablesWiderThan320() throws {
        // A store manager's 350- and 374-pt tables inside its views on an
        // iPhone 11 (Xcode 13.2): labels pinned to the cells' margins
        // stored 20 pt in; a password manager's 300-pt table there 16 (Xcode
        // 13), and 375-pt tables on 375- and 320-pt phones 16 (Xcode 14 to
        // 15), as a xib's own cell of that width has.
        #expect(try leadingMarginX(width: 374, tools: "20037", device: "retina6_1", inView: true) == 20)
        #expect(try leadingMarginX(width: 350, tools: "20037", device: "retina6_1", inView: true) == 20)
        #expect(try leadingMarginX(width: 300, tools: "19162", device: "retina6_1", inView: true) == 16)
        #expect(try leadingMarginX(width: 375, tools: "23094", device: "retina5_9") == 16)
        #expect(try leadingMarginX(width: 375, tools: "23504", device: "retina4_0") == 16)
    }

    @Test func aFileWithoutSafeAreasHasTheSameSidesFromXcode9() throws {
        // BEMCheckBox's sample (Xcode 11, no safe areas): 20 in 414-pt cells;
        // SwiftMessages' demo (Xcode 15): 16 in 375-pt ones. Before Xcode 9, 8.
        #expect(try leadingMarginX(width: 414, tools: "15505", device: "retina6_1", safeAreas: false) == 20)
        #expect(try leadingMarginX(width: 375, tools: "22505", device: "retina4_7", safeAreas: false) == 16)
        #expect(try leadingMarginX(width: 375, tools: "11762", device: "retina4_7", safeAreas: false) == 8)
        // An Xcode 9.0 beta's (SDCAlertView's example, a table controller's
        // static cells) still 8.
        #expect(try leadingMarginX(width: 320, tools: "13189.4", device: "retina4_0", safeAreas: false) == 8)
    }

    /// Beside an accessory the trailing margin is 8 pt from Xcode 10 (views
    /// pinned to it stored 8 pt short of a 348.5-pt content view beside a
    /// disclosure indicator in a 375-pt cell; a chat client's Xcode 10
    /// cells, 341 pt beside one), the side margin without one or before.
    @Test func theTrailingMarginBesideAnAccessoryIs8Points() throws {
        #expect(try trailingMarginGap(width: 375, contentWidth: 348.5, accessory: "disclosureIndicator", tools: "23504") == 8)
        #expect(try trailingMarginGap(width: 375, contentWidth: 341, accessory: "disclosureIndicator", tools: "14113") == 8)
        #expect(try trailingMarginGap(width: 414, contentWidth: 383.5, accessory: "checkmark", tools: "17156") == 8)
        #expect(try trailingMarginGap(width: 375, contentWidth: 375, accessory: "none", tools: "23504") == 16)
        #expect(try trailingMarginGap(width: 375, contentWidth: 341, accessory: "disclosureIndicator", tools: "13529") == 16)
    }
}
