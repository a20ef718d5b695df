import Diagram
import Foundation
import Layout
import Testing

/// Where a spacing's I-bar goes when the lanes near the middle of its
/// items run through text. IntrepidPursuits' menu centres four buttons,
/// each set off the root's centre by 50, 0, 50 and 100 pt: every lane
/// near the middle crossed a title, so all three offsets were drawn down
/// the one centre line, cut around the titles, caps and all, and read as
/// one line with a stray "100" on a leader into "Prompt Example".
@Suite struct SpacingLaneTests {
    /// The straight lines of the constraint whose relation reads
    /// `relation`, in scene coordinates: vertical ones as (x, from, to),
    /// horizontal ones as (y, from, to).
    func lines(_ relation: String, in list: DisplayList, origin: CGPoint)
        -> (vertical: [(at: CGFloat, from: CGFloat, to: CGFloat)], horizontal: [(at: CGFloat, from: CGFloat, to: CGFloat)])
    {
        var vertical: [(CGFloat, CGFloat, CGFloat)] = [], horizontal: [(CGFloat, CGFloat, CGFloat)] = []
        for shape in marks(list, relation) {
            guard shape.path.elements.count == 2, case .move(let a) = shape.path.elements[0],
                  case .line(let b) = shape.path.elements[1] else { continue }
            if abs(a.x - b.x) < 1e-6 {
                vertical.append((a.x - origin.x, min(a.y, b.y) - origin.y, max(a.y, b.y) - origin.y))
            } else if abs(a.y - b.y) < 1e-6 {
                horizontal.append((a.y - origin.y, min(a.x, b.x) - origin.x, max(a.x, b.x) - origin.x))
            }
        }
        return (vertical, horizontal)
    }

