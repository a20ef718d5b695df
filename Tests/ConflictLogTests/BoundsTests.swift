import Foundation
import Testing
@testable import ConflictLog

/// Any input ends with an answer or a clear error (outcomes asserted, not timings).
@Suite struct BoundsTests {
    @Test func binaryGarbageHasNoReport() throws {
        // xorshift: the same garbage every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var bytes = [UInt8](repeating: 0, count: 1_000_000)
        for index in bytes.indices {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            bytes[index] = UInt8(truncatingIfNeeded: state)
        }
        #expect(try ConflictLog.read(bytes: bytes).isEmpty)
    }

    @Test func aHugeLineWithoutBreaks() throws {
        let line = "(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == " + String(repeating: "9", count: 3_000_000) + ">\"\n)"
        let report = try #require(try ConflictLog.read(line).first)
        #expect(report.constraints.isEmpty)
        #expect(report.unreadable.first?.reason == "the entry is longer than 10000 characters")
        #expect(report.unreadable.first?.text.count == 301)
    }

    @Test func tooManyEntriesIsAnErrorAtTheLine() throws {
        var limits = ConflictLogLimits()
        limits.maxEntries = 1_000
        let entry = "    \"<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 10   (active)>\",\n"
        let text = "Unable to simultaneously satisfy constraints.\n(\n" + String(repeating: entry, count: 1_001) + ")\n"
        #expect(throws: ConflictLogError(line: 1_003, message: "the input has more than 1000 constraint entries, the most Trellis reads; paste the reports you want explained")) {
            try ConflictLog.read(text, limits: limits)
        }
    }

    @Test func aMillionEntriesStopAtTheDefaultLimit() throws {
        let entry = "\"<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 10>\",\n"
        let text = "Unable to simultaneously satisfy constraints.\n(\n" + String(repeating: entry, count: 1_000_000) + ")\n"
        #expect(throws: ConflictLogError.self) { try ConflictLog.read(text) }
    }

    @Test func tooLargeAnInput() throws {
        var limits = ConflictLogLimits()
        limits.maxInputBytes = 1 << 20
        #expect(throws: ConflictLogError(line: 0, message: "the input is larger than 1 MiB, the most Trellis reads; paste the reports you want explained")) {
            try ConflictLog.read(bytes: [UInt8](repeating: 65, count: (1 << 20) + 1), limits: limits)
        }
    }

    @Test func deeplyNestedBracketsAndQuotes() throws {
        let nasty = "(\n<NSLayoutConstraint:0x1 " + String(repeating: "[", count: 5_000) + String(repeating: "'", count: 4_000) + ">\n)"
        let report = try #require(try ConflictLog.read(nasty).first)
        #expect(report.unreadable.count == 1)
    }
}
