@testable import Diagram
import Foundation
import Layout
import Testing

/// A small view whose width and height are both numbers has its size said
/// once inside it, `97 × 30`, where the words fit; else both dimension
/// lines are drawn as for any size.
@Suite struct FixedSizeTests {
    /// A 320 × 200 root holding `views` pinned at their frames.
    func scene(_ views: [(View, CGRect)]) throws -> Scene {
        let scene = Scene(width: 320, height: 200)
        pin(views, in: scene)
        try scene.layout()
        return scene
    }

    /// Both of `name`'s dimension lines drawn, each labelled with its number.
    func expectBothLines(_ list: DisplayList, _ name: String, width: String, height: String,
                         sourceLocation: SourceLocation = #_sourceLocation)
    {
        for (attribute, value) in [("width", width), ("height", height)] {
            let relation = "\(name).\(attribute) == \(value)"
            #expect(label(list, relation)?.text == "= \(value)", sourceLocation: sourceLocation)
            #expect(!marks(list, relation).isEmpty, sourceLocation: sourceLocation)
        }
    }

    /// A 97 × 30 field showing "1" at its right (RxSwift's Numbers): too
    /// thin for a width line inside it, wide enough for the words.
    @Test func aSmallViewsFixedSizeIsSaidOnceInsideIt() throws {
        let field = Label(name: "field", text: "1")
        field.textAlignment = .right
        let list = try Diagram.displayList(for: try scene([(field, CGRect(x: 40, y: 60, width: 97, height: 30))]))
        let origin = try rootOrigin(list)
        #expect(marks(list, "field.width == 97").isEmpty)
        #expect(marks(list, "field.height == 30").isEmpty)
        #expect(label(list, "field.height == 30") == nil)
        let words = try #require(label(list, "field.width == 97"))
        #expect(words.text == "97 × 30")
        let box = words.box.offsetBy(dx: -origin.x, dy: -origin.y)
        #expect(CGRect(x: 40, y: 60, width: 97, height: 30).contains(box), "\(box)")
        #expect(words.title == "field.width == 97; priority 1000; satisfied\nfield.height == 30; priority 1000; satisfied")
    }

    /// A 200 × 100 panel has room inside for both lines and their labels:
    /// they are drawn, as for any size.
    @Test func aViewWithRoomForBothLinesKeepsThem() throws {
        let panel = View(name: "panel")
        let list = try Diagram.displayList(for: try scene([(panel, CGRect(x: 40, y: 40, width: 200, height: 100))]))
        expectBothLines(list, "panel", width: "200", height: "100")
    }

    /// A 60 × 60 image has room inside for both lines and their labels,
    /// but two bars crossing in it with two "= 60"s stacked in its corner
    /// crowd it (a pager cell's avatar, a transition demo's 48-pt button):
    /// an icon-sized view says its size in words; a 61-pt one keeps its
    /// lines.
    @Test func anIconSizedViewSaysItsSizeInWordsThoughTheLinesWouldFit() throws {
        // Names too long to go inside: each led from outside, leaving the
        // view's lanes free.
        let avatar = View(name: "UIImageView wQ5-jv-KcD")
        let photo = View(name: "UIImageView photo-0001")
        let list = try Diagram.displayList(for: try scene([(avatar, CGRect(x: 40, y: 40, width: 60, height: 60)),
                                                          (photo, CGRect(x: 160, y: 40, width: 61, height: 61))]))
        #expect(marks(list, "UIImageView wQ5-jv-KcD.width == 60").isEmpty)
        #expect(marks(list, "UIImageView wQ5-jv-KcD.height == 60").isEmpty)
        #expect(label(list, "UIImageView wQ5-jv-KcD.width == 60")?.text == "60 × 60")
        expectBothLines(list, "UIImageView photo-0001", width: "61", height: "61")
    }

    /// A 30 × 30 icon has no room inside for "30 × 30", nor for its name,
    /// which is drawn outside it on a leader: the size is said after the
    /// name, in the constraints' colour and type, and neither line is drawn
    /// (two bars, each with its "= 30", crowd an icon and its neighbours).
    @Test func wordsThatDoNotFitInsideFollowTheNameOutside() throws {
        let icon = View(name: "icon")
        let list = try Diagram.displayList(for: try scene([(icon, CGRect(x: 40, y: 40, width: 30, height: 30))]))
        let origin = try rootOrigin(list)
        #expect(marks(list, "icon.width == 30").isEmpty)
        #expect(marks(list, "icon.height == 30").isEmpty)
        let name = try #require(list.texts.first { $0.text == "icon" })
        let words = try #require(label(list, "icon.width == 30"))
        #expect(words.text == "30 × 30")
        #expect(words.title == "icon.width == 30; priority 1000; satisfied\nicon.height == 30; priority 1000; satisfied")
        #expect(words.fontSize == Style.standard.annotationSize && words.color == Style.standard.satisfied)
        // On the name's baseline, a space after it, outside the icon.
        #expect(abs((words.box.minY + words.baseline) - (name.box.minY + name.baseline)) < 0.01)
        #expect(words.box.minX > name.box.maxX && words.box.minX <= name.box.maxX + name.fontSize, "\(name.box) \(words.box)")
        let icon30 = CGRect(x: 40, y: 40, width: 30, height: 30).offsetBy(dx: origin.x, dy: origin.y)
        #expect(!words.box.intersects(icon30))
    }

    /// A size after a name may not widen the picture past a column (720 pt
    /// less the page's padding): an icon whose name is 634 pt long (88
    /// characters at 7.2 pt) has it drawn alone, and its size said beside
    /// the icon instead; with a name of 34 characters, the size follows the
    /// name.
    @Test func aSizeAfterANameKeepsThePictureWithinAColumn() throws {
        func list(_ name: String) throws -> DisplayList {
            // At the root's top: its name goes above the root, off the
            // root's outline, which no name may lie across.
            let scene = Scene(width: 320, height: 200)
            pin([(View(name: name), CGRect(x: 140, y: 10, width: 30, height: 30))], in: scene)
            try scene.layout()
            return try Diagram.displayList(for: scene)
        }
        let short = "UIImageView " + String(repeating: "x", count: 22)
        let after = try list(short)
        let name = try #require(after.texts.first { $0.text == short })
        let words = try #require(label(after, "\(short).width == 30"))
        #expect(words.text == "30 × 30")
        #expect(abs((words.box.minY + words.baseline) - (name.box.minY + name.baseline)) < 0.01)
        let long = "UIImageView " + String(repeating: "x", count: 76)
        let wide = try list(long)
        let alone = try #require(wide.texts.first { $0.text == long })
        let beside = try #require(label(wide, "\(long).width == 30"))
        #expect(beside.text == "30 × 30")
        #expect(marks(wide, "\(long).width == 30").isEmpty && marks(wide, "\(long).height == 30").isEmpty)
        #expect(!beside.box.intersects(alone.box))
        #expect(abs((beside.box.minY + beside.baseline) - (alone.box.minY + alone.baseline)) > 1)
    }

    /// A view whose name fits inside it but whose size does not has the
    /// size said just outside it, below, as one caption: no name outside to
    /// say it after, and two bars, each with its "= 30", crowd an icon.
    @Test func wordsThatFitOnlyOutsideAreSaidBesideTheView() throws {
        let icon = View(name: "a")
        let list = try Diagram.displayList(for: try scene([(icon, CGRect(x: 40, y: 40, width: 30, height: 30))]))
        let origin = try rootOrigin(list)
        #expect(marks(list, "a.width == 30").isEmpty && marks(list, "a.height == 30").isEmpty)
        let words = try #require(label(list, "a.width == 30"))
        #expect(words.text == "30 × 30")
        #expect(words.title == "a.width == 30; priority 1000; satisfied\na.height == 30; priority 1000; satisfied")
        let box = words.box.offsetBy(dx: -origin.x, dy: -origin.y)
        // Below the icon, centred on it, a label gap under its bottom edge.
        #expect(abs(box.midX - 55) < 0.01, "\(box)")
        #expect(box.minY >= 70 && box.minY <= 70 + Style.standard.labelGap + 0.01, "\(box)")
        #expect(!list.items.contains { if case .shape(let shape) = $0 { shape.role == words.role } else { false } })
    }

    /// Where there is no room beside the view either (a 30 × 30 icon
    /// ringed by eight 100-pt panels 2 pt off it: every spot near is inside
    /// a panel, where words read as the panel's, or across its outline),
    /// both lines are drawn as for any size.
    @Test func wordsThatFitNowhereLeaveBothLines() throws {
        let scene = Scene(width: 320, height: 320)
        var views: [(View, CGRect)] = [(View(name: "a"), CGRect(x: 145, y: 145, width: 30, height: 30))]
        for (column, x) in [(0, 43.0), (1, 145.0), (2, 177.0)] {
            for (row, y) in [(0, 43.0), (1, 145.0), (2, 177.0)] where column != 1 || row != 1 {
                let width: CGFloat = column == 1 ? 30 : 100, height: CGFloat = row == 1 ? 30 : 100
                views.append((View(name: "panel\(column)\(row)"), CGRect(x: x, y: y, width: width, height: height)))
            }
        }
        pin(views, in: scene)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        expectBothLines(list, "a", width: "30", height: "30")
        #expect(!list.texts.contains { $0.text == "30 × 30" && $0.title?.hasPrefix("a.") == true })
    }

    /// Words inside a view with subviews would lie over them: a 97 × 30 bar
    /// holding a button keeps its two lines.
    @Test func aViewWithSubviewsKeepsItsLines() throws {
        let bar = View(name: "bar"), button = View(name: "button")
        let scene = try scene([(bar, CGRect(x: 40, y: 60, width: 97, height: 30))])
        button.translatesAutoresizingMaskIntoConstraints = false
        bar.addSubview(button)
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: bar.leadingAnchor), button.topAnchor.constraint(equalTo: bar.topAnchor),
            button.widthAnchor.constraint(equalToConstant: 20), button.heightAnchor.constraint(equalTo: bar.heightAnchor),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        #expect(!list.texts.contains { $0.text == "97 × 30" })
        #expect(!marks(list, "bar.width == 97").isEmpty)
        #expect(!marks(list, "bar.height == 30").isEmpty)
    }

