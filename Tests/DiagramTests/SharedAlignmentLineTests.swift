import Diagram
import Foundation
import Layout
import Testing

/// Alignments drawn alike on one edge share its line, as Interface Builder
/// draws them; they do not fan out into lanes of parallel lines.
@Suite struct SharedAlignmentLineTests {
    /// Three rows touching one another, each pinned to the root's leading
    /// edge: their three alignment lines overlap end to end (each reaches
    /// 3 pt past its row), and all lie on the root's leading edge.
    @Test func rowsPinnedToOneEdgeShareItsLine() throws {
        let scene = Scene(width: 300, height: 300)
        var constraints: [LayoutConstraint] = []
        for index in 0..<3 {
            let row = View(name: "row\(index)")
            row.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(row)
            constraints += [
                row.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
                row.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40 + CGFloat(index) * 50),
                row.widthAnchor.constraint(equalToConstant: 200),
                row.heightAnchor.constraint(equalToConstant: 50),
            ]
        }
        LayoutConstraint.activate(constraints)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let lines = list.shapes.filter { shape in
            guard case .constraint(let relation) = shape.role else { return false }
            return relation.hasSuffix(".leading == root.leading")
        }
        #expect(lines.count == 3)
        for line in lines {
            let xs = line.path.elements.compactMap { element -> CGFloat? in
                switch element {
                case .move(let p), .line(let p): p.x
                default: nil
                }
            }
            #expect(xs.allSatisfy { abs($0 - origin.x) < 0.01 }, "\(line.role): \(xs.map { $0 - origin.x })")
        }
        #expect(Set(lines.map(\.stroke)).count == 1)
    }

    /// Two labels centred on the root's midline, the first named one's text
    /// filling it (its line mostly hidden, so left on the midline only
    /// because no other lane is clear), the second's short: both lines lie
    /// on the midline, cut around their texts, rather than the second
    /// taking a lane 8 pt below where it reads as an underline.
    @Test func centreLinesOnOneMidlineShareItEvenWhereTextHidesTheFirst() throws {
        let scene = Scene(width: 375, height: 667)
        let full = Label(name: "full", text: "DONATION BY TEXT", fontSize: 17)
        let short = Label(name: "short", text: "CANCEL", fontSize: 17)
        for label in [full, short] {
            label.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(label)
        }
        LayoutConstraint.activate([
            full.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor),
            short.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor),
            short.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 15),
            full.leadingAnchor.constraint(equalTo: short.trailingAnchor, constant: 20),
            scene.root.trailingAnchor.constraint(equalTo: full.trailingAnchor, constant: 15),
            full.widthAnchor.constraint(equalTo: short.widthAnchor),
            full.heightAnchor.constraint(equalToConstant: 20),
            short.heightAnchor.constraint(equalToConstant: 20),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let midline = try rootOrigin(list).y + 333.5
        for name in ["full", "short"] {
            let lines = marks(list, "\(name).centerY == root.centerY")
            #expect(!lines.isEmpty)
            let ys = lines.flatMap { $0.path.elements }.compactMap { element -> CGFloat? in
                switch element {
                case .move(let p), .line(let p): p.y
                default: nil
                }
            }
            #expect(!ys.isEmpty && ys.allSatisfy { abs($0 - midline) < 0.01 }, "\(name): \(ys.map { $0 - midline })")
        }
    }

    /// A card: an avatar on the root's top margin, a name label beside it
    /// with its top on the avatar's. The tops' line runs along the label's
    /// box, whose top is the font's ascent above its capitals: it is drawn
    /// there, unbroken across the label, rather than cut away over the label
    /// and moved 8 pt up onto the root's outline, where it read as the
    /// picture's frame. A line along a label's bottom, where descenders reach,
    /// is still cut around its text.
    @Test func aLineAlongALabelsTopIsDrawnThereUncut() throws {
        let scene = Scene(width: 400, height: 120)
        let avatar = View(name: "avatar")
        let name = Label(name: "name", text: "Jane Appleseed", fontSize: 17)
        let note = Label(name: "note", text: "Online", fontSize: 13)
        addToRoot([avatar, name, note], of: scene)
        let tops = name.topAnchor.constraint(equalTo: avatar.topAnchor)
        let bottoms = note.bottomAnchor.constraint(equalTo: avatar.bottomAnchor)
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: scene.root.layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: scene.root.layoutMarginsGuide.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 56), avatar.heightAnchor.constraint(equalToConstant: 56),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12), tops,
            note.leadingAnchor.constraint(equalTo: name.leadingAnchor), bottoms,
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let top = SpacingLaneTests().lines(tops.relationDescription, in: list, origin: origin).horizontal
        // One line at the tops (8 pt down, the root's margin), from 3 pt
        // before the avatar to 3 pt past the name.
        #expect(top.count == 1, "\(top)")
        expectClose(top.first?.at ?? -1, 8)
        expectClose(top.first?.from ?? -1, 5)
        expectClose(top.first?.to ?? -1, name.frame.maxX + 3)
        // Along the bottoms: cut where the note's text is.
        let bottom = SpacingLaneTests().lines(bottoms.relationDescription, in: list, origin: origin).horizontal
        #expect(bottom.allSatisfy { abs($0.at - 64) < 0.01 }, "\(bottom)")
        let text = try #require(list.texts.first { $0.role == .viewName("note") }).box.offsetBy(dx: -origin.x, dy: 0)
        #expect(bottom.count == 2 && bottom.allSatisfy { $0.to <= text.minX - 1.99 || $0.from >= text.maxX + 1.99 },
                "\(bottom) around \(text)")
    }

    /// A logo centred on the root, a title under it centred too: the
    /// title's centre line, hidden by its centred words, stays on the
    /// midline the logo's line draws, its stubs above and below the title
    /// continuing that line, rather than nudged aside, where a nudge shows
    /// no more of it and its stubs read as stray ticks. A centre line never
    /// goes more than 4 pt off its midline.
    @Test func aHiddenCentreLineStaysOnTheMidline() throws {
        let scene = Scene(width: 393, height: 300)
        let logo = View(name: "logo")
        let title = Label(name: "title", text: "Welcome back", fontSize: 28)
        addToRoot([logo, title], of: scene)
        let titleCentre = title.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor)
        LayoutConstraint.activate([
            logo.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
            logo.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            logo.widthAnchor.constraint(equalToConstant: 80), logo.heightAnchor.constraint(equalToConstant: 80),
            titleCentre, title.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 16),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let lines = SpacingLaneTests().lines(titleCentre.relationDescription, in: list, origin: origin).vertical
        #expect(!lines.isEmpty && lines.allSatisfy { abs($0.at - 196.5) < 0.01 }, "\(lines)")
    }

    /// A caption on the root's margin and a subtitle aligned with it, as a
    /// video page has them: each label's first letter hides its leading
    /// edge (cut 2 pt clear of the text, the caption's line was two 1-pt
    /// stubs), so the line goes 4 pt out, where it shows whole, and the
    /// subtitle's shares that lane. It never goes 8 pt out, onto the
    /// root's outline (x 0), where it read as the picture's frame, nor
    /// past it. Right to left, the mirror: 4 pt right of the margin.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func anEdgeTextHidesTakesALaneBesideItNeverTheRootsOutline(direction: LayoutDirection) throws {
        let scene = Scene(width: 375, height: 200)
        scene.layoutDirection = direction
        let caption = Label(name: "caption", text: "Big Buck Bunny", fontSize: 20)
        let views = Label(name: "views", text: "1.2M views", fontSize: 13)
        addToRoot([caption, views], of: scene)
        let onMargin = caption.leadingAnchor.constraint(equalTo: scene.root.layoutMarginsGuide.leadingAnchor)
        let aligned = views.leadingAnchor.constraint(equalTo: caption.leadingAnchor)
        LayoutConstraint.activate([
            onMargin, aligned, caption.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 40),
            views.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 4),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        for (constraint, items) in [(onMargin, [caption]), (aligned, [caption, views])] {
            let lines = SpacingLaneTests().lines(constraint.relationDescription, in: list, origin: origin).vertical
            let (top, bottom) = (items.map(\.frame.minY).min() ?? 0, items.map(\.frame.maxY).max() ?? 0)
            #expect(lines.count == 1, "\(constraint.relationDescription): \(lines)")
            expectClose(lines.first?.at ?? -1, direction == .leftToRight ? 4 : 371, "\(constraint.relationDescription)")
            #expect(lines.allSatisfy { $0.from <= top && $0.to >= bottom }, "\(constraint.relationDescription): \(lines)")
        }
    }

    /// A title whose bottom is its bar's bottom: its text hides the line,
    /// and 4 pt below it is outside the bar, in the gap under it, where a
    /// line reads as an underline of the next view. The line stays on the
    /// bar's bottom edge, cut around the text.
    @Test func aHiddenEdgeIsNotNudgedOutOfTheViewThatHoldsItsItem() throws {
        let scene = Scene(width: 300, height: 200)
        let bar = View(name: "bar")
        let title = Label(name: "title", text: "In-app purchase", fontSize: 17)
        let below = View(name: "below")
        addToRoot([bar, below], of: scene)
        add([title], to: bar)
        let bottoms = bar.bottomAnchor.constraint(equalTo: title.bottomAnchor)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            bar.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -20),
            bar.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            bar.heightAnchor.constraint(equalToConstant: 60),
            title.trailingAnchor.constraint(equalTo: bar.trailingAnchor), bottoms,
            below.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: bar.leadingAnchor), below.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
            below.heightAnchor.constraint(equalToConstant: 40),
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let lines = SpacingLaneTests().lines(bottoms.relationDescription, in: list, origin: try rootOrigin(list)).horizontal
        #expect(lines.allSatisfy { abs($0.at - bar.frame.maxY) < 0.01 }, "\(lines) (bar's bottom \(bar.frame.maxY))")
    }
}
