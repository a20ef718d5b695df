import Foundation
import InterfaceBuilder
import Layout
import Testing

/// An Apple TV's screen: 1920 × 1080 whatever the file's orientation, its
/// safe area its overscan margins, bars adding nothing.
@Suite struct TelevisionScreenTests: ScreenScenes {
    /// The safe area of a 1920 × 1080 root, a navigation controller's root,
    /// in a tvOS storyboard saved by `tools` in `orientation`.
    private func safeArea(tools: String, orientation: String = "portrait") throws -> CGRect {
        let scenes = controller("tv", width: 1920, height: 1080) + navigation(to: "tv")
        return try safeFrame(document(scenes, device: "appleTV", tools: tools, orientation: orientation), "tv")
    }

    @Test func aTelevisionsSafeAreaIsItsOverscanMarginsUnderANavigationBar() throws {
        // An emulator's game details (Xcode 15.2) pinned to the safe area
        // stored 80 pt in from the sides and 60 from the top and bottom,
        // under a navigation bar that adds nothing.
        #expect(try safeArea(tools: "23504") == CGRect(x: 80, y: 60, width: 1760, height: 960))
        // Xcode 9's files say "landscape" for the same wide screen.
        #expect(try safeArea(tools: "13771", orientation: "landscape") == CGRect(x: 80, y: 60, width: 1760, height: 960))
    }

    @Test func tvOS10HadNoOverscanInsets() throws {
        // A progress demo's panels (Xcode 8.3) pinned 60 pt below the top
        // layout guide stored at 60.
        #expect(try safeArea(tools: "12121", orientation: "landscape") == CGRect(x: 0, y: 0, width: 1920, height: 1080))
    }

    @Test func aTVOSFileThatNamesNoDeviceIsOnAnAppleTVWithNoStatusBar() throws {
        // A progress demo's button (Xcode 7.3, no <device>) pinned 20 pt
        // below the top layout guide stored at 20: a phone file of that
        // age would have the status bar's 20 pt above it.
        let document = try InterfaceBuilderDocument(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="10117" targetRuntime="AppleTV" useAutolayout="YES">
                <scenes>
            \(controller("tv", width: 1920, height: 1080))
                </scenes>
            </document>
            """.utf8), path: "Main.storyboard")
        #expect(document.device?.id == "appleTV")
        #expect(try safeFrame(document, "tv") == CGRect(x: 0, y: 0, width: 1920, height: 1080))
    }

    @Test func theAppleTVIsADeviceToLayOutFor() throws {
        let tv = try #require(Device.named("appleTV"))
        #expect(tv.size(landscape: true) == CGSize(width: 1920, height: 1080))
        #expect(tv.screenInsets(landscape: false, toolsVersion: .infinity) == EdgeInsets(top: 60, left: 80, bottom: 60, right: 80))
        #expect(tv.traits(landscape: true).description == "wR hR")
    }
}
