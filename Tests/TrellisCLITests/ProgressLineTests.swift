import Testing
@testable import TrellisCLI

/// The progress bar's line: never wider than the terminal, with counts, rate and time left.
@Suite struct ProgressLineTests {
    @Test func theLineFitsTheTerminalWithCountsRateAndTimeLeft() {
        for width in [20, 40, 80, 200] {
            let line = ProgressLine(done: 12, total: 36, elapsed: 4, message: "rendered out/" + String(repeating: "x", count: 300),
                                    width: width).text
            #expect(line.count == width - 1, "at \(width) columns")
        }
        let line = ProgressLine(done: 12, total: 36, elapsed: 4, message: "rendered out/a.png", width: 80).text
        #expect(line.hasPrefix("[" + String(repeating: "#", count: 6) + String(repeating: ".", count: 13) + "] 12/36  3.0/s  8s left  rendered out/a.png"))
        #expect(ProgressLine(done: 36, total: 36, elapsed: 4, message: "", width: 80).text.contains("36/36  9.0/s  done"))
        #expect(ProgressLine.duration(185) == "3m05s")
    }
}
