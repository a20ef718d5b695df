import Foundation
import InterfaceBuilder
import Testing
@testable import TrellisCLI

/// The device a storyboard's picture is captioned with: as Interface
/// Builder names it, with the orientation the file writes.
@Suite struct DeviceCaptionTests {
    private func caption(device: String, controller metrics: String = "",
                         frame: String = #"width="1920" height="1080""#) throws -> String {
        let document = try InterfaceBuilderDocument(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="23504" useAutolayout="YES">
                \(device)
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" \(frame)/>
                        </view>
                        \(metrics)
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

    /// A controller drawn at a freeform size of its own is captioned with
    /// that size, not the file's device (a kiosk's 815 × 660 pages said
    /// "retina4_7 portrait"); one stored at the screen's size, or at a
    /// `freeformSize` it is not drawn at, keeps the device.
    @Test func aFreeformControllerIsCaptionedWithItsSize() throws {
        let phone = #"<device id="retina4_7" orientation="portrait"/>"#
        let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="815" height="660"/>"#
        #expect(try caption(device: phone, controller: freeform, frame: #"width="815" height="660""#) == "815 × 660 pt freeform")
        // Stored at its freeform size without the metrics: drawn at it when
        // that is not the screen's (a web page's 355 × 403 alert on an iPad).
        let short = #"<size key="freeformSize" width="375" height="600"/>"#
        #expect(try caption(device: phone, controller: short, frame: #"width="375" height="600""#) == "375 × 600 pt freeform")
        let screen = #"<size key="freeformSize" width="375" height="667"/>"#
        #expect(try caption(device: phone, controller: screen, frame: #"width="375" height="667""#) == "retina4_7 portrait")
        let leftover = #"<size key="freeformSize" width="375" height="700"/>"#
        #expect(try caption(device: phone, controller: leftover, frame: #"width="375" height="600""#) == "retina4_7 portrait")
        // Taller than the screen at its freeform size: drawn at it.
        let tall = #"<size key="freeformSize" width="375" height="1200"/>"#
        #expect(try caption(device: phone, controller: tall, frame: #"width="375" height="1200""#) == "375 × 1200 pt freeform")
    }
}
