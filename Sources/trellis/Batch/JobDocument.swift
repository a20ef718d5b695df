import Diagram
import Foundation
import InterfaceBuilder
import Layout
import SceneFile

/// What a batch lays out: a scene file, or one scene of a storyboard or xib
/// (every view controller's root, every top-level view or cell).
struct JobDocument {
    enum Origin {
        case sceneFile(SceneDocument)
        case interfaceBuilder(InterfaceBuilderDocument, InterfaceBuilderDocument.SceneSource)
    }

    /// The name outputs are named after.
    let name: String
    let origin: Origin
    /// Whether labels are measured with the renderer's font (`--measure-text`).
    var measureText = false

    /// The diagram hints of a scene file; none for Interface Builder documents.
    var diagram: DiagramHints {
        if case .sceneFile(let document) = origin { return document.diagram }
        return DiagramHints()
    }

    /// The sizes it renders at unless told otherwise: a scene file's own, or
    /// the document's device (named as Interface Builder names it).
    var sizes: [SceneSize] {
        switch origin {
        case .sceneFile(let document): return document.sizes
        case .interfaceBuilder(let document, let source): return [Self.ownSize(of: document, scene: source)]
        }
    }

    /// The states a scene file declares; Interface Builder scenes have none.
    var states: [SceneState] {
        if case .sceneFile(let document) = origin { return document.states }
        return []
    }

    /// The document's own device, as a size whose name marks it as such
    /// (and captions the picture): the device as Interface Builder names it,
    /// or for a file that names none (Xcode 7 and before) the size the
    /// scene's frames were stored at, "600 × 600 pt as stored"; for a
    /// controller drawn at a freeform size of its own, that size, "815 ×
    /// 660 pt freeform" (not the device, whose screen it is not drawn on).
    static func ownSize(of document: InterfaceBuilderDocument, scene: InterfaceBuilderDocument.SceneSource) -> SceneSize {
        let screen = document.screenSize ?? .zero
        // An Apple TV has no orientation: "appleTV", not "appleTV portrait"
        // (nor Xcode 8 and 9's "appleTV landscape").
        let orientation = document.device?.isTelevision ?? false ? "" : document.orientation.map { " \($0)" } ?? ""
        func points(_ size: CGSize) -> String { "\(CheckCommand.number(size.width)) × \(CheckCommand.number(size.height)) pt" }
        let stored = scene.storedSize.map { "\(points($0)) as stored" }
        let freeform = scene.freeformSize(in: document).map { "\(points($0)) freeform" }
        let name = freeform ?? document.deviceID.map { "\($0)\(orientation)" } ?? stored ?? "as stored"
        return SceneSize(name: name, width: Double(screen.width), height: Double(screen.height))
    }

    /// A scene laid out, and what it came from.
    struct Built {
        let scene: Scene
        let imported: ImportedScene?
        /// Where a scene file wrote each view and constraint, for check's findings.
        var sources: SceneSources?
        /// Whether it was laid out where the document stored its frames, the
        /// only place where a stored frame that differs means a misplaced view.
        var isAtStoredSize = true
    }

    /// Builds the scene at `size` (nil: its own) in `state`.
    func makeScene(size: SceneSize?, state: String?) throws -> Built {
        switch origin {
        case .sceneFile(let document):
            let (scene, sources) = try document.makeSceneWithSources(size: size, state: state)
            return Built(scene: scene, imported: nil, sources: sources)
        case .interfaceBuilder(let document, let source):
            var options = ImportOptions(measureText: measureText)
            let elsewhere = size != nil && size != Self.ownSize(of: document, scene: source)
            if let size, elsewhere {
                options.size = CGSize(width: size.width, height: size.height)
                options.screenInsets = size.safeAreaInsets
            }
            let imported = document.makeScene(source, options: options)
            // Findings of `check` point at the elements that made them.
            var sources = SceneSources()
            for (object, location) in imported.locations { sources.record(object, line: location.line, column: location.column) }
            return Built(scene: imported.scene, imported: imported, sources: sources, isAtStoredSize: !elsewhere)
        }
    }

    /// Every scene of the Interface Builder document at `path`, those named
    /// in `only` if any.
    static func interfaceBuilder(_ document: InterfaceBuilderDocument, only: [String], measureText: Bool) -> [JobDocument] {
        let base = URL(fileURLWithPath: document.path).deletingPathExtension().lastPathComponent
        let chosen = document.scenes.filter { only.isEmpty || only.contains($0.name) }
        return chosen.map { source in
            JobDocument(name: document.scenes.count > 1 ? "\(base)-\(source.name)" : base,
                        origin: .interfaceBuilder(document, source), measureText: measureText)
        }
    }
}

extension JobDocument.Built {
    /// What an imported scene's file said that the layout should report:
    /// errors at `file:line:col` and notes.
    var diagnostics: [String] { imported?.diagnostics.map(\.description) ?? [] }

    /// Views the file flags misplaced (`misplaced="YES"`: Xcode knew the
    /// stored frame is not what the constraints give) whose stored frames
    /// differ from the solved ones, as Interface Builder's warning says it:
    /// "Frame for 'Title' will be different at run time: y 120 → 128".
    /// A view the file does not flag was where Xcode's own solution put it,
    /// in Apple's fonts: a difference there is our text measurement (or our
    /// solver), not the file's, and is measured by FrameAccuracyTests instead.
    /// Only at the size the frames were stored for: elsewhere every view
    /// the constraints move would differ, and that is the point of laying out elsewhere.
    var misplaced: [(view: ImportedView, difference: String)] {
        guard isAtStoredSize else { return [] }
        return (imported?.misplacedViews(tolerance: Self.misplacementTolerance) ?? []).compactMap { entry in
            guard entry.isMarkedMisplaced else { return nil }
            return entry.difference(tolerance: Self.misplacementTolerance).map { (entry, $0) }
        }
    }

    /// How far a stored edge may lie from the solved one before the view is
    /// called misplaced: 1 pt. Text is measured with other fonts than
    /// Apple's, and baselines follow, so smaller differences are ours, not
    /// the file's; outlines for them would bury a picture in noise.
    static let misplacementTolerance: CGFloat = 1

    /// The misplaced views as the diagram draws them.
    var misplacedFrames: [MisplacedFrame] {
        misplaced.map { MisplacedFrame(name: $0.view.view.name, frame: $0.view.storedFrameInRoot, difference: $0.difference) }
    }
}
