import Foundation
import Layout

/// Turns a laid-out scene into a ``DisplayList``: the scene's views and
/// guides, its constraints drawn where they act, their labels placed so that
/// none overlaps another or a name, and a title, caption and legend around it.
///
///     try scene.layout()
///     var options = DiagramOptions()
///     options.title = "complex-widths"
///     options.highlightedGuides = ["indicatorPosition"]
///     let list = try Diagram.displayList(for: scene, options: options)
///
/// The diagram knows nothing of any drawing library: `Render` paints the
/// list on a canvas.
public enum Diagram {
    /// The display list of `scene` as last laid out.
    ///
    /// - Throws: ``LayoutError`` when probing the layout for ambiguity fails.
    public static func displayList(for scene: Scene, options: DiagramOptions = DiagramOptions(),
                                   style: Style = .standard) throws -> DisplayList
    {
        let scale = options.sceneScale
        let scaled = scale != 1 && scale.isFinite && scale > 0
        func draw(_ style: Style) throws -> DisplayList {
            guard scaled else { return try drawn(scene, options: options, style: style) }
            // Drawn at full size with text and lines 1/scale as large, then
            // shrunk as a whole: the geometry shrinks, text and lines do not.
            // A small picture is a cell of a sheet, which spaces its cells
            // itself: a narrow margin of its own. A large one (a few views
            // drawn larger than life) keeps the usual margin.
            var small = style.scaled(by: 1 / scale)
            small.padding = scale < 1 ? 8 / scale : style.padding / scale
            return try drawn(scene, options: options, style: small).scaled(by: scale)
        }
        // A cell of a sheet is not grown: the sheet grows its type as a whole.
        if scaled, scale < 1 { return try draw(style) }
        var readable = scaled ? style : style.readable(atWidth: scene.root.frame.width)
        var list = try draw(readable)
        // The estimate allows for what usually lies beside the root; a
        // ghost far out, a column of long names or views drawn larger than
        // life can widen the picture past it. Drawn again with type grown
        // for the width it came to, until it reads in the column; as that
        // width grows with the type where words beside the root make it
        // (an explanation's long labels), a few looks at most. Where the
        // words are most of the width (a 600-pt cell's 53 constraints),
        // larger type only spreads them further and shrinks the scene in
        // the column: each drawing is judged by how its type reads there
        // and how large the scene shows (``columnScore``), and once a
        // regrowth scores no better than the drawing before it, that
        // drawing is kept (the cell 288 px wide at 720, not 126 at 48-pt type).
        let rootWidth = scene.root.frame.width * (scaled ? scale : 1)
        var score = Self.columnScore(readable, width: list.size.width, base: style, rootWidth: rootWidth)
        for _ in 0..<Self.typeRegrowths where !readable.isReadable(atWidth: list.size.width, base: style) {
            let grown = style.withType(grownBy: list.size.width / Style.columnWidth * Self.typeRegrowthAllowance)
            let regrown = try draw(grown)
            let regrownScore = Self.columnScore(grown, width: regrown.size.width, base: style, rootWidth: rootWidth)
            guard regrownScore > score else { break }
            (readable, list, score) = (grown, regrown, regrownScore)
        }
        return list
    }

    /// How well a drawing `width` points wide in `style` reads in the
    /// column: its type's ``Style/readability(atWidth:base:)``, or, where
    /// less, the share of the picture the root takes over
    /// ``rootShareWanted``: a scene lost among its words reads no better
    /// for larger words.
    static func columnScore(_ style: Style, width: CGFloat, base: Style, rootWidth: CGFloat) -> CGFloat {
        let share = width > 0 ? rootWidth / width : 1
        return min(style.readability(atWidth: width, base: base), share / rootShareWanted)
    }

    /// The line under a picture naming the broken constraints whose labels
    /// had no room near their red marks, each once in the order met, with
    /// how many marks say it where more than one (two cells' labels alike):
    /// `Broken, no room near their marks: UILabel "IPv6".width == 30 (×2)`.
    static func brokenLine(_ relations: [String]) -> String? {
        guard !relations.isEmpty else { return nil }
        return "Broken, no room near \(relations.count == 1 ? "its mark" : "their marks"): "
            + onceEach(relations).joined(separator: "; ")
    }

    /// The line under a picture saying which views' names found no spot,
    /// so that they can be found (`--focus NAME`): how many, then the first
    /// four, a name several views share said once with how many, then how
    /// many more: `3 names not shown: no room near their items (UIView
    /// 5iC-jM-dFg, UIImageView star (×2))`.
    static func notShownLine(_ names: [String]) -> String? {
        notShownLine(count: names.count, said: onceEach(names), what: ("name", "item"))
    }

