import Foundation
import Render
import SceneFile

/// One picture of a batch: a scene file's scene at one size, in one state,
/// and the name its files get under the output directory.
struct RenderJob {
    let input: SceneInputs.Input
    let document: JobDocument
    let size: SceneSize
    let state: String?
    /// `dir/name[-size][-state]`, safe (see ``OutputName``): the size is named
    /// when the scene renders at several, the state when it has states.
    let stem: String
    /// Its place among its document's jobs, size by size, state by state.
    var order = 0

    /// What a picture's caption says: the size, and the state if any.
    var caption: String {
        let size = "\(self.size.name)"
        return state.map { "\(size), \($0)" } ?? size
    }

    /// The jobs of `document`: its sizes (or the ones asked for) × its
    /// states (or the ones asked for; all of them by default).
    ///
    /// - Throws: ``SceneFileError`` when a state asked for is not in the file.
    static func jobs(for document: JobDocument, input: SceneInputs.Input, sizes: [SceneSize],
                     states: [String]) throws -> [RenderJob]
    {
        let sizes = sizes.isEmpty ? document.sizes : sizes
        let known = document.states.map(\.name)
        for state in states where !known.contains(state) {
            throw CommandFailure("\(input.path): no state '\(state)'; the file has \(known.isEmpty ? "none" : known.joined(separator: ", "))")
        }
        let chosen: [String?] = states.isEmpty ? (known.isEmpty ? [nil] : known) : states
        let directory = OutputName.directory(input.relativeDirectory)
        return sizes.enumerated().flatMap { sizeIndex, size in
            chosen.enumerated().map { stateIndex, state in
                var stem = OutputName.component(document.name)
                if sizes.count > 1 { stem += "-" + OutputName.component(size.name) }
                if let state { stem += "-" + OutputName.component(state) }
                return RenderJob(input: input, document: document, size: size, state: state,
                                 stem: directory.isEmpty ? stem : "\(directory)/\(stem)",
                                 order: sizeIndex * max(known.count, chosen.count) + (state.flatMap(known.firstIndex(of:)) ?? stateIndex))
            }
        }
    }

    /// An error of this job as a batch reports it. Errors that say where
    /// already (a scene file's line and column, an output path) stand as they
    /// are; the others (a layout that cannot be drawn, a picture too large)
    /// are told after the scene file and the size and state they came from.
    func report(_ error: Error) -> String {
        switch error {
        case is SceneFileError, is CommandFailure, RenderError.write: "\(error)"
        default: "\(input.path) (\(caption)): \(error)"
        }
    }

    /// The file name for `format` at `scale`: `stem@2x.png`, `stem.svg`.
    static func fileName(_ stem: String, _ format: OutputFormat, scale: Double) -> String {
        guard format == .png, scale != 1 else { return "\(stem).\(format.rawValue)" }
        let factor = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return "\(stem)@\(factor)x.png"
    }
}

/// A failure to report as it is, without a stack of context.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
