import Foundation
import Testing

extension GalleryPictureTests {
    /// DuckDuckGo's home row: its two summarised containers' badges, at
    /// their top edges, were led up through the close button's name placed
    /// above it before them ("UIButton Remove" struck out twice). A name a
    /// badge's leader runs through goes with the crowded names, placed once
    /// the badges have their spots; and image views and an untitled button
    /// are named by their images, as Xcode's outline names them, not by
    /// their ids.
    @Test func noBadgesLeaderRunsThroughAName() throws {
        let svg = try render("duckduckgo__iOS__HomeRow.storyboard", scene: "duckduckgo__iOS__HomeRow")
        let badges = svg.matches(of: /<g class="summary" data-view="([^"]*)">\s*<path d="M[\d.]+ [\d.]+L[\d.]+ [\d.]+" fill="none"/)
        #expect(badges.count == 2, "\(badges.count) badges on leaders")
        for match in badges {
            let group = "<g class=\"summary\" data-view=\"\(match.1)\">"
            let start = try #require(svg.range(of: group))
            let end = try #require(svg[start.upperBound...].range(of: "</g>"))
            let badge = try #require(textBoxes(in: svg[start.upperBound..<end.lowerBound]).first?.text)
            _ = try expectClearLeader(of: group, text: badge, in: svg)
        }
        for name in ["UIImageView Smile", "UIImageView PlayButton", "UIButton Remove"] {
            #expect(svg.contains("data-view=\"\(name)\""), "\(name)")
        }
        #expect(!svg.contains("UIButton 202-p3-edP") && !svg.contains("UIImageView iS2-VE-m9O"))
    }
}
