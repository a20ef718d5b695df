import Foundation

/// How an animation of states runs: a hold on each state, then a glide to
/// the next, the last gliding back to the first, over and over.
///
/// Every glide follows CSS's `ease-in-out` curve, `cubic-bezier(0.42, 0, 0.58, 1)`:
/// the SVG writes it as SMIL `keySplines` and the APNG samples it with
/// ``ease(_:)``, so that the two formats move alike.
public struct AnimationTiming: Hashable, Sendable {
    /// Seconds each state stays still.
    public var hold: Double
    /// Seconds each glide from one state to the next takes.
    public var transition: Double
    /// Frames an APNG draws between two states (the states themselves not
    /// counted): more is smoother and larger.
    public var framesPerTransition: Int

    /// A hold of `hold` seconds and glides of `transition` seconds drawn in
    /// `framesPerTransition` frames.
    public init(hold: Double = 1.2, transition: Double = 0.8, framesPerTransition: Int = 7) {
        self.hold = hold
        self.transition = transition
        self.framesPerTransition = framesPerTransition
    }

    /// The control points of the glide's cubic Bézier easing, (x1, y1, x2, y2).
    public static let easeInOut: (Double, Double, Double, Double) = (0.42, 0, 0.58, 1)

    /// The share of the way (0…1) a glide has gone at `progress` (0…1) of
    /// its time: the Bézier from (0, 0) to (1, 1) through ``easeInOut``'s
    /// control points, solved for x = `progress` by bisection (x grows with
    /// the curve's parameter, so the root is unique).
    public static func ease(_ progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        let p = progress
        let (x1, y1, x2, y2) = easeInOut
        func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(mid, x1, x2) < p { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, y1, y2)
    }
}
