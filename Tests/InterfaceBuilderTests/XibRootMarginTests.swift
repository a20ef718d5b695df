import Foundation
import InterfaceBuilder
import Layout
import Testing

/// `frame` is (x, y, width, height) to 0.01 pt.
private func expectFrame(_ frame: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                         sourceLocation: SourceLocation = #_sourceLocation)
{
    let expected = CGRect(x: x, y: y, width: width, height: height)
    let close = [(frame.minX, x), (frame.minY, y), (frame.width, width), (frame.height, height)].allSatisfy { abs($0 - $1) < 0.01 }
    #expect(close, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
}

/// The margins of a xib's top-level views and cells, and what Interface
/// Builder keeps of a view its constraints leave free, as the frames Xcode
/// stored in a podcast player's, a contact-tracing app's and an emulator's
/// files show them.
@Suite struct XibRootMarginTests: ScreenScenes {
    /// The frames of `ids` in their superviews, the first scene of a
    /// retina6_1 xib of `objects` saved by `tools`, laid out.
    private func frames(_ ids: [String], objects: String, tools: String = "17701") throws -> [CGRect] {
        try views(ids, objects: objects, tools: tools).map(\.frameInSuperview)
    }

    /// The views `ids` of that xib, laid out.
    private func views(_ ids: [String], objects: String, tools: String = "17701") throws -> [View] {
        let document = try xib(objects, device: "retina6_1", tools: tools)
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return try ids.map { id in try #require(imported.views.first { $0.id == id }).view }
    }

    /// A label pinned to the leading and trailing margins of a `parent`.
    private func marginLabel(in parent: String) -> (subview: String, constraints: String) {
        ("""
        <label opaque="NO" text="ID 002" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="20" y="16" width="374" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """, """
        <constraint firstItem="label" firstAttribute="leading" secondItem="\(parent)" secondAttribute="leadingMargin" id="c1"/>
        <constraint firstAttribute="trailingMargin" secondItem="label" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="label" firstAttribute="top" secondItem="\(parent)" secondAttribute="topMargin" id="c3"/>
        """)
    }

    @Test func aContentViewThatPreservesItsCellsMarginsKeepsAtLeastTheCells() throws {
        // 16-pt margins stored on the content view of a 414-pt cell, whose
        // table gives 20 at the sides and 11 at the top: the label lies 20
        // pt in, 16 down; 11 down when the content view stores 8 there.
        func labelFrame(preserves: Bool, top: Int = 16) throws -> CGRect {
            let label = marginLabel(in: "content")
            return try frames(["label"], objects: """
                <tableViewCell contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="74"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" preservesSuperviewLayoutMargins="\(preserves ? "YES" : "NO")" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="74"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>\(label.subview)</subviews>
                        <constraints>\(label.constraints)</constraints>
                        <edgeInsets key="layoutMargins" top="\(top)" left="16" bottom="16" right="16"/>
                    </tableViewCellContentView>
                </tableViewCell>
                """)[0]
        }
        expectFrame(try labelFrame(preserves: true), 20, 16, 374, 20.5)
        expectFrame(try labelFrame(preserves: true, top: 8), 20, 11, 374, 20.5)
        expectFrame(try labelFrame(preserves: false), 16, 16, 382, 20.5)
        expectFrame(try labelFrame(preserves: false, top: 8), 16, 8, 382, 20.5)
    }

    @Test func aXibsCollectionHeaderHasAControllerRootsSideMargins() throws {
        // A 375-pt header view: its stack pinned to its margins stored 16 pt in.
        let label = marginLabel(in: "header")
        let frame = try frames(["label"], objects: """
            <collectionReusableView opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" reuseIdentifier="AboutHeader" id="header">
                <rect key="frame" x="0.0" y="0.0" width="375" height="450"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>\(label.subview)</subviews>
                <constraints>\(label.constraints)</constraints>
            </collectionReusableView>
            """, tools: "23504")[0]
        // As at a controller's root, nothing at the top but the safe area.
        expectFrame(frame, 16, 0, 343, 20.5)
    }

    @Test func aTopLevelViewThatPreservesItsSuperviewsMarginsKeepsTheWindowsEight() throws {
        // A shop manager's 375 × 67 header bar (Xcode 26), preserving its
        // superview's margins, not inset from the safe area: its row pinned
        // to the top and bottom margins stored 8 pt in, 51 pt high.
        func labelFrame(preserves: Bool) throws -> CGRect {
            let label = marginLabel(in: "bar")
            return try frames(["label"], objects: """
                <view opaque="NO" contentMode="scaleToFill" preservesSuperviewLayoutMargins="\(preserves ? "YES" : "NO")" insetsLayoutMarginsFromSafeArea="NO" id="bar">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="67"/>
                    <subviews>\(label.subview)</subviews>
                    <constraints>\(label.constraints)
                        <constraint firstAttribute="bottomMargin" secondItem="label" secondAttribute="bottom" id="c4"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                """, tools: "23504")[0]
        }
        expectFrame(try labelFrame(preserves: true), 16, 8, 343, 51)
        expectFrame(try labelFrame(preserves: false), 16, 0, 343, 67)
    }

    @Test func aXibsCollectionCellHasAControllerRootsMargins() throws {
        // A chat client's message cells (Xcode 10, an iPhone 8): an avatar
        // pinned to the cell's leading margin stored 16 pt in in a 375-pt
        // cell, 20 in a 402-pt one; nothing at the top or the bottom. The
        // constraints are the cell's, its subviews its content view's.
        func labelFrame(width: Int) throws -> CGRect {
            let label = marginLabel(in: "cell")
            return try frames(["label"], objects: """
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <subviews>\(label.subview)</subviews>
                    </view>
                    <constraints>\(label.constraints)</constraints>
                </collectionViewCell>
                """, tools: "14460.31")[0]
        }
        expectFrame(try labelFrame(width: 375), 16, 0, 343, 20.5)
        expectFrame(try labelFrame(width: 402), 20, 0, 362, 20.5)
    }

    @Test func aScreenSizedViewWithoutSafeAreasHasTheScreensInsetsInItsMargins() throws {
        // A ripple example's 375 × 812 view (Xcode 10, an iPhone X, no safe
        // areas in the file): a view pinned 20 pt below its top margin
        // stored 64 pt down. Xcode 8 knew no safe areas: 20 pt down.
        func labelFrame(tools: String) throws -> CGRect {
            let label = marginLabel(in: "root")
            let document = try xib("""
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                    <subviews>\(label.subview)</subviews>
                    <constraints>\(label.constraints.replacingOccurrences(of: #"id="c3""#, with: #"constant="20" id="c3""#))</constraints>
                </view>
                """, device: "retina5_9", tools: tools, safeAreas: false)
            let imported = document.makeScene(document.scenes[0])
            try imported.scene.layout()
            return try #require(imported.views.first { $0.id == "label" }).view.frame
        }
        expectFrame(try labelFrame(tools: "14460.31"), 16, 64, 343, 20.5)
        expectFrame(try labelFrame(tools: "12121"), 16, 20, 343, 20.5)
    }

    @Test func anArrangedViewThatNothingSizesAcrossItsStackKeepsItsStoredSize() throws {
        // A centred row 65 pt high: the first view, holding two labels
        // centred on it, has nothing that sets its height; Xcode stored it
        // as tall as the row, where UIKit's ambiguity suppression would
        // give it 0. The badge has a size of its own, and is centred.
        let views = try views(["box", "badge", "name"], objects: """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="218" height="65"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="0.0" y="0.0" width="218" height="65"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="180" height="65"/>
                                <subviews>
                                    <label opaque="NO" text="Really long podcast name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                        <rect key="frame" x="0.0" y="13" width="180" height="19.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="name" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="n1"/>
                                    <constraint firstAttribute="trailing" secondItem="name" secondAttribute="trailing" id="n2"/>
                                    <constraint firstItem="name" firstAttribute="centerY" secondItem="box" secondAttribute="centerY" constant="-10" id="n3"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                <rect key="frame" x="190" y="18.5" width="28" height="28"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="28" id="b1"/>
                                    <constraint firstAttribute="height" constant="28" id="b2"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
                    <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="r2"/>
                    <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="r3"/>
                    <constraint firstAttribute="bottom" secondItem="row" secondAttribute="bottom" id="r4"/>
                </constraints>
            </view>
            """)
        let found = views.map(\.frameInSuperview)
        expectFrame(found[0], 0, 0, 180, 65)
        // Its height held as UIKit holds it (at 25), it is not ambiguous:
        // neither UIKit nor Xcode finds it so.
        #expect(!views[0].hasAmbiguousLayout)
        expectFrame(found[1], 190, 18.5, 28, 28)
        // The label is centred 10 pt above the box's middle: 32.5 − 10 − 9.75.
        #expect(abs(found[2].minY - 12.75) < 0.5, "\(found[2])")
    }
}
