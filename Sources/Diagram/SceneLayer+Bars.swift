import Foundation
import Layout

// Bars as the screen shows them (``BarContent``): a navigation bar's
// title between its items, a toolbar's items, a tab bar's tabs. Drawn in
// a bar view in place of its name, and in the dead area for the bars the
// system draws over the root (``ScreenBar``), so that a storyboard's
// screen reads as the screen it is and its hatched band says what it is.
extension SceneLayer {
    /// How far names and labels keep off the screen's bars.
    enum BarClearance {
        /// Off what the bars show, and off the whole of a bar beside the
        /// root, where a name would straddle its outline.
        case wholeBarsBeside
        /// Off what the bars show.
        case items
        /// Not at all: the bars' items give way (``ScreenBarRoom``).
        case none
    }

    /// Whether a screen bar of `scene` lies beside the root rather than over it.
    static func hasBarsBeside(_ scene: Scene) -> Bool {
        scene.screenBars.contains { isBeside(scene.root.frame, $0.frame) }
    }

    /// The screen's bars: their material, a pale band over the hatch
    /// with a hairline on the edge it meets the content at, under the
    /// views (a view reaching under a bar is the picture's subject, not the
    /// bar); and what they show, each item's texts and icons together
    /// (``screenBarItems``), inside the safe area's sides, but for items
    /// that would lie on a view other than one behind the whole bar (a
    /// table's first cell, a header under the status bar). Those are placed
    /// last, in the room the constraints' marks, labels and names leave
    /// (``ScreenBarRoom``): they say where the screen is, not how it is
    /// laid out.
    /// Names and labels keep off them as far as `clearance` says. A bar
    /// right above or below the root (one stored below opaque bars) is
    /// drawn there, outlined, hatched as the dead area is.
    mutating func drawScreenBars(_ drawn: [(view: View, frame: CGRect)], clearance: BarClearance) {
        let root = scene.root.frame
        for bar in scene.screenBars {
            let beside = Self.isBeside(root, bar.frame)
            guard beside || isOverRoot(bar.frame) else { continue }
            let role = DisplayRole.bar(Self.barName(bar.content.kind))
            let hairline = StrokeStyle(color: style.guideColor, width: 0.75)
            if beside {
                // Outside the root, the screen the root does not have:
                // hatched as its dead area is, outlined.
                shapes.append(.shape(ShapeItem(path: .rectangle(bar.frame), fill: style.rootFill, stroke: nil, role: role)))
                shapes.append(.hatch(HatchItem(region: .rectangle(bar.frame), spacing: style.hatchSpacing,
                                               stroke: StrokeStyle(color: style.hatchColor, width: style.hatchWidth), role: role)))
            }
            shapes.append(.shape(ShapeItem(path: .rectangle(bar.frame), fill: style.background.withAlphaComponent(0.72),
                                           stroke: beside ? hairline : nil, role: role)))
            if !beside {
                let edge = bar.frame.midY < root.midY ? bar.frame.maxY : bar.frame.minY
                shapes.append(.shape(ShapeItem(path: .polyline([CGPoint(x: bar.frame.minX, y: edge), CGPoint(x: bar.frame.maxX, y: edge)]),
                                               fill: nil, stroke: hairline, role: role)))
            }
            let sides = scene.safeAreaInsets
            let room = CGRect(x: bar.frame.minX + sides.left, y: bar.frame.minY,
                              width: bar.frame.width - sides.left - sides.right, height: bar.frame.height)
            if beside, clearance == .wholeBarsBeside { keepLabelsOff(bar.frame) }
            let covering = drawn.filter { $0.view !== scene.root && $0.frame.meets(bar.frame)
                && !$0.frame.encloses(bar.frame, tolerance: 0.5) }.map(\.frame)
            for group in BarLayout.pieces(of: bar.content, in: room, typesetter: typesetter)
            where !group.contains(where: { piece in covering.contains { MarkLanes.overlap($0, piece.box) } }) {
                screenBarItems.append(items(for: group, role: role))
                if clearance != .none { group.forEach { keepLabelsOff($0.box) } }
            }
        }
    }

    /// A bar view's content inside its frame, in place of its name, kept
    /// clear of by every name and label, as a button's title is. False,
    /// drawing nothing, where nothing of it fits.
    mutating func drawBarContent(_ content: BarContent, of view: View) -> Bool {
        let pieces = BarLayout.pieces(of: content, in: view.frame, typesetter: typesetter).joined()
        guard !pieces.isEmpty else { return false }
        for item in items(for: Array(pieces), role: .viewName(view.name)) {
            switch item {
            case .text(let text): addText(text, content: true)
            default:
                shapes.append(item)
                keepLabelsOff(item.bounds)
            }
        }
        return true
    }

    /// What the picture calls a bar of kind `kind`, in its SVG's classes.
    static func barName(_ kind: BarContent.Kind) -> String {
        switch kind {
        case .navigation: "navigation bar"
        case .toolbar: "toolbar"
        case .tabs: "tab bar"
        }
    }

    private func isOverRoot(_ frame: CGRect) -> Bool {
        let root = scene.root.frame
        return frame.minY > root.minY - 0.5 && frame.maxY < root.maxY + 0.5 && frame.height >= 20 && frame.width >= 40
    }

    /// Whether a bar at `frame` lies right above or below `root`, meeting
    /// its edge (a root stored below opaque bars, or stopping above a tab bar).
    private static func isBeside(_ root: CGRect, _ frame: CGRect) -> Bool {
        (abs(frame.maxY - root.minY) < 0.5 || abs(frame.minY - root.maxY) < 0.5) && frame.height >= 20 && frame.width >= 40
    }

    /// The display items of `pieces`: texts, and icons' and chevrons' lines.
    private func items(for pieces: [BarLayout.Piece], role: DisplayRole) -> [DisplayItem] {
        pieces.map { piece in
            let color = piece.emphasised ? style.ink : style.guideColor
            if let text = piece.text {
                return .text(typesetter.text(text, at: piece.box.origin, fontSize: piece.fontSize, bold: piece.bold, color: color,
                                             role: role))
            }
            let box = piece.box
            let path: DiagramPath = piece.chevron
                ? .polyline([CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.minX, y: box.midY), CGPoint(x: box.maxX, y: box.maxY)])
                : .roundedRectangle(box, radius: 5)
            return .shape(ShapeItem(path: path, fill: nil, stroke: StrokeStyle(color: color, width: piece.chevron ? 2 : 1.25),
                                    role: role))
        }
    }
}
