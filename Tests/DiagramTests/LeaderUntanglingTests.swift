@testable import Diagram
import Foundation
import Layout
import Testing

/// Two constraints' labels of one height whose leaders cross trade places
/// once every label is placed, where that crosses or strikes nothing more.
@Suite struct LeaderUntanglingTests {
    /// Marks at (0, 100) and (100, 100), each label led from its mark to
    /// the other's side: "= 34" over x 88...108 for the mark on the left,
    /// `textB` (x -8... ) for the one on the right, both 40 pt up.
    struct Crossed {
        var placer = LabelPlacer(obstacles: [], gap: 2)
        var labels: [DisplayItem] = []
        var placed: [Annotation.PlacedConstraintLabel] = []
        let anchorA = CGPoint(x: 0, y: 100), anchorB = CGPoint(x: 100, y: 100)

        init(textB: String = "= 30", widthB: CGFloat = 20, heightB: CGFloat = 14) {
            add("= 34", width: 20, height: 14, at: CGPoint(x: 88, y: 40), from: anchorA, owner: 0)
            add(textB, width: widthB, height: heightB, at: CGPoint(x: -8, y: 40), from: anchorB, owner: 1)
        }

        mutating func add(_ text: String, width: CGFloat, height: CGFloat, at origin: CGPoint, from anchor: CGPoint, owner: Int) {
            let box = CGRect(origin: origin, size: CGSize(width: width, height: height))
            let plate = box.insetBy(dx: -2, dy: 0)
            let end = LabelPlacer.nearestPoint(of: plate, to: anchor)
            placer.recordLeader(from: anchor, to: end)
            placer.keepLeadersOff(names: [plate])
            let role = DisplayRole.constraintLabel(text)
            let items: [DisplayItem] = [
                .shape(ShapeItem(path: .polyline([anchor, end]), fill: nil, stroke: StrokeStyle(color: .black, width: 0.5),
                                 role: role, isLeader: true)),
                .text(TextItem(text: text, box: box, baseline: 11, fontSize: 11, bold: false, color: .black,
                               background: .white, role: role)),
            ]
            let constraint = ObjectIdentifier(NSObject())
            placed.append(Annotation.PlacedConstraintLabel(constraint: constraint, items: labels.count..<labels.count + items.count,
                                                           owner: owner, related: [], relatedEdges: []))
            labels += items
        }

        mutating func untangle() {
            Annotation.untangleLeaders(of: placed, in: &labels, root: CGRect(x: -50, y: 0, width: 300, height: 200),
                                       placer: &placer, outlines: ViewOutlines(drawn: []), style: .standard)
        }

        func label(_ index: Int) -> (text: CGRect?, leader: (start: CGPoint, end: CGPoint)?) {
            let items = Array(labels[placed[index].items])
            return (items.textBounds, items.leader)
        }
    }

    @Test func labelsOfOneSizeWithCrossingLeadersTradePlaces() throws {
        var scene = Crossed()
        scene.untangle()
        let (textA, leaderA) = scene.label(0), (textB, leaderB) = scene.label(1)
        // Each now over its own mark's side, led straight up to it.
        #expect(textA == CGRect(x: -8, y: 40, width: 20, height: 14))
        #expect(textB == CGRect(x: 88, y: 40, width: 20, height: 14))
        let a = try #require(leaderA), b = try #require(leaderB)
        #expect(a.start == scene.anchorA && a.end == CGPoint(x: 0, y: 54))
        #expect(b.start == scene.anchorB && b.end == CGPoint(x: 100, y: 54))
        #expect(!LabelPlacer.segments(a.start, a.end, cross: b.start, b.end))
        // The placer keeps the new leaders, for the labels placed after.
        #expect(scene.placer.leaders.map(\.end) == [CGPoint(x: 0, y: 54), CGPoint(x: 100, y: 54)])
    }

    @Test func aWiderLabelTakesTheNarrowersSpotCentredOverItsMark() throws {
        // "= 300" over its mark on the right, centred on the spot "= 34"
        // left; "= 34" centred on the wider spot over its own.
        var scene = Crossed(textB: "= 300", widthB: 27)
        scene.untangle()
        #expect(scene.label(0).text == CGRect(x: -4.5, y: 40, width: 20, height: 14))
        #expect(scene.label(1).text == CGRect(x: 84.5, y: 40, width: 27, height: 14))
        let leader = try #require(scene.label(1).leader)
        #expect(leader.end == CGPoint(x: 100, y: 54))
    }

