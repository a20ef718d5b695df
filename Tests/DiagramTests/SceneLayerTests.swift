import Diagram
import Foundation
import Layout
import Samples
import Testing

/// Views, guides, hatching, overflow and ambiguity on the display list.
@Suite struct SceneLayerTests {
    @Test func theDeadAreaIsHatchedWhereTheFourMarginsAre() throws {
        let list = try displayList("slider-dead-area")
        let origin = try rootOrigin(list)
        let expected: [String: CGRect] = [
            "leftMargin": CGRect(x: 0, y: 0, width: 20, height: 200),
            "rightMargin": CGRect(x: 280, y: 0, width: 20, height: 200),
            "topMargin": CGRect(x: 0, y: 0, width: 300, height: 20),
            "bottomMargin": CGRect(x: 0, y: 180, width: 300, height: 20),
        ]
        for (name, frame) in expected {
            let hatch = try #require(list.hatches.first { $0.role == .hatch(name) }, "\(name) is hatched")
            let bounds = hatch.region.bounds.offsetBy(dx: -origin.x, dy: -origin.y)
            expectClose(bounds.minX, frame.minX, "\(name)")
            expectClose(bounds.minY, frame.minY, "\(name)")
            expectClose(bounds.width, frame.width, "\(name)")
            expectClose(bounds.height, frame.height, "\(name)")
        }
        #expect(list.hatches.filter { if case .hatch = $0.role { true } else { false } }.count == 4)
    }

