import Foundation
import Layout
import Render
import SnapshotTesting
import TrellisUIKit

// Snapshot strategies for swift-snapshot-testing. Trellis's renders are
// byte-for-byte deterministic on one machine, so pictures are compared by
// their bytes, and the layout itself is a text snapshot that reads in review
// and works on Linux, where the library's own image strategies do not.

extension Snapshotting where Value == Scene, Format == Data {
    /// The scene drawn as a PNG (at 2× unless the options say otherwise),
    /// compared by bytes. A failure says where the first byte and the first
    /// pixel differ, and attaches (and writes) a difference image.
    public static var trellisPNG: Snapshotting { trellisPNG(options: RenderOptions()) }

    /// The scene drawn as a PNG with `options`.
    public static func trellisPNG(options: RenderOptions) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .trellisPNG(scale: options.scale)) { scene in
            Self.rendered(scene, .png, options)
        }
    }

    /// Renders, or reports the error as the snapshot's failure.
    fileprivate static func rendered(_ scene: Scene, _ format: OutputFormat, _ options: RenderOptions) -> Data {
        do {
            return try renderData(scene, format: format, options: options)
        } catch {
            return Data("trellis could not render the scene: \(error)\n".utf8)
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The scene drawn as SVG, a text snapshot diffed line by line.
    public static var trellisSVG: Snapshotting { trellisSVG(options: RenderOptions()) }

    /// The scene drawn as SVG with `options`.
    public static func trellisSVG(options: RenderOptions) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { scene in
            String(decoding: Snapshotting<Scene, Data>.rendered(scene, .svg, options), as: UTF8.self)
        }
    }

    /// The solved layout as `trellis-layout/1` JSON (docs/rendering.md):
    /// every frame, constraint status, conflict and ambiguity, diffed line
    /// by line.
    public static var layout: Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .lines) { scene in
            String(decoding: Snapshotting<Scene, Data>.rendered(scene, .json, RenderOptions()), as: UTF8.self)
        }
    }
}

extension Snapshotting where Value: UIViewController, Format == Data {
    /// The controller laid out on an iPhone SE in portrait, drawn as a PNG.
    public static var trellisPNG: Snapshotting { trellisPNG() }

    /// The controller laid out on `device` in `orientation`, drawn as a PNG
    /// and compared by bytes.
    public static func trellisPNG(device: DevicePreset = .iPhoneSE, orientation: DevicePreset.Orientation = .portrait,
                                  options: RenderOptions = RenderOptions()) -> Snapshotting
    {
        Snapshotting<Scene, Data>.trellisPNG(options: options).pullback { controller in
            hosted(controller, device, orientation)
        }
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The controller on an iPhone SE in portrait, drawn as SVG.
    public static var trellisSVG: Snapshotting { trellisSVG() }

    /// The controller on `device` in `orientation`, drawn as SVG.
    public static func trellisSVG(device: DevicePreset = .iPhoneSE, orientation: DevicePreset.Orientation = .portrait,
                                  options: RenderOptions = RenderOptions()) -> Snapshotting
    {
        Snapshotting<Scene, String>.trellisSVG(options: options).pullback { controller in
            hosted(controller, device, orientation)
        }
    }

    /// The controller on an iPhone SE in portrait, as `trellis-layout/1` JSON.
    public static var layout: Snapshotting { layout() }

    /// The controller on `device` in `orientation`, as `trellis-layout/1` JSON.
    public static func layout(device: DevicePreset = .iPhoneSE,
                              orientation: DevicePreset.Orientation = .portrait) -> Snapshotting
    {
        Snapshotting<Scene, String>.layout.pullback { controller in hosted(controller, device, orientation) }
    }
}

/// The controller's scene on the device. A layout UIKit would refuse is
/// left for rendering to report: the scene is returned as it is.
private func hosted(_ controller: UIViewController, _ device: DevicePreset,
                    _ orientation: DevicePreset.Orientation) -> Scene
{
    do {
        return try layOut(controller, device: device, orientation: orientation)
    } catch {
        controller.loadViewIfNeeded()
        return (try? layOut(controller.view)) ?? Scene(width: 0, height: 0)
    }
}
