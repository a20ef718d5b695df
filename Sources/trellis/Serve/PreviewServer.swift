import FlyingFox
import FlyingSocks
import Foundation

/// `trellis serve`'s HTTP side, on FlyingFox: the index at `/`, a page per
/// scene file at `/scenes/NAME`, the live script at `/live.js` and the
/// pages' event streams at `/events?page=/scenes/NAME`. Nothing else: no
/// address maps to a file, so nothing outside the served path can be read.
///
/// Bound to a loopback address (the default), it answers only requests that
/// name a loopback host, so that a web page elsewhere cannot reach it through
/// a host name of its own that resolves here (DNS rebinding).
final class PreviewServer: Sendable {
    let preview: LivePreview
    let host: String
    private let server: HTTPServer

    /// A server for `preview` on `host`:`port` (port 0: any free one).
    ///
    /// - Throws: ``CommandFailure`` when `host` is no IPv4 or IPv6 address.
    init(preview: LivePreview, host: String, port: UInt16) throws {
        self.preview = preview
        self.host = host
        let address: any SocketAddress
        do {
            let ip = host == "localhost" ? "127.0.0.1" : host
            address = ip.contains(":") ? try sockaddr_in6.inet6(ip6: ip, port: port) : try sockaddr_in.inet(ip4: ip, port: port)
        } catch {
            throw CommandFailure("--host \(host): not an IPv4 or IPv6 address (such as 127.0.0.1 or ::1)")
        }
        let routes = PreviewRoutes(preview: preview, loopbackOnly: Self.isLoopback(host))
        server = HTTPServer(address: address, timeout: 15, logger: .disabled, handler: routes)
    }

    /// Serves until ``stop()``.
    ///
    /// - Throws: when the address cannot be listened on (a port in use).
    func run() async throws { try await server.run() }

    /// The port listened on, once listening (the one chosen, for port 0).
    func waitForPort() async throws -> UInt16 {
        try await server.waitUntilListening(timeout: 10)
        switch await server.listeningAddress {
        case .ip4(_, let port)?, .ip6(_, let port)?: return port
        default: throw CommandFailure("the server is listening on no IP address")
        }
    }

    /// Ends every event stream, then closes the server once the requests under way are answered.
    func stop() async {
        preview.events.closeAll()
        await server.stop(timeout: 0.5)
    }

    /// Whether `host` is `localhost`, `::1` or an IPv4 address in 127.0.0.0/8
    /// (`127.0.0.1.example.com` is not).
    static func isLoopback(_ host: String) -> Bool {
        if host == "localhost" || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}

/// The server's routes.
struct PreviewRoutes: HTTPHandler {
    let preview: LivePreview
    /// Whether requests must name a loopback host.
    let loopbackOnly: Bool

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET else {
            return Self.text(.methodNotAllowed, "only GET is served\n", headers: [HTTPHeader("Allow"): "GET"])
        }
        if loopbackOnly, !Self.namesLoopback(request.headers[.host]) {
            return Self.text(.forbidden, "this server answers requests to 127.0.0.1 or localhost only\n")
        }
        guard case .path(let path) = RequestPath(raw: request.target.path()) else {
            return Self.text(.forbidden, "forbidden\n")
        }
        switch path {
        case "/", "/index.html":
            let index = PreviewPage.index(preview.allPages, served: preview.root)
            return Self.html(LiveScript.inject(into: index, page: "", generation: 0))
        case LiveScript.path:
            return HTTPResponse(statusCode: .ok, headers: Self.headers("text/javascript; charset=utf-8"),
                                body: Data(LiveScript.source.utf8))
        case "/events":
            let query = request.query
            guard let address = query.first(where: { $0.name == "page" })?.value, !address.isEmpty else {
                return .eventStream(preview.events.subscribe(page: nil, first: []))
            }
            guard let page = preview.page(at: address) else { return Self.text(.notFound, "no scene at \(address)\n") }
            let shown = query.first { $0.name == "generation" }.flatMap { Int($0.value) }
            return .eventStream(preview.events.subscribe(page: page.address, first: preview.firstEvents(for: page, shown: shown)))
        default:
            guard let page = preview.page(at: path) else { return Self.text(.notFound, "not found\n") }
            return Self.html(LiveScript.inject(into: PreviewPage.scene(page), page: page.address, generation: page.generation))
        }
    }

    /// Whether a `Host` header names this machine's loopback (any port).
    static func namesLoopback(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        let name: Substring
        if host.hasPrefix("[") {
            name = host.prefix { $0 != "]" }.dropFirst()
        } else {
            name = host.prefix { $0 != ":" }
        }
        return name == "localhost" || name == "::1" || PreviewServer.isLoopback(String(name))
    }

    static func headers(_ type: String) -> HTTPHeaders {
        [.contentType: type, .cacheControl: "no-store", HTTPHeader("X-Content-Type-Options"): "nosniff"]
    }

    static func html(_ text: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: headers("text/html; charset=utf-8"), body: Data(text.utf8))
    }

    static func text(_ status: HTTPStatusCode, _ text: String, headers extra: HTTPHeaders = [:]) -> HTTPResponse {
        var headers = headers("text/plain; charset=utf-8")
        for (name, value) in extra { headers[name] = value }
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }
}
