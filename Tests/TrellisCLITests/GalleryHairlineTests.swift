import Foundation
import Testing

extension GalleryPictureTests {
    /// DuckDuckGo's JavaScript alert: two separators 0.5 pt high between
    /// its buttons. Their bars were blots whose "= 0.5" sat beside the
    /// buttons' 44-pt bars and read as theirs. The first separator's height
    /// now follows its name ("Separator height = 0.5"); the second, whose
    /// name has no room for the words, keeps its bar, labelled with whose
    /// size it is.
    @Test func aSeparatorsHairlineHeightSaysWhoseItIs() throws {
        let svg = try render("duckduckgo__iOS__JSAlertController.storyboard", scene: "duckduckgo__iOS__JSAlertController")
        let texts = textBoxes(in: svg[...]).map(\.text)
        #expect(!texts.contains("= 0.5"), "\(texts)")
        #expect(words(in: svg).contains("Separator height = 0.5"), "\(words(in: svg))")
        #expect(texts.filter { $0 == "height = 0.5" }.count == 2, "\(texts)")
    }
}
