import Diagram
import Foundation
import Layout
import Samples
import Testing

/// Constraints are drawn where they act, styled by priority and status.
@Suite struct ConstraintMarkTests {
    let style = Style.standard

    /// Each complex-widths picture's caption says which way the 750
    /// constraint went, and says it truly: the title ("An optional
    /// constraint gives way") holds only in portrait.
    @Test func eachComplexWidthsCaptionSaysWhetherTheOptionalConstraintHolds() throws {
        for variant in SampleCatalog.complexWidths.variants {
            let scene = try variant.makeScene()
            try scene.layout()
            let twice = try #require(scene.constraintReports.first { $0.constraint.priority.rawValue == 750 })
            let holds = twice.status == .satisfied
            let lesson = try #require(variant.caption.split(separator: "\n").last)
            #expect(lesson == (holds ? "Room enough: the 750 constraint holds" : "No room: the 750 constraint gives way"),
                    "\(variant.name): \(twice.status)")
            #expect(holds == (variant.name != "portrait"))
        }
    }

    @Test func theOptionalConstraintIsDashedGreyAndSaysWhatItWantsAndGets() throws {
        let list = try displayList("complex-widths", "portrait")
        let twice = marks(list, "red.width == 2*blue.width @750")
        #expect(!twice.isEmpty)
        for shape in twice {
            #expect(shape.stroke?.dash == style.optionalDash)
            #expect(shape.stroke?.color == style.unsatisfied)
        }
        let text = try #require(label(list, "red.width == 2*blue.width @750"))
        // Red wants twice blue's 150 and gets 201: 99 short.
        #expect(text.text == "width × 2 @750: wants 300, gets 201")
        #expect(text.color == style.unsatisfied)
        // A dashed ghost shows red at the width it wanted, from its leading edge.
        let origin = try rootOrigin(list)
        let ghost = try #require(list.shapes.first { $0.role == .wanted("red.width == 2*blue.width @750") })
        let wanted = ghost.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y)
        expectClose(wanted.minX, 166); expectClose(wanted.width, 300)
        expectClose(wanted.minY, 28); expectClose(wanted.height, 631)
        #expect(ghost.stroke?.color == style.unsatisfied && ghost.stroke?.isDashed == true)
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
        // Where it holds, a multiple says what it comes to: 2 × 214.33.
        #expect(label(landscape, "red.width == 2*blue.width @750")?.text == "width × 2 = 428.67 @750")
        #expect(!landscape.shapes.contains { if case .wanted = $0.role { true } else { false } })
    }

    /// An alignment that names the superview first is drawn across the
    /// subview alone, not the superview's whole height, and said from the
    /// subview; on its own superview's margin, as that margin:
    /// "trailingMargin" (the line lies on the dotted margin guide).
    @Test func anAlignmentNamingTheSuperviewFirstSpansTheSubview() throws {
        let scene = Scene(width: 300, height: 600)
        let card = View(name: "card")
        card.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
            try LayoutConstraint(item: scene.root, attribute: .trailingMargin, relatedBy: .equal, toItem: card,
                             attribute: .trailing, multiplier: 1, constant: 0),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let relation = "root.trailingMargin == card.trailing"
        let line = try #require(marks(list, relation).first, "\(list.shapes.map(\.role))")
        let bounds = line.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y)
        // card: y 100 to 150, and 3 pt past each end.
        expectClose(bounds.minY, 97); expectClose(bounds.maxY, 153)
        expectClose(bounds.minX, 292)
        #expect(label(list, relation)?.text == "trailingMargin")
    }

    /// Rows aligned on their superview's margin share its line and say so
    /// once; a view aligned to the margin of a view further out says whose.
    @Test func rowsOnOneMarginSayItOnceAndAFartherMarginIsNamed() throws {
        let scene = Scene(width: 300, height: 400)
        let (card, inner) = (View(name: "card"), View(name: "inner"))
        let rows = ["row1", "row2", "row3"].map { View(name: $0) }
        var constraints = cardConstraints(card, in: scene, height: 300)
        add(rows + [inner], to: card)
        for (index, row) in rows.enumerated() {
            constraints += [row.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 40),
                            try LayoutConstraint(item: row, attribute: .trailing, relatedBy: .equal, toItem: card,
                                                 attribute: .trailingMargin, multiplier: 1, constant: 0),
                            row.topAnchor.constraint(equalTo: card.topAnchor, constant: 20 + CGFloat(index) * 50),
                            row.heightAnchor.constraint(equalToConstant: 30)]
        }
        // inner's leading on the root's margin: not its superview's.
        constraints += [try LayoutConstraint(item: inner, attribute: .leading, relatedBy: .equal, toItem: scene.root,
                                             attribute: .leadingMargin, multiplier: 1, constant: 0),
                        inner.widthAnchor.constraint(equalToConstant: 40),
                        inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 200),
                        inner.heightAnchor.constraint(equalToConstant: 30)]
        LayoutConstraint.activate(constraints)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let texts = rows.compactMap { label(list, "\($0.name).trailing == card.trailingMargin")?.text }
        #expect(texts == ["trailingMargin"], "\(texts)")
        // Each row's line is still drawn, on the margin: x 20 + 260 - 8.
        let origin = try rootOrigin(list)
        for row in rows {
            let line = try #require(marks(list, "\(row.name).trailing == card.trailingMargin").first)
            expectClose(line.path.bounds.minX - origin.x, 272)
        }
        #expect(label(list, "inner.leading == root.leadingMargin")?.text == "leading = root.leadingMargin")
    }

    /// Two labels on a cell's leading margin, one under the other, as
    /// RxSwift's Wikipedia cell has them: each label's text runs over most
    /// of its leading edge, so its line takes a lane 4 pt out, where it
    /// shows; the second shares the first's lane (one line down both rows,
    /// not one out and one on the margin in stubs). That line still reads
    /// as part of the margin's, and the margin is said once, not once a
    /// row beside the cell.
    @Test func rowsOnOneMarginSayItOnceWhereTextNudgesTheLineOut() throws {
        let scene = Scene(width: 300, height: 200)
        let cell = View(name: "cell")
        let rows = [Label(name: "title", text: "Label", fontSize: 20), Label(name: "detail", text: "Label", fontSize: 15)]
        var constraints = cardConstraints(cell, in: scene, height: 120)
        add(rows, to: cell)
        for (index, row) in rows.enumerated() {
            constraints += [try LayoutConstraint(item: row, attribute: .leading, relatedBy: .equal, toItem: cell,
                                                 attribute: .leadingMargin, multiplier: 1, constant: 0),
                            row.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
                            row.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8 + CGFloat(index) * 34),
                            row.heightAnchor.constraint(equalToConstant: 30)]
        }
        LayoutConstraint.activate(constraints)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let relations = rows.map { "\($0.name).leading == cell.leadingMargin" }
        // Both lines drawn whole, 4 pt out from the margin (x 20 + 8).
        let origin = try rootOrigin(list)
        for (relation, row) in zip(relations, rows) {
            let line = try #require(marks(list, relation).first)
            expectClose(line.path.bounds.minX - origin.x, 24, "\(relation)")
            #expect(marks(list, relation).count == 1 && line.path.bounds.height >= row.frame.height, "\(relation): \(line.path.bounds)")
        }
        let texts = relations.compactMap { label(list, $0)?.text }
        #expect(texts == ["leadingMargin"], "\(texts)")
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
        // The whole conflicting set is highlighted: the width that holds too.
        #expect(marks(list, "box.width == 50").allSatisfy { $0.stroke?.color == style.broken })
        #expect(label(list, "box.width == 50")?.text == "= 50 (in conflict)")
        #expect(marks(list, "box.height == 40").allSatisfy { $0.stroke?.color == style.satisfied })
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
        // The chain reads as the seed writes it, with the widths it comes to
        // (w = 355 / 7 ≈ 50.71), shortened where a view is too narrow.
        #expect(label(list, "r0c1.width == 2*r0c0.width")?.text == "width × 2", "101 pt is too narrow for the value")
        #expect(label(list, "r0c2.width == 2*r0c1.width")?.text == "width × 2 × 2 = 202.86")
        let references = list.texts.filter { $0.role == .reference("r0c0.width") }
        #expect(references.map(\.text) == ["width"])
        // A square reads as a ratio, not as "= width".
        #expect(label(list, "r0c0.height == r0c0.width")?.text == "aspect 1:1"
            || label(list, "r0c0.width == r0c0.height")?.text == "aspect 1:1"
            || label(list, "r0c0.height == r0c0.width")?.text == "1:1"
            || label(list, "r0c0.width == r0c0.height")?.text == "1:1")
    }

    /// The Cookbook's aspect-ratio image: twice the height of the top panel
    /// and of the bottom one. Two "height × 2" on one image would not say
    /// which is which; each names its reference. With one multiple per item
    /// (the chain above) the name is left out.
    @Test func severalMultiplesOfOneSizeNameTheirReferences() throws {
        let scene = Scene(width: 400, height: 800)
        let (top, image, bottom) = (View(name: "Top Content"), View(name: "image"), View(name: "Bottom Content"))
        for view in [top, image, bottom] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
                view.widthAnchor.constraint(equalToConstant: 200),
            ])
        }
        LayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            top.heightAnchor.constraint(equalToConstant: 150),
            image.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 8),
            image.heightAnchor.constraint(equalTo: top.heightAnchor, multiplier: 2),
            image.heightAnchor.constraint(equalTo: bottom.heightAnchor, multiplier: 2),
            bottom.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        #expect(label(list, "image.height == 2*Top Content.height")?.text == "Top Content.height × 2 = 300")
        #expect(label(list, "image.height == 2*Bottom Content.height")?.text == "Bottom Content.height × 2 = 300")
        // Both references are drawn, with the sizes the multiples refer to.
        #expect(list.texts.filter { $0.role == .reference("Top Content.height") }.map(\.text) == ["height = 150"])
        #expect(list.texts.filter { $0.role == .reference("Bottom Content.height") }.map(\.text) == ["height = 150"])
    }

    /// A size offset from another item's (a button at most the root's
    /// width less 200) says whose size: no grey reference bar names it, as
    /// one does the start of a chain of multiples, and "≤ width − 200" read
    /// as less than the button's own width.
    @Test func anOffsetFromAnotherItemsSizeSaysWhose() throws {
        let scene = Scene(width: 320, height: 180)
        let button = View(name: "button"), banner = View(name: "banner")
        addToRoot([button, banner], of: scene)
        LayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
            button.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 80),
            button.heightAnchor.constraint(equalToConstant: 44),
            button.widthAnchor.constraint(lessThanOrEqualTo: scene.root.widthAnchor, constant: -200),
            banner.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 16),
            banner.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 16),
            banner.heightAnchor.constraint(equalToConstant: 30),
            banner.widthAnchor.constraint(equalTo: button.widthAnchor, constant: 50),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        // With what it comes to where that fits on its line.
        let limit = try #require(label(list, "button.width <= root.width - 200")?.text)
        #expect(["≤ root.width − 200 = 120", "≤ root.width − 200"].contains(limit), "\(limit)")
        let offset = try #require(label(list, "banner.width == button.width + 50")?.text)
        #expect(["button.width + 50 = 170", "button.width + 50"].contains(offset), "\(offset)")
    }

    /// An edge tied to a view's margins guide (a scene file's
    /// `margins.trailing`) says the margin, as a storyboard's
    /// `trailingMargin` does: "≤ trailing" read as the root's own edge.
    /// One on the margin of a view further out says whose.
    @Test func anEdgeOnAMarginsGuideSaysTheMargin() throws {
        let scene = Scene(width: 320, height: 140)
        let badge = View(name: "badge"), card = View(name: "card"), inner = View(name: "inner")
        pin([(badge, CGRect(x: 100, y: 20, width: 40, height: 20)), (card, CGRect(x: 0, y: 60, width: 200, height: 60))],
            in: scene)
        pin([(inner, CGRect(x: 20, y: 10, width: 40, height: 30))], inside: card)
        let margins = scene.root.layoutMarginsGuide
        let limit = badge.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)
        let outer = inner.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor)
        // Stated by the outer item, the inequality is turned round to be
        // said from the inner one (a message demo's settings rows).
        let turned = card.trailingAnchor.constraint(greaterThanOrEqualTo: inner.layoutMarginsGuide.trailingAnchor)
        LayoutConstraint.activate([limit, outer, turned])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        #expect(label(list, limit.relationDescription)?.text == "≤ trailingMargin")
        #expect(label(list, outer.relationDescription)?.text == "leading ≥ root.leadingMargin")
        #expect(label(list, turned.relationDescription)?.text == "trailingMargin ≤ card.trailing")
    }

    /// Rows stacked with no gap (IQKeyboardManager's settings, the folding
    /// cell's address block): one's top on the other's bottom is a spacing
    /// of 0 and reads "0", as 8 pt apart reads "8"; an edge tied to a
    /// centre still says which attributes it ties.
    @Test func abuttingViewsReadZero() throws {
        let scene = Scene(width: 300, height: 400)
        let (upper, lower, badge) = (View(name: "upper"), View(name: "lower"), View(name: "badge"))
        addToRoot([upper, lower, badge], of: scene)
        LayoutConstraint.activate([
            upper.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            upper.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            upper.widthAnchor.constraint(equalToConstant: 200), upper.heightAnchor.constraint(equalToConstant: 80),
            lower.topAnchor.constraint(equalTo: upper.bottomAnchor),
            lower.leadingAnchor.constraint(greaterThanOrEqualTo: upper.trailingAnchor, constant: -200),
            lower.widthAnchor.constraint(equalToConstant: 200), lower.heightAnchor.constraint(equalToConstant: 80),
            badge.leadingAnchor.constraint(equalTo: upper.centerXAnchor),
            badge.topAnchor.constraint(equalTo: lower.bottomAnchor, constant: 30),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        #expect(label(list, "lower.top == upper.bottom")?.text == "0")
        #expect(label(list, "badge.leading == upper.centerX")?.text == "leading = upper.centerX")
        // Drawn where they meet: the line on upper's bottom edge.
        let origin = try rootOrigin(list)
        let line = try #require(marks(list, "lower.top == upper.bottom").first).path.bounds
        expectClose(line.midY - origin.y, 100)
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
        // The centre that lost is drawn at the root's midline, with how far off the label is.
        #expect(label(left, "positionLabel.centerX == root.centerX @250")?.text.hasPrefix("centerX @250, off by ") == true)
        let origin = try rootOrigin(left)
        let midline = marks(left, "positionLabel.centerX == root.centerX @250").filter { shape in
            let box = shape.path.bounds
            return box.width < 0.01 && box.height > 20
        }
        #expect(midline.contains { abs($0.path.bounds.minX - origin.x - 160) < 0.01 }, "a vertical line at x = 160")
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
