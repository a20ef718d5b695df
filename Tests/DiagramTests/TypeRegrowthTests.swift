@testable import Diagram
import Foundation
import Layout
import Testing

/// A picture wider than the column has its type grown so that it reads
/// there; where words are most of the width, larger words only spread
/// further and shrink the scene, and the growing stops.
@Suite struct TypeRegrowthTests {
    /// A 600 × 40 cell holding a row of `count` 16-pt views with long
    /// names, each pinned to its neighbour, sized and set 8 pt down: a
    /// chat bubble's row of indicators.
    private func crowdedCell(count: Int) throws -> Scene {
        let scene = Scene(width: 600, height: 40)
        var previous: View?
        for index in 0..<count {
            let view = View(name: "Progress indicator number \(index) (spinner)")
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? scene.root.leadingAnchor, constant: 8),
                view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 8),
                view.widthAnchor.constraint(equalToConstant: 16),
                view.heightAnchor.constraint(equalToConstant: 24),
            ])
            previous = view
        }
        try scene.layout()
        return scene
    }

    @Test func aCellLostAmongItsWordsIsNotDrawnEverWider() throws {
        // 24 views of 16 pt across 600: drawn first about 1,000 pt wide,
        // the root over half of it. Each regrowth of the type widened the
        // picture about as much as it grew the words: grown on, it came to
        // 1,566 pt in 21.5-pt type, the cell a third of the picture, reading
        // no better in the column.
        let list = try Diagram.displayList(for: try crowdedCell(count: 24))
        let root = try #require(list.shapes.first { $0.role == .root }).path.bounds
        #expect(root.width / list.size.width >= 0.5, "\(list.size.width) pt wide for a \(root.width)-pt root")
        let largest = try #require(list.texts.map(\.fontSize).max())
        #expect(largest <= 1.5 * Style.standard.nameSize, "\(largest)-pt type")
    }

    @Test func aDrawingIsScoredByItsTypeAndByHowLargeTheSceneShows() {
        let base = Style.standard
        // 1,440 pt wide with type grown twice: reads as base's in the column.
        let grown = base.withType(grownBy: 2)
        expectClose(Diagram.columnScore(grown, width: 1440, base: base, rootWidth: 720), 1)
        // The same type with the root a quarter of the picture: half the score.
        expectClose(Diagram.columnScore(grown, width: 1440, base: base, rootWidth: 360), 0.5)
        // Within the column, base type and a root half the width: 1.
        expectClose(Diagram.columnScore(base, width: 700, base: base, rootWidth: 350), 1)
    }
}
