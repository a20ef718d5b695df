import Foundation
import Layout

/// The scene itself, before any constraint: the root, the unsafe area,
/// guides (tinted, hatched or highlighted), views with their names and
/// labels' text, overflow (SceneLayer+Overflow.swift), and ambiguous items
/// with ghosts of their other possible frames.
struct SceneLayer {
    let scene: Scene
    let options: DiagramOptions
    let style: Style
    let typesetter: Typesetter

    /// Shapes and hatches, back to front (added to by this file's
    /// extensions too: text, overflow).
    var shapes: [DisplayItem] = []
    /// Names and texts, drawn above every mark (plated afterwards where
    /// a hatch drawn later shows under them: ``plateTextsUnderLaterHatching()``).
    var texts: [TextItem] = []
    /// Boxes labels must not cover: names and labels' text.
    private(set) var obstacles: [CGRect] = []
    /// The boxes of what views show (``addText(_:content:)``).
    private(set) var contentTexts: [CGRect] = []
    /// The same boxes, for quick overlap tests while names are placed.
    private var obstacleIndex = BoxIndex()
    /// The guides' outlines drawn, by index in ``shapes``, with their
    /// frames: broken around the names and texts placed over them later.
    private var guideOutlines: [(index: Int, frame: CGRect)] = []
    /// The regions hatched so far (the unsafe area, hatched guides), each
    /// with the number of ``fillsDrawn`` before it: only fills drawn
    /// after a hatch cover it.
    private(set) var hatchedAreas: [(outer: CGRect, hole: CGRect?, coveredFrom: Int)] = []
    /// The frames of the views drawn with a fill, in order. (Not a screen
    /// bar's band: a bar none of whose items finds room loses its band,
    /// ``ScreenBarRoom``, once the picture is placed.)
    private(set) var fillsDrawn: [CGRect] = []
    /// Each view's guides, found once rather than per view.
    private var guidesByView: [ObjectIdentifier: [LayoutGuide]] = [:]
    /// The outlines of the views drawn, which no name may lie across.
    private(set) var viewOutlines = ViewOutlines(drawn: [])
    /// The frames of the views ``viewOutlines`` holds but for those with
    /// words inside (a name, a text, their own or a subview's): a name
    /// placed along the top of another, wordless view reads as that view's.
    private(set) var viewFrames = BoxIndex()
    /// Text that wants a free spot near a point: names too big for their
    /// item, "ambiguous: x", overflow. Placed with the constraints' labels.
    struct Note {
        var text: String
        var color: Color
        var anchor: CGPoint
        var role: DisplayRole
        var fontSize: CGFloat
        /// A frame the note goes inside where it fits there (a misplaced
        /// view's number, in its outline's top-left corner); for a name,
        /// its view's, where the number keying it goes when the name
        /// itself has no room (``Annotation/placeKeyNumber(_:for:placer:typesetter:style:)``).
        var inside: CGRect? = nil
        /// The span of the horizontal edge `anchor` lies on (its item's
        /// top or bottom), along which the note's leader may start
        /// instead where one from the anchor would cross another leader
        /// or label (``LabelPlacer/placeNearby(size:anchor:besideVerticalMark:offset:rings:onLine:owner:)``).
        var edge: ClosedRange<CGFloat>? = nil
        /// For a name, its view's subviews' frames: a number keying it
        /// inside one of them would read as that one's.
        var subviews: [CGRect] = []
    }
    /// What the screen's bars show, item by item, placed last (``drawScreenBars(_:clearance:)``).
    var screenBarItems: [[DisplayItem]] = []
    /// Names that do not fit inside their item; placed before any label.
    private(set) var names: [Note] = []
    /// Diagnostics notes; placed after the constraints' labels.
    var notes: [Note] = []
    /// Lines said under the picture for notes drawn as numbers on it.
    private(set) var key: [String] = []
    /// The labels a constraint ties by a baseline, and by which (the first
    /// where both): their text is drawn on the baseline the layout gave
    /// them (``blockTop(of:lines:height:fontSize:)``).
    let baselineTied: [ObjectIdentifier: LayoutConstraint.Attribute]
    /// The colour each view is filled with (``ViewFills``).
    let shownColors: [ObjectIdentifier: Color]

