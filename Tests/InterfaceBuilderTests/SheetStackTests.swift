import Foundation
import InterfaceBuilder
import Testing

/// Controllers Xcode draws in a sheet: a navigation stack presented whole,
/// a controller whose "Freeform" size is the screen's, and the home
/// indicator a sheet loses from Xcode 13.
@Suite struct SheetStackTests: ScreenScenes {
    /// A storyboard whose full-screen `first` controller shows (`show`, not
    /// from a navigation stack: presented) a navigation controller whose
    /// root is `list`, which pushes `map`; both stored `height` high.
    private func presentedStack(height: Double, tools: String, listExtra: String = "") throws -> InterfaceBuilderDocument {
        let first = controller("first", width: 390, height: 844, segues: segue(to: "nav", kind: "show"))
        let list = controller("list", width: 390, height: height, extra: listExtra, segues: segue(to: "map", kind: "show"))
        return try document(first + navigation(to: "list") + list + controller("map", width: 390, height: height),
                            device: "retina6_0", tools: tools)
    }

    @Test func aControllerPushedInAPresentedStackHasTheSheetsBar() throws {
        // An indoor map (Xcode 13, an iPhone 12): a building list and the
        // map it pushes, both 790 pt high (844 less the sheet's 54), their
        // table and map pinned to the safe area stored 56 pt down and 734
        // high: under the sheet's bar, down to the sheet's bottom.
        let document = try presentedStack(height: 790, tools: "20037")
        #expect(try safeFrame(document, "list") == CGRect(x: 0, y: 56, width: 390, height: 734))
        #expect(try safeFrame(document, "map") == CGRect(x: 0, y: 56, width: 390, height: 734))
    }

    @Test func aSheetKeepsTheHomeIndicatorBeforeXcode13() throws {
        // Xcode 11 and 12 keep the home indicator's 34 pt at a sheet's
        // bottom (a chat app's space list, Xcode 12.5, an iPhone 11).
        let document = try presentedStack(height: 790, tools: "18122")
        #expect(try safeFrame(document, "map") == CGRect(x: 0, y: 56, width: 390, height: 700))
    }

    @Test func aFreeformSizeThatIsTheScreensIsTheScreen() throws {
        // A quiz app's "new challenge" stack (Xcode 12.4, an iPhone 12 Pro
        // Max): its root simulates a Freeform size of 428 × 926, the screen's,
        // and is stored 872 pt high, a sheet: its title pinned to the safe
        // area's top stored 56 pt down, under the sheet's bar.
        let freeform = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="428" height="926"/>"#
        let first = controller("first", width: 428, height: 926, segues: segue(to: "nav", kind: "show"))
        let document = try document(first + navigation(to: "new") + controller("new", width: 428, height: 872, extra: freeform),
                                    device: "retina6_7", tools: "17506")
        #expect(try safeFrame(document, "new").minY == 56)
        // A Freeform size of its own stays the controller's size: no sheet.
        let own = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="428" height="872"/>"#
        let sized = try self.document(first + navigation(to: "new") + controller("new", width: 428, height: 872, extra: own),
                                      device: "retina6_7", tools: "17506")
        #expect(try safeFrame(sized, "new").minY == 88)
    }
}
