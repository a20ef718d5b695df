import Foundation
import Layout
import SceneFile
import Samples
import Testing

/// Every illustration exists twice, as a Swift-built scene (the `Samples`
/// target) and as a scene file (`Samples/Scenes`): both must give the same
/// frame to every view and guide, at every size and in every state.
@Suite struct SceneFileEquivalenceTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/Scenes")

    /// Where a Swift sample's variant lives among the scene files.
    struct Counterpart {
        var file: String
        var size: String?
        var state: String?
    }

    /// The scene file, size and state of each Swift variant.
    static func counterpart(sample: String, variant: String) -> Counterpart? {
        switch sample {
        case "slider-dead-area", "slider-guides":
            return Counterpart(file: sample)
        case "slider-positions":
            // "300x200-0.5x1": size, then the fractions, as the file names its states.
            let parts = variant.split(separator: "-", maxSplits: 1).map(String.init)
            return Counterpart(file: sample, size: parts[0], state: parts[1])
        case "slider-naive", "dynamic-leading":
            return Counterpart(file: sample, state: variant)
        case "dynamic-priorities":
            return Counterpart(file: sample, state: variant.prefix(1).uppercased() + variant.dropFirst())
        case "aspect-ratio-rows", "chained-widths":
            return Counterpart(file: sample, size: variant)
        case "complex-widths":
            return Counterpart(file: sample, size: variant == "notched" ? "landscape with notch" : variant)
        case "device-grid":
            if variant.hasPrefix("complex-widths-") {
                return counterpart(sample: "complex-widths", variant: String(variant.dropFirst("complex-widths-".count)))
            }
            // "slider-guides-300x200-0.7x0.4"
            let rest = variant.dropFirst("slider-guides-".count).split(separator: "-").map(String.init)
            if rest[1] == "0.7x0.4" { return Counterpart(file: "slider-guides", size: rest[0]) }
            return Counterpart(file: "slider-positions", size: rest[0], state: rest[1])
        default:
            return nil
        }
    }

    static let cases: [(String, String)] = SampleCatalog.all.flatMap { sample in sample.variants.map { (sample.name, $0.name) } }

    @Test(arguments: cases)
    func theSceneFileGivesTheSameFrames(sample: String, variant: String) throws {
        let swiftVariant = try #require(SampleCatalog.sample(named: sample)?.variants.first { $0.name == variant })
        let built = try swiftVariant.makeScene()
        try built.layout()

        let place = try #require(Self.counterpart(sample: sample, variant: variant), "\(sample) has a scene file")
        let document = try SceneDocument.load(contentsOf: Self.scenes.appendingPathComponent("\(place.file).yaml"))
        let size = try place.size.map { name in
            try #require(document.sizes.first { $0.name == name } ?? (try? SceneDocument.size(parsing: name)), "size \(name)")
        }
        let read = try document.makeScene(size: size, state: place.state)
        try read.layout()

        #expect(read.size == built.size)
        #expect(read.safeAreaInsets == built.safeAreaInsets)
        let frames = Dictionary(read.items.map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
        let compared = built.items.filter { !($0 is LayoutGuide && ($0 as! LayoutGuide).isSystemGuide) }
        #expect(compared.count > 1)
        for item in compared {
            let other = try #require(frames[item.name], "\(place.file).yaml has \(item.name)")
            for (a, b) in zip([item.frame.minX, item.frame.minY, item.frame.width, item.frame.height],
                              [other.minX, other.minY, other.width, other.height]) {
                #expect(abs(a - b) < 0.01, "\(sample) \(variant): \(item.name) is \(item.frame) in Swift, \(other) from the file")
            }
        }
    }
}