    /// A layer of `scene`, its names and labels keeping `barClearance` off
    /// the screen's bars (``drawScreenBars(_:clearance:)``).
    init(scene: Scene, options: DiagramOptions, style: Style, typesetter: Typesetter, barClearance: BarClearance) throws {
        self.scene = scene
        self.options = options
        self.style = style
        self.typesetter = typesetter
        baselineTied = Self.baselineTies(in: scene)
        let ambiguities = options.showsAmbiguity ? try scene.ambiguities() : []
        for guide in scene.items.compactMap({ $0 as? LayoutGuide }) {
            guard let owner = guide.owningView else { continue }
            guidesByView[ObjectIdentifier(owner), default: []].append(guide)
        }
        let drawnFrames = ViewEdges.drawnFrames(of: scene, hiddenItems: options.hiddenItems)
        shownColors = ViewFills.colors(of: drawnFrames, root: scene.root, rootFill: style.rootFill) { [style] color in
            Self.tint(color, style: style)
        }
        viewOutlines = ViewOutlines(drawn: drawnFrames)
        drawRoot()
        drawScreenBars(drawnFrames, clearance: barClearance)
        draw(scene.root, ambiguities: ambiguities)
        plateTextsUnderLaterHatching()
        breakGuideOutlines(guideOutlines)
        drawSafeAreaOverViews(drawnFrames)
        viewFrames = wordlessFrames(of: drawnFrames)
        drawOverflow()
        drawGhosts(ambiguities)
        drawMisplaced()
    }

    /// Stored frames that differ from the solved ones, dashed, with the
    /// difference. One is noted beside its outline; several (a document
    /// saved for another screen, every view moved) are numbered there, and
    /// said under the picture (``key``): their notes, two lines each,
    /// would cover the scene they describe.
    private mutating func drawMisplaced() {
        // Not those of views hidden, or faded out of a focus.
        let shown = options.misplacedFrames.filter { !options.hiddenItems.contains($0.name) && !options.fadedItems.contains($0.name) }
        let numbered = shown.count >= Self.misplacedNumberedFrom
        let taken = options.circledNumbersTaken
        numbersUsed = taken
        if numbered {
            key.append("Dashed orange: the file's frames, changed at run time:")
            numbersUsed += shown.count
        }
        // Looked up only where a frame is shown: most pictures have none.
        let shapeOf = shown.isEmpty ? [:]
            : Dictionary(scene.items.compactMap { $0 as? View }.map { ($0.name, $0.shape) }, uniquingKeysWith: { first, _ in first })
        for (index, misplaced) in shown.enumerated() {
            let stroke = StrokeStyle(color: style.ambiguous, width: 1.5, dash: [5, 3])
            for path in outlineAroundText((shapeOf[misplaced.name] ?? .rectangle).path(in: misplaced.frame)) {
                shapes.append(.shape(ShapeItem(path: path, fill: nil, stroke: stroke, role: .misplaced(misplaced.name))))
            }
            let number = CircledNumber.text(taken + index + 1)
            if numbered { key.append("\(number) \(misplaced.name): \(misplaced.difference)") }
            notes.append(Note(text: numbered ? number : "\(misplaced.name) at run time: \(misplaced.difference)",
                              color: style.ambiguous, anchor: CGPoint(x: misplaced.frame.midX, y: misplaced.frame.minY),
                              role: .misplaced(misplaced.name), fontSize: style.annotationSize,
                              inside: numbered ? misplaced.frame : nil))
        }
    }

    /// How many misplaced frames a picture numbers rather than notes one by one.
    static let misplacedNumberedFrom = 2

    /// How many circled numbers the layer's notes took (``CircledNumber``):
    /// names keyed by number go on from there.
    private(set) var numbersUsed = 0

    // MARK: The root

    private mutating func drawRoot() {
        let frame = scene.root.frame
        shapes.append(.shape(ShapeItem(path: .rectangle(frame), fill: style.rootFill,
                                       stroke: StrokeStyle(color: style.rootOutline, width: 1.5), role: .root)))
        let safe = scene.safeAreaInsets.inset(frame)
        if safe != frame, safe.width > 0, safe.height > 0 {
            hatchedAreas.append((frame, safe, fillsDrawn.count))
            shapes.append(.hatch(HatchItem(region: .ring(outer: frame, hole: safe), spacing: style.hatchSpacing,
                                           stroke: StrokeStyle(color: style.hatchColor, width: style.hatchWidth),
                                           role: .hatch("unsafe area"))))
        }
    }

    // MARK: Views and guides, back to front

    private mutating func draw(_ view: View, ambiguities: [Ambiguity]) {
        let ambiguous = Set(ambiguities.map { ObjectIdentifier($0.item) })
        draw(view, ambiguous: ambiguous)
    }