    /// A separator 0.5 pt high, as wide as the root less its insets: a
    /// line that short is a blot under its two arrowheads, and its "= 0.5"
    /// reads as the figure of whatever bar is beside it. Its height is said
    /// in words after its name, led from it, and no line is drawn.
    @Test(arguments: [(LayoutConstraint.Attribute.height, 0.5), (.width, 1)])
    func aHairlinesSizeIsSaidInWords(attribute: LayoutConstraint.Attribute, thickness: CGFloat) throws {
        let scene = Scene(width: 320, height: 200)
        let separator = View(name: "separator")
        addToRoot([separator], of: scene)
        // Across the root less 20-pt insets, `thickness` thick: a row's
        // separator, or a column's.
        let across = attribute == .height
            ? [separator.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
               scene.root.trailingAnchor.constraint(equalTo: separator.trailingAnchor, constant: 20),
               separator.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
               separator.heightAnchor.constraint(equalToConstant: thickness)]
            : [separator.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
               scene.root.bottomAnchor.constraint(equalTo: separator.bottomAnchor, constant: 20),
               separator.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 160),
               separator.widthAnchor.constraint(equalToConstant: thickness)]
        LayoutConstraint.activate(across)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let value = ConstraintLabelText.number(thickness)
        let relation = "separator.\(attribute) == \(value)"
        #expect(marks(list, relation).isEmpty)
        let words = try #require(label(list, relation))
        #expect(words.text == "\(attribute) = \(value)")
        #expect(words.title == "\(relation); priority 1000; satisfied")
        let name = try #require(list.texts.first { $0.text == "separator" })
        #expect(abs((words.box.minY + words.baseline) - (name.box.minY + name.baseline)) < 0.01, "\(name.box) \(words.box)")
        #expect(!list.texts.contains { $0.text == "= \(value)" })
    }
}
