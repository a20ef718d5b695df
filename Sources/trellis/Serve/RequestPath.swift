import Foundation

/// The path of a request, as the server's routes see it, or why it is refused.
///
/// The server maps addresses to pages it made, never to files, so no path
/// can reach a file it was not given; still, a path that tries to climb
/// (`/../`, `/%2e%2e/`, `%2f` inside a segment, a backslash, a NUL) is
/// refused outright rather than looked up, whatever the HTTP library made of it.
enum RequestPath: Equatable {
    /// The path, percent-decoded.
    case path(String)
    /// A path that climbs or hides a separator: answered 403.
    case forbidden

    /// `raw` as it came in the request line (still percent-encoded, no query).
    init(raw: String) {
        guard raw.hasPrefix("/"), let decoded = raw.removingPercentEncoding else {
            self = .forbidden
            return
        }
        let lowered = raw.lowercased()
        // An encoded slash or backslash would make a separator the route never saw.
        if lowered.contains("%2f") || lowered.contains("%5c") {
            self = .forbidden
            return
        }
        if decoded.contains("\\") || decoded.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            self = .forbidden
            return
        }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: false)
        if segments.contains(where: { $0 == ".." || $0 == "." }) {
            self = .forbidden
            return
        }
        self = .path(decoded)
    }
}