    /// The boxes of the views' texts, in scene coordinates.
    func textBoxes(_ list: DisplayList, origin: CGPoint) -> [CGRect] {
        list.texts.compactMap { text -> CGRect? in
            guard case .viewName = text.role else { return nil }
            return text.box.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    @Test func centreOffsetsThatCannotShareTheCentreLineEachTakeALaneBesideTheButtons() throws {
        let scene = Scene(width: 375, height: 667)
        let titles = ["Main Example", "TableView Example", "Prompt Example", "Layout Anchors Example"]
        let buttons = titles.map { title in
            let button = Label(name: title, text: title, fontSize: 17)
            button.textAlignment = .center
            return button
        }
        addToRoot(buttons, of: scene)
        for (button, offset) in zip(buttons, [-50, 0, 50, 100] as [CGFloat]) {
            LayoutConstraint.activate([
                button.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
                button.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor, constant: offset),
            ])
        }
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let texts = textBoxes(list, origin: origin)
        #expect(texts.count == 4)
        let offsets = [("Main Example.centerY == root.centerY - 50", 283.5, 333.5),
                       ("Prompt Example.centerY == root.centerY + 50", 333.5, 383.5),
                       ("Layout Anchors Example.centerY == root.centerY + 100", 333.5, 433.5)]
        var bars: [(at: CGFloat, from: CGFloat, to: CGFloat)] = []
        for (relation, from, to) in offsets {
            let drawn = lines(relation, in: list, origin: origin)
            // One whole bar from the root's centre to the button's, no
            // piece of it cut away around a title…
            #expect(drawn.vertical.count == 1, "\(relation): \(drawn.vertical)")
            let bar = try #require(drawn.vertical.first)
            expectClose(bar.from, from, "\(relation)")
            expectClose(bar.to, to, "\(relation)")
            bars.append(bar)
            // …with a cap at either end…
            #expect(drawn.horizontal.count == 2, "\(relation): \(drawn.horizontal)")
            #expect(drawn.horizontal.map { Int(($0.at * 100).rounded()) }.sorted() == [Int(from * 100), Int(to * 100)],
                    "\(relation): \(drawn.horizontal)")
            // …clear of every title…
            for text in texts {
                #expect(!(bar.at > text.minX + 1 && bar.at < text.maxX - 1 && bar.to > text.minY + 1 && bar.from < text.maxY - 1),
                        "\(relation) at x \(bar.at) through \(text)")
            }
            // …and off the centre line the buttons' centerX alignments lie on.
            #expect(abs(bar.at - 187.5) >= 5, "\(relation) at x \(bar.at)")
            // Its label is there, with no leader running into a title.
            #expect(label(list, relation) != nil, "\(relation)")
        }
        // Each in its own lane: bars that overlap along y are 5 pt apart or more.
        for (index, a) in bars.enumerated() {
            for b in bars[(index + 1)...] where min(a.to, b.to) - max(a.from, b.from) > 1 {
                #expect(abs(a.at - b.at) >= 5, "\(a) and \(b)")
            }
        }
    }

    /// Ray Wenderlich's profile: a name 8 pt above a biography whose words
    /// fill it from its top edge. The gap is clear, but the I-bar's ends lie
    /// on the two texts' boxes: drawn cut 2 pt clear of them, it lost its
    /// caps and most of its length, a stub that read as a tick.
    @Test func aSpacingThatEndsOnTextsKeepsItsCaps() throws {
        let scene = Scene(width: 375, height: 300)
        let name = Label(name: "name", text: "Ada Lovelace", fontSize: 24)
        let biography = Label(name: "biography", text: "Mathematician and writer", fontSize: 17)
        addToRoot([name, biography], of: scene)
        LayoutConstraint.activate([
            name.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
            name.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
            biography.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            biography.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -20),
            biography.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 8),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let (top, bottom) = (name.frame.maxY, biography.frame.minY)
        expectClose(bottom - top, 8)
        let drawn = lines("biography.top == name.bottom + 8", in: list, origin: origin)
        #expect(drawn.vertical.count == 1, "\(drawn.vertical)")
        let bar = try #require(drawn.vertical.first)
        expectClose(bar.from, top)
        expectClose(bar.to, bottom)
        #expect(drawn.horizontal.count == 2, "\(drawn.horizontal)")
        for cap in drawn.horizontal {
            #expect([top, bottom].contains { abs(cap.at - $0) < 0.01 }, "\(cap)")
            expectClose(cap.to - cap.from, 8, "cap at y \(cap.at)")
        }
    }

    /// RxSwift's sign-up form: a validation label 5 pt under its field, its
    /// words starting at its leading edge, set 28 pt in from the root. The
    /// only lane within the label's height touches its words; the first one
    /// clear lay in the 5-pt gap above it, on the field's corner, where the
    /// "28" read as the field's. It is drawn across the label's middle,
    /// ending on its leading edge, caps and all.
    @Test func aSpacingToALabelWhoseWordsFillItStaysWithinTheLabel() throws {
        let scene = Scene(width: 300, height: 200)
        let field = Label(name: "field", text: "Password", fontSize: 17)
        let validation = Label(name: "validation", text: "password validation", fontSize: 17)
        pin([(field, CGRect(x: 28, y: 40, width: 240, height: 30))], in: scene)
        addToRoot([validation], of: scene)
        LayoutConstraint.activate([
            validation.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 28),
            validation.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 5),
            validation.widthAnchor.constraint(equalToConstant: 240),
            validation.heightAnchor.constraint(equalToConstant: 20),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let bar = lines("validation.leading == root.leading + 28", in: list, origin: origin).horizontal
        #expect(bar.count == 1, "\(bar)")
        for line in bar {
            #expect(line.at > 75 && line.at < 95, "across the label, 75 to 95: \(line)")
            #expect(abs(line.from) < 0.01 && abs(line.to - 28) < 0.01, "\(line)")
        }
        // It touches the words' box and strikes through none of it.
        let words = try #require(textBoxes(list, origin: origin).first { $0.minY > 74 })
        #expect(bar.allSatisfy { $0.to <= words.minX + 1 }, "\(bar) \(words)")
    }

    /// Two labels 8 pt apart in a row, their words filling both: a bar
    /// across their middles would run from one's words to the other's,
    /// with no room beside it for its "8", which would be led far off. It
    /// takes the first clear lane beyond them, along their top, where its
    /// figure sits above.
    @Test func aSpacingBetweenTwoLabelsWordsTakesALaneBeyondThem() throws {
        let scene = Scene(width: 300, height: 200)
        let left = Label(name: "left", text: "Label1", fontSize: 17)
        let right = Label(name: "right", text: "Label2", fontSize: 17)
        // Its words against its trailing edge, as the right one's are against its leading one.
        left.textAlignment = .right
        pin([(left, CGRect(x: 20, y: 50, width: 56, height: 20))], in: scene)
        addToRoot([right], of: scene)
        LayoutConstraint.activate([
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            right.widthAnchor.constraint(equalToConstant: 56),
            right.heightAnchor.constraint(equalToConstant: 20),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let texts = textBoxes(list, origin: origin)
        try #require(texts.filter { $0.minY > 45 && $0.maxY < 75 }.count == 2, "both words drawn: \(texts)")
        let bar = lines("right.leading == left.trailing + 8", in: list, origin: origin).horizontal
        #expect(bar.count == 1 && bar.allSatisfy { $0.at < 50 || $0.at > 70 }, "\(bar)")
    }

    /// A new user's profile card: a 4-pt gap between a name and a handle
    /// beside a round avatar. The lanes over the handle touch both labels'
    /// text; the first lane clear beyond it lay inside the avatar's circle,
    /// where its "4" read as the avatar's. It stays over the handle, its
    /// figure led off.
    @Test func aGapBesideAnAvatarIsNotDrawnInsideTheAvatar() throws {
        let scene = Scene(width: 375, height: 300)
        let avatar = View(name: "avatar")
        avatar.shape = .oval
        let name = Label(name: "nameLabel", text: "Jane Appleseed", fontSize: 20)
        let handle = Label(name: "handle", text: "@jane", fontSize: 15)
        add([avatar, name, handle], to: scene.root)
        let gap = handle.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4)
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 32),
            avatar.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 32),
            avatar.widthAnchor.constraint(equalToConstant: 64), avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.topAnchor.constraint(equalTo: avatar.topAnchor, constant: 6),
            handle.leadingAnchor.constraint(equalTo: name.leadingAnchor), gap,
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let bar = lines(gap.relationDescription, in: list, origin: try rootOrigin(list)).vertical
        #expect(bar.count == 1)
        for line in bar {
            #expect(line.at > handle.frame.minX && line.at < handle.frame.maxX, "\(line.at) not over the handle \(handle.frame)")
            expectClose(line.from, name.frame.maxY)
            expectClose(line.to, handle.frame.minY)
        }
    }
}
