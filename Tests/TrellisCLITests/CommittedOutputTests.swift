import Foundation
import Render
import Samples
import Testing

@testable import TrellisCLI

/// `make run` renders every sample into Output/, and those files are
/// committed: a fresh render must give the same bytes.
@Suite struct CommittedOutputTests {
    static let output = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Output")

    @Test(arguments: SampleCatalog.all.map(\.name))
    func aFreshRenderMatchesTheCommittedOutput(sample name: String) throws {
        let sample = try #require(SampleCatalog.sample(named: name))
        let files = try SampleRendering(sample: sample, formats: [.png, .svg, .html], scale: 2, animate: true).files()
        #expect(!files.isEmpty)
        for file in files {
            let committed = Self.output.appendingPathComponent(file.name)
            let data = try #require(try? Data(contentsOf: committed), "Output/\(file.name) is committed (make run)")
            let difference = byteDifference(data, file.data)
            #expect(difference == nil, "Output/\(file.name) differs from a fresh render (\(difference ?? "")): run make run and look")
        }
    }

    @Test func everyCommittedPictureComesFromASample() throws {
        let expected = try Set(SampleCatalog.all.flatMap { sample in
            try SampleRendering(sample: sample, formats: [.png, .svg], scale: 2).pictures().flatMap { [$0.stem + "@2x.png", $0.stem + ".svg"] }
                + (sample.animation.isEmpty ? [] : ["\(sample.name)-animated.png", "\(sample.name)-animated.svg"])
                + [sample.name + ".html"]
        })
        let committed = try Set(FileManager.default.contentsOfDirectory(atPath: Self.output.path)
            .filter { $0.hasSuffix(".png") || $0.hasSuffix(".svg") || $0.hasSuffix(".html") })
        #expect(committed == expected)
    }
}