    @Test func aWiderLabelDoesNotReachIntoRoomTaken() {
        // Taken just right of the spot "= 34" holds: "= 300" would run into it.
        var scene = Crossed(textB: "= 300", widthB: 27)
        scene.placer.reserve(CGRect(x: 111, y: 40, width: 20, height: 14))
        let before = scene.labels
        scene.untangle()
        #expect(scene.labels == before)
    }

    @Test func aWiderLabelIsNotLedWhereALeaderWouldStrikeIt() {
        // A leader down through x 110, past the spot "= 34" holds but not
        // past where "= 300" would reach.
        var scene = Crossed(textB: "= 300", widthB: 27)
        scene.placer.recordLeader(from: CGPoint(x: 110, y: 20), to: CGPoint(x: 110, y: 60))
        let before = scene.labels
        scene.untangle()
        #expect(scene.labels == before)
    }

    @Test func labelsOfDifferentHeightsKeepTheirPlaces() {
        var scene = Crossed(textB: "= 30", widthB: 20, heightB: 28)
        let before = scene.labels
        scene.untangle()
        #expect(scene.labels == before)
    }

    @Test func aTradeThatWouldCrossAThirdLeaderIsNotMade() {
        // A leader across the left mark's line up, clear of both as they are.
        var scene = Crossed()
        scene.placer.recordLeader(from: CGPoint(x: -20, y: 80), to: CGPoint(x: 20, y: 80))
        let before = scene.labels
        scene.untangle()
        #expect(scene.labels == before)
    }

    @Test func aTradeThatWouldStrikeALabelIsNotMade() {
        // A label over the left mark, under where its leader would go up.
        var scene = Crossed()
        scene.placer.keepLeadersOff(names: [CGRect(x: -10, y: 70, width: 20, height: 14)])
        let before = scene.labels
        scene.untangle()
        #expect(scene.labels == before)
    }
}

/// A name's (or a badge's) leader crossed by a constraint's placed after
/// it starts further along its view's top edge, where that crosses nothing.
@Suite struct NameLeaderRerouteTests {
    /// A view whose top edge runs from x 0 to 100 at y 100, named at
    /// (120, 40) on a leader from the edge's middle; `crossing` recorded
    /// after it.
    func rerouted(crossing: (start: CGPoint, end: CGPoint), badge: Bool = false)
        -> (before: [DisplayItem], after: [DisplayItem], placer: LabelPlacer)
    {
        // The view, or a summarised container of that frame with its badge.
        let container = View(name: "Avatar")
        container.frame = CGRect(x: 0, y: 100, width: 100, height: 60)
        let role = badge ? DisplayRole.summary(container.name) : .viewName("Avatar")
        let anchor = CGPoint(x: 50, y: 100)
        let name = SceneLayer.Note(text: "Avatar", color: .black, anchor: anchor, role: role, fontSize: 12, edge: 0...100)
        let text = CGRect(x: 120, y: 40, width: 60, height: 14)
        let end = LabelPlacer.nearestPoint(of: text.insetBy(dx: -2, dy: 0), to: anchor)
        var placer = LabelPlacer(obstacles: [], gap: 2)
        placer.recordLeader(from: anchor, to: end)
        placer.recordLeader(from: crossing.start, to: crossing.end)
        let before: [DisplayItem] = [
            .shape(ShapeItem(path: .polyline([anchor, end]), fill: nil, stroke: StrokeStyle(color: .black, width: 0.5),
                             role: role, isLeader: true)),
            .text(TextItem(text: "Avatar", box: text, baseline: 11, fontSize: 12, bold: false, color: .black,
                           background: .white, role: role)),
        ]
        var labels = before
        let edges = badge ? Annotation.leaderEdges(names: [], badged: [container]) : Annotation.leaderEdges(names: [name], badged: [])
        Annotation.rerouteEdgeLeaders(edges, in: &labels, placer: &placer, style: .standard)
        return (before, labels, placer)
    }

    @Test func aCrossedNameLeaderStartsAtTheEdgesEndNearestItsName() throws {
        let (_, after, placer) = rerouted(crossing: (CGPoint(x: 90, y: 60), CGPoint(x: 90, y: 110)))
        let leader = try #require(after.leader)
        #expect(leader.start == CGPoint(x: 98, y: 100))
        #expect(leader.end == CGPoint(x: 118, y: 54))
        #expect(placer.leaders.first.map { $0.start == leader.start && $0.end == leader.end } == true)
        // Its text stays where it is.
        #expect(after.textBounds == CGRect(x: 120, y: 40, width: 60, height: 14))
    }

