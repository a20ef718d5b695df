import Foundation
import SceneFile
import Samples
import Testing

/// README.md stays true: its scene file parses and lays out, and its gallery
/// shows every sample with a picture that exists.
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let readme = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test func theSceneFileExampleLaysOutAsItSays() throws {
        let section = try #require(Self.readme.range(of: "## A scene file"))
        let start = try #require(Self.readme.range(of: "```yaml\n", range: section.upperBound..<Self.readme.endIndex))
        let end = try #require(Self.readme.range(of: "```", range: start.upperBound..<Self.readme.endIndex))
        let document = try SceneDocument.parse(String(Self.readme[start.upperBound..<end.lowerBound]), fileName: "README.md")
        #expect(document.sizes.map(\.name) == ["portrait", "iPhone 15 landscape"])
        #expect(document.states.map(\.name) == ["twice", "equal"])
        let scene = try document.makeScene(size: document.sizes[0], state: "twice")
        try scene.layout()
        let blue = try #require(scene.item(named: "blue")), red = try #require(scene.item(named: "red"))
        #expect(abs(blue.frame.width - 150) < 0.01 && abs(red.frame.width - 201) < 0.01)
        #expect(abs(blue.frame.minY - 28) < 0.01)
        let equal = try document.makeScene(size: document.sizes[0], state: "equal")
        try equal.layout()
        let equalRed = try #require(equal.item(named: "red"))
        #expect(abs(equalRed.frame.width - 175.5) < 0.01)
    }

    @Test func theGalleryShowsEverySampleAndEveryPictureExists() throws {
        for sample in SampleCatalog.all {
            #expect(Self.readme.contains("(`\(sample.name)"), "\(sample.name) is in the gallery")
        }
        let pattern = try Regex(#"<img src="(Output/[^"]+)""#)
        let pictures = Self.readme.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
        // And every conflict log of Samples/Logs, explained by `make run` into Output/explain/.
        let logs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Samples/Logs").path)
            .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }
        for log in logs {
            #expect(pictures.contains("Output/explain/\(log)-1.png"), "Samples/Logs/\(log).txt is in the gallery")
        }
        // And every animation `make run` writes, as its animated SVG.
        let animated = SampleCatalog.all.filter { !$0.animation.isEmpty }
        for sample in animated {
            #expect(pictures.contains("Output/\(sample.name)-animated.svg"), "\(sample.name)'s animation is in the gallery")
        }
        #expect(pictures.count == SampleCatalog.all.count + logs.count + animated.count)
        for picture in pictures {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(picture).path), "\(picture)")
        }
    }

    /// Every relative link of the README and of docs/ leads to a file that is
    /// there: no link to a page still to be written.
    @Test func everyRelativeLinkLeadsToAFile() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        let pattern = try Regex(#"\]\(([^)#\s]+)(#[^)]*)?\)"#)
        var checked = 0
        for page in ["README.md", "Benchmarks/README.md", "Benchmarks/Scale/README.md"] + docs {
            let url = Self.root.appendingPathComponent(page)
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: pattern) {
                guard let target = match.output[1].substring.map(String.init), !target.contains("://"),
                      !target.hasPrefix("mailto:") else { continue }
                let resolved = url.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: resolved.path), "\(page) links to \(target), which is not there")
                checked += 1
            }
        }
        #expect(checked > 20)
    }
}
