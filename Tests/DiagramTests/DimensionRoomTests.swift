@testable import Diagram
import Foundation
import Layout
import Testing

/// Where a dimension goes when its item's inside has a lane for the line
/// but no room for its label, and what is drawn for a size of nothing.
@Suite struct DimensionRoomTests {
    /// Koloda's toolbar: a 120 × 32 bar at (100, 200) holding two 32-pt
    /// buttons at its ends, centred in a 320 × 400 root by a centre line.
    func toolbar() throws -> (Scene, bar: View, buttons: [View]) {
        let scene = Scene(width: 320, height: 400)
        let bar = View(name: "bar")
        let (left, right) = (View(name: "left"), View(name: "right"))
        addToRoot([bar], of: scene)
        for button in [left, right] {
            button.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(button)
        }
        LayoutConstraint.activate([
            bar.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
            bar.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 200),
            bar.widthAnchor.constraint(equalToConstant: 120), bar.heightAnchor.constraint(equalToConstant: 32),
            left.leadingAnchor.constraint(equalTo: bar.leadingAnchor), left.topAnchor.constraint(equalTo: bar.topAnchor),
            left.widthAnchor.constraint(equalToConstant: 32), left.heightAnchor.constraint(equalTo: bar.heightAnchor),
            right.trailingAnchor.constraint(equalTo: bar.trailingAnchor), right.topAnchor.constraint(equalTo: bar.topAnchor),
            right.widthAnchor.constraint(equalToConstant: 32), right.heightAnchor.constraint(equalTo: bar.heightAnchor),
        ])
        try scene.layout()
        return (scene, bar, [left, right])
    }

    /// The bar's height has a clear lane inside it, between the buttons
    /// (x 178, 10 pt left of the right button), but its label
    /// there would lie across a button's outline on one side and the centre
    /// line (x 160) on the other. It goes outside, 12 pt beyond the bar's
    /// trailing edge (x 232), its label beside it clear of every outline.
    @Test func aHeightWithNoRoomForItsLabelInsideGoesOutside() throws {
        let (scene, bar, buttons) = try toolbar()
        #expect(bar.frame == CGRect(x: 100, y: 200, width: 120, height: 32))
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let lines = marks(list, "bar.height == 32").compactMap { shape -> CGFloat? in
            guard shape.path.elements.count == 2, case .move(let a) = shape.path.elements[0],
                  case .line(let b) = shape.path.elements[1], abs(a.x - b.x) < 1e-6, abs(a.y - b.y) > 20 else { return nil }
            return a.x - origin.x
        }
        #expect(lines.count == 1)
        expectClose(try #require(lines.first), 232)
        let text = try #require(label(list, "bar.height == 32"))
        let box = text.box.offsetBy(dx: -origin.x, dy: -origin.y)
        #expect(text.text == "= 32")
        #expect(box.minX > 232, "\(box)")
        for view in [bar] + buttons {
            #expect(!crossesOutline(box, view.frame), "\(box) across \(view.name)")
        }
    }

    /// A 300 × 300 root holding `name` at (`x`, `y`), its height a number
    /// and its width a fraction of the root's: not both numbers, so that its
    /// size is not said as one after its name (FixedSizeTests).
    func sharedWidth(_ name: String, x: CGFloat, y: CGFloat, widthFraction: CGFloat,
                     height: CGFloat) throws -> (Scene, View)
    {
        let scene = Scene(width: 300, height: 300)
        let view = View(name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(view)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: x),
            view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: y),
            view.widthAnchor.constraint(equalTo: scene.root.widthAnchor, multiplier: widthFraction),
            view.heightAnchor.constraint(equalToConstant: height),
        ])
        try scene.layout()
        return (scene, view)
    }

    /// A view 30 pt wide has no lane inside it for its height: the line
    /// stands 12 pt beyond its trailing edge, long enough to carry "= 100"
    /// on it; centred there the label would straddle the view's own edge,
    /// 12 pt away, so it goes beside the line instead.
    @Test func aLabelOnADimensionJustOutsideKeepsOffItsItemsEdge() throws {
        let (scene, post) = try sharedWidth("post", x: 100, y: 80, widthFraction: 0.1, height: 100)
        #expect(post.frame == CGRect(x: 100, y: 80, width: 30, height: 100))
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let box = try #require(label(list, "post.height == 100")).box.offsetBy(dx: -origin.x, dy: -origin.y)
        #expect(!crossesOutline(box, post.frame), "\(box)")
        #expect(box.minX > 142, "\(box)")
    }

    /// A spacer view 0 pt high (Apple's "equal white space" recipe) has no
    /// length for a height line: an arrowhead on a point read as a stray
    /// tick and "= 0" as nobody's. Its height is said in words beside it,
    /// with no line, the words carrying the constraint's title; its width
    /// is still drawn as a line.
    @Test func aSizeOfNothingIsSaidInWords() throws {
        let (scene, spacer) = try sharedWidth("spacer", x: 100, y: 150, widthFraction: 0.25, height: 0)
        expectClose(spacer.frame.height, 0)
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        #expect(marks(list, "spacer.height == 0").isEmpty)
        let text = try #require(label(list, "spacer.height == 0"))
        #expect(text.text == "height = 0")
        #expect(text.title == "spacer.height == 0; priority 1000; satisfied")
        // Near the spacer (x 100 to 175 at y 150): above it, past the
        // top spacing's line down to its middle, within two label heights.
        let box = text.box.offsetBy(dx: -origin.x, dy: -origin.y)
        #expect(box.maxY <= 150 && box.maxY >= 150 - 2 * box.height, "\(box)")
        #expect(box.maxX > 100 && box.minX < 175, "\(box)")
        #expect(!marks(list, "spacer.width == 0.25*root.width").isEmpty)
    }
}

