import Foundation
import Layout
import Testing
@testable import SceneFile

/// The scene files of Samples/Scenes give the numbers docs/illustrations.md gives,
/// at every size and in every state it lists.
struct SampleSceneTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/Scenes")

    static func load(_ name: String) throws -> SceneDocument {
        try SceneDocument.load(contentsOf: folder.appendingPathComponent("\(name).yaml"))
    }

    /// The scene laid out at the size called `size` (the first if nil), in `state`.
    static func laidOut(_ name: String, size: String? = nil, state: String? = nil) throws -> Scene {
        let document = try load(name)
        let chosen = try size.map { wanted in try #require(document.sizes.first { $0.name == wanted }) }
        let scene = try document.makeScene(size: chosen, state: state)
        try scene.layout()
        #expect(scene.conflicts.isEmpty, "\(name) \(state ?? "")")
        return scene
    }

    @Test func everySampleLoadsWithItsHints() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names == ["aspect-ratio-rows.yaml", "chained-widths.yaml", "complex-widths.yaml", "dynamic-leading.yaml",
                          "dynamic-priorities.yaml", "slider-dead-area.yaml", "slider-guides.yaml", "slider-naive.yaml",
                          "slider-positions.yaml"])
        for file in names {
            let document = try SceneDocument.load(contentsOf: Self.folder.appendingPathComponent(file))
            #expect(document.name + ".yaml" == file)
            #expect(document.diagram.title != nil && document.diagram.caption != nil, "\(file)")
        }
        let guides = try Self.load("slider-guides").diagram
        #expect(guides.highlightedGuides == ["indicatorPosition"])
        let deadArea = try Self.load("slider-dead-area").diagram
        #expect(deadArea.hatchedGuides == ["leftMargin", "rightMargin", "topMargin", "bottomMargin"])
    }

    /// §1: knob at (0.25, 0.5); the hatched margins are the dead area.
    @Test func sliderDeadArea() throws {
        let scene = try Self.laidOut("slider-dead-area")
        expectFrame(scene.view("leftMargin").frame, 0, 0, 20, 200)
        expectFrame(scene.view("rightMargin").frame, 280, 0, 20, 200)
        expectFrame(scene.view("topMargin").frame, 0, 0, 300, 20)
        expectFrame(scene.view("bottomMargin").frame, 0, 180, 300, 20)
        expectFrame(scene.view("knob").frame, 65, 80, 40, 40)
    }

    /// §2: the six guides at (0.7, 0.4).
    @Test func sliderGuides() throws {
        let scene = try Self.laidOut("slider-guides")
        expectFrame(scene.view("dragArea").frame, 20, 20, 260, 160)
        expectFrame(scene.view("indicatorPosition").frame, 20, 20, 182, 64)
        expectFrame(scene.view("knob").frame, 182, 64, 40, 40)
    }

    /// §3: nine positions at 300×200 and 200×300, the knob always inside.
    @Test func sliderPositions() throws {
        let document = try Self.load("slider-positions")
        #expect(document.sizes.map(\.name) == ["300x200", "200x300"])
        #expect(document.states.count == 9)
        for size in document.sizes {
            for state in document.states {
                let parts = state.name.split(separator: "x").compactMap { Double($0) }
                let scene = try document.makeScene(size: size, state: state.name)
                try scene.layout()
                let knob = scene.view("knob").frame
                let dragWidth = size.width - 40, dragHeight = size.height - 40
                expectFrame(knob, parts[0] * dragWidth, parts[1] * dragHeight, 40, 40, "\(size) \(state.name)")
                #expect(knob.minX >= 0 && knob.minY >= 0 && knob.maxX <= size.width && knob.maxY <= size.height)
            }
        }
    }

    /// §4: at fx = 0 the knob starts 20 pt left of the slider; centre y at half.
    @Test func sliderNaive() throws {
        for (state, x) in [("0", -20.0), ("0.5", 130), ("1", 280)] {
            let scene = try Self.laidOut("slider-naive", state: state)
            let slider = scene.view("slider").frame
            expectFrame(slider, 40, 40, 300, 200)
            let knob = scene.view("knob").frame
            expectFrame(knob.offsetBy(dx: -slider.minX, dy: -slider.minY), x, 80, 40, 40, "fx = \(state)")
        }
    }

    /// §5: "Position" at 17 pt is 81.6 × 20.4; leading 8, then 40.
    @Test func dynamicLeading() throws {
        for (state, x) in [("c8", 8.0), ("c40", 40)] {
            let scene = try Self.laidOut("dynamic-leading", state: state)
            expectFrame(scene.view("positionLabel").frame, x, 49.8, 81.6, 20.4, "\(state)")
        }
    }

    /// §6: the 750 constraint wins; the label keeps its intrinsic width.
    @Test func dynamicPriorities() throws {
        let left = try Self.laidOut("dynamic-priorities", state: "Left").view("positionLabel").frame
        expectClose(left.minX, 8)
        expectClose(left.width, 81.6)
        let center = try Self.laidOut("dynamic-priorities", state: "Center").view("positionLabel").frame
        expectClose(center.midX, 160)
        expectClose(center.width, 81.6)
        let right = try Self.laidOut("dynamic-priorities", state: "Right").view("positionLabel").frame
        expectClose(right.maxX, 312)
        expectClose(right.width, 81.6)
    }

    /// §7: rows share the width minus 10 in (1 + k) parts, k = 5, 3, 2, 1.
    @Test func aspectRatioRows() throws {
        for (size, width) in [("portrait", 375.0), ("landscape", 667)] {
            let scene = try Self.laidOut("aspect-ratio-rows", size: size)
            var top = 0.0
            for (row, k) in [5.0, 3, 2, 1].enumerated() {
                let w = (width - 10) / (1 + k)
                expectFrame(scene.view("left\(row + 1)").frame, 0, top, w, w, "\(size) row \(row + 1)")
                expectFrame(scene.view("right\(row + 1)").frame, w + 10, top, k * w, w, "\(size) row \(row + 1)")
                top += w + 10
            }
        }
        let portrait = try Self.laidOut("aspect-ratio-rows", size: "portrait")
        expectClose(portrait.view("left1").frame.width, 60.83)
        expectClose(portrait.view("right1").frame.width, 304.17)
    }

    /// §8: w = (width - 20) / 7; columns w, 2w, 4w; row r as tall as column r.
    @Test func chainedWidths() throws {
        for (size, width) in [("portrait", 375.0), ("landscape", 667)] {
            let scene = try Self.laidOut("chained-widths", size: size)
            let w = (width - 20) / 7
            let columns = [(0.0, w), (w + 10, 2 * w), (3 * w + 20, 4 * w)]
            var top = 0.0
            for r in 0..<3 {
                let height = columns[r].1
                for c in 0..<3 {
                    expectFrame(scene.view("r\(r)c\(c)").frame, columns[c].0, top, columns[c].1, height, "\(size) r\(r)c\(c)")
                }
                top += height + 10
            }
            if size == "landscape" { #expect(scene.view("r2c0").frame.maxY > 375) }   // the overflow the picture shows
        }
        expectClose(try Self.laidOut("chained-widths").view("r0c0").frame.width, 50.71)
    }

    /// §9: the three sizes with their safe areas.
    @Test func complexWidths() throws {
        let portrait = try Self.laidOut("complex-widths", size: "portrait")
        expectFrame(portrait.view("blue").frame, 8, 28, 150, 631)
        expectFrame(portrait.view("red").frame, 166, 28, 201, 631)
        let twice = try #require(portrait.activeConstraints.first { $0.identifier == "twice" })
        #expect(portrait.status(of: twice) == .unsatisfied(shortfall: 99))
        let landscape = try Self.laidOut("complex-widths", size: "landscape")
        expectClose(landscape.view("blue").frame.width, 214.33)
        expectClose(landscape.view("red").frame.width, 428.67)
        let notch = try Self.laidOut("complex-widths", size: "landscape with notch")
        expectClose(notch.view("blue").frame.width, 233.33)
        expectClose(notch.view("red").frame.width, 466.67)
        expectClose(notch.view("blue").frame.minX, 52)
        expectClose(notch.view("blue").frame.maxY, 375 - 21 - 8)
    }
}
