import Foundation
import Layout

/// One drawing of a scene's constraints over its ``SceneLayer``: the marks,
/// the names placed outside their items, the badges of summarised
/// containers and every label, and what could not be drawn readably (the
/// measure the level of detail is decided by).
struct Annotation {
    /// The layer's shapes and the marks' lines.
    var items: [DisplayItem] = []
    /// Names, badges and labels on their plates (and their leader lines).
    var labels: [DisplayItem] = []
    /// Labels of marks with no room near them, left out.
    var unplaced: [String] = []
    /// The relations of broken constraints whose labels had no room near
    /// their marks: said under the picture, where a label led from across
    /// the scene would read as nobody's (``Diagram`` words the line).
    var brokenBelow: [String] = []
    /// Names with no room near their item, not even across other views'
    /// outlines: left out, or keyed by a number (``nameKey``); what the
    /// level of detail counts as crowded.
    var unnamed: [String] = []
    /// The names neither on the picture nor keyed, in the order placed.
    var notShown: [String] = []
    /// The badges of summarised containers with no spot near them, as
    /// their words: `DesignView Q6O-ZR-9jx: 17 constraints`.
    var badgesNotShown: [String] = []
    /// For each name keyed by a circled number on its item, the words said
    /// under the picture: `⑧ UIButton WKP-OZ-FQt`.
    var nameKey: [String] = []
    /// Notes with no spot near their item off the root's outline, said
    /// under the picture instead (``placeNotes(_:after:root:column:outlines:placer:typesetter:style:)``).
    var notesBelow: [String] = []
    /// Optional constraints not holding, counted by label in a dense scene.
    var unsatisfiedCounts: [(text: String, count: Int)] = []
    /// The constraints whose mark lost its label or was cut around text.
    var failed: [ObjectIdentifier] = []
    /// The constraints whose label another label's leader runs through,
    /// and those whose leader does, where there are ``strikesOfACrowd``
    /// such labels or more.
    var struck: [ObjectIdentifier] = []
    /// How many labels struck through by leaders make a picture crowded.
    static let strikesOfACrowd = 2
    /// How far from its mark, in rings of label heights, an "(in conflict)"
    /// label may go: one led from further reads as nobody's, and the scene's
    /// conflicts are said under the picture anyway; with no room that near,
    /// it is counted. Not one keyed by a note (an explanation's "⑥ 20",
    /// which its text refers to).
    static let conflictRings = 4

