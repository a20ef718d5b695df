import Foundation
import InterfaceBuilder
import Layout
import Testing

@Suite struct SceneBuildingTests {
    /// A label whose leading constant changes for compact widths, a map
    /// view the reader does not model, and a constraint installed for
    /// compact widths only.
    // Made anew for each use: a stored static of Foundation Data is
    // reported by LeakSanitizer (`make sanitize`) as leaked at exit.
    static var document: Data {
        storyboard(scene("A", subviews: """
                                <label opaque="NO" text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                    <rect key="frame" x="20" y="40" width="80" height="21"/>
                                </label>
                                <mapView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="map-00-001" userLabel="Map">
                                    <rect key="frame" x="0.0" y="100" width="375" height="200"/>
                                </mapView>
        """, constraints: """
                                <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="root-A" secondAttribute="leading" constant="40" id="c-lead">
                                    <variation key="widthClass=compact" constant="20"/>
                                </constraint>
                                <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="safe-A" secondAttribute="top" constant="20" id="c-top"/>
                                <constraint firstItem="map-00-001" firstAttribute="leading" secondItem="root-A" secondAttribute="leading" id="c-m1"/>
                                <constraint firstItem="map-00-001" firstAttribute="trailing" secondItem="root-A" secondAttribute="trailing" id="c-m2"/>
                                <constraint firstItem="map-00-001" firstAttribute="top" secondItem="lbl-00-001" secondAttribute="bottom" constant="39" id="c-m3"/>
                                <constraint firstItem="map-00-001" firstAttribute="height" constant="200" id="c-m4"/>
                                <constraint firstItem="map-00-001" firstAttribute="height" constant="100" id="c-m5"/>
        """, extra: """
                            <variation key="default">
                                <mask key="constraints">
                                    <exclude reference="c-m5"/>
                                </mask>
                            </variation>
        """))
    }

    @Test func portraitPhoneUsesTheCompactWidthConstantAndTheSafeArea() throws {
        let document = try InterfaceBuilderDocument(data: Self.document, path: "A.storyboard")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        #expect(imported.sizeClasses?.description == "wC hR")
        let label = try #require(imported.views.first { $0.id == "lbl-00-001" })
        // The status bar of an iPhone 8 is 20 pt: 20 + 20.
        #expect(label.view.frame == CGRect(x: 20, y: 40, width: 80, height: 21))
        #expect(label.view.name == #"UILabel "Welcome""#)
        #expect(imported.misplacedViews().isEmpty)
        #expect(imported.scene.conflicts.isEmpty)
    }

    @Test func anIPadUsesTheDefaultConstant() throws {
        let document = try InterfaceBuilderDocument(data: Self.document, path: "A.storyboard")
        let imported = document.makeScene(document.scenes[0], options: ImportOptions(device: Device.named("ipad9_7")))
        try imported.scene.layout()
        #expect(imported.scene.size == CGSize(width: 768, height: 1024))
        #expect(imported.sizeClasses?.description == "wR hR")
        let label = try #require(imported.views.first { $0.id == "lbl-00-001" })
        #expect(label.view.frame.minX == 40)
        let misplaced = imported.misplacedViews().map { $0.difference() ?? "" }
        // At another device every stored frame that the constraints move differs.
        #expect(misplaced == ["x 20 → 40", "width 375 → 768"])
    }

