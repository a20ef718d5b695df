import Foundation
import InterfaceBuilder
import Testing

/// Where a controller's root lies when its `edgesForExtendedLayout` leave
/// out the top: below the bars, in files before Xcode 11 as after.
@Suite struct ExtendedEdgesTests: ScreenScenes {
    @Test func aRootExtendingOnlyUnderTheBottomStartsBelowTheNavigationBar() throws {
        // A segmented example's container pinned to the top guide stored at
        // 0 in a 603-pt root under an iPhone 8's translucent bar (Xcode 10).
        let root = controller("root", width: 375, height: 603, extra: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#)
        let document = try document(navigation(to: "root") + root, device: "retina4_7", tools: "14460")
        #expect(try safeFrame(document, "root") == CGRect(x: 0, y: 0, width: 375, height: 603))
    }

    @Test func aRootExtendingUnderNoBarLiesBetweenThem() throws {
        // A pager's 554-pt root between 64 pt of bars and a tab bar, its
        // scroll view pinned to both guides stored 554 high at 0 (Xcode 10).
        let root = controller("root", width: 375, height: 554, extra: #"<extendedEdge key="edgesForExtendedLayout"/>"#)
        let document = try document(tabs + navigation(to: "root") + root, device: "retina4_7", tools: "14460")
        #expect(try safeFrame(document, "root") == CGRect(x: 0, y: 0, width: 375, height: 554))
    }
}
