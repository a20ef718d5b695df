import Foundation

/// An interactive page of one scene: its pictures (sizes and states) as
/// inline SVG, a switcher between them, a selection panel and a diagnostics
/// panel, in light and dark appearance. Self-contained: the style and the
/// script are in the page, nothing is fetched, it works from `file://`.
///
/// The page is the same bytes for the same pictures and data. A server that
/// wants to add to it (a live-reload script) passes `extraHeadHTML`, which
/// goes where the `<!-- trellis:live -->` marker stands, at the end of `<head>`.
public struct HTMLPage {
    /// One picture and what the page knows of it.
    public struct Picture: Equatable, Sendable {
        /// Its data.
        public var frame: PageData.Frame
        /// An `<svg>` element whose id is ``HTMLPage/pictureID(_:)`` of
        /// `frame.id` (`Render.inlineSVG(_:forFrame:)`).
        public var svg: String

        public init(frame: PageData.Frame, svg: String) {
            self.frame = frame
            self.svg = svg
        }
    }

    /// The marker in `<head>` where ``render(extraHeadHTML:)`` puts extra HTML.
    public static let liveMarker = "<!-- trellis:live -->"

    /// The scene's name.
    public var title: String
    public var pictures: [Picture]

    public init(title: String, pictures: [Picture]) {
        self.title = title
        self.pictures = pictures
    }

    /// The data block of the page.
    public var data: PageData { PageData(title: title, frames: pictures.map(\.frame)) }

    /// The page. `extraHeadHTML`, if any, follows the live marker.
    public func render(extraHeadHTML: String = "") throws -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="generator" content="Trellis">
            <title>\(Self.escape(title)) · Trellis</title>
            <style>
            \(PageStyle.css)</style>
            \(Self.liveMarker)\(extraHeadHTML)
            </head>
            <body>
            <div id="trellis-live">
            <header>
            <h1>\(Self.escape(title))</h1>

            """
        if pictures.count > 1 {
            page += "<nav class=\"switcher\" aria-label=\"Sizes and states\">\n"
            // One size: the states alone name the pictures.
            let oneSize = Set(pictures.map(\.frame.size)).count == 1
            for (index, picture) in pictures.enumerated() {
                let name = oneSize ? picture.frame.state ?? picture.frame.caption : picture.frame.caption
                page += "<button type=\"button\" data-frame=\"\(index)\" aria-pressed=\"\(index == 0)\">"
                    + "\(Self.escape(name))</button>\n"
            }
            page += "</nav>\n"
        }
        page += """
            </header>
            <main>
            <div class="stage">

            """
        for (index, picture) in pictures.enumerated() {
            page += "<figure class=\"frame\(index == 0 ? " current" : "")\" data-frame=\"\(index)\" "
                + "aria-label=\"\(Self.escape(picture.frame.caption))\">\n\(picture.svg)</figure>\n"
        }
        page += """
            </div>
            <aside class="panels">
            <section class="panel" id="selection" aria-live="polite">
            <h2>Selection</h2>
            <div id="selection-body"><p class="hint">Hover or focus a view or a constraint in the picture; click or press Enter to pin it, Escape to clear.</p></div>
            </section>
            <section class="panel" id="diagnostics">
            <h2>Diagnostics</h2>
            <div id="diagnostics-body"></div>
            </section>
            <section class="panel keys">
            <h2>Keys</h2>
            <p><kbd>Tab</kbd> moves through the views and constraints, <kbd>Enter</kbd> pins, <kbd>Escape</kbd> clears\
            \(pictures.count > 1 ? ", <kbd>[</kbd> and <kbd>]</kbd> switch pictures" : "").</p>
            </section>
            </aside>
            </main>
            <script type="application/json" id="trellis-data">\(try data.json())</script>
            </div>
            <script>
            \(PageScript.javaScript)</script>
            </body>
            </html>

            """
        return page
    }

    /// Text for an element's content or an attribute's value.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The element id of the `<svg>` of picture `frameID`. Not the frame's
    /// id itself: the address `page.html#FRAME` opens the page at that
    /// picture, and would scroll past the switcher to an element of that id.
    public static func pictureID(_ frameID: String) -> String { "\(frameID)-picture" }

    /// `name` made fit for an element id (and a CSS selector): letters,
    /// digits, `-` and `_`; anything else becomes `-`.
    public static func identifier(_ name: String) -> String {
        let safe = String(name.unicodeScalars.map { scalar -> Character in
            (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_")) ? Character(scalar) : "-"
        })
        return safe.first?.isLetter == true ? safe : "p-" + safe
    }
}
