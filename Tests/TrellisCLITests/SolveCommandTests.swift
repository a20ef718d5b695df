import Foundation
import Testing

/// `trellis solve` as a user runs it: the built executable, its output and
/// exit status.
@Suite struct SolveCommandTests {
    func trellis(_ arguments: [String], input: String? = nil) throws -> TrellisRun {
        try runTrellis(arguments, input: input)
    }

    @Test func solvesAFileAndExitsZero() throws {
        let file = LinearSystemTests.samples.appendingPathComponent("example-chain_100.json").path
        let run = try trellis(["solve", file, "--repeat", "3"])
        #expect(run.status == 0)
        let result = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as! [String: Any]
        #expect(result["format"] as? String == "cassowary-result/1")
        #expect(result["repeat"] as? Int == 3)
        let values = result["values"] as! [String: Double]
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as! [String: Any]
        let expect = document["expect"] as! [String: Double]
        #expect(values.count == 202)
        for name in ["v0.left", "v50.width", "v99.left", "v99.width"] {
            #expect(abs(values[name]! - expect[name]!) < 1e-6, "\(name)")
        }
    }

    @Test func readsStandardInputForADash() throws {
        let run = try trellis(["solve", "-"], input: #"{"variables": ["x"], "constraints": [{"terms": [[2, "x"]], "constant": -7, "op": "==", "priority": 1000}]}"#)
        #expect(run.status == 0)
        #expect(run.output.contains(#""x": 3.5"#))
    }

    @Test func aMalformedFileExitsOneAndSaysWhere() throws {
        let run = try trellis(["solve", "-"], input: #"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "op": "=>"}]}"#)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == "trellis solve: <stdin>: constraints[0].op: expected \"==\", \"<=\" or \">=\", found \"=>\"\n")
    }

    @Test func aMissingFileExitsOne() throws {
        let run = try trellis(["solve", "/nonexistent/system.json"])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("trellis solve: cannot read /nonexistent/system.json"))
    }

    @Test func aRepeatBelowOneIsAUsageError() throws {
        let run = try trellis(["solve", "-", "--repeat", "0"], input: "{}")
        #expect(run.status == 64)
        #expect(run.errors.contains("--repeat must be at least 1"))
    }
}

/// `make run` solves every system in Samples/LinearSystems into
/// Output/systems; the committed results must be what a fresh solve prints.
@Test(arguments: ["example-chain_100", "example-slider", "two-views"])
func committedResultsMatchAFreshSolve(name: String) throws {
    let root = LinearSystemTests.samples.deletingLastPathComponent().deletingLastPathComponent()
    let committed = try String(contentsOf: root.appendingPathComponent("Output/systems/\(name).result.json"), encoding: .utf8)
    let run = try SolveCommandTests().trellis(["solve", "--no-timings", LinearSystemTests.samples.appendingPathComponent("\(name).json").path])
    #expect(run.status == 0)
    #expect(run.output == committed, "Output/systems/\(name).result.json is stale: run make run")
}
