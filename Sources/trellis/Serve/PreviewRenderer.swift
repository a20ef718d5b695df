import Foundation
import Render
import SceneFile

/// One picture of a served scene: a size and state of it, drawn as SVG.
struct Picture: Equatable, Sendable {
    /// The size, and the state if any, as `trellis render` captions it.
    var caption: String
    /// The SVG document, byte for byte what `trellis render --format svg` writes.
    var svg: String
}

/// Draws a scene file's pictures the way `trellis render --format svg` does:
/// every size × state of it, through the render command itself, so that a
/// served picture never differs from a rendered one.
///
/// The render command writes each picture whole into a scratch directory of
/// the server's own, from which it is read back and removed.
struct PreviewRenderer {
    private let command: RenderCommand
    private let scratch: URL

    /// A renderer writing its pictures under `scratch` (which must exist).
    init(scratch: URL) throws {
        self.scratch = scratch
        // The command as a user would type it; only its options are used.
        command = try RenderCommand.parse(["-o", scratch.path, "--format", "svg", "--quiet", "--jobs", "1", scratch.path])
    }

    /// The pictures of the scene file `input`, or why it has none.
    func pictures(of input: SceneInputs.Input) -> Result<[Picture], PreviewError> {
        do {
            var pictures: [Picture] = []
            for document in try documents(input) {
                for job in try RenderJob.jobs(for: document, input: input, sizes: [], states: []) {
                    let rendered = try command.render(job, formats: [.svg], into: scratch)
                    let file = scratch.appendingPathComponent(rendered.files[0])
                    defer { try? FileManager.default.removeItem(at: file) }
                    pictures.append(Picture(caption: job.caption, svg: try String(contentsOf: file, encoding: .utf8)))
                }
            }
            return .success(pictures)
        } catch {
            return .failure(PreviewError(error, path: input.path))
        }
    }

    /// The scenes of a scene file (one) or of a storyboard or xib (each
    /// view controller's view, each top-level view), read as a batch reads them.
    private func documents(_ input: SceneInputs.Input) throws -> [JobDocument] {
        if SceneInputs.isInterfaceBuilder(input.path) {
            return JobDocument.interfaceBuilder(try SceneInputs.interfaceBuilderDocument(input), only: [], measureText: false)
        }
        let document = try SceneDocument.load(contentsOf: URL(fileURLWithPath: input.path), displayPath: input.path,
                                              followingSymlinks: input.followsSymlinks)
        return [JobDocument(name: document.name, origin: .sceneFile(document))]
    }
}
