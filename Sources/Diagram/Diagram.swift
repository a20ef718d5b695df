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
        let typesetter = Typesetter(options: options)
        let layer = try SceneLayer(scene: scene, options: options, style: style, typesetter: typesetter)
        var marker = ConstraintMarker(scene: scene, style: style, constraints: annotated(scene, options),
                                      kinds: options.markKinds)
        marker.notes = options.constraintNotes
        let marks = marker.marks()

        var items = layer.shapes
        var placer = LabelPlacer(obstacles: layer.obstacles, gap: 2)
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
        for mark in marks {
            // A halo in the page colour keeps a mark visible on a view of its own colour.
            let halo = StrokeStyle(color: style.background.withAlphaComponent(0.85), width: mark.stroke.width + 2)
            items += mark.lines.map { .shape(ShapeItem(path: $0, fill: nil, stroke: halo, role: .halo)) }
            items += mark.lines.map { .shape(ShapeItem(path: $0, fill: nil, stroke: mark.stroke, role: mark.role)) }
            guard let text = mark.label else { continue }
            labels += place(text, fontSize: style.annotationSize, color: mark.labelColor, anchor: mark.anchor,
                            vertical: mark.orientation == .vertical, role: mark.labelRole, placer: &placer,
                            typesetter: typesetter, style: style)
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
            let root = scene.root.frame
            labels += place(text, fontSize: style.annotationSize, color: style.ink, anchor: CGPoint(x: root.midX, y: root.maxY),
                            vertical: false, role: .caption, placer: &placer, typesetter: typesetter, style: style)
        }
        items += layer.texts.map(DisplayItem.text) + labels
        return Page(style: style, typesetter: typesetter, options: options).compose(items)
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
                              style: Style, nearbyOnly: Bool = false) -> [DisplayItem]
    {
        let size = typesetter.size(text, fontSize: fontSize)
        let plate = CGSize(width: size.width + 4, height: size.height)
        let found = nearbyOnly
            ? placer.placeNearby(size: plate, anchor: anchor, besideVerticalMark: vertical, offset: style.labelGap, rings: 3)
            : placer.place(size: plate, anchor: anchor, besideVerticalMark: vertical, offset: style.labelGap)
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