    /// A hidden view (or one inside a hidden view) still takes part in Auto
    /// Layout, so its constraints are drawn: it is drawn too, as a dotted
    /// outline named "(hidden)", rather than leave them ending in empty space
    /// (a row of hidden spacer views of equal widths). One collapsed in a
    /// stack view takes no room and is left out.
    private mutating func draw(_ view: View, ambiguous: Set<ObjectIdentifier>, insideHidden: Bool = false) {
        guard !options.hiddenItems.contains(view.name), !view.isCollapsedInStack else { return }
        let hidden = insideHidden || view.isHidden
        if view !== scene.root {
            if hidden { drawHiddenView(view) } else { drawView(view, ambiguous: ambiguous.contains(ObjectIdentifier(view))) }
        }
        if options.showsGuides, !hidden {
            for guide in guidesByView[ObjectIdentifier(view)] ?? [] where !options.hiddenItems.contains(guide.name) {
                drawGuide(guide, ambiguous: ambiguous.contains(ObjectIdentifier(guide)))
            }
        }
        view.subviews.forEach { draw($0, ambiguous: ambiguous, insideHidden: hidden) }
    }

    /// A hidden view: its frame dotted in the guides' grey, no fill and
    /// nothing of its content, its name saying it is hidden. Its outline
    /// stops at the text drawn so far: it is not on screen, and a spinner
    /// hidden over a label ("1 of 12") must not strike the label's text.
    private mutating func drawHiddenView(_ view: View) {
        let frame = view.frame
        let stroke = StrokeStyle(color: style.guideColor, width: style.viewOutlineWidth, dash: style.hiddenDash)
        if view.shape == .oval {
            shapes.append(.shape(ShapeItem(path: .oval(in: frame), fill: nil, stroke: stroke, role: .view(view.name))))
        } else {
            var edges = [Segment(horizontal: true, at: frame.minY, from: frame.minX, to: frame.maxX),
                         Segment(horizontal: false, at: frame.maxX, from: frame.minY, to: frame.maxY),
                         Segment(horizontal: true, at: frame.maxY, from: frame.minX, to: frame.maxX),
                         Segment(horizontal: false, at: frame.minX, from: frame.minY, to: frame.maxY)]
            for index in obstacleIndex.indices(meeting: frame.insetBy(dx: -1, dy: -1)) {
                let text = obstacleIndex.boxes[index]
                edges = edges.flatMap { $0.cut(by: text) }
            }
            for edge in edges where edge.length > 0.5 {
                shapes.append(.shape(ShapeItem(path: .polyline([edge.start, edge.end]), fill: nil, stroke: stroke,
                                               role: .view(view.name))))
            }
        }
        drawName("\(view.name) (hidden)", in: frame, centred: view.shape == .oval, ink: style.guideColor,
                 role: .viewName(view.name), clearOf: view.subviews.map(\.frame))
    }

