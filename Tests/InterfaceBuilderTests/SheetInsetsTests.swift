import Foundation
import InterfaceBuilder
import Testing

/// How much of the status bar a sheet's safe area leaves out when the
/// sheet is stored taller than Xcode draws sheets (nearer the screen's top).
@Suite struct SheetInsetsTests: ScreenScenes {
    /// The safe frame of a `height`-pt controller presented from a
    /// full-screen one on an iPhone 11, in a file of `tools`.
    private func sheetSafeFrame(height: Double, tools: String) throws -> CGRect {
        let presenting = controller("first", width: 414, height: 896, segues: segue(to: "sheet", kind: "presentation"))
        let document = try document(presenting + controller("sheet", width: 414, height: height), device: "retina6_1", tools: tools)
        return try safeFrame(document, "sheet")
    }

    @Test func aSheetsSafeAreaHasNoneOfTheStatusBar() throws {
        // A VPN app's 886-pt sheets, their titles pinned 18 pt below the
        // top guide stored at 18 (a "32700" file); a password manager's
        // 852-pt extension sheets, their tables pinned to the safe area's
        // top stored at 0 (Xcode 15). Nor, from Xcode 13, any of the home
        // indicator (a password store's 834-pt sheet pinned to it stored
        // ending at 834, Xcode 16.2; ``SheetStackTests``).
        #expect(try sheetSafeFrame(height: 886, tools: "32700.99.1234") == CGRect(x: 0, y: 0, width: 414, height: 886))
        #expect(try sheetSafeFrame(height: 852, tools: "22505") == CGRect(x: 0, y: 0, width: 414, height: 852))
    }

    @Test func xcode13And14KeepTheStatusBarInAPresentedSheet() throws {
        // A store's order forms, presented on an iPhone 11 (Xcode 13.0):
        // 842-pt sheets, their titles pinned to the safe area's top stored
        // 44 pt down; a habit tracker's details 48 pt down an 838-pt sheet
        // (Xcode 14.1, the 48-pt bar of tools 21000 on). A controller no
        // segue reaches keeps none (a chat app's room preview, Xcode 13.0).
        #expect(try sheetSafeFrame(height: 842, tools: "20037").minY == 44)
        #expect(try sheetSafeFrame(height: 838, tools: "21225").minY == 48)
        let orphan = try document(controller("sheet", width: 414, height: 842), device: "retina6_1", tools: "20037")
        #expect(try safeFrame(orphan, "sheet").minY == 0)
    }

    @Test func xcode16Point3To26CountTheStatusBarTwiceInASheetToo() throws {
        // A map editor's 848-pt sheet, its bar stored 48 pt down (Xcode 26):
        // twice the 48-pt status bar, less the 48 pt the sheet starts down.
        #expect(try sheetSafeFrame(height: 848, tools: "24506").minY == 48)
    }
}
