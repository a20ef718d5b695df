import Foundation
import InterfaceBuilder
import Testing

/// An activity indicator that hides when stopped, as Xcode's canvas draws
/// it: animating, so shown whatever its hidden flag.
@Suite struct HiddenActivityIndicatorTests: ScreenScenes {
    /// A controller whose 375 × 667 root holds `subviews` under `constraints`.
    private func scene(subviews: String, constraints: String) -> String {
        """
        <scene sceneID="s"><objects>
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                </view>
            </viewController>
        </objects></scene>
        """
    }

    /// The frames in their superviews of the views `ids` of that scene,
    /// laid out on an iPhone 8 (Xcode 13), and whether each is hidden.
    private func laidOut(_ ids: [String], subviews: String, constraints: String) throws -> [(frame: CGRect, hidden: Bool)] {
        let document = try document(scene(subviews: subviews, constraints: constraints), device: "retina4_7", tools: "18122")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return try ids.map { id in
            let view = try #require(imported.views.first { $0.id == id }).view
            return (view.frameInSuperview, view.isHidden)
        }
    }

    /// A vertical stack of a spinner (`spinner` attributes) over a 67-pt
    /// text view, as an API demo's page stores them (the text view 20 pt
    /// down, after the spinner); their solved frames and whether the
    /// spinner reads as hidden.
    private func stacked(_ spinner: String) throws -> (frames: [CGRect], hidden: Bool) {
        let views = try laidOut(["spinner", "text"], subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="100" width="375" height="87"/>
                <subviews>
                    <activityIndicatorView \(spinner) opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                    </activityIndicatorView>
                    <textView clipsSubviews="YES" contentMode="scaleToFill" misplaced="YES" text="Lorem ipsum" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                        <rect key="frame" x="0.0" y="40" width="375" height="67"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="67" id="h"/>
                        </constraints>
                    </textView>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
            """)
        return (views.map(\.frame), views[0].hidden)
    }

    /// Hidden in the file but hiding when stopped, it takes its place in
    /// the stack as Xcode stores it (three files, Xcode 13 to 26: the views
    /// after it stored below or beside it).
    @Test func aSpinnerThatHidesWhenStoppedTakesItsPlaceInAStack() throws {
        let shown = try stacked(#"hidden="YES" hidesWhenStopped="YES""#)
        #expect(!shown.hidden)
        #expect(shown.frames == [CGRect(x: 0, y: 0, width: 375, height: 20), CGRect(x: 0, y: 20, width: 375, height: 67)])
    }

    /// One that stays when stopped is hidden as the file says, and the
    /// stack closes over it.
    @Test func aHiddenSpinnerThatStaysWhenStoppedCollapses() throws {
        let hidden = try stacked(#"hidden="YES""#)
        #expect(hidden.hidden)
        #expect(hidden.frames[1] == CGRect(x: 0, y: 0, width: 375, height: 67))
    }

    /// Outside a stack its place is the same shown or hidden, and it is
    /// drawn hidden as the file says (a find bar's spinner over its count).
    @Test func aSpinnerOutsideAStackKeepsItsHiddenFlag() throws {
        let spinner = try laidOut(["spinner"], subviews: """
            <activityIndicatorView hidden="YES" hidesWhenStopped="YES" opaque="NO" contentMode="scaleToFill" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spinner">
                <rect key="frame" x="177.5" y="323.5" width="20" height="20"/>
            </activityIndicatorView>
            """, constraints: """
            <constraint firstItem="spinner" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
            <constraint firstItem="spinner" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
            """)[0]
        #expect(spinner.hidden)
    }
}
