@testable import Diagram
import Foundation
import Testing

/// The test a label's leader is checked with: a segment crosses a
/// rectangle through its inside, not along or up to its edge.
@Suite struct LeaderClearOfTextTests {
    @Test func aSegmentCrossesARectangleThroughItsInsideOnly() {
        let box = CGRect(x: 10, y: 10, width: 20, height: 10)
        func crosses(_ a: CGPoint, _ b: CGPoint) -> Bool { LabelPlacer.segment(from: a, to: b, crosses: box) }
        #expect(crosses(CGPoint(x: 0, y: 15), CGPoint(x: 40, y: 15)))
        #expect(crosses(CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 30)))
        #expect(crosses(CGPoint(x: 20, y: 15), CGPoint(x: 20, y: 40)))
        #expect(!crosses(CGPoint(x: 0, y: 10), CGPoint(x: 40, y: 10)))
        #expect(!crosses(CGPoint(x: 0, y: 0), CGPoint(x: 9, y: 30)))
        #expect(!crosses(CGPoint(x: 12, y: 0), CGPoint(x: 12, y: 10)))
    }
}
