@testable import Diagram
import Foundation
import Layout
import Testing

/// A name or a text drawn where the dead area's hatching shows (a clear
/// view under the status bar) had the hatch's lines run between its
/// letters: it is plated, as a guide's name is, where the plate meets no
/// view's outline. A view filled over the hatch hides it, and a name below
/// the dead area needs no plate.
@Suite struct NameOverHatchingTests {
    /// Three views side by side, 60 pt tall from the root's top, under a
    /// 59-pt dead area: a clear one, a filled one, and a third 80 pt
    /// down, clear, below the dead area.
    func plates() throws -> [String: Color?] {
        let scene = Scene(width: 393, height: 300)
        scene.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 0, right: 0)
        let (clear, filled, below) = (View(name: "clear"), View(name: "filled"), View(name: "below"))
        filled.backgroundColor = .blue
        pin([(clear, CGRect(x: 10, y: 0, width: 120, height: 60)), (filled, CGRect(x: 140, y: 0, width: 120, height: 60)),
             (below, CGRect(x: 270, y: 80, width: 110, height: 60))], in: scene)
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        var plates: [String: Color?] = [:]
        for name in ["clear", "filled", "below"] {
            let text = try #require(list.texts.first { $0.role == .viewName(name) }, "\(name)'s name")
            plates[name] = text.background
        }
        return plates
    }

    @Test func aNameOverHatchingThatShowsIsPlated() throws {
        let plates = try plates()
        #expect(plates["clear"] == Style.standard.labelPlate)
        #expect(plates["filled"] == .some(nil))
        #expect(plates["below"] == .some(nil))
    }

    /// A field's placeholder 7 pt inside it, under the status bar, is
    /// plated; a label's text flush with its frame, whose plate would lie
    /// over the label's outline, is not.
    @Test func aTextOverHatchingIsPlatedWhereItsPlateMeetsNoOutline() throws {
        let scene = Scene(width: 393, height: 300)
        scene.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 0, right: 0)
        let field = View(name: "field")
        field.fieldText = FieldText(text: "Superview", isPlaceholder: true, fontSize: 14, inset: 7)
        let flush = Label(name: "flush", text: "Flush", fontSize: 17)
        pin([(field, CGRect(x: 20, y: 10, width: 200, height: 34)), (flush, CGRect(x: 240, y: 10, width: 80, height: 21))],
            in: scene)
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        let placeholder = try #require(list.texts.first { $0.text == "Superview" })
        #expect(placeholder.background == Style.standard.labelPlate)
        let words = try #require(list.texts.first { $0.text == "Flush" })
        #expect(words.background == nil, "\(words.box)")
    }

    @Test func aNameOverAHatchedGuideIsPlatedUnlessAViewFilledAfterItCoversIt() throws {
        let scene = Scene(width: 300, height: 200)
        let keyboard = LayoutGuide(name: "keyboardArea")
        scene.root.addLayoutGuide(keyboard)
        let (clear, card) = (View(name: "clear"), View(name: "card"))
        card.backgroundColor = .green
        pin([(clear, CGRect(x: 20, y: 120, width: 120, height: 60)), (card, CGRect(x: 160, y: 120, width: 120, height: 60))],
            in: scene)
        LayoutConstraint.activate([
            keyboard.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            keyboard.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            keyboard.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor),
            keyboard.heightAnchor.constraint(equalToConstant: 100),
        ])
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        options.hatchedGuides = ["keyboardArea"]
        let list = try Diagram.displayList(for: scene, options: options)
        let clearName = try #require(list.texts.first { $0.role == .viewName("clear") })
        let cardName = try #require(list.texts.first { $0.role == .viewName("card") })
        #expect(clearName.background == Style.standard.labelPlate)
        #expect(cardName.background == nil)
    }

    /// A view's own guide is hatched after the view, its name already set
    /// in its top corner: the dead-area figure's "slider", under its
    /// hatched top margin, had the hatch's lines between its letters. It
    /// is plated once every guide is drawn; with the margin hatched along
    /// the bottom instead, not.
    @Test func aNameUnderItsOwnViewsHatchedGuideIsPlated() throws {
        func sliderName(marginAtTop: Bool) throws -> TextItem {
            let scene = Scene(width: 300, height: 200)
            let slider = View(name: "slider")
            pin([(slider, CGRect(x: 50, y: 50, width: 200, height: 100))], in: scene)
            let margin = LayoutGuide(name: "margin")
            slider.addLayoutGuide(margin)
            LayoutConstraint.activate([
                margin.leadingAnchor.constraint(equalTo: slider.leadingAnchor),
                margin.trailingAnchor.constraint(equalTo: slider.trailingAnchor),
                marginAtTop ? margin.topAnchor.constraint(equalTo: slider.topAnchor)
                    : margin.bottomAnchor.constraint(equalTo: slider.bottomAnchor),
                margin.heightAnchor.constraint(equalToConstant: 20),
            ])
            try scene.layout()
            var options = DiagramOptions()
            options.annotations = .none
            options.hatchedGuides = ["margin"]
            let list = try Diagram.displayList(for: scene, options: options)
            return try #require(list.texts.first { $0.role == .viewName("slider") })
        }
        #expect(try sliderName(marginAtTop: true).background == Style.standard.labelPlate)
        #expect(try sliderName(marginAtTop: false).background == nil)
    }
}
