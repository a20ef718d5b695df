import Foundation
import InterfaceBuilder
import Testing

/// Where a controller's simulated metrics hiding the status bar move its
/// top layout guide, and where they do not.
@Suite struct StatusBarTests: ScreenScenes {
    private let hidden = #"<nil key="simulatedStatusBarMetrics"/>"#

    /// The y of a label pinned 40 pt below the top layout guide of a
    /// controller carrying `metrics`, in a file of `tools` (Xcode 8.3's
    /// unless said) without safe areas on `device` (none: the element is
    /// left out).
    private func labelY(metrics: String, device: String?, tools: String = "12120") throws -> CGFloat {
        let document = try layoutGuideDocument(
            tools: tools, device: device, subview: "label", frame: #"x="171" y="40" width="33" height="14.5""#,
            constraints: #"<constraint firstItem="label" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="40" id="c1"/>"#,
            metrics: metrics)
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return try #require(imported.views.first { $0.id == "label" }).view.frame.minY
    }

    @Test func metricsHidingTheStatusBarPutTheTopGuideAtTheTop() throws {
        // An onboarding page's "2 of 5", 40 pt below the top guide, stored
        // at 40 on an iPhone 8 (Xcode 8.3): no status bar above it.
        #expect(try labelY(metrics: hidden, device: "retina4_7") == 40)
        #expect(try labelY(metrics: #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>"#,
                           device: "retina4_7") == 60)
        #expect(try labelY(metrics: "", device: "retina4_7") == 60)
    }

    @Test func withoutADeviceOnlyHiddenMetricsLeaveOutTheStatusBar() throws {
        #expect(try labelY(metrics: hidden, device: nil) == 40)
        #expect(try labelY(metrics: "", device: nil) == 60)
    }

    @Test func aFileWithSafeAreasAndNoDeviceHasNoStatusBar() throws {
        // A height tool's buttons pinned to the safe area's top stored at
        // 0 (Xcode 12.5, no device); a stocks example's stack likewise
        // (Xcode 13).
        let document = try document(controller("page", width: 600, height: 600), device: nil, tools: "13196")
        #expect(try safeFrame(document, "page") == CGRect(x: 0, y: 0, width: 600, height: 600))
    }

    @Test func fromXcode9TheMetricsAloneLeaveTheStatusBar() throws {
        // A typography guide's iPad pages (Xcode 9) and a camera's filter
        // screen on an SE (Xcode 9.2), their metrics hiding the bar, pinned
        // to the top guide stored 20 pt down; an iPad's tab with safe
        // areas, its stack pinned to the safe area's top stored 20 pt down
        // (Xcode 12). A widget's or a notification's content is drawn
        // without the bar until Xcode 11 (below), by its context, not by
        // these metrics.
        #expect(try labelY(metrics: hidden, device: "retina4_7", tools: "13771") == 60)
        #expect(try labelY(metrics: hidden, device: "retina4_0", tools: "14109") == 60)
        func top(tools: String) throws -> CGFloat {
            let page = controller("page", width: 375, height: 667, extra: hidden)
            return try safeFrame(try document(page, device: "retina4_7", tools: tools), "page").minY
        }
        #expect(try top(tools: "14092") == 20)
        #expect(try top(tools: "22505") == 20)
    }

    @Test func aTodayWidgetHasNoStatusBarBeforeXcode11() throws {
        // A widget's labels 8 pt below the safe area's top stored at 8 in
        // its root, in the notification centre's context (Xcode 9.2, an
        // iPhone 8); another's 4 pt below it at 4, its context unsaid but
        // drawn at its own size, not under the bars (Xcode 10.1). A VPN's
        // widget's stack lies under an iPhone 11's 44 pt (Xcode 13).
        func top(tools: String, context: String? = "notificationCenter", edges: String = #"<extendedEdge key="edgesForExtendedLayout"/>"#,
                 device: String = "retina4_7") throws -> CGFloat {
            var widget = controller("page", width: 320, height: 137, extra: """
                \(edges)
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="320" height="137"/>
                """)
            if let context {
                widget = widget.replacingOccurrences(of: #"id="root-page""#, with: #"simulatedAppContext="\#(context)" id="root-page""#)
            }
            return try safeFrame(try document(widget, device: device, tools: tools), "page").minY
        }
        #expect(try top(tools: "13771") == 0)
        #expect(try top(tools: "14460", context: nil) == 0)
        #expect(try top(tools: "14460", context: nil, edges: "") == 20)
        #expect(try top(tools: "19529", device: "retina6_1") == 44)
    }

    @Test func anIPadWithAHomeButtonHasNoStatusBarInXcode11To14Point2() throws {
        // As on a phone with a home button: a popover example's button
        // pinned 34 pt below the safe area's top stored at 34 on an iPad
        // (Xcode 11's beta, 14865), an account view's 2-pt bar at 0 (Xcode 12).
        func top(tools: String) throws -> CGFloat { try safeTop(device: "ipad9_7", width: 768, height: 1024, tools: tools) }
        #expect(try top(tools: "14865.1") == 0)
        #expect(try top(tools: "21219") == 0)
        #expect(try top(tools: "14460") == 20)
        #expect(try top(tools: "21701") == 20)
    }

    @Test func the375By812PhonesStatusBarIs47InXcode14To14Point2() throws {
        // A text-to-image app's screens (Xcode 14.2, `retina5_9`): views
        // pinned to the safe area's top stored 47 pt down; 50 from Xcode
        // 14.3, 44 before Xcode 14.
        func top(tools: String) throws -> CGFloat { try safeTop(device: "retina5_9", width: 375, height: 812, tools: tools) }
        #expect(try top(tools: "21507") == 47)
        #expect(try top(tools: "21701") == 50)
        #expect(try top(tools: "19529") == 44)
    }

    /// The safe area's top in a screen-sized controller on `device`, in a
    /// file saved by `tools`.
    private func safeTop(device: String, width: Double, height: Double, tools: String) throws -> CGFloat {
        let document = try document(controller("page", width: width, height: height), device: device, tools: tools)
        return try safeFrame(document, "page").minY
    }
}

