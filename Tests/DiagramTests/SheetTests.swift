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
