import Foundation
import Layout

/// Sizes said in words rather than drawn as dimension lines: inside their
/// item, just beside it, or after its name.
extension Annotation {
    /// `text` ("width = 97", a size whose line found no clear lane) said
    /// inside its item's `frame` with no line: along its middle row from 2
    /// pt in from the left edge, past a name or a bar, with no leader (it
    /// needs none there); nil (nothing taken) where it finds no room there.
    /// No line carries the constraint's title, so its text does.
    static func sayInside(_ text: String, in frame: CGRect, for mark: ConstraintMark, owner: Int, placer: inout LabelPlacer,
                          typesetter: Typesetter, style: Style) -> [DisplayItem]?
    {
        var inside = placer
        inside.bounds = placer.bounds.map { $0.intersection(frame) } ?? frame
        let start = CGPoint(x: frame.minX + 2 - style.labelGap, y: frame.midY)
        let placed = Diagram.place(text, fontSize: style.annotationSize, color: mark.labelColor, anchor: start, vertical: true,
                                   role: mark.labelRole, placer: &inside, typesetter: typesetter, style: style, owner: owner,
                                   within: LabelPlacer.rings)
        // Its text alone: no leader there.
        let texts = titled(placed.filter { if case .text = $0 { true } else { false } }, mark.title)
        guard !texts.isEmpty else { return nil }
        inside.bounds = placer.bounds
        placer = inside
        return texts
    }

    /// `text` just outside `view`, below it, else after, before or above
    /// it, off every view's outline (`edges`) and over no other view but
    /// those holding it, on a leader to its edge where not right beside it:
    /// a small view's fixed size (`97 × 30`) whose words have no room inside
    /// it (a field quartered by two centre lines) reads better as one
    /// caption than as two bars, each with an `= 30` led from wherever there
    /// is room. Nil (nothing taken) where no spot within two rings is clear.
    /// `views` are the views drawn, `frames` their frames indexed in that order.
    static func sayBeside(_ text: String, of view: View, for mark: ConstraintMark, owner: Int, placer: inout LabelPlacer,
                          edges: BoxIndex, views: [View], frames: BoxIndex, typesetter: Typesetter,
                          style: Style) -> [DisplayItem]?
    {
        let frame = view.frame
        let sides: [(anchor: CGPoint, vertical: Bool)] = [(CGPoint(x: frame.midX, y: frame.maxY), false),
                                                          (CGPoint(x: frame.maxX, y: frame.midY), true),
                                                          (CGPoint(x: frame.minX, y: frame.midY), true),
                                                          (CGPoint(x: frame.midX, y: frame.minY), false)]
        // Words inside a neighbour read as the neighbour's. (By edges, a
        // hair in: Foundation's `intersects` on Linux counts touching.)
        func overAnother(_ box: CGRect) -> Bool {
            frames.indices(meeting: box.insetBy(dx: 0.5, dy: 0.5)).contains { index in
                views[index] !== view && !view.isDescendant(of: views[index])
            }
        }
        for side in sides {
            var beside = placer
            beside.avoided = edges
            let placed = Diagram.place(text, fontSize: style.annotationSize, color: mark.labelColor, anchor: side.anchor,
                                       vertical: side.vertical, role: mark.labelRole, placer: &beside, typesetter: typesetter,
                                       style: style, owner: owner, within: 2)
            guard let box = placed.textBounds, !overAnother(box) else { continue }
            beside.avoided = placer.avoided
            placer = beside
            return titled(placed, mark.title)
        }
        return nil
    }

