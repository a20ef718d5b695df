import Foundation
import Testing

extension GalleryPictureTests {
    /// DuckDuckGo's browsing-menu button: its 24 × 24 icon, too crowded to
    /// be named on the picture, is keyed ①. Its size follows its name in
    /// the key, as it would follow a name led from it, rather than as two
    /// bars, the width's across the label under the icon and the height's
    /// across the "20" spacing beside it.
    @Test func aKeyedIconsSizeFollowsItsNameInTheKey() throws {
        let svg = try render("duckduckgo__iOS__BrowsingMenuButton.xib", scene: "duckduckgo__iOS__BrowsingMenuButton")
        #expect(words(in: svg).contains("No room to name on the picture: ① UIImageView 9Fs-Fi-0RY 24 × 24"), "\(words(in: svg))")
        let bars = textBoxes(in: svg[...]).map(\.text).filter { $0 == "= 24" }
        #expect(bars.isEmpty, "\(bars)")
    }
}
