import Diagram
import Foundation
import Layout
import Testing

/// Small scenes (a cell, a bar, a conflict report's few views) are drawn
/// larger than life, about 560 pt wide, in quarter steps, at most 2.5 ×.
@Suite struct EnlargementTests {
    @Test(arguments: [(280.0, 44.0, 2.0), (414.0, 150.0, 1.25), (600.0, 100.0, 1.0), (100.0, 40.0, 2.5), (44.0, 320.0, 1.75)])
    func aSmallSceneIsEnlargedToAboutAColumn(width: Double, height: Double, expected: Double) throws {
        let scene = Scene(width: CGFloat(width), height: CGFloat(height))
        try scene.layout()
        #expect(DiagramOptions.enlargement(for: scene) == CGFloat(expected))
    }

    /// Enlarged, the geometry grows and the text keeps its size.
    @Test func theGeometryGrowsAndTheTextKeepsItsSize() throws {
        let scene = Scene(width: 280, height: 44)
        let title = View(name: "title")
        title.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 16),
            title.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor),
            title.widthAnchor.constraint(equalToConstant: 120),
            title.heightAnchor.constraint(equalToConstant: 24),
        ])
        try scene.layout()
        var options = DiagramOptions()
        let plain = try Diagram.displayList(for: scene, options: options)
        options.sceneScale = DiagramOptions.enlargement(for: scene)
        let large = try Diagram.displayList(for: scene, options: options)
        func box(_ list: DisplayList) throws -> CGRect {
            try #require(list.shapes.first { $0.role == .view("title") }).path.bounds
        }
        expectClose(try box(large).width, 2 * (try box(plain).width))
        let name = { (list: DisplayList) in list.texts.first { $0.role == .viewName("title") }?.fontSize }
        #expect(name(large) != nil && name(large) == name(plain))
    }
}
