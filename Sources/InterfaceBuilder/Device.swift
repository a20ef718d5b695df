import Foundation
import Layout

/// A device Interface Builder lays documents out for ("View As"): its screen
/// in portrait, and the insets its status bar, notch and home indicator take.
public struct Device: Hashable, Sendable {
    /// Interface Builder's id: `retina6_1`, `ipad9_7`.
    public let id: String
    /// A name people know.
    public let name: String
    /// The screen in portrait, in points.
    public let portrait: CGSize
    /// The kind of screen edge, which decides the bars and insets.
    public let screen: Screen
    /// Whether a landscape iPhone of this size is regular width (Plus, Max, XR class).
    public let isWideLandscapePhone: Bool

    /// What the screen's edges look like.
    public enum Screen: Hashable, Sendable {
        /// A home button: a 20-point status bar, no other insets.
        case classic
        /// A notch: status bar of the given height, home indicator, side insets in landscape.
        case notch(statusBar: CGFloat)
        /// A Dynamic Island: a status bar of the given height (59, 62 on the
        /// iPhone 16 Pro), side insets as deep in landscape.
        case island(statusBar: CGFloat)
        /// An iPad (rounded: a 24-point status bar and a 20-point home indicator).
        case pad(rounded: Bool)
        /// A television: no bars; the safe area keeps 60 points from the
        /// top and bottom and 80 from the sides, clear of overscan.
        case television
    }

    /// Whether it is an iPad.
    public var isPad: Bool { if case .pad = screen { true } else { false } }
    /// Whether it is an Apple TV.
    public var isTelevision: Bool { screen == .television }
    /// Whether it is a phone with a notch or a Dynamic Island.
    var hasSensorHousing: Bool {
        switch screen {
        case .notch, .island: true
        case .classic, .pad, .television: false
        }
    }
    /// Whether it is a phone with a home button (a 20-point status bar, no notch).
    public var hasHomeButton: Bool { if case .classic = screen { true } else { false } }
    /// Whether its screen has square corners and a home button, phone or
    /// iPad: no home indicator below.
    var hasSquareCorners: Bool {
        switch screen {
        case .classic, .pad(rounded: false): true
        case .notch, .island, .pad(rounded: true), .television: false
        }
    }

    /// The devices known, by Interface Builder id.
    public static let all: [Device] = [
        Device(id: "retina3_5", name: "iPhone 4s", portrait: CGSize(width: 320, height: 480), screen: .classic, isWideLandscapePhone: false),
        Device(id: "retina4_0", name: "iPhone SE (1st)", portrait: CGSize(width: 320, height: 568), screen: .classic, isWideLandscapePhone: false),
        Device(id: "retina4_7", name: "iPhone 8", portrait: CGSize(width: 375, height: 667), screen: .classic, isWideLandscapePhone: false),
        Device(id: "retina5_5", name: "iPhone 8 Plus", portrait: CGSize(width: 414, height: 736), screen: .classic, isWideLandscapePhone: true),
        Device(id: "retina5_9", name: "iPhone X", portrait: CGSize(width: 375, height: 812), screen: .notch(statusBar: 44), isWideLandscapePhone: false),
        Device(id: "retina5_8", name: "iPhone 12 mini", portrait: CGSize(width: 375, height: 812), screen: .notch(statusBar: 50), isWideLandscapePhone: false),
        Device(id: "retina6_1", name: "iPhone 11", portrait: CGSize(width: 414, height: 896), screen: .notch(statusBar: 44), isWideLandscapePhone: true),
        Device(id: "retina6_5", name: "iPhone 11 Pro Max", portrait: CGSize(width: 414, height: 896), screen: .notch(statusBar: 44), isWideLandscapePhone: true),
        Device(id: "retina6_0", name: "iPhone 12", portrait: CGSize(width: 390, height: 844), screen: .notch(statusBar: 47), isWideLandscapePhone: false),
        Device(id: "retina6_7", name: "iPhone 12 Pro Max", portrait: CGSize(width: 428, height: 926), screen: .notch(statusBar: 47), isWideLandscapePhone: true),
        Device(id: "retina6_12", name: "iPhone 14 Pro", portrait: CGSize(width: 393, height: 852), screen: .island(statusBar: 59), isWideLandscapePhone: false),
        Device(id: "retina6_72", name: "iPhone 14 Pro Max", portrait: CGSize(width: 430, height: 932), screen: .island(statusBar: 59), isWideLandscapePhone: true),
        Device(id: "retina6_3", name: "iPhone 16 Pro", portrait: CGSize(width: 402, height: 874), screen: .island(statusBar: 62), isWideLandscapePhone: false),
        Device(id: "retina6_9", name: "iPhone 16 Pro Max", portrait: CGSize(width: 440, height: 956), screen: .island(statusBar: 62), isWideLandscapePhone: true),
        Device(id: "ipad9_7", name: "iPad", portrait: CGSize(width: 768, height: 1024), screen: .pad(rounded: false), isWideLandscapePhone: false),
        Device(id: "ipad7_9", name: "iPad mini", portrait: CGSize(width: 768, height: 1024), screen: .pad(rounded: false), isWideLandscapePhone: false),
        Device(id: "ipad10_2", name: "iPad (10.2-inch)", portrait: CGSize(width: 810, height: 1080), screen: .pad(rounded: false), isWideLandscapePhone: false),
        Device(id: "ipad10_5", name: "iPad Pro (10.5-inch)", portrait: CGSize(width: 834, height: 1112), screen: .pad(rounded: false), isWideLandscapePhone: false),
        Device(id: "ipad10_9rounded", name: "iPad Air (4th)", portrait: CGSize(width: 820, height: 1180), screen: .pad(rounded: true), isWideLandscapePhone: false),
        // The ids Xcode writes for the 11-inch and the 13-inch iPad Pro (a
        // streaming client's 834 × 1194 roots; a messenger's 1032 × 1376 ones).
        Device(id: "ipad11_0rounded", name: "iPad Pro (11-inch)", portrait: CGSize(width: 834, height: 1194), screen: .pad(rounded: true), isWideLandscapePhone: false),
        Device(id: "iPad13_0rounded", name: "iPad Pro (13-inch)", portrait: CGSize(width: 1032, height: 1376), screen: .pad(rounded: true), isWideLandscapePhone: false),
        Device(id: "ipad12_9", name: "iPad Pro (12.9-inch)", portrait: CGSize(width: 1024, height: 1366), screen: .pad(rounded: false), isWideLandscapePhone: false),
        Device(id: "ipad12_9rounded", name: "iPad Pro (12.9-inch, 3rd)", portrait: CGSize(width: 1024, height: 1366), screen: .pad(rounded: true), isWideLandscapePhone: false),
        Device(id: "appleTV", name: "Apple TV", portrait: CGSize(width: 1920, height: 1080), screen: .television, isWideLandscapePhone: false),
    ]

