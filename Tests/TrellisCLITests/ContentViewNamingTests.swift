import Diagram
import Foundation
import InterfaceBuilder
import Testing
@testable import TrellisCLI

/// A cell's content view fills its cell and Xcode never names the two
/// apart: pictures name it by its cell, once, and a constraint to it from a
/// view inside says "superview", not a name found nowhere on the picture.
@Suite struct ContentViewNamingTests {
    /// A static table of one cell, "Settings cell", whose content view holds
    /// a label tied as SwiftMessages' demo ties its rows' labels (the
    /// content view's trailing at least the label's trailing margin), with
    /// `contentLabel` as the content view's `userLabel` if given; the cell
    /// named `cellLabel` (by its id where nil), its label showing `title`.
    private func storyboard(contentLabel: String? = nil, cellLabel: String? = "Settings cell", title: String = "SHOW TITLE") throws -> URL {
        let userLabel = contentLabel.map { #" userLabel="\#($0)""# } ?? ""
        let cellUserLabel = cellLabel.map { #" userLabel="\#($0)""# } ?? ""
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s"><objects>
                    <tableViewController id="vc" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <sections><tableViewSection id="section"><cells>
                                <tableViewCell contentMode="scaleToFill" id="cell"\(cellUserLabel)>
                                    <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content"\(userLabel)>
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                        <subviews>
                                            <label opaque="NO" text="\(title)" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                <rect key="frame" x="26" y="21" width="90" height="18"/>
                                                <fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>
                                            </label>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="10" id="c1"/>
                                            <constraint firstItem="title" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                                            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="title" secondAttribute="trailingMargin" id="c3"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells></tableViewSection></sections>
                        </tableView>
                    </tableViewController>
                </objects></scene></scenes>
            </document>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("content-view-\(UUID().uuidString).storyboard")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private func picture(_ file: URL) throws -> DisplayList {
        let command = try RenderCommand.parse([file.path, "-o", "/dev/null", "-q"])
        let (_, jobs, failures) = try command.batch.jobs([file.path], progress: Progress(total: 0, quiet: true))
        #expect(failures == 0)
        return try command.picture(try #require(jobs.first), formats: [.png]).list
    }

    private func names(_ list: DisplayList) -> [String] {
        list.texts.compactMap { if case .viewName(let name) = $0.role { name } else { nil } }
    }

    @Test func aContentViewIsNamedByItsCell() throws {
        let file = try storyboard()
        defer { try? FileManager.default.removeItem(at: file) }
        let document = try InterfaceBuilderDocument(data: Data(contentsOf: file), path: file.path)
        let imported = document.makeScene(document.scenes[0])
        #expect(imported.views.first { $0.id == "content" }?.view.isNamedBySuperview == true)
        #expect(imported.views.first { $0.id == "cell" }?.view.isNamedBySuperview == false)
        let list = try picture(file)
        #expect(names(list).contains("Settings cell"), "\(names(list))")
        #expect(!names(list).contains { $0.hasPrefix("UITableViewCellContentView") }, "\(names(list))")
        let labels = list.texts.filter { if case .constraintLabel = $0.role { true } else { false } }.map(\.text)
        #expect(labels.contains("trailingMargin ≤ superview.trailing"), "\(labels)")
        #expect(!labels.contains { $0.contains("UITableViewCellContentView") }, "\(labels)")
    }

    /// A collection view cell's content view, as Xcode 11 on writes it
    /// (`<collectionViewCellContentView>`), is named by its cell too.
    @Test func aCollectionViewCellsContentViewIsNamedByItsCell() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s"><objects>
                    <collectionViewController id="vc" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <cells>
                                <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="film" id="cell" userLabel="Film cell">
                                    <rect key="frame" x="0.0" y="0.0" width="160" height="160"/>
                                    <collectionViewCellContentView key="contentView" opaque="NO" contentMode="center" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="160" height="160"/>
                                    </collectionViewCellContentView>
                                </collectionViewCell>
                            </cells>
                        </collectionView>
                    </collectionViewController>
                </objects></scene></scenes>
            </document>
            """
        let document = try InterfaceBuilderDocument(data: Data(text.utf8), path: "Grid.storyboard")
        let imported = document.makeScene(document.scenes[0])
        #expect(imported.views.first { $0.id == "content" }?.view.isNamedBySuperview == true)
        #expect(imported.views.first { $0.id == "cell" }?.view.isNamedBySuperview == false)
    }

    /// A cell Xcode names by its id alone is named on the picture by its
    /// row's words, not by its id beside them (where a static table's rows'
    /// names read as section headers); with no words in it, by its id.
    @Test func aCellNamedByItsIdAloneIsNamedByItsText() throws {
        let file = try storyboard(cellLabel: nil)
        defer { try? FileManager.default.removeItem(at: file) }
        let document = try InterfaceBuilderDocument(data: Data(contentsOf: file), path: file.path)
        let imported = document.makeScene(document.scenes[0])
        #expect(imported.views.first { $0.id == "cell" }?.view.isNamedByItsText == true)
        #expect(imported.views.first { $0.id == "title" }?.view.isNamedByItsText == false)
        let shown = names(try picture(file))
        #expect(!shown.contains("UITableViewCell cell"), "\(shown)")
        let wordless = try storyboard(cellLabel: nil, title: "")
        defer { try? FileManager.default.removeItem(at: wordless) }
        let wordlessShown = names(try picture(wordless))
        #expect(wordlessShown.contains("UITableViewCell cell"), "\(wordlessShown)")
        // Named by a label of its own, it keeps it.
        let named = try storyboard()
        defer { try? FileManager.default.removeItem(at: named) }
        let namedDocument = try InterfaceBuilderDocument(data: Data(contentsOf: named), path: named.path)
        #expect(namedDocument.makeScene(namedDocument.scenes[0]).views.first { $0.id == "cell" }?.view.isNamedByItsText == false)
    }

    /// Given a name of its own, a content view keeps it on the picture.
    @Test func aContentViewWithAUserLabelIsNamed() throws {
        let file = try storyboard(contentLabel: "Row content")
        defer { try? FileManager.default.removeItem(at: file) }
        let list = try picture(file)
        #expect(names(list).contains("Row content"), "\(names(list))")
        let labels = list.texts.filter { if case .constraintLabel = $0.role { true } else { false } }.map(\.text)
        #expect(labels.contains("trailingMargin ≤ Row content.trailing"), "\(labels)")
    }
}
