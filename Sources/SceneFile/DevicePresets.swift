import Foundation
import Layout

/// The devices a scene file may name (`device: iPhone 15`), with their
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

    /// The size in portrait, named `NAME portrait`.
    public var portrait: SceneSize {
        SceneSize(name: "\(name) portrait", width: width, height: height, safeAreaInsets: portraitInsets)
    }

    /// The size in landscape, named `NAME landscape`.
    public var landscape: SceneSize {
        SceneSize(name: "\(name) landscape", width: height, height: width, safeAreaInsets: landscapeInsets)
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
