import Diagram
import Foundation
import Layout
import Samples
import Testing

/// Grids of pictures with captions.
@Suite struct SheetTests {
    @Test func cellsSitInRowsAndColumnsWithTheirCaptions() throws {
        let style = Style.standard
        let cell = DisplayList(size: CGSize(width: 100, height: 50), items: [
            .shape(ShapeItem(path: .rectangle(CGRect(x: 0, y: 0, width: 100, height: 50)), fill: .blue, stroke: nil, role: .root)),
        ])
        let sheet = Sheet(cells: (0..<5).map { Sheet.Cell(list: cell, caption: "cell \($0)") }, columns: 3, style: style)
        let list = sheet.displayList()
        let roots = list.shapes.filter { $0.role == .root }.map(\.path.bounds)
        #expect(roots.count == 5)
        let pad = style.padding
        expectClose(roots[0].minX, pad)
        expectClose(roots[1].minX, pad + 100 + pad)
        expectClose(roots[2].minX, pad + 2 * (100 + pad))
        expectClose(roots[3].minX, pad)
        #expect(roots[3].minY > roots[0].maxY, "the fourth cell starts the second row")
        let captions = list.texts.filter { $0.role == .cellCaption }
        #expect(captions.map(\.text) == (0..<5).map { "cell \($0)" })
        for (caption, root) in zip(captions, roots) {
            #expect(caption.box.minY >= root.maxY)
            expectClose(caption.box.midX, root.midX)
        }
        expectClose(list.size.width, 2 * pad + 3 * 100 + 2 * pad)
    }

    @Test func theSliderPositionsSheetHasEighteenCells() throws {
        let sample = try #require(SampleCatalog.sample(named: "slider-positions"))
        #expect(sample.variants.count == 18)
        #expect(sample.presentation == .sheet(columns: 3))
    }
}

/// The device-grid sheet: labels kept to their cells, the sheet filling its width.
@Suite struct DeviceGridTests {
    /// The sheet as `make run` composes it (deterministic measurer).
    func sheet() throws -> (list: DisplayList, cells: [DisplayList]) {
        let sample = try #require(SampleCatalog.sample(named: "device-grid"))
        let cells = try sample.variants.map { try displayList(sample.name, $0.name) }
        let list = Sheet(cells: zip(cells, sample.variants).map { Sheet.Cell(list: $0, caption: $1.caption) }, columns: 3)
            .displayList()
        return (list, cells)
    }

    @Test func everyLabelStaysOnItsCellAndTheColumnsAreAsWideAsTheCells() throws {
        let (list, cells) = try sheet()
        // The portrait cell: the ghost's label is broken after ": " and ", "
        // and lies within 2 label heights of the root, so the cell is no
        // wider than its root and its ghost (99 pt at 0.24).
        let portrait = cells[0]
        let root = try #require(portrait.rootFrame)
        let lines = portrait.texts.filter { $0.role == .constraintLabel("red.width == 2*blue.width @750") }.map(\.text)
        #expect(lines == ["width × 2 @750:", "wants 300,", "gets 201"], "\(lines)")
        // In every cell, every label lies across within 2 label heights
        // (12.5 pt at 0.24) of the root.
        for (index, cell) in cells.enumerated() {
            let root = try #require(cell.rootFrame)
            let reach = root.insetBy(dx: -2 * 12.5, dy: -12.5)
            for text in cell.texts where text.role != .caption {
                #expect(text.box.minX >= reach.minX && text.box.maxX <= reach.maxX,
                        "cell \(index): '\(text.text)' at \(text.box), root \(root)")
            }
        }
        #expect(portrait.size.width <= root.width + 2 * 24 + 99 * 0.24 + 1, "\(portrait.size) for a root of \(root)")
        // The rows of three cells reach across the sheet: the first root
        // of each row starts within the reach its labels may stick out by
        // (the portrait's "≥ 150", left of the root rather than led down
        // the reference width's leader, which it ran along), the last root
        // ends within one cell's caption of its edge.
        let roots = list.shapes.filter { $0.role == .root }.map(\.path.bounds)
        #expect(roots.count == 9)
        for row in 0..<3 {
            let first = roots[row * 3], last = roots[row * 3 + 2]
            #expect(first.minX <= 24 + 2 * 12.5 + 1, "row \(row) starts at \(first.minX)")
            #expect(last.maxX >= list.size.width - 24 - 170, "row \(row) ends at \(last.maxX) of \(list.size.width)")
        }
        #expect(list.size.width <= 660, "\(list.size)")
    }
}