    @Test func aBadgesLeaderIsReroutedAlongItsContainersTopEdge() throws {
        let (_, after, _) = rerouted(crossing: (CGPoint(x: 90, y: 60), CGPoint(x: 90, y: 110)), badge: true)
        #expect(try #require(after.leader).start == CGPoint(x: 98, y: 100))
    }

    @Test func aNameLeaderCrossedWhereverItStartsStays() {
        // A leader across the whole edge's width above it.
        let (before, after, _) = rerouted(crossing: (CGPoint(x: -10, y: 90), CGPoint(x: 200, y: 90)))
        #expect(after == before)
    }
}

/// A size's or a spacing's label led away from its bar, its leader crossed
/// by another, is led from further along the bar's middle half instead.
@Suite struct BarLeaderRerouteTests {
    func bar(_ kind: MarkKinds = .sizes, along: CGFloat = 80, orientation: ConstraintMark.Orientation = .horizontal) -> ConstraintMark {
        ConstraintMark(lines: [.polyline([CGPoint(x: 10, y: 100), CGPoint(x: 90, y: 100)])],
                       stroke: StrokeStyle(color: .black, width: 1), label: "= 80", labelColor: .black,
                       anchor: CGPoint(x: 50, y: 100), orientation: orientation, role: .constraint("w"), labelRole: .constraintLabel("w"),
                       kind: kind, along: along)
    }

    @Test func theMiddleHalfOfASizesOrSpacingsBar() throws {
        let half = try #require(Annotation.middleHalf(of: bar()))
        #expect(half.from == CGPoint(x: 30, y: 100) && half.to == CGPoint(x: 70, y: 100))
        let vertical = try #require(Annotation.middleHalf(of: bar(.spacings, orientation: .vertical)))
        #expect(vertical.from == CGPoint(x: 50, y: 80) && vertical.to == CGPoint(x: 50, y: 120))
        // An alignment's line is not a bar; a bar of 12 pt is too short to lead from elsewhere.
        #expect(Annotation.middleHalf(of: bar(.alignments)) == nil)
        #expect(Annotation.middleHalf(of: bar(along: 12)) == nil)
    }

    /// "= 80" at (120, 40) led from the middle of a bar from x 10 to 90 at
    /// y 100, and `crossing` recorded before it.
    func rerouted(crossing: (start: CGPoint, end: CGPoint)) -> [DisplayItem] {
        let text = CGRect(x: 120, y: 40, width: 24, height: 14)
        let anchor = CGPoint(x: 50, y: 100)
        let end = LabelPlacer.nearestPoint(of: text.insetBy(dx: -2, dy: 0), to: anchor)
        var placer = LabelPlacer(obstacles: [], gap: 2)
        placer.recordLeader(from: crossing.start, to: crossing.end)
        placer.recordLeader(from: anchor, to: end)
        var labels: [DisplayItem] = [
            .shape(ShapeItem(path: .polyline([anchor, end]), fill: nil, stroke: StrokeStyle(color: .black, width: 0.5),
                             role: .constraintLabel("w"), isLeader: true)),
            .text(TextItem(text: "= 80", box: text, baseline: 11, fontSize: 11, bold: false, color: .black,
                           background: .white, role: .constraintLabel("w"))),
        ]
        let placed = Annotation.PlacedConstraintLabel(constraint: ObjectIdentifier(NSObject()), items: 0..<2, owner: 0, related: [],
                                                      relatedEdges: [], bar: Annotation.middleHalf(of: bar()))
        Annotation.rerouteBarLeaders(of: [placed], in: &labels, placer: &placer, style: .standard)
        return labels
    }

    @Test func aCrossedLeaderStartsFurtherAlongItsBar() throws {
        // A leader down through x 58 crosses the one from the middle and
        // from 5 pt either way; from 10 pt right, x 60, it clears it.
        let labels = rerouted(crossing: (CGPoint(x: 58, y: 60), CGPoint(x: 58, y: 130)))
        let leader = try #require(labels.leader)
        #expect(leader.start == CGPoint(x: 60, y: 100))
        #expect(labels.textBounds == CGRect(x: 120, y: 40, width: 24, height: 14))
    }

    @Test func aLeaderCrossedAlongTheWholeBarStays() throws {
        let labels = rerouted(crossing: (CGPoint(x: 0, y: 95), CGPoint(x: 200, y: 95)))
        #expect(try #require(labels.leader).start == CGPoint(x: 50, y: 100))
    }
}
