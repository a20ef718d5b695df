import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Where a controller's root sits on the screen, and so which part of the
/// status bar, the bars and the home indicator its safe area leaves out:
/// each case as Xcode stored it in real files (the frames below are theirs).
@Suite struct ScreenInsetsTests: ScreenScenes {
    @Test func aSheetLiesBelowTheStatusBarAboveTheHomeIndicator() throws {
        // A controller presented modally: Xcode 11 on draws it as a sheet,
        // 842 pt high on a 896-pt iPhone 11. Its safe area starts at its
        // top (the status bar is above it) and ends 34 pt above its bottom.
        let presenting = controller("first", width: 414, height: 896, segues: segue(to: "sheet", kind: "presentation"))
        let document = try document(presenting + controller("sheet", width: 414, height: 842), device: "retina6_1")
        #expect(try safeFrame(document, "sheet") == CGRect(x: 0, y: 0, width: 414, height: 808))
        #expect(try safeFrame(document, "first") == CGRect(x: 0, y: 44, width: 414, height: 818))
    }

    @Test func aNavigationControllersSimulatedTabBarIsItsChildsToo() throws {
        // A results list below an opaque bar (804 pt of an iPhone 11's
        // 896), its navigation controller simulating a tab bar: its footer
        // pinned to the bottom guide stored 83 pt above the bottom.
        let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        let document = try document(navigation(to: "list", bar: #"translucent="NO""#, extra: tabBar)
            + controller("list", width: 414, height: 804), device: "retina6_1", tools: "22505")
        #expect(try safeFrame(document, "list") == CGRect(x: 0, y: 0, width: 414, height: 721))
        let plain = try self.document(navigation(to: "list", bar: #"translucent="NO""#)
            + controller("list", width: 414, height: 804), device: "retina6_1", tools: "22505")
        #expect(try safeFrame(plain, "list") == CGRect(x: 0, y: 0, width: 414, height: 770))
    }

    @Test func xcode16DrawsANotchedPhonesInsetsTwice() throws {
        // A map screen and a web view on an iPhone 15 (Xcode 15.3 and 16):
        // pinned to the safe area 118 pt down and 68 up; an iPhone 11's 96
        // down. Xcode 15.2's files and the "32700" ones have them once, as
        // has a phone with a home button (an iPhone 8's 20).
        func safe(_ device: String, _ tools: String, height: Double = 852) throws -> CGRect {
            let width: Double = device == "retina6_1" ? 414 : device == "retina4_7" ? 375 : 393
            let document = try document(controller("map", width: width, height: height), device: device, tools: tools)
            return try safeFrame(document, "map")
        }
        #expect(try safe("retina6_12", "24765") == CGRect(x: 0, y: 118, width: 393, height: 666))
        #expect(try safe("retina6_12", "23727") == CGRect(x: 0, y: 118, width: 393, height: 666))
        #expect(try safe("retina6_1", "24127", height: 896) == CGRect(x: 0, y: 96, width: 414, height: 732))
        #expect(try safe("retina6_12", "23504") == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(try safe("retina6_12", "32700.99.1234") == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(try safe("retina4_7", "24765", height: 667) == CGRect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func anIPadsSheetIsCentredClearOfTheStatusBarAndTheHomeIndicator() throws {
        // Shown from a full-screen controller on an iPad Air (820 × 1180,
        // a 24-pt status bar, a 20-pt home indicator), Xcode draws it
        // 704 × 995.5: no inset at all.
        let presenting = controller("first", width: 820, height: 1180, segues: segue(to: "sheet", kind: "show"))
        let document = try document(presenting + controller("sheet", width: 704, height: 995.5), device: "ipad10_9rounded",
                                    tools: "22155")
        #expect(try safeFrame(document, "sheet") == CGRect(x: 0, y: 0, width: 704, height: 995.5))
        #expect(try safeFrame(document, "first") == CGRect(x: 0, y: 24, width: 820, height: 1136))
    }

    @Test func aSheetsNavigationBarIsItsOwn56PointBar() throws {
        // A navigation controller presented as a sheet: its root's safe area
        // starts below the sheet's 56-pt bar, not below status bar and bar.
        let presenting = controller("first", width: 414, height: 896, segues: segue(to: "nav", kind: "presentation"))
        let document = try document(presenting + navigation(to: "sheet") + controller("sheet", width: 414, height: 842),
                                    device: "retina6_1")
        #expect(try safeFrame(document, "sheet") == CGRect(x: 0, y: 56, width: 414, height: 752))
        // With a large title, 108 pt (the height Xcode stores for such a bar).
        let large = try self.document(presenting + navigation(to: "sheet", bar: #"largeTitles="YES""#)
            + controller("sheet", width: 414, height: 842), device: "retina6_1")
        #expect(try safeFrame(large, "sheet").minY == 108)
    }

    /// The top of the safe area of a lone full-screen controller on
    /// `device`, in a file saved by `tools`.
    private func safeTop(width: Double, height: Double, device: String, tools: String) throws -> CGFloat {
        try safeFrame(document(controller("lone", width: width, height: height), device: device, tools: tools), "lone").minY
    }

    @Test func beforeXcode14EveryNotchedPhoneHasA44PointStatusBar() throws {
        // An iPhone 12 Pro Max is 47 pt today; Xcode 13 drew the X's 44.
        #expect(try safeTop(width: 428, height: 926, device: "retina6_7", tools: "20037") == 44)
        #expect(try safeTop(width: 428, height: 926, device: "retina6_7", tools: "21507") == 47)
    }

    @Test func aRootBelowAnOpaqueNavigationBarStoredAtTheTopLeavesNoBarInItsSafeArea() throws {
        // Xcode 8 stores the root of a navigation controller with an opaque
        // bar 603 pt high at y 0 on a 667-pt iPhone 8: status bar and bar are
        // above it.
        let document = try document(navigation(to: "below", bar: #"translucent="NO""#)
            + controller("below", width: 375, height: 603), device: "retina4_7", tools: "13122.19")
        #expect(try safeFrame(document, "below") == CGRect(x: 0, y: 0, width: 375, height: 603))
    }

    @Test func aControllerShownFromOneUnderAnOpaqueBarIsBelowItToo() throws {
        // A chat client's member picker (Xcode 10, an iPhone SE): shown
        // from a controller simulating an opaque navigation bar, stored
        // 504 pt high at y 0, its table pinned to the safe area's top at 0.
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        let chat = controller("chat", width: 320, height: 504, extra: opaque, segues: segue(to: "members", kind: "show"))
        let document = try document(navigation(to: "chat") + chat + controller("members", width: 320, height: 504),
                                    device: "retina4_0", tools: "14460.31")
        #expect(try safeFrame(document, "members") == CGRect(x: 0, y: 0, width: 320, height: 504))
    }

    @Test func aControllerShownAsASheetFromANavigationStackHasNoBar() throws {
        // A telemedicine app's compose screen (Xcode 13, an iPhone 8 Plus):
        // shown from a navigation controller's root, stored 716 pt high at y
        // 0, 20 pt short of the screen: a sheet, outside the stack, its
        // container pinned to the safe area's top stored at 0.
        let first = controller("first", width: 414, height: 736, segues: segue(to: "shown", kind: "show"))
        let document = try document(navigation(to: "first") + first + controller("shown", width: 414, height: 716),
                                    device: "retina5_5", tools: "18122")
        #expect(try safeFrame(document, "shown") == CGRect(x: 0, y: 0, width: 414, height: 716))
    }

    @Test func aSheetUnderAnOpaqueNavigationBarStartsBelowIt() throws {
        // WSDOT's notification settings (Xcode 11): a 623-pt root on a
        // 667-pt iPhone 8 under an opaque simulated bar, its table pinned
        // to the safe area's top stored at 0. A translucent bar is the
        // sheet's own 56 pt, in its safe area.
        let opaque = controller("sheet", width: 375, height: 623,
                                extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#)
        #expect(try safeFrame(document(opaque, device: "retina4_7", tools: "15705"), "sheet")
            == CGRect(x: 0, y: 0, width: 375, height: 623))
        let translucent = controller("sheet", width: 375, height: 623,
                                     extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        #expect(try safeFrame(document(translucent, device: "retina4_7", tools: "15705"), "sheet").minY == 56)
    }

    @Test func aRootThatDoesNotExtendUnderTheTopBarsStartsBelowThem() throws {
        // WSDOT's bridge alerts (Xcode 16): `edgesForExtendedLayout` only
        // at the bottom, stored 804 pt high at y 0 on an 896-pt iPhone 11,
        // below its 48-pt status bar and 44-pt navigation bar: pushed, not
        // a sheet; the home indicator's 34 pt are still in its safe area.
        let pushed = controller("below", width: 414, height: 804, extra: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#)
        let document = try document(navigation(to: "below") + pushed, device: "retina6_1", tools: "23504")
        #expect(try safeFrame(document, "below") == CGRect(x: 0, y: 0, width: 414, height: 770))
    }

    @Test func fromXcode11AnEmbeddedControllerIsDrawnAtTheTopUnderTheStatusBarNotAsASheet() throws {
        // A habit tracker's setup pages (Xcode 15, an iPhone SE): two
        // controllers embedded in container views, 320 × 513 on a 568-pt
        // screen, their avatar pinned 90 pt below the top layout guide
        // stored at y 110. Shorter than the screen and at its top like a
        // sheet, but embedded: the status bar is above them.
        let embedding = controller("setup", width: 320, height: 568, segues: segue(to: "child", kind: "embed"))
        let document = try document(embedding
            + controller("child", width: 320, height: 513), device: "retina4_0", tools: "22505")
        #expect(try safeFrame(document, "child") == CGRect(x: 0, y: 20, width: 320, height: 493))
        // Presented, the same controller is a sheet, clear of the status bar.
        let presenting = controller("setup", width: 320, height: 568, segues: segue(to: "child", kind: "presentation"))
        let sheet = try self.document(presenting + controller("child", width: 320, height: 513), device: "retina4_0", tools: "22505")
        #expect(try safeFrame(sheet, "child") == CGRect(x: 0, y: 0, width: 320, height: 513))
    }

    @Test func aDetailShownFromANavigationStackIsUnderItsBar() throws {
        // A habit tracker's news and stable pages (Xcode 14.3, an iPhone 14
        // Plus), shown as details from a navigation controller's root:
        // their web and scroll views pinned to the top guide stored 91 pt
        // down (47 of status bar, 44 of navigation bar), 801 pt high.
        let list = controller("list", width: 428, height: 926, segues: segue(to: "detail", kind: "showDetail"))
        let document = try document(navigation(to: "list") + list + controller("detail", width: 428, height: 926),
                                    device: "retina6_7", tools: "23090")
        #expect(try safeFrame(document, "detail") == CGRect(x: 0, y: 91, width: 428, height: 801))
    }

    @Test func aPopoverHasNoneOfTheScreensInsets() throws {
        // A chat client's brush popovers (200 × 65 and 200 × 200, Xcode 10,
        // an iPhone 8): labels pinned 8 pt below the safe area's top stored
        // 8 pt down. Shown instead, outside any navigation stack, the same
        // controller is under the status bar.
        func safeFrame(kind: String) throws -> CGRect {
            let drawing = controller("drawing", width: 375, height: 667, segues: segue(to: "brush", kind: kind))
            let document = try document(drawing + controller("brush", width: 200, height: 65),
                                        device: "retina4_7", tools: "14109")
            return try self.safeFrame(document, "brush")
        }
        #expect(try safeFrame(kind: "popoverPresentation") == CGRect(x: 0, y: 0, width: 200, height: 65))
        #expect(try safeFrame(kind: "show") == CGRect(x: 0, y: 20, width: 200, height: 45))
    }

    @Test func aRootAboveAnOpaqueTabBarStillStartsAtTheScreensTop() throws {
        // Shorter than the screen by an opaque tab bar below it, not a bar
        // above: the status bar is in its safe area, the tab bar is not.
        let tabs = """
            <scene sceneID="s-tabs"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tab-bar">
                        <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                    </tabBar>
                    <connections>
                        <segue destination="first" kind="relationship" relationship="viewControllers" id="to-first"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            """
        let document = try document(tabs + controller("first", width: 375, height: 618), device: "retina4_7", tools: "11762")
        #expect(try safeFrame(document, "first") == CGRect(x: 0, y: 20, width: 375, height: 598))
    }

    @Test func aNavigationControllerThatHidesItsBarAddsNone() throws {
        // `navigationBarHidden` on the controller, not `hidden` on the bar:
        // only the iPhone 8's 20-pt status bar is above the root's safe area.
        let document = try document(navigation(to: "bare", attributes: #"navigationBarHidden="YES""#)
            + controller("bare", width: 375, height: 667), device: "retina4_7", tools: "13529")
        #expect(try safeFrame(document, "bare") == CGRect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test func xcode14StillDrawsNoStatusBarOnAPhoneWithAHomeButton() throws {
        // An iPhone 8 Plus in Xcode 14.2 (21507): a scroll view pinned to the
        // safe area's top stored at y 0; files from 24127 on have the bar.
        #expect(try safeTop(width: 414, height: 736, device: "retina5_5", tools: "21507") == 0)
        #expect(try safeTop(width: 414, height: 736, device: "retina5_5", tools: "24127") == 20)
    }

    /// The top of the safe area of a `width` × `height` xib view on
    /// `device`, saved by `tools`: where a view pinned to it lies.
    private func xibSafeTop(width: Int = 375, height: Int, device: String, tools: String, extra: String = "") throws -> CGFloat {
        try xibSafeFrame(width: width, height: height, device: device, tools: tools, extra: extra).minY
    }

    /// The safe area of a `width` × `height` xib view on `device`, saved by
    /// `tools`: the frame of a view pinned to its four edges. `extra` goes
    /// in the view (simulated metrics).
    private func xibSafeFrame(width: Int, height: Int, device: String, tools: String, extra: String = "") throws -> CGRect {
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill">
                        <rect key="frame" x="0.0" y="20" width="\(width)" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="fill" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                    <constraint firstItem="fill" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                    <constraint firstItem="fill" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="r"/>
                    <constraint firstItem="fill" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="b"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                \(extra)
            </view>
            """, device: device, tools: tools, path: "RouteView.xib")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return try #require(imported.views.first { $0.id == "fill" }).view.frame
    }

    @Test func fromXcode14AXibViewSmallerThanTheScreenHasTheStatusBarAboveIt() throws {
        // WSDOT's route and toll views (84 and 104 pt, an iPhone 8, Xcode
        // 14.3 and 15): pinned to the safe area's top, stored 20 pt down;
        // a 766-pt one on an iPhone 11 (14.2) 48; Xcode 10 and 11's none.
        #expect(try xibSafeTop(height: 84, device: "retina4_7", tools: "21701") == 20)
        #expect(try xibSafeTop(height: 104, device: "retina4_7", tools: "23094") == 20)
        #expect(try xibSafeTop(width: 414, height: 766, device: "retina6_1", tools: "21507") == 48)
        #expect(try xibSafeTop(height: 44, device: "retina4_7", tools: "15705") == 0)
        // Below an opaque navigation bar it simulates, the view starts
        // under the bar: a podcast player's 603-pt profile view (Xcode
        // 14.3, an iPhone 8), its table pinned to the safe area's top at 0.
        let opaqueBar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        #expect(try xibSafeTop(height: 603, device: "retina4_7", tools: "21701", extra: opaqueBar) == 0)
        #expect(try xibSafeTop(height: 603, device: "retina4_7", tools: "21701") == 20)
        // No wider than the screen it lies at the screen's top left, with
        // the insets it overlaps: a practice project's 384 × 240 view on an
        // iPhone 11 (Xcode 13), its stack pinned to its safe area 44 pt down
        // and at its bottom; a chat client's 414 × 245 message bar (Xcode
        // 14.1) and a wallet's 414 × 93 header (Xcode 13) at theirs too.
        #expect(try xibSafeFrame(width: 384, height: 240, device: "retina6_1", tools: "18122")
            == CGRect(x: 0, y: 44, width: 384, height: 196))
        #expect(try xibSafeFrame(width: 414, height: 240, device: "retina6_1", tools: "18122")
            == CGRect(x: 0, y: 44, width: 414, height: 196))
        #expect(try xibSafeFrame(width: 414, height: 245, device: "retina6_1", tools: "21507").maxY == 245)
        // From Xcode 14.3 the home indicator's 34 pt are at its bottom
        // whatever its width: a map app's 414 × 363 route panel (Xcode 15)
        // and a podcast player's 408 × 488 sleep timer.
        #expect(try xibSafeFrame(width: 414, height: 363, device: "retina6_1", tools: "22155").maxY == 329)
        #expect(try xibSafeFrame(width: 408, height: 488, device: "retina6_1", tools: "22505").maxY == 454)
        // Wider than the screen it is laid out as one, in any Xcode.
        #expect(try xibSafeFrame(width: 510, height: 240, device: "retina6_1", tools: "18122").maxY == 206)
    }

    @Test func xcode9And10DrawTheStatusBarAboveAXibViewTallerThan60PercentOfTheScreen() throws {
        // A chat client's reactions and filters sheets (295 × 496 and 375 ×
        // 570, Xcode 10, an iPhone 8) and a podcast player's 400 × 600 one:
        // their tables pinned to the safe area's top stored 20 pt down. Its
        // 351-pt emoji picker and 55-pt section headers: 0. Xcode 11's
        // views of any height: 0.
        #expect(try xibSafeTop(width: 295, height: 496, device: "retina4_7", tools: "14113") == 20)
        #expect(try xibSafeTop(height: 570, device: "retina4_7", tools: "14460.31") == 20)
        #expect(try xibSafeTop(width: 400, height: 600, device: "retina4_7", tools: "14460.31") == 20)
        #expect(try xibSafeTop(width: 477, height: 351, device: "retina4_7", tools: "14113") == 0)
        #expect(try xibSafeTop(height: 55, device: "retina4_7", tools: "14113") == 0)
        #expect(try xibSafeTop(height: 570, device: "retina4_7", tools: "14868") == 0)
    }

    @Test func aXibViewAsWideAsANotchedScreenHasItsInsetsInItsMarginsEvenWithoutSafeAreas() throws {
        // SwiftMessages' card view (Xcode 12, an iPhone 11, no safe areas):
        // 510 × 160, its content pinned to its margins stored at (20, 44),
        // 34 pt above its bottom.
        let document = try xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="510" height="160"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="20" y="44" width="470" height="82"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="t"/>
                    <constraint firstAttribute="bottomMargin" secondItem="card" secondAttribute="bottom" id="b"/>
                    <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstAttribute="trailingMargin" secondItem="card" secondAttribute="trailing" id="r"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, device: "retina6_1", tools: "17506", safeAreas: false, path: "CardView.xib")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        #expect(try #require(imported.views.first { $0.id == "card" }).view.frame == CGRect(x: 20, y: 44, width: 470, height: 82))
        // No safe area to draw as dead space in a file without them.
        #expect(imported.scene.safeAreaInsets == .zero)
    }

    @Test func aScreenSizedXibViewsSimulatedNavigationBarIsInItsSafeArea() throws {
        // A view loaded in code under a navigation bar, its xib saying so.
        let document = try xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root-xib">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill-xib">
                        <rect key="frame" x="15" y="86" width="60" height="60"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="fill-xib" firstAttribute="top" secondItem="safe-xib" secondAttribute="top" constant="22" id="t"/>
                    <constraint firstItem="fill-xib" firstAttribute="leading" secondItem="safe-xib" secondAttribute="leading" constant="15" id="l"/>
                    <constraint firstItem="fill-xib" firstAttribute="width" constant="60" id="w"/>
                    <constraint firstItem="fill-xib" firstAttribute="height" constant="60" id="h"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe-xib"/>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            </view>
            """, device: "retina4_7", tools: "14490.70", path: "TodoView.xib")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        let fill = try #require(imported.views.first { $0.id == "fill-xib" })
        #expect(fill.view.frame == CGRect(x: 15, y: 86, width: 60, height: 60), "20-pt status bar, 44-pt bar, 22 below")
    }

    @Test func theIPhone16ProHasA62PointStatusBar() throws {
        let document = try document(controller("pro", width: 402, height: 874), device: "retina6_3", tools: "23504")
        #expect(document.device?.name == "iPhone 16 Pro")
        #expect(try safeFrame(document, "pro") == CGRect(x: 0, y: 62, width: 402, height: 778))
    }

    /// Above a home indicator a toolbar is 49 pt, as a tab bar is: views
    /// pinned to the safe area's bottom stored 83 pt up on an iPhone 11
    /// (Xcode 15) and an iPhone X (Xcode 13); 44 on a phone with a button.
    @Test func aToolbarAboveAHomeIndicatorIs49Points() throws {
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
        let notched = try document(controller("tools", width: 414, height: 896, extra: toolbar), device: "retina6_1", tools: "22155")
        #expect(try safeFrame(notched, "tools") == CGRect(x: 0, y: 48, width: 414, height: 765))
        let classic = try document(controller("tools", width: 375, height: 667, extra: toolbar), device: "retina4_7", tools: "23504")
        #expect(try safeFrame(classic, "tools") == CGRect(x: 0, y: 20, width: 375, height: 603))
    }

    @Test func theIPadProsAreTheDevicesXcodeNamesThem() throws {
        // `ipad11_0rounded` (a streaming client's 834 × 1194 roots, Xcode
        // 15) and `iPad13_0rounded` (a messenger's 1032 × 1376, Xcode
        // 16.3, whose insets are drawn once on an iPad): a rounded iPad's
        // 24-pt status bar and 20-pt home indicator.
        let eleven = try document(controller("pro", width: 834, height: 1194), device: "ipad11_0rounded", tools: "22155")
        #expect(eleven.device?.name == "iPad Pro (11-inch)")
        #expect(try safeFrame(eleven, "pro") == CGRect(x: 0, y: 24, width: 834, height: 1150))
        let thirteen = try document(controller("pro", width: 1032, height: 1376), device: "iPad13_0rounded", tools: "23727")
        #expect(try safeFrame(thirteen, "pro") == CGRect(x: 0, y: 24, width: 1032, height: 1332))
        // Xcode 11 and 12 draw no status bar on them (an AR app's notes
        // pinned below its navigation bar stored 50 pt down, Xcode 11);
        // Xcode 13 does (a VPN's screens pinned 24 pt down).
        let xcode11 = try document(controller("pro", width: 834, height: 1194), device: "ipad11_0rounded", tools: "15400")
        #expect(try safeFrame(xcode11, "pro") == CGRect(x: 0, y: 0, width: 834, height: 1174))
        let xcode13 = try document(controller("pro", width: 834, height: 1194), device: "ipad11_0rounded", tools: "20037")
        #expect(try safeFrame(xcode13, "pro").minY == 24)
    }
}
