import Foundation
import InterfaceBuilder
import Testing
@testable import TrellisCLI

/// The device a storyboard's picture is captioned with: as Interface
/// Builder names it, with the orientation the file writes.
@Suite struct DeviceCaptionTests {
    private func caption(device: String) throws -> String {
        let document = try InterfaceBuilderDocument(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="23504" useAutolayout="YES">
                \(device)
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """.utf8), path: "Main.storyboard")
        return JobDocument.ownSize(of: document, scene: document.scenes[0]).name
    }

    @Test func anAppleTVHasNoOrientation() throws {
        // Xcode writes none for it: the picture said "appleTV portrait" of a 1920 × 1080 screen.
        #expect(try caption(device: #"<device id="appleTV" appearance="light"/>"#) == "appleTV")
        // Xcode 8 and 9 wrote "landscape" for the same wide screen.
        #expect(try caption(device: #"<device id="appleTV" orientation="landscape"/>"#) == "appleTV")
        #expect(try caption(device: #"<device id="retina6_1" orientation="landscape" appearance="light"/>"#)
            == "retina6_1 landscape")
    }
}
