import Foundation
import Testing

@testable import TrellisCLI

/// What a request may ask for before any route looks at it (its path, the
/// host it names), and where the live script goes in a page.
@Suite struct RequestPathTests {
    @Test func climbingOrHiddenSeparatorsAreForbidden() {
        for raw in ["/..", "/../x", "/a/../b", "/%2e%2e/x", "/%2E%2e/x", "/a/%2e/b", "/a%2fb", "/a%2Fb", "/a%5cb",
                    "/a\\b", "/a%00b", "/a%0ab", "relative", "/%zz"] {
            #expect(RequestPath(raw: raw) == .forbidden, "\(raw)")
        }
    }

    @Test func ordinaryPathsAreDecoded() {
        #expect(RequestPath(raw: "/") == .path("/"))
        #expect(RequestPath(raw: "/scenes/more/chained%20widths.yaml") == .path("/scenes/more/chained widths.yaml"))
        #expect(RequestPath(raw: "/scenes/a..b.yaml") == .path("/scenes/a..b.yaml"))
        #expect(RequestPath(raw: "/scenes/%252e%252e") == .path("/scenes/%2e%2e"))
    }

    @Test func loopbackHostNames() {
        #expect(PreviewRoutes.namesLoopback("127.0.0.1:8080"))
        #expect(PreviewRoutes.namesLoopback("127.1.2.3"))
        #expect(PreviewRoutes.namesLoopback("LOCALHOST:1"))
        #expect(PreviewRoutes.namesLoopback("[::1]:8080"))
        #expect(!PreviewRoutes.namesLoopback("127.0.0.1.evil.example"))
        #expect(!PreviewRoutes.namesLoopback("localhost.evil.example"))
        #expect(!PreviewRoutes.namesLoopback("[::2]:8080"))
        #expect(!PreviewRoutes.namesLoopback(nil))
    }

    @Test func theLiveScriptGoesJustBeforeTheHeadEnds() {
        #expect(LiveScript.inject(into: "<html><head><title>t</title></HEAD><body></body></html>", page: "/scenes/a\"b.yaml", generation: 4)
            == "<html><head><title>t</title><script src=\"/live.js\" data-page=\"/scenes/a&quot;b.yaml\" data-generation=\"4\" defer></script>\n</HEAD><body></body></html>")
        #expect(LiveScript.inject(into: "<p>no head</p>", page: "/p", generation: 1).hasPrefix("<script src=\"/live.js\""))
    }
}
