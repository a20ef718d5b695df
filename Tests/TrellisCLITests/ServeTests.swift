import Foundation
import Testing

@testable import TrellisCLI

#if canImport(Glibc)
    import Glibc
#endif

/// `trellis serve`: pages of a directory's scenes on a free port of
/// 127.0.0.1, nothing outside it, edits pushed to open pages as server-sent
/// events, broken edits as their error with line and column, and a clean
/// stop on SIGINT or SIGTERM. Each test runs the real command in the
/// background and talks to it over a socket, every read with a deadline.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ServeTests {
    /// A directory holding a copy of the dynamic-priorities sample (three states).
    static func servedDirectory() throws -> (directory: URL, scene: URL) {
        let directory = try scratchDirectory()
        let scene = directory.appendingPathComponent("dynamic-priorities.yaml")
        try FileManager.default.copyItem(at: sampleScenes.appendingPathComponent("dynamic-priorities.yaml"), to: scene)
        return (directory, scene)
    }

    /// What `trellis render --format html` writes for `scene`: the content
    /// of its page's `#trellis-live` block (pictures, switcher, panels and
    /// data), which a served page holds byte for byte.
    static func renderedPage(of scene: URL) throws -> String {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["render", scene.path, "-o", out.path, "--format", "html", "--no-index", "--quiet"])
        #expect(run.status == 0, "\(run.errors)")
        return try liveBlock(of: String(contentsOf: out.appendingPathComponent("dynamic-priorities.html"), encoding: .utf8))
    }

    /// The `<div id="trellis-live">` block of a page, through its data.
    static func liveBlock(of html: String) throws -> String {
        let start = try #require(html.range(of: "<div id=\"trellis-live\">"))
        let end = try #require(html.range(of: "</script>\n</div>\n", range: start.upperBound..<html.endIndex))
        return String(html[start.lowerBound..<end.upperBound])
    }

    static func json(_ event: LoopbackHTTP.Event) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(event.data.utf8)) as? [String: Any])
    }

    /// Rewrites `file` so that its stamp surely changes (size or nanoseconds).
    static func rewrite(_ file: URL, _ edit: (String) -> String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = edit(text)
        #expect(edited != text, "the edit changed nothing")
        try edited.write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func servesTheIndexThePagesTheScriptAndTheStreamEachWithItsType() throws {
        let (directory, _) = try Self.servedDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try ServeProcess(serving: directory.path)
        let http = LoopbackHTTP(port: server.port)
        #expect(server.printed.output.contains("serving 1 scene file of \(directory.path) at http://127.0.0.1:\(server.port)/"))

        let index = try http.get("/")
        #expect(index.status == 200)
        #expect(index.headers["content-type"] == "text/html; charset=utf-8")
        #expect(index.text.contains(#"<a href="/scenes/dynamic-priorities.yaml">dynamic-priorities.yaml</a> <span class="count">3 pictures</span>"#))

        let page = try http.get("/scenes/dynamic-priorities.yaml")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.headers["cache-control"] == "no-store")
        // The live script goes just before </head>, told its page and generation.
        #expect(page.text.contains(#"<script src="/live.js" data-page="/scenes/dynamic-priorities.yaml" data-generation="1" defer></script>"# + "\n</head>"))
        #expect(page.text.components(separatedBy: "<svg ").count - 1 == 3)
        #expect(page.text.contains(#"<button type="button" data-frame="0" aria-pressed="true">Left</button>"#))

        let script = try http.get("/live.js")
        #expect(script.status == 200)
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.text.contains("new EventSource(url)"))

        let stream = try http.events("/events?page=/scenes/dynamic-priorities.yaml&generation=1")
        // The page is up to date: the stream says nothing until an edit.
        #expect(try stream.next(within: 0.5) == nil)
        #expect(stream.status == 200)
        #expect(stream.headers["content-type"] == "text/event-stream; charset=utf-8")
        #expect(stream.headers["transfer-encoding"] == "chunked")

        #expect(try http.get("/events?page=/scenes/nothing.yaml").status == 404)
        #expect(try http.get("/scenes/nothing.yaml").status == 404)
        #expect(server.stop().status == 0)
    }

    @Test func aPageShowsEveryPictureByteForByteAsRenderDrawsIt() throws {
        let (directory, scene) = try Self.servedDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try ServeProcess(serving: directory.path)
        let page = try LoopbackHTTP(port: server.port).get("/scenes/dynamic-priorities.yaml").text
        // The interactive page render writes, its pictures in the order of
        // the file's states, with a link to the index above it.
        #expect(try Self.liveBlock(of: page) == Self.renderedPage(of: scene))
        #expect(page.contains("<body>\n<nav class=\"served\"><a href=\"/\">All scenes</a></nav>\n<div id=\"trellis-live\">"))
        #expect(server.stop().status == 0)
    }

    @Test func pathsThatClimbOrHideASeparatorAreRefused() throws {
        let (directory, _) = try Self.servedDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A file beside the served directory, which a climbing path would reach.
        let secret = directory.deletingLastPathComponent().appendingPathComponent("secret-\(UUID().uuidString).yaml")
        try "name: secret-content\n".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let server = try ServeProcess(serving: directory.path)
        let http = LoopbackHTTP(port: server.port)
        let name = secret.lastPathComponent
        let forbidden = [
            "/../\(name)", "/scenes/../../\(name)", "/scenes/../../../../../../etc/passwd",
            "/%2e%2e/\(name)", "/scenes/%2E%2E/%2e%2E/\(name)", "/scenes/..%2f..%2f\(name)",
            "/scenes/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/scenes/..%5c..%5c\(name)", "/scenes/..\\..\\\(name)",
            "/scenes/./dynamic-priorities.yaml", "/scenes/dynamic-priorities.yaml%00.html",
        ]
        for target in forbidden {
            let response = try http.get(target)
            #expect(response.status == 403, "\(target)")
            #expect(!response.text.contains("secret-content") && !response.text.contains("root:"), "\(target)")
        }
        // Doubly encoded, the dots are only a name, which no page has.
        for target in ["/scenes/%252e%252e/\(name)", "/\(name)", "/etc/passwd", "/scenes/", "/scenes"] {
            #expect(try http.get(target).status == 404, "\(target)")
        }
        #expect(server.stop().status == 0)
    }

    @Test func aLinkOutOfTheDirectoryIsNeitherListedNorServed() throws {
        let (directory, _) = try Self.servedDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outside = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.copyItem(at: sampleScenes.appendingPathComponent("chained-widths.yaml"),
                                         to: outside.appendingPathComponent("chained-widths.yaml"))
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.yaml").path,
                                                   withDestinationPath: outside.appendingPathComponent("chained-widths.yaml").path)
        let server = try ServeProcess(serving: directory.path)
        let http = LoopbackHTTP(port: server.port)
        #expect(try http.get("/scenes/link.yaml").status == 404)
        #expect(!(try http.get("/").text.contains("link.yaml")))
        _ = server.stop()
        #expect(server.printed.errors.contains("link.yaml: not read: a symbolic link to a file outside"))
    }

    @Test func onlyRequestsNamingLoopbackAreAnswered() throws {
        let (directory, _) = try Self.servedDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try ServeProcess(serving: directory.path)
        let http = LoopbackHTTP(port: server.port)
        // A page of another site whose name resolves here (DNS rebinding) names its own host.
        for host in ["evil.example", "evil.example:\(server.port)", "127.0.0.1.evil.example", "192.168.1.2"] {
            #expect(try http.get("/", host: host).status == 403, "\(host)")
        }
        for host in ["127.0.0.1:\(server.port)", "localhost:\(server.port)", "localhost", "[::1]:\(server.port)"] {
            #expect(try http.get("/", host: host).status == 200, "\(host)")
        }
        #expect(server.stop().status == 0)
    }

    @Test func anEditReachesAnOpenPageAsItsNewPicture() throws {
        let (directory, scene) = try Self.servedDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try ServeProcess(serving: directory.path)
        let stream = try LoopbackHTTP(port: server.port).events("/events?page=/scenes/dynamic-priorities.yaml&generation=1")
        #expect(try stream.next(within: 0.5) == nil)
        try Self.rewrite(scene) { $0.replacingOccurrences(of: "leading + 8 @high", with: "leading + 40 @high") }
        let started = Date()
        let event = try #require(try stream.next(named: "picture", within: 10))
        let seconds = Date().timeIntervalSince(started)
        let update = try Self.json(event)
        #expect(update["page"] as? String == "/scenes/dynamic-priorities.yaml")
        #expect(update["generation"] as? Int == 2)
        let html = try #require(update["html"] as? String)
        // The new pictures, byte for byte as render draws the edited file.
        #expect(try Self.liveBlock(of: html) == Self.renderedPage(of: scene))
        // Two polls of 250 ms (the second sees the file settled) and a render:
        // under a second on an idle machine; the bound leaves room for a loaded one.
        #expect(seconds < 5, "the picture came \(seconds) s after the edit")
        #expect(server.printed.output.contains("updated dynamic-priorities.yaml: 3 pictures"))
        #expect(server.stop().status == 0)
    }

    @Test func aBrokenEditSendsItsErrorWithLineAndColumnAndTheLastGoodPictureStays() throws {
        let (directory, scene) = try Self.servedDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = try Self.renderedPage(of: scene)
        let server = try ServeProcess(serving: directory.path)
        let http = LoopbackHTTP(port: server.port)
        let stream = try http.events("/events?page=/scenes/dynamic-priorities.yaml&generation=1")
        try Self.rewrite(scene) { $0.replacingOccurrences(of: "positionLabel.centerY == root.centerY", with: "positionLabel.centerY =!= root.centerY") }
        let event = try #require(try stream.next(named: "problem", within: 10))
        let problem = try Self.json(event)
        #expect(problem["line"] as? Int == 13)
        #expect(problem["column"] as? Int == 27)
        #expect(problem["file"] as? String == scene.path)
        // The same words `trellis render` prints for the file, caret and all.
        let render = try runTrellis(["render", scene.path, "-o", directory.appendingPathComponent("out").path, "--format", "svg", "--quiet"])
        let text = try #require(problem["text"] as? String)
        #expect(text == """
            \(scene.path):13:27: error: expected '==', '<=' or '>=' in constraint
                positionLabel.centerY =!= root.centerY
                                      ^
            """)
        #expect(render.errors.contains(text))

        // A page opened now shows the error above the last good pictures.
        let page = try http.get("/scenes/dynamic-priorities.yaml").text
        #expect(page.contains(#"<section id="trellis-problem" role="alert" data-line="13" data-column="27">"#))
        #expect(page.contains(PreviewPage.escape(text)))
        #expect(try Self.liveBlock(of: page) == good)
        // …and so does a page that opens its stream now.
        let late = try http.events("/events?page=/scenes/dynamic-priorities.yaml&generation=1")
        #expect(try late.next()?.name == "problem")
        #expect(try http.get("/").text.contains(#"<span class="problem">error at line 13</span>"#))

        // Mended, the page gets its pictures back.
        try Self.rewrite(scene) { $0.replacingOccurrences(of: "=!=", with: "==") }
        let mended = try Self.json(try #require(try stream.next(named: "picture", within: 10)))
        #expect(mended["generation"] as? Int == 2)
        #expect(!(try http.get("/scenes/dynamic-priorities.yaml").text.contains("trellis-problem\"")))
        #expect(server.stop().status == 0)
        #expect(server.printed.errors.contains(text))
    }

    @Test func aFileAddedToTheDirectoryGetsAPageAndTheIndexIsTold() throws {
        let (directory, _) = try Self.servedDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try ServeProcess(serving: directory.path)
        let http = LoopbackHTTP(port: server.port)
        let index = try http.events("/events")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("more"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: sampleScenes.appendingPathComponent("chained-widths.yaml"),
                                         to: directory.appendingPathComponent("more/chained widths.yaml"))
        #expect(try index.next(named: "scenes", within: 10) != nil)
        #expect(try http.get("/").text.contains(#"<a href="/scenes/more/chained%20widths.yaml">more/chained widths.yaml</a>"#))
        #expect(try http.get("/scenes/more/chained%20widths.yaml").status == 200)
        #expect(server.stop().status == 0)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalStopsTheServerCleanlyAndItExitsZero(signal: Int32) throws {
        let (directory, _) = try Self.servedDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try ServeProcess(serving: directory.path)
        // An open stream must not hold the server up.
        let stream = try LoopbackHTTP(port: server.port).events("/events?page=/scenes/dynamic-priorities.yaml")
        #expect(try stream.next()?.name == "picture")
        let started = Date()
        let (status, inTime) = server.stop(signal, timeout: 10)
        #expect(inTime)
        #expect(status == 0)
        // Half a second at most for requests under way; the bound leaves room for a loaded machine.
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(server.printed.output.hasSuffix("stopped\n"))
        // The stream was ended, not cut: its last chunk came.
        #expect(try stream.next(within: 1) == nil)
        #expect(throws: (any Error).self) { try LoopbackHTTP(port: server.port).get("/") }
    }

    @Test func aPortInUseIsAnErrorNotAHang() throws {
        let (directory, _) = try Self.servedDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try ServeProcess(serving: directory.path)
        let run = try runTrellis(["serve", directory.path, "--port", "\(first.port)"])
        #expect(run.status == 1)
        #expect(run.errors.contains("cannot listen on 127.0.0.1:\(first.port)"), "\(run.errors)")
        #expect(first.stop().status == 0)
    }

    @Test func aMissingPathOrABadHostIsRefusedAtOnce() throws {
        let missing = try runTrellis(["serve", "/nonexistent/scenes", "--port", "0"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("/nonexistent/scenes: no such file or directory"))
        let host = try runTrellis(["serve", sampleScenes.path, "--port", "0", "--host", "example.com"])
        #expect(host.status == 1)
        #expect(host.errors.contains("--host example.com: not an IPv4 or IPv6 address"))
    }
}
