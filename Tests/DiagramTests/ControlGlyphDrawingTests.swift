import Diagram
import Foundation
import Layout
import Testing

/// The library's controls beyond switches and sliders, drawn as they look
/// in place of their names: a segmented control's segments, a stepper's −
/// and +, a page control's dots, an activity indicator's spokes, a
/// picker's wheel.
@Suite struct ControlGlyphDrawingTests {
    /// The display list of a 300 × 200 scene holding `view` at `frame`
    /// (and `others`, plain views, at theirs), with the shapes drawn for
    /// `view` relative to the root, its frame's outline first.
    private func render(_ control: ControlGlyph, frame: CGRect = CGRect(x: 50, y: 40, width: 120, height: 30),
                        others: [CGRect] = []) throws -> (list: DisplayList, shapes: [ShapeItem], origin: CGPoint) {
        let scene = Scene(width: 300, height: 200)
        let view = View(name: "control")
        view.control = control
        pin([(view, frame)] + others.enumerated().map { (View(name: "other\($0.offset)"), $0.element) }, in: scene)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let shapes = list.shapes.filter { $0.role == .view("control") }
        return (list, shapes, origin)
    }

    private func bounds(_ shape: ShapeItem, _ origin: CGPoint) -> CGRect {
        shape.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// Three equal segments in the outline 1.5 pt inside a 180-pt frame,
    /// the second filled, dividers between them, each title centred in its
    /// segment at 13 pt; the view's name is not drawn.
    @Test func aSegmentedControlShowsItsSegmentsAndTheSelectedOne() throws {
        let (list, shapes, origin) = try render(.segments(titles: ["One", "Two", "Three"], selected: 1),
                                                frame: CGRect(x: 50, y: 40, width: 180, height: 30))
        #expect(shapes.count == 5)
        let outline = bounds(shapes[1], origin)
        expectClose(outline.minX, 51.5); expectClose(outline.width, 177); expectClose(outline.height, 27)
        let selected = bounds(shapes[2], origin)
        expectClose(selected.minX, 112.5); expectClose(selected.width, 55); expectClose(selected.minY, 43.5)
        #expect(shapes[2].fill != nil)
        expectClose(bounds(shapes[3], origin).midX, 110.5)
        expectClose(bounds(shapes[4], origin).midX, 169.5)
        let titles = list.texts.filter { $0.role == .viewName("control") }
        #expect(titles.map(\.text) == ["One", "Two", "Three"])
        for (title, centre) in zip(titles, [81.0, 140, 199]) {
            expectClose(title.box.midX - origin.x, CGFloat(centre), Comment(rawValue: title.text))
            expectClose(title.box.midY - origin.y, 55)
            #expect(title.fontSize == 13)
        }
    }

    /// No segment selected: nothing filled. A title too long for its
    /// segment is drawn smaller and loses its end to "…", inside it.
    @Test func aLongSegmentTitleIsCutInsideItsSegment() throws {
        let (list, shapes, origin) = try render(.segments(titles: ["A", String(repeating: "Wide ", count: 8)], selected: nil))
        // Frame, outline and one divider.
        #expect(shapes.count == 3)
        #expect(shapes.allSatisfy { $0.fill == nil })
        let cut = try #require(list.texts.first { $0.text.hasPrefix("Wide") })
        #expect(cut.text.hasSuffix("…"), "\(cut.text)")
        #expect(cut.box.minX - origin.x >= 110 && cut.box.maxX - origin.x <= 168.5, "\(cut.box)")
    }

    /// An outline, the divider at the middle, a − centred in the left half
    /// and a + in the right, each 9 pt across (a third of the height).
    @Test func aStepperShowsMinusAndPlus() throws {
        let (list, shapes, origin) = try render(.stepper)
        #expect(shapes.count == 6)
        expectClose(bounds(shapes[2], origin).midX, 110)
        let minus = bounds(shapes[3], origin)
        expectClose(minus.midX, 80.75); expectClose(minus.width, 9); expectClose(minus.midY, 55)
        let plusBar = bounds(shapes[4], origin), plusStem = bounds(shapes[5], origin)
        expectClose(plusBar.midX, 139.25); expectClose(plusStem.midX, 139.25); expectClose(plusStem.height, 9)
        #expect(!list.texts.contains { $0.role == .viewName("control") })
    }

    /// Five 7-pt dots 16 pt apart, centred; the current one opaque, the
    /// others pale. Forty pages in 120 pt close up into 2.95-pt steps.
    @Test func aPageControlShowsItsDots() throws {
        let (_, shapes, origin) = try render(.pageDots(count: 5, current: 2))
        let dots = shapes.dropFirst().map { bounds($0, origin) }
        #expect(dots.map { ($0.midX * 100).rounded() / 100 } == [78, 94, 110, 126, 142])
        #expect(dots.allSatisfy { abs($0.width - 7) < 0.01 && abs($0.midY - 55) < 0.01 })
        #expect(shapes.dropFirst().map { $0.fill?.alpha ?? 0 } == [0.3, 0.3, 1, 0.3, 0.3])

        let (_, many, manyOrigin) = try render(.pageDots(count: 40, current: 0))
        let first = bounds(many[1], manyOrigin), second = bounds(many[2], manyOrigin)
        expectClose(second.midX - first.midX, 2.95)
        expectClose(first.width, 2.95 * 0.6)
    }

    /// Eight spokes from 45% of the radius out to 1 pt inside the frame's
    /// shorter side, the first straight up and palest, the last darkest.
    @Test func anActivityIndicatorShowsItsSpokes() throws {
        let (_, shapes, origin) = try render(.activityIndicator)
        let spokes = Array(shapes.dropFirst())
        #expect(spokes.count == 8)
        let top = bounds(spokes[0], origin)
        expectClose(top.midX, 110); expectClose(top.minY, 41); expectClose(top.maxY, 55 - 6.3)
        #expect(abs((spokes[0].stroke?.color.alpha ?? 0) - 0.2) < 1e-9)
        #expect(spokes[7].stroke?.color.alpha == 1)
        let right = bounds(spokes[2], origin)
        expectClose(right.minX, 110 + 6.3); expectClose(right.maxX, 124); expectClose(right.midY, 55)
    }

    /// A 200 × 150 wheel: a 32-pt band across the middle, 8 pt in from each
    /// side, and five rows of bars 32 pt apart; a sibling laid over one row
    /// hides that row's bar.
    @Test func aPickerShowsItsWheelAndLeavesOutRowsASiblingCovers() throws {
        let frame = CGRect(x: 50, y: 20, width: 200, height: 150)
        let (_, shapes, origin) = try render(.wheel, frame: frame)
        let band = bounds(shapes[1], origin)
        expectClose(band.minX, 58); expectClose(band.width, 184); expectClose(band.midY, 95); expectClose(band.height, 32)
        let bars = shapes.dropFirst(2).map { bounds($0, origin) }
        #expect(bars.map { ($0.midY * 100).rounded() / 100 } == [31, 63, 95, 127, 159])
        expectClose(bars[2].width, 92); expectClose(bars[2].midX, 150)

        let (_, covered, coveredOrigin) = try render(.wheel, frame: frame, others: [CGRect(x: 60, y: 120, width: 180, height: 20)])
        #expect(covered.dropFirst(2).map { (bounds($0, coveredOrigin).midY * 100).rounded() / 100 } == [31, 63, 95, 159])
    }

    /// Glyphs the importer never makes (no segments, a selection past the
    /// last, no pages or fewer than none) draw the frame alone, no trap.
    @Test(arguments: [ControlGlyph.segments(titles: [], selected: nil), .segments(titles: ["A"], selected: 3),
                      .pageDots(count: 0, current: 0), .pageDots(count: -2, current: 5)])
    func degenerateGlyphsDrawNothingButTheFrame(glyph: ControlGlyph) throws {
        let (list, shapes, _) = try render(glyph)
        if case .segments(let titles, _) = glyph, !titles.isEmpty {
            // The outline and the title, nothing filled.
            #expect(shapes.count == 2)
            #expect(list.texts.contains { $0.text == "A" })
        } else {
            #expect(shapes.count == 1)
        }
        #expect(shapes.dropFirst().allSatisfy { $0.fill == nil })
    }
}

/// What shows a control's setting is kept clear of every label: a
/// spacing's "8" beside a slider's thumb at its start, or a name, lay over
/// the thumb and hid where the slider was set (a chart demo's two sliders 8
/// pt from the root's side; a settings form's spacers named over their
/// sliders' thumbs); a switch's pill and a stepper's buttons likewise.
@Suite struct ControlsKeptClearTests {
    @Test func noLabelCoversAThumbAPillOrAStepper() throws {
        let scene = Scene(width: 300, height: 160)
        let (slider, toggle, stepper) = (View(name: "slider"), View(name: "toggle"), View(name: "stepper"))
        slider.control = .slider(fraction: 0)
        toggle.control = .toggle(isOn: true)
        stepper.control = .stepper
        let (above, below) = (View(name: "above"), View(name: "below"))
        pin([(above, CGRect(x: 8, y: 10, width: 284, height: 20)),
             (slider, CGRect(x: 8, y: 36, width: 200, height: 30)),
             (toggle, CGRect(x: 241, y: 36, width: 51, height: 31)),
             (stepper, CGRect(x: 8, y: 74, width: 94, height: 29)),
             (below, CGRect(x: 8, y: 110, width: 284, height: 20))], in: scene)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        func glyphs(_ name: String) -> [CGRect] {
            list.shapes.filter { $0.role == .view(name) }.dropFirst().map(\.path.bounds)
        }
        let thumb = try #require(glyphs("slider").last)
        let pill = try #require(glyphs("toggle").first)
        let buttons = try #require(glyphs("stepper").first)
        #expect(list.texts.count > 10, "\(list.texts.map(\.text))")
        for text in list.texts {
            for glyph in [thumb, pill, buttons] {
                #expect(!text.box.insetBy(dx: 0.5, dy: 0.5).intersects(glyph), "\(text.text) at \(text.box) over \(glyph)")
            }
        }
    }
}
