import Diagram
import Foundation
import Layout
import Page
import Render
import SceneFile

/// `--format html`: one interactive page per scene, holding every size and
/// state of it that the batch rendered (docs/browser.md). A job makes its
/// picture; the pages are written once the batch is done, since a page
/// needs all of its scene's jobs.
enum ScenePages {
    /// The picture of one job as a page shows it: the SVG inline, and the
    /// constraints, statuses, sources and diagnostics of its layout.
    static func picture(_ job: RenderJob, built: JobDocument.Built, list: DisplayList, id: String) throws -> HTMLPage.Picture {
        let frame = try PageData.Frame(
            scene: built.scene, id: id, size: job.size.name, state: job.state,
            sources: sources(of: built, document: job.document, path: job.input.path),
            misplaced: built.misplaced.map { MisplacedView(name: $0.view.view.name, difference: $0.difference) })
        return HTMLPage.Picture(frame: frame, svg: try inlineSVG(list, forFrame: id))
    }

    /// Where each view and constraint was written: `file:line:col`, with a
    /// storyboard's element id; a scene file's constraint also as its line says it.
    static func sources(of built: JobDocument.Built, document: JobDocument, path: String) -> PageSources {
        // The text the scene was parsed from: the file is not read again.
        var text: SceneDocument?
        if case .sceneFile(let parsed) = document.origin { text = parsed }
        let locations = built.sources ?? SceneSources()
        // Only a constraint the file wrote has a line. SceneSources keys its
        // positions by object identity, and a constraint a state replaced is
        // freed: the size constraint made next at its address would inherit its line.
        func location(_ object: AnyObject) -> (line: Int, column: Int)? {
            if let constraint = object as? LayoutConstraint {
                guard constraint.kind == .explicit || built.imported != nil else { return nil }
                return locations.location(of: constraint).map { ($0.line, $0.column) }
            }
            if let item = object as? LayoutItem { return locations.location(of: item).map { ($0.line, $0.column) } }
            return nil
        }
        return PageSources(
            place: { object in
                guard let at = location(object) else { return nil }
                let element = built.imported?.source(of: object).map { " (id \($0))" } ?? ""
                return "\(path):\(at.line):\(at.column)\(element)"
            },
            written: { constraint in
                guard constraint.kind == .explicit, let at = locations.location(of: constraint),
                      let line = text?.sourceLine(at.line)
                else { return nil }
                return writtenText(line)
            })
    }

    /// A scene file's line as the page quotes it: without the list dash and
    /// the surrounding quotes and comma of a JSON string.
    static func writtenText(_ line: String) -> String? {
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("- ") { text.removeFirst(2) }
        if text.hasSuffix(",") { text.removeLast() }
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            text = String(text.dropFirst().dropLast())
        }
        text = text.trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }

    /// One rendered picture, for a page.
    struct Part {
        let job: RenderJob
        let picture: HTMLPage.Picture
    }

    /// Writes a page for each scene of `parts` (in job order) into
    /// `directory`: `[subdir/]NAME.html`. Returns the names written.
    static func write(_ parts: [Part], into directory: URL) throws -> [String] {
        var order: [String] = []
        var byPage: [String: [Part]] = [:]
        for part in parts {
            let name = pageName(part.job)
            if byPage[name] == nil { order.append(name) }
            byPage[name, default: []].append(part)
        }
        for name in order {
            // In the document's order (sizes, then states), whatever order the batch ran in.
            let parts = (byPage[name] ?? []).sorted { $0.job.order < $1.job.order }
            let page = HTMLPage(title: parts[0].job.document.name, pictures: parts.map(\.picture))
            try writeAtomically(Data(try page.render().utf8), to: directory.appendingPathComponent(name))
        }
        return order
    }

    /// `[subdir/]NAME.html`: the job's stem without its size and state.
    static func pageName(_ job: RenderJob) -> String {
        let directory = OutputName.directory(job.input.relativeDirectory)
        let stem = OutputName.component(job.document.name)
        return (directory.isEmpty ? stem : "\(directory)/\(stem)") + ".html"
    }
}
