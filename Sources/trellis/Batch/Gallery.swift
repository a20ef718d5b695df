import Foundation

/// `index.html`: every picture a batch rendered, grouped by scene file, with
/// its caption, so that a batch can be browsed (or published) as it is.
struct Gallery {
    /// One rendered picture.
    struct Entry {
        let scene: String
        let caption: String
        /// The file to show (PNG or SVG), relative to the gallery.
        let file: String
        /// The picture's size in points, the size to show it at.
        let width: Double
        let height: Double
        /// Its other formats, linked under it.
        let alternatives: [String]
    }

    let title: String
    let entries: [Entry]

    /// The page. Names are escaped; files are linked relative to the page.
    var html: String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>
            body { font-family: "DejaVu Sans", -apple-system, sans-serif; margin: 2em; color: #1c1c1e; }
            section { margin-bottom: 2.5em; }
            figure { display: inline-block; vertical-align: top; margin: 0 1.5em 1.5em 0; }
            img { max-width: 100%; height: auto; border: 1px solid #e5e5ea; }
            figcaption { font-size: 0.9em; margin-top: 0.3em; }
            figcaption a { color: #007aff; margin-right: 0.5em; }
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>

            """
        var current: String?
        for entry in entries {
            if entry.scene != current {
                if current != nil { page += "</section>\n" }
                page += "<section>\n<h2>\(escape(entry.scene))</h2>\n"
                current = entry.scene
            }
            let links = entry.alternatives.map { "<a href=\"\(escape(percent($0)))\">\(escape(URL(fileURLWithPath: $0).pathExtension))</a>" }
            page += """
                <figure><img src="\(escape(percent(entry.file)))" width="\(Int(entry.width.rounded()))" \
                height="\(Int(entry.height.rounded()))" alt="\(escape(entry.scene)), \(escape(entry.caption))">\
                <figcaption>\(escape(entry.caption)) \(links.joined(separator: " "))</figcaption></figure>

                """
        }
        if current != nil { page += "</section>\n" }
        return page + "</body>\n</html>\n"
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private func percent(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#"))) ?? path
    }
}
