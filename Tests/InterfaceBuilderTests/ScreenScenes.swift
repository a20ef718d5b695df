import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Storyboards of controllers whose roots hold a view pinned to their safe
/// areas, for the suites that check where a screen's bars and insets lie.
protocol ScreenScenes {}

extension ScreenScenes {
    /// A storyboard on `device` (none: no `<device>` element) whose scenes
    /// are `scenes`, saved by `tools`, in `orientation`.
    func document(_ scenes: String, device: String?, tools: String = "17156",
                  orientation: String = "portrait") throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                \(device.map { #"<device id="\#($0)" orientation="\#(orientation)"/>"# } ?? "")
                <scenes>
            \(scenes)
                </scenes>
            </document>
            """.utf8), path: "Screen.storyboard")
    }

    /// The frames, in their superviews, of the views `ids` of the first of
    /// `scenes` laid out on `device`, in a file saved by `tools`.
    func laidOutFrames(_ ids: [String], in scenes: String, device: String, tools: String = "17156") throws -> [CGRect] {
        let document = try document(scenes, device: device, tools: tools)
        let imported = document.makeScene(document.scenes[0])
        try imported.scene.layout()
        return try ids.map { id in try #require(imported.views.first { $0.id == id }).view.frameInSuperview }
    }

    /// A storyboard of layout guides (no safe areas) saved by `tools` on
    /// `device` (none: no `<device>`), whose one controller's root (375 ×
    /// 667 unless `rootSize` says), with top and bottom guides `top` and
    /// `bottom`, holds a view `subview` at `frame` constrained by
    /// `constraints`; `metrics` go in the controller.
    func layoutGuideDocument(tools: String, device: String?, subview: String, frame: String,
                             constraints: String, metrics: String = "",
                             rootSize: (width: Int, height: Int) = (375, 667)) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useTraitCollections="YES">
                \(device.map { #"<device id="\#($0)" orientation="portrait"/>"# } ?? "")
                <scenes><scene sceneID="s"><objects>
                    <viewController id="page" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="\(rootSize.width)" height="\(rootSize.height)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(subview)">
                                    <rect key="frame" \(frame)/>
                                </view>
                            </subviews>
                            <constraints>
                                \(constraints)
                            </constraints>
                        </view>
                        \(metrics)
                    </viewController>
                </objects></scene></scenes>
            </document>
            """.utf8), path: "Page.storyboard")
    }

    /// A xib on `device`, saved by `tools` (with safe areas unless
    /// `safeAreas` is false), whose top-level objects are `objects`.
    func xib(_ objects: String, device: String, tools: String, safeAreas: Bool = true,
             path: String = "View.xib") throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES" useTraitCollections="YES"\(safeAreas ? #" useSafeAreas="YES""# : "")>
                <device id="\(device)" orientation="portrait"/>
                <objects>
            \(objects)
                </objects>
            </document>
            """.utf8), path: path)
    }

    /// A controller `id` whose root is `width` × `height` at y 0 and holds a
    /// view `fill` pinned to its safe area's four edges; `extra` goes in
    /// the controller (simulated metrics), `segues` in its root view.
    func controller(_ id: String, width: Double, height: Double, extra: String = "", segues: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fill-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="fill-\(id)" firstAttribute="top" secondItem="safe-\(id)" secondAttribute="top" id="t-\(id)"/>
                        <constraint firstItem="fill-\(id)" firstAttribute="bottom" secondItem="safe-\(id)" secondAttribute="bottom" id="b-\(id)"/>
                        <constraint firstItem="fill-\(id)" firstAttribute="leading" secondItem="safe-\(id)" secondAttribute="leading" id="l-\(id)"/>
                        <constraint firstItem="fill-\(id)" firstAttribute="trailing" secondItem="safe-\(id)" secondAttribute="trailing" id="r-\(id)"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe-\(id)"/>
                    \(segues)
                </view>
                \(extra)
            </viewController>
        </objects></scene>
        """
    }

    /// A root view's connections holding one segue of `kind` to `destination`.
    func segue(to destination: String, kind: String) -> String {
        #"<connections><segue destination="\#(destination)" kind="\#(kind)" id="to-\#(destination)"/></connections>"#
    }

    /// A tab bar controller whose one tab is the navigation controller `nav`.
    var tabs: String { tabBarController("tabs", tabs: ["nav"]) }

    /// A tab bar controller `id` whose tabs are the controllers `tabs`, in
    /// order; `extra` goes in it (simulated metrics).
    func tabBarController(_ id: String, tabs: [String], extra: String = "") -> String {
        let segues = tabs.map { #"<segue destination="\#($0)" kind="relationship" relationship="viewControllers" id="to-\#($0)"/>"# }
        return """
            <scene sceneID="s-\(id)"><objects>
                <tabBarController id="\(id)" sceneMemberID="viewController">
                    \(extra)
                    <connections>
                        \(segues.joined(separator: "\n"))
                    </connections>
                </tabBarController>
            </objects></scene>
            """
    }

    /// A navigation controller whose root is `root`; `attributes` go on it,
    /// `bar` on its navigation bar, `extra` in it (simulated metrics).
    func navigation(to root: String, attributes: String = "", bar: String = "", extra: String = "") -> String {
        """
        <scene sceneID="s-nav"><objects>
            <navigationController id="nav" \(attributes) sceneMemberID="viewController">
                \(extra)
                <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="bar">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                </navigationBar>
                <connections>
                    <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="to-root"/>
                </connections>
            </navigationController>
        </objects></scene>
        """
    }

    /// The frame of the view pinned to the safe area of controller `id`'s root.
    func safeFrame(_ document: InterfaceBuilderDocument, _ id: String) throws -> CGRect {
        let source = try #require(document.scenes.first { $0.rootID == "root-\(id)" })
        let imported = document.makeScene(source)
        try imported.scene.layout()
        return try #require(imported.views.first { $0.id == "fill-\(id)" }).view.frame
    }
}
