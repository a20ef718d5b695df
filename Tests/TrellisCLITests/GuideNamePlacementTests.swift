@testable import Diagram
import Foundation
import Testing

/// Where a guide's name goes in a real picture: never set inside another
/// view's box along its top, where it reads as that view's name.
@Suite struct GuideNamePlacementTests {
    /// RxSwift's calculator, its navigation bar drawn above the root: its
    /// top layout guide's name, kept off the bar, was set in the top corner
    /// of the display label (clear of its right-aligned "0"), and read as
    /// the display's name.
    @Test func aGuidesNameIsNotSetInsideAnotherView() throws {
        let list = try LevelOfDetailTests().picture([], file: LevelOfDetailTests.calculator)
        let name = try #require(list.texts.first { $0.role == .guideName("topLayoutGuide") })
        let root = try #require(list.rootFrame)
        let views = list.shapes.compactMap { shape -> (String, CGRect)? in
            guard case .view(let view) = shape.role else { return nil }
            return (view, shape.path.bounds)
        }
        let display = try #require(views.first { $0.0 == #"UILabel "0""# && $0.1.width > 300 })
        #expect(display.1.intersection(name.box).isNull || display.1.intersection(name.box).width < 1,
                "\(name.box) in the display \(display.1)")
        for (view, frame) in views where frame != root {
            let overlap = frame.intersection(name.box)
            #expect(overlap.isNull || overlap.width * overlap.height < 0.6 * name.box.width * name.box.height,
                    "\(name.box) inside \(view) \(frame)")
        }
    }
}