    /// A coloured header under the status bar covers the hatched unsafe
    /// area, and with it the edge its "52" from the safe area's top
    /// measures from: that edge is dashed over the header (not where a
    /// clear view lets the hatch show), cut around the header's name.
    @Test func theSafeAreasEdgeIsDashedOverAViewThatCoversItsHatch() throws {
        func safeAreaEdges(headerColor: Color?) throws -> [CGRect] {
            let scene = Scene(width: 393, height: 852)
            scene.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
            let header = View(name: "header")
            header.backgroundColor = headerColor
            addToRoot([header], of: scene)
            LayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: scene.root.topAnchor),
                header.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 40),
                header.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
                header.bottomAnchor.constraint(equalTo: scene.root.safeAreaLayoutGuide.topAnchor, constant: 52),
            ])
            try scene.layout()
            let list = try Diagram.displayList(for: scene)
            let origin = try rootOrigin(list)
            // The guide's own outline, under the views, is a rectangle; its
            // edges over them are lines.
            return list.shapes.filter { $0.role == .guide("safeArea") && $0.path.elements.count == 2 }
                .map { $0.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y) }
        }
        let edges = try safeAreaEdges(headerColor: .blue)
        #expect(!edges.isEmpty && edges.allSatisfy { abs($0.minY - 59) < 0.01 && $0.height < 0.01 }, "\(edges)")
        // Across the header, from its leading edge (x 40) to the root's side.
        expectClose(edges.map(\.minX).min() ?? 0, 40)
        expectClose(edges.map(\.maxX).max() ?? 0, 393)
        #expect(try safeAreaEdges(headerColor: nil).isEmpty)
    }

    @Test func theHighlightedGuideIsBlueAndTheOthersGreyDashed() throws {
        let list = try displayList("slider-guides")
        let style = Style.standard
        let indicator = try #require(list.shapes.first { $0.role == .guide("indicatorPosition") })
        #expect(indicator.stroke?.color == style.highlightColor)
        #expect(indicator.stroke?.dash == style.guideDash)
        let origin = try rootOrigin(list)
        let frame = indicator.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y)
        expectClose(frame.minX, 20); expectClose(frame.minY, 20)
        expectClose(frame.width, 182); expectClose(frame.height, 64)
        let dragArea = try #require(list.shapes.first { $0.role == .guide("dragArea") })
        #expect(dragArea.stroke?.color == style.guideColor)
        #expect(dragArea.fill == style.guideColor.withAlphaComponent(style.guideTint))
    }

    @Test func theKnobIsACircleAndNamed() throws {
        let list = try displayList("slider-guides")
        let knob = try #require(list.shapes.first { $0.role == .view("knob") })
        #expect(knob.path.elements.contains { if case .curve = $0 { true } else { false } })
        let origin = try rootOrigin(list)
        let frame = knob.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y)
        expectClose(frame.minX, 182); expectClose(frame.minY, 64); expectClose(frame.width, 40)
        #expect(list.texts.contains { $0.role == .viewName("knob") && $0.text == "knob" })
    }

    @Test func theUnsafeAreaIsHatched() throws {
        let list = try displayList("complex-widths", "portrait")
        let unsafe = try #require(list.hatches.first { $0.role == .hatch("unsafe area") })
        #expect(unsafe.region.evenOdd)
        let origin = try rootOrigin(list)
        expectClose(unsafe.region.bounds.height, 667)
        expectClose(unsafe.region.bounds.minY - origin.y, 0)
    }

    @Test func contentPastTheRootIsMarkedAsOverflowWithItsDepth() throws {
        let list = try displayList("chained-widths", "landscape")
        // Rows w, 2w, 4w and two 10 pt gaps: 7w + 20 = 667 tall in a 375 root.
        let note = try #require(list.texts.first { $0.role == .overflow("root") })
        #expect(note.text == "overflow: 292 pt below the bottom of the root")
        // Faded and outlined, dashed in the overflow colour: no hatching.
        let outline = try #require(list.shapes.first { $0.role == .overflow("r2c0") && $0.stroke != nil })
        #expect(outline.stroke?.color == Style.standard.overflowColor && outline.stroke?.isDashed == true)
        #expect(list.shapes.contains { $0.role == .overflow("r2c0") && $0.fill?.alpha ?? 0 > 0.5 })
        #expect(!list.hatches.contains { if case .overflow = $0.role { true } else { false } })
        let portrait = try displayList("chained-widths", "portrait")
        #expect(!portrait.flattened.contains { if case .overflow = $0.role { true } else { false } })
    }

    @Test func theNaiveKnobIsMarkedWhereItLeavesTheSlider() throws {
        let list = try displayList("slider-naive", "0")
        #expect(list.shapes.contains { $0.role == .overflow("knob") && $0.stroke?.isDashed == true })
        // On the picture, or, where the tests' wide stand-in type leaves it
        // no spot near off the root's outline (a 187-pt note on a 190-pt
        // root), under it; the real type has room beside the knob (the
        // committed picture, which `CommittedOutputTests` compares).
        let note = "knob: 20 pt outside slider"
        #expect(list.texts.contains { ($0.role == .overflow("knob") || $0.role == .caption) && $0.text == note })
        let middle = try displayList("slider-naive", "0.5")
        #expect(!middle.texts.contains { $0.role == .overflow("knob") })
    }

    @Test func anAmbiguousViewIsOrangeWithGhostsOfItsOtherFrames() throws {
        let scene = Scene(width: 300, height: 200)
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 80),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.leadingAnchor.constraint(greaterThanOrEqualTo: scene.root.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(lessThanOrEqualTo: scene.root.trailingAnchor, constant: -10),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let style = Style.standard
        let view = try #require(list.shapes.first { $0.role == .view("box") })
        #expect(view.stroke?.color == style.ambiguous)
        let ghosts = list.shapes.filter { $0.role == .ambiguityGhost("box") }
        let origin = try rootOrigin(list)
        let xs = Set(ghosts.map { ($0.path.bounds.minX - origin.x).rounded() })
        // x may be anywhere in 10...210; the ghosts sit at the ends not taken.
        #expect(xs.isSubset(of: [10, 210]) && !xs.isEmpty)
        #expect(ghosts.allSatisfy { $0.stroke?.color == style.ambiguous && $0.stroke?.isDashed == true })
        #expect(list.texts.contains { $0.text == "box: ambiguous x" })
    }

    /// A box with only its size fixed is free along both axes: one note
    /// says both, rather than one an axis setting its name twice.
    @Test func aViewFreeAlongBothAxesHasOneNote() throws {
        let scene = Scene(width: 300, height: 200)
        let box = View(name: "box")
        addToRoot([box], of: scene)
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 80), box.heightAnchor.constraint(equalToConstant: 40)])
        try scene.layout()
        let notes = try Diagram.displayList(for: scene).texts.filter { $0.role == .ambiguityGhost("box") }.map(\.text)
        #expect(notes == ["box: ambiguous x, y"])
    }

    /// Views free only because their container is, the same ways, move with
    /// it: one note and one set of ghosts, the container's, counting them.
    /// One inside free another way too (its own x) keeps its own.
    @Test func viewsFreeWithTheirContainerAreCountedInItsNote() throws {
        let scene = Scene(width: 300, height: 300)
        let card = View(name: "card")
        addToRoot([card], of: scene)
        let (title, badge, free) = (View(name: "title"), View(name: "badge"), View(name: "free"))
        for view in [title, badge, free] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        LayoutConstraint.activate([
            // The card's x and size are set, its y is not.
            card.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.widthAnchor.constraint(equalToConstant: 100),
            title.heightAnchor.constraint(equalToConstant: 20),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalToConstant: 20),
            // Its y with the card's, its x its own (nothing sets it).
            free.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
            free.heightAnchor.constraint(equalToConstant: 20),
            free.widthAnchor.constraint(equalToConstant: 50),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let notes = list.texts.filter { if case .ambiguityGhost = $0.role { true } else { false } }.map(\.text).sorted()
        #expect(notes == ["card: ambiguous y, with 2 views in it", "free: ambiguous x, y"], "\(notes)")
        #expect(!list.shapes.contains { $0.role == .ambiguityGhost("title") || $0.role == .ambiguityGhost("badge") })
        #expect(list.shapes.contains { $0.role == .ambiguityGhost("card") })
        // Each still drawn as ambiguous.
        #expect(list.shapes.first { $0.role == .view("title") }?.stroke?.color == Style.standard.ambiguous)
    }
}

