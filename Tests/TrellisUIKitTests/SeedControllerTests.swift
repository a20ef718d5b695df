import Testing
import TrellisUIKit

/// Lays a controller out the way a unit test on a device does it.
@MainActor
private func laidOut(_ controller: UIViewController, _ width: CGFloat, _ height: CGFloat,
                     insets: UIEdgeInsets = .zero) -> UIViewController
{
    controller.loadViewIfNeeded()
    controller.additionalSafeAreaInsets = insets
    controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    controller.view.layoutIfNeeded()
    return controller
}

private func expectFrame(_ frame: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                         sourceLocation: SourceLocation = #_sourceLocation)
{
    let ok = abs(frame.minX - x) < 0.01 && abs(frame.minY - y) < 0.01
        && abs(frame.width - w) < 0.01 && abs(frame.height - h) < 0.01
    #expect(ok, "frame \(frame) is not (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
}

@MainActor
@Suite struct SeedControllerTests {
    @Test func aspectRatioRowsSplitTheWidthBySixFourThreeAndTwo() {
        let controller = laidOut(View1Controller(), 375, 667) as! View1Controller
        var top: CGFloat = 0
        for (row, k) in [(0, 5.0), (1, 3.0), (2, 2.0), (3, 1.0)] {
            let side = 365 / (k + 1)
            expectFrame(controller.views[row][0].frame, 0, top, side, side)
            expectFrame(controller.views[row][1].frame, side + 10, top, k * side, side)
            top += side + 10
        }
        // "Portrait row 1: left = (365 / 6) ≈ 60.83 wide and tall, right ≈ 304.17 wide."
        expectFrame(controller.views[0][1].frame, 70.83, 0, 304.17, 60.83)
        #expect(controller.views[0][1].alpha == 0.6)
    }

    @Test func aspectRatioRowsFollowARotation() {
        let controller = laidOut(View1Controller(), 375, 667) as! View1Controller
        controller.view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        controller.view.layoutIfNeeded()
        expectFrame(controller.views[0][0].frame, 0, 0, 657.0 / 6, 657.0 / 6)
        expectFrame(controller.views[3][1].frame, 338.5, 3 * 10 + 657.0 / 6 + 657.0 / 4 + 657.0 / 3, 328.5, 328.5)
    }

    @Test func chainedWidthsDoubleAlongEachRowAndDownTheRows() {
        let controller = laidOut(View2Controller(), 375, 667) as! View2Controller
        let w = 355.0 / 7
        var top: CGFloat = 0
        for row in 0..<3 {
            let height = w * pow(2, CGFloat(row))
            expectFrame(controller.views[row][0].frame, 0, top, w, height)
            expectFrame(controller.views[row][1].frame, w + 10, top, 2 * w, height)
            expectFrame(controller.views[row][2].frame, 3 * w + 20, top, 4 * w, height)
            top += height + 10
        }
    }

    @Test func chainedWidthsRunPastTheBottomInLandscape() {
        let controller = laidOut(View2Controller(), 667, 375) as! View2Controller
        let w = 647.0 / 7
        expectFrame(controller.views[2][2].frame, 3 * w + 20, 3 * w + 20, 4 * w, 4 * w)
        #expect(controller.views[2][2].frame.maxY > 375)
    }

    @Test func complexWidthsInPortraitKeepBlueAtItsMinimum() {
        let controller = laidOut(ComplexWidthController(), 375, 667,
                                 insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) as! ComplexWidthController
        expectFrame(controller.blueView.frame, 8, 28, 150, 631)
        expectFrame(controller.redView.frame, 166, 28, 201, 631)
    }

    @Test func complexWidthsInLandscapeGiveRedTwoThirds() {
        let controller = laidOut(ComplexWidthController(), 667, 375) as! ComplexWidthController
        expectFrame(controller.blueView.frame, 8, 8, 643.0 / 3, 359)
        expectFrame(controller.redView.frame, 8 + 643.0 / 3 + 8, 8, 2 * 643.0 / 3, 359)
    }

    @Test func complexWidthsWithANotchKeepToTheSafeArea() {
        let controller = laidOut(ComplexWidthController(), 812, 375,
                                 insets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)) as! ComplexWidthController
        expectFrame(controller.blueView.frame, 52, 8, 700.0 / 3, 338)
        expectFrame(controller.redView.frame, 52 + 700.0 / 3 + 8, 8, 1400.0 / 3, 338)
    }

    @Test func complexWidthsRotateAfterTheFirstLayout() {
        let controller = laidOut(ComplexWidthController(), 375, 667,
                                 insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) as! ComplexWidthController
        controller.additionalSafeAreaInsets = .zero
        controller.view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        controller.view.layoutIfNeeded()
        expectFrame(controller.blueView.frame, 8, 8, 643.0 / 3, 359)
    }

    @Test func viewsAreNamedAfterTheControllersProperties() throws {
        let scene = try layOut(ComplexWidthController(), device: .iPhoneSE)
        #expect(scene.items.compactMap { $0 as? View }.map(\.name) == ["view", "blueView", "redView"])
        let rows = try layOut(View1Controller(), device: .iPhoneSE)
        #expect(rows.items.compactMap { $0 as? View }.map(\.name).prefix(3) == ["view", "views[0][0]", "views[0][1]"])
    }
}