/// A ratio of an item's own sizes where its item has no room for it.
@Suite struct RatioAxisTests {
    /// The chained-widths figure's r0c0, 50.71 pt square: its name holds
    /// the top of it and the reference "width" (r0c1 is twice as wide)
    /// the first lane above its bottom, its label kept centred above that
    /// lane. The ratio had been turned into a vertical line 14 pt inside
    /// the square's right edge, which ran through that label's room: the
    /// label was pushed across the square's left edge and the ratio's
    /// "1:1" hung into the gap beside it. No lane inside is clear of the
    /// label now, so the ratio goes outside, above the square, and says
    /// "aspect 1:1" as the other rows' ratios do.
    @Test func aSquaresRatioWithNoRoomInsideGoesAboveIt() throws {
        let list = try displayList("chained-widths", "portrait")
        let origin = try rootOrigin(list)
        let lines = marks(list, "r0c0.width == r0c0.height").compactMap { shape -> Segment? in
            guard shape.path.elements.count == 2, case .move(let a) = shape.path.elements[0],
                  case .line(let b) = shape.path.elements[1] else { return nil }
            return Segment(a, b)
        }.filter { $0.length > 40 }
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.horizontal)
        // r0c0 is x 0 to 50.71, y 0 to 50.71 in the root: the line 12 pt above it.
        expectClose(line.at - origin.y, -12)
        expectClose(line.from - origin.x, 0)
        expectClose(line.to - origin.x, 50.71)
        #expect(label(list, "r0c0.width == r0c0.height")?.text == "aspect 1:1")
        let square = CGRect(x: origin.x, y: origin.y, width: 50.71, height: 50.71)
        let reference = try #require(list.texts.first { $0.text == "width" && square.insetBy(dx: -10, dy: 0).meets($0.box) })
        #expect(square.encloses(reference.box), "\(reference.box) not inside r0c0 \(square)")
        // A wider view's ratio keeps its horizontal line (r1c1: "aspect 1:1" under "width × 2").
        let wide = marks(list, "r1c1.width == r1c1.height").compactMap { shape -> Segment? in
            guard shape.path.elements.count == 2, case .move(let a) = shape.path.elements[0],
                  case .line(let b) = shape.path.elements[1] else { return nil }
            return Segment(a, b)
        }.filter { $0.length > 40 }
        #expect(wide.count == 1 && wide[0].horizontal, "\(wide)")
    }
}

