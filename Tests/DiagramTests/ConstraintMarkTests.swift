import Diagram
import Foundation
import Layout
import Samples
import Testing

/// Constraints are drawn where they act, styled by priority and status.
@Suite struct ConstraintMarkTests {
    let style = Style.standard

    @Test func theOptionalConstraintIsDashedGreyAndSaysHowShortItFalls() throws {
        let list = try displayList("complex-widths", "portrait")
        let twice = marks(list, "red.width == 2*blue.width @750")
        #expect(!twice.isEmpty)
        for shape in twice {
            #expect(shape.stroke?.dash == style.optionalDash)
            #expect(shape.stroke?.color == style.unsatisfied)
        }
        let text = try #require(label(list, "red.width == 2*blue.width @750"))
        #expect(text.text == "width × 2 @750 (99 short)")
        #expect(text.color == style.unsatisfied)
    }

    @Test func aSatisfiedRequiredConstraintIsSolidBlue() throws {
        let list = try displayList("complex-widths", "portrait")
        let minimum = marks(list, "blue.width >= 150")
        #expect(minimum.count == 3, "a bar and its two end caps")
        for shape in minimum {
            #expect(shape.stroke?.dash == [])
            #expect(shape.stroke?.color == style.satisfied)
        }
        #expect(label(list, "blue.width >= 150")?.text == "≥ 150")
        // In landscape the 750 constraint holds, and is drawn blue but still dashed.
        let landscape = try displayList("complex-widths", "landscape")
        for shape in marks(landscape, "red.width == 2*blue.width @750") {
            #expect(shape.stroke?.color == style.satisfied)
            #expect(shape.stroke?.dash == style.optionalDash)
        }
        #expect(label(landscape, "red.width == 2*blue.width @750")?.text == "width × 2 @750")
    }

    @Test func aBrokenConstraintIsRed() throws {
        let scene = Scene(width: 200, height: 100)
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.widthAnchor.constraint(equalToConstant: 80),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let broken = marks(list, "box.width == 80")
        #expect(!broken.isEmpty)
        #expect(broken.allSatisfy { $0.stroke?.color == style.broken })
        #expect(label(list, "box.width == 80")?.text == "= 80 (broken)")
        #expect(marks(list, "box.width == 50").allSatisfy { $0.stroke?.color == style.satisfied })
    }

    @Test func spacingsAreIBarsAcrossTheGapAtTheirLength() throws {
        let list = try displayList("complex-widths", "portrait")
        let origin = try rootOrigin(list)
        // blue.trailing == red.leading - 8: a bar from x = 158 to 166, caps at each end.
        let gap = marks(list, "blue.trailing == red.leading - 8")
        #expect(gap.count == 3)
        let bar = gap[0].path.bounds
        expectClose(bar.minX - origin.x, 158)
        expectClose(bar.maxX - origin.x, 166)
        #expect(label(list, "blue.trailing == red.leading - 8")?.text == "8")
    }

    @Test func chainedWidthsReadWidthTimesTwoTimesTwo() throws {
        let list = try displayList("chained-widths", "portrait")
        #expect(label(list, "r0c1.width == 2*r0c0.width")?.text == "width × 2")
        #expect(label(list, "r0c2.width == 2*r0c1.width")?.text == "width × 2 × 2")
        let references = list.texts.filter { $0.role == .reference("r0c0.width") }
        #expect(references.map(\.text) == ["width"])
    }

    @Test func priorityLosersAreDashedGreyAndTheWinnerBlue() throws {
        for (state, winner) in [("left", "left"), ("center", "center"), ("right", "right")] {
            let list = try displayList("dynamic-priorities", state)
            let relations = [
                "left": "positionLabel.leading == root.leading + 8",
                "center": "positionLabel.centerX == root.centerX",
                "right": "positionLabel.trailing == root.trailing - 8",
            ]
            for (name, relation) in relations {
                let priority = name == winner ? "@750" : "@250"
                let shapes = marks(list, "\(relation) \(priority)")
                #expect(!shapes.isEmpty, "\(state): \(name)")
                #expect(shapes.allSatisfy { $0.stroke?.dash == style.optionalDash })
                #expect(shapes.allSatisfy { $0.stroke?.color == (name == winner ? style.satisfied : style.unsatisfied) })
            }
        }
        let left = try displayList("dynamic-priorities", "left")
        #expect(label(left, "positionLabel.centerX == root.centerX @250")?.text.hasPrefix("centerX @250 (") == true)
    }

    @Test func aFocusDrawsOnlyTheConstraintsOfTheFocusedItems() throws {
        var options = DiagramOptions()
        options.annotations = .focus(["red"])
        let list = try displayList("complex-widths", "portrait", options: options)
        let drawn = Set(list.shapes.compactMap { shape -> String? in
            if case .constraint(let relation) = shape.role { relation } else { nil }
        })
        #expect(!drawn.isEmpty)
        #expect(drawn.allSatisfy { $0.contains("red") })
        options.annotations = .none
        let none = try displayList("complex-widths", "portrait", options: options)
        #expect(!none.shapes.contains { if case .constraint = $0.role { true } else { false } })
    }
}
