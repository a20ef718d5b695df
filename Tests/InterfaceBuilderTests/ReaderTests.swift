import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A storyboard with one scene per root view given, on an iPhone 8.
func storyboard(_ scenes: String, device: String = #"<device id="retina4_7" orientation="portrait"/>"#) -> Data {
    Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        \(device)
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """.utf8)
}

/// One scene whose root (id `root`) holds `subviews` and `constraints`.
func scene(_ id: String, subviews: String, constraints: String, extra: String = "") -> String {
    """
            <scene sceneID="s-\(id)">
                <objects>
                    <viewController id="vc-\(id)" storyboardIdentifier="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <constraints>
    \(constraints)
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
    \(extra)
                        </view>
                    </viewController>
                </objects>
            </scene>
    """
}

/// The one scene of a storyboard whose root holds `subviews`, with
/// `resources` (images, named and system colours) after its scenes.
func importedScene(_ subviews: String, resources: String = "") throws -> ImportedScene {
    var xml = String(decoding: storyboard(scene("A", subviews: subviews, constraints: "")), as: UTF8.self)
    xml = xml.replacingOccurrences(of: "</scenes>", with: "</scenes>\n<resources>\(resources)</resources>")
    let document = try InterfaceBuilderDocument(data: Data(xml.utf8), path: "A.storyboard")
    return document.makeScene(document.scenes[0])
}

@Suite struct ReaderTests {
    @Test func documentTypeDeclarationsAreRefusedWithTheirPlace() throws {
        var laughs = #"<?xml version="1.0"?>"# + "\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            laughs += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        laughs += "]>\n<document>&lol9;</document>\n"
        let started = Date()
        #expect {
            try InterfaceBuilderDocument(data: Data(laughs.utf8), path: "laughs.storyboard")
        } throws: { error in
            "\(error)".hasPrefix("laughs.storyboard:2:1: error: <!DOCTYPE is not allowed")
        }
        #expect(Date().timeIntervalSince(started) < 0.5)
    }

    /// A processing instruction with no data crashed FoundationXML's
    /// parser (a fuzzer's `<?ersidingutf6?>`): any but the XML declaration
    /// at the start is refused, with its place, before the parser sees it.
    @Test func processingInstructionsAreRefusedWithTheirPlace() throws {
        let fuzzed = Data(base64Encoded: "PD9lcnNpZGluZ3V0ZjY/Pgo8ZG9sIHZlICJVVC8tOCI/Pgo8ZG9jeXVKcA==")!
        #expect {
            try InterfaceBuilderDocument(data: fuzzed, path: "fuzzed.storyboard")
        } throws: { error in
            "\(error)".hasPrefix("fuzzed.storyboard:1:1: error: a processing instruction (<?…?>) is not allowed")
        }
        let later = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<document>\n  <?foo?>\n</document>\n"
        #expect {
            try InterfaceBuilderDocument(data: Data(later.utf8), path: "later.xib")
        } throws: { error in
            "\(error)".hasPrefix("later.xib:3:3: error: a processing instruction")
        }
        // The declaration itself, after a byte order mark, is read.
        let declared = Data([0xEF, 0xBB, 0xBF]) + Data(#"<?xml version="1.0"?><plist/>"#.utf8)
        #expect {
            try InterfaceBuilderDocument(data: declared, path: "x.xib")
        } throws: { error in
            "\(error)".contains("expected <document>")
        }
    }

    @Test func malformedXMLIsReportedAtItsLine() throws {
        let text = "<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n    <scene>\n  </scenes>\n</document>\n"
        #expect {
            try InterfaceBuilderDocument(data: Data(text.utf8), path: "bad.storyboard")
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix("bad.storyboard:5:") && message.contains("malformed XML")
        }
    }

    @Test func aFileThatIsNotADocumentIsRefused() throws {
        #expect {
            try InterfaceBuilderDocument(data: Data("<plist/>".utf8), path: "x.xib")
        } throws: { error in
            "\(error)" == "x.xib:1:1: error: <plist>: expected <document> (a storyboard or xib) at the top, found <plist>"
        }
        // Xcode 4's format says what it is and how to upgrade it.
        let archive = #"<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"><data/></archive>"#
        #expect {
            try InterfaceBuilderDocument(data: Data(archive.utf8), path: "Old.xib")
        } throws: { error in
            "\(error)" == "Old.xib:1:1: error: <archive>: an Interface Builder 3 archive (Xcode 4 and earlier), not a "
                + "<document>: Trellis reads the format Xcode 5 and later write; opening and saving the file in a newer "
                + "Xcode upgrades it"
        }
    }

    /// AppKit's files (frames from the superview's bottom left, other
    /// controls) and WatchKit's (no constraints) are refused, saying what
    /// they are, where an AppKit xib was drawn as UIKit's, its buttons
    /// hundreds of points from where they are (an auth library's macOS
    /// example).
    @Test func appKitAndWatchKitFilesAreRefusedSayingWhatTheyAre() throws {
        let appKit = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="10117" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects><customView id="c22-O7-iKe"><rect key="frame" x="0.0" y="0.0" width="611" height="709"/></customView></objects>
            </document>
            """
        #expect {
            try InterfaceBuilderDocument(data: Data(appKit.utf8), path: "Mac.xib")
        } throws: { error in
            "\(error)" == "Mac.xib:2:1: error: <document>: an AppKit (macOS) document (targetRuntime=\"MacOSX.Cocoa\"): "
                + "Trellis reads UIKit's storyboards and xibs (iOS and tvOS); AppKit's flipped frames and controls are not modelled"
        }
        let watch = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="14460" targetRuntime="watchKit">
                <scenes/>
            </document>
            """
        #expect {
            try InterfaceBuilderDocument(data: Data(watch.utf8), path: "Interface.storyboard")
        } throws: { error in
            "\(error)".hasPrefix("Interface.storyboard:2:1: error: <document>: a WatchKit (watchOS) storyboard")
        }
        // An iPad-only runtime is UIKit's, and read.
        let pad = String(decoding: storyboard(""), as: UTF8.self)
            .replacingOccurrences(of: "useAutolayout", with: "targetRuntime=\"iOS.CocoaTouch.iPad\" useAutolayout")
        _ = try InterfaceBuilderDocument(data: Data(pad.utf8), path: "Pad.storyboard")
    }

    @Test func limitsBoundDepthAndSize() throws {
        var limits = InterfaceBuilderLimits()
        limits.maximumDepth = 3
        let deep = "<document><a><b><c><d/></c></b></a></document>"
        #expect {
            try InterfaceBuilderDocument(data: Data(deep.utf8), path: "deep.xib", limits: limits)
        } throws: { error in
            "\(error)".contains("<c> is nested more than 3 deep")
        }
        limits = InterfaceBuilderLimits()
        limits.maximumFileBytes = 10
        #expect(throws: InterfaceBuilderError.self) {
            try InterfaceBuilderDocument(data: Data(deep.utf8), path: "big.xib", limits: limits)
        }
    }

    @Test func aDanglingReferenceIsAnErrorAtItsElementAndTheOtherScenesBuild() throws {
        let view = """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-A">
                                    <rect key="frame" x="20" y="40" width="100" height="50"/>
                                </view>
        """
        let good = """
                                <constraint firstItem="box-A" firstAttribute="leading" secondItem="root-A" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="box-A" firstAttribute="top" secondItem="root-A" secondAttribute="top" constant="40" id="c2"/>
                                <constraint firstItem="box-A" firstAttribute="width" constant="100" id="c3"/>
                                <constraint firstItem="box-A" firstAttribute="height" constant="50" id="c4"/>
        """
        let data = storyboard(scene("A", subviews: view, constraints: good)
            + scene("B", subviews: view.replacingOccurrences(of: "box-A", with: "box-B"),
                    constraints: #"<constraint firstItem="box-B" firstAttribute="top" secondItem="nowhere" secondAttribute="bottom" id="bad"/>"#))
        let document = try InterfaceBuilderDocument(data: data, path: "Two.storyboard")
        #expect(document.scenes.map(\.name) == ["A", "B"])
        let a = document.makeScene(document.scenes[0])
        try a.scene.layout()
        #expect(a.diagnostics.isEmpty)
        #expect(a.views[1].view.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
        let b = document.makeScene(document.scenes[1])
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(#"id="bad""#) }) + 1
        let column = try #require(lines[line - 1].firstIndex(of: "<")).utf16Offset(in: lines[line - 1]) + 1
        #expect(b.diagnostics.map(\.description) == [
            #"Two.storyboard:\#(line):\#(column): error: <constraint id="bad">: secondItem "nowhere" names no element of the file"#,
        ])
        // The rest of scene B is there, unconstrained by the bad constraint.
        #expect(b.views.map(\.id) == ["root-B", "box-B"])
    }

    /// Found by FuzzInterfaceBuilder: a byte flipped in an attribute's name
    /// made FoundationXML trap. Files that are not UTF-8 are refused first.
    @Test func bytesThatAreNotUTF8AreRefusedAtTheirPlace() throws {
        var data = Data("<document toolsVersion=\"1\">\n  <scenes \u{e9}nitial=\"x\"/>\n</document>".utf8)
        let index = try #require(data.firstIndex(of: 0xC3))
        data.replaceSubrange(index...index + 1, with: [0xE9])   // Latin-1 é inside a name
        #expect {
            try InterfaceBuilderDocument(data: data, path: "latin1.storyboard")
        } throws: { error in
            "\(error)" == "latin1.storyboard:2:11: error: the file is not UTF-8 (byte 0xe9 at offset 38)"
        }
    }

    @Test func multipliersAreWrittenFourWays() {
        #expect(InterfaceBuilderTestHooks.multiplier("0.5") == 0.5)
        #expect(InterfaceBuilderTestHooks.multiplier("1/3") == 1.0 / 3)
        #expect(InterfaceBuilderTestHooks.multiplier("16:9") == 16.0 / 9)
        // A percentage, as Xcode writes one typed so (133 constraints of
        // unseen files said "35%", all refused as "not a number").
        #expect(InterfaceBuilderTestHooks.multiplier("35%") == 0.35)
        #expect(InterfaceBuilderTestHooks.multiplier("12.5%") == 0.125)
        #expect(InterfaceBuilderTestHooks.multiplier("1/0") == nil)
        #expect(InterfaceBuilderTestHooks.multiplier("x") == nil)
        #expect(InterfaceBuilderTestHooks.multiplier("%") == nil)
        #expect(InterfaceBuilderTestHooks.multiplier("x%") == nil)
    }
}
