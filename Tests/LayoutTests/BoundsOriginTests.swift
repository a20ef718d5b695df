import Foundation
import Layout
import Testing

/// A view's ``View/boundsOrigin``, UIKit's `bounds.origin`: a table's
/// content offset, in whose coordinates its cells' frames are kept.
@Suite struct BoundsOriginTests {
    /// A 320 × 568 root scrolled to show its content below 64 pt of bars,
    /// holding a cell whose autoresizing mask keeps it at y 28 of the
    /// content, and a subview pinned inside the cell.
    private func scrolledTable() throws -> (scene: Scene, cell: View, label: View) {
        let scene = Scene(width: 320, height: 568)
        scene.root.boundsOrigin = CGPoint(x: 0, y: -64)
        let cell = View(name: "cell"), label = View(name: "label")
        scene.root.addSubview(cell)
        cell.setAutoresizingFrame(CGRect(x: 0, y: 28, width: 320, height: 44), superviewSize: CGSize(width: 320, height: 568))
        cell.autoresizingMask = [.flexibleWidth]
        cell.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        try scene.layout()
        return (scene, cell, label)
    }

    @Test func aCellKeptInItsTablesCoordinatesLiesBelowTheBars() throws {
        let (scene, cell, label) = try scrolledTable()
        // The scene holds the root, which a view's superview does not.
        withExtendedLifetime(scene) {
            // 28 pt down the content, the content 64 pt down the root.
            expectFrame(cell.frameInSuperview, 0, 28, 320, 44)
            expectFrame(cell.frame, 0, 92, 320, 44)
            // The cell's own coordinates start at its top: its subview is
            // placed as in any view.
            expectFrame(label.frameInSuperview, 16, 12, 100, 20)
            expectFrame(label.frame, 16, 104, 100, 20)
        }
    }

    @Test func settingAFrameInTheRootsCoordinatesKeepsItInTheContents() throws {
        let (scene, cell, _) = try scrolledTable()
        cell.frame = CGRect(x: 0, y: 164, width: 320, height: 44)
        #expect(cell.frameInSuperview.minY == 100)
        try scene.layout()
        expectFrame(cell.frame, 0, 164, 320, 44)
    }

    @Test func aViewPastItsSuperviewsEdgeTakesNoMoreThanTheMargin() throws {
        // A cell preserving its superview's margins, reaching 100 pt past
        // the superview's bottom: it takes the superview's 8-pt bottom
        // margin, not 108.
        let scene = Scene(width: 320, height: 200)
        scene.root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let cell = View(name: "cell"), label = View(name: "label")
        scene.root.addSubview(cell)
        cell.setAutoresizingFrame(CGRect(x: 0, y: 150, width: 320, height: 150), superviewSize: CGSize(width: 320, height: 200))
        cell.preservesSuperviewLayoutMargins = true
        cell.layoutMargins = .zero
        cell.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: cell.layoutMarginsGuide.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 50),
        ])
        try scene.layout()
        expectFrame(label.frameInSuperview, 16, 0, 50, 142)
    }
}