    /// Said under the picture for summarised containers whose counts had
    /// no room near them: `2 counts not shown: no room near their
    /// containers (DesignView Q6O-ZR-9jx: 17 constraints, …)`.
    static func badgesNotShownLine(_ badges: [String]) -> String? {
        notShownLine(count: badges.count, said: badges, what: ("count", "container"))
    }

    /// `count` of `what.shown` not shown for want of room near their
    /// `what.near`, the first four of `said` named, then how many more.
    private static func notShownLine(count: Int, said: [String], what: (shown: String, near: String)) -> String? {
        guard count > 0 else { return nil }
        let more = said.count > 4 ? ", \(said.count - 4) more" : ""
        return "\(count) \(what.shown)\(count == 1 ? "" : "s") not shown: no room near "
            + "\(count == 1 ? "its \(what.near)" : "their \(what.near)s") (\(said.prefix(4).joined(separator: ", "))\(more))"
    }

    /// `words` each once in the order met, with how many times where more
    /// than once: `name (×2)`.
    private static func onceEach(_ words: [String]) -> [String] {
        var order: [String] = [], counts: [String: Int] = [:]
        for word in words {
            if counts[word] == nil { order.append(word) }
            counts[word, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) (×\(counts[$0]!))" : $0 }
    }

    /// The share of a picture's width its root should take at least.
    static let rootShareWanted: CGFloat = 0.5

    /// How often a picture wider than its type allowed for is drawn again
    /// with its type grown (``Style/isReadable(atWidth:base:)``).
    static let typeRegrowths = 4
    /// How much more than the width it came to the type is grown for, as
    /// larger type widens the picture a little again.
    static let typeRegrowthAllowance: CGFloat = 1.04

    /// The constraints drawn over `layer` at the level of detail that
    /// draws them readably: containers summarised until every one left in
    /// full draws clean (``LevelOfDetail``), unless a focus or full detail
    /// is asked for.
    private static func detailed(_ scene: Scene, constraints: [LayoutConstraint], layer: SceneLayer, options: DiagramOptions,
                                 style: Style, typesetter: Typesetter) -> (LevelOfDetail, Annotation) {
        func annotation(_ detail: LevelOfDetail) -> Annotation {
            Annotation(scene: scene, constraints: detail.drawn(constraints), badges: detail.counts(of: constraints),
                       layer: layer, options: options, style: style, typesetter: typesetter)
        }
        var detail = LevelOfDetail(scene: scene, constraints: constraints)
        var drawing = annotation(detail)
        // A focus is drawn in full: it is how a summarised container is seen.
        if options.detail == .auto, case .all = options.annotations {
            while detail.summarise(failed: drawing.failed, struck: drawing.struck, unnamed: drawing.unnamed) {
                drawing = annotation(detail)
            }
            // A container crowded by its neighbours' marks may draw clean
            // once they are summarised: each is tried in full again, and
            // kept so when every container in full still draws clean. (A
            // trial each: only for a picture's worth of containers.)
            if detail.summarised.count <= Self.restorableContainers {
                for container in detail.summarised {
                    var trial = detail
                    trial.restore(container)
                    let drawn = annotation(trial)
                    if trial.crowded(failed: drawn.failed, struck: drawn.struck, unnamed: drawn.unnamed).isEmpty {
                        (detail, drawing) = (trial, drawn)
                    }
                }
            }
        }
        return (detail, drawing)
    }

    /// What a drawing leaves unsaid: containers summarised, labels and names
    /// with no room.
    private static func trouble(_ detail: LevelOfDetail, _ drawing: Annotation) -> Int {
        detail.summarised.count + drawing.unplaced.count + drawing.unnamed.count + drawing.nameKey.count + drawing.notShown.count
    }

    /// The display list at full size in `style`.
    private static func drawn(_ scene: Scene, options: DiagramOptions, style: Style) throws -> DisplayList {
        let typesetter = Typesetter(options: options)
        var options = options
        if options.fadesUnfocused, case .focus(let names) = options.annotations {
            // The focus and its neighbours: every item a drawn constraint ties to it.
            var near = Set(names)
            for constraint in annotated(scene, options) {
                for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) { near.insert(item.name) }
            }
            options.fadedItems = Set(scene.items.map(\.name)).subtracting(near).subtracting([scene.root.name])
        }
        let constraints = annotated(scene, options)
        // The screen's bars are kept clear of names and labels where that
        // costs the picture nothing: a bar beside the root whole, else what
        // the bars show; where it costs something (a name with no room, a
        // label left out, a container summarised), the picture is drawn
        // keeping less clear, down to nothing, and the bars' items take the
        // room left (``ScreenBarRoom``).
        let clearances: [SceneLayer.BarClearance] = SceneLayer.hasBarsBeside(scene) ? [.wholeBarsBeside, .items, .none] : [.items, .none]
        var layer = try SceneLayer(scene: scene, options: options, style: style, typesetter: typesetter, barClearance: clearances[0])
        var (detail, drawing) = detailed(scene, constraints: constraints, layer: layer, options: options, style: style,
                                         typesetter: typesetter)
        for clearance in clearances.dropFirst() where !layer.screenBarItems.isEmpty && Self.trouble(detail, drawing) > 0 {
            let less = try SceneLayer(scene: scene, options: options, style: style, typesetter: typesetter, barClearance: clearance)
            let (lessDetail, lessDrawing) = detailed(scene, constraints: constraints, layer: less, options: options, style: style,
                                                     typesetter: typesetter)
            if Self.trouble(lessDetail, lessDrawing) < Self.trouble(detail, drawing) {
                (layer, detail, drawing) = (less, lessDetail, lessDrawing)
            }
        }
        let root = scene.root.frame
        // The screen's bars take the room the marks and labels leave; their
        // texts go before the labels, which follow their leaders.
        var items = LeaderGaps.broken(ScreenBarRoom.fitted(layer.screenBarItems, among: drawing.items + layer.texts.map(DisplayItem.text),
                                                          labels: drawing.labels))
        var page = Page(style: style, typesetter: typesetter, options: options)
        page.summary = layer.key + drawing.notesBelow
        let far = FarContent(scene: scene)
        if !far.views.isEmpty {
            items = far.cut(items)
            page.summary.append(far.captionLine)
        }
        let total = drawing.unsatisfiedCounts.reduce(0) { $0 + $1.count }
        if total > 0 {
            let kinds = drawing.unsatisfiedCounts.prefix(3).map { "\($0.count) × \($0.text)" }.joined(separator: "; ")
            page.summary.append("\(total) optional constraint\(total == 1 ? "" : "s") not holding (dashed grey): \(kinds)"
                + (drawing.unsatisfiedCounts.count > 3 ? "; …" : ""))
        }
        // A storyboard's controller whose view is filled in code has an empty
        // root: said so, rather than a blank phone that seems to have failed.
        if !scene.root.subviews.contains(where: { !$0.isCollapsedInStack && !options.hiddenItems.contains($0.name) }) {
            page.summary.append(Self.emptyRootNote)
        }
        if let line = Self.brokenLine(drawing.brokenBelow) { page.summary.append(line) }
        let unplaced = drawing.unplaced
        if !unplaced.isEmpty {
            page.summary.append("\(unplaced.count) constraint label\(unplaced.count == 1 ? "" : "s") not shown: no room near \(unplaced.count == 1 ? "its mark" : "their marks")")
        }
        // Said under the picture with the other counts, not placed on the
        // scene, where it would sit on the root's bottom edge; and the
        // names keyed by a number on their item.
        if !drawing.nameKey.isEmpty {
            page.summary.append("No room to name on the picture: " + CircledNumber.joinedKey(drawing.nameKey))
        }
        if let line = Self.notShownLine(drawing.notShown) { page.summary.append(line) }
        if let line = detail.captionLine(hint: options.summaryHint) { page.summary.append(line) }
        if let line = Self.badgesNotShownLine(drawing.badgesNotShown) { page.summary.append(line) }
        return page.compose(items, root: root)
    }

