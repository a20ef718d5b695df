import Foundation
import Testing

@testable import Diagram

/// The bucket index behind label placement answers like a scan of every box,
/// and a giant or infinite box costs neither memory nor time by its area.
@Suite struct BoxIndexTests {
    @Test func answersAsAScanOfEveryBoxWould() {
        let boxes: [CGRect] = (0..<200).map { (i: Int) -> CGRect in
            let x = Double(i % 20) * 37.5, y = Double(i / 20) * 41
            let width = 20 + Double(i % 7) * 9, height = 12 + Double(i % 5) * 6
            return CGRect(x: x, y: y, width: width, height: height)
        }
        let index = BoxIndex(boxes)
        for qx in stride(from: -50.0, through: 800, by: 13) {
            for qy in stride(from: -50.0, through: 450, by: 17) {
                let query = CGRect(x: qx, y: qy, width: 30, height: 10)
                #expect(index.intersectsAny(query) == boxes.contains { $0.intersects(query) }, "\(query)")
                let scanned = boxes.indices.filter { boxes[$0].intersects(query) }
                #expect(index.indices(meeting: query) == scanned, "\(query)")
            }
        }
    }

    @Test func aHugeBoxIsKeptAsideNotBucketedByArea() {
        // Bucketed by area, this box would cover 10^14 cells of 64 pt.
        var index = BoxIndex([CGRect(x: -1e8, y: -1e8, width: 6e8, height: 6e8)])
        index.insert(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10))
        index.insert(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        #expect(index.intersectsAny(CGRect(x: 1e7, y: 1e7, width: 10, height: 10)))
        #expect(!index.intersectsAny(CGRect(x: 1e9, y: 1e9, width: 10, height: 10)))
        #expect(index.intersectsAny(CGRect(x: -1e12, y: -1e12, width: 4e12, height: 4e12)))
        #expect(index.boxes.count == 3)
    }

    /// Thousands of boxes (the bucket table grows many times), at negative
    /// coordinates, some given with negative sizes, queried with touching
    /// edges and with a predicate: the answers are a scan's.
    @Test func manyBoxesAnywhereAnswerAsAScanWithTouchingEdgesAndAPredicate() {
        // Scattered by multiplying with primes modulo the ranges: the same
        // boxes every run, in no order the buckets would favour.
        let boxes: [CGRect] = (0..<3000).map { (i: Int) -> CGRect in
            CGRect(x: Double(i * 7919 % 4000) - 2000, y: Double(i * 104_729 % 4000) - 2000,
                   width: Double(i * 31 % 200) - 40, height: Double(i * 17 % 120) - 20)
        }
        let index = BoxIndex(boxes)
        for i in 0..<400 {
            let source = boxes[i * 7]
            // Touching the box's right edge exactly.
            let query = CGRect(x: source.maxX, y: source.minY, width: 25, height: 5)
            let scanned = boxes.indices.filter { boxes[$0].meets(query) }
            #expect(index.indices(meeting: query) == scanned)
            #expect(index.intersectsAny(query))
            #expect(index.intersectsAny(query) { $0 % 2 == 1 } == scanned.contains { $0 % 2 == 1 })
        }
    }
}