/// Both sides of an inequality between two items' sizes are labelled.
@Suite struct SizeInequalityTests {
    /// A label at least as wide as an image (raywenderlich's music player):
    /// `≥` on the label's width, `≤` on the image's, so that neither bar
    /// is bare.
    @Test func theOtherSideOfASizeInequalityReadsItTheOtherWayRound() throws {
        let scene = Scene(width: 300, height: 300)
        let (image, title) = (View(name: "image"), View(name: "title"))
        pin([(image, CGRect(x: 50, y: 40, width: 200, height: 120)), (title, CGRect(x: 50, y: 180, width: 200, height: 60))],
            in: scene)
        LayoutConstraint.activate([title.widthAnchor.constraint(greaterThanOrEqualTo: image.widthAnchor)])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let relation = "title.width >= image.width"
        let texts = list.texts.filter { $0.role == .constraintLabel(relation) }.map(\.text)
        #expect(texts.sorted() == ["≤", "≥"], "\(texts)")
        #expect(marks(list, relation).count >= 2)
    }

    /// A 300 × 100 panel holding a 300 × 80 row along its top: its width's
    /// one clear lane inside is 6 pt under the row, where its "= 300", set
    /// on the line, would reach 0.7 pt across the row's bottom edge, a spot
    /// the placer never takes (the figure was led off its line). The line
    /// goes outside, 12 pt below the panel, where its figure has room.
    @Test func aFigureThatWouldReachAcrossASubviewsEdgeTakesTheLineOutside() throws {
        let scene = Scene(width: 400, height: 300)
        // A name too long for the panel, drawn outside it: in the 20-pt
        // band under the row it would close the lane anyway.
        let name = "panel " + String(repeating: "x", count: 50)
        let panel = View(name: name), row = View(name: "row")
        pin([(panel, CGRect(x: 50, y: 50, width: 300, height: 100))], in: scene)
        addRow(row, to: panel, height: 80)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let ys = marks(list, "\(name).width == 300").flatMap(\.path.elements).compactMap { element -> CGFloat? in
            if case .line(let p) = element { p.y - origin.y } else { nil }
        }
        #expect(!ys.isEmpty && ys.allSatisfy { $0 > 150 }, "below the panel: \(ys)")
        let figure = try #require(label(list, "\(name).width == 300"))
        #expect(figure.box.minY - origin.y > 150, "\(figure.box)")
    }

    /// A new user's login form: a 44-pt email field whose height the
    /// password field takes. Both bars go inside the field, side by side;
    /// the second ran through the room the first's `= 44` had beside it, so
    /// each figure was led across the other's bar. The first's room is kept
    /// for it: each figure sits beside its own bar, with no leader.
    @Test func twoBarsSideBySideEachKeepTheirFigureBesideThem() throws {
        let scene = Scene(width: 375, height: 300)
        let (email, password) = (View(name: "email"), View(name: "password"))
        email.shape = .roundedRectangle(cornerRadius: 8)
        addToRoot([email, password], of: scene)
        let height = email.heightAnchor.constraint(equalToConstant: 44)
        let equal = password.heightAnchor.constraint(equalTo: email.heightAnchor)
        LayoutConstraint.activate([
            email.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 40),
            email.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -40),
            email.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100), height,
            password.leadingAnchor.constraint(equalTo: email.leadingAnchor),
            password.trailingAnchor.constraint(equalTo: email.trailingAnchor),
            password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12), equal,
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        // The two bars inside the email field, at their x.
        let bars = [height, equal].compactMap { constraint in
            marks(list, constraint.relationDescription).map(\.path.bounds).first { $0.width < 1 && $0.minY - origin.y < 150 }?.midX
        }
        #expect(bars.count == 2 && Set(bars).count == 2, "\(bars)")
        for (index, constraint) in [height, equal].enumerated() {
            let relation = constraint.relationDescription
            let text = try #require(list.texts.first { $0.role == .constraintLabel(relation) && $0.box.minY - origin.y < 150 })
            #expect(!list.shapes.contains { $0.isLeader && $0.role == .constraintLabel(relation) }, "\(text.text) led off")
            // On its own bar, or beside it; never across the other one.
            let other = bars[1 - index]
            #expect(!(text.box.minX < other && other < text.box.maxX), "\(text.text) \(text.box) across the bar at \(other)")
            #expect(email.frame.offsetBy(dx: origin.x, dy: origin.y).encloses(text.box), "\(text.text) outside the field")
        }
    }
}