    /// Whether UIKit made the constraint for itself: its identifier begins `_UI`,
    /// the prefix UIKit gives its private classes and constraints.
    static func isUIKitPrivate(_ constraint: LayoutConstraint) -> Bool {
        constraint.identifier?.hasPrefix("_UI") ?? false
    }

    /// Said under a picture whose root has no subviews to draw.
    static let emptyRootNote = "no subviews: an empty view (content made in code is not in the scene)"

    /// How many summarised containers are each tried in full again.
    static let restorableContainers = 64

    /// The constraints to draw: those you made (implied ones are the model's
    /// business), limited to the focus when there is one, in activation order.
    /// UIKit's private constraints (an identifier beginning `_UI`, such as the
    /// `_UILayoutSupportConstraint`s that hold a controller's top and bottom
    /// layout guides to its bars) are the view system's too: Xcode's canvas
    /// does not show them, and a zero-height bottom guide's `= 0` would be a
    /// number on no visible mark. The guide itself is still drawn and named.
    static func annotated(_ scene: Scene, _ options: DiagramOptions) -> [LayoutConstraint] {
        let made = scene.layoutConstraints.filter { constraint in
            constraint.kind == .explicit
                && !isUIKitPrivate(constraint)
                && ![constraint.firstItem, constraint.secondItem].contains { $0.map { options.hiddenItems.contains($0.name) } ?? false }
        }
        switch options.annotations {
        case .all: return made
        case .none: return []
        case .focus(let names):
            let focus = Set(names)
            return made.filter { constraint in
                [constraint.firstItem, constraint.secondItem].contains { $0.map { focus.contains($0.name) } ?? false }
            }
        }
    }

