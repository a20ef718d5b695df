import Foundation
import Testing

extension GalleryPictureTests {
    /// Pictures that came out wider than their type allowed for (a cell's
    /// long margin names, a bar drawn larger than life, a keyboard
    /// controller's run-time frames beside the root) are drawn again with
    /// their type grown for the width they came to: shown shrunk to a
    /// 720 px column, none of its constraints' labels, notes and captions
    /// is under 11 px there. They were at 10 to 10.7 px.
    @Test(arguments: [("ReactiveX__RxSwift__WikipediaSearchCell.xib", "ReactiveX__RxSwift__WikipediaSearchCell"),
                      ("duckduckgo__iOS__FindInPage.xib", "duckduckgo__iOS__FindInPage"),
                      ("raywenderlich__alt-materials__DJControllerView.xib", "raywenderlich__alt-materials__DJControllerView"),
                      ("robert-wallis__Auto-Layout-Cookbook__DynamicHeightColumns.storyboard",
                       "robert-wallis__Auto-Layout-Cookbook__DynamicHeightColumns")])
    func wordsAddedToAWidePictureReadInAColumn(file: String, scene: String) throws {
        let svg = try render(file, scene: scene)
        let width = try #require(svg.firstMatch(of: /width="([\d.]+)px"/).flatMap { Double($0.1) })
        #expect(width > 720, "\(width) pt: shown shrunk in a column")
        let shrink = min(1, 720 / width)
        // Every group of text but the views' own: what they show is the
        // scene's, in its own fonts (their names share the group).
        var sizes: [Double] = []
        for group in svg.matches(of: /<g class="([a-z-]+)"[^>]*>(.*?)<\/g>/.dotMatchesNewlines()) where group.1 != "view-text" {
            sizes += group.2.matches(of: /font-size="([\d.]+)"/).map { Double($0.1)! }
        }
        let smallest = try #require(sizes.min())
        #expect(smallest * shrink >= 11 - 1e-9, "\(smallest) pt in a \(width)-pt picture: \(smallest * shrink) px in the column")
    }
}
