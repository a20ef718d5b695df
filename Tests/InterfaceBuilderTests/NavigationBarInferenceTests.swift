import Foundation
import InterfaceBuilder
import Testing

/// Which controllers Xcode draws under a navigation bar whose navigation
/// controller is not in the file: the bar is inferred through the segues
/// from a controller whose simulated metrics say it.
@Suite struct NavigationBarInferenceTests: ScreenScenes {
    private let simulatedBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#

    /// The safe frame of `detail`, reached by a segue of `kind` from a list
    /// whose metrics are `listMetrics`, on an iPhone 8 in Xcode 8.3's file.
    private func detailSafeFrame(kind: String, listMetrics: String) throws -> CGRect {
        let list = controller("list", width: 375, height: 667, extra: listMetrics, segues: segue(to: "detail", kind: kind))
        let document = try document(list + controller("detail", width: 375, height: 667), device: "retina4_7", tools: "12118")
        return try safeFrame(document, "detail")
    }

    @Test func aControllerShownFromOneSimulatingTheBarIsUnderIt() throws {
        // A playground's pages shown from a table whose navigation
        // controller is in another storyboard: their views, pinned to the
        // top guide, stored 64 pt down an iPhone 8.
        #expect(try detailSafeFrame(kind: "show", listMetrics: simulatedBar) == CGRect(x: 0, y: 64, width: 375, height: 603))
        #expect(try detailSafeFrame(kind: "push", listMetrics: simulatedBar) == CGRect(x: 0, y: 64, width: 375, height: 603))
    }

    @Test func theBarIsInferredThroughEveryPushOfTheStack() throws {
        let list = controller("list", width: 375, height: 667, extra: simulatedBar, segues: segue(to: "middle", kind: "show"))
        let middle = controller("middle", width: 375, height: 667, segues: segue(to: "detail", kind: "show"))
        let document = try document(list + middle + controller("detail", width: 375, height: 667), device: "retina4_7", tools: "12118")
        #expect(try safeFrame(document, "detail") == CGRect(x: 0, y: 64, width: 375, height: 603))
    }

    @Test func aPresentationOrASourceWithoutTheBarGivesNone() throws {
        #expect(try detailSafeFrame(kind: "presentation", listMetrics: simulatedBar) == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(try detailSafeFrame(kind: "show", listMetrics: #"<nil key="simulatedTopBarMetrics"/>"#)
            == CGRect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func aColumnOfAColumnStyleSplitViewIsUnderItsOwnBar() throws {
        // iOS 14's split view of columns wraps a column in a navigation
        // controller: a store search's primary column, its search bar
        // pinned to the safe area's top, stored 44 pt down an iPhone 8
        // (Xcode 14.0, which draws no status bar there). A classic split
        // view's column gets no bar.
        func primarySafeFrame(columnStyle: Bool) throws -> CGRect {
            let split = """
                <scene sceneID="s-split"><objects>
                    <splitViewController \(columnStyle ? #"allowDoubleColumnStyle="YES" "# : "")id="split" sceneMemberID="viewController">
                        <connections>
                            <segue destination="primary" kind="relationship" relationship="masterViewController" id="to-primary"/>
                        </connections>
                    </splitViewController>
                </objects></scene>
                """
            let document = try document(split + controller("primary", width: 375, height: 667), device: "retina4_7", tools: "21225")
            return try safeFrame(document, "primary")
        }
        #expect(try primarySafeFrame(columnStyle: true) == CGRect(x: 0, y: 44, width: 375, height: 623))
        #expect(try primarySafeFrame(columnStyle: false) == CGRect(x: 0, y: 0, width: 375, height: 667))
    }
}
