import Foundation
import InterfaceBuilder
import Testing

/// Controllers drawn at a size of their own (Xcode's "Freeform"), whose
/// root is the screen the bars and insets lie on.
@Suite struct FreeformSizeTests: ScreenScenes {
    @Test func aFreeformSizeIsTheScreenItsInsetsApplyTo() throws {
        // A controller drawn 600 × 850 on an iPhone 11 Pro Max: the status
        // bar at its top, the home indicator at its bottom, not 46 pt below it.
        let freeform = controller("free", width: 600, height: 850, extra: """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="600" height="850"/>
            """)
        let document = try document(freeform, device: "retina6_5", tools: "15400")
        #expect(try safeFrame(document, "free") == CGRect(x: 0, y: 44, width: 600, height: 772))
        // Under an opaque navigation bar it is drawn below the bars (an
        // example's 500 × 524-pt scroll view stored at 0, Xcode 12); under
        // a translucent one the bar is in its safe area.
        for (translucent, top) in [("NO", 0.0), ("YES", 64.0)] {
            let barred = controller("bar", width: 500, height: 524, extra: #"""
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="\#(translucent)" prompted="NO"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                """#)
            #expect(try safeFrame(self.document(barred, device: "retina4_7", tools: "13529"), "bar").minY == CGFloat(top))
        }
    }

    @Test func aRootStoredTallerThanTheScreenHasItsInsetsAtItsOwnBottom() throws {
        // A photo book's sign-in pages (Xcode 10.1, an iPhone 8): navigation
        // roots stored 706 pt high on a 667-pt screen, no Freeform metrics;
        // their views pinned to the safe area's bottom stored against the
        // root's bottom, not 39 pt above it.
        let document = try document(navigation(to: "landing") + controller("landing", width: 375, height: 706),
                                    device: "retina4_7", tools: "14460.31")
        #expect(try safeFrame(document, "landing") == CGRect(x: 0, y: 64, width: 375, height: 642))
    }

    /// The safe area of a controller's `width` × `height` root stored with
    /// a `freeformSize` `freeformHeight` tall and no freeform metrics, in a
    /// file for `device` saved by `tools`.
    private func safeFrame(width: Double, height: Double, freeformHeight: Double, device: String, tools: String) throws -> CGRect {
        let page = controller("page", width: width, height: height, extra: """
            <size key="freeformSize" width="\(width)" height="\(freeformHeight)"/>
            """)
        return try safeFrame(document(page, device: device, tools: tools), "page")
    }

    @Test func aRootStoredAtItsFreeformSizeTallerThanTheScreenIsFreeform() throws {
        // A wallet's invoice page (Xcode 26, an iPhone 15) stores a root
        // 414 × 1065 at its `freeformSize`, without freeform metrics: its
        // safe area ends 68 pt above the root's bottom (the insets twice
        // over, as that Xcode draws them), not above the screen's (a scroll
        // view down to a footer pinned there stored ending at y 927).
        func safeFrame(freeformHeight: Double) throws -> CGRect {
            try self.safeFrame(width: 414, height: 1065, freeformHeight: freeformHeight, device: "retina6_12", tools: "24128")
        }
        #expect(try safeFrame(freeformHeight: 1065) == CGRect(x: 0, y: 118, width: 414, height: 879))
        // A size left over from an earlier choice is not the root's, but a
        // root taller than the screen is drawn at its own height anyway
        // (``aRootStoredTallerThanTheScreenHasItsInsetsAtItsOwnBottom()``).
        #expect(try safeFrame(freeformHeight: 900) == CGRect(x: 0, y: 118, width: 414, height: 879))
    }

    @Test func aRootStoredAtItsFreeformSizeShorterThanTheScreenIsFreeform() throws {
        // A panel demo's detail page (an iPhone 11) stores a root
        // 375 × 778 at its `freeformSize`: the home indicator's 34 pt lie at
        // its own bottom (a view pinned to the safe area's bottom stored
        // 744 pt high), not 118 pt below it on the screen.
        func safeFrame(freeformHeight: Double) throws -> CGRect {
            try self.safeFrame(width: 375, height: 778, freeformHeight: freeformHeight, device: "retina6_1", tools: "23504")
        }
        #expect(try safeFrame(freeformHeight: 778) == CGRect(x: 0, y: 48, width: 375, height: 696))
        #expect(try safeFrame(freeformHeight: 800) == CGRect(x: 0, y: 48, width: 375, height: 730))
    }
}
