import Diagram
import Foundation
import Layout
import Samples
import Testing

/// The display list of a sample variant, laid out with the deterministic measurer.
func displayList(_ sampleName: String, _ variantName: String? = nil, options: DiagramOptions? = nil) throws -> DisplayList {
    let sample = try #require(SampleCatalog.sample(named: sampleName))
    let variant = try #require(variantName.map { name in sample.variants.first { $0.name == name } } ?? sample.variants.first)
    let scene = try variant.makeScene()
    try scene.layout()
    return try Diagram.displayList(for: scene, options: options ?? sample.options)
}

/// Where the root's top-left corner landed on the page.
func rootOrigin(_ list: DisplayList) throws -> CGPoint {
    let root = try #require(list.shapes.first { $0.role == .root })
    return root.path.bounds.origin
}

/// The shapes drawn for the constraint whose relation reads `relation`.
func marks(_ list: DisplayList, _ relation: String) -> [ShapeItem] {
    list.shapes.filter { $0.role == .constraint(relation) }
}

/// The label of the constraint whose relation reads `relation`: its lines
/// (a long label may be set as two or three) read as one, in one box.
func label(_ list: DisplayList, _ relation: String) -> TextItem? {
    let lines = list.texts.filter { $0.role == .constraintLabel(relation) }
    guard var label = lines.first else { return nil }
    for line in lines.dropFirst() {
        label.text += " " + line.text
        label.box = label.box.union(line.box)
    }
    return label
}

func expectClose(_ a: CGFloat, _ b: CGFloat, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(a - b) < 0.01, "\(a) ≠ \(b) \(comment.map { "\($0)" } ?? "")", sourceLocation: sourceLocation)
}

/// Whether a line along an edge of `frame` passes through `box`.
func crossesOutline(_ box: CGRect, _ frame: CGRect) -> Bool {
    let vertical = [frame.minX, frame.maxX].contains { $0 > box.minX && $0 < box.maxX }
        && frame.minY < box.maxY && frame.maxY > box.minY
    let horizontal = [frame.minY, frame.maxY].contains { $0 > box.minY && $0 < box.maxY }
        && frame.minX < box.maxX && frame.maxX > box.minX
    return vertical || horizontal
}

/// Adds `views` to `scene`'s root, each laid out by constraints alone.
func addToRoot(_ views: [View], of scene: Scene) {
    add(views, to: scene.root)
}

/// Adds `views` to `parent`, each laid out by constraints alone.
func add(_ views: [View], to parent: View) {
    for view in views {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
    }
}

/// `card`, added to `scene`'s root, 20 pt in from its sides and top and
/// `height` tall: a cell or card for rows to sit in.
func cardConstraints(_ card: View, in scene: Scene, height: CGFloat) -> [LayoutConstraint] {
    addToRoot([card], of: scene)
    return [card.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalToConstant: height)]
}

/// Adds `outer` to `scene`'s root and `inner` to `outer`, both laid out
/// by constraints alone.
func nest(_ inner: View, in outer: View, of scene: Scene) {
    addToRoot([outer], of: scene)
    inner.translatesAutoresizingMaskIntoConstraints = false
    outer.addSubview(inner)
}

/// `row` added to `parent`, across its width along its top, `height` tall.
func addRow(_ row: View, to parent: View, height: CGFloat) {
    row.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(row)
    LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: parent.leadingAnchor), row.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
        row.topAnchor.constraint(equalTo: parent.topAnchor), row.heightAnchor.constraint(equalToConstant: height),
    ])
}

/// Adds each view to the scene's root and pins it at its frame (leading,
/// top, width and height constraints), in the order given.
func pin(_ views: [(View, CGRect)], in scene: Scene) {
    pin(views, inside: scene.root)
}

/// Adds each view to `parent` and pins it at its frame in `parent`
/// (leading, top, width and height constraints), in the order given.
func pin(_ views: [(View, CGRect)], inside parent: View) {
    add(views.map(\.0), to: parent)
    LayoutConstraint.activate(views.flatMap { view, frame in
        [view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: frame.minX),
         view.topAnchor.constraint(equalTo: parent.topAnchor, constant: frame.minY),
         view.widthAnchor.constraint(equalToConstant: frame.width),
         view.heightAnchor.constraint(equalToConstant: frame.height)]
    })
}

/// Twenty rows 4 pt apart in a 160 × 100 scene, each required 120 pt wide
/// and 60 pt wide: UIKit breaks one width of each, the other holds "in
/// conflict". Laid out.
func conflictingRows() throws -> Scene {
    let scene = Scene(width: 160, height: 100)
    var constraints: [LayoutConstraint] = []
    for i in 0..<20 {
        let row = View(name: "r\(i)")
        row.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(row)
        constraints += [
            row.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            row.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10 + CGFloat(i) * 4),
            row.heightAnchor.constraint(equalToConstant: 3),
            row.widthAnchor.constraint(equalToConstant: 120),
            row.widthAnchor.constraint(equalToConstant: 60),
        ]
    }
    LayoutConstraint.activate(constraints)
    try scene.layout()
    return scene
}

/// `view` 80 × 60 at y 10 of a 300 × 200 root, free in x between 10 and
/// 210 (it rests at 10, so its ghost lies at x 130...210); with `titled`,
/// a label whose text runs from x 100 across the ghost's leading side.
func ambiguousInX(_ view: View, titled: Bool) throws -> Scene {
    let scene = Scene(width: 300, height: 200)
    if titled {
        pin([(Label(name: "title", text: "Title across", fontSize: 17), CGRect(x: 100, y: 20, width: 190, height: 24))], in: scene)
    }
    add([view], to: scene.root)
    LayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
        view.widthAnchor.constraint(equalToConstant: 80), view.heightAnchor.constraint(equalToConstant: 60),
        view.leadingAnchor.constraint(greaterThanOrEqualTo: scene.root.leadingAnchor, constant: 10),
        view.trailingAnchor.constraint(lessThanOrEqualTo: scene.root.leadingAnchor, constant: 210),
    ])
    try scene.layout()
    return scene
}
