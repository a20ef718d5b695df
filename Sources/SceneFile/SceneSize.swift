import Foundation
import Layout

/// A size to lay a scene out at: the root's width and height in points and
/// the safe-area insets that go with it (a device in one orientation, or a
/// plain `375x667`).
public struct SceneSize: Hashable, Sendable, CustomStringConvertible {
    /// How captions name it: `375x667`, `iPhone 15 landscape`.
    public var name: String
    /// The root's width in points.
    public var width: Double
    /// The root's height in points.
    public var height: Double
    /// The root's safe-area insets at this size.
    public var safeAreaInsets: EdgeInsets

    /// Creates a size; the name defaults to `WIDTHxHEIGHT`.
    public init(name: String? = nil, width: Double, height: Double, safeAreaInsets: EdgeInsets = .zero) {
        self.name = name ?? "\(SizeName.format(width))x\(SizeName.format(height))"
        self.width = width
        self.height = height
        self.safeAreaInsets = safeAreaInsets
    }

    /// The name.
    public var description: String { name }
}

enum SizeName {
    /// `375`, `812.5`: whole numbers without `.0`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