    private mutating func drawView(_ view: View, ambiguous: Bool) {
        let frame = view.frame
        let path = view.shape.path(in: frame)
        let faded = options.fadedItems.contains(view.name)
        let color = shownColor(of: view)
        let fill = color.map { tint($0).withAlphaComponent(Double(view.alpha) * (faded ? 0.35 : 1)) }
        var outline = ambiguous ? style.ambiguous : (color.map(outline) ?? style.viewOutline)
        if faded { outline = outline.withAlphaComponent(0.3) }
        if let fill, fill.alpha > 0.05 { fillsDrawn.append(frame) }
        shapes.append(.shape(ShapeItem(path: path, fill: fill,
                                       stroke: StrokeStyle(color: outline, width: ambiguous ? 2 : style.viewOutlineWidth),
                                       role: .view(view.name))))
        if view.shape == .oval, frame.width >= 12, frame.height >= 12 {
            // An oval's centre is what its constraints usually place (the knob's).
            let (c, r) = (CGPoint(x: frame.midX, y: frame.midY), CGFloat(3))
            for bar in [[CGPoint(x: c.x - r, y: c.y), CGPoint(x: c.x + r, y: c.y)],
                        [CGPoint(x: c.x, y: c.y - r), CGPoint(x: c.x, y: c.y + r)]] {
                shapes.append(.shape(ShapeItem(path: .polyline(bar), fill: nil, stroke: StrokeStyle(color: outline, width: 1),
                                               role: .view(view.name))))
            }
        }
        if faded { return }
        // A label with no text (filled in code) shows nothing: named
        // instead, as a plain view, rather than left an unexplained box.
        // So does a view of no width or height (an ambiguous field left at
        // 0 × 0): UIKit draws its text nowhere, and drawn at its natural
        // size it would lie over whatever is there (a guide's name).
        let showsContent = frame.width >= 1 && frame.height >= 1
        // Text with no room for even "…" in its frame is not drawn: the
        // view is named instead.
        if let label = view as? Label, !label.text.isEmpty, showsContent, drawLabelText(label) {
            // Drawn in place of its name.
        } else if let title = view.title, !title.isEmpty, !(view is StackView), showsContent,
                  drawTitle(title, of: view, ink: ink(on: fill)) {
            // Drawn in place of its name.
        } else if let field = view.fieldText, !field.text.isEmpty, showsContent, drawFieldText(field, of: view, ink: ink(on: fill)) {
            // Drawn in place of its name.
        } else if let content = view.textViewText, showsContent, drawTextViewText(content, of: view, ink: ink(on: fill)) {
            // Drawn in place of its name.
        } else if let bar = view.barContent, showsContent, drawBarContent(bar, of: view) {
            // Drawn in place of its name.
        } else if let control = view.control, showsContent {
            drawControl(control, of: view, textInk: ink(on: fill))
        } else if view.isNamedInPictures {
            // A stack view says how it arranges its views.
            let shown = (view as? StackView).map { "\(view.name) \($0.arrangementSummary)" } ?? view.name
            drawName(shown, in: frame, centred: view.shape == .oval, ink: ink(on: fill), role: .viewName(view.name),
                     clearOf: view.subviews.map(\.frame),
                     keepingLanesUnder: options.namesOutsideItems && frame.encloses(scene.root.frame, tolerance: 0.5))
        }
    }

    /// A name inside its item where it fits without covering another name:
    /// the top-left corner first (the centre of an oval), then the top-right
    /// corner, the middle of the top, the bottom corners; outside the item,
    /// placed with the labels, otherwise. With `keepingLanesUnder` (a view
    /// filling the picture, a cell's content view, where names may go
    /// outside), a bottom corner within the first two lanes under a
    /// subview (26 pt, ``ConstraintMarker/outsideLane(_:)``) is passed
    /// over: bars beyond the subview's bottom go there (XLPagerTabStrip's
    /// post cell had a label's width bar cut under it).
    /// A view's name keeps clear of its subviews (`clearOf`): "slider" is
    /// never written over the knob; and of every view's outline: a view
    /// drawn over this one (a label on an image) would strike it through.
    private mutating func drawName(_ name: String, in frame: CGRect, centred: Bool, ink: Color, role: DisplayRole,
                                   fontSize: CGFloat? = nil, plate: Color? = nil, clearOf children: [CGRect] = [],
                                   keepingLanesUnder: Bool = false)
    {
        let fontSize = fontSize ?? style.nameSize
        let size = typesetter.size(name, fontSize: fontSize)
        let (w, h) = (size.width, size.height)
        var spots: [CGPoint] = []
        // A name 4 pt in from the sides; one that misses by a little, 2 pt
        // in: it still reads as inside, as it would not above the view, on
        // the edge of the one over it.
        let inset: CGFloat = w + 8 <= frame.width ? 4 : 2
        if w + 2 * inset <= frame.width && h + 6 <= frame.height {
            // An oval's centre carries its centre mark: its name goes just
            // above it when the oval is large, outside it otherwise.
            spots = centred
                ? (w + 16 <= frame.width * 0.7 && 2 * h + 12 <= frame.height ? [CGPoint(x: frame.midX - w / 2, y: frame.midY - h - 5)] : [])
                // Along the top first: a name at a box's bottom sits just
                // above the next box's top edge and reads as its name.
                : [CGPoint(x: frame.minX + inset, y: frame.minY + 3), CGPoint(x: frame.maxX - inset - w, y: frame.minY + 3),
                   CGPoint(x: frame.midX - w / 2, y: frame.minY + 3),
                   CGPoint(x: frame.minX + inset, y: frame.maxY - 3 - h), CGPoint(x: frame.maxX - inset - w, y: frame.maxY - 3 - h)]
        }
        guard let origin = spots.first(where: { spot in
            let box = CGRect(origin: spot, size: size).insetBy(dx: -1, dy: -1)
            return !obstacleIndex.intersectsAny(box) && !children.contains { MarkLanes.overlap($0, box) }
                && !viewOutlines.edges.intersectsAny(box)
                && !(keepingLanesUnder && spot.y > frame.midY && children.contains { child in
                    child.minX < box.maxX && box.minX < child.maxX && box.maxY > child.maxY
                        && box.minY < child.maxY + ConstraintMarker.outsideLane(1)
                })
        }) else {
            guard options.namesOutsideItems else { return }
            names.append(Note(text: name, color: plate == nil ? style.ink : ink,
                              anchor: CGPoint(x: frame.midX, y: frame.minY), role: role, fontSize: fontSize,
                              inside: frame, edge: frame.horizontalSpan, subviews: children))
            return
        }
        let item = typesetter.text(name, at: origin, fontSize: fontSize, color: ink, background: plate, role: role)
        addText(item)
    }

