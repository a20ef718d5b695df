import Foundation
import Layout

extension Annotation {
    /// Whether a summarised container's badge ("30 constraints") should
    /// say whose it is ("Foreground: 30 constraints") because its spot, the
    /// right of the container's top edge, would not: another view's top
    /// edge runs along the same line there (containers that share a frame
    /// or an edge, a subview flush with the top), or another badged
    /// container's spot is close by.
    static func badgeNeedsName(_ container: View, among views: [View], badged: [View]) -> Bool {
        let frame = container.frame
        // Where the badge lies: about 80 pt left of the right edge, on the top edge.
        let span = (frame.maxX - 80)...frame.maxX
        let tolerance: CGFloat = 3
        let sharesTheLine = views.contains { view in
            guard view !== container else { return false }
            let other = view.frame
            return abs(other.minY - frame.minY) <= tolerance && other.minX < span.upperBound && other.maxX > span.lowerBound
        }
        let nearAnother = badged.contains { other in
            other !== container && abs(other.frame.maxX - frame.maxX) < 80 && abs(other.frame.minY - frame.minY) < 20
        }
        return sharesTheLine || nearAnother
    }
}