/// Real scenes: text that does not fit wraps; a focus fades what is not near it.
@Suite struct RealSceneTests {
    @Test func aLabelNarrowerThanItsTextWrapsInsideItsFrame() throws {
        let scene = Scene(width: 300, height: 200)
        let label = Label(name: "note", text: "A label far too long for its frame", fontSize: 14)
        label.numberOfLines = 0   // as UILabel: one line (the default) truncates, any other number wraps
        label.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.heightAnchor.constraint(equalToConstant: 120),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let lines = list.texts.filter { $0.role == .viewName("note") }
        #expect(lines.count >= 3, "\(lines.map(\.text))")
        #expect(lines.map(\.text).joined(separator: " ") == "A label far too long for its frame")
        for line in lines {
            let box = line.box.offsetBy(dx: -origin.x, dy: -origin.y)
            #expect(box.minX >= 20 - 0.01 && box.maxX <= 120.5, "'\(line.text)' \(box)")
            #expect(box.minY >= 20 && box.maxY <= 140, "'\(line.text)' \(box)")
        }
        // Lines follow each other down, the block centred in the frame.
        let tops = lines.map(\.box.minY)
        #expect(tops == tops.sorted())
        expectClose((lines.first!.box.minY + lines.last!.box.maxY) / 2 - origin.y, 80)
    }

    /// Under a focus, a faded view's overflow is faded with it and not
    /// noted: "inner: 20 pt outside box" is about what the picture asks the
    /// reader to look past (the folding cell focused on LeftView noted
    /// three views of other containers).
    @Test func aFocusNotesNoOverflowOfAFadedView() throws {
        let scene = Scene(width: 300, height: 200)
        let box = View(name: "box"), inner = View(name: "inner"), other = View(name: "other")
        pin([(box, CGRect(x: 20, y: 20, width: 100, height: 60))], in: scene)
        pin([(inner, CGRect(x: 60, y: 10, width: 60, height: 30))], inside: box)
        addToRoot([other], of: scene)
        LayoutConstraint.activate([
            other.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            other.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 40),
            other.widthAnchor.constraint(equalToConstant: 120), other.heightAnchor.constraint(equalToConstant: 40),
        ])
        try scene.layout()
        let note = "inner: 20 pt outside box"
        let plain = try Diagram.displayList(for: scene)
        #expect(plain.texts.contains { $0.text == note })
        var options = DiagramOptions()
        options.annotations = .focus(["other"])
        options.fadesUnfocused = true
        let focused = try Diagram.displayList(for: scene, options: options)
        #expect(!focused.texts.contains { $0.text.contains("inner") }, "\(focused.texts.map(\.text))")
        let outline = try #require(focused.shapes.first { $0.role == .overflow("inner") && $0.stroke != nil })
        expectClose(outline.stroke?.color.alpha ?? 0, 0.3)
    }

    @Test func aFocusFadesTheItemsNotTiedToIt() throws {
        var options = try #require(SampleCatalog.sample(named: "slider-guides")).options
        options.annotations = .focus(["knob"])
        options.fadesUnfocused = true
        let list = try displayList("slider-guides", options: options)
        // The knob's centre is tied to indicatorPosition; the slider only holds it.
        let slider = try #require(list.shapes.first { $0.role == .view("slider") })
        expectClose(slider.fill?.alpha ?? 0, 0.35)
        #expect(!list.texts.contains { $0.role == .viewName("slider") })
        let knob = try #require(list.shapes.first { $0.role == .view("knob") })
        expectClose(knob.fill?.alpha ?? 0, 1)
        options.fadesUnfocused = false
        let plain = try displayList("slider-guides", options: options)
        expectClose(try #require(plain.shapes.first { $0.role == .view("slider") }).fill?.alpha ?? 0, 1)
    }
}
