import Foundation

/// The devices a scene file may name (`device: iPhone 15`) and a view
/// controller may be rendered on (`device: .iPhoneSE`), with their
/// screens in points and their safe-area insets in each orientation, as
/// Apple publishes them (Human Interface Guidelines, "Layout": device screen
/// sizes; safe areas as UIKit reports them on each device).
public struct DevicePreset: Hashable, Sendable {
    /// The device's name as Apple writes it.
    public var name: String
    /// The portrait width in points.
    public var width: Double
    /// The portrait height in points.
    public var height: Double
    /// Safe-area insets in portrait.
    public var portraitInsets: EdgeInsets
    /// Safe-area insets in landscape (home button or notch on the left).
    public var landscapeInsets: EdgeInsets

    /// The screen's size in points in `orientation`.
    public func size(_ orientation: Orientation) -> CGSize {
        orientation == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
    }

    /// The safe-area insets in `orientation`.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitInsets : landscapeInsets
    }

    /// Which way up the device is held.
    public enum Orientation: String, Sendable, CaseIterable {
        case portrait, landscape
    }

    /// Every built-in device, phones then tablets.
    public static let all: [DevicePreset] = {
        func phone(_ name: String, _ w: Double, _ h: Double, top: Double, side: Double, bottom: Double = 34,
                   landscapeBottom: Double = 21) -> DevicePreset
        {
            DevicePreset(name: name, width: w, height: h,
                         portraitInsets: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                         landscapeInsets: EdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side))
        }
        func pad(_ name: String, _ w: Double, _ h: Double) -> DevicePreset {
            // iPads without a home button: status bar 24, home indicator 20, in both orientations.
            let insets = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            return DevicePreset(name: name, width: w, height: h, portraitInsets: insets, landscapeInsets: insets)
        }
        return [
            // The SE has a home button: a 20 pt status bar in portrait, which hides in landscape.
            phone("iPhone SE (3rd generation)", 375, 667, top: 20, side: 0, bottom: 0, landscapeBottom: 0),
            phone("iPhone 13 mini", 375, 812, top: 50, side: 50),
            phone("iPhone 14", 390, 844, top: 47, side: 47),
            phone("iPhone 15", 393, 852, top: 59, side: 59),
            phone("iPhone 15 Pro", 393, 852, top: 59, side: 59),
            phone("iPhone 15 Pro Max", 430, 932, top: 59, side: 59),
            phone("iPhone 16", 393, 852, top: 59, side: 59),
            phone("iPhone 16 Pro", 402, 874, top: 62, side: 62),
            phone("iPhone 16 Pro Max", 440, 956, top: 62, side: 62),
            pad("iPad mini", 744, 1133),
            pad("iPad Air 11\"", 820, 1180),
            pad("iPad Pro 11\"", 834, 1210),
            pad("iPad Pro 13\"", 1032, 1376),
        ]
    }()

    /// The iPhone SE (3rd generation): 375 × 667, a 20 pt status bar in portrait.
    public static var iPhoneSE: DevicePreset { named("iPhone SE")! }
    /// The iPhone 13 mini: 375 × 812.
    public static var iPhone13mini: DevicePreset { named("iPhone 13 mini")! }
    /// The iPhone 14: 390 × 844.
    public static var iPhone14: DevicePreset { named("iPhone 14")! }
    /// The iPhone 15: 393 × 852, the Dynamic Island's 59 pt inset.
    public static var iPhone15: DevicePreset { named("iPhone 15")! }
    /// The iPhone 15 Pro Max: 430 × 932.
    public static var iPhone15ProMax: DevicePreset { named("iPhone 15 Pro Max")! }
    /// The iPhone 16 Pro: 402 × 874.
    public static var iPhone16Pro: DevicePreset { named("iPhone 16 Pro")! }
    /// The iPad mini: 744 × 1133.
    public static var iPadMini: DevicePreset { named("iPad mini")! }
    /// The iPad Pro 13": 1032 × 1376.
    public static var iPadPro13: DevicePreset { named("iPad Pro 13\"")! }

    /// Other spellings: `iPhone SE`, `iPad Air 11-inch`.
    static let aliases: [String: String] = [
        "iphone se": "iPhone SE (3rd generation)",
        "iphone se 3": "iPhone SE (3rd generation)",
        "iphone se 3rd generation": "iPhone SE (3rd generation)",
    ]

    /// The device called `name`, ignoring case, quotes, `-inch` and extra spaces.
    public static func named(_ name: String) -> DevicePreset? {
        let key = normalized(name)
        if let alias = aliases[key] { return all.first { $0.name == alias } }
        return all.first { normalized($0.name) == key }
    }

    static func normalized(_ name: String) -> String {
        var text = name.lowercased()
        for noise in ["\"", "”", "″", "-inch", " inch", "(", ")"] { text = text.replacingOccurrences(of: noise, with: "") }
        return text.split(separator: " ").joined(separator: " ")
    }
}
