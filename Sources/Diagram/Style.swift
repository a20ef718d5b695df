import Foundation
import Layout

/// The look of a diagram: colours, line widths, type sizes and spacing.
/// The defaults follow Interface Builder's conventions where it has them
/// (constraints blue, problems orange and red). Saturated colours belong to
/// constraints and diagnostics alone, from the Okabe-Ito set that readers
/// with red-green colour blindness tell apart (blue, vermillion, orange,
/// grey); views are pale tints of their own colour with darker outlines.
public struct Style: Hashable, Sendable {
    /// The page.
    public var background: Color = .white
    /// The root view's fill and outline.
    public var rootFill = Color(red: 0.965, green: 0.965, blue: 0.973)
    public var rootOutline = Color(red: 0.235, green: 0.235, blue: 0.263)
    /// Text drawn on light fills, and on the page.
    public var ink = Color(red: 0.11, green: 0.11, blue: 0.118)
    /// Text drawn on dark fills.
    public var inkOnDark: Color = .white
    /// The outline of a view without a colour of its own.
    public var viewOutline = Color(red: 0.388, green: 0.388, blue: 0.4)
    public var viewOutlineWidth: CGFloat = 1
    /// How much of its own colour a view's fill keeps over white (0…1): pale,
    /// so that no view reads as a constraint's or a diagnostic's colour.
    public var viewTint = 0.3

    /// Layout guides: dashed outline, light tint.
    public var guideColor = Color(red: 0.435, green: 0.435, blue: 0.455)
    public var guideTint = 0.10
    public var guideDash: [CGFloat] = [4, 3]
    /// Hidden views, which still take part in layout: a dotted outline.
    public var hiddenDash: [CGFloat] = [1.5, 2.5]
    /// A highlighted guide's colour (the slider document's blue guide):
    /// reddish purple, which no constraint or diagnostic uses.
    public var highlightColor = Color(red: 0.694, green: 0.325, blue: 0.553)
    public var highlightTint = 0.18

    /// Hatching of margins, dead areas and the unsafe area.
    public var hatchColor = Color(red: 0.45, green: 0.45, blue: 0.47, alpha: 0.7)
    public var hatchSpacing: CGFloat = 6
    public var hatchWidth: CGFloat = 0.75
    /// Content outside the root.
    public var overflowColor = Color(red: 0.835, green: 0.369, blue: 0)

    /// Constraints by how they fared.
    public var satisfied = Color(red: 0, green: 0.447, blue: 0.698)
    public var unsatisfied = Color(red: 0.45, green: 0.45, blue: 0.47)
    public var broken = Color(red: 0.835, green: 0.369, blue: 0)
    public var ambiguous = Color(red: 0.902, green: 0.624, blue: 0)
    /// A reference mark (a size others are multiples of, or a resolved size
    /// shown for information): near-black, as dimensions in a drawing are,
    /// so that it is not read as the grey of a constraint that gives way.
    /// (Not exactly `ink`: an SVG names its colours by value, and text must
    /// stay `--ink`.)
    public var reference = Color(red: 0.16, green: 0.16, blue: 0.17)
    public var constraintWidth: CGFloat = 1.25
    /// Dashes of optional constraints.
    public var optionalDash: [CGFloat] = [5, 3]
    /// Half the length of an I-bar's end caps.
    public var capLength: CGFloat = 4
    /// Plate behind constraint labels.
    public var labelPlate = Color(red: 1, green: 1, blue: 1, alpha: 0.88)

    /// Type sizes, points: at least 11, so that a picture up to 720 pt wide
    /// reads in a 720 px column without text under 11 px.
    public var nameSize: CGFloat = 12
    public var annotationSize: CGFloat = 11
    public var titleSize: CGFloat = 16
    public var captionSize: CGFloat = 12

    /// Space around the content for annotations, and between blocks.
    public var padding: CGFloat = 24
    /// Space between a mark and its label.
    public var labelGap: CGFloat = 3

