import Foundation

/// A font, as `UIFont`: only its size reaches the layout. Text is measured
/// and drawn with the renderer's one font (DejaVu Sans), regular or bold.
public final class UIFont: NSObject, @unchecked Sendable {
    /// The size in points.
    public let pointSize: CGFloat
    /// Whether the font is bold; bold text is drawn bold but measured as regular.
    public let isBold: Bool

    init(size: CGFloat, bold: Bool) {
        pointSize = size
        isBold = bold
    }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, bold: false) }
    /// The system font at `fontSize` with a weight; weights from semibold up are bold.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(size: fontSize, bold: weight.rawValue >= Weight.semibold.rawValue)
    }
    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, bold: true) }
    /// The size iOS gives a text style at the default Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(size: style.pointSize, bold: style == .headline)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, bold: isBold) }

    /// `UIFont.Weight`.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
    }

    /// `UIFont.TextStyle`, with iOS's default sizes.
    public enum TextStyle: Sendable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }
    }
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}