    /// Draws `constraints` over `layer`, with a badge for each of `badges`.
    init(scene: Scene, constraints: [LayoutConstraint], badges: [(container: View, count: Int)], layer: SceneLayer,
         options: DiagramOptions, style: Style, typesetter: Typesetter)
    {
        var marker = ConstraintMarker(scene: scene, style: style, constraints: constraints,
                                      kinds: options.markKinds, texts: layer.obstacles)
        marker.notes = options.constraintNotes
        marker.labelSize = { typesetter.size($0, fontSize: style.annotationSize) }
        let root = scene.root.frame
        marker.keepOffGhosts(options.wantedFrames.compactMap { GhostOutline(frame: $0.frame, area: root)?.drawn })
        var marks = marker.marks()
        // Past this many marks a scene is dense: its labels stay on the
        // scene (a label with no room near its mark is left out and
        // counted), ghosts are not drawn, and optional constraints that do
        // not hold are counted under the picture rather than labelled one
        // by one, so the picture is no larger than the scene and its notes.
        let dense = marks.count > 120
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
        failed = marks.filter(\.crossesText).compactMap(\.constraint)
        /// Whether `mark` is keyed by a note the picture's text refers to.
        func isKeyed(_ mark: ConstraintMark) -> Bool {
            mark.constraint.map { options.constraintNotes[$0] != nil } ?? false
        }

        items = layer.shapes
        var placer = LabelPlacer(obstacles: layer.obstacles, gap: 2)
        placer.leaderObstacles = BoxIndex(layer.contentTexts)
        placer.outlines = layer.viewOutlines.edges
        placer.keepLeadersOff(names: layer.texts.compactMap { text in
            switch text.role {
            case .viewName, .guideName: text.box
            default: nil
            }
        })
        if dense { placer.bounds = root.insetBy(dx: -4, dy: -4) }
        // A cell of a sheet keeps its labels on (or just below) itself, off
        // its views' edges, so that its column is as wide as the cell and
        // no label hides an edge at that small size.
        let cell = options.sceneScale < 1
        if cell {
            let line = typesetter.size("Ag", fontSize: style.annotationSize).height
            var edges = BoxIndex()
            for view in scene.items.compactMap({ $0 as? View }) where view !== scene.root && !view.isCollapsedInStack
                && !view.frame.isEmpty && view.frame.width.isFinite && view.frame.height.isFinite {
                for edge in ViewEdges.boxes(of: view.frame) { edges.insert(edge) }
            }
            placer.preferred = (CGRect(x: root.minX - 2 * line, y: root.minY - line, width: root.width + 4 * line, height: root.height + 7 * line),
                                edges)
        }
        // Every mark's lines are kept clear of every label but the mark's
        // own (a ghost's outline is not, even cut around text into its
        // sides: labels may sit inside it and on it).
        // (A size that may be said in words inside its item reserves its
        // line only if it is drawn after all, below.)
        func reserveLines(of mark: ConstraintMark, owner index: Int) {
            guard !mark.role.isWanted else { return }
            for line in mark.lines where !line.elements.contains(.close) {
                placer.reserveLine(line.bounds.insetBy(dx: -0.5, dy: -0.5), owner: index)
            }
        }
        // The two bars of a small view's fixed size, which may be said as
        // one (`30 × 30`, below), are one mark's lines: neither keeps the
        // words, nor the other's label, off them.
        var together: [ObjectIdentifier: Int] = [:]
        var owners = Array(marks.indices)
        for (index, mark) in marks.enumerated() {
            guard let item = mark.together?.item else { continue }
            if let first = together[item] { owners[index] = first } else { together[item] = index }
        }
        for (index, mark) in marks.enumerated() where mark.alone == nil {
            reserveLines(of: mark, owner: owners[index])
        }
        // A small view's fixed size whose words do not fit inside it (an
        // icon's "30 × 30") is said after its name, where that is drawn
        // outside the view on a leader to it anyway: its two bars, each
        // with an "= 30" on a leader of its own, crowd the icon and its
        // neighbours. By name: the words, their title, colour and role.
        var saidTogether: Set<ObjectIdentifier> = []
        var sizeAfterName: [Int: SizeAfterName] = [:]
        for (index, mark) in marks.enumerated() where owners[index] == index {
            guard let words = mark.together else { continue }
            let size = typesetter.size(words.label, fontSize: style.annotationSize)
            // Not inside: wider or taller than the item less its plate and 2 pt either side.
            guard size.width + 8 > words.frame.width || size.height + 2 > words.frame.height,
                  let name = layer.names.firstIndex(where: {
                      $0.role == .viewName(words.name) && $0.anchor == CGPoint(x: words.frame.midX, y: words.frame.minY)
                  })
            else { continue }
            sizeAfterName[name] = (words.item, words.label, words.title, mark.labelColor, mark.labelRole)
        }
        // Names near their items, then each summarised container's badge
        // at its top edge: before the marks' labels, so that they find
        // room (`placeBadges`). A name whose leader a badge then lies
        // across (the leader seems to point at the badge), or that a
        // badge's leader strikes, goes with the crowded names instead, the
        // two placed again without it (a few rounds at most: others move).
        let start = placer
        var held = Set<Int>(), near = NamesNear(extent: root), badgeLabels: [DisplayItem] = []
        for round in 0..<4 {
            placer = start
            near = Self.placeNamesNear(layer, sizeAfterName: sizeAfterName, root: root, held: held, placer: &placer,
                                       typesetter: typesetter, style: style)
            (badgeLabels, badgesNotShown) = Self.placeBadges(badges, in: scene, root: root, layer: layer, placer: &placer,
                                                             typesetter: typesetter, style: style)
            let ledUnder = Self.namesLedUnder(badgeLabels, near: near)
            if ledUnder.isSubset(of: held) || round == 3 { break }
            held.formUnion(ledUnder)
        }
        labels += near.labels + badgeLabels
        saidTogether.formUnion(near.saidTogether)
        let (extent, later) = (near.extent, near.later)
        let column = Style.columnWidth - 2 * style.padding
        // Those with no room near, once every other name and badge has
        // its spot, before the constraints' labels, which keep off their
        // leaders: beside their views, further out, keyed by a number, or
        // left out.
        let keyed = placeCrowdedNames(later, dense: dense, root: root, extent: extent, layer: layer, placer: &placer,
                                      typesetter: typesetter, style: style)
        // Where a broken constraint wanted its view, the lesson of the
        // picture: its words take a clear spot by the outline's corner
        // before the marks' labels do, where there is one.
        let wantedFirst = Self.placeWantedWordsFirst(options.wantedFrames, root: root, outlines: layer.viewOutlines,
                                                     placer: &placer, typesetter: typesetter, style: style)
        labels += wantedFirst.labels
        var edgesByView: [ObjectIdentifier: [CGRect]] = [:]
        for (box, owner) in zip(layer.viewOutlines.edges.boxes, layer.viewOutlines.owners) { edgesByView[owner, default: []].append(box) }
        // Small views' fixed sizes said in words ("30 × 30"), before the marks' labels.
        sayFixedSizes(marks, owners: owners, keyed: keyed, sizeAfterName: sizeAfterName, saidTogether: &saidTogether,
                      scene: scene, layer: layer, placer: &placer, typesetter: typesetter, style: style)
        // The bars of a size said in words are not drawn: a mark's label
        // clear of every outline may take their place (a gap's "15" beside
        // its I-bar between two buttons, not pushed into the next button
        // by the unseen width bar in the gap; ``LabelPlacer/isFree(_:owner:)``).
        for (index, mark) in marks.enumerated() where owners[index] == index {
            if let item = mark.together?.item, saidTogether.contains(item) { placer.releaseLines(of: index) }
        }
        let order = marks.indices.filter { marks[$0].alone != nil } + marks.indices.filter { marks[$0].alone == nil }
        var placedLabels: [PlacedConstraintLabel] = []
        for index in order {
            let mark = marks[index]
            if let item = mark.together?.item, saidTogether.contains(item) { continue }
            if let alone = mark.alone {
                if let said = Self.sayInside(alone.label, in: alone.frame, for: mark, owner: index, placer: &placer,
                                             typesetter: typesetter, style: style)
                {
                    labels += said
                    continue
                }
                reserveLines(of: mark, owner: owners[index])
            }
            items += mark.lines.map { .shape(ShapeItem(path: $0, fill: nil, stroke: mark.stroke, role: mark.role, title: mark.title)) }
            guard var text = mark.label else { continue }
            // A broken label no note refers to may go under the picture; the
            // placer is kept for it alone (a copy written to copies it all).
            let sayableBelow = mark.broken && !isKeyed(mark)
            let beforeLabel = sayableBelow ? placer : nil
            var width = typesetter.size(text, fontSize: style.annotationSize).width
            if let short = mark.shortLabel, mark.along < width + 24, !mark.outside {
                text = short
                width = typesetter.size(text, fontSize: style.annotationSize).width
            }
            if cell, width > root.width {
                text = LabelLines.broken(text, width: root.width) { typesetter.size($0, fontSize: style.annotationSize).width }
            }
            let onLine = mark.along >= width + 24
            /// The label placed as every label is, or within `rings` of its mark
            /// only; set `asLines`, never over its mark's line.
            func place(_ text: String, asLines: Bool = false, with placer: inout LabelPlacer, within rings: Int? = nil)
                -> [DisplayItem]
            {
                Diagram.place(text, fontSize: style.annotationSize, color: mark.labelColor, anchor: mark.anchor,
                              vertical: mark.orientation == .vertical, role: mark.labelRole, placer: &placer,
                              typesetter: typesetter, style: style, nearbyOnly: dense, onLine: onLine && !asLines,
                              owner: owners[index],
                              reach: [style.satisfied, style.reference].contains(mark.labelColor) || mark.inConflict
                                  || sayableBelow ? LabelPlacer.fallbackReach : nil,
                              within: rings ?? (mark.inConflict && !isKeyed(mark) ? Self.conflictRings : nil), edge: mark.edge,
                              onLineReach: (mark.along - width - 4) / 2 - 12)
            }
            // A dimension measures its item from edge to edge: its label
            // across the item's own edge (inside it, or on a line just
            // outside it) straddles the outline it measures to, so it
            // keeps off that one too.
            let exempt = mark.kind == .sizes ? [] : mark.relatedViews
            var placed: [DisplayItem] = []
            if dense || mark.relatedViews.isEmpty {
                placed = place(text, with: &placer)
            } else {
                // Where the label would lie across the outline of a view
                // the constraint does not name (struck through by it, it
                // seems to measure that view), it takes a spot close to the
                // mark clear of such outlines, if there is one that widens
                // the picture no more: otherwise it stays. Labels that cross
                // nothing are placed as they always were.
                var trial = placer
                let tried = place(text, with: &trial)
                placer.keepOff(layer.viewOutlines.edges, owners: layer.viewOutlines.owners, except: exempt,
                               edges: exempt.flatMap { edgesByView[$0] ?? [] }, neverExempt: ViewOutlines.rootEdgeCount)
                // A spot off outlines is taken only where no leader runs
                // through it nor its leader through a label: one on a name's
                // leader is worse than the spot across an outline it replaces.
                placer.clearance = .unstruck
                // Set as two lines, or three, a long label may fit where
                // it would not as one (beside its bar, inside the view it
                // measures), off the outlines it would cross or nearer its
                // mark than it would be led from: on a leader only if a
                // shorter one. A short one ("= 44") is never broken: "="
                // over "44" reads as two labels.
                let breakable = width >= Self.shortestBrokenLabel
                let triedBox = tried.textBounds
                let across = triedBox.map { placer.liesAcrossAvoided($0) } ?? false
                // Across the root's outline alone (a root its constraint names), it moves only where no longer led.
                var rootExempt = placer
                rootExempt.neverExempt = 0
                let acrossRootAlone = across && !(triedBox.map { rootExempt.liesAcrossAvoided($0) } ?? false)
                // One over the scene that runs on past the root's side
                // widens the whole picture for a few words: as lines it
                // keeps within the root's width, on a leader up to two of
                // its heights longer. (One beside the scene, in the margin
                // the root's edge marks leave, stays there: set as lines
                // over the scene it would lie among the marks and the
                // picture be no narrower for it.)
                let overScene = triedBox.map { box in
                    root.encloses(CGRect(x: box.midX, y: box.midY, width: 0, height: 0), tolerance: 0.5)
                } ?? false
                let pastRoot = triedBox.map { box in
                    overScene && (box.minX < root.minX - 0.5 || box.maxX > root.maxX + 0.5)
                } ?? false
                if let box = triedBox, across || breakable && (tried.leaderLength > 0 || pastRoot) {
                    let bounds = placer.bounds
                    var reach = root.union(box)
                    if pastRoot { (reach.origin.x, reach.size.width) = (root.minX, root.width) }
                    placer.bounds = bounds.map { $0.intersection(reach) } ?? reach
                    if across { placed = place(text, with: &placer, within: Self.outlineFreeRings) }
                    // A label over the scene, across an outline there (a
                    // neighbour's edge), may take a leader up to two of its
                    // heights longer to lie clear of it as lines; one beside
                    // the scene, only grazing the root's edge, keeps its
                    // place there rather than move in over the marks.
                    let slack: CGFloat = across && overScene || pastRoot ? 2 * box.height : 0
                    let measure = { typesetter.size($0, fontSize: style.annotationSize).width }
                    for count in 2...3 where placed.isEmpty && breakable {
                        guard let lines = LabelLines.balanced(text, count: count, measure: measure) else { continue }
                        var attempt = placer
                        let set = place(lines, asLines: true, with: &attempt, within: Self.outlineFreeRings)
                        if set.leaderLength == 0 || set.leaderLength < tried.leaderLength + slack {
                            (placer, placed) = (attempt, set)
                        }
                    }
                    placer.bounds = bounds
                }
                placer.keepOffNothing()
                placer.clearance = .nearest
                if placed.isEmpty || acrossRootAlone && placed.leaderLength > tried.leaderLength + 0.5 {
                    (placer, placed) = (trial, tried)
                }
            }
            // A broken label led through a label placed before it strikes
            // that one out and seems to be it: named under the picture instead.
            if let beforeLabel, let leader = placed.leader, beforeLabel.strikesLabel(leader) {
                (placer, placed) = (beforeLabel, [])
            }
            if placed.isEmpty, mark.broken, let relation = mark.role.constraintText {
                // Its red mark is drawn, its words said below: no failure, for
                // summarising its container would hide the broken constraint.
                brokenBelow.append(relation)
            } else if placed.isEmpty {
                unplaced.append(text)
                if let constraint = mark.constraint { failed.append(constraint) }
            }
            // Words with no line (a size of nothing) carry the title.
            if mark.lines.isEmpty { placed = Self.titled(placed, mark.title) }
            if let constraint = mark.constraint, placed.textBounds != nil {
                placedLabels.append(PlacedConstraintLabel(constraint: constraint, items: labels.count..<labels.count + placed.count,
                                                          owner: owners[index], related: exempt,
                                                          relatedEdges: exempt.flatMap { edgesByView[$0] ?? [] },
                                                          bar: Self.middleHalf(of: mark)))
            }
            labels += placed
        }
        Self.untangleLeaders(of: placedLabels, in: &labels, root: root, placer: &placer, outlines: layer.viewOutlines, style: style)
        Self.rerouteEdgeLeaders(Self.leaderEdges(names: layer.names, badged: badges.map(\.container)), in: &labels,
                                placer: &placer, style: style)
        Self.rerouteBarLeaders(of: placedLabels, in: &labels, placer: &placer, style: style)
        // Labels other labels' leaders run through are struck out: their
        // marks did not draw readably (text fields' containers led their
        // "0"s up through the "0"s between them). One is a blemish, not a
        // crowd: a card's two rows are not summarised for it.
        var strikes: [ObjectIdentifier] = []
        let boxes = placedLabels.map { Array(labels[$0.items]).textBounds ?? .null }
        for striking in placedLabels {
            guard let leader = Array(labels[striking.items]).leader else { continue }
            for (other, struck) in placedLabels.enumerated() where struck.constraint != striking.constraint
                && LabelPlacer.segment(from: leader.start, to: leader.end, crosses: boxes[other].insetBy(dx: 1, dy: 1))
            {
                strikes += [striking.constraint, struck.constraint]
            }
        }
        if strikes.count >= 2 * Self.strikesOfACrowd { struck = strikes }
        let wanted = Self.drawWantedFrames(options.wantedFrames, wordsPlaced: wantedFirst.placed, root: root,
                                           outlines: layer.viewOutlines, placer: &placer, typesetter: typesetter, style: style)
        items += wanted.outlines
        labels += wanted.labels
        let notes = Self.placeNotes(layer.notes, after: labels, root: root, column: column, outlines: layer.viewOutlines,
                                    placer: &placer, typesetter: typesetter, style: style)
        labels += notes.labels
        notesBelow = notes.below
    }

    /// The width below which a note is never broken into lines, points at
    /// the style's annotation size.
    static let shortestNoteWidth: CGFloat = 280

    /// The width below which a constraint's label is never set as lines
    /// to keep it off an outline or a long leader, points at the style's
    /// annotation size.
    static let shortestBrokenLabel: CGFloat = 80

    /// How many rings around its mark a constraint's label searches for a
    /// spot off unrelated outlines before it settles for one across them.
    static let outlineFreeRings = 2
}
