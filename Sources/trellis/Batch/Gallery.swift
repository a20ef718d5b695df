import Foundation

/// `index.html`: every picture rendered into a directory, grouped by scene,
/// each with a thumbnail, its size and state, badges for conflicts,
/// ambiguity and misplaced views, and links to its page and other formats;
/// filtered by those badges in the page itself.
///
/// The page carries its own list as JSON (``GalleryManifest``), so a
/// second render into the same directory adds its pictures to the ones
/// already listed instead of replacing them.
struct Gallery {
    /// One rendered picture.
    struct Entry: Codable, Equatable {
        /// The heading it is listed under: the scene's name, after its subdirectory.
        var group: String
        /// Its files' common stem, relative to the gallery: what identifies it.
        var stem: String
        /// Its place among its scene's pictures (size by size, state by state).
        var order: Int
        var size: String
        var state: String?
        var caption: String
        /// The picture shown as the thumbnail (PNG or SVG), if one was written.
        var image: String?
        /// The picture's size in points.
        var width: Double
        var height: Double
        /// Its interactive page, opened at this picture (`scene.html#id`).
        var page: String?
        /// Its other files (SVG, PDF, JSON).
        var files: [String]
        var conflicts: Int
        var ambiguities: Int
        var misplaced: Int

        /// Whether the layout has no conflict, ambiguity or misplaced view.
        var isClean: Bool { conflicts + ambiguities + misplaced == 0 }
    }

    let title: String
    let entries: [Entry]

    /// The page. Names are escaped; files are linked relative to the page.
    func html() throws -> String {
        let count = { (test: (Entry) -> Bool) in entries.filter(test).count }
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(escape(title))</title>
            <style>
            \(GalleryStyle.css)</style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <nav class="filters" aria-label="Filter">
            <button type="button" data-filter="all" aria-pressed="true">All <span>\(entries.count)</span></button>
            <button type="button" data-filter="conflicts" aria-pressed="false">Conflicts <span>\(count { $0.conflicts > 0 })</span></button>
            <button type="button" data-filter="ambiguities" aria-pressed="false">Ambiguous <span>\(count { $0.ambiguities > 0 })</span></button>
            <button type="button" data-filter="misplaced" aria-pressed="false">Misplaced <span>\(count { $0.misplaced > 0 })</span></button>
            <button type="button" data-filter="clean" aria-pressed="false">Clean <span>\(count(\.isClean))</span></button>
            </nav>
            <p id="shown" aria-live="polite">\(entries.count) of \(entries.count) shown</p>

            """
        var current: String?
        for entry in entries {
            if entry.group != current {
                if current != nil { page += "</section>\n" }
                page += "<section>\n<h2>\(escape(entry.group))</h2>\n"
                current = entry.group
            }
            page += figure(entry)
        }
        if current != nil { page += "</section>\n" }
        let manifest = try GalleryManifest(entries: entries).json()
        return page + """
            <script type="application/json" id="trellis-gallery">\(manifest)</script>
            <script>
            \(GalleryStyle.script)</script>
            </body>
            </html>

            """
    }

    private func figure(_ entry: Entry) -> String {
        let target = entry.page ?? entry.image ?? entry.files.first ?? entry.stem
        var badges = ""
        if entry.conflicts > 0 { badges += "<span class=\"badge conflict\">\(Plural.count(entry.conflicts, "conflict"))</span>" }
        if entry.ambiguities > 0 { badges += "<span class=\"badge ambiguity\">\(entry.ambiguities) ambiguous</span>" }
        if entry.misplaced > 0 { badges += "<span class=\"badge misplaced\">\(entry.misplaced) misplaced</span>" }
        let thumbnail = entry.image.map {
            "<img src=\"\(escape(percent($0)))\" width=\"\(Int(entry.width.rounded()))\" height=\"\(Int(entry.height.rounded()))\" "
                + "loading=\"lazy\" alt=\"\(escape(entry.group)), \(escape(entry.caption))\">"
        } ?? "<span class=\"no-image\">\(escape(entry.caption))</span>"
        var links = entry.page.map { ["<a href=\"\(escape(percent($0)))\">page</a>"] } ?? []
        links += entry.files.map { "<a href=\"\(escape(percent($0)))\">\(escape(URL(fileURLWithPath: $0).pathExtension))</a>" }
        return """
            <figure data-conflicts="\(entry.conflicts)" data-ambiguities="\(entry.ambiguities)" data-misplaced="\(entry.misplaced)" \
            data-stem="\(escape(entry.stem))"><a class="thumb" href="\(escape(percent(target)))">\(thumbnail)</a>\
            <figcaption><span class="size">\(escape(entry.size))</span>\
            \(entry.state.map { " <span class=\"state\">\(escape($0))</span>" } ?? "")\
            <span class="badges">\(badges)</span><span class="links">\(links.joined(separator: " "))</span></figcaption></figure>

            """
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private func percent(_ path: String) -> String {
        // A page's `#picture` stays a fragment; the rest is a path.
        let parts = path.split(separator: "#", maxSplits: 1).map(String.init)
        let encoded = parts[0].addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#")))
            ?? parts[0]
        return parts.count == 2 ? "\(encoded)#\(parts[1])" : encoded
    }
}

/// The list a gallery page carries, in `<script type="application/json"
/// id="trellis-gallery">` (format `trellis-gallery/1`): what the next render
/// into the directory merges its own pictures into.
struct GalleryManifest: Codable, Equatable {
    var format = "trellis-gallery/1"
    var entries: [Gallery.Entry]

    init(entries: [Gallery.Entry]) { self.entries = entries }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// The entries listed by the gallery page `html`; none when it is not a
    /// gallery of this format (an older index.html, someone else's page).
    static func entries(inGallery html: String) -> [Gallery.Entry] {
        guard let start = html.range(of: "<script type=\"application/json\" id=\"trellis-gallery\">"),
              let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex),
              let manifest = try? JSONDecoder().decode(GalleryManifest.self, from: Data(html[start.upperBound..<end.lowerBound].utf8)),
              manifest.format == "trellis-gallery/1"
        else { return [] }
        return manifest.entries
    }

    /// `new` added to `old`: an entry of `new` replaces the old one of the
    /// same stem; old entries stay while their picture or page is still in
    /// `directory`. Sorted by scene, then place, then stem, so the merge
    /// is the same whatever order renders ran in.
    static func merged(_ old: [Gallery.Entry], _ new: [Gallery.Entry], directory: URL) -> [Gallery.Entry] {
        let renewed = Set(new.map(\.stem))
        let kept = old.filter { entry in
            guard !renewed.contains(entry.stem) else { return false }
            let shown = [entry.image, entry.page.map { String($0.split(separator: "#")[0]) }].compactMap { $0 } + entry.files
            return shown.contains { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }
        }
        return (kept + new).sorted { ($0.group, $0.order, $0.stem) < ($1.group, $1.order, $1.stem) }
    }
}
