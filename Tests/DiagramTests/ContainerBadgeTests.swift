@testable import Diagram
import Foundation
import Layout
import Testing

/// When a summarised container's badge names its container: where its
/// spot, the right of the container's top edge, could be another view's.
@Suite struct ContainerBadgeTests {
    /// Views at fixed frames in a 400 × 400 root, laid out.
    private func views(_ frames: [String: CGRect]) throws -> [String: View] {
        let scene = Scene(width: 400, height: 400)
        let made = Dictionary(uniqueKeysWithValues: frames.keys.map { ($0, View(name: $0)) })
        pin(frames.sorted { $0.key < $1.key }.map { (made[$0.key]!, $0.value) }, in: scene)
        try scene.layout()
        return made
    }

    @Test func aContainerAloneOnItsTopEdgeKeepsThePlainCount() throws {
        let v = try views(["box": CGRect(x: 20, y: 20, width: 200, height: 100),
                           "inner": CGRect(x: 30, y: 60, width: 180, height: 20)])
        #expect(!Annotation.badgeNeedsName(try #require(v["box"]), among: Array(v.values), badged: [v["box"]!]))
    }

    /// Two containers with one frame, a view flush with the top edge under
    /// the badge's spot, another badge's spot a few points away: named.
    @Test func aSharedTopEdgeOrANearbyBadgeNamesTheContainer() throws {
        let v = try views(["box": CGRect(x: 20, y: 20, width: 200, height: 100),
                           "twin": CGRect(x: 20, y: 20, width: 200, height: 100),
                           "flush": CGRect(x: 20, y: 150, width: 200, height: 100),
                           "corner": CGRect(x: 160, y: 151.5, width: 50, height: 20),
                           "left": CGRect(x: 20, y: 300, width: 200, height: 50),
                           "leftmost": CGRect(x: 20, y: 300.5, width: 40, height: 20),
                           "near": CGRect(x: 250, y: 300, width: 100, height: 50),
                           "nearer": CGRect(x: 250, y: 310, width: 110, height: 40)])
        let all = Array(v.values)
        func needsName(_ name: String, badged: [String]) throws -> Bool {
            Annotation.badgeNeedsName(try #require(v[name]), among: all, badged: badged.map { v[$0]! })
        }
        #expect(try needsName("box", badged: ["box"]))
        // "corner" sits 1.5 pt below the top, under the badge's 80 pt.
        #expect(try needsName("flush", badged: ["flush"]))
        // "leftmost" shares the top edge but lies far left of the badge.
        #expect(try !needsName("left", badged: ["left"]))
        // "nearer"'s badge would sit 10 pt below and 10 pt right of "near"'s.
        #expect(try !needsName("near", badged: ["near"]))
        #expect(try needsName("near", badged: ["near", "nearer"]))
    }

    /// Rows stacked flush (a keyboard demo's form): on the shared line the
    /// lower row's count could be the upper row's, so by that row's bottom
    /// edge it is named, but not when only tops are asked for.
    @Test func aRowStackedFlushAboveNamesTheContainer() throws {
        let v = try views(["upper": CGRect(x: 20, y: 20, width: 300, height: 150),
                           "lower": CGRect(x: 20, y: 170, width: 300, height: 150),
                           "apart": CGRect(x: 20, y: 330, width: 300, height: 60)])
        let all = Array(v.values)
        #expect(Annotation.badgeNeedsName(try #require(v["lower"]), among: all, badged: [v["lower"]!]))
        #expect(!Annotation.badgeNeedsName(try #require(v["lower"]), among: all, badged: [v["lower"]!], rowsAbove: false))
        // 10 pt below the lower row: no row on its line.
        #expect(!Annotation.badgeNeedsName(try #require(v["apart"]), among: all, badged: [v["apart"]!]))
    }

    /// Where the row above is flush, a plain count goes below the line,
    /// inside its container, when there is room there (a skeleton demo's
    /// 23-constraint panel under a collection view): no name needed.
    @Test func theCountOfARowUnderAFlushRowGoesBelowTheLine() throws {
        let scene = Scene(width: 400, height: 500)
        let upper = View(name: "upper"), lower = View(name: "lower")
        pin([(upper, CGRect(x: 20, y: 20, width: 360, height: 300)), (lower, CGRect(x: 20, y: 320, width: 360, height: 160))], in: scene)
        var pieces: [View] = []
        for index in 0..<12 {
            let piece = View(name: "piece\(index)")
            piece.translatesAutoresizingMaskIntoConstraints = false
            lower.addSubview(piece)
            pieces.append(piece)
        }
        // Enough constraints inside "lower" to summarise it.
        var constraints: [LayoutConstraint] = []
        for (index, piece) in pieces.enumerated() {
            constraints += [piece.leadingAnchor.constraint(equalTo: lower.leadingAnchor, constant: CGFloat(10 + (index % 4) * 80)),
                            piece.topAnchor.constraint(equalTo: lower.topAnchor, constant: CGFloat(40 + (index / 4) * 40)),
                            piece.widthAnchor.constraint(equalToConstant: 60), piece.heightAnchor.constraint(equalToConstant: 30)]
        }
        LayoutConstraint.activate(constraints)
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let badge = try #require(list.texts.first { $0.role == .summary("lower") })
        #expect(badge.text == "48 constraints")
        #expect(badge.box.minY >= 320, "below the shared line, in its own row: \(badge.box)")
    }

    /// The badge of "box" (360 × 100 at (20, 100), a 100 × 30 view inside
    /// it), counting 12 constraints, placed with `taken` taken.
    func badges(taken: [CGRect]) throws -> (labels: [DisplayItem], notShown: [String]) {
        let scene = Scene(width: 400, height: 400)
        let box = View(name: "box"), inner = View(name: "inner")
        pin([(box, CGRect(x: 20, y: 100, width: 360, height: 100))], in: scene)
        pin([(inner, CGRect(x: 10, y: 40, width: 100, height: 30))], inside: box)
        try scene.layout()
        let options = DiagramOptions(), typesetter = Typesetter(options: options)
        let layer = try SceneLayer(scene: scene, options: options, style: .standard, typesetter: typesetter, barClearance: .none)
        var placer = LabelPlacer(obstacles: taken, gap: 2)
        return Annotation.placeBadges([(box, 12)], in: scene, root: scene.root.frame, layer: layer, placer: &placer,
                                      typesetter: typesetter, style: .standard)
    }

    /// A badge with no spot near its container (every spot within
    /// ``LabelPlacer/rings`` label heights taken) is said under the picture
    /// rather than set below everything placed: four badges of a cell's
    /// stacked containers went under the whole picture on leaders 360 to
    /// 540 pt long.
    @Test func aBadgeWithNoSpotNearIsSaidUnderThePicture() throws {
        // Room near: the badge on the picture.
        let near = try badges(taken: [])
        #expect(near.notShown.isEmpty)
        #expect(near.labels.contains { if case .text(let text) = $0 { text.text == "12 constraints" } else { false } })
        // Everything for 500 pt around taken: no badge on the picture, its
        // words under it.
        let far = try badges(taken: [CGRect(x: -500, y: -500, width: 1400, height: 1100)])
        #expect(far.labels.isEmpty)
        #expect(far.notShown == ["box: 12 constraints"])
        #expect(Diagram.badgesNotShownLine(far.notShown)
            == "1 count not shown: no room near its container (box: 12 constraints)")
        #expect(Diagram.badgesNotShownLine((1...6).map { "c\($0): 9 constraints" })
            == "6 counts not shown: no room near their containers (c1: 9 constraints, c2: 9 constraints, c3: 9 constraints, "
            + "c4: 9 constraints, 2 more)")
    }

    /// A badge whose only room is further than ``Annotation/badgeRings``
    /// label heights from its spot, or, unnamed, further than
    /// ``Annotation/plainBadgeReach``, is said under the picture: a filter
    /// panel's badges went 110 to 180 pt from their rows, their leaders
    /// through the rows between, and a plain "12 constraints" two rows up
    /// read as theirs.
    @Test func aBadgeFarFromItsContainerIsSaidUnderThePicture() throws {
        /// The badge (its spot at (340, 100)) with everything taken but `free`.
        func badges(free: CGRect) throws -> (labels: [DisplayItem], notShown: [String]) {
            let all = CGRect(x: -500, y: -500, width: 1400, height: 1400)
            return try self.badges(taken: [
                CGRect(x: all.minX, y: all.minY, width: all.width, height: free.minY - all.minY),
                CGRect(x: all.minX, y: free.maxY, width: all.width, height: all.maxY - free.maxY),
                CGRect(x: all.minX, y: free.minY, width: free.minX - all.minX, height: free.height),
                CGRect(x: free.maxX, y: free.minY, width: all.maxX - free.maxX, height: free.height),
            ])
        }
        func texts(_ labels: [DisplayItem]) -> [String] {
            labels.compactMap { if case .text(let text) = $0 { text.text } else { nil } }
        }
        // Room 37 pt below the spot, wide enough for the name: named there.
        let near = try badges(free: CGRect(x: 200, y: 135, width: 200, height: 35))
        #expect(near.notShown.isEmpty && texts(near.labels) == ["box: 12 constraints"], "\(texts(near.labels))")
        // Room only 120 pt below, past six label heights: under the picture.
        let far = try badges(free: CGRect(x: 200, y: 220, width: 200, height: 35))
        #expect(far.labels.isEmpty && far.notShown == ["box: 12 constraints"], "\(texts(far.labels))")
        // Room 70 pt below for the plain count only (112 pt wide, too
        // narrow for the name): with no name to say whose it is, not that far.
        let plain = try badges(free: CGRect(x: 286, y: 160, width: 112, height: 35))
        #expect(plain.labels.isEmpty && plain.notShown == ["box: 12 constraints"], "\(texts(plain.labels))")
        // The same room 37 pt below: the plain count, on its short leader.
        let short = try badges(free: CGRect(x: 286, y: 130, width: 112, height: 35))
        #expect(short.notShown.isEmpty && texts(short.labels) == ["12 constraints"], "\(texts(short.labels))")
    }
}

