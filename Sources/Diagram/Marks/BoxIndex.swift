import Foundation

/// Rectangles bucketed on a grid, so that asking whether a box overlaps any
/// of them looks at its neighbours only: placing labels stays near-linear in
/// their number, where a scan of every box placed would be quadratic.
struct BoxIndex {
    /// Side of a bucket in points; about a label's width.
    private let cell: CGFloat = 64
    /// A box spanning more buckets than this (a huge root, an absurd frame)
    /// is kept aside and checked against every query, so that one giant
    /// rectangle never costs memory or time in proportion to its area.
    private let maximumBuckets = 256
    private var buckets: [Bucket: [Int]] = [:]
    /// Boxes too large to bucket, or not finite: compared with every query.
    private var oversized: [Int] = []
    private(set) var boxes: [CGRect] = []

    private struct Bucket: Hashable { let x: Int, y: Int }

    init(_ boxes: [CGRect] = []) {
        boxes.forEach { insert($0) }
    }

    /// The inclusive bucket ranges `rect` covers, or nil when it is too large
    /// or not finite to bucket.
    private func span(of rect: CGRect) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        let limit = CGFloat(maximumBuckets) * cell
        guard !rect.isNull, Self.isFinite(rect), rect.minX.magnitude < 1e12, rect.minY.magnitude < 1e12,
              rect.width <= limit, rect.height <= limit else { return nil }
        let x0 = Int((rect.minX / cell).rounded(.down)), x1 = Int((rect.maxX / cell).rounded(.down))
        let y0 = Int((rect.minY / cell).rounded(.down)), y1 = Int((rect.maxY / cell).rounded(.down))
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= maximumBuckets else { return nil }
        return (x0...x1, y0...y1)
    }

    mutating func insert(_ rect: CGRect) {
        boxes.append(rect)
        let index = boxes.count - 1
        guard let span = span(of: rect) else { return oversized.append(index) }
        for y in span.y { for x in span.x { buckets[Bucket(x: x, y: y), default: []].append(index) } }
    }

    /// Whether `rect` meets any box, touching edges included (`CGRect.meets`).
    func intersectsAny(_ rect: CGRect) -> Bool {
        intersectsAny(rect) { _ in true }
    }

    /// Whether `rect` meets any box whose index (its insertion order)
    /// `counts`: the boxes of a label's own mark, for one, do not.
    func intersectsAny(_ rect: CGRect, where counts: (Int) -> Bool) -> Bool {
        func hit(_ index: Int) -> Bool { counts(index) && overlaps(boxes[index], rect) }
        if oversized.contains(where: hit) { return true }
        guard let span = span(of: rect) else {
            // A query too large to bucket is rare: compare it with every box.
            return boxes.indices.contains(where: hit)
        }
        for y in span.y {
            for x in span.x {
                if let members = buckets[Bucket(x: x, y: y)], members.contains(where: hit) {
                    return true
                }
            }
        }
        return false
    }

    /// The indices (in insertion order) of the boxes that meet `rect`.
    func indices(meeting rect: CGRect) -> [Int] {
        var found = Set(oversized.filter { overlaps(boxes[$0], rect) })
        if let span = span(of: rect) {
            for y in span.y {
                for x in span.x {
                    for index in buckets[Bucket(x: x, y: y)] ?? [] where overlaps(boxes[index], rect) { found.insert(index) }
                }
            }
        } else {
            found.formUnion(boxes.indices.filter { overlaps(boxes[$0], rect) })
        }
        return found.sorted()
    }

    private func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        if Self.isFinite(a) && Self.isFinite(b) { return a.meets(b) }
        // Foundation traps on rectangles that are not finite: compare their
        // edges here, and let a rectangle with a NaN edge meet nothing.
        guard !Self.hasNaN(a) && !Self.hasNaN(b) else { return false }
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    // Without arrays: these run for every comparison of label placement.
    private static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }

    private static func hasNaN(_ r: CGRect) -> Bool {
        r.origin.x.isNaN || r.origin.y.isNaN || r.size.width.isNaN || r.size.height.isNaN
    }
}
