import Foundation
import InterfaceBuilder
import Testing

/// How high Interface Builder draws a navigation bar: 44 pt on a phone,
/// 50 on an iPad from Xcode 10, 54 everywhere in Xcode 26; a sheet's bar is
/// at the sheet's top whatever the status bar does.
@Suite struct NavigationBarHeightTests: ScreenScenes {
    private func navigated(device: String, width: Double, height: Double, tools: String,
                           bar: String = "", orientation: String = "portrait") throws -> CGRect {
        let scenes = navigation(to: "root", bar: bar) + controller("root", width: width, height: height)
        return try safeFrame(document(scenes, device: device, tools: tools, orientation: orientation), "root")
    }

    @Test func xcode26sNavigationBarIs54PointsHigh() throws {
        // An iPhone 11's 48-pt status bar drawn twice (as since Xcode 15.3)
        // and a 54-pt bar: a wallet list pinned 180 pt below the safe
        // area's top stored at 330.
        #expect(try navigated(device: "retina6_1", width: 414, height: 896, tools: "24128").minY == 150)
        // Xcode 26's first beta already.
        #expect(try navigated(device: "retina6_1", width: 414, height: 896, tools: "24093.7").minY == 150)
        // Xcode 16.2: the status bar once and a 44-pt bar.
        #expect(try navigated(device: "retina6_1", width: 414, height: 896, tools: "23504").minY == 92)
        // "32700.99.1234" is no Xcode 26: its bars are 44 pt.
        #expect(try navigated(device: "retina4_7", width: 375, height: 667, tools: "32700.99.1234").minY == 64)
        #expect(try navigated(device: "retina4_7", width: 375, height: 667, tools: "24506").minY == 74)
    }

    @Test func anIPadsBarIs50PointsHighFromXcode10() throws {
        // iOS 12's iPad bar under a 24-pt status bar (an iPad Pro, Xcode 12),
        // 102 with a large title; Xcode 8's 44; Xcode 26's 54.
        #expect(try navigated(device: "ipad12_9rounded", width: 1024, height: 1366, tools: "20037").minY == 74)
        #expect(try navigated(device: "ipad12_9rounded", width: 1024, height: 1366, tools: "20037",
                              bar: #"largeTitles="YES""#).minY == 126)
        #expect(try navigated(device: "ipad9_7", width: 768, height: 1024, tools: "12118").minY == 64)
        #expect(try navigated(device: "ipad12_9rounded", width: 1024, height: 1366, tools: "24127").minY == 78)
    }

