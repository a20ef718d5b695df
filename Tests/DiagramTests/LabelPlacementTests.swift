@testable import Diagram
import Foundation
import Layout
import Samples
import Testing

/// No label overlaps another, or covers a name, in any sample.
@Suite struct LabelPlacementTests {
    static let cases: [(String, String)] = SampleCatalog.all.flatMap { sample in
        sample.variants.map { (sample.name, $0.name) }
    }

    @Test(arguments: cases)
    func noTwoLabelsOverlap(sample: String, variant: String) throws {
        let list = try displayList(sample, variant)
        let placed = list.texts.filter { text in
            switch text.role {
            case .title, .caption, .legend, .cellCaption: false
            default: true
            }
        }
        #expect(placed.count > 0)
        for (i, a) in placed.enumerated() {
            for b in placed[(i + 1)...] {
                let overlap = a.box.intersection(b.box)
                #expect(overlap.isNull || overlap.width < 0.01 || overlap.height < 0.01,
                        "'\(a.text)' overlaps '\(b.text)' in \(sample) \(variant)")
            }
        }
    }

    @Test func everythingLiesOnThePage() throws {
        for (sample, variant) in Self.cases {
            let list = try displayList(sample, variant)
            let page = CGRect(origin: .zero, size: list.size)
            for item in list.items where item.role != nil {
                #expect(page.contains(item.bounds.integral.insetBy(dx: 1, dy: 1)), "\(sample) \(variant): \(item.role!)")
            }
        }
    }

    @Test func labelsCrowdedOnOnePointAllFindRoom() throws {
        let scene = Scene(width: 120, height: 120)
        let box = View(name: "b")
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(box)
        var constraints = [
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ]
        for i in 0..<8 {
            let c = box.widthAnchor.constraint(greaterThanOrEqualToConstant: CGFloat(10 + i))
            constraints.append(c)
        }
        LayoutConstraint.activate(constraints)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let labels = list.texts.filter { if case .constraintLabel = $0.role { true } else { false } }
        #expect(labels.count == 11, "eight widths, the height and two spacings")
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] { #expect(!a.box.intersects(b.box) || a.box.intersection(b.box).width < 0.01) }
        }
    }

    /// The names left out are said under the picture, so that they can be
    /// found: the first four, one several views share once with how many.
    @Test func theNamesLeftOutAreSaid() {
        #expect(Diagram.notShownLine(["UIView a", "star", "star", "c", "d", "e", "f"])
            == "7 names not shown: no room near their items (UIView a, star (×2), c, d, 2 more)")
        #expect(Diagram.notShownLine(["UIView 5iC-jM-dFg"]) == "1 name not shown: no room near its item (UIView 5iC-jM-dFg)")
        #expect(Diagram.notShownLine([]) == nil)
    }

    @Test func namesWithNoRoomAreCountedNotStackedBelowThePicture() throws {
        // 1,000 cells about 29 × 20 pt: names like "cell123" fit inside none
        // and beside few of them.
        let scene = Scene.grid(viewCount: 1_000)
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        let names = list.texts.filter { if case .viewName = $0.role { true } else { false } }
        let note = try #require(list.texts.first { $0.text.contains("names not shown: no room near their items (") })
        let omitted = try #require(Int(note.text.prefix { $0.isNumber }))
        #expect(names.count + omitted == 1_000)
        #expect(omitted > 0 && names.count > 0)
        // The page stays about the scene's height: nothing stacked below it.
        let bottom = scene.items.map(\.frame.maxY).max() ?? 0
        #expect(list.size.height < bottom + 400, "page \(list.size.height) pt tall for content \(bottom) pt")
        for (i, a) in names.enumerated() {
            for b in names[(i + 1)...] { #expect(!a.box.intersects(b.box) || a.box.intersection(b.box).width < 0.01) }
        }
    }

    @Test func conflictingLabelsWithNoRoomAreCountedNotStackedBelowThePicture() throws {
        // Twenty rows 4 pt apart, each wanting two widths (UIKit breaks one,
        // the other holds "in conflict"): the broken ones are the diagnosis,
        // each drawn near its bar or, with no room within reach of it, named
        // under the picture (not stacked below the scene on a leader across
        // it); the rest find no room near their bars and are counted.
        let scene = try conflictingRows()
        let list = try Diagram.displayList(for: scene)
        let labels = list.texts.filter { if case .constraintLabel = $0.role { true } else { false } }
        let broken = labels.filter { $0.text.hasSuffix("(broken)") }
        let inConflict = labels.filter { $0.text.hasSuffix("(in conflict)") }
        // The caption is wrapped to the picture's width: read it whole.
        let words = list.texts.map(\.text).joined(separator: " ")
        let named = try #require(words.range(of: "Broken, no room near their marks: ")).upperBound
        let relations = words[named...].matches(of: /r\d+\.width == \d+/).count
        #expect(broken.count > 0 && relations > 0)
        #expect(broken.count + relations == 20, "\(broken.count) drawn, \(relations) named")
        let counted = try #require(words.range(of: #"(\d+) constraint labels? not shown: no room near"#, options: .regularExpression))
        let omitted = try #require(Int(words[counted].prefix { $0.isNumber }))
        #expect(omitted > 0 && inConflict.count > 0)
        #expect(inConflict.count + omitted == 20)
        // None is led from further than four rings of label heights off
        // the scene (`Annotation.conflictRings`): those with no room that
        // near are among the counted.
        let root = try #require(list.rootFrame)
        for label in inConflict {
            let off = max(root.minY - label.box.maxY, label.box.minY - root.maxY, root.minX - label.box.maxX,
                          label.box.minX - root.maxX, 0)
            #expect(off <= 4 * (label.box.height + 2) + 6, "\(label.text) \(off) pt off the scene")
        }
    }
}
