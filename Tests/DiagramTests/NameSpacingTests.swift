@testable import Diagram
import Foundation
import Layout
import Testing

/// Names placed outside their views keep half an em from other labels
/// where there is room, so that two side by side do not read as one.
@Suite struct NameSpacingTests {
    /// How far a 12 pt label lands from a 60 pt wide name whose right end
    /// is just left of the label's first spot (above its anchor), with `padding`.
    func gap(padding: CGFloat) throws -> CGFloat {
        let taken = CGRect(x: 0, y: 0, width: 60, height: 14)
        var placer = LabelPlacer(obstacles: [taken], gap: 2)
        let items = Diagram.place("beta", fontSize: 12, color: .black, anchor: CGPoint(x: 79, y: 17.5), vertical: false,
                                  role: .viewName("beta"), placer: &placer, typesetter: Typesetter(options: DiagramOptions()),
                                  style: .standard, nearbyOnly: true, padding: padding)
        let text = try #require(items.compactMap { if case .text(let t) = $0 { t } else { nil } }.first)
        // Apart along x or along y, whichever the spot found gives.
        return max(text.box.minX - taken.maxX, taken.minX - text.box.maxX, text.box.minY - taken.maxY, taken.minY - text.box.maxY)
    }

    @Test func aPaddedNameKeepsHalfAnEmFromItsNeighbour() throws {
        // Unpadded, the label's spot abuts the name (a plate's 2 pt and the gap).
        let (unpadded, padded) = (try gap(padding: 0), try gap(padding: 6))
        #expect(unpadded < 6, "\(unpadded)")
        #expect(padded >= 6, "\(padded)")
    }

    @Test func namesOfASceneStayApartWhereThereIsRoom() throws {
        let scene = Scene(width: 300, height: 200)
        // Three views too small to hold their names, 4 pt apart in a row.
        for (index, name) in ["alpha", "beta", "gamma"].enumerated() {
            let view = View(name: name)
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 100 + CGFloat(index) * 14),
                view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        let names = try Diagram.displayList(for: scene, options: options).texts.filter {
            if case .viewName = $0.role { true } else { false }
        }
        #expect(names.count == 3, "\(names.map(\.text))")
        for (a, b) in [(0, 1), (0, 2), (1, 2)] {
            let (first, second) = (names[a].box, names[b].box)
            let apart = max(second.minX - first.maxX, first.minX - second.maxX, second.minY - first.maxY, first.minY - second.maxY)
            #expect(apart >= names[a].fontSize / 2, "\(names[a].text) and \(names[b].text) \(apart) pt apart")
        }
    }
}
