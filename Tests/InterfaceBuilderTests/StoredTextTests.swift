import Foundation
import InterfaceBuilder
import Layout
import Testing

/// The text views show, wherever Xcode writes it, and where a button's
/// title sits.
@Suite struct StoredTextTests {
    /// A label's text with line breaks is written as a `<string>` element,
    /// an attributed one as runs (`<fragment>`, with `content` or a
    /// `<string>`), a title with control characters in base64: each is
    /// shown and names its view (cut short with no space before the "…"), where the label was an empty box named by
    /// its id (RxSwift's signup form's note, a firewall's password rules).
    @Test func textsWrittenAsElementsAreShown() throws {
        let scene = try importedScene("""
            <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                <rect key="frame" x="20" y="40" width="300" height="60"/>
                <string key="text">Proving that sequences behave
            is done by hand.</string>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </label>
            <label usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="rich">
                <rect key="frame" x="20" y="110" width="300" height="40"/>
                <attributedString key="attributedText">
                    <fragment content="•">
                        <attributes><font key="NSFont" metaFont="system" size="15"/></attributes>
                    </fragment>
                    <fragment>
                        <string key="content"> Location exposed
            </string>
                        <attributes><font key="NSFont" metaFont="system" size="12"/></attributes>
                    </fragment>
                </attributedString>
            </label>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="next">
                <rect key="frame" x="20" y="160" width="80" height="30"/>
                <state key="normal">
                    <string key="title" base64-UTF8="YES">
            EE5leHQ
            </string>
                </state>
            </button>
            """)
        func view(_ id: String) throws -> View { try #require(scene.views.first { $0.id == id }).view }
        let note = try #require(try view("note") as? Label)
        #expect(note.text == "Proving that sequences behave\nis done by hand.")
        #expect(note.name == #"UILabel "Proving that sequences…""#)
        let rich = try #require(try view("rich") as? Label)
        #expect(rich.text == "• Location exposed\n")
        #expect(rich.fontSize == 15)
        #expect(try view("next").title == "Next")
        #expect(try view("next").name == #"UIButton "Next""#)
    }

    /// A font given as a Dynamic Type text style is set at that style's
    /// size (the default content size on iOS), not at the system font's
    /// 17 pt: a caption at 12, a large title (Xcode's `Title0`) at 34, a
    /// button's title 2 at 22; a point size given wins, and a style not
    /// known is the body's size.
    @Test func textStylesGiveTheirSizes() throws {
        let scene = try importedScene("""
            <label text="Caption" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                <rect key="frame" x="20" y="40" width="300" height="15"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
            </label>
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="20" y="60" width="300" height="41"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
            </label>
            <label text="Sized" translatesAutoresizingMaskIntoConstraints="NO" id="sized">
                <rect key="frame" x="20" y="110" width="300" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote" pointSize="19"/>
            </label>
            <label text="Unknown" translatesAutoresizingMaskIntoConstraints="NO" id="unknown">
                <rect key="frame" x="20" y="140" width="300" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleSomethingNew"/>
            </label>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="log">
                <rect key="frame" x="20" y="170" width="200" height="40"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
                <state key="normal" title="Log In"/>
            </button>
            """)
        func view(_ id: String) throws -> View { try #require(scene.views.first { $0.id == id }?.view) }
        #expect((try view("caption") as? Label)?.fontSize == 12)
        #expect((try view("title") as? Label)?.fontSize == 34)
        #expect((try view("sized") as? Label)?.fontSize == 19)
        #expect((try view("unknown") as? Label)?.fontSize == 17)
        #expect(try view("log").titleFontSize == 22)
    }

    /// A bold font is read as bold: the bold system font, a weight of
    /// semibold or heavier, the headline style, a named face whose style
    /// says so; not a medium weight nor a light face.
    @Test func boldFontsAreRead() throws {
        func font(_ attributes: String) -> String {
            #"<fontDescription key="fontDescription" \#(attributes)/>"#
        }
        let fonts = [("boldSystem", font(#"type="boldSystem" pointSize="17""#)),
                     ("semibold", font(#"type="system" weight="semibold" pointSize="17""#)),
                     ("headline", font(#"style="UICTFontTextStyleHeadline""#)),
                     ("demiBold", font(#"name="AvenirNext-DemiBold" family="Avenir Next" pointSize="17""#)),
                     ("medium", font(#"type="system" weight="medium" pointSize="17""#)),
                     ("light", font(#"name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17""#)),
                     ("plain", font(#"type="system" pointSize="17""#))]
        let labels = fonts.enumerated().map { index, font in
            """
            <label text="\(font.0)" translatesAutoresizingMaskIntoConstraints="NO" id="\(font.0)">
                <rect key="frame" x="20" y="\(20 + 30 * index)" width="300" height="21"/>
                \(font.1)
            </label>
            """
        }
        let scene = try importedScene(labels.joined(separator: "\n") + """

            <button translatesAutoresizingMaskIntoConstraints="NO" id="done">
                <rect key="frame" x="20" y="300" width="200" height="40"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                <state key="normal" title="Done"/>
            </button>
            """)
        func view(_ id: String) throws -> View { try #require(scene.views.first { $0.id == id }?.view) }
        let bold = try fonts.map(\.0).filter { try view($0).isBold }
        #expect(bold == ["boldSystem", "semibold", "headline", "demiBold"])
        #expect(try view("done").isBold)
    }

    /// A line or paragraph separator in a text (U+2028, U+2029, a carriage
    /// return) breaks its line, as UIKit breaks it: a product card's
    /// "Naturalia" over "125g" was drawn as one line.
    @Test func lineSeparatorsBreakLines() throws {
        let scene = try importedScene("""
            <label numberOfLines="0" text="Naturalia&#x2028;125g" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                <rect key="frame" x="20" y="40" width="300" height="60"/>
            </label>
            <label numberOfLines="0" text="One&#13;&#10;Two&#x2029;Three&#13;Four" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                <rect key="frame" x="20" y="110" width="300" height="80"/>
            </label>
            """)
        func label(_ id: String) throws -> Label { try #require(scene.views.first { $0.id == id }?.view as? Label) }
        #expect(try label("card").text == "Naturalia\n125g")
        #expect(try label("list").text == "One\nTwo\nThree\nFour")
    }

    /// A text view keeps its text (plain, or attributed, or in a `<string>`)
    /// and font, scrolling or not; an empty one has none.
    @Test func textViewsKeepTheirText() throws {
        let scene = try importedScene("""
            <textView scrollEnabled="NO" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="terms">
                <rect key="frame" x="20" y="40" width="300" height="100"/>
                <string key="text">Terms
            apply.</string>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
            </textView>
            <textView translatesAutoresizingMaskIntoConstraints="NO" id="log">
                <rect key="frame" x="20" y="150" width="300" height="100"/>
                <string key="text">Started.</string>
            </textView>
            <textView translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                <rect key="frame" x="20" y="260" width="300" height="100"/>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
            </textView>
            """)
        func view(_ id: String) throws -> View { try #require(scene.views.first { $0.id == id }).view }
        #expect(try view("terms").textViewText == TextViewText(text: "Terms\napply.", fontSize: 13, alignment: .center))
        #expect(try !(view("terms") is ScrollView))
        #expect(try view("log").textViewText == TextViewText(text: "Started.", fontSize: 14))
        #expect(try view("log") is ScrollView)
        #expect(try view("empty").textViewText == nil)
    }

    /// A configured button (Xcode 13 on) shows its configuration's title, at
    /// 17 pt unless its configuration names a font; the normal state's
    /// "Button" Xcode still writes beside it is not shown, so a configured
    /// image button has no title and is named by its image.
    @Test func aConfiguredButtonShowsItsConfigurationsTitle() throws {
        let scene = try importedScene("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="one">
                <rect key="frame" x="20" y="40" width="85" height="35"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain" title="Button1"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="big">
                <rect key="frame" x="20" y="80" width="120" height="40"/>
                <buttonConfiguration key="configuration" style="filled" title="Go">
                    <fontDescription key="titleFontDescription" type="boldSystem" pointSize="22"/>
                </buttonConfiguration>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="close">
                <rect key="frame" x="20" y="130" width="44" height="44"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain" image="xmark" catalog="system"/>
            </button>
            """)
        func view(_ id: String) throws -> View { try #require(scene.views.first { $0.id == id }).view }
        #expect(try view("one").title == "Button1")
        #expect(try view("one").titleFontSize == 17)
        #expect(try view("big").title == "Go")
        #expect(try view("big").titleFontSize == 22)
        #expect(try view("close").title == nil)
        #expect(try view("close").name == "UIButton xmark")
    }

    /// A button's content alignment, its content's and title's insets and
    /// the image before its title are read into its title's placement.
    @Test func aButtonsTitlePlacementIsRead() throws {
        let scene = try importedScene("""
            <button contentHorizontalAlignment="leading" contentVerticalAlignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="cancel">
                <rect key="frame" x="20" y="40" width="60" height="39"/>
                <inset key="contentEdgeInsets" minX="10" minY="2" maxX="4" maxY="2.2250738585072014e-308"/>
                <inset key="titleEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="11"/>
                <state key="normal" title="Cancel" image="arrow"/>
            </button>
            <button contentHorizontalAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="more">
                <rect key="frame" x="20" y="90" width="120" height="40"/>
                <buttonConfiguration key="configuration" style="plain" image="chevron.right" catalog="system" title="More" imagePadding="4">
                    <directionalEdgeInsets key="contentInsets" top="0.0" leading="8" bottom="0.0" trailing="6"/>
                </buttonConfiguration>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="20" y="140" width="80" height="30"/>
                <state key="normal" title="Plain" image="missing"/>
            </button>
            """, resources: #"<image name="arrow" width="24" height="16"/>"#)
        func placement(_ id: String) throws -> TitlePlacement {
            try #require(scene.views.first { $0.id == id }).view.titlePlacement
        }
        let cancel = try placement("cancel")
        #expect(cancel.horizontal == .leading)
        #expect(cancel.vertical == .top)
        #expect(cancel.insets.left == 10 && cancel.insets.top == 2 && cancel.insets.right == 4)
        #expect(abs(cancel.insets.bottom - 11) < 1e-9)
        #expect(cancel.leadingImageWidth == 24)
        let more = try placement("more")
        #expect(more.horizontal == .right)
        #expect(more.insets == EdgeInsets(top: 0, left: 8, bottom: 0, right: 6))
        // An SF Symbol about a glyph of the 17-pt title wide, then its padding.
        #expect(more.leadingImageWidth == 24)
        #expect(try placement("plain") == TitlePlacement())
    }
}
