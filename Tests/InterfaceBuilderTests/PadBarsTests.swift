import Foundation
import InterfaceBuilder
import Testing

/// An iPad's bars as Interface Builder draws them: 50 pt tab bars and
/// toolbars from Xcode 10, and a root stored at its top below opaque bars.
@Suite struct PadBarsTests: ScreenScenes {
    private let opaqueBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#

    @Test func aRootShorterByItsOpaqueBarsLiesBelowThem() throws {
        // An audiometer's calibration screen (Xcode 11.3, an iPad turned):
        // 1024 × 718 under an opaque bar, its controls pinned 56 pt below
        // the safe area's top stored 56 pt down; no status bar in Xcode 11.
        let document = try document(controller("calibration", width: 1024, height: 718, extra: opaqueBar),
                                    device: "ipad9_7", tools: "16097", orientation: "landscape")
        #expect(try safeFrame(document, "calibration") == CGRect(x: 0, y: 0, width: 1024, height: 718))
        // Its reports between an opaque bar and an opaque toolbar: 924 of a
        // 12.9-inch iPad's 1024, a table pinned to the safe area stored at 64.
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#
        let reports = try self.document(controller("report", width: 1366, height: 924, extra: opaqueBar + toolbar),
                                        device: "ipad12_9", tools: "15705", orientation: "landscape")
        #expect(try safeFrame(reports, "report") == CGRect(x: 0, y: 0, width: 1366, height: 924))
    }

    @Test func anIPadsTabBarAndToolbarAre50PointsHigh() throws {
        // The audiometer's first report under a translucent bar and toolbar:
        // a table 20 pt above the safe area's bottom stored ending at 954 of 1024.
        let bars = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/><simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        let report = try document(controller("report", width: 1366, height: 1024, extra: bars),
                                  device: "ipad12_9", tools: "15705", orientation: "landscape")
        #expect(try safeFrame(report, "report") == CGRect(x: 0, y: 50, width: 1366, height: 924))
        // A brick catalogue's tab (Xcode 10.1, an iPad Pro 10.5): its grid
        // pinned to the safe area's bottom stored 50 pt above the screen's.
        let tab = try document(tabs + navigation(to: "grid") + controller("grid", width: 834, height: 1112),
                               device: "ipad10_5", tools: "14460.31")
        #expect(try safeFrame(tab, "grid").maxY == 1062)
        // A phone's stay 49 and 44 (an iPhone 8).
        let phone = try document(tabs + navigation(to: "grid") + controller("grid", width: 375, height: 667),
                                 device: "retina4_7", tools: "14460.31")
        #expect(try safeFrame(phone, "grid").maxY == 618)
    }
}