/// Which names placed near their views go with the crowded names once the
/// badges have their spots: one whose leader runs through a badge (it
/// seems to point at it), or one a badge's leader runs through (struck
/// out, as a firewall app's names were, each under two or three badges'
/// leaders); not one a leader only starts in or passes beside.
@Suite struct NamesLedUnderBadgesTests {
    private func badge(_ text: String, at box: CGRect, ledFrom start: CGPoint) -> [DisplayItem] {
        let end = CGPoint(x: start.x, y: box.maxY)
        return [.shape(ShapeItem(path: .polyline([start, end]), fill: nil, stroke: StrokeStyle(color: .black, width: 0.5),
                                 role: .summary(text))),
                .text(TextItem(text: text, box: box, baseline: box.maxY - 3, fontSize: 11, bold: false, color: .black,
                               background: nil, role: .summary(text)))]
    }

    @Test func aNameABadgesLeaderStrikesIsHeldAsOneLedUnderABadge() {
        var near = Annotation.NamesNear(extent: CGRect(x: 0, y: 0, width: 400, height: 400))
        near.boxes = [0: CGRect(x: 100, y: 60, width: 120, height: 14),   // the leader at x 150 runs up through it
                      1: CGRect(x: 240, y: 60, width: 120, height: 14),   // beside it
                      2: CGRect(x: 100, y: 90, width: 120, height: 14),   // the leader starts inside it
                      3: CGRect(x: 10, y: 200, width: 80, height: 14)]    // led up through the badge's plate
        near.leaders = [3: (CGPoint(x: 50, y: 214), CGPoint(x: 50, y: 20))]
        let badges = badge("Container: 12 constraints", at: CGRect(x: 20, y: 20, width: 160, height: 14),
                           ledFrom: CGPoint(x: 150, y: 100))
        #expect(Annotation.namesLedUnder(badges, near: near) == [0, 3])
    }
}
