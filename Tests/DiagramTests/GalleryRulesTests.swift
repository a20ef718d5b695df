@testable import Diagram
import Foundation
import Layout
import Testing

/// Rules found by looking at every picture of a gallery of real storyboards:
/// no number on an invisible mark, no name across an outline, no wrapped
/// text across its label's outline.
@Suite struct GalleryRulesTests {
    /// The frame a view is drawn at in the display list (page coordinates).
    func drawnFrame(_ name: String, in list: DisplayList) throws -> CGRect {
        let outline = try #require(list.shapes.first { if case .view(name) = $0.role { true } else { false } })
        return outline.path.bounds
    }

    // MARK: UIKit's private constraints

    /// A controller's root with Xcode 5–8's layout guides, held to its bars as
    /// the storyboard reader holds them (`_UILayoutGuide-…`), and a view 8 pt
    /// below the top guide.
    func guidedScene(identifier: String?) throws -> Scene {
        let scene = Scene(width: 375, height: 667)
        let root = scene.root
        let box = View(name: "box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        var made: [LayoutConstraint] = []
        for (name, height) in [("topLayoutGuide", CGFloat(20)), ("bottomLayoutGuide", 0)] {
            let guide = LayoutGuide(name: name)
            root.addLayoutGuide(guide)
            let constraints = [
                guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                guide.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                guide.heightAnchor.constraint(equalToConstant: height),
                name == "topLayoutGuide" ? guide.topAnchor.constraint(equalTo: root.topAnchor)
                    : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ]
            constraints.forEach { $0.identifier = identifier.map { "\($0)-\(name)" } }
            made += constraints
            if name == "topLayoutGuide" {
                made.append(box.topAnchor.constraint(equalTo: guide.bottomAnchor, constant: 8))
            }
        }
        made += [box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
                 box.widthAnchor.constraint(equalToConstant: 120), box.heightAnchor.constraint(equalToConstant: 60)]
        LayoutConstraint.activate(made)
        try scene.layout()
        return scene
    }

    func constraintLabels(_ scene: Scene) throws -> [String] {
        try Diagram.displayList(for: scene).texts.filter {
            if case .constraintLabel = $0.role { true } else { false }
        }.map(\.text)
    }

    @Test func uikitPrivateConstraintsAreNotDrawn() throws {
        let scene = try guidedScene(identifier: "_UILayoutGuide")
        #expect(scene.items.first { $0.name == "box" }?.frame.minY == 28)
        let labels = try constraintLabels(scene)
        #expect(labels.contains("8"), "\(labels)")
        // The bottom guide is 0 pt tall: its "= 0" would sit on no visible mark.
        #expect(!labels.contains("= 0") && !labels.contains("= 20"), "\(labels)")
        #expect(Diagram.annotated(scene, DiagramOptions()).count == 4)
    }

    @Test func theSameConstraintsMadeByYouAreDrawn() throws {
        let labels = try constraintLabels(try guidedScene(identifier: nil))
        // The 0-pt guide's height has no length for a line: it is said in words.
        #expect(labels.contains("height = 0") && labels.contains("= 20"), "\(labels)")
    }

    // MARK: Names off outlines

    @Test func aNameInsideItsViewKeepsOffAViewDrawnOverIt() throws {
        // A marker view (Charts' RadarMarkerView): an image view filling it
        // and a label drawn over the image view's top middle, where the
        // image view's name would go.
        let scene = Scene(width: 300, height: 200)
        let image = View(name: "UIImageView L3P-FF-1zl")
        let value = Label(name: "value", text: "val", fontSize: 30)
        pin([(image, CGRect(x: 20, y: 20, width: 260, height: 160)), (value, CGRect(x: 110, y: 30, width: 60, height: 60))],
            in: scene)
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        let name = try #require(list.texts.first { $0.text == image.name })
        let (imageFrame, valueFrame) = (try drawnFrame(image.name, in: list), try drawnFrame("value", in: list))
        #expect(imageFrame.contains(name.box), "\(name.box) outside \(imageFrame)")
        #expect(!crossesOutline(name.box, valueFrame), "\(name.box) across \(valueFrame)")
        // The top corners are crossed by the label's top edge: a bottom corner.
        #expect(name.box.minY > valueFrame.maxY, "\(name.box)")
        #expect(abs(name.box.minX - (imageFrame.minX + 4)) < 0.01, "\(name.box)")
    }

    @Test func aNameOutsideItsViewKeepsOffTheRootsOutline() throws {
        // Hero's back button: 48 × 48 at the root's top-left, too small for
        // its name, which centred above it would reach across the root's
        // left edge and the button's.
        let scene = Scene(width: 375, height: 667)
        let button = View(name: "UIButton fNm-Wt-WQ4")
        button.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(button)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 12),
            button.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 28),
            button.widthAnchor.constraint(equalToConstant: 48),
            button.heightAnchor.constraint(equalToConstant: 48),
        ])
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        let name = try #require(list.texts.first { $0.text == button.name })
        let root = try #require(list.shapes.first { $0.role == .root }).path.bounds
        let frame = try drawnFrame(button.name, in: list)
        #expect(!crossesOutline(name.box, root), "\(name.box) across the root \(root)")
        #expect(!crossesOutline(name.box, frame), "\(name.box) across the button \(frame)")
        #expect(!name.box.intersects(frame), "\(name.box) on the button \(frame)")
    }

    // MARK: Wrapped text inside its frame

    /// duckduckgo's JavaScript alert message: three lines in Apple's font in a
    /// 230 × 61 frame (its stored content size), four in ours at 17 pt.
    func alertMessage(height: CGFloat) throws -> (DisplayList, CGRect) {
        let scene = Scene(width: 300, height: 200)
        let message = Label(name: "message", text: "Some javascript alert message text displayed with multiline word wrapping",
                            fontSize: 17)
        message.numberOfLines = 0
        message.textAlignment = .center
        message.intrinsicContentSize = CGSize(width: 230, height: 61)
        message.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(message)
        LayoutConstraint.activate([
            message.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 35),
            message.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 60),
            message.widthAnchor.constraint(equalToConstant: 230),
            message.heightAnchor.constraint(equalToConstant: height),
        ])
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        return (list, try drawnFrame("message", in: list))
    }

    func lines(_ list: DisplayList) -> [TextItem] {
        list.texts.filter { $0.role == .viewName("message") }
    }

    @Test func wrappedTextOfAStoredFrameFitsItsHeight() throws {
        let (list, frame) = try alertMessage(height: 61)
        let lines = lines(list)
        #expect(lines.count >= 3, "\(lines.map(\.text))")
        let block = lines.reduce(CGRect.null) { $0.union($1.box) }
        #expect(block.minY >= frame.minY - 0.5 && block.maxY <= frame.maxY + 0.5, "\(block) in \(frame)")
        let size = try #require(lines.first?.fontSize)
        #expect(size < 17 && size >= 17 * 0.6, "\(size)")
        #expect(lines.allSatisfy { $0.box.width <= frame.width + 0.5 }, "\(lines.map(\.box))")
    }

    @Test func aLabelSqueezedShorterThanItsTextKeepsItsSizeAndShowsTheLinesThatFit() throws {
        // 40 pt for three lines' content: a real squeeze. UILabel keeps its
        // font and shows the one 20.4 pt line that fits, cut short with "…"
        // (the second line's first word with it would not fit).
        let (list, frame) = try alertMessage(height: 40)
        let lines = lines(list)
        #expect(lines.allSatisfy { $0.fontSize == 17 }, "\(lines.map(\.fontSize))")
        #expect(lines.map(\.text) == ["Some javascript alert…"], "\(lines.map(\.text))")
        let block = lines.reduce(CGRect.null) { $0.union($1.box) }
        #expect(block.minY >= frame.minY - 0.5 && block.maxY <= frame.maxY + 0.5, "\(block) in \(frame)")
    }

    // MARK: An empty root says so

    @Test func anEmptyRootIsSaidToBeEmpty() throws {
        // IQKeyboardManager's SearchViewController: a 375 × 667 root with no
        // subview (its content is made in code).
        let scene = Scene(width: 375, height: 667)
        try scene.layout()
        // Wrapped to the picture's width, at spaces.
        let texts = try Diagram.displayList(for: scene).texts.map(\.text).joined(separator: " ")
        #expect(texts.contains(Diagram.emptyRootNote), "\(texts)")
        #expect(Diagram.emptyRootNote == "no subviews: an empty view (content made in code is not in the scene)")
        let box = View(name: "box")
        box.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        scene.root.addSubview(box)
        try scene.layout()
        #expect(!(try Diagram.displayList(for: scene).texts.map(\.text).joined(separator: " ")).contains("no subviews"))
    }
}
