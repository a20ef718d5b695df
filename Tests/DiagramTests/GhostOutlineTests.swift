@testable import Diagram
import Foundation
import Layout
import Testing

/// A ghost that would reach far past the scene is cut with a break line, so
/// that the picture stays the size of the scene.
@Suite struct GhostOutlineTests {
    /// A 393 × 852 window whose panel, pinned to both sides, wants to be
    /// `wantedWidth` wide @999 (as a storyboard made for an iPad might).
    func panelScene(wantedWidth: CGFloat) throws -> Scene {
        let scene = Scene(width: 393, height: 852)
        let panel = View(name: "panel")
        panel.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(panel)
        let width = panel.widthAnchor.constraint(equalToConstant: wantedWidth)
        width.priority = LayoutPriority(999)
        LayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            panel.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
            panel.heightAnchor.constraint(equalToConstant: 200),
            width,
        ])
        try scene.layout()
        return scene
    }

    func ghost(_ list: DisplayList) -> ShapeItem? {
        list.shapes.first { if case .wanted = $0.role { true } else { false } }
    }

    @Test func aWidthWantedFarPastTheSceneIsCutAtItsReach() throws {
        let list = try Diagram.displayList(for: panelScene(wantedWidth: 1366))
        let origin = try rootOrigin(list)
        let shape = try #require(ghost(list))
        let bounds = shape.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y)
        // From the panel's leading edge to half the window's width past its
        // trailing edge (393 + 196.5), the zigzag swinging 6 pt either side of the cut.
        expectClose(bounds.minX, 0)
        expectClose(bounds.maxX, 589.5 + 6)
        expectClose(bounds.minY, 100); expectClose(bounds.maxY, 300)
        // A move, four edges and a close, and four zigzag points on the cut side.
        #expect(shape.path.elements.count == 6 + 4)
        // The label still says what was wanted.
        #expect(list.texts.contains { $0.text == "= 1366 @999: wants 1366, gets 393" })
        // The picture is the window and its margins, not the 1366 pt ghost.
        #expect(list.size.width < 600 + 200, "\(list.size)")
    }

    @Test func aGhostWithinReachIsTheWholeRectangle() throws {
        let list = try Diagram.displayList(for: panelScene(wantedWidth: 420))
        let origin = try rootOrigin(list)
        let shape = try #require(ghost(list))
        let bounds = shape.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y)
        expectClose(bounds.minX, 0); expectClose(bounds.maxX, 420)
        #expect(shape.path == .rectangle(CGRect(x: origin.x, y: origin.y + 100, width: 420, height: 200)))
    }

    @Test func anOutlineCutOnTwoSidesBreaksBoth() throws {
        // A 60 pt area: the reach is its floor, 48 pt.
        let area = CGRect(x: 0, y: 0, width: 60, height: 60)
        let outline = try #require(GhostOutline(frame: CGRect(x: -500, y: 10, width: 550, height: 900), area: area))
        expectClose(outline.drawn.minX, -48); expectClose(outline.drawn.maxX, 50)
        expectClose(outline.drawn.minY, 10); expectClose(outline.drawn.maxY, 108)
        // A move, four edges and a close, and four zigzag points on the bottom and on the left.
        #expect(outline.path.elements.count == 6 + 2 * 4)
    }

    @Test func anOvalWithinReachKeepsItsShapeAndOneFarAwayIsNotDrawn() {
        let area = CGRect(x: 0, y: 0, width: 100, height: 100)
        let oval = GhostOutline(frame: CGRect(x: 10, y: 10, width: 50, height: 50), area: area, shape: .oval)
        #expect(oval?.path == .oval(in: CGRect(x: 10, y: 10, width: 50, height: 50)))
        // A place wanted 1,000 pt away leaves nothing within reach: its label says where.
        #expect(GhostOutline(frame: CGRect(x: 1000, y: 10, width: 50, height: 50), area: area) == nil)
    }

    /// A 75-pt button centred in a 393-pt window, wanting (@249) to sit
    /// 8 pt in from the safe area's leading edge, and to have the safe
    /// area's trailing edge 8 pt after its own: the second constraint names
    /// the root's guide first. Each ghost is the button where that
    /// constraint wanted it, 8 pt in from its side of the window; the
    /// root's guide never moves.
    @Test func theGhostOfAnEdgeTiedToTheRootsGuideIsTheViewNotTheGuide() throws {
        let scene = Scene(width: 393, height: 600)
        let button = View(name: "button")
        addToRoot([button], of: scene)
        let guide = scene.root.safeAreaLayoutGuide
        let leading = button.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8)
        let trailing = guide.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8)
        for optional in [leading, trailing] { optional.priority = LayoutPriority(249) }
        LayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
            button.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 300),
            button.widthAnchor.constraint(equalToConstant: 75), button.heightAnchor.constraint(equalToConstant: 35),
            leading, trailing,
        ])
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        let ghosts = list.shapes.filter { if case .wanted = $0.role { true } else { false } }
            .map { $0.path.bounds.offsetBy(dx: -origin.x, dy: -origin.y) }.sorted { $0.minX < $1.minX }
        #expect(ghosts.count == 2)
        for ghost in ghosts {
            expectClose(ghost.width, 75); expectClose(ghost.height, 35); expectClose(ghost.minY, 300)
        }
        expectClose(ghosts.first?.minX ?? -1, 8)
        expectClose(ghosts.last?.maxX ?? -1, 393 - 8)
        // The picture is the window and its margins: no guide moved 151 pt out of it.
        #expect(list.size.width < 393 + 2 * 100, "\(list.size)")
    }

    /// A 300-pt card that wants to be 40 pt wider than the label it holds
    /// (`card.width == label.width + 40 @250`), the label 100 wide: what
    /// the constraint wanted a different size is the label (260 wide), not
    /// the card grown round it (140 wide, a ghost inside the card).
    @Test func theGhostOfASizeTiedToAHeldViewIsTheHeldView() throws {
        let scene = Scene(width: 393, height: 300)
        let card = View(name: "card"), label = View(name: "label")
        pin([(card, CGRect(x: 20, y: 20, width: 300, height: 200))], in: scene)
        pin([(label, CGRect(x: 10, y: 10, width: 100, height: 30))], inside: card)
        let around = card.widthAnchor.constraint(equalTo: label.widthAnchor, constant: 40)
        around.priority = LayoutPriority(250)
        around.isActive = true
        try scene.layout()
        let list = try Diagram.displayList(for: scene)
        let origin = try rootOrigin(list)
        // In pieces: its top runs through the card's name, and stops
        // short of it.
        let pieces = list.shapes.filter { if case .wanted = $0.role { true } else { false } }
        #expect(pieces.count > 1)
        let wanted = pieces.map(\.path.bounds).reduce(CGRect.null) { $0.union($1) }.offsetBy(dx: -origin.x, dy: -origin.y)
        expectClose(wanted.minX, 30); expectClose(wanted.width, 260)
        expectClose(wanted.minY, 30); expectClose(wanted.height, 30)
    }

    /// A size that does not hold is drawn wanted about the point that holds
    /// its item: a button centred in the root wants its 200 pt centred
    /// there too (its ghost reached 80 pt right of it only, from its
    /// leading edge); one pinned by its trailing edge grows leftwards; one
    /// pinned by its top grows down; what its own subviews are pinned to
    /// does not hold it.
    @Test func aGhostGrowsAboutWhatHoldsItsItem() throws {
        func ghostBounds(_ pin: (View, Scene) -> [LayoutConstraint]) throws -> CGRect {
            let scene = Scene(width: 320, height: 180)
            let button = View(name: "button")
            addToRoot([button], of: scene)
            let wanted = button.widthAnchor.constraint(equalToConstant: 200)
            wanted.priority = LayoutPriority(750)
            LayoutConstraint.activate(pin(button, scene) + [
                wanted, button.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
                button.heightAnchor.constraint(equalToConstant: 44),
            ])
            try scene.layout()
            let list = try Diagram.displayList(for: scene)
            let origin = try rootOrigin(list)
            return try #require(ghost(list)).path.bounds.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        let centred = try ghostBounds { button, scene in
            [button.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
             button.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 60)]
        }
        expectClose(centred.minX, 60); expectClose(centred.maxX, 260)
        let trailing = try ghostBounds { button, scene in
            [button.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -20),
             button.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 60)]
        }
        expectClose(trailing.minX, 100); expectClose(trailing.maxX, 300)
        let leading = try ghostBounds { button, scene in
            [button.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
             button.trailingAnchor.constraint(lessThanOrEqualTo: scene.root.trailingAnchor),
             button.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 60)]
        }
        expectClose(leading.minX, 20); expectClose(leading.maxX, 220)
        // A subview pinned to its leading edge hangs from it and does not
        // hold it there: a centred dialog whose message is pinned inside
        // its leading edge still wants its width centred (its ghost grew
        // from that edge 600 pt past the root).
        let holdingASubview = try ghostBounds { button, scene in
            let icon = View(name: "icon")
            add([icon], to: button)
            return [button.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor),
                    button.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 60),
                    icon.leadingAnchor.constraint(equalTo: button.leadingAnchor, constant: 8),
                    icon.topAnchor.constraint(equalTo: button.topAnchor, constant: 12),
                    icon.widthAnchor.constraint(equalToConstant: 20), icon.heightAnchor.constraint(equalToConstant: 20)]
        }
        expectClose(holdingASubview.minX, 60); expectClose(holdingASubview.maxX, 260)
    }
}
