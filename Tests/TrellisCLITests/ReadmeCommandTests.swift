import Foundation
import Testing

/// The README's command lines name files that exist, so that pasting one works.
@Suite struct ReadmeCommandTests {
    @Test func everyPathInTheReadmesCommandsExists() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = readme.split(separator: "\n").map(String.init).filter { $0.hasPrefix("trellis ") }
        #expect(commands.count >= 5)
        for command in commands {
            let words = command.split(separator: "#")[0].split(separator: " ").map(String.init)
            for (index, word) in words.enumerated() where index > 0 && words[index - 1] != "-o"
                && (word.hasSuffix(".yaml") || word.hasSuffix(".json") || word.hasPrefix("Samples/"))
            {
                #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(word).path),
                        "README: '\(command)' names \(word), which does not exist")
            }
        }
    }
}
