import Foundation
import Layout
import Testing

/// Where UIButton puts a title inside a 100 × 40 frame at (10, 20).
@Suite struct TitlePlacementTests {
    private let frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    private let title = CGSize(width: 40, height: 20)

    /// Leading and trailing swap when lines run right to left; left and
    /// right do not; an image goes before the title in reading order.
    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let leading = TitlePlacement(horizontal: .leading, leadingImageWidth: 16)
        #expect(leading.titleRect(size: title, in: frame, leftToRight: true).minX == 26)
        // Right to left: the title at the right edge, its image past it.
        #expect(leading.titleRect(size: title, in: frame, leftToRight: false).minX == 54)
        let left = TitlePlacement(horizontal: .left)
        #expect(left.titleRect(size: title, in: frame, leftToRight: false).minX == 10)
        let trailing = TitlePlacement(horizontal: .trailing)
        #expect(trailing.titleRect(size: title, in: frame, leftToRight: true).maxX == 110)
        #expect(trailing.titleRect(size: title, in: frame, leftToRight: false).minX == 10)
    }

    /// Insets move a centred title by half their difference; top and
    /// bottom alignment take the inset edges; a title pushed past the frame
    /// by negative insets is kept inside it where it fits.
    @Test func insetsMoveTheTitleAndTheFrameHoldsIt() {
        let raised = TitlePlacement(insets: EdgeInsets(top: 0, left: 0, bottom: 11, right: 0))
        #expect(raised.titleRect(size: title, in: frame, leftToRight: true) == CGRect(x: 40, y: 24.5, width: 40, height: 20))
        let top = TitlePlacement(vertical: .top, insets: EdgeInsets(top: 4, left: 0, bottom: 0, right: 0))
        #expect(top.titleRect(size: title, in: frame, leftToRight: true).minY == 24)
        let bottom = TitlePlacement(vertical: .bottom)
        #expect(bottom.titleRect(size: title, in: frame, leftToRight: true).maxY == 60)
        let pushed = TitlePlacement(horizontal: .left, insets: EdgeInsets(top: 0, left: -30, bottom: 0, right: 0))
        #expect(pushed.titleRect(size: title, in: frame, leftToRight: true).minX == 10)
        // The room shrinks by the insets and the image, never below 8 pt.
        #expect(TitlePlacement(insets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), leadingImageWidth: 30)
            .titleRoom(in: frame) == 50)
        #expect(TitlePlacement(leadingImageWidth: 300).titleRoom(in: frame) == 8)
        #expect(pushed.titleRoom(in: frame) == 100)
    }
}
