// swift-tools-version: 6.1
//
// Trellis: Auto Layout, solved by our own Cassowary and drawn through Cairo.
// The targets follow the pipeline of the README ("Layout of the repository"); each module depends only on
// the stages before it.
import Foundation
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "SceneFile", targets: ["SceneFile"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "LinearSystem", targets: ["LinearSystem"]),
        .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
        .library(name: "TrellisSnapshotTesting", targets: ["TrellisSnapshotTesting"]),
        .executable(name: "trellis", targets: ["TrellisCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Snapshot strategies for Trellis scenes and TrellisUIKit controllers.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // `swift package generate-documentation`: the DocC catalogue in Sources/Layout/Layout.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // `trellis serve`: a small HTTP server on BSD sockets and Swift concurrency, no SwiftNIO.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The incremental simplex solver. Knows nothing of views.
        .target(name: "Cassowary"),
        // Auto Layout's model on the solver.
        .target(name: "Layout", dependencies: ["Cassowary"]),
        // A laid-out scene as a display list. Knows nothing of Cairo.
        .target(name: "Diagram", dependencies: ["Layout"]),
        // The system cairo library, and the thin C shim Render calls.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        .target(name: "CairoShim", dependencies: ["CCairo"], linkerSettings: [.linkedLibrary("z")]),
        // zlib itself, for tests that inflate and check what our writers deflate.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Paints display lists; the only module that imports CairoShim.
        .target(name: "Render", dependencies: ["Diagram", "CairoShim", "Page"]),
        // The interactive HTML page of a scene: its pictures inline, its constraints and diagnostics as data.
        .target(name: "Page", dependencies: ["Layout"]),
        // The solver-neutral linear-system JSON (docs/linear-system.md), read and solved.
        .target(name: "LinearSystem", dependencies: ["Cassowary"]),
        // UIKit's and AppKit's "Unable to simultaneously satisfy constraints"
        // reports, read out of pasted logs. Knows nothing of layout or drawing.
        .target(name: "ConflictLog"),
        // A conflict report as a Layout scene: the minimal conflicting set, why, and the usual fix.
        .target(name: "ConflictExplanation", dependencies: ["ConflictLog", "Layout"]),
        // Storyboards and xibs read into scenes (docs/interface-builder.md).
        .target(name: "InterfaceBuilder", dependencies: ["Layout"]),
        // Scene files (YAML, JSON as its subset).
        .target(name: "SceneFile", dependencies: ["Layout", .product(name: "Yams", package: "Yams")]),
        // The seed illustrations as Swift-built scenes.
        .target(name: "Samples", dependencies: ["Layout", "Diagram"], path: "Samples",
                exclude: ["LinearSystems", "Logs", "Scenes", "Storyboards"]),
        // `import Trellis`: the umbrella a UIKit programmer starts from.
        .target(name: "Trellis", dependencies: ["Layout", "Diagram", "Render"]),
        // `import TrellisUIKit` in place of `import UIKit`: UIKit's layout API on Layout (docs/uikit.md).
        .target(name: "TrellisUIKit", dependencies: ["Layout", "Render"]),
        // `assertSnapshot(of: controller, as: .trellisPNG)`: swift-snapshot-testing strategies.
        .target(name: "TrellisSnapshotTesting", dependencies: [
            "TrellisUIKit", "Render",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The `trellis` command. The target has its own module name so that it
        // never clashes with the `Trellis` umbrella on a case-insensitive disk.
        .executableTarget(
            name: "TrellisCLI",
            dependencies: [
                "Cassowary", "LinearSystem", "Layout", "Diagram", "Render", "SceneFile", "Samples", "InterfaceBuilder",
                "ConflictLog", "ConflictExplanation", "Page",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox"),
            ],
            path: "Sources/trellis"
        ),

        // Relayout after a rotation against a fresh build (Benchmarks/README.md).
        .executableTarget(name: "LayoutBenchmark", dependencies: ["Layout"], path: "Benchmarks/LayoutBenchmark"),
        .executableTarget(name: "RenderBenchmark", dependencies: ["Layout", "Diagram", "Render"],
                          path: "Benchmarks/RenderBenchmark"),

        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Samples"]),
        .testTarget(name: "DiagramTests", dependencies: ["Diagram", "Samples"]),
        // EINTR-safe reads of child processes' pipes, for the tests that run `trellis`.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Page", "Samples", "CZlib", "TestSupport"]),
        .testTarget(name: "SceneFileTests", dependencies: ["SceneFile"]),
        .testTarget(name: "ConflictLogTests", dependencies: ["ConflictLog", "ConflictExplanation"], exclude: ["Fixtures"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder"]),
        .testTarget(name: "SamplesTests", dependencies: ["Samples", "SceneFile"]),
        .testTarget(name: "TrellisUIKitTests", dependencies: ["TrellisUIKit"]),
        .testTarget(name: "TrellisSnapshotTestingTests", dependencies: ["TrellisSnapshotTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "TrellisCLITests", dependencies: ["TrellisCLI", "LinearSystem", "TestSupport"]),
        // Pages and pictures opened in Debian's headless chromium (Tests/BrowserTests/HeadlessChromium.swift).
        .testTarget(name: "BrowserTests", dependencies: ["TrellisCLI", "Render", "TestSupport"]),
    ]
)

// The libFuzzer harnesses (Fuzz/run builds them with TRELLIS_FUZZ=1 and
// -sanitize=fuzzer): outside that, they are not part of the package.
if ProcessInfo.processInfo.environment["TRELLIS_FUZZ"] != nil {
    let harnesses: [(String, [Target.Dependency])] = [
        ("FuzzLinearSystem", ["LinearSystem"]),
        ("FuzzSceneFile", ["SceneFile"]),
        ("FuzzExpression", ["SceneFile"]),
        ("FuzzVisualFormat", ["SceneFile"]),
        ("FuzzRender", ["SceneFile", "Layout", "Diagram", "Render"]),
        ("FuzzConflictLog", ["ConflictLog", "ConflictExplanation"]),
        ("FuzzInterfaceBuilder", ["InterfaceBuilder", "Layout", "Diagram"]),
    ]
    let present = harnesses.filter { name, _ in
        FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/Fuzz/Harnesses/\(name)")
    }
    package.targets += present.map { name, dependencies in
        .executableTarget(name: name, dependencies: dependencies, path: "Fuzz/Harnesses/\(name)",
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])])
    }
}

