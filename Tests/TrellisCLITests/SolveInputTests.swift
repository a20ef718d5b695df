import Foundation
import Testing

/// `trellis solve` reads only a regular file or standard input, at most
/// 64 MiB of either, and refuses what JSON readers let through silently.
@Suite struct SolveInputTests {
    @Test func aDeviceIsRefusedUnread() throws {
        let run = try runTrellis(["solve", "/dev/zero"])
        #expect(run.status == 1)
        #expect(run.errors == "trellis solve: cannot read /dev/zero: a character device, not a regular file\n")
    }

    @Test func standardInputIsReadOnlyToTheLimit() throws {
        let run = try runTrellis(["solve", "-"], input: String(repeating: " ", count: 64 * 1024 * 1024 + 10))
        #expect(run.status == 1)
        #expect(run.errors == "trellis solve: <stdin>: the document is larger than 64 MiB, the most a linear system may be\n")
    }

    @Test func aDuplicateKeyIsAnErrorAtItsPosition() throws {
        let json = "{\"variables\": [\"x\"],\n  \"constraints\": [],\n  \"variables\": [\"y\"]}"
        let run = try runTrellis(["solve", "-"], input: json)
        #expect(run.status == 1)
        #expect(run.errors == "trellis solve: <stdin>: not valid JSON at line 3, column 3: the key \"variables\" is given twice in this object\n")
    }

    @Test(arguments: [
        ("{\"variables\": [\"x\",]}", "line 1, column 20: expected a value (an object, list, string, number, true, false or null)"),
        ("{\"variables\": [\"x\"]\n\"constraints\": []}", "line 2, column 1: expected ',' or '}'"),
        ("{\"a\": 01}", "line 1, column 8: expected ',' or '}'"),
        ("{\"a\": \"\u{1}\"}", "line 1, column 8: a control character must be escaped in a string"),
        ("{\"a\": tru}", "line 1, column 7: expected true"),
        ("{\"a\": [1, 2", "line 1, column 12: the document ends inside a list"),
        (String(repeating: "[", count: 40), "line 1, column 33: the JSON nests more than 32 levels deep"),
    ])
    func invalidJSONIsReportedWithItsPosition(json: String, message: String) throws {
        let run = try runTrellis(["solve", "-"], input: json)
        #expect(run.status == 1)
        #expect(run.errors == "trellis solve: <stdin>: not valid JSON at \(message)\n")
    }

    @Test func moreVariablesThanTheLimitAreRefusedBeforeSolving() throws {
        let names = (0...100_000).map { "\"v\($0)\"" }.joined(separator: ",")
        let run = try runTrellis(["solve", "-"], input: "{\"variables\": [\(names)], \"constraints\": []}")
        #expect(run.status == 1)
        #expect(run.errors == "trellis solve: <stdin>: variables: more than 100,000 variables, the most a linear system may have\n")
    }
}
