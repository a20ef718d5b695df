import Foundation
import Layout
import Testing
@testable import SceneFile

/// docs/scene-format.md stays true: each of its YAML examples parses and
/// lays out without a conflict, and the error example gives the message shown.
struct DocsExampleTests {
    static let page = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/scene-format.md")

    /// The fenced blocks of the page: their info string and text.
    static func blocks() throws -> [(info: String, text: String)] {
        let lines = try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [(String, String)] = []
        var current: (String, [String])?
        for line in lines {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append((open.0, open.1.joined(separator: "\n")))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else {
                current?.1.append(line)
            }
        }
        return blocks
    }

    @Test func everyExampleParsesAndLaysOut() throws {
        let examples = try Self.blocks().filter { $0.info == "yaml" }
        #expect(examples.count >= 8)
        for (index, example) in examples.enumerated() {
            do {
                let document = try SceneDocument.parse(example.text, fileName: "example\(index).yaml")
                for size in document.sizes {
                    for state in [nil] + document.states.map(\.name) {
                        let scene = try document.makeScene(size: size, state: state)
                        try scene.layout()
                        #expect(scene.conflicts.isEmpty, "example \(index) \(size) \(state ?? "")")
                    }
                }
            } catch {
                Issue.record("example \(index): \(error)\n\(example.text)")
            }
        }
    }

    @Test func theErrorExampleGivesTheMessageShown() throws {
        let blocks = try Self.blocks()
        let index = try #require(blocks.firstIndex { $0.info == "yaml error" })
        let expected = blocks[index + 1]
        #expect(expected.info == "text")
        let error = try #require(parseError(blocks[index].text, file: "slider.yaml"))
        #expect(error.description == expected.text)
    }
}