    /// A label on a plate, at the first free spot around `anchor`, with a thin
    /// leader line when that spot is far from it.
    /// Text with `"\n"` in it is set as lines, each on its plate, placed as one block.
    /// With `within`, only a spot within that many rings of the anchor will
    /// do (nothing is placed otherwise).
    static func place(_ text: String, fontSize: CGFloat, color: Color, anchor: CGPoint, vertical: Bool,
                      role: DisplayRole, placer: inout LabelPlacer, typesetter: Typesetter,
                      style: Style, nearbyOnly: Bool = false, onLine: Bool = false, owner: Int? = nil,
                      reach: CGFloat? = nil, padding: CGFloat = 0, within rings: Int? = nil,
                      edge: ClosedRange<CGFloat>? = nil, onLineReach: CGFloat = 0) -> [DisplayItem]
    {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let sizes = lines.map { typesetter.size($0, fontSize: fontSize) }
        let size = CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
        // The box kept free: the plate, and `padding` more on either side.
        let plate = CGSize(width: size.width + 4 + 2 * padding, height: size.height)
        func anywhere() -> CGPoint? {
            nearbyOnly
                ? placer.placeNearby(size: plate, anchor: anchor, besideVerticalMark: vertical, offset: style.labelGap, rings: 3,
                                     onLine: onLine, owner: owner)
                : placer.place(size: plate, anchor: anchor, besideVerticalMark: vertical, offset: style.labelGap,
                               onLine: onLine, owner: owner, reach: reach)
        }
        // A constraint's label keeps its leader off what views show (a
        // keypad's digits); names and notes, placed with the same placer,
        // keep the leaders they had: dropped or sent below the picture for
        // it, they would say less.
        let keepClear = placer.leadersKeepClear
        if case .constraintLabel = role {} else { placer.leadersKeepClear = false }
        if case .constraintLabel = role { placer.shortLabelsSlideFurther = true }
        placer.anchorEdge = edge.map { ($0, padding + 2) }
        placer.onLineReach = onLine ? onLineReach : 0
        defer {
            placer.leadersKeepClear = keepClear
            placer.shortLabelsSlideFurther = false
            placer.anchorEdge = nil
            placer.onLineReach = 0
        }
        var found: CGPoint?
        if let rings {
            found = placer.placeNearby(size: plate, anchor: anchor, besideVerticalMark: vertical, offset: style.labelGap,
                                       rings: rings, onLine: onLine, owner: owner)
        } else if let preferred = placer.preferred {
            // Close to a cell first (see `LabelPlacer.preferred`), then as anywhere else.
            found = placer.placeNearby(size: plate, anchor: anchor, besideVerticalMark: vertical, offset: style.labelGap,
                                       onLine: onLine, owner: owner)
            if found == nil, placer.leadersKeepClear {
                // Within the cell with a leader across text, rather than
                // outside it, widening the whole sheet.
                placer.leadersKeepClear = false
                found = placer.placeNearby(size: plate, anchor: anchor, besideVerticalMark: vertical, offset: style.labelGap,
                                           onLine: onLine, owner: owner)
                placer.leadersKeepClear = true
            }
            placer.preferred = nil
            if found == nil { found = anywhere() }
            placer.preferred = preferred
        } else {
            found = anywhere()
        }
        guard let origin = found else { return [] }
        var top = origin.y
        let items: [DisplayItem] = zip(lines, sizes).map { line, lineSize in
            defer { top += lineSize.height }
            return .text(typesetter.text(line, at: CGPoint(x: origin.x + 2 + padding, y: top), fontSize: fontSize,
                                         color: color, background: style.labelPlate, role: role))
        }
        let box = CGRect(x: origin.x + padding, y: origin.y, width: plate.width - 2 * padding, height: plate.height)
        // From along the item's edge where the anchor's leader would cross
        // another or strike a label (`LabelPlacer.anchorEdge`).
        let start = placer.leaderStart ?? anchor
        let nearest = LabelPlacer.nearestPoint(of: box, to: start)
        let distance = hypot(nearest.x - start.x, nearest.y - start.y)
        guard distance > style.labelGap + (sizes.first?.height ?? 0) else { return items }
        placer.recordLeader(from: start, to: nearest)
        let leader = ShapeItem(path: .polyline([start, nearest]), fill: nil,
                               stroke: StrokeStyle(color: color.withAlphaComponent(0.6), width: 0.5), role: role,
                               isLeader: true)
        return [.shape(leader)] + items
    }
}