    /// An iPad illustration hidden but for regular widths, and a row of
    /// two views that stands as a column at regular widths: the hidden
    /// state and the axis a size class gives them.
    @Test func sizeClassesOverrideHiddenAndAStacksAxis() throws {
        let data = storyboard(scene("V", subviews: """
                                <imageView hidden="YES" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="art">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                    <variation key="widthClass=regular" hidden="NO"/>
                                </imageView>
                                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                    <rect key="frame" x="0.0" y="200" width="210" height="50"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" id="one"><rect key="frame" x="0.0" y="0.0" width="100" height="50"/></view>
                                        <view contentMode="scaleToFill" id="two"><rect key="frame" x="110" y="0.0" width="100" height="50"/></view>
                                    </subviews>
                                    <variation key="widthClass=regular" axis="vertical" spacing="20"/>
                                </stackView>
        """, constraints: """
                                <constraint firstItem="art" firstAttribute="leading" secondItem="root-V" secondAttribute="leading" id="a1"/>
                                <constraint firstItem="art" firstAttribute="top" secondItem="root-V" secondAttribute="top" id="a2"/>
                                <constraint firstItem="art" firstAttribute="width" constant="100" id="a3"/>
                                <constraint firstItem="art" firstAttribute="height" constant="100" id="a4"/>
                                <constraint firstItem="row" firstAttribute="leading" secondItem="root-V" secondAttribute="leading" id="r1"/>
                                <constraint firstItem="row" firstAttribute="top" secondItem="root-V" secondAttribute="top" constant="200" id="r2"/>
                                <constraint firstItem="row" firstAttribute="width" constant="210" id="r3"/>
                                <constraint firstItem="row" firstAttribute="height" constant="120" id="r4"/>
        """))
        let document = try InterfaceBuilderDocument(data: data, path: "V.storyboard")
        func laidOut(on device: String?) throws -> (hidden: Bool, two: CGRect) {
            let imported = document.makeScene(document.scenes[0], options: ImportOptions(device: device.flatMap(Device.named)))
            try imported.scene.layout()
            let art = try #require(imported.views.first { $0.id == "art" })
            let two = try #require(imported.views.first { $0.id == "two" })
            return (art.view.isHidden, two.view.frameInSuperview)
        }
        let phone = try laidOut(on: nil)
        #expect(phone.hidden)
        #expect(phone.two == CGRect(x: 110, y: 0, width: 100, height: 120))
        let pad = try laidOut(on: "ipad9_7")
        #expect(!pad.hidden)
        #expect(pad.two == CGRect(x: 0, y: 70, width: 210, height: 50))
    }