    /// A name placed with a view's size after it (`UIImageView a 30 × 30`)
    /// as two texts on one baseline: the name in its ink, the size in the
    /// constraints' colour and type, carrying their title.
    static func split(_ placed: [DisplayItem], name: SceneLayer.Note,
                      size: (words: String, title: String, color: Color, role: DisplayRole),
                      typesetter: Typesetter, style: Style) -> [DisplayItem]
    {
        placed.flatMap { item -> [DisplayItem] in
            guard case .text(let text) = item else { return [item] }
            let own = typesetter.text(name.text, at: text.box.origin, fontSize: name.fontSize, color: text.color,
                                      background: text.background, role: text.role)
            var words = typesetter.text(size.words, at: .zero, fontSize: style.annotationSize, color: size.color,
                                        background: style.labelPlate, role: size.role)
            words.box.origin = CGPoint(x: text.box.minX + typesetter.size(name.text + " ", fontSize: name.fontSize).width,
                                       y: text.box.minY + text.baseline - words.baseline)
            words.title = size.title
            return [.text(own), .text(words)]
        }
    }

    /// `items` with each text carrying `title` (an SVG `<title>`): the
    /// words of a size drawn with no line, which would carry it.
    static func titled(_ items: [DisplayItem], _ title: String?) -> [DisplayItem] {
        items.map { item in
            guard case .text(var text) = item else { return item }
            text.title = title
            return .text(text)
        }
    }
}

extension Annotation {
    /// The fixed sizes of small views said in words (``ConstraintMark/together``),
    /// before the marks' labels: inside the view, else just beside it,
    /// else after its name in the key (`keyed`: by name's index, its
    /// entry's in ``nameKey``). Each view said for joins `saidTogether`;
    /// the others' bars are drawn as any marks.
    mutating func sayFixedSizes(_ marks: [ConstraintMark], owners: [Int], keyed: [Int: Int], sizeAfterName: [Int: SizeAfterName],
                                saidTogether: inout Set<ObjectIdentifier>, scene: Scene, layer: SceneLayer,
                                placer: inout LabelPlacer, typesetter: Typesetter, style: Style)
    {
        // Sizes that may be said in words inside their item first: there is
        // the one place such words say whose they are, and another mark's
        // label (the item's other size, beside its bar) could take it.
        // A small view's fixed size ("30 × 30") is said once for both its
        // bars, first of all: inside it, for every view, then just beside
        // those with no room inside (by view, whether it was). Where it is
        // not, both bars are drawn as any others.
        typealias Speaker = (index: Int, words: ConstraintMark.TogetherWords, speaker: ConstraintMark)
        let speakers = marks.indices.compactMap { index -> Speaker? in
            guard owners[index] == index, let words = marks[index].together else { return nil }
            var speaker = marks[index]
            speaker.title = words.title
            return (index, words, speaker)
        }
        for (index, words, speaker) in speakers where !saidTogether.contains(words.item) {
            guard let said = Self.sayInside(words.label, in: words.frame, for: speaker, owner: owners[index], placer: &placer,
                                            typesetter: typesetter, style: style) else { continue }
            saidTogether.insert(words.item)
            labels += said
        }
        // The views drawn, only where some size is left to say beside its view.
        if speakers.contains(where: { !saidTogether.contains($0.words.item) }) {
            let shown = scene.items.compactMap { $0 as? View }.filter {
                $0 !== scene.root && !$0.isCollapsedInStack && !$0.frame.isEmpty
            }
            let byID = Dictionary(shown.map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { a, _ in a })
            let frames = BoxIndex(shown.map(\.frame))
            for (index, words, speaker) in speakers where !saidTogether.contains(words.item) {
                guard let view = byID[words.item],
                      let said = Self.sayBeside(words.label, of: view, for: speaker, owner: owners[index], placer: &placer,
                                                edges: layer.viewOutlines.edges, views: shown, frames: frames, typesetter: typesetter,
                                                style: style)
                else { continue }
                saidTogether.insert(words.item)
                labels += said
            }
        }
        // Else, for a view keyed by a number, after its name in the key
        // (`① UIImageView 9Fs-Fi-0RY 24 × 24`), as after a name led from
        // it: two bars crowding a 24-pt icon land on its neighbours.
        for (name, key) in keyed {
            guard let size = sizeAfterName[name], !saidTogether.contains(size.item) else { continue }
            nameKey[key] += " " + size.words
            saidTogether.insert(size.item)
        }
    }
}