    /// The device with that Interface Builder id, or a name that matches
    /// (`retina4_0`, `iphone-se` is not guessed: give the id).
    public static func named(_ id: String) -> Device? {
        all.first { $0.id == id || $0.name.lowercased() == id.lowercased() }
    }

    /// The screen size in an orientation.
    public func size(landscape: Bool) -> CGSize {
        // A television's screen is wide whatever its files say (Xcode 8
        // and 9 wrote `orientation="landscape"` for Apple TV).
        landscape && !isTelevision ? CGSize(width: portrait.height, height: portrait.width) : portrait
    }

    /// The size classes in an orientation, as UIKit gives them.
    public func traits(landscape: Bool) -> SizeClasses {
        if isPad || isTelevision { return SizeClasses(width: .regular, height: .regular) }
        if landscape { return SizeClasses(width: isWideLandscapePhone ? .regular : .compact, height: .compact) }
        return SizeClasses(width: .compact, height: .regular)
    }

    /// The safe-area insets of the screen itself (status bar, notch, home
    /// indicator) for a document saved by `toolsVersion`. Measured from
    /// stored frames: Xcode 11 to 14.2 (tools 14800–21699: 11's betas, the
    /// first to write a device's `appearance`, are 148xx; 14.2's 21507
    /// still) drew no status bar on classic phones, which Xcode 14.3
    /// (21701) has again, and Xcode 14 (21000 on) gave some notched phones
    /// their true status-bar heights.
    /// `.infinity` gives the heights of today's systems, for laying a
    /// document out on another device.
    ///
    /// Xcode 16.3 to 26 (tools 23727 to 25094) drew a notched or island
    /// phone's portrait insets twice over: views pinned to the safe area
    /// stored 118 pt down and 68 up on an iPhone 15 (59 and 34 twice), 96
    /// down on an iPhone 11, in six projects (every such file but one of an
    /// Xcode 26 beta, tools 24093.7); Xcode 16.2's files (23504) and the
    /// "32700" ones have them once.
    public func screenInsets(landscape: Bool, toolsVersion: Double) -> EdgeInsets {
        let insets = singleScreenInsets(landscape: landscape, toolsVersion: toolsVersion)
        guard Self.drawsInsetsTwice(toolsVersion), !landscape, hasSensorHousing else { return insets }
        return EdgeInsets(top: insets.top * 2, left: insets.left, bottom: insets.bottom * 2, right: insets.right)
    }

    /// Whether a document saved by `toolsVersion` has a notched or island
    /// phone's portrait insets twice over (``screenInsets(landscape:toolsVersion:)``).
    static func drawsInsetsTwice(_ toolsVersion: Double) -> Bool {
        (23700..<26000).contains(toolsVersion)
    }

