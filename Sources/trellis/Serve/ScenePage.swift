import Foundation

/// A served scene file: its page's address, its last good pictures, and
/// what is wrong with it now, if anything.
struct ScenePage: Sendable, Equatable {
    /// The file, as found under the served path.
    var input: SceneInputs.Input
    /// Its path below the served directory (its name, when a file is served):
    /// the page is at `/scenes/NAME`.
    var name: String
    /// The pictures of the last edit that rendered; empty until one did.
    var pictures: [Picture] = []
    /// Why the file as it is now does not render; nil when it does.
    var problem: PreviewError?
    /// Counts the sets of pictures the page has had, from 1: an open page
    /// that shows an older one is sent the newer.
    var generation = 0

    /// The page's address (the URL path, not percent-encoded).
    var address: String { "/scenes/" + name }

    /// The address as a link writes it, each segment percent-encoded.
    var link: String {
        "/scenes/" + name.split(separator: "/").map { segment in
            segment.addingPercentEncoding(withAllowedCharacters: .urlPathSegment) ?? String(segment)
        }.joined(separator: "/")
    }
}

extension CharacterSet {
    /// What a path segment may hold unencoded: unreserved characters only.
    static let urlPathSegment = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}
