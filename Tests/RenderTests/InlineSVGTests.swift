import Diagram
import Foundation
import Page
import Render
import Samples
import Testing

/// The SVG as a page holds it, and the page around it: colours scoped to
/// the picture with their dark values, and data that cannot break out of
/// its `<script>`.
@Suite struct InlineSVGTests {
    @Test func darkColoursTurnLightnessOverAndKeepTheHue() {
        #expect(DarkPalette.dark("ffffff") == "1a1a1a")
        #expect(DarkPalette.dark("000000") == "ebebeb")
        #expect(DarkPalette.dark("808080") == "7f7f7f")
        // The marks' blue (#0072b2, lightness 0.35) becomes a lighter blue of the same hue.
        #expect(DarkPalette.dark("0072b2") == "4dbfff")
        // Red stays red. (The values agree with Python's colorsys, HLS with L turned over.)
        #expect(DarkPalette.dark("d70015") == "ff283d")
    }

    @Test func anInlinePictureScopesItsColoursToItsIdAndGivesTheirDarkValues() throws {
        let scene = SliderScene(fx: 0.7, fy: 0.4).scene
        let standalone = String(decoding: try renderData(scene, format: .svg), as: UTF8.self)
        try scene.layout()
        let list = try displayList(for: scene)
        let inline = try inlineSVG(list, forFrame: "slider")
        #expect(standalone.hasPrefix("<?xml"))
        #expect(standalone.contains("\nsvg{--page:#ffffff;"))
        #expect(inline.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"slider-picture\" width="))
        #expect(inline.contains("\nsvg[id=\"slider-picture\"]{--page:#ffffff;"))
        #expect(inline.contains("@media (prefers-color-scheme: dark){svg[id=\"slider-picture\"]{--page:#1a1a1a;"))
        // The drawing itself is the same.
        let body = { (svg: String) in svg.components(separatedBy: "</style>\n")[1] }
        #expect(body(inline).replacingOccurrences(of: "slider-picture-clip", with: "trellis-clip") == body(standalone))
    }

    @Test func thePagesDataCannotCloseItsScript() throws {
        let frame = PageData.Frame(id: "x", size: "1x1", state: "</script><script>alert(1)</script>", root: "root",
                                   views: [], constraints: [], diagnostics: [])
        let page = try HTMLPage(title: "<b>", pictures: [HTMLPage.Picture(frame: frame, svg: "<svg></svg>")]).render()
        #expect(!page.contains("</script><script>alert"))
        #expect(page.contains(#"\u003c\/script>\u003cscript>alert(1)\u003c\/script>"#))
        #expect(page.contains("<title>&lt;b&gt; · Trellis</title>"))
        #expect(page.contains("<!-- trellis:live -->\n</head>"))
        let served = try HTMLPage(title: "t", pictures: [HTMLPage.Picture(frame: frame, svg: "<svg></svg>")])
            .render(extraHeadHTML: "<script src=\"/live.js\"></script>")
        #expect(served.contains("<!-- trellis:live --><script src=\"/live.js\"></script>\n</head>"))
    }
}