    /// Draws `item` above the marks, as a box no label may cover; a view's
    /// `content` (a label's text, a button's title, a field's text), unlike
    /// a name, no label's leader may cross either. Over hatching that shows,
    /// it is plated as a guide's name is, the hatch's lines having run
    /// between its letters (``needsPlate(_:content:)``; a hatch drawn later
    /// is seen to by ``plateTextsUnderLaterHatching()``).
    mutating func addText(_ item: TextItem, content: Bool = false) {
        var item = item
        if needsPlate(item, content: content) { item.background = style.labelPlate }
        texts.append(item)
        keepLabelsOff(item.box)
        if content { contentTexts.append(item.box) }
    }

    /// Keeps every label and name off `box`: a text, or a control's knob
    /// or body, which says what the control is set to as its text would.
    mutating func keepLabelsOff(_ box: CGRect) {
        obstacles.append(box)
        obstacleIndex.insert(box)
    }

    private mutating func drawGuide(_ guide: LayoutGuide, ambiguous: Bool) {
        let frame = guide.layoutFrame
        let name = Self.displayName(of: guide)
        if guide.isSystemGuide {
            // The safe-area and margins guides: a quiet dashed outline only,
            // unless asked to hatch them.
            guard !options.hatchedGuides.contains(name) && !options.hatchedGuides.contains(guide.name) else {
                hatch(guide, name: name)
                return
            }
            guideOutlines.append((shapes.count, frame))
            shapes.append(.shape(ShapeItem(path: .rectangle(frame), fill: nil,
                                           stroke: StrokeStyle(color: style.guideColor.withAlphaComponent(0.6), width: 0.75,
                                                               dash: [2, 2]), role: .guide(name))))
            return
        }
        if options.hatchedGuides.contains(guide.name) {
            hatch(guide, name: guide.name)
        }
        let highlighted = options.highlightedGuides.contains(guide.name)
        let color = ambiguous ? style.ambiguous : highlighted ? style.highlightColor : style.guideColor
        let tint = highlighted ? style.highlightTint : style.guideTint
        let hatched = options.hatchedGuides.contains(guide.name)
        guideOutlines.append((shapes.count, frame))
        shapes.append(.shape(ShapeItem(path: .rectangle(frame), fill: hatched ? nil : color.withAlphaComponent(tint),
                                       stroke: StrokeStyle(color: color, width: highlighted || ambiguous ? 1.5 : 1, dash: style.guideDash),
                                       role: .guide(guide.name))))
        drawName(guide.name, in: frame, centred: false, ink: color, role: .guideName(guide.name),
                 fontSize: style.annotationSize, plate: style.labelPlate)
    }

    private mutating func hatch(_ guide: LayoutGuide, name: String) {
        hatchedAreas.append((guide.layoutFrame, nil, fillsDrawn.count))
        shapes.append(.hatch(HatchItem(region: .rectangle(guide.layoutFrame), spacing: style.hatchSpacing,
                                       stroke: StrokeStyle(color: style.hatchColor, width: style.hatchWidth),
                                       role: .hatch(name))))
    }

    /// `safeArea`, `keyboard` and `margins` for the root's system guides, as
    /// scene files name the first and last; a guide's own name otherwise.
    static func displayName(of guide: LayoutGuide) -> String {
        guard guide.isSystemGuide else { return guide.name }
        let base = guide.name.hasSuffix("safeAreaLayoutGuide") ? "safeArea"
            : guide.name.hasSuffix("keyboardLayoutGuide") ? "keyboard" : "margins"
        return guide.owningView?.superview == nil ? base : "\(guide.owningView?.name ?? "").\(base)"
    }
}
