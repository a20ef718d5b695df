import Foundation
import Layout

/// A colour, as `UIColor`: the system colours and `init(red:green:blue:alpha:)`.
/// Views are filled with it in pictures.
public final class UIColor: NSObject, @unchecked Sendable {
    /// The colour the diagram draws.
    public let color: Color

    /// A colour from components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// A grey of `white` brightness.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    init(_ color: Color) { self.color = color }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.withAlphaComponent(Double(alpha))) }

    public override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
    public override var hash: Int { color.hashValue }
    public override var description: String { "UIColor(\(color))" }

    // The system colours in their light-mode values, as iOS 17 gives them.
    public static var systemBlue: UIColor { UIColor(.blue) }
    public static var systemRed: UIColor { UIColor(.red) }
    public static var systemGreen: UIColor { UIColor(.green) }
    public static var systemOrange: UIColor { UIColor(.orange) }
    public static var systemYellow: UIColor { UIColor(.yellow) }
    public static var systemPurple: UIColor { UIColor(.purple) }
    public static var systemGray: UIColor { UIColor(.gray) }
    public static var systemPink: UIColor { UIColor(Color(red: 1, green: 0.176, blue: 0.333)) }
    public static var systemTeal: UIColor { UIColor(Color(red: 0.188, green: 0.690, blue: 0.780)) }
    public static var systemIndigo: UIColor { UIColor(Color(red: 0.345, green: 0.337, blue: 0.839)) }
    public static var systemBackground: UIColor { UIColor(.white) }
    public static var label: UIColor { UIColor(.black) }
    // The fixed colours.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var black: UIColor { UIColor(.black) }
    public static var white: UIColor { UIColor(.white) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public static var clear: UIColor { UIColor(.clear) }
}
