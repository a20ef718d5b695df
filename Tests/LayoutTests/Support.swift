import Foundation
import Layout
import Testing

/// Frames are compared to a hundredth of a point, the precision of the
/// numbers in docs/illustrations.md.
let pointTolerance: CGFloat = 0.01

/// Expects `frame` to be (x, y, width, height) to within a hundredth of a point.
func expectFrame(_ frame: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                 _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation)
{
    let expected = CGRect(x: x, y: y, width: width, height: height)
    let close = abs(frame.minX - x) <= pointTolerance && abs(frame.minY - y) <= pointTolerance
        && abs(frame.width - width) <= pointTolerance && abs(frame.height - height) <= pointTolerance
    #expect(close, "\(frame) is not \(expected)\(comment.map { ": \($0)" } ?? "")", sourceLocation: sourceLocation)
}

/// Expects two numbers to agree to within a hundredth of a point.
func expectClose(_ actual: CGFloat, _ expected: CGFloat, _ comment: Comment? = nil,
                 sourceLocation: SourceLocation = #_sourceLocation)
{
    #expect(abs(actual - expected) <= pointTolerance, "\(actual) is not \(expected)\(comment.map { ": \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

extension View {
    /// A subview ready for constraints: added, not translating its frame, as
    /// every seed does before activating constraints.
    func addConstrainedSubview(_ name: String) -> View {
        let view = View(name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        return view
    }
}
