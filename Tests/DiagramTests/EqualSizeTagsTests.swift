@testable import Diagram
import Foundation
import Layout
import Testing

/// Equal sizes are `=` on both items, as Interface Builder draws them, while
/// an axis has one set of them; with two sets or more, each set's marks say
/// `= A`, `= B`, …, so that matching letters tie the items together.
@Suite struct EqualSizeTagsTests {
    /// Four views in a row, 10 pt apart: `a` and `c` as wide as each other,
    /// `b` and `d` too when `twoSets`, else `b` and `d` of fixed widths.
    func scene(twoSets: Bool) throws -> Scene {
        let scene = Scene(width: 400, height: 200)
        let views = row(["a", "b", "c", "d"], in: scene)
        LayoutConstraint.activate([
            views[0].widthAnchor.constraint(equalToConstant: 80),
            views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
            views[1].widthAnchor.constraint(equalToConstant: 60),
            twoSets ? views[3].widthAnchor.constraint(equalTo: views[1].widthAnchor) : views[3].widthAnchor.constraint(equalToConstant: 50),
        ])
        try scene.layout()
        return scene
    }

    /// Views named `names` in a row in `scene`'s root, 60 pt tall, 10 pt apart.
    func row(_ names: [String], in scene: Scene) -> [View] {
        let views = names.map { View(name: $0) }
        var previous: View?
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(view)
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
                view.heightAnchor.constraint(equalToConstant: 60),
                view.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? scene.root.leadingAnchor, constant: 10),
            ])
            previous = view
        }
        return views
    }

    func equalLabels(_ scene: Scene) throws -> [String] {
        try Diagram.displayList(for: scene, options: DiagramOptions()).texts.map(\.text).filter { $0.hasPrefix("=") && !$0.contains(where: \.isNumber) }.sorted()
    }

    @Test func oneSetOfEqualWidthsIsABareEqualsSign() throws {
        #expect(try equalLabels(scene(twoSets: false)) == ["=", "="])
    }

    /// A hub whose width four siblings take carries one `=`, not four
    /// stacked lane after lane: each of the five items is marked once.
    @Test func anItemInSeveralEqualitiesOfOneSetCarriesOneEqualsSign() throws {
        let scene = Scene(width: 600, height: 200)
        let views = row(["hub", "s1", "s2", "s3", "s4"], in: scene)
        views[0].widthAnchor.constraint(equalToConstant: 80).isActive = true
        LayoutConstraint.activate(views.dropFirst().map { $0.widthAnchor.constraint(equalTo: views[0].widthAnchor) })
        try scene.layout()
        #expect(try equalLabels(scene) == ["=", "=", "=", "=", "="])
    }

    @Test func twoSetsOfEqualWidthsAreLettered() throws {
        // a = c is the first set (its constraint comes first), b = d the second.
        let scene = try scene(twoSets: true)
        #expect(try equalLabels(scene) == ["= A", "= A", "= B", "= B"])
        let tags = EqualSizeTags(constraints: scene.layoutConstraints)
        let tagged = scene.layoutConstraints.compactMap { constraint in
            tags.tag(for: constraint).map { "\(constraint.firstItem!.name)=\(constraint.secondItem!.name) \($0)" }
        }
        #expect(tagged == ["c=a A", "d=b B"])
    }

    @Test func aChainOfEqualitiesIsOneSetAndLettersGoOnPastZ() throws {
        let views = ["p", "q", "r", "s", "t"].map { View(name: $0) }
        let chain = [views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
                     views[3].widthAnchor.constraint(equalTo: views[4].widthAnchor),
                     views[2].widthAnchor.constraint(equalTo: views[1].widthAnchor),
                     views[4].heightAnchor.constraint(equalTo: views[0].heightAnchor)]
        let tags = EqualSizeTags(constraints: chain)
        // p = q = r one set, s = t another; the one height set stays bare.
        #expect(chain.map { tags.tag(for: $0) } == ["A", "B", "A", nil])
        #expect([0, 25, 26, 51, 52].map(EqualSizeTags.letter) == ["A", "Z", "AA", "AZ", "BA"])
    }
}
