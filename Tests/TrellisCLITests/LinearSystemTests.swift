import Foundation
import Testing

@testable import LinearSystem

/// `trellis solve`'s reading and solving of the shared linear-system format.
@Suite struct LinearSystemTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/LinearSystems")

    func system(_ json: String) throws -> LinearSystem {
        try LinearSystem(json: Data(json.utf8))
    }

    /// The message a malformed document is refused with.
    func refusal(_ json: String) -> String? {
        do {
            _ = try system(json)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: ["example-chain_100", "example-slider"])
    func everyExpectedValueOfTheSharedExamplesComesOut(name: String) throws {
        let data = try Data(contentsOf: Self.samples.appendingPathComponent("\(name).json"))
        let system = try LinearSystem(json: data)
        let document = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let expect = document["expect"] as! [String: Double]
        let tolerance = document["tolerance"] as? Double ?? 1e-6
        let report = try system.solve(repeating: 1)
        #expect(report.unsatisfiable.isEmpty)
        #expect(expect.count > 20)
        for (variable, expected) in expect {
            let value = report.values[system.variables.firstIndex(of: variable)!]
            #expect(abs(value - expected) <= tolerance, "\(variable) = \(value), expected \(expected)")
        }
    }

    @Test func theSliderDragEndsWhereTheLastStepPutsTheKnob() throws {
        let data = try Data(contentsOf: Self.samples.appendingPathComponent("example-slider.json"))
        let system = try LinearSystem(json: data)
        let report = try system.solve(repeating: 2)
        let last = system.drag!.steps.last!
        // pos.width = 720·fx, knob.left = 40 + pos.width − 22 (knob 44 wide, centred).
        let names = system.drag!.observe.map { system.variables[$0] }
        let final = Dictionary(uniqueKeysWithValues: zip(names, report.final!))
        #expect(abs(final["pos.width"]! - 720 * last[0]) < 1e-9)
        #expect(abs(final["knob.left"]! - (40 + 720 * last[0] - 22)) < 1e-9)
        #expect(report.buildTimes.count == 2 && report.dragTimes.count == 2)
    }

    @Test func unsatisfiableRequiredConstraintsAreReportedByIndexAndSkipped() throws {
        let report = try system(
            """
            {"variables": ["x"], "constraints": [
              {"terms": [[1, "x"]], "constant": -10, "op": "==", "priority": 1000},
              {"terms": [[1, "x"]], "constant": -20, "op": "==", "priority": 1000},
              {"terms": [[1, "x"]], "constant": -5, "op": ">=", "priority": 1000},
              {"terms": [[1, "x"]], "constant": -30, "op": "==", "priority": 250}
            ]}
            """
        ).solve(repeating: 1)
        #expect(report.unsatisfiable == [1])
        #expect(report.values == [10])
    }

    @Test func theResultIsTheDocumentedFormatInVariableOrder() throws {
        let system = try system(
            """
            {"name": "tiny", "variables": ["b", "a"], "constraints": [
              {"terms": [[1, "a"]], "constant": -1.5, "op": "==", "priority": 1000},
              {"terms": [[1, "b"], [-2, "a"]], "constant": 0, "op": "==", "priority": 1000}
            ]}
            """)
        var report = try system.solve(repeating: 1)
        report.buildTimes = [0.5]
        #expect(
            report.json(for: system) == """
                {
                  "format": "cassowary-result/1",
                  "name": "tiny",
                  "values": {
                    "b": 3,
                    "a": 1.5
                  },
                  "unsatisfiable": [],
                  "timings_s": {
                    "build_solve": {"median": 0.5, "min": 0.5, "max": 0.5}
                  },
                  "repeat": 1
                }
                """)
    }

    @Test func malformedDocumentsAreRefusedWithTheirPlaceAndWhatWasExpected() {
        let constraint = #"{"terms": [[1, "x"]], "constant": 0, "op": "==", "priority": 1000}"#
        let cases: [(String, String)] = [
            ("[1, 2]", "expected an object, found a list"),
            (#"{"variables": ["x"]}"#, "constraints: missing: expected a list of constraints"),
            (#"{"constraints": []}"#, "variables: missing: list every variable name"),
            (#"{"variables": ["x", "x"], "constraints": []}"#, "variables[1]: \"x\" is listed twice"),
            (#"{"format": "other/2", "variables": [], "constraints": []}"#, "format: expected \"cassowary-workload/1\", found \"other/2\""),
            (#"{"variables": ["x"], "constraints": [\#(constraint), {"terms": [[1, "x"]], "op": "="}]}"#,
             "constraints[1].op: expected \"==\", \"<=\" or \">=\", found \"=\""),
            (#"{"variables": ["x"], "constraints": [{"terms": [[1, "y"]], "op": "=="}]}"#,
             "constraints[0].terms[0][1]: \"y\" is not in variables"),
            (#"{"variables": ["x"], "constraints": [{"terms": [["1", "x"]], "op": "=="}]}"#,
             "constraints[0].terms[0][0]: expected a number, found a string"),
            (#"{"variables": ["x"], "constraints": [{"terms": [[1, "x", 3]], "op": "=="}]}"#,
             "constraints[0].terms[0]: expected [coefficient, \"variable\"]"),
            (#"{"variables": ["x"], "constraints": [{"terms": [[true, "x"]], "op": "=="}]}"#,
             "constraints[0].terms[0][0]: expected a number, found a boolean"),
            (#"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]], "op": "==", "priority": 1001}]}"#,
             "constraints[0].priority: expected a priority in 1…1000, found 1001.0"),
            (#"{"variables": ["x"], "constraints": [{"terms": [[1, "x"]]}]}"#,
             "constraints[0].op: missing: expected \"==\", \"<=\" or \">=\""),
            (#"{"variables": ["x"], "constraints": [], "edits": [{"var": "x", "priority": 1000}]}"#,
             "edits[0].priority: an edit cannot be required; expected 1…999"),
            (#"{"variables": ["x", "y"], "constraints": [], "edits": [{"var": "x", "priority": 500}], "drag": {"vars": ["y"], "steps": []}}"#,
             "drag.vars[0]: \"y\" is not an edit variable"),
            (#"{"variables": ["x"], "constraints": [], "edits": [{"var": "x"}], "drag": {"vars": ["x"], "steps": [[1], [1, 2]]}}"#,
             "drag.steps[1]: expected 1 values, one per drag variable, found 2"),
            ("{", "not valid JSON"),
        ]
        for (json, message) in cases {
            let refused = refusal(json)
            #expect(refused?.hasPrefix(message) == true, "\(json): \(refused ?? "accepted")")
        }
    }
}

/// docs/linear-system.md's example, kept as Samples/LinearSystems/two-views.json.
@Test func theDocumentedExampleSolvesAsTheDocsSay() throws {
    let data = try Data(contentsOf: LinearSystemTests.samples.appendingPathComponent("two-views.json"))
    let system = try LinearSystem(json: data)
    let report = try system.solve(repeating: 1)
    #expect(report.values == [8, 304])
    #expect(report.checksum == [564])
    #expect(report.final == [272])
}
