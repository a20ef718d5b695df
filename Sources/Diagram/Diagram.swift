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
        guard scale == 1 || !(scale.isFinite && scale > 0) else {
            // Drawn at full size with text and lines 1/scale as large, then
            // shrunk as a whole: the geometry shrinks, text and lines do not.
            // A small picture is a cell of a sheet, which spaces its cells
            // itself: a narrow margin of its own. A large one (a few views
            // drawn larger than life) keeps the usual margin.
            var small = style.scaled(by: 1 / scale)
            small.padding = scale < 1 ? 8 / scale : style.padding / scale
            return try drawn(scene, options: options, style: small).scaled(by: scale)
        }
        return try drawn(scene, options: options, style: style.readable(atWidth: scene.root.frame.width))
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
        let layer = try SceneLayer(scene: scene, options: options, style: style, typesetter: typesetter)
        var marker = ConstraintMarker(scene: scene, style: style, constraints: annotated(scene, options),
                                      kinds: options.markKinds, texts: layer.obstacles)
        marker.notes = options.constraintNotes
        var marks = marker.marks()
        let root = scene.root.frame
        // Past this many marks a scene is dense: its labels stay on the
        // scene (a label with no room near its mark is left out and
        // counted), ghosts are not drawn, and optional constraints that do
        // not hold are counted under the picture rather than labelled one
        // by one, so the picture is no larger than the scene and its notes.
        let dense = marks.count > 120
        var unsatisfiedCounts: [(text: String, count: Int)] = []
        if dense {
            marks.removeAll { if case .wanted = $0.role { true } else { false } }
            for index in marks.indices where marks[index].unsatisfied {
                guard let text = marks[index].label else { continue }
                if let at = unsatisfiedCounts.firstIndex(where: { $0.text == text }) {
                    unsatisfiedCounts[at].count += 1
                } else {
                    unsatisfiedCounts.append((text, 1))
                }
                marks[index].label = nil
            }
        }

        var items = layer.shapes
        var placer = LabelPlacer(obstacles: layer.obstacles, gap: 2)
        if dense { placer.bounds = root.insetBy(dx: -4, dy: -4) }
        // Every mark's lines are kept clear of every label but the mark's
        // own (a ghost's outline is not: labels may sit inside it).
        for (index, mark) in marks.enumerated() {
            for line in mark.lines where !line.elements.contains(.close) {
                placer.reserveLine(line.bounds.insetBy(dx: -0.5, dy: -0.5), owner: index)
            }
        }
        var labels: [DisplayItem] = []
        // A name with no room close to its item (three label heights) is
        // left out rather than led from afar or stacked below the picture:
        // in a dense scene, names far from their views mislead, and a stack
        // of thousands would be taller than the scene and tell nothing.
        var omittedNames = 0
        for name in layer.names {
            let placed = place(name.text, fontSize: name.fontSize, color: name.color, anchor: name.anchor, vertical: false,
                               role: name.role, placer: &placer, typesetter: typesetter, style: style, nearbyOnly: true)
            if placed.isEmpty { omittedNames += 1 }
            labels += placed
        }
        var unplaced: [String] = []
        for (index, mark) in marks.enumerated() {
            items += mark.lines.map { .shape(ShapeItem(path: $0, fill: nil, stroke: mark.stroke, role: mark.role, title: mark.title)) }
            guard var text = mark.label else { continue }
            var width = typesetter.size(text, fontSize: style.annotationSize).width
            if let short = mark.shortLabel, mark.along < width + 24, !mark.outside {
                text = short
                width = typesetter.size(text, fontSize: style.annotationSize).width
            }
            let placed = place(text, fontSize: style.annotationSize, color: mark.labelColor, anchor: mark.anchor,
                               vertical: mark.orientation == .vertical, role: mark.labelRole, placer: &placer,
                               typesetter: typesetter, style: style, nearbyOnly: dense,
                               onLine: mark.along >= width + 24, owner: index)
            if placed.isEmpty { unplaced.append(text) }
            labels += placed
        }
        for wanted in options.wantedFrames {
            let stroke = StrokeStyle(color: style.broken, width: 1, dash: [5, 3])
            items.append(.shape(ShapeItem(path: .rectangle(wanted.frame), fill: nil, stroke: stroke, role: .wantedFrame(wanted.item))))
            labels += place(wanted.label, fontSize: style.annotationSize, color: style.broken,
                            anchor: CGPoint(x: wanted.frame.maxX, y: wanted.frame.maxY), vertical: false,
                            role: .wantedFrame(wanted.item), placer: &placer, typesetter: typesetter, style: style)
        }
        for note in layer.notes {
            labels += place(note.text, fontSize: note.fontSize, color: note.color, anchor: note.anchor, vertical: false,
                            role: note.role, placer: &placer, typesetter: typesetter, style: style)
        }
        if omittedNames > 0 {
            let text = "\(omittedNames) name\(omittedNames == 1 ? "" : "s") not shown: no room near \(omittedNames == 1 ? "its item" : "their items")"
            labels += place(text, fontSize: style.annotationSize, color: style.ink, anchor: CGPoint(x: root.midX, y: root.maxY),
                            vertical: false, role: .caption, placer: &placer, typesetter: typesetter, style: style)
        }
        items += layer.texts.map(DisplayItem.text) + labels
        var page = Page(style: style, typesetter: typesetter, options: options)
        let total = unsatisfiedCounts.reduce(0) { $0 + $1.count }
        if total > 0 {
            let kinds = unsatisfiedCounts.prefix(3).map { "\($0.count) × \($0.text)" }.joined(separator: "; ")
            page.summary.append("\(total) optional constraint\(total == 1 ? "" : "s") not holding (dashed grey): \(kinds)"
                + (unsatisfiedCounts.count > 3 ? "; …" : ""))
        }
        if !unplaced.isEmpty {
            page.summary.append("\(unplaced.count) constraint label\(unplaced.count == 1 ? "" : "s") not shown: no room near \(unplaced.count == 1 ? "its mark" : "their marks")")
        }
        return page.compose(items, root: root)
    }

    /// The constraints to draw: those you made (implied ones are the model's
    /// business), limited to the focus when there is one, in activation order.
    static func annotated(_ scene: Scene, _ options: DiagramOptions) -> [LayoutConstraint] {
        let made = scene.layoutConstraints.filter { constraint in
            constraint.kind == .explicit
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
    private static func place(_ text: String, fontSize: CGFloat, color: Color, anchor: CGPoint, vertical: Bool,
                              role: DisplayRole, placer: inout LabelPlacer, typesetter: Typesetter,
                              style: Style, nearbyOnly: Bool = false, onLine: Bool = false, owner: Int? = nil) -> [DisplayItem]
    {
        let size = typesetter.size(text, fontSize: fontSize)
        let plate = CGSize(width: size.width + 4, height: size.height)
        let found = nearbyOnly
            ? placer.placeNearby(size: plate, anchor: anchor, besideVerticalMark: vertical, offset: style.labelGap, rings: 3,
                                 onLine: onLine, owner: owner)
            : placer.place(size: plate, anchor: anchor, besideVerticalMark: vertical, offset: style.labelGap,
                           onLine: onLine, owner: owner)
        guard let origin = found else { return [] }
        let item = typesetter.text(text, at: CGPoint(x: origin.x + 2, y: origin.y), fontSize: fontSize,
                                   color: color, background: style.labelPlate, role: role)
        let box = CGRect(origin: origin, size: plate)
        let nearest = CGPoint(x: min(max(anchor.x, box.minX), box.maxX), y: min(max(anchor.y, box.minY), box.maxY))
        let distance = hypot(nearest.x - anchor.x, nearest.y - anchor.y)
        guard distance > style.labelGap + size.height else { return [.text(item)] }
        let leader = ShapeItem(path: .polyline([anchor, nearest]), fill: nil,
                               stroke: StrokeStyle(color: color.withAlphaComponent(0.6), width: 0.5), role: role)
        return [.shape(leader), .text(item)]
    }
}
