import Foundation
import Page

/// The HTML the server makes: a page per scene file (its pictures, SVG
/// inline, with a caption each) and the index listing them. The pages are
/// plain, self-contained documents; the live script is added when a page is
/// served (``LiveScript/inject(into:page:generation:)``), so the same
/// wrapping applies to any page generator.
enum PreviewPage {
    /// The page of `page`: the interactive page `trellis render --format
    /// html` writes for the file (its content in `<div id="trellis-live">`,
    /// which the live script swaps for a newer one), with a link to the
    /// index and the problem, if any, above it, as the live script shows
    /// one. Until the file has rendered once, a plain page says so.
    static func scene(_ page: ScenePage) -> String {
        // Titled as render titles the page: the scene's name, or the file's
        // for a storyboard of several scenes.
        let scenes = Set(page.pictures.map(\.scene))
        let title = scenes.count == 1 ? scenes.first! : page.name
        if !page.pictures.isEmpty,
           let html = try? HTMLPage(title: title, pictures: page.pictures.map(\.page)).render(),
           let body = html.range(of: "<body>\n")
        {
            let top = "<nav class=\"served\"><a href=\"/\">All scenes</a></nav>\n" + (page.problem.map(problemPanel) ?? "")
            return html.replacingCharacters(in: body.upperBound..<body.upperBound, with: top)
        }
        var body = ""
        if let problem = page.problem { body += problemPanel(problem) }
        body += "<main id=\"trellis-live\" data-generation=\"\(page.generation)\">\n"
        if page.pictures.isEmpty {
            body += "<p class=\"empty\">No picture yet: the file has not rendered since the server started.</p>\n"
        }
        body += "</main>\n"
        return document(title: page.name, body: "<nav><a href=\"/\">All scenes</a></nav>\n<h1>\(escape(page.name))</h1>\n" + body)
    }

    /// The index: every scene file served, with a link to its page, how
    /// many pictures it has and whether its last edit failed.
    static func index(_ pages: [ScenePage], served: String) -> String {
        var body = "<h1>Scenes in \(escape(served))</h1>\n"
        if pages.isEmpty { body += "<p class=\"empty\">No scene files (.yaml, .yml, .json, .storyboard, .xib) here yet.</p>\n" }
        body += "<ul id=\"trellis-scenes\">\n"
        for page in pages {
            let status = page.problem.map { problem in
                " <span class=\"problem\">error" + (problem.line.map { " at line \($0)" } ?? "") + "</span>"
            } ?? ""
            let count = page.pictures.count == 1 ? "1 picture" : "\(page.pictures.count) pictures"
            body += "<li><a href=\"\(escape(page.link))\">\(escape(page.name))</a> <span class=\"count\">\(count)</span>\(status)</li>\n"
        }
        body += "</ul>\n"
        return document(title: "Scenes", body: body)
    }

    /// The error panel as the live script draws it, for a page served while
    /// its file is broken.
    static func problemPanel(_ problem: PreviewError) -> String {
        let place = problem.line.map { " (line \($0), column \(problem.column ?? 1))" } ?? ""
        return "<section id=\"trellis-problem\" role=\"alert\" data-line=\"\(problem.line.map(String.init) ?? "")\" "
            + "data-column=\"\(problem.column.map(String.init) ?? "")\"><strong>The last edit does not render\(place); "
            + "the picture below is the last good one.</strong><pre>\(escape(problem.text))</pre></section>\n"
    }

    private static func document(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title)) · trellis serve</title>
        <style>
        :root { color-scheme: light dark; font: 15px/1.45 system-ui, sans-serif; }
        body { margin: 1.5em auto; max-width: 70em; padding: 0 1em; }
        figure { margin: 1.5em 0; }
        figure svg { max-width: 100%; height: auto; background: #fff; }
        figcaption { color: GrayText; font-size: .9em; }
        #trellis-problem { position: sticky; top: 0; padding: .5em 1em; background: #fff0f0; color: #700;
          border: 2px solid #c00; border-radius: 4px; font: 13px/1.4 ui-monospace, monospace; }
        #trellis-problem pre { margin: .4em 0 0; white-space: pre; overflow-x: auto; }
        .problem { color: #c00; } .count { color: GrayText; }
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    /// `text` safe inside an element or a double-quoted attribute.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
