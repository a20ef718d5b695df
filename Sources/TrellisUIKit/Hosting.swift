import Foundation
import Layout
import Render

/// Lays out `controller` as a device shows it full screen: loads its view,
/// gives it the device's size and safe area in `orientation` (plus the
/// controller's ``UIViewController/additionalSafeAreaInsets``), calls
/// `viewWillAppear`, solves, calls `viewDidAppear`, and returns the solved
/// scene (its items are the backing views, named as the code names them).
///
/// - Throws: the ``Layout/LayoutError`` UIKit would raise as an exception.
@discardableResult
public func layOut(_ controller: UIViewController, device: DevicePreset,
                   orientation: DevicePreset.Orientation = .portrait) throws -> Scene
{
    controller.loadViewIfNeeded()
    let view: UIView = controller.view
    view.frame = CGRect(origin: .zero, size: device.size(orientation))
    view.hostSafeAreaInsets = device.safeAreaInsets(orientation)
    controller.viewWillAppear(false)
    try view.layOutHierarchy()
    controller.viewDidAppear(false)
    return view.scene
}

/// Lays out a view hierarchy whose top is `view` at its current frame and
/// returns its scene.
@discardableResult
public func layOut(_ view: UIView) throws -> Scene {
    try view.topView.layOutHierarchy()
    return view.topView.scene
}

/// Lays out `controller` on `device` (see ``layOut(_:device:orientation:)``)
/// and renders the layout to `path`, in the format its extension names
/// (`.png`, `.svg`, `.pdf`, `.json`), written whole or not at all.
///
///     try render(MyViewController(), device: .iPhoneSE, to: "screen.png")
public func render(_ controller: UIViewController, device: DevicePreset,
                   orientation: DevicePreset.Orientation = .portrait, to path: String,
                   options: RenderOptions = RenderOptions()) throws
{
    try render(layOut(controller, device: device, orientation: orientation), to: path, options: options)
}

/// The bytes of `controller` laid out on `device`, in `format`.
public func renderData(_ controller: UIViewController, device: DevicePreset,
                       orientation: DevicePreset.Orientation = .portrait, format: OutputFormat,
                       options: RenderOptions = RenderOptions()) throws -> Data
{
    try renderData(layOut(controller, device: device, orientation: orientation), format: format, options: options)
}
