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
