import Foundation

/// A colour as red, green, blue and alpha components in 0...1, for the
/// diagram. Plain data: the layout never draws.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0...1.
    public var alpha: Double

    /// Creates a colour from components in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The same colour at another opacity, as `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// UIKit's system red.
    public static let red = Color(red: 1, green: 0.231, blue: 0.188)
    /// UIKit's system blue.
    public static let blue = Color(red: 0, green: 0.478, blue: 1)
    /// UIKit's system green.
    public static let green = Color(red: 0.204, green: 0.780, blue: 0.349)
    /// UIKit's system orange.
    public static let orange = Color(red: 1, green: 0.584, blue: 0)
    /// UIKit's system yellow.
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    /// UIKit's system purple.
    public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)
    /// UIKit's system gray.
    public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// `rgba(1, 0.231, 0.188, 1)`.
    public var description: String {
        "rgba(\(formatted(red)), \(formatted(green)), \(formatted(blue)), \(formatted(alpha)))"
    }
}

/// The outline the diagram draws a view with.
public enum Shape: Hashable, Sendable {
    /// The frame itself.
    case rectangle
    /// The frame with rounded corners of the given radius.
    case roundedRectangle(cornerRadius: CGFloat)
    /// The ellipse inscribed in the frame (a circle for a square frame).
    case oval
}
