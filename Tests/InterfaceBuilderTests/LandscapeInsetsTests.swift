import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A phone turned: where Xcode put the safe area and the navigation bar of
/// landscape scenes, as students' juice-maker storyboards (388 files of
/// one course's branches) stored them.
@Suite struct LandscapeInsetsTests: ScreenScenes {
    /// The frame of the view pinned to the safe area of a lone controller
    /// filling `device`'s landscape screen (`width` × `height`), in a file
    /// saved by `tools`, under a navigation bar if `navigated`.
    private func safeFrame(width: Double, height: Double, device: String, tools: String,
                           navigated: Bool = false) throws -> CGRect {
        let scenes = (navigated ? navigation(to: "lone") : "") + controller("lone", width: width, height: height)
        return try safeFrame(document(scenes, device: device, tools: tools, orientation: "landscape"), "lone")
    }

    @Test func theNotchsDepthIsOnEitherSide() throws {
        // Xcode 14.3 on: an iPhone 11's 48 pt, an iPhone 12's 47, the
        // home indicator's 21 below.
        #expect(try safeFrame(width: 896, height: 414, device: "retina6_1", tools: "21701")
            == CGRect(x: 48, y: 0, width: 800, height: 393))
        #expect(try safeFrame(width: 844, height: 390, device: "retina6_0", tools: "22505")
            == CGRect(x: 47, y: 0, width: 750, height: 369))
        // Before Xcode 14, the X's 44 on every notched phone.
        #expect(try safeFrame(width: 844, height: 390, device: "retina6_0", tools: "19529")
            == CGRect(x: 44, y: 0, width: 756, height: 369))
    }

    @Test func xcode14Before14Point3KeptThePortraitInsets() throws {
        // 14.0 to 14.2: the portrait status bar above, 34 pt below, no sides.
        #expect(try safeFrame(width: 844, height: 390, device: "retina6_0", tools: "21507")
            == CGRect(x: 0, y: 47, width: 844, height: 309))
        #expect(try safeFrame(width: 852, height: 393, device: "retina6_12", tools: "21507")
            == CGRect(x: 0, y: 59, width: 852, height: 300))
    }

    @Test func aTurnedPhonesNavigationBarIs32PointsOr44WhereItsWidthIsRegularOrFromXcode15() throws {
        #expect(try safeFrame(width: 844, height: 390, device: "retina6_0", tools: "19529", navigated: true).minY == 32)
        #expect(try safeFrame(width: 667, height: 375, device: "retina4_7", tools: "20037", navigated: true).minY == 32)
        // An iPhone 11 and a 12 Pro Max are regular width turned: 44.
        #expect(try safeFrame(width: 896, height: 414, device: "retina6_1", tools: "19529", navigated: true).minY == 44)
        #expect(try safeFrame(width: 926, height: 428, device: "retina6_7", tools: "18122", navigated: true).minY == 44)
        // Xcode 15 on draws 44 on every phone.
        #expect(try safeFrame(width: 568, height: 320, device: "retina4_0", tools: "22154", navigated: true).minY == 44)
        #expect(try safeFrame(width: 844, height: 390, device: "retina6_0", tools: "22155", navigated: true)
            == CGRect(x: 47, y: 44, width: 750, height: 325))
        // Xcode 14.2's portrait status bar, then the bar: 47 + 32.
        #expect(try safeFrame(width: 844, height: 390, device: "retina6_0", tools: "21507", navigated: true).minY == 79)
    }
}