    @Test func xcode26sLargeTitleBarIs106PointsHigh() throws {
        let frame = try navigated(device: "retina4_7", width: 375, height: 667, tools: "24128", bar: #"largeTitles="YES""#)
        #expect(frame == CGRect(x: 0, y: 126, width: 375, height: 541))
        // Before, 96.
        #expect(try navigated(device: "retina4_7", width: 375, height: 667, tools: "23504", bar: #"largeTitles="YES""#).minY == 116)
    }

    @Test func aLargeTitleIsDrawnCollapsedAboveABackmostTableOrCollection() throws {
        // A memo list's table pinned to the safe area's top (Xcode 13, an
        // iPhone 11) stored 88 pt down, 44 + 44, not 140; a library
        // catalogue's grid 64 pt down an iPhone 8 Plus (a "32700" file, an
        // iPhone 11's 48-pt status bar here). A plain scroll view keeps the
        // large title (a kids' app's home, 48 + 96), as does Xcode 10, and
        // so does a strip of fixed height (a file manager's 252-pt grid 20
        // pt below the safe area's top stored 214 pt down an iPhone 15, 118
        // + 96, Xcode 16.3), and so does a list without a cell (a chat
        // app's profile table stored 140 pt down an iPhone 11, Xcode 12.0).
        func safeTop(backmost tag: String, tools: String, height: Double? = nil, cell: Bool = true) throws -> CGFloat {
            let fill = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill-root">"#
            let cells = switch (tag, cell) {
            case ("tableView", true):
                #"<prototypes><tableViewCell contentMode="scaleToFill" id="cell-root"><rect key="frame" x="0.0" y="0.0" width="414" height="44"/></tableViewCell></prototypes>"#
            case ("collectionView", true):
                #"<cells><collectionViewCell contentMode="center" id="cell-root"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/></collectionViewCell></cells>"#
            default: ""
            }
            var root = controller("root", width: 414, height: 896)
                .replacingOccurrences(of: fill, with: fill.replacingOccurrences(of: "<view", with: "<\(tag)"))
                .replacingOccurrences(of: #"</view>(\s*)</subviews>"#, with: "\(cells)</\(tag)>$1</subviews>", options: .regularExpression)
            if let height {
                let own = #"<constraints><constraint firstAttribute="height" constant="\#(height)" id="h-root"/></constraints>"#
                root = root.replacingOccurrences(of: #"<constraint firstItem="fill-root" firstAttribute="bottom"[^>]*>"#, with: "",
                                                 options: .regularExpression)
                    .replacingOccurrences(of: #"height="10"/>"#, with: #"height="\#(height)"/>"# + own)
            }
            let document = try document(navigation(to: "root", bar: #"largeTitles="YES""#) + root, device: "retina6_1", tools: tools)
            return try safeFrame(document, "root").minY
        }
        #expect(try safeTop(backmost: "tableView", tools: "19529") == 88)
        #expect(try safeTop(backmost: "tableView", tools: "17156", cell: false) == 140)
        #expect(try safeTop(backmost: "collectionView", tools: "32700.99.1234", cell: false) == 144)
        #expect(try safeTop(backmost: "collectionView", tools: "32700.99.1234") == 92)
        #expect(try safeTop(backmost: "scrollView", tools: "32700.99.1234") == 144)
        #expect(try safeTop(backmost: "collectionView", tools: "14460.31") == 140)
        #expect(try safeTop(backmost: "collectionView", tools: "32700.99.1234", height: 252) == 144)
    }

    @Test func aTurnedPhonesBarIs54PointsInXcode26() throws {
        // No status bar turned; the large title is not shown.
        #expect(try navigated(device: "retina4_7", width: 667, height: 375, tools: "24412", orientation: "landscape").minY == 54)
        #expect(try navigated(device: "retina4_7", width: 667, height: 375, tools: "24412", bar: #"largeTitles="YES""#,
                              orientation: "landscape").minY == 54)
    }

    @Test func aSheetsBarIsAtItsTopWhateverTheStatusBar() throws {
        let presenting = controller("first", width: 393, height: 852, segues: segue(to: "nav", kind: "presentation"))
        // Xcode 26, an iPhone 15: a sheet 59 pt down (the status bar's
        // depth, which Xcode draws twice), its bar 16 pt below its top and
        // 54 high.
        let glass = try document(presenting + navigation(to: "sheet") + controller("sheet", width: 393, height: 793),
                                 device: "retina6_12", tools: "24765")
        #expect(try safeFrame(glass, "sheet").minY == 70)
        // Tools 23090, an iPhone 14 Plus: a sheet 10 pt down, less than the
        // status bar's 47, has its 56-pt bar all the same.
        let plus = try document(controller("first", width: 428, height: 926, segues: segue(to: "nav", kind: "presentation"))
                                + navigation(to: "sheet") + controller("sheet", width: 428, height: 916),
                                device: "retina6_7", tools: "23090")
        #expect(try safeFrame(plus, "sheet").minY == 56)
        // With no bar of its own, a sheet keeps what of the status bar it overlaps.
        let bare = try document(controller("first", width: 414, height: 896, segues: segue(to: "sheet", kind: "presentation"))
                                + controller("sheet", width: 414, height: 848), device: "retina6_1", tools: "24506")
        #expect(try safeFrame(bare, "sheet").minY == 48)
    }
}
