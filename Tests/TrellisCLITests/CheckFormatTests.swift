import Foundation
import Testing

/// `trellis check --format json|sarif|github`, `--warn`, fixes, and paths
/// without scenes, end to end.
@Suite struct CheckFormatTests {
    static let tie = """
        name: tie
        size:
          - 375x100
          - 200x100
        views:
          - {name: title, label: Title}
          - {name: subtitle, label: Subtitle}
          - {name: box, color: blue}
        constraints:
          - title.leading == root.leading + 8
          - subtitle.leading == title.trailing + 8
          - subtitle.trailing == root.trailing - 8
          - title.top == root.top
          - subtitle.top == root.top
          - box.top == root.top + 50
          - box.leading == root.leading + 10
          - box.height == 20
        """

    static let mask = """
        name: mask
        size: 375x667
        views:
          - {name: card, color: blue, frame: {x: 0, y: 0, width: 100, height: 100}, autoresizing: true}
          - {name: wide, color: red}
        constraints:
          - card.width == 200
          - wide.top == root.top
          - wide.leading == root.leading + 100
          - wide.width == 300
          - wide.height == 20
        """

    func write(_ files: [String: String]) throws -> URL {
        let directory = try scratchDirectory()
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test func githubAnnotationsPointAtTheLineAndSayWhatToDo() throws {
        let directory = try write(["tie.yaml": Self.tie])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTrellis(["check", "--format", "github", "tie.yaml"], in: directory)
        #expect(run.status == 3, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        // One annotation per finding, whatever the number of sizes.
        #expect(lines.count == 3)
        #expect(lines[0] == "::error file=tie.yaml,line=6,col=12,title=trellis ambiguity::'title' is ambiguous horizontally: "
            + "free width [200x100; 375x100]%0AFix: a hugging tie: decrease the horizontal hugging of 'title' from 251 to 250, "
            + "or raise 'subtitle''s")
        #expect(lines[2].hasPrefix("::error file=tie.yaml,line=8,col=12,title=trellis ambiguity::'box' is ambiguous horizontally"))
        #expect(lines[2].hasSuffix("Fix: the width of 'box' is free: give it a width constraint, or pin both its leading and trailing edges"))
    }

    @Test func jsonNamesTheConstraintsLineAndTheAutoresizingFix() throws {
        let directory = try write(["mask.yaml": Self.mask])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTrellis(["check", "--format", "json", "--warn", "overlap,overflow", "mask.yaml"], in: directory)
        #expect(run.status == 2, "\(run.errors)")
        struct Report: Decodable {
            struct Finding: Decodable {
                var rule: String, severity: String, file: String, line: Int?, column: Int?, message: String
                var fix: String?, layouts: [String]
            }
            var format: String
            var findings: [Finding]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(run.output.utf8))
        #expect(report.format == "trellis-check/1")
        #expect(report.findings.map(\.rule) == ["conflict", "overflow"])
        let conflict = report.findings[0]
        #expect(conflict.line == 7 && conflict.column == 5)
        #expect(conflict.fix?.hasPrefix("an autoresizing mask is left on: 'card' still translates its frame") == true)
        #expect(report.findings[1].message == "'wide' leaves the screen by 25 pt")
        #expect(report.findings[1].severity == "warning" && report.findings[1].line == 5)
    }

    @Test func sarifIsVersionTwoOneWithRulesAndRegions() throws {
        let directory = try write(["mask.yaml": Self.mask])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTrellis(["check", "--format", "sarif", "mask.yaml"], in: directory)
        let log = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results[0]["ruleId"] as? String == "conflict")
        #expect(results[0]["level"] as? String == "error")
        let location = try #require((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "mask.yaml")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 7)
        let driver = (runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect((driver?["rules"] as? [[String: Any]])?.count == 6)
    }

    @Test func textReportsWarnAndFixes() throws {
        let directory = try write(["mask.yaml": Self.mask])
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try runTrellis(["check", "--warn", "overflow", "mask.yaml"], in: directory)
        #expect(run.output.contains("  warning: 'wide' leaves the screen by 25 pt\n"))
        #expect(run.output.contains("  fix: an autoresizing mask is left on: 'card'"))
        #expect(run.output.hasSuffix("checked 1 layout: 0 clean, 1 conflict, 0 ambiguous items, 0 bad inputs\n"))
        let bad = try runTrellis(["check", "--warn", "overlaps", "mask.yaml"], in: directory)
        #expect(bad.status == 64)
        #expect(bad.errors.contains("--warn: unknown warning 'overlaps'; the warnings are overlap, overflow"))
    }

    @Test func pathsWithoutScenesExitTwo() throws {
        let directory = try write(["notes.txt": "nothing here"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let said = "(scene files end in .yaml, .yml or .json; a .storyboard's view controllers and a .xib's top-level views are scenes)\n"
        for arguments in [["check", "."], ["render", ".", "-o", "out"]] {
            let run = try runTrellis(arguments, in: directory)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors == "no scenes found in . " + said)
        }
        // A storyboard holding no controller says the same.
        let empty = try write(["Empty.storyboard": #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch"><scenes/></document>"#])
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = try runTrellis(["render", "Empty.storyboard", "-o", "out"], in: empty)
        #expect(run.status == 2)
        #expect(run.errors == "no scenes found in Empty.storyboard " + said)
    }

    @Test func versionIsPrinted() throws {
        let run = try runTrellis(["--version"])
        #expect(run.status == 0)
        #expect(run.output == "0.9.0\n")
    }
}
