import Diagram
import Foundation
import Layout
import Testing

/// An alignment's line runs a little past its items (a centre line 12 pt,
/// an edge 3), but never past the root's outline, the picture's frame:
/// Charts' bar chart drew its rows' centre lines 5 pt out either side.
@Suite struct AlignmentReachTests {
    @Test func aCentreLineStopsAtTheRootsOutline() throws {
        let scene = Scene(width: 300, height: 200)
        let left = View(name: "left"), right = View(name: "right"), middle = View(name: "middle")
        addToRoot([left, right, middle], of: scene)
        let rowCentre = left.centerYAnchor.constraint(equalTo: right.centerYAnchor)
        let innerCentre = middle.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            left.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 80),
            left.widthAnchor.constraint(equalToConstant: 60), left.heightAnchor.constraint(equalToConstant: 40),
            right.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            right.widthAnchor.constraint(equalToConstant: 60), right.heightAnchor.constraint(equalToConstant: 20),
            rowCentre,
            middle.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            middle.widthAnchor.constraint(equalToConstant: 40), middle.heightAnchor.constraint(equalToConstant: 10),
            innerCentre,
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        // From the root's leading edge to its trailing one, not 12 pt past either.
        let row = SpacingLaneTests().lines(rowCentre.relationDescription, in: list, origin: origin).horizontal
        #expect(row.count == 1 && abs(row[0].at - 100) < 0.01, "\(row)")
        expectClose(row.first?.from ?? -1, 0)
        expectClose(row.first?.to ?? -1, 300)
        // Inside the root, a centre line still runs 12 pt past its item
        // (the middle view, 20 to 30 pt down).
        let inner = SpacingLaneTests().lines(innerCentre.relationDescription, in: list, origin: origin).vertical
        expectClose(inner.map(\.from).min() ?? -1, 8)
        expectClose(inner.map(\.to).max() ?? -1, 42)
    }
}