    /// The default style.
    public init() {}

    /// The default style: white page, blue constraints.
    public static let standard = Style()

    /// A dark page, for slides and dark-mode docs.
    public static let dark: Style = {
        var style = Style()
        style.background = Color(red: 0.11, green: 0.11, blue: 0.118)
        style.rootFill = Color(red: 0.173, green: 0.173, blue: 0.18)
        style.rootOutline = Color(red: 0.6, green: 0.6, blue: 0.62)
        style.ink = Color(red: 0.95, green: 0.95, blue: 0.97)
        style.viewOutline = Color(red: 0.7, green: 0.7, blue: 0.72)
        style.guideColor = Color(red: 0.7, green: 0.7, blue: 0.72)
        style.hatchColor = Color(red: 0.7, green: 0.7, blue: 0.72, alpha: 0.6)
        style.satisfied = Color(red: 0.337, green: 0.706, blue: 0.914)
        style.labelPlate = Color(red: 0.11, green: 0.11, blue: 0.118, alpha: 0.85)
        style.reference = Color(red: 0.88, green: 0.88, blue: 0.9)
        return style
    }()

    /// Black and grey only, for print: status shows in the label, not the colour.
    public static let monochrome: Style = {
        var style = Style()
        style.satisfied = Color(red: 0.1, green: 0.1, blue: 0.1)
        style.broken = Color(red: 0.1, green: 0.1, blue: 0.1)
        style.ambiguous = Color(red: 0.3, green: 0.3, blue: 0.3)
        style.highlightColor = Color(red: 0.2, green: 0.2, blue: 0.2)
        style.overflowColor = Color(red: 0.2, green: 0.2, blue: 0.2)
        return style
    }()

    /// The styles by the names scene files and the command line use.
    public static let named: [String: Style] = ["standard": .standard, "dark": .dark, "monochrome": .monochrome]
}

extension Style {
    /// The width of the column a figure is published in: a blog's, a doc page's.
    public static let columnWidth: CGFloat = 720

    /// The style with its type sizes grown for a scene `width` points wide,
    /// so that a picture wider than the column (which is shown shrunk to it)
    /// still has no text smaller than its sizes in the column. The estimate
    /// allows for the padding and for marks and labels beside the root.
    public func readable(atWidth width: CGFloat) -> Style {
        let estimate = width + 2 * padding + 80
        guard width.isFinite, estimate > Self.columnWidth else { return self }
        return withType(grownBy: estimate / Self.columnWidth)
    }

    /// Whether a picture `width` points wide in this style, shown shrunk to
    /// the column where it is wider, has none of its type smaller there than
    /// in `base` (the style it was grown from).
    public func isReadable(atWidth width: CGFloat, base: Style) -> Bool {
        readability(atWidth: width, base: base) >= 1 - 1e-9
    }

    /// How large this style's type reads, shown in the column at `width`,
    /// against `base`'s: the least ratio over its sizes (1 or more: readable).
    public func readability(atWidth width: CGFloat, base: Style) -> CGFloat {
        let shrink = width.isFinite && width > Self.columnWidth ? Self.columnWidth / width : 1
        let pairs = [(nameSize, base.nameSize), (annotationSize, base.annotationSize), (titleSize, base.titleSize),
                     (captionSize, base.captionSize)]
        return pairs.map { size, wanted in size * shrink / wanted }.min() ?? 1
    }

    /// The style with its type sizes `factor` times as large, rounded up to
    /// half points: for a picture that will be shown shrunk by `1 / factor`.
    public func withType(grownBy factor: CGFloat) -> Style {
        guard factor.isFinite, factor > 1 else { return self }
        func grown(_ size: CGFloat) -> CGFloat { (size * factor * 2).rounded(.up) / 2 }
        var style = self
        style.nameSize = grown(nameSize)
        style.annotationSize = grown(annotationSize)
        style.titleSize = grown(titleSize)
        style.captionSize = grown(captionSize)
        return style
    }
}
