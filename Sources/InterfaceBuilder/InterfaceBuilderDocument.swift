import Foundation
import Layout

/// A storyboard or xib read into memory: its device and its scenes, each
/// ready to be built into a ``Layout/Scene``.
///
///     let document = try InterfaceBuilderDocument(contentsOf: "Main.storyboard")
///     for source in document.scenes {
///         let imported = document.makeScene(source)
///         try imported.scene.layout()
///     }
public struct InterfaceBuilderDocument {
    /// The file as given.
    public let path: String
    /// Whether it is a storyboard (scenes of view controllers) or a xib (top-level views).
    public let isStoryboard: Bool
    /// The Xcode build that saved it (`toolsVersion`), which decides some measured bar heights.
    public let toolsVersion: Double
    /// The "View As" device, if the document names one (Xcode 8 and
    /// later), or an Apple TV for a tvOS file that does not.
    public let device: Device?
    /// The screen the document was laid out on: its device's, or that of
    /// older documents' simulated destination (`retina4_7.fullscreen`).
    public let screenSize: CGSize?
    /// The `<device id=>` as written, known or not.
    public let deviceID: String?
    /// Whether the document is laid out in landscape.
    public let isLandscape: Bool
    /// The `<device orientation=>` as written: nil for devices that have
    /// none (an Apple TV).
    public let orientation: String?
    /// Whether views have safe areas (`useSafeAreas="YES"`).
    public let usesSafeAreas: Bool
    /// The scenes: each view controller's root view, each top-level view or cell of a xib.
    public let scenes: [SceneSource]

    let elementsByID: [String: IBElement]
    /// The sizes, in points, of the images `<resources>` lists (an asset
    /// catalogue's images at 1x), by name; SF Symbols (`catalog="system"`)
    /// are left out: their listed size is not the size they are drawn at.
    let imageSizes: [String: CGSize]
    /// The colours `<resources>` lists, for the names views use.
    let colors: StoredColors

    /// One scene of a document: the root view element and its controller.
    public struct SceneSource {
        /// The scene's name: the controller's storyboard identifier, custom
        /// class, title or user label, else the root's name, else its id.
        public let name: String
        /// The IB id of the root view.
        public let rootID: String
        let root: IBElement
        let controller: IBElement?
        /// Whether the root is a view controller's view: a storyboard
        /// scene's, or a xib view that File's Owner's `view` outlet names.
        var isControllerView: Bool = false

        /// The size the file stores for the root view, nil when it stores
        /// none: for a file that names no device (Xcode 7 and before), the
        /// size its frames were laid out at.
        public var storedSize: CGSize? { SceneBuilder.frame(of: root)?.size }
    }

    /// A `toolsVersion` as a number: its build and first sub-number
    /// (`14313.18`); Xcode 15 on writes some files as `32700.99.1234`,
    /// which is no `Double`, and read as 0 made them Xcode 4's.
    static func version(_ text: String) -> Double {
        let parts = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        let leading = parts.prefix(2).joined(separator: ".")
        return Double(leading).flatMap { $0.isFinite ? $0 : nil } ?? Double(parts.first ?? "") ?? 0
    }

    /// Reads the file at `path`.
    ///
    /// - Throws: ``InterfaceBuilderError`` for an unreadable file, malformed
    ///   XML, a document type declaration, or a limit passed.
    public init(contentsOf path: String, limits: InterfaceBuilderLimits = InterfaceBuilderLimits()) throws {
        let url = URL(fileURLWithPath: path)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > limits.maximumFileBytes {
            throw InterfaceBuilderError(path: path, line: 1, column: 1,
                message: "the file is \(size) bytes; at most \(limits.maximumFileBytes) are read (InterfaceBuilderLimits.maximumFileBytes)")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InterfaceBuilderError(path: path, line: 1, column: 1, message: "cannot read the file: \(error.localizedDescription)")
        }
        try self.init(data: data, path: path, limits: limits)
    }

