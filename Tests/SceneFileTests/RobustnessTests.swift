import Foundation
import Layout
import Testing
@testable import SceneFile

/// No input crashes the parser or the builder: every file either parses or
/// throws a SceneFileError with a position inside the file.
struct RobustnessTests {
    /// A small deterministic generator, so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    @Test func mutatedSamplesParseOrFailWithAPosition() throws {
        let folder = SampleSceneTests.folder
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        var generator = Generator(state: 42)
        let alphabet = Array("abcxyz019.-+*/=<>@#[](){}:,|\"' \n\t\u{00D7}é")
        for file in files {
            let original = Array(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            for _ in 0..<60 {
                var text = original
                for _ in 0..<(1 + generator.next(4)) {
                    let index = generator.next(text.count)
                    switch generator.next(3) {
                    case 0: text.remove(at: index)
                    case 1: text.insert(alphabet[generator.next(alphabet.count)], at: index)
                    default: text[index] = alphabet[generator.next(alphabet.count)]
                    }
                }
                let source = String(text)
                do {
                    let document = try SceneDocument.parse(source, fileName: file)
                    for state in [nil] + document.states.map(\.name) {
                        _ = try? document.makeScene(state: state).layout()
                    }
                } catch let error as SceneFileError {
                    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
                    #expect(error.line >= 1 && error.line <= lines + 1 && error.column >= 1, "\(error)")
                    #expect(!error.description.isEmpty)
                }
            }
        }
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() throws {
        var text = "size: 10x10\nviews:\n"
        for depth in 0..<70 {
            let indent = String(repeating: "  ", count: depth * 2)
            text += "\(indent)  - name: v\(depth)\n\(indent)    views:\n"
        }
        text += String(repeating: "  ", count: 140) + "  - name: last\n"
        let error = try #require(parseError(text))
        #expect(error.message == "views nest more than 64 deep")
    }

    /// Found by `Fuzz/run` (FuzzSceneFile, 2026-11-21), minimised from a
    /// mutated sample: the reader split lines on `\n` alone, libyaml also at
    /// `\r`, so the duplicate key's mapping was on a line the reader did not
    /// have and the search for the repeated key trapped on an inverted range.
    @Test func duplicateKeyAfterCarriageReturnsIsAnErrorOnItsLine() throws {
        let error = try #require(parseError("\r\r\rs:\ns:"))
        #expect(error.line == 5 && error.column == 1 && error.message == "duplicate key 's'", "\(error)")
        #expect(error.sourceLine == "s:")
    }

    /// Every line end YAML knows counts one line, as libyaml counts it, for
    /// Yams's errors, the reader's own and the scan before Yams.
    @Test(arguments: ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"])
    func errorsAreOnTheirLineWhateverTheLineEnds(newline: String) throws {
        func lines(_ lines: String...) -> String { lines.joined(separator: newline) }
        let color = try #require(parseError(lines("size: 1x1", "views:", "  - name: a", "    color: bleu")))
        #expect(color.line == 4 && color.column == 12 && color.sourceLine == "    color: bleu", "\(color)")
        let key = try #require(parseError(lines("size: 1x1", "views:", "  - name: a", "    name: b", "")))
        #expect(key.line == 4 && key.column == 5 && key.message == "duplicate key 'name'", "\(key)")
        let name = try #require(parseError(lines("size: 1x1", "views: [{name: a}]", "constraints:",
                                                 "  - a.width == 1 #w", "  - a.height == 1 #w")))
        #expect(name.line == 5 && name.column == 5 && name.message == "duplicate constraint name '#w' (first used on line 4)",
                "\(name)")
        let alias = try #require(parseError(lines("size: 1x1", "", "views: *v")))
        #expect(alias.line == 3 && alias.column == 8 && alias.sourceLine == "views: *v", "\(alias)")
        let quote = try #require(parseError(lines("size: 1x1", "diagram:", "  caption: 'one", "  two'")))
        #expect(quote.line == 3 && quote.column == 12 && quote.message == "a quoted string must end on the line it starts on",
                "\(quote)")
    }

    @Test func oddButValidInputs() throws {
        for text in ["size: 1x1", "size: 1x1\nviews: []", "size: 1x1\nstates: {}", "{size: 1x1, constraints: []}"] {
            let document = try SceneDocument.parse(text, fileName: "odd.yaml")
            try document.makeScene().layout()
        }
        for text in ["size: [1x1, 2x2", "- a\n- b", "size: 1x1\nviews: {name: a}", "size: 1x1\nviews:\n  - {}", "size: -1x1",
                     "size: 1x1\nstates: [{caption: x}]", "size: 1x1\nviews: [{name: a}]\nconstraints: [a.width == 1e400]",
                     "size: 1x1\nviews: [{name: a}]\nconstraints: ['a.width == ']", "size: 1x1\nviews: [{name: '1a'}]",
                     "size: 1x1\nmetrics: {m: .inf}", "size: 1x1\nviews: [{name: a, label: x, fontSize: 0}]"] {
            #expect(parseError(text) != nil, "\(text)")
        }
    }
}
