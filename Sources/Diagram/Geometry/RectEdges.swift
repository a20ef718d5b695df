import Foundation

/// How far one rectangle runs past each edge of another, in points; never negative.
struct EdgeOverflow: Equatable {
    var left: CGFloat = 0, right: CGFloat = 0, top: CGFloat = 0, bottom: CGFloat = 0

    /// The largest of the four.
    var largest: CGFloat { Swift.max(left, right, top, bottom) }
}

// Rectangle tests written with the edges, so that they give the same answer
// on every platform. swift-corelibs-foundation's `CGRect.contains(_:)` asks
// whether `union(r) == self`, and `maxX - minX` need not give back the width
// it came from: with fractional coordinates a contained rectangle is reported
// as sticking out. Its `intersects(_:)` also counts rectangles that only touch.
extension CGRect {
    /// How far `inner` runs past each edge of `self`; zero on a side it stays within.
    func overflow(of inner: CGRect) -> EdgeOverflow {
        EdgeOverflow(left: Swift.max(0, minX - inner.minX), right: Swift.max(0, inner.maxX - maxX),
                     top: Swift.max(0, minY - inner.minY), bottom: Swift.max(0, inner.maxY - maxY))
    }

    /// Whether `inner` lies within `self`, edges allowed `tolerance` points past.
    func encloses(_ inner: CGRect, tolerance: CGFloat = 0) -> Bool {
        overflow(of: inner).largest <= tolerance
    }

    /// Whether the two rectangles share a point, touching edges included
    /// (what `intersects` answers on Linux, which the label layout relies on).
    /// Rectangles with a NaN edge meet nothing.
    func meets(_ other: CGRect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// The rectangle's span along x, `minX...maxX`; nil where it is not
    /// finite (a range with a NaN bound would trap).
    var horizontalSpan: ClosedRange<CGFloat>? {
        minX.isFinite && maxX.isFinite && minX <= maxX ? minX...maxX : nil
    }
}
