import Diagram
import Foundation
import Layout
import Samples
import Testing

/// The level of detail leaves alone every picture that draws clean.
@Suite struct LevelOfDetailSampleTests {
    @Test(arguments: LabelPlacementTests.cases)
    func aSampleThatDrawsCleanIsTheSameAtAutoAndFullDetail(sample: String, variant: String) throws {
        let options = try #require(SampleCatalog.sample(named: sample)).options
        var full = options
        full.detail = .full
        var auto = options
        auto.detail = .auto
        let (a, f) = (try displayList(sample, variant, options: auto), try displayList(sample, variant, options: full))
        #expect(a.size == f.size)
        #expect(a.items.count == f.items.count)
        #expect(a.items.elementsEqual(f.items), "\(sample) \(variant) differs at auto detail")
        #expect(!a.texts.contains { if case .summary = $0.role { true } else { false } })
    }

    /// A root full of marks keeps them: the outermost container's own
    /// constraints are the picture's frame.
    @Test func theRootsOwnConstraintsAreNeverSummarised() throws {
        let scene = Scene(width: 200, height: 100)
        var views: [View] = []
        for index in 0..<12 {
            let view = View(name: "v\(index)")
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(view)
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 4),
                view.heightAnchor.constraint(equalToConstant: 20),
                view.widthAnchor.constraint(equalToConstant: 12),
                index == 0 ? view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 4)
                    : view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 4),
            ])
            views.append(view)
        }
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        // Crowded: some of its labels or names find no room...
        #expect(list.texts.contains { $0.role == .caption && $0.text.contains("not shown") },
                "\(list.texts.filter { $0.role == .caption }.map(\.text))")
        // ...yet none is summarised.
        #expect(!list.texts.contains { if case .summary = $0.role { true } else { false } })
        #expect(list.shapes.filter { if case .constraint = $0.role { true } else { false } }.count >= 48)
    }
}