    /// A misplaced image view's stored frame (154 tall) says nothing of its
    /// content: its image's listed size (100 × 100) does, and the label
    /// constrained 8 below it follows that. A placed one keeps its stored
    /// frame as the record even where the listed size differs (an image
    /// drawn at another scale).
    @Test func aMisplacedImageViewTakesItsImagesListedSize() throws {
        let data = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait"/>
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <imageView misplaced="YES" image="sun" translatesAutoresizingMaskIntoConstraints="NO" id="sun">
                                    <rect key="frame" x="20" y="44" width="141" height="154"/>
                                </imageView>
                                <imageView image="moon" translatesAutoresizingMaskIntoConstraints="NO" id="moon">
                                    <rect key="frame" x="300" y="44" width="64" height="32"/>
                                </imageView>
                                <label text="Below" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                                    <rect key="frame" x="20" y="152" width="50" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="sun" firstAttribute="top" secondItem="root" secondAttribute="top" constant="44" id="c1"/>
                                <constraint firstItem="sun" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                <constraint firstItem="moon" firstAttribute="top" secondItem="root" secondAttribute="top" constant="44" id="c3"/>
                                <constraint firstItem="moon" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" id="c4"/>
                                <constraint firstItem="below" firstAttribute="top" secondItem="sun" secondAttribute="bottom" constant="8" id="c5"/>
                                <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c6"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
                <resources>
                    <image name="sun" width="100" height="100"/>
                    <image name="moon" width="32" height="16"/>
                </resources>
            </document>
            """.utf8)
        let document = try InterfaceBuilderDocument(data: data, path: "Images.storyboard")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        func frame(_ id: String) throws -> CGRect { try #require(imported.views.first { $0.id == id }).view.frame }
        #expect(try frame("sun") == CGRect(x: 20, y: 44, width: 100, height: 100))
        #expect(try frame("below") == CGRect(x: 20, y: 152, width: 50, height: 21))
        #expect(try frame("moon") == CGRect(x: 300, y: 44, width: 64, height: 32))
    }

    /// A button keeps its title and font size to show centred; a label its
    /// alignment; a controller's root is "View", as in Xcode's outline.
    @Test func buttonsShowTheirTitlesAndLabelsTheirAlignment() throws {
        let data = storyboard(scene("A", subviews: """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="send">
                <rect key="frame" x="20" y="100" width="80" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="20"/>
                <state key="normal" title="Send"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="20" y="140" width="80" height="30"/>
                <state key="normal" title="Cancel"/>
            </button>
            <label text="Centred" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="20" y="40" width="200" height="21"/>
            </label>
            """, constraints: ""))
        let document = try InterfaceBuilderDocument(data: data, path: "A.storyboard")
        let imported = document.makeScene(document.scenes[0])
        func view(_ id: String) throws -> View { try #require(imported.views.first { $0.id == id }).view }
        #expect(try view("send").title == "Send")
        #expect(try view("send").titleFontSize == 20)
        #expect(try view("plain").title == "Cancel")
        #expect(try view("plain").titleFontSize == 15)
        #expect(try #require(view("title") as? Label).textAlignment == .center)
        #expect(imported.scene.root.name == "View")
    }

    /// A text field shows its text, or else its placeholder (paler), inside
    /// its border's inset, as UITextField draws it.
    @Test func textFieldsShowTheirTextOrPlaceholderInsideTheirBorder() throws {
        let data = storyboard(scene("A", subviews: """
            <textField borderStyle="roundedRect" placeholder="Username" translatesAutoresizingMaskIntoConstraints="NO" id="user">
                <rect key="frame" x="20" y="100" width="200" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="16"/>
            </textField>
            <textField borderStyle="line" text="ada@example.com" placeholder="Email" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="mail">
                <rect key="frame" x="20" y="140" width="200" height="34"/>
            </textField>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="bare">
                <rect key="frame" x="20" y="180" width="200" height="34"/>
            </textField>
            """, constraints: ""))
        let document = try InterfaceBuilderDocument(data: data, path: "A.storyboard")
        let imported = document.makeScene(document.scenes[0])
        func view(_ id: String) throws -> View { try #require(imported.views.first { $0.id == id }).view }
        #expect(try view("user").fieldText == FieldText(text: "Username", isPlaceholder: true, fontSize: 16, inset: 7))
        #expect(try view("mail").fieldText
            == FieldText(text: "ada@example.com", isPlaceholder: false, fontSize: 14, inset: 3, alignment: .right))
        #expect(try view("bare").fieldText == nil)
    }

    /// A switch, a slider and a progress view show what they are: on or
    /// off, the thumb at its value within its range, the bar filled so far.
    @Test func controlsShowTheirStateFromTheirAttributes() throws {
        let data = storyboard(scene("A", subviews: """
            <switch on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="on">
                <rect key="frame" x="20" y="100" width="51" height="31"/>
            </switch>
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="off">
                <rect key="frame" x="20" y="140" width="51" height="31"/>
            </switch>
            <slider value="300" minValue="100" maxValue="1500" translatesAutoresizingMaskIntoConstraints="NO" id="volume">
                <rect key="frame" x="20" y="180" width="200" height="31"/>
            </slider>
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="20" y="220" width="200" height="31"/>
            </slider>
            <slider value="9" minValue="5" maxValue="5" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                <rect key="frame" x="20" y="260" width="200" height="31"/>
            </slider>
            <progressView progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="upload">
                <rect key="frame" x="20" y="300" width="200" height="4"/>
            </progressView>
            """, constraints: ""))
        let document = try InterfaceBuilderDocument(data: data, path: "A.storyboard")
        let imported = document.makeScene(document.scenes[0])
        func view(_ id: String) throws -> View { try #require(imported.views.first { $0.id == id }).view }
        #expect(try view("on").control == .toggle(isOn: true))
        #expect(try view("off").control == .toggle(isOn: false))
        // (300 − 100) / (1500 − 100) of the way along.
        let volume = try #require(view("volume").control)
        guard case .slider(let fraction) = volume else { Issue.record("\(volume)"); return }
        #expect(abs(fraction - 200.0 / 1400) < 1e-9)
        #expect(try view("plain").control == .slider(fraction: 0.5))
        #expect(try view("empty").control == .slider(fraction: 0))
        #expect(try view("upload").control == .progress(fraction: 0.25))
    }

    /// A segmented control's segments and selection, a page control's
    /// pages, a stepper, an activity indicator, a picker; a date picker
    /// shows a wheel only in the wheels style (or a file too old to say).
    @Test func moreControlsShowWhatTheirAttributesSay() throws {
        let data = storyboard(scene("A", subviews: """
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                <rect key="frame" x="20" y="100" width="200" height="32"/>
                <segments>
                    <segment title="Day"/>
                    <segment title=""/>
                    <segment image="star"/>
                </segments>
            </segmentedControl>
            <segmentedControl selectedSegmentIndex="-1" translatesAutoresizingMaskIntoConstraints="NO" id="none">
                <rect key="frame" x="20" y="140" width="200" height="32"/>
                <segments>
                    <segment title="A"/>
                </segments>
            </segmentedControl>
            <segmentedControl selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                <rect key="frame" x="20" y="180" width="200" height="32"/>
            </segmentedControl>
            <pageControl numberOfPages="4" currentPage="9" translatesAutoresizingMaskIntoConstraints="NO" id="pages">
                <rect key="frame" x="20" y="220" width="200" height="26"/>
            </pageControl>
            <pageControl translatesAutoresizingMaskIntoConstraints="NO" id="nopages">
                <rect key="frame" x="20" y="250" width="200" height="26"/>
            </pageControl>
            <stepper maximumValue="5" translatesAutoresizingMaskIntoConstraints="NO" id="step">
                <rect key="frame" x="20" y="280" width="94" height="32"/>
            </stepper>
            <activityIndicatorView style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
                <rect key="frame" x="20" y="320" width="20" height="20"/>
            </activityIndicatorView>
            <pickerView translatesAutoresizingMaskIntoConstraints="NO" id="pick">
                <rect key="frame" x="20" y="350" width="320" height="216"/>
            </pickerView>
            <datePicker datePickerMode="countDownTimer" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="wheels">
                <rect key="frame" x="20" y="350" width="320" height="216"/>
            </datePicker>
            <datePicker datePickerMode="dateAndTime" translatesAutoresizingMaskIntoConstraints="NO" id="old">
                <rect key="frame" x="20" y="350" width="320" height="216"/>
            </datePicker>
            <datePicker datePickerMode="date" style="compact" translatesAutoresizingMaskIntoConstraints="NO" id="compact">
                <rect key="frame" x="20" y="350" width="120" height="34"/>
            </datePicker>
            <datePicker datePickerMode="countDownTimer" style="automatic" translatesAutoresizingMaskIntoConstraints="NO" id="timer">
                <rect key="frame" x="20" y="350" width="320" height="216"/>
            </datePicker>
            """, constraints: ""))
        let document = try InterfaceBuilderDocument(data: data, path: "A.storyboard")
        let imported = document.makeScene(document.scenes[0])
        func control(_ id: String) throws -> ControlGlyph? { try #require(imported.views.first { $0.id == id }).view.control }
        #expect(try control("seg") == .segments(titles: ["Day", "", ""], selected: 1))
        #expect(try control("none") == .segments(titles: ["A"], selected: nil))
        #expect(try control("empty") == nil)
        #expect(try control("pages") == .pageDots(count: 4, current: 3))
        #expect(try control("nopages") == nil)
        #expect(try control("step") == .stepper)
        #expect(try control("spin") == .activityIndicator)
        #expect(try control("pick") == .wheel)
        #expect(try control("wheels") == .wheel)
        #expect(try control("old") == .wheel)
        #expect(try control("compact") == nil)
        #expect(try control("timer") == .wheel)
    }

    @Test func anUnmodelledElementIsAPlainViewCountedInANote() throws {
        let document = try InterfaceBuilderDocument(data: Self.document, path: "A.storyboard")
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        #expect(imported.notes == ["1 element drawn as plain views: mapView"])
        let map = try #require(imported.views.first { $0.id == "map-00-001" })
        #expect(map.view.name == "Map")
        #expect(map.view.frame == CGRect(x: 0, y: 100, width: 375, height: 200))
        #expect(imported.source(of: map.view) == "map-00-001")
    }
}
