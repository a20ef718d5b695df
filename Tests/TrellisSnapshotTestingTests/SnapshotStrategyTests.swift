import Foundation
import SnapshotTesting
import Testing
import TrellisSnapshotTesting
import TrellisUIKit

/// A small controller for snapshots: two views side by side.
final class PairController: UIViewController {
    let left = UIView()
    let right = UIView()
    var gap: CGFloat = 8

    override func viewDidLoad() {
        left.backgroundColor = .systemBlue
        right.backgroundColor = .systemOrange
        for v in [left, right] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: gap),
            right.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 100),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
    }
}

private func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snapshots-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@MainActor
@Suite struct SnapshotStrategyTests {
    /// The committed snapshots beside this file (`__Snapshots__/`), checked
    /// with the library's own `assertSnapshot`.
    @Test func aControllersLayoutMatchesItsCommittedSnapshot() {
        assertSnapshot(of: PairController(), as: .layout)
        assertSnapshot(of: PairController(), as: .layout(device: .iPhone15, orientation: .landscape), named: "landscape")
    }

    @Test func aControllersPictureMatchesItsCommittedSnapshot() {
        assertSnapshot(of: PairController(), as: .trellisPNG(device: .iPhoneSE, options: {
            var options = RenderOptions()
            options.scale = 1
            return options
        }()))
        assertSnapshot(of: PairController(), as: .trellisSVG, named: "svg")
    }

    @Test func aScenesLayoutMatchesItsCommittedSnapshot() throws {
        let scene = try layOut(PairController(), device: .iPhoneSE)
        assertSnapshot(of: scene, as: .layout, named: "scene")
    }

    @Test func recordingWritesTheSnapshotAndReportsIt() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let failure = verifySnapshot(of: PairController(), as: .trellisPNG, named: "pair", record: .all,
                                     snapshotDirectory: directory.path, testName: "recording")
        #expect(failure?.contains("Record mode is on") == true)
        let written = try Data(contentsOf: directory.appendingPathComponent("recording.pair.png"))
        let fresh = try renderData(PairController(), device: .iPhoneSE, format: .png)
        #expect(written.elementsEqual(fresh))
        // Then the same picture passes.
        #expect(verifySnapshot(of: PairController(), as: .trellisPNG, named: "pair", record: .never,
                               snapshotDirectory: directory.path, testName: "recording") == nil)
    }

    @Test func aChangedPictureFailsSayingWhereAndWritesADifferenceImage() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifySnapshot(of: PairController(), as: .trellisPNG, named: "pair", record: .all,
                           snapshotDirectory: directory.path, testName: "changed")
        let wider = PairController()
        wider.gap = 40
        let failure = try #require(verifySnapshot(of: wider, as: .trellisPNG, named: "pair", record: .never,
                                                  snapshotDirectory: directory.path, testName: "changed"))
        #expect(failure.contains("PNG differs from the reference"))
        #expect(failure.contains("first different byte at offset"))
        // The left view narrows by 16 pt: its right edge, 2× scale, is where pixels first differ.
        #expect(failure.contains("pixels differ; the first at ("))
        let path = try #require(failure.components(separatedBy: "difference image: ").last?
            .components(separatedBy: "\n").first)
        let image = try RasterImage(png: Data(contentsOf: URL(fileURLWithPath: path)))
        try? FileManager.default.removeItem(atPath: path)
        let picture = try RasterImage(png: renderData(wider, device: .iPhoneSE, format: .png))
        #expect(image.width == picture.width && image.height == picture.height)
        // Somewhere in it, a pure red pixel marks a difference.
        let pixels = image.rgba
        var red = 0
        for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i] == 255 && pixels[i + 1] == 0 && pixels[i + 2] == 0 {
            red += 1
        }
        #expect(red > 0)
    }

    @Test func aChangedLayoutFailsWithALineDiff() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verifySnapshot(of: PairController(), as: .layout, named: "pair", record: .all,
                           snapshotDirectory: directory.path, testName: "layout")
        let wider = PairController()
        wider.gap = 40
        let failure = verifySnapshot(of: wider, as: .layout, named: "pair", record: .never,
                                     snapshotDirectory: directory.path, testName: "layout")
        #expect(failure?.contains("\"equation\" : \"right.leading == left.trailing + 40\"") == true)
        #expect(failure?.contains("\"equation\" : \"right.leading == left.trailing + 8\"") == true)
    }

    @Test func assertSnapshotFailsOnAPictureThatDiffersFromTheReference() {
        let wider = PairController()
        wider.gap = 40
        withKnownIssue {
            withSnapshotTesting(record: .never) {
                assertSnapshot(of: wider, as: .trellisSVG, named: "svg",
                               testName: "aControllersPictureMatchesItsCommittedSnapshot")
            }
        } matching: { issue in
            issue.description.contains("does not match reference")
        }
    }
}
