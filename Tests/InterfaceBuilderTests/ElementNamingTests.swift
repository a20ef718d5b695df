import Foundation
import InterfaceBuilder
import Layout
import Testing

/// The names views get from a file, as developers know them.
@Suite struct ElementNamingTests {
    /// An image view, or a button with an image and no title, is named by
    /// its image, as Xcode's outline names an image view, not by its id (a
    /// home row's "UIImageView Smile", "UIButton Remove"); a title, a
    /// `userLabel` or a custom class still come first, and a view with no
    /// image keeps its id.
    @Test func imageViewsAndUntitledButtonsAreNamedByTheirImages() throws {
        let data = storyboard(scene("A", subviews: """
            <imageView image="Smile" translatesAutoresizingMaskIntoConstraints="NO" id="smile">
                <rect key="frame" x="20" y="40" width="30" height="30"/>
            </imageView>
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="bare-00-001">
                <rect key="frame" x="60" y="40" width="30" height="30"/>
            </imageView>
            <imageView image="logo" userLabel="Header Logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                <rect key="frame" x="100" y="40" width="30" height="30"/>
            </imageView>
            <imageView image="a_very_long_image_name_from_a_catalog" customClass="RoundImageView" translatesAutoresizingMaskIntoConstraints="NO" id="long">
                <rect key="frame" x="140" y="40" width="30" height="30"/>
            </imageView>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="remove">
                <rect key="frame" x="20" y="100" width="22" height="22"/>
                <state key="normal" image="Remove"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="send">
                <rect key="frame" x="60" y="100" width="80" height="30"/>
                <state key="normal" title="Send" image="paperplane"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="gear">
                <rect key="frame" x="150" y="100" width="30" height="30"/>
                <buttonConfiguration key="configuration" style="plain" image="gearshape"/>
            </button>
            """, constraints: ""))
        let document = try InterfaceBuilderDocument(data: data, path: "A.storyboard")
        let imported = document.makeScene(document.scenes[0])
        func name(_ id: String) throws -> String { try #require(imported.views.first { $0.id == id }).view.name }
        #expect(try name("smile") == "UIImageView Smile")
        #expect(try name("bare-00-001") == "UIImageView bare-00-001")
        #expect(try name("logo") == "Header Logo")
        #expect(try name("long") == "RoundImageView a_very_long_image_name_…")
        #expect(try name("remove") == "UIButton Remove")
        #expect(try name("send") == #"UIButton "Send""#)
        #expect(try name("gear") == "UIButton gearshape")
    }

    /// Xcode 13 on writes a symbol with its configuration as an
    /// `<imageReference key="image">`: an image view and a configured
    /// button showing one are named by it (a glucose app's `circle.fill`
    /// dot and `chevron.forward` button were named by their ids), and the
    /// image view has its image's content size; a configured button is
    /// named by its configuration's image, which UIKit shows, not its
    /// normal state's.
    @Test func imagesWrittenAsReferencesNameTheirViews() throws {
        let data = storyboard(scene("A", subviews: """
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                <rect key="frame" x="20" y="40" width="14" height="14"/>
                <imageReference key="image" image="circle.fill" catalog="system" symbolScale="small"/>
            </imageView>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="next">
                <rect key="frame" x="60" y="40" width="36" height="40"/>
                <state key="normal" image="old-arrow"/>
                <buttonConfiguration key="configuration" style="tinted">
                    <imageReference key="image" image="chevron.forward" catalog="system" symbolScale="default"/>
                </buttonConfiguration>
            </button>
            """, constraints: ""))
        let document = try InterfaceBuilderDocument(data: data, path: "A.storyboard")
        let imported = document.makeScene(document.scenes[0])
        let dot = try #require(imported.views.first { $0.id == "dot" }).view
        #expect(dot.name == "UIImageView circle.fill")
        #expect(dot.intrinsicContentSize == CGSize(width: 14, height: 14))
        #expect(try #require(imported.views.first { $0.id == "next" }).view.name == "UIButton chevron.forward")
    }

    /// A system button that draws a glyph of its own (an info, detail
    /// disclosure, add-contact or close button) is named by its type and
    /// shows the glyph in place of a title, where it was an empty box
    /// named by its id (a book's button gallery); one with a title keeps it.
    @Test func systemButtonsAreNamedByTheirTypeAndShowTheirGlyph() throws {
        let data = storyboard(scene("A", subviews: """
            <button buttonType="detailDisclosure" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                <rect key="frame" x="47" y="66" width="25" height="24"/>
            </button>
            <button buttonType="contactAdd" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                <rect key="frame" x="47" y="112" width="25" height="24"/>
            </button>
            <button buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="titled">
                <rect key="frame" x="110" y="109" width="60" height="30"/>
                <state key="normal" title="About"/>
            </button>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="plain-00-001">
                <rect key="frame" x="200" y="109" width="30" height="30"/>
            </button>
            """, constraints: ""))
        let document = try InterfaceBuilderDocument(data: data, path: "A.storyboard")
        let imported = document.makeScene(document.scenes[0])
        func view(_ id: String) throws -> View { try #require(imported.views.first { $0.id == id }).view }
        #expect(try view("info").name == "UIButton detailDisclosure")
        #expect(try view("info").title == "ⓘ")
        #expect(try view("add").name == "UIButton contactAdd")
        #expect(try view("add").title == "⊕")
        #expect(try view("titled").name == #"UIButton "About""#)
        #expect(try view("titled").title == "About")
        #expect(try view("plain-00-001").name == "UIButton plain-00-001")
        #expect(try view("plain-00-001").title == nil)
    }
}