    /// Reads a document from its bytes; `path` names it in errors.
    public init(data: Data, path: String, limits: InterfaceBuilderLimits = InterfaceBuilderLimits()) throws {
        let tree = try XMLElementTree(data: data, path: path, limits: limits)
        let document = tree.root
        // Xcode 4 and earlier wrote xibs as archives of objects, with no
        // frames or constraints in the elements read here.
        if document.name == "archive", (document["type"] ?? "").hasPrefix("com.apple.InterfaceBuilder") {
            throw InterfaceBuilderError(path: path, element: document,
                "an Interface Builder 3 archive (Xcode 4 and earlier), not a <document>: Trellis reads the format "
                    + "Xcode 5 and later write; opening and saving the file in a newer Xcode upgrades it")
        }
        guard document.name == "document" else {
            throw InterfaceBuilderError(path: path, element: document,
                "expected <document> (a storyboard or xib) at the top, found <\(document.name)>")
        }
        // AppKit's files put a frame's origin at its superview's bottom
        // left and have controls of other sizes and insets; WatchKit's lay
        // out groups with no constraints. Read as UIKit's, they would be
        // drawn wrong, so they are refused, saying what they are.
        let runtime = document["targetRuntime"] ?? ""
        if runtime.hasPrefix("MacOSX") || (document["type"] ?? "").contains(".Cocoa.") {
            throw InterfaceBuilderError(path: path, element: document,
                "an AppKit (macOS) document (targetRuntime=\"\(runtime)\"): Trellis reads UIKit's storyboards and "
                    + "xibs (iOS and tvOS); AppKit's flipped frames and controls are not modelled")
        }
        if runtime == "watchKit" || (document["type"] ?? "").contains("WatchKit") {
            throw InterfaceBuilderError(path: path, element: document,
                "a WatchKit (watchOS) storyboard: watch interfaces are laid out by WatchKit's groups, "
                    + "with no Auto Layout constraints to draw")
        }
        self.path = path
        isStoryboard = (document["type"] ?? "").contains("Storyboard") || document.child("scenes") != nil
        toolsVersion = Self.version(document["toolsVersion"] ?? "")
        let deviceElement = document.child("device")
        deviceID = deviceElement?["id"]
        // A tvOS file of Xcode 7 names no device, but it has one screen.
        let television = document["targetRuntime"] == "AppleTV" ? Device.named("appleTV") : nil
        device = deviceID.flatMap(Device.named) ?? television
        isLandscape = deviceElement?["orientation"] == "landscape"
        orientation = deviceElement?["orientation"]
        var destination: Device?
        document.child("simulatedMetricsContainer")?.forEachDescendant { element in
            guard element.name == "simulatedScreenMetrics", let type = element["type"] else { return }
            let id = String(type.prefix { $0 != "." })
            destination = Device.named(id) ?? Device.named(id == "retina4" ? "retina4_0" : id == "retina35" ? "retina3_5" : id)
        }
        screenSize = (device ?? destination)?.size(landscape: isLandscape)
        usesSafeAreas = document["useSafeAreas"] == "YES"
        var byID: [String: IBElement] = [:]
        document.forEachDescendant { element in
            if let id = element["id"], byID[id] == nil { byID[id] = element }
        }
        elementsByID = byID
        var images: [String: CGSize] = [:]
        for image in document.child("resources")?.children("image") ?? [] where image["catalog"] != "system" {
            guard let name = image["name"], let width = image["width"].flatMap(Double.init),
                  let height = image["height"].flatMap(Double.init),
                  width.isFinite, height.isFinite, width >= 0, height >= 0 else { continue }
            images[name] = CGSize(width: width, height: height)
        }
        imageSizes = images
        colors = StoredColors(resources: document.child("resources"))
        var scenes: [SceneSource] = []
        if isStoryboard {
            for scene in document.child("scenes")?.children("scene") ?? [] {
                for controller in scene.child("objects")?.children ?? [] where controller["sceneMemberID"] == "viewController" {
                    guard let root = controller.children.first(where: { $0["key"] == "view" && ViewKind.isView($0) }) else {
                        continue
                    }
                    scenes.append(SceneSource(name: Self.sceneName(controller: controller, root: root), rootID: root["id"] ?? "",
                                              root: root, controller: controller, isControllerView: true))
                }
            }
        } else {
            // File's Owner's `view` outlet names the views a controller owns.
            var controllerViews: Set<String> = []
            for object in document.child("objects")?.children ?? [] where object["placeholderIdentifier"] == "IBFilesOwner" {
                for outlet in object.child("connections")?.children("outlet") ?? [] where outlet["property"] == "view" {
                    if let destination = outlet["destination"] { controllerViews.insert(destination) }
                }
            }
            for object in document.child("objects")?.children ?? [] where ViewKind.isView(object) {
                let id = object["id"] ?? ""
                scenes.append(SceneSource(name: Self.sceneName(controller: nil, root: object), rootID: id,
                                          root: object, controller: nil, isControllerView: controllerViews.contains(id)))
            }
        }
        // Names must tell scenes apart: a repeated name gets the root's id.
        var counts: [String: Int] = [:]
        for scene in scenes { counts[scene.name, default: 0] += 1 }
        self.scenes = scenes.map { scene in
            counts[scene.name, default: 0] > 1
                ? SceneSource(name: "\(scene.name) \(scene.rootID)", rootID: scene.rootID, root: scene.root,
                              controller: scene.controller, isControllerView: scene.isControllerView)
                : scene
        }
    }

    private static func sceneName(controller: IBElement?, root: IBElement) -> String {
        if let controller {
            for attribute in ["storyboardIdentifier", "customClass", "title", "userLabel"] {
                if let value = controller[attribute], !value.isEmpty { return value }
            }
            if let id = controller["id"] { return id }
        }
        return ElementNaming.name(of: root)
    }
}
