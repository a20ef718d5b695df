import Foundation

/// Rectangles bucketed on a grid, so that asking whether a box overlaps any
/// of them looks at its neighbours only: placing labels stays near-linear in
/// their number, where a scan of every box placed would be quadratic.
///
/// Label placement asks this hundreds of thousands of times per picture, so
/// each box's edges are worked out once (Foundation's `minX` and friends
/// standardise the rectangle on every call) and the buckets live in a table
/// of their own (`BucketTable`), not in a `Dictionary` that hashes every key
/// with SipHash.
struct BoxIndex {
    /// Side of a bucket in points; about a label's width.
    private static let cell: CGFloat = 64
    /// A box spanning more buckets than this (a huge root, an absurd frame)
    /// is kept aside and checked against every query, so that one giant
    /// rectangle never costs memory or time in proportion to its area.
    private static let maximumBuckets = 256
    /// The boxes as inserted; a box's index is its place here.
    private(set) var boxes: [CGRect] = []
    /// The edges of `boxes`, index for index.
    private var edges: [BoxEdges] = []
    private var buckets = BucketTable()
    /// Boxes too large to bucket, or not finite: compared with every query.
    private var oversized: [Int] = []

    init(_ boxes: [CGRect] = []) {
        boxes.forEach { insert($0) }
    }

    /// The inclusive bucket ranges a box covers, or nil when it is too large
    /// or not finite to bucket.
    fileprivate static func span(of box: BoxEdges) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        let limit = CGFloat(maximumBuckets) * cell
        guard box.isFinite, box.minX.magnitude < 1e12, box.minY.magnitude < 1e12,
              box.maxX - box.minX <= limit, box.maxY - box.minY <= limit else { return nil }
        let x0 = Int((box.minX / cell).rounded(.down)), x1 = Int((box.maxX / cell).rounded(.down))
        let y0 = Int((box.minY / cell).rounded(.down)), y1 = Int((box.maxY / cell).rounded(.down))
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= maximumBuckets else { return nil }
        return (x0...x1, y0...y1)
    }

    mutating func insert(_ rect: CGRect) {
        let box = BoxEdges(rect)
        let index = boxes.count
        boxes.append(rect)
        edges.append(box)
        guard let span = Self.span(of: box) else { return oversized.append(index) }
        for y in span.y { for x in span.x { buckets.add(index, x: x, y: y) } }
    }

    /// Whether `rect` meets any box, touching edges included (`CGRect.meets`).
    func intersectsAny(_ rect: CGRect) -> Bool {
        intersectsAny(rect) { _ in true }
    }

    /// Whether `rect` meets any box whose index (its insertion order)
    /// `counts`: the boxes of a label's own mark, for one, do not. `counts`
    /// is asked only of boxes that meet `rect`.
    func intersectsAny(_ rect: CGRect, where counts: (Int) -> Bool) -> Bool {
        intersectsAny(Query(rect), where: counts)
    }

    /// A rectangle made ready to ask several indexes about (a label's box
    /// against the boxes taken, the lines and the outlines): its edges and
    /// buckets worked out once. Every index buckets alike.
    struct Query {
        fileprivate let edges: BoxEdges
        fileprivate let span: (x: ClosedRange<Int>, y: ClosedRange<Int>)?

        init(_ rect: CGRect) {
            edges = BoxEdges(rect)
            span = BoxIndex.span(of: edges)
        }
    }

    /// Whether `query` meets any box; see ``intersectsAny(_:where:)``.
    func intersectsAny(_ query: Query, where counts: (Int) -> Bool = { _ in true }) -> Bool {
        func hit(_ index: Int) -> Bool { edges[index].meets(query.edges) && counts(index) }
        if oversized.contains(where: hit) { return true }
        guard let span = query.span else {
            // A query too large to bucket is rare: compare it with every box.
            return boxes.indices.contains(where: hit)
        }
        for y in span.y {
            for x in span.x where buckets.contains(x: x, y: y, where: hit) { return true }
        }
        return false
    }

    /// The indices (in insertion order) of the boxes that meet `rect`.
    func indices(meeting rect: CGRect) -> [Int] {
        let query = BoxEdges(rect)
        var found = oversized.filter { edges[$0].meets(query) }
        if let span = Self.span(of: query) {
            for y in span.y {
                for x in span.x {
                    _ = buckets.contains(x: x, y: y) { index in
                        if edges[index].meets(query) { found.append(index) }
                        return false
                    }
                }
            }
        } else {
            found = boxes.indices.filter { edges[$0].meets(query) }
        }
        // A box spanning several buckets is met once per bucket.
        found.sort()
        return found.enumerated().compactMap { $0.offset > 0 && found[$0.offset - 1] == $0.element ? nil : $0.element }
    }
}

/// A rectangle's edges, standardised once.
private struct BoxEdges {
    let minX, minY, maxX, maxY: CGFloat
    /// Every coordinate finite: such boxes meet when their edges touch.
    let isFinite: Bool
    /// Some coordinate NaN: such a box meets nothing.
    let hasNaN: Bool

    init(_ r: CGRect) {
        isFinite = r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
        hasNaN = r.origin.x.isNaN || r.origin.y.isNaN || r.size.width.isNaN || r.size.height.isNaN
        // Foundation traps on some rectangles with a NaN edge: never ask it.
        if hasNaN {
            (minX, minY, maxX, maxY) = (.nan, .nan, .nan, .nan)
        } else {
            (minX, minY, maxX, maxY) = (r.minX, r.minY, r.maxX, r.maxY)
        }
    }

    /// `CGRect.meets` for finite boxes (touching edges meet); boxes that are
    /// not finite meet where they overlap, and one with a NaN edge never.
    func meets(_ other: BoxEdges) -> Bool {
        if isFinite && other.isFinite {
            return minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
        }
        guard !hasNaN && !other.hasNaN else { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
