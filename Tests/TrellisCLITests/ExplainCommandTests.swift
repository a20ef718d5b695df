import Foundation
import Testing

/// `trellis explain` as a user runs it: files written, explanation printed, exit codes.
@Suite struct ExplainCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ConflictLogTests/Fixtures")

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func explainsAFileDrawsItAndExitsZero() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["explain", Self.fixtures.appendingPathComponent("colo-12.txt").path, "-o", out.path,
                                  "--format", "png,svg,json"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("UITableViewCellContentView is 44 pt tall (①, UIView-Encapsulated-Layout-Height), but 0 + 100 + 0 = 100 pt of constraints (②, ③, ④) must fit in it."))
        let png = try Data(contentsOf: out.appendingPathComponent("colo-12-1.png"))
        #expect(png.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let svg = try String(contentsOf: out.appendingPathComponent("colo-12-1.svg"), encoding: .utf8)
        #expect(svg.contains("<svg"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("colo-12.json"))) as! [String: Any]
        #expect(json["format"] as? String == "trellis-conflicts/1")
        let reports = json["reports"] as! [[String: Any]]
        #expect(reports.count == 1)
        #expect(reports[0]["broken"] as? Int == 3)
        let constraints = reports[0]["constraints"] as! [[String: Any]]
        #expect(constraints.map { $0["line"] as! Int } == [4, 5, 6, 7])
        #expect(constraints[0]["identifier"] as? String == "UIView-Encapsulated-Layout-Height")
        #expect((constraints[3]["second"] as? [String: Any])?["item"] as? String == "UIView:0x7fb021f7a140")
    }

    @Test func anUnreadableEntryExitsOneAndExplainsTheRest() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let log = try String(contentsOf: Self.fixtures.appendingPathComponent("colo-12.txt"), encoding: .utf8)
            .replacingOccurrences(of: "\"<NSLayoutConstraint:0x7fb0222d8e40", with: "\"View.height == Other.height (multiplier: 0.200)\",\n\"<NSLayoutConstraint:0x7fb0222d8e40")
        let run = try runTrellis(["explain", "-", "-o", out.path, "--format", "json"], input: log)
        #expect(run.status == 1)
        #expect(run.output.contains("line 6: not read: expected an entry starting with '<'"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("conflicts.json"))) as! [String: Any]
        let report = (json["reports"] as! [[String: Any]])[0]
        #expect((report["constraints"] as! [Any]).count == 4)
        #expect((report["unreadable"] as! [[String: Any]]).map { $0["line"] as! Int } == [6])
    }

    @Test func noReportExitsTwoAndSaysWhatItExpected() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["explain", "-", "-o", out.path], input: "2024-01-01 App launched\nall good\n")
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("standard input: no conflict report found: expected UIKit's or AppKit's 'Unable to simultaneously satisfy constraints'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test func aMissingFileExitsTwo() throws {
        let run = try runTrellis(["explain", "/nonexistent/log.txt", "-o", FileManager.default.temporaryDirectory.path])
        #expect(run.status == 2)
        #expect(run.errors == "/nonexistent/log.txt: no such file\n")
    }

    @Test func anOutputThatCannotBeMadeExitsFour() throws {
        let out = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let blocker = out.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let run = try runTrellis(["explain", Self.fixtures.appendingPathComponent("colo-12.txt").path, "-o", blocker.path])
        #expect(run.status == 4)
        #expect(run.errors.contains("cannot create the output directory"))
    }
}

/// `make run` explains every log of Samples/Logs into Output/explain/: a
/// fresh run must give the same pictures and the same text.
@Suite struct CommittedExplanationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var logs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Samples/Logs").path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test func thereAreSampleLogs() {
        #expect(Self.logs == ["autoresizing-mistake", "table-cell-height"])
    }

    /// An explanation's picture, shown shrunk to a 720 px column where it
    /// is wider, has no text under 11 px there: autoresizing-mistake's
    /// labels beside the root made it 922 pt wide, its 11-pt text 8.6 px.
    @Test(arguments: logs) func aCommittedExplanationReadsInAColumn(log name: String) throws {
        let svg = try String(contentsOf: Self.root.appendingPathComponent("Output/explain/\(name)-1.svg"), encoding: .utf8)
        let width = try #require(svg.firstMatch(of: /width="([\d.]+)px"/).flatMap { Double($0.1) })
        let smallest = try #require(svg.matches(of: /font-size="([\d.]+)"/).map { Double($0.1)! }.min())
        let shown = smallest * min(1, 720 / width)
        #expect(shown >= 11 - 1e-9, "\(smallest) pt text in a \(width)-pt picture shows at \(shown) px")
    }

    /// A member of the conflict is labelled once, by its number and what
    /// it asks: its origin is in the key under the picture, its number
    /// says it is in the conflict, and the broken one's words went on its
    /// own bar, not on a second label of its ghost ("③  wants 16, gets
    /// 393" beside "16 (broken)").
    @Test func aCommittedExplanationLabelsEachMemberOnce() throws {
        let svg = try String(contentsOf: Self.root.appendingPathComponent("Output/explain/autoresizing-mistake-1.svg"),
                             encoding: .utf8)
        let labels = svg.matches(of: /class="f-broken"[^>]*>([^<]*)</).map { String($0.1) }
        #expect(labels.sorted() == ["② width = 0", "③ 16 (broken: gets 393)", "④ = 393", "where ③ wants PromoBanner", "① left"]
            .sorted(), "\(labels)")
        let caption = svg.matches(of: /class="f-ink"[^>]*>([^<]*)</).map { String($0.1) }
        #expect(caption.contains("④ line 12: UIView-Encapsulated-Layout-Width"))
        // Where ③ wanted PromoBanner is drawn once: the explanation's
        // outline, not the constraint's own ghost as well.
        // (Its label is a group of its own, its plate a closed path too.)
        let outlines = svg.matches(of: /<g class="wanted-frame"[^>]*>\n<path d="[^"]*Z" fill="none"/)
        #expect(outlines.count == 1)
        #expect(svg.matches(of: /<g class="wanted"/).count == 0)
    }

    @Test(arguments: logs) func aFreshExplanationMatchesTheCommittedOutput(log name: String) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-explain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["explain", "Samples/Logs/\(name).txt", "-o", out.path, "--format", "png,svg"], in: Self.root)
        #expect(run.status == 0, "\(run.errors)")
        let committed = Self.root.appendingPathComponent("Output/explain")
        let text = try String(contentsOf: committed.appendingPathComponent("\(name).txt"), encoding: .utf8)
        #expect(run.output.replacingOccurrences(of: out.path, with: "Output/explain") == text, "Output/explain/\(name).txt is stale: run make run")
        for file in ["\(name)-1.png", "\(name)-1.svg"] {
            let fresh = try Data(contentsOf: out.appendingPathComponent(file))
            let data = try #require(try? Data(contentsOf: committed.appendingPathComponent(file)), "Output/explain/\(file) is committed (make run)")
            let difference = byteDifference(data, fresh)
            #expect(difference == nil, "Output/explain/\(file) differs from a fresh render (\(difference ?? "")): run make run and look")
        }
    }
}
