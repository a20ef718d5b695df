import Foundation
import Testing

/// Pictures `trellis explain` draws of real reports, read back from their
/// SVG: what once went wrong in them stays right.
@Suite struct ExplainPictureTests {
    /// Explains `fixture` (of `ConflictLogTests/Fixtures`) and returns its first picture's SVG.
    func picture(_ fixture: String) throws -> String {
        try #require(try drawnPicture(fixture), "\(fixture) is drawn")
    }

    /// `fixture`'s first picture, or nil where its log holds nothing to
    /// draw (its constraints redacted).
    func drawnPicture(_ fixture: String) throws -> String? {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-explain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["explain", ExplainCommandTests.fixtures.appendingPathComponent(fixture + ".txt").path,
                                  "-o", out.path, "--format", "svg"])
        #expect(run.status == 0, "\(run.errors)")
        let file = out.appendingPathComponent("\(fixture)-1.svg")
        guard FileManager.default.fileExists(atPath: file.path) else {
            #expect(run.output.contains("there is nothing to explain"), "\(fixture): no picture, \(run.output)")
            return nil
        }
        return try String(contentsOf: file, encoding: .utf8)
    }

    /// firefox-ios-20783: the cell's assumed width runs along the top of
    /// its name, inside it at its foot. Cut 2 pt clear of the name, the
    /// line lost the 245 pt along it and read as a stub; touching a text
    /// is not striking it, and the line is drawn whole.
    @Test func aSizeAlongANameKeepsItsLength() throws {
        let svg = try picture("firefox-ios-20783")
        let group = try #require(svg.firstMatch(
            of: /<g class="constraint" data-constraint="_UITableViewHeaderFooterContentView.width == 280 @10">(.*?)<\/g>/
                .dotMatchesNewlines()))
        let lines = group.1.matches(of: /d="M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)"/).map { match in
            (Double(match.1)!, Double(match.2)!, Double(match.3)!, Double(match.4)!)
        }
        // The dimension line itself: the longest horizontal segment, the
        // whole width less its arrowheads' tips.
        let longest = lines.filter { $0.1 == $0.3 }.map { abs($0.2 - $0.0) }.max() ?? 0
        #expect(longest >= 280 * 1.5 - 1, "\(lines)")
    }

    /// firefox-ios-20783's constraints hold together: the caption says so
    /// and what to look at, not only what the picture assumes.
    @Test func aPictureOfConstraintsThatHoldSaysWhatToLookAt() throws {
        let svg = try picture("firefox-ios-20783")
        let caption = svg.matches(of: /class="f-ink"[^>]*>([^<]*)</).map { String($0.1) }.joined(separator: " ")
        #expect(caption.contains("Trellis finds no conflict among the constraints it read"), "\(caption)")
        #expect(caption.contains("Look at the extent of _UILayoutSpacer"), "\(caption)")
    }

    /// keyboardadjuster-8: a table view, the safe area, a keyboard guide
    /// and the root view are all assumed 280 × 120, across one stretch.
    /// Each assumed size is said once for the stretch (four "assumed 280"
    /// and three "assumed 120" stacked up).
    @Test func itemsAcrossOneStretchSayAnAssumedSizeOnce() throws {
        let svg = try picture("keyboardadjuster-8")
        let words = svg.matches(of: />(assumed \d+)</).map { String($0.1) }
        #expect(words.filter { $0 == "assumed 280" }.count == 1, "\(words)")
        #expect(words.filter { $0 == "assumed 120" }.count == 1, "\(words)")
        // nyalertviewcontroller-8: five rows of a column, each assumed 116
        // wide, drew six "assumed 116" on crossing leaders.
        let alert = try picture("nyalertviewcontroller-8")
        #expect(alert.matches(of: />assumed 116</).count == 1)
    }

    /// The page's diagnostic for a report whose constraints hold says UIKit's
    /// words first: under a "conflict" tag, "Trellis finds no conflict"
    /// alone read as a contradiction.
    @Test func aPageOfConstraintsThatHoldSaysWhatUIKitReported() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-explain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["explain", ExplainCommandTests.fixtures.appendingPathComponent("firefox-ios-20783.txt").path,
                                  "-o", out.path, "--format", "html"])
        #expect(run.status == 0, "\(run.errors)")
        let page = try String(contentsOf: out.appendingPathComponent("firefox-ios-20783.html"), encoding: .utf8)
        #expect(page.contains(#""message":"Unable to simultaneously satisfy constraints. Trellis finds no conflict among"#),
                "\(page.firstMatch(of: /"message"[^,]*/).map { String($0.0) } ?? "no message")")
    }

    static let fixtures = ((try? FileManager.default.contentsOfDirectory(atPath: ExplainCommandTests.fixtures.path)) ?? [])
        .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()

    /// Every real report's picture: no two words on top of each other, and
    /// every word on the canvas.
    @Test(arguments: fixtures) func noWordsOverlapInAnExplanation(fixture: String) throws {
        guard let svg = try drawnPicture(fixture) else { return }
        let size = try #require(svg.firstMatch(of: /width="([\d.]+)px" height="([\d.]+)px"/))
        let canvas = CGRect(x: 0, y: 0, width: Double(size.1)!, height: Double(size.2)!)
        let words = svg.matches(of: /<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)"[^>]*textLength="([\d.]+)"[^>]*>([^<]*)</)
            .map { match in
                let (x, baseline, em, length) = (Double(match.1)!, Double(match.2)!, Double(match.3)!, Double(match.4)!)
                return (text: String(match.5), box: CGRect(x: x, y: baseline - 0.93 * em, width: length, height: 1.16 * em))
            }
        #expect(!words.isEmpty)
        for (index, word) in words.enumerated() {
            #expect(canvas.insetBy(dx: -0.5, dy: -0.5).contains(word.box), "'\(word.text)' off the canvas")
            for other in words[(index + 1)...] where word.box.insetBy(dx: 1, dy: 1).intersects(other.box.insetBy(dx: 1, dy: 1)) {
                Issue.record("'\(word.text)' overlaps '\(other.text)' in \(fixture)")
            }
        }
    }
}