    /// The screen's insets as the device has them.
    private func singleScreenInsets(landscape: Bool, toolsVersion: Double) -> EdgeInsets {
        let modern = toolsVersion >= 21000
        switch screen {
        case .classic:
            let bar: CGFloat = (ViewKind.xcode11..<ViewKind.xcode14_3).contains(toolsVersion) || landscape ? 0 : 20
            return EdgeInsets(top: bar, left: 0, bottom: 0, right: 0)
        case .notch(let statusBar):
            // Before Xcode 14 every notched phone had the X's 44 pt (an
            // iPhone 12 Pro Max's bar stored at y 44 by Xcode 13).
            var top = modern ? statusBar : 44
            // The 375 × 812 phone: 50 pt from Xcode 14.3, 47 in Xcode 14.0
            // to 14.2 (a text-to-image app's four files, Xcode 14.2: views
            // pinned to the safe area's top stored 47 pt down). Xcode 14.3
            // changed other insets too (landscape, the home indicator).
            if modern && id == "retina5_9" { top = toolsVersion < ViewKind.xcode14_3 ? 47 : 50 }
            if modern && id == "retina6_1" { top = 48 }
            // Turned, the notch's depth is on either side: Xcode 14.3 on
            // stores an iPhone 11's landscape views 48 pt in, an iPhone 12's
            // 47, Xcodes before 14 44 for every notched phone.
            if landscape && !Self.keepsPortraitInsets(toolsVersion) {
                return EdgeInsets(top: 0, left: top, bottom: 21, right: top)
            }
            return EdgeInsets(top: top, left: 0, bottom: 34, right: 0)
        case .island(let statusBar):
            if landscape && !Self.keepsPortraitInsets(toolsVersion) {
                return EdgeInsets(top: 0, left: statusBar, bottom: 21, right: statusBar)
            }
            return EdgeInsets(top: statusBar, left: 0, bottom: 34, right: 0)
        case .pad(let rounded):
            // Xcode 11 to 14.2 draw no status bar on an iPad with a home
            // button either (a popover example's button pinned 34 pt below
            // the safe area stored at 34, Xcode 11; a file client's bar at 0).
            if !rounded && (ViewKind.xcode11..<ViewKind.xcode14_3).contains(toolsVersion) { return .zero }
            // An iPad without one has none from Xcode 11 to 12 (an AR app's
            // note details pinned to the safe area 50 pt down an 11-inch
            // iPad Pro under its navigation bar, Xcode 11; a reader's list
            // at 50 on a 12.9-inch one, Xcode 12), but its home indicator;
            // Xcode 13 draws the 24-pt bar (a VPN's screens at 24).
            let bar: CGFloat = (ViewKind.xcode11..<ViewKind.xcode13).contains(toolsVersion) ? 0 : 24
            return EdgeInsets(top: rounded ? bar : 20, left: 0, bottom: rounded ? 20 : 0, right: 0)
        case .television:
            // An emulator's game details pinned to the safe area stored
            // 80 pt in from the sides and 60 from the top and bottom of a
            // 1920 × 1080 screen (Xcode 15; a label 408 pt below the top
            // layout guide stored at 468, Xcode 9.2), as tvOS 11's overscan
            // margins; tvOS 10 had none (a demo's panels pinned 60 pt below
            // the top layout guide stored at 60, Xcode 8.3, tools 12121).
            return toolsVersion < ViewKind.xcode9 ? .zero : EdgeInsets(top: 60, left: 80, bottom: 60, right: 80)
        }
    }
}

extension Device {
    /// Whether a document saved by `toolsVersion` kept a notched or island
    /// phone's portrait insets in landscape: Xcode 14.0 to 14.2 (tools
    /// 21000–21699) stored landscape scenes with the portrait status bar
    /// above (an iPhone 12's views pinned to the safe area 47 pt down, 79
    /// under a navigation bar), the home indicator's 34 pt below and none at
    /// the sides, in all 11 such files seen; 14.3 (21701) has the sides again.
    static func keepsPortraitInsets(_ toolsVersion: Double) -> Bool {
        (21000..<ViewKind.xcode14_3).contains(toolsVersion)
    }
}

/// A horizontal and a vertical size class, as a trait collection holds them.
public struct SizeClasses: Hashable, Sendable, CustomStringConvertible {
    /// `compact` or `regular`.
    public enum SizeClass: String, Hashable, Sendable {
        case compact, regular
    }

    /// The horizontal size class.
    public var width: SizeClass
    /// The vertical size class.
    public var height: SizeClass

    /// Creates size classes.
    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }

    /// The classes UIKit gives a window of `size`: regular width from 600
    /// points (iPads, and Plus/Max phones in landscape from 736), compact
    /// height below 500 (phones in landscape).
    public init(size: CGSize) {
        width = size.width >= 736 || (size.width >= 600 && size.height >= 600) ? .regular : .compact
        height = size.height < 500 ? .compact : .regular
    }

    /// `wC hR`.
    public var description: String {
        "w\(width == .compact ? "C" : "R") h\(height == .compact ? "C" : "R")"
    }

    /// Whether a variation key such as `heightClass=compact-widthClass=regular`
    /// applies, and how many traits it names (the order to apply them in).
    func matches(variationKey key: String) -> (matches: Bool, specificity: Int)? {
        if key == "default" { return (true, 0) }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let value = SizeClass(rawValue: pair[1]) else { return nil }
            count += 1
            switch pair[0] {
            case "widthClass": if value != width { return (false, count) }
            case "heightClass": if value != height { return (false, count) }
            default: return nil
            }
        }
        return (true, count)
    }
}
