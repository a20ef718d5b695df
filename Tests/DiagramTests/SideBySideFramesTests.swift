@testable import Diagram
import Foundation
import Layout
import Testing

/// Containers side by side at the outermost depth (a static table's cells,
/// each with its content view) are the picture's frame together: judged as
/// one, they are summarised, each that did not draw readably, when together
/// they are far too crowded, not only when one of them alone is.
@Suite struct SideBySideFramesTests {
    /// Three cells' content views, eight constraints each: four failing
    /// marks in each are 12 of 24 (far too crowded together, though none is
    /// alone), four in one are not.
    @Test func cellsFarTooCrowdedTogetherAreSummarisedEachThatFailed() throws {
        let scene = Scene(width: 320, height: 180)
        var contents: [View] = [], owned: [[LayoutConstraint]] = []
        for row in 0..<3 {
            let cell = View(name: "cell\(row)"), content = View(name: "content\(row)")
            let (a, b) = (View(name: "a\(row)"), View(name: "b\(row)"))
            scene.root.addSubview(cell)
            cell.addSubview(content)
            content.addSubview(a)
            content.addSubview(b)
            cell.frame = CGRect(x: 0, y: CGFloat(row) * 60, width: 320, height: 60)
            content.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
            for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false }
            let constraints = [
                a.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
                a.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
                a.widthAnchor.constraint(equalToConstant: 40),
                a.heightAnchor.constraint(equalToConstant: 40),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
                b.widthAnchor.constraint(equalToConstant: 100),
                b.heightAnchor.constraint(equalToConstant: 20),
            ]
            LayoutConstraint.activate(constraints)
            contents.append(content)
            owned.append(constraints)
        }
        try scene.layout()
        let all = owned.flatMap { $0 }
        let detail = LevelOfDetail(scene: scene, constraints: all)
        #expect(all.allSatisfy { constraint in contents.contains { $0 === LevelOfDetail.container(of: constraint) } })
        let fourEach = owned.flatMap { $0.prefix(4).map(ObjectIdentifier.init) }
        #expect(detail.crowded(failed: fourEach, unnamed: []).map(\.name) == ["content0", "content1", "content2"])
        // Only the cells whose marks failed.
        let twoCells = owned.prefix(2).flatMap { $0.prefix(6).map(ObjectIdentifier.init) }
        #expect(detail.crowded(failed: twoCells, unnamed: []).map(\.name) == ["content0", "content1"])
        let fourInOne = owned[0].prefix(4).map(ObjectIdentifier.init)
        #expect(detail.crowded(failed: fourInOne, unnamed: []).isEmpty)
        // Content views named by their cells are said by the cells' names.
        for content in contents { content.isNamedBySuperview = true }
        var summarising = detail
        let summarised = summarising.summarise(failed: fourEach, unnamed: [])
        #expect(summarised)
        #expect(summarising.captionLine(hint: "see them")
            == "3 dense containers summarised, their constraints counted, not drawn (cell0, cell1, cell2): see them")
    }

    /// One frame alone is judged alone, as before: the same four failing
    /// marks of its eight leave it drawn.
    @Test func aSingleFrameIsJudgedAlone() throws {
        let scene = Scene(width: 320, height: 60)
        let (a, b) = (View(name: "a"), View(name: "b"))
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(view)
        }
        let constraints = [
            a.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8),
            a.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 8),
            a.widthAnchor.constraint(equalToConstant: 40),
            a.heightAnchor.constraint(equalToConstant: 40),
        ]
        LayoutConstraint.activate(constraints)
        try scene.layout()
        let detail = LevelOfDetail(scene: scene, constraints: constraints)
        #expect(detail.crowded(failed: constraints.map(ObjectIdentifier.init), unnamed: []).isEmpty)
    }
}
