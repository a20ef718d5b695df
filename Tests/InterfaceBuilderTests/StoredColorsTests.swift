import Foundation
import InterfaceBuilder
import Layout
import Testing

/// The colours views and labels store, in every form Xcode writes them.
@Suite struct StoredColorsTests {
    private func view(_ body: String, id: String, y: Int) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="20" y="\(y)" width="100" height="20"/>
            \(body)
        </view>
        """
    }

    private func expect(_ color: Color?, _ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1,
                        _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let color else {
            Issue.record("\(comment): no colour", sourceLocation: sourceLocation)
            return
        }
        let channels = [(color.red, red), (color.green, green), (color.blue, blue), (color.alpha, alpha)]
        #expect(channels.allSatisfy { abs($0.0 - $0.1) < 0.001 }, "\(comment): \(color)", sourceLocation: sourceLocation)
    }

    /// Components in any colour space, grey levels, system colours listed
    /// in `<resources>` or known to UIKit (by three attributes), the app's
    /// named colours listed there; a named colour the file does not list,
    /// and `<nil>`, leave the view clear.
    @Test func everyFormOfBackgroundColourIsRead() throws {
        let forms = [
            #"<color key="backgroundColor" red="1" green="0.5" blue="0.25" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
            #"<color key="backgroundColor" red="0.2" green="0.4" blue="0.6" alpha="0.5" colorSpace="calibratedRGB"/>"#,
            #"<color key="backgroundColor" white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
            #"<color key="backgroundColor" systemColor="systemGreenColor"/>"#,
            #"<color key="backgroundColor" systemColor="systemGray4Color"/>"#,
            #"<color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>"#,
            #"<color key="backgroundColor" name="labelColor" catalog="System" colorSpace="catalog"/>"#,
            #"<color key="backgroundColor" name="brand"/>"#,
            #"<color key="backgroundColor" name="missing"/>"#,
            #"<nil key="backgroundColor"/>"#,
            #"<color key="backgroundColor" systemColor="systemBrownColor" red="0.6" green="0.5" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
            #"<color key="backgroundColor" red="1.2" green="-0.1" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="extendedSRGB"/>"#,
        ]
        let resources = """
            <systemColor name="systemGreenColor">
                <color red="0.1" green="0.8" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
            <namedColor name="brand">
                <color red="0.9" green="0.1" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
            </namedColor>
            """
        let subviews = forms.enumerated().map { view($0.element, id: "v\($0.offset)", y: 40 + 30 * $0.offset) }.joined()
        let scene = try importedScene(subviews, resources: resources)
        func color(_ index: Int) throws -> Color? { try #require(scene.views.first { $0.id == "v\(index)" }).view.backgroundColor }
        expect(try color(0), 1, 0.5, 0.25, "sRGB components")
        expect(try color(1), 0.2, 0.4, 0.6, alpha: 0.5, "generic RGB with alpha")
        expect(try color(2), 0.25, 0.25, 0.25, "a grey level")
        expect(try color(3), 0.1, 0.8, 0.3, "a system colour as <resources> lists it")
        expect(try color(4), 209.0 / 255, 209.0 / 255, 214.0 / 255, "a system colour <resources> does not list")
        expect(try color(5), 242.0 / 255, 242.0 / 255, 247.0 / 255, "an iOS 12 system colour")
        expect(try color(6), 0, 0, 0, "a system catalogue's colour")
        expect(try color(7), 0.9, 0.1, 0.5, "the app's named colour")
        #expect(try color(8) == nil, "a named colour the file does not list")
        #expect(try color(9) == nil, "<nil>")
        expect(try color(10), 0.6, 0.5, 0.4, "components beside a system colour's name")
        expect(try color(11), 1, 0, 0.5, "extended sRGB, clamped")
    }

    /// A view's opacity and a label's text colour are read too.
    @Test func alphaAndTextColourAreRead() throws {
        let scene = try importedScene("""
            <view alpha="0.4" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dim">
                <rect key="frame" x="0" y="0" width="375" height="667"/>
                <color key="backgroundColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
            <label text="Later" translatesAutoresizingMaskIntoConstraints="NO" id="later">
                <rect key="frame" x="20" y="40" width="100" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="textColor" systemColor="secondaryLabelColor"/>
            </label>
            """)
        let dim = try #require(scene.views.first { $0.id == "dim" }).view
        #expect(abs(dim.alpha - 0.4) < 0.001)
        let later = try #require(scene.views.first { $0.id == "later" }?.view as? Label)
        expect(later.textColor, 60.0 / 255, 60.0 / 255, 67.0 / 255, alpha: 0.6, "secondaryLabelColor")
        #expect(later.backgroundColor == nil)
    }

    /// A configured button draws the background its style makes: filled in
    /// its base background colour, else the tint around it, else the
    /// system blue; tinted in a wash of that; plain in none. Its corners
    /// are its corner style's (a capsule's half its height).
    @Test func aConfiguredButtonsBackgroundIsItsStyles() throws {
        func button(_ id: String, y: Int, _ configuration: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="200" height="40"/>
                \(configuration)
            </button>
            """
        }
        let scene = try importedScene("""
            \(button("base", y: 40, #"<buttonConfiguration key="configuration" style="filled" title="Go"><color key="baseBackgroundColor" systemColor="systemRedColor"/></buttonConfiguration>"#))
            \(button("blue", y: 90, #"<buttonConfiguration key="configuration" style="filled" cornerStyle="capsule" title="Go"/>"#))
            \(button("wash", y: 140, #"<buttonConfiguration key="configuration" style="tinted" title="Go"/>"#))
            \(button("plain", y: 190, #"<buttonConfiguration key="configuration" style="plain" title="Go"/>"#))
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="0" y="240" width="375" height="60"/>
                <subviews>
                    \(button("green", y: 10, #"<buttonConfiguration key="configuration" style="filled" cornerStyle="small" title="Go"/>"#))
                </subviews>
                <color key="tintColor" systemColor="systemGreenColor"/>
            </view>
            """)
        func view(_ id: String) throws -> View { try #require(scene.views.first { $0.id == id }).view }
        expect(try view("base").backgroundColor, 1, 59.0 / 255, 48.0 / 255, "the base background colour")
        expect(try view("blue").backgroundColor, 0, 122.0 / 255, 1, "the system blue")
        #expect(try view("blue").shape == .roundedRectangle(cornerRadius: 20))
        expect(try view("wash").backgroundColor, 0, 122.0 / 255, 1, alpha: 0.2, "a wash of the tint")
        #expect(try view("plain").backgroundColor == nil && view("plain").shape == .rectangle)
        expect(try view("green").backgroundColor, 52.0 / 255, 199.0 / 255, 89.0 / 255, "the tint of the view around it")
        #expect(try view("green").shape == .roundedRectangle(cornerRadius: 4))
    }

    /// A field with the rounded-rect border is drawn with its rounded
    /// corners and, with no colour of its own, the white UIKit gives it: a
    /// field on a grey card shows white, as on the screen. Another border
    /// style, or a colour of its own, is kept.
    @Test func aRoundedRectFieldIsWhiteWithRoundedCorners() throws {
        func field(_ id: String, y: Int, border: String, _ body: String = "") -> String {
            """
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="\(border)" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="20" y="\(y)" width="200" height="34"/>
                \(body)
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            """
        }
        let scene = try importedScene("""
            \(field("plain", y: 40, border: "roundedRect"))
            \(field("grey", y: 90, border: "roundedRect", #"<color key="backgroundColor" systemColor="systemGray5Color"/>"#))
            \(field("line", y: 140, border: "line"))
            """)
        func view(_ id: String) throws -> View { try #require(scene.views.first { $0.id == id }).view }
        #expect(try view("plain").backgroundColor == Color(red: 1, green: 1, blue: 1))
        #expect(try view("plain").shape == .roundedRectangle(cornerRadius: 5))
        expect(try view("grey").backgroundColor, 229.0 / 255, 229.0 / 255, 234.0 / 255, "its own colour")
        #expect(try view("line").backgroundColor == nil && view("line").shape == .rectangle)
    }
}
