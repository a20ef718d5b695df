import Foundation
import Layout

/// The outlines of the views a picture draws, as thin boxes, so that a name
/// can be kept off them: a name laid across an outline (a small button's
/// name reaching over the root's edge, an image view's name over the label
/// drawn on it) is struck through by that line.
enum ViewEdges {
    /// How far either side of an outline a name keeps clear, in points.
    static let clearance: CGFloat = 0.5

    /// Every view drawn with its frame (the root's too, hidden views' too),
    /// root first, in depth-first order, skipping those collapsed in a
    /// stack view and their subviews, as the scene layer skips them; none
    /// with a frame that is not finite, or of no width and no height.
    static func drawnFrames(of scene: Scene, hiddenItems: Set<String>) -> [(view: View, frame: CGRect)] {
        var drawn: [(View, CGRect)] = []
        func visit(_ view: View) {
            guard !view.isCollapsedInStack, !hiddenItems.contains(view.name) else { return }
            let frame = view.frame
            if frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite,
               frame.width > 0 || frame.height > 0
            {
                drawn.append((view, frame))
            }
            view.subviews.forEach(visit)
        }
        visit(scene.root)
        return drawn
    }

    /// Whether the thin boxes `a` and `b` are edges along one line: both
    /// vertical at one x, or both horizontal at one y (an inner view's edge
    /// flush with its container's reads as the container's).
    static func collinear(_ a: CGRect, _ b: CGRect) -> Bool {
        if isVertical(a), isVertical(b), abs(a.midX - b.midX) < 0.5 { return true }
        return isHorizontal(a) && isHorizontal(b) && abs(a.midY - b.midY) < 0.5
    }

    /// Whether the thin box `edge` is a vertical edge (a view's side).
    static func isVertical(_ edge: CGRect) -> Bool { edge.width <= 2 * clearance + 0.01 }

    /// Whether the thin box `edge` is a horizontal edge (a view's top or bottom).
    static func isHorizontal(_ edge: CGRect) -> Bool { edge.height <= 2 * clearance + 0.01 }

    /// The four edges of `frame` as thin boxes, `clearance` either side of each line.
    static func boxes(of frame: CGRect) -> [CGRect] {
        [CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 0),
         CGRect(x: frame.minX, y: frame.maxY, width: frame.width, height: 0),
         CGRect(x: frame.minX, y: frame.minY, width: 0, height: frame.height),
         CGRect(x: frame.maxX, y: frame.minY, width: 0, height: frame.height)].map { $0.insetBy(dx: -clearance, dy: -clearance) }
    }
}

/// The outlines of the views a picture draws, made once from their frames
/// (``ViewEdges/drawnFrames(of:hiddenItems:)``): their edges as thin boxes
/// to keep labels off, whose each is, and each view's frame, so that asking
/// which views enclose a frame (for every name with no room inside its
/// view, at every attempt) is a pass over the views.
struct ViewOutlines {
    /// Every drawn view's four edges (``ViewEdges/boxes(of:)``).
    let edges: BoxIndex
    /// By box of ``edges``, the view it is an edge of.
    let owners: [ObjectIdentifier]
    /// Each view drawn with its frame, in the order drawn.
    let frames: [(owner: ObjectIdentifier, frame: CGRect)]
    /// Every drawn view's frame, to ask which a box lies in.
    let frameIndex: BoxIndex
    /// The root's four edges (drawn first), which no name lies across even
    /// where it may lie across any other outline: the root's heavy outline
    /// is the picture's frame.
    let rootEdges: (boxes: BoxIndex, owners: [ObjectIdentifier])

    init(drawn: [(view: View, frame: CGRect)]) {
        var edges = BoxIndex()
        var owners: [ObjectIdentifier] = []
        for (view, frame) in drawn {
            for edge in ViewEdges.boxes(of: frame) {
                edges.insert(edge)
                owners.append(ObjectIdentifier(view))
            }
        }
        (self.edges, self.owners) = (edges, owners)
        frames = drawn.map { (ObjectIdentifier($0.view), $0.frame) }
        frameIndex = BoxIndex(drawn.map(\.frame))
        // The root is drawn first: its edges are the first four.
        rootEdges = (BoxIndex(Array(edges.boxes.prefix(Self.rootEdgeCount))), Array(owners.prefix(Self.rootEdgeCount)))
    }

    /// How many of ``edges``' first boxes are the root's.
    static let rootEdgeCount = 4

    /// The views whose outlines enclose `frame`, within half a point: the
    /// view framed, its ancestors, a view drawn behind it; but the root,
    /// drawn first, whose heavy outline is the picture's frame: a name
    /// across it sits half on the scene, half off it.
    func enclosing(_ frame: CGRect) -> [ObjectIdentifier] {
        frames.dropFirst().filter { $0.frame.encloses(frame, tolerance: 0.5) }.map(\.owner)
    }
}
