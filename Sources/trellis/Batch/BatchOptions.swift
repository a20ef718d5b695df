import ArgumentParser
import Foundation
import InterfaceBuilder
import Render
import SceneFile

/// The options every batch command shares: which sizes and states, workers,
/// sharding, quiet.
struct BatchOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Render at this size instead of the file's, e.g. 375x667 (repeatable).",
                                            valueName: "WxH"))
    var size: [String] = []

    @Option(name: .long, help: ArgumentHelp("Render at this device's size and safe area, e.g. \"iPhone 15\" or \"iPhone 15 landscape\" (repeatable).",
                                            valueName: "NAME"))
    var device: [String] = []

    @Option(name: .long, help: ArgumentHelp("Render only this state (repeatable); all of a file's states by default.",
                                            valueName: "NAME"))
    var state: [String] = []

    @Option(name: .long, help: ArgumentHelp("Only the storyboard or xib scene of this name (repeatable).",
                                            valueName: "NAME"))
    var scene: [String] = []

    @Flag(name: .long, help: "Measure storyboard and xib labels with Trellis's font instead of taking their stored sizes.")
    var measureText = false

    @Option(name: .long, help: "Worker threads (default: one per core).")
    var jobs: Int = BatchRunner.defaultWorkers

    @Option(name: .long, help: ArgumentHelp("Do only the i-th of n parts of the batch (1-based), split the same way on every machine.",
                                            valueName: "i/n"))
    var shard: Shard = .whole

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
    }

    /// The sizes asked for with --size and --device, in that order.
    func sizes() throws -> [SceneSize] {
        do {
            return try size.map { try SceneDocument.size(parsing: $0) } + device.map { name in
                // Interface Builder's own ids (retina4_0, ipad9_7, with an orientation) too.
                let words = name.split(separator: " ").map(String.init)
                if let id = words.first, let known = InterfaceBuilder.Device.named(id), words.count <= 2 {
                    let landscape = words.count == 2 && words[1] == "landscape"
                    let screen = known.size(landscape: landscape)
                    return SceneSize(name: "\(known.id) \(landscape ? "landscape" : "portrait")",
                                     width: Double(screen.width), height: Double(screen.height),
                                     safeAreaInsets: known.screenInsets(landscape: landscape, toolsVersion: 99999))
                }
                return try SceneDocument.size(parsing: name)
            }
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// The scene files under `paths`, each parsed; failures reported and counted.
    func documents(_ paths: [String], progress: Progress) -> (documents: [(SceneInputs.Input, JobDocument)], failures: Int) {
        let (inputs, refused) = SceneInputs.collect(paths)
        var failures = 0
        for message in refused {
            progress.failed(message)
            failures += 1
        }
        var documents: [(SceneInputs.Input, JobDocument)] = []
        var scenesFound: Set<String> = []
        for input in inputs {
            do {
                if SceneInputs.isInterfaceBuilder(input.path) {
                    let document = try SceneInputs.interfaceBuilderDocument(input)
                    scenesFound.formUnion(document.scenes.map(\.name))
                    for job in JobDocument.interfaceBuilder(document, only: scene, measureText: measureText) {
                        documents.append((input, job))
                    }
                } else {
                    let document = try SceneDocument.load(contentsOf: URL(fileURLWithPath: input.path), displayPath: input.path,
                                                          followingSymlinks: input.followsSymlinks)
                    documents.append((input, JobDocument(name: document.name, origin: .sceneFile(document))))
                }
            } catch let error as SceneFileError {
                let target = SceneInputs.outsideTarget(of: input.path)
                progress.failed("\(target.map { SceneInputs.redacted(error, target: $0) } ?? error)")
                failures += 1
            } catch {
                progress.failed("\(error)")
                failures += 1
            }
        }
        for name in scene where !scenesFound.contains(name) {
            progress.failed("no storyboard or xib scene named '\(name)'; found \(scenesFound.isEmpty ? "none" : scenesFound.sorted().joined(separator: ", "))")
            failures += 1
        }
        return (documents, failures)
    }

    /// The scene files under `paths` and their jobs: each document once per
    /// size asked for (its own sizes by default) × state (`--state`, or all
    /// of its own). Unreadable files and unknown states or sizes are reported
    /// and counted in `failures`.
    func jobs(_ paths: [String], progress: Progress) throws
        -> (documents: [(SceneInputs.Input, JobDocument)], jobs: [RenderJob], failures: Int)
    {
        let sizes = try sizes()
        var (documents, failures) = documents(paths, progress: progress)
        var jobs: [RenderJob] = []
        for (input, document) in documents {
            do {
                jobs += try RenderJob.jobs(for: document, input: input, sizes: sizes, states: state)
            } catch {
                progress.failed("\(error)")
                failures += 1
            }
        }
        return (documents, jobs, failures)
    }
}
