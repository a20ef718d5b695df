import Foundation
import Testing

/// A storyboard's placeholder constraints, left out as at build time, are
/// said under its picture and in `check`: the views they held may be drawn
/// ambiguous where Xcode's canvas is content.
@Suite struct PlaceholderCaptionTests {
    private let file = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar" userLabel="Toolbar" customClass="CustomSegmentedControl">
                                <rect key="frame" x="76" y="600" width="241" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="width" priority="250" constant="241" placeholder="YES" id="w"/>
                                    <constraint firstAttribute="height" priority="1" constant="44" placeholder="YES" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="76" id="l"/>
                            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="600" id="t"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    @Test func theCaptionAndCheckSayWhichPlaceholdersWereLeftOut() throws {
        let folder = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("POI.storyboard")
        try file.write(to: input, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let run = try runTrellis(["render", input.path, "-o", out.path, "--format", "svg", "--no-index", "-q"])
        #expect(run.status == 0, "\(run.errors)")
        let svg = try String(contentsOf: out.appendingPathComponent("POI.svg"), encoding: .utf8)
        let words = svg.matches(of: /<text[^>]*>([^<]*)<\/text>/).map { String($0.1) }.joined(separator: " ")
        #expect(words.contains("Placeholder constraints left out, as at build time (code sets what they held): "
                + "Toolbar.width == 241 @250, Toolbar.height == 44 @1"), "\(words)")
        let check = try runTrellis(["check", input.path])
        #expect(check.output.contains("note: 2 placeholder constraints left out, as at build time (code sets what they held): "
                + "Toolbar.width == 241 @250; Toolbar.height == 44 @1"), "\(check.output)")
    }
}
