import Foundation
import Page
import Render
import SceneFile

/// One picture of a served scene: a size and state of it, as the
/// interactive page shows it (`trellis render --format html`).
struct Picture: Equatable, Sendable {
    /// The scene's name (a scene file's `name:`, a storyboard scene's).
    var scene: String
    /// The picture and its data, as `render --format html` puts them in a page.
    var page: HTMLPage.Picture
}

/// Draws a scene file's pictures the way `trellis render --format html`
/// does: every size × state of it, through the render command itself, so
/// that a served page never differs from a rendered one.
///
/// The render command is given a scratch directory of the server's own; for
/// a page it writes no file there.
struct PreviewRenderer {
    private let command: RenderCommand
    private let scratch: URL

    /// A renderer writing its pictures under `scratch` (which must exist).
    init(scratch: URL) throws {
        self.scratch = scratch
        // The command as a user would type it; only its options are used.
        command = try RenderCommand.parse(["-o", scratch.path, "--format", "html", "--quiet", "--jobs", "1", scratch.path])
    }

    /// The pictures of the scene file `input`, or why it has none.
    func pictures(of input: SceneInputs.Input) -> Result<[Picture], PreviewError> {
        do {
            var pictures: [Picture] = []
            for document in try documents(input) {
                for job in try RenderJob.jobs(for: document, input: input, sizes: [], states: []) {
                    let rendered = try command.render(job, formats: [.html], into: scratch)
                    guard let picture = rendered.picture else { continue }
                    pictures.append(Picture(scene: document.name, page: picture))
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
