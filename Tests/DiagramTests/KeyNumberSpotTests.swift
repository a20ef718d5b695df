import Foundation
import Testing

@testable import Diagram

/// Where the circled number keying a crowded view's name goes: inside the
/// view, off its subviews, near its top-left corner or else its top-right
/// one; a lone subview filling the view (a cell's content view) is the
/// view's body, which the number may lie over.
@Suite struct KeyNumberSpotTests {
    let style = Style()
    let typesetter = Typesetter(options: DiagramOptions())
    /// A 320 × 44 settings row at (0, 100), below another row.
    let cell = CGRect(x: 0, y: 100, width: 320, height: 44)

    /// The box of ① keying a name of `cell` whose subviews are `subviews`,
    /// with the row's text (16 pt in, 20 high, `textWidth` wide) and the
    /// row above taken.
    func numberBox(subviews: [CGRect], textWidth: CGFloat = 200) throws -> CGRect {
        var placer = LabelPlacer(obstacles: [CGRect(x: 16, y: 112, width: textWidth, height: 20)], gap: 2)
        let name = SceneLayer.Note(text: "UITableViewCell Huf-xT-ejJ", color: style.ink, anchor: CGPoint(x: cell.midX, y: cell.minY),
                                   role: .viewName("UITableViewCell Huf-xT-ejJ"), fontSize: style.nameSize, inside: cell,
                                   edge: cell.horizontalSpan, subviews: subviews)
        let placed = Annotation.placeKeyNumber(CircledNumber.text(1), for: name, placer: &placer, typesetter: typesetter, style: style)
        return try #require(placed.textBounds)
    }

    @Test func aCellsNumberGoesInItsAccessorysStripNotIntoTheRowAbove() throws {
        // The content view stops 26.5 pt short of the cell's side, beside
        // its disclosure indicator; its text covers its top-left corner.
        let content = CGRect(x: 0, y: 100, width: 293.5, height: 44)
        let box = try numberBox(subviews: [content, CGRect(x: 16, y: 110, width: 100, height: 24)])
        #expect(cell.encloses(box, tolerance: 0.5), "\(box) in \(cell)")
        #expect(box.minX >= content.maxX, "\(box) beside \(content)")
    }

    @Test func aLoneSubviewFillingTheViewIsItsBodyWhichTheNumberMayLieOver() throws {
        // A cell with no accessory: its content view fills it.
        let box = try numberBox(subviews: [cell])
        #expect(cell.encloses(box, tolerance: 0.5), "\(box) in \(cell)")
        #expect(box.minX < 30 || box.maxX > 290, "\(box) in a corner")
    }

    @Test func rowsFillingAViewKeepItsNumberOffThem() throws {
        // Two rows of a stack, side by side, fill it: ① over one would
        // read as that row's.
        let rows = [CGRect(x: 0, y: 100, width: 160, height: 44), CGRect(x: 160, y: 100, width: 160, height: 44)]
        let box = try numberBox(subviews: rows)
        #expect(!rows.contains { $0.intersects(box.insetBy(dx: 0.5, dy: 0.5)) }, "\(box) over a row")
    }
}
