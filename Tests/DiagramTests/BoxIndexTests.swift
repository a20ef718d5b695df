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
        var generator = SplitMix64(seed: 7)
        let boxes: [CGRect] = (0..<3000).map { _ in
            CGRect(x: Double(generator.next() % 4000) - 2000, y: Double(generator.next() % 4000) - 2000,
                   width: Double(generator.next() % 200) - 40, height: Double(generator.next() % 120) - 20)
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

/// SplitMix64: a small deterministic generator, so the test's boxes are the same every run.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
