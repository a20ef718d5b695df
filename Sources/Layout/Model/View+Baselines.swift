import Foundation

// Where a view's baselines lie, as linear functions of its frame.

extension View {
    /// The y of the first and last baselines on the laid-out frame, in the
    /// root's coordinates: where the layout put them, and so where pictures
    /// draw a baseline constraint.
    public var baselineYs: (first: CGFloat, last: CGFloat) {
        let (first, last) = baselines()
        func y(_ position: BaselinePosition) -> CGFloat {
            frame.minY + frame.height * CGFloat(position.heightFactor) + CGFloat(position.offset)
        }
        return (y(first), y(last))
    }

    /// The baselines of a text block centred vertically in the frame: its
    /// top is minY + height/2 − textHeight/2.
    static func centredBaselines(of metrics: TextMetrics) -> (first: BaselinePosition, last: BaselinePosition) {
        let top = -Double(metrics.size.height) / 2
        return (BaselinePosition(heightFactor: 0.5, offset: top + Double(metrics.firstBaseline)),
                BaselinePosition(heightFactor: 0.5, offset: top + Double(metrics.lastBaseline)))
    }
}

/// A baseline as a linear function of the view's frame, so that constraints
/// on it stay linear: `y = minY + heightFactor × height + offset`.
struct BaselinePosition: Equatable {
    var heightFactor: Double
    var offset: Double
}
