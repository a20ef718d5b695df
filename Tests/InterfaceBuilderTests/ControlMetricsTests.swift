import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Controls whose frame is not their alignment rectangle, as the frames
/// Xcode stores show.
@Suite struct ControlMetricsTests: ScreenScenes {
    /// A segmented control pinned 10 pt below the root's top and 31 pt
    /// high, and one centred in the root with only its stored frame to say
    /// its size (32 pt), as Xcode `tools` stores them.
    func segmentedControls(tools: String, stored: Double, pinned: Double) throws -> (pinned: CGRect, centred: CGRect) {
        let scenes = scene("A", subviews: """
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="pinned">
                <rect key="frame" x="20" y="10" width="200" height="\(stored)"/>
                <constraints>
                    <constraint firstAttribute="height" constant="\(pinned)" id="h"/>
                </constraints>
                <segments><segment title="All"/><segment title="Favourites"/></segments>
            </segmentedControl>
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="centred">
                <rect key="frame" x="20" y="318" width="200" height="\(stored)"/>
                <segments><segment title="Day"/><segment title="Week"/></segments>
            </segmentedControl>
            """, constraints: """
            <constraint firstItem="pinned" firstAttribute="top" secondItem="root-A" secondAttribute="top" constant="10" id="c1"/>
            <constraint firstItem="pinned" firstAttribute="leading" secondItem="root-A" secondAttribute="leading" constant="20" id="c2"/>
            <constraint firstItem="pinned" firstAttribute="width" constant="200" id="c3"/>
            <constraint firstItem="centred" firstAttribute="centerY" secondItem="root-A" secondAttribute="centerY" id="c4"/>
            <constraint firstItem="centred" firstAttribute="leading" secondItem="root-A" secondAttribute="leading" constant="20" id="c5"/>
            <constraint firstItem="centred" firstAttribute="width" constant="200" id="c6"/>
            """)
        let document = try document(scenes, device: "retina4_7", tools: tools)
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        func frame(_ id: String) throws -> CGRect { try #require(imported.views.first { $0.id == id }).view.frame }
        return (try frame("pinned"), try frame("centred"))
    }

    /// iOS 13's segmented control draws 1 pt below its alignment rectangle:
    /// pinned 31 pt high, it is stored 32 high at the pin (an Xcode 15 VPN
    /// client's), and centred in a cell, its frame's top half a point lower.
    @Test func fromXcode11ASegmentedControlDraws1PointBelowItsAlignmentRectangle() throws {
        let (pinned, centred) = try segmentedControls(tools: "23504", stored: 32, pinned: 31)
        #expect(pinned == CGRect(x: 20, y: 10, width: 200, height: 32))
        // Its alignment rectangle, 31 high, centred on the root's 333.5.
        #expect(centred == CGRect(x: 20, y: 318, width: 200, height: 32))
    }

    /// Before Xcode 11 the control draws 1 pt below its alignment rectangle
    /// too: pinned 28 pt high, a circular slider demo's (Xcode 8) is stored
    /// 29 high; centred with only its stored 29 to say its size, its 28-pt
    /// rectangle is centred on the root's 333.5.
    @Test func beforeXcode11ASegmentedControlDraws1PointBelowItsAlignmentRectangleToo() throws {
        let (pinned, centred) = try segmentedControls(tools: "12118", stored: 29, pinned: 28)
        #expect(pinned == CGRect(x: 20, y: 10, width: 200, height: 29))
        #expect(centred == CGRect(x: 20, y: 319.5, width: 200, height: 29))
    }

    /// The frame of the view `id`, the one subview `element` of a root on
    /// `device` in a file saved by `tools`, pinned 10 pt below the root's
    /// top and 20 pt from its leading edge (and 20 from its trailing one
    /// with `trailing`), laid out.
    private func pinnedFrame(_ id: String, element: String, device: String = "retina4_7", tools: String,
                             trailing: Bool = false) throws -> CGRect {
        let scenes = scene("A", subviews: element, constraints: """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root-A" secondAttribute="top" constant="10" id="c1"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root-A" secondAttribute="leading" constant="20" id="c2"/>
            \(trailing ? #"<constraint firstAttribute="trailing" secondItem="\#(id)" secondAttribute="trailing" constant="20" id="c3"/>"# : "")
            """)
        let document = try document(scenes, device: device, tools: tools)
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return try #require(imported.views.first { $0.id == id }).view.frame
    }

    /// iOS 26's slider fills its frame: pinned 20 pt from the root's sides
    /// an Xcode 26 slider is stored 20 pt in (a player's filter sliders
    /// filling their stack, a feed reader's in its cells); before, its
    /// track lies 2 pt inside its frame at the sides and 1 above the bottom.
    @Test func fromXcode26ASliderHasNoAlignmentInsets() throws {
        func slider(tools: String) throws -> CGRect {
            try pinnedFrame("slider", element: """
                <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                    <rect key="frame" x="20" y="10" width="335" height="33"/>
                </slider>
                """, tools: tools, trailing: true)
        }
        #expect(try slider(tools: "24412") == CGRect(x: 20, y: 10, width: 335, height: 33))
        #expect(try slider(tools: "23504") == CGRect(x: 18, y: 10, width: 339, height: 33))
    }

    /// An SF Symbol's image view is stored at the symbol's drawn frame,
    /// off the alignment rectangle its constraints place by the symbol's
    /// alignment insets: a chevron pinned 20 × 30 is stored 27 high, 1.5
    /// pt lower (a memory editor's rows, Xcode 11; the split between top
    /// and bottom is each symbol's own, within a point). An image of the
    /// app's own has no insets: its frame is the pinned one.
    @Test func anSFSymbolsImageViewKeepsItsStoredFrameInsideItsPinnedHeight() throws {
        func imageFrame(catalog: String) throws -> CGRect {
            try pinnedFrame("chevron", element: """
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.right" \(catalog)translatesAutoresizingMaskIntoConstraints="NO" id="chevron">
                    <rect key="frame" x="20" y="11.5" width="20" height="27"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="20" id="w"/>
                        <constraint firstAttribute="height" constant="30" id="h"/>
                    </constraints>
                </imageView>
                """, tools: "14865.1")
        }
        #expect(try imageFrame(catalog: #"catalog="system" "#) == CGRect(x: 20, y: 11.5, width: 20, height: 27))
        #expect(try imageFrame(catalog: "") == CGRect(x: 20, y: 10, width: 20, height: 30))
    }

    /// A symbol pinned to its superview's four edges takes its insets
    /// from its stored frame against the superview's stored height: a
    /// caregiver app's back arrows in 35-pt views, stored 29.33 high 3 pt
    /// down (Xcode 14.2), drawn 2.83 pt down (the difference split evenly).
    @Test func anSFSymbolPinnedToItsSuperviewsEdgesKeepsItsStoredFrame() throws {
        func arrowFrame(catalog: String) throws -> CGRect {
            let scenes = scene("A", subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="back">
                    <rect key="frame" x="20" y="20" width="35" height="35"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="arrow.left" \(catalog)translatesAutoresizingMaskIntoConstraints="NO" id="arrow">
                            <rect key="frame" x="0.0" y="3" width="35" height="29.333333333333329"/>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="width" constant="35" id="w"/>
                        <constraint firstAttribute="height" constant="35" id="h"/>
                        <constraint firstItem="arrow" firstAttribute="top" secondItem="back" secondAttribute="top" id="t"/>
                        <constraint firstAttribute="bottom" secondItem="arrow" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="arrow" firstAttribute="leading" secondItem="back" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="arrow" secondAttribute="trailing" id="r"/>
                    </constraints>
                </view>
                """, constraints: """
                <constraint firstItem="back" firstAttribute="top" secondItem="root-A" secondAttribute="top" constant="20" id="c1"/>
                <constraint firstItem="back" firstAttribute="leading" secondItem="root-A" secondAttribute="leading" constant="20" id="c2"/>
                """)
            let document = try document(scenes, device: "retina5_5", tools: "21507")
            let imported = document.makeScene(document.scenes[0])
            try imported.scene.layout()
            return try #require(imported.views.first { $0.id == "arrow" }).view.frameInSuperview
        }
        let symbol = try arrowFrame(catalog: #"catalog="system" "#)
        #expect(abs(symbol.minY - 2.83) < 0.01 && abs(symbol.height - 29.33) < 0.01, "\(symbol)")
        #expect(symbol.minX == 0 && symbol.width == 35)
        #expect(try arrowFrame(catalog: "") == CGRect(x: 0, y: 0, width: 35, height: 35))
    }

    /// A button drawn by a symbol as its background has the symbol's
    /// insets (a bike-share app's forward buttons pinned 50 pt high stored
    /// 45 high 2.5 pt lower by the even split, 2.67 in the file); one
    /// showing the symbol as its image keeps the pinned frame.
    @Test func aButtonWithASymbolBackgroundKeepsItsStoredFrameInsideItsPinnedHeight() throws {
        func buttonFrame(state: String) throws -> CGRect {
            try pinnedFrame("forward", element: """
                <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="forward">
                    <rect key="frame" x="20" y="12.67" width="50" height="45"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="50" id="w"/>
                        <constraint firstAttribute="height" constant="50" id="h"/>
                    </constraints>
                    \(state)
                </button>
                """, device: "retina5_5", tools: "16097.2")
        }
        #expect(try buttonFrame(state: #"<state key="normal" backgroundImage="forward" catalog="system"/>"#)
            == CGRect(x: 20, y: 12.5, width: 50, height: 45))
        #expect(try buttonFrame(state: #"<state key="normal" image="forward" catalog="system"/>"#)
            == CGRect(x: 20, y: 10, width: 50, height: 50))
    }

    /// A label of several lines is filled by its text, the lines' leading
    /// with it: its last baseline lies at its bottom less the descender. A
    /// donation form's 78-pt pitch in 15-pt type (four lines), the next
    /// label's first baseline 50 pt below its baseline, stored at 291
    /// (Xcode 16); centring four 17.9-pt lines in it put that label 3.2 pt
    /// higher.
    @Test func aLabelOfSeveralLinesHasItsLastBaselineAtItsBottom() throws {
        let scenes = scene("A", subviews: """
            <label opaque="NO" text="Privacy over profit. We are a non-profit and you can help us." numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="pitch">
                <rect key="frame" x="40" y="181" width="300" height="78"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
            </label>
            <label opaque="NO" text="Credit Card Number" translatesAutoresizingMaskIntoConstraints="NO" id="next">
                <rect key="frame" x="40" y="291" width="138" height="18"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
            </label>
            """, constraints: """
            <constraint firstItem="pitch" firstAttribute="top" secondItem="root-A" secondAttribute="top" constant="181" id="c1"/>
            <constraint firstItem="pitch" firstAttribute="leading" secondItem="root-A" secondAttribute="leading" constant="40" id="c2"/>
            <constraint firstItem="next" firstAttribute="leading" secondItem="pitch" secondAttribute="leading" id="c3"/>
            <constraint firstItem="next" firstAttribute="firstBaseline" secondItem="pitch" secondAttribute="baseline" constant="50" id="c4"/>
            """)
        let document = try document(scenes, device: "retina6_12", tools: "24506")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        let next = try #require(imported.views.first { $0.id == "next" }).view.frame
        // 181 + 78 − 0.241 × 15 + 50 − (18 − 17.9) / 2 − 0.952 × 15
        #expect(abs(next.minY - 291.05) < 0.01, "\(next.minY)")
    }

    /// A text field with neither text nor placeholder has its font's
    /// baselines, centred as its text would be, not its bottom edge: a room
    /// field aligned by baseline with its 17-pt label stored 21.5 pt below
    /// its top (Xcode 15, 278.5 beside a label at 283.5; UIKit's 278.75).
    @Test func anEmptyTextFieldAlignsByItsFontsBaseline() throws {
        let scenes = scene("A", subviews: """
            <label text="Room:" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="16" y="283.5" width="49" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <textField contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="86" y="278.5" width="273" height="30"/>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="h"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="top" secondItem="root-A" secondAttribute="top" constant="283.5" id="c1"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root-A" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="21" id="c3"/>
            <constraint firstItem="field" firstAttribute="baseline" secondItem="label" secondAttribute="baseline" id="c4"/>
            <constraint firstItem="field" firstAttribute="width" constant="273" id="c5"/>
            """)
        let field = try laidOutFrames(["field"], in: scenes, device: "retina4_7", tools: "22505")[0]
        // The label's 20.5-pt line and the field's 30-pt box share a
        // baseline: the field's top is 283.5 + 20.5 / 2 − 30 / 2.
        #expect(abs(field.minY - 278.75) < 0.01)
        #expect(field.height == 30)
    }
}
