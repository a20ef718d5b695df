import Foundation
import Layout

/// The look of a diagram: colours, line widths, type sizes and spacing.
/// The defaults follow Interface Builder's conventions where it has them
/// (constraints blue, problems orange and red) and keep everything else quiet
/// so that the views carry the picture.
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

    /// Layout guides: dashed outline, light tint.
    public var guideColor = Color(red: 0.435, green: 0.435, blue: 0.455)
    public var guideTint = 0.10
    public var guideDash: [CGFloat] = [4, 3]
    /// A highlighted guide's colour (the blue guide of the slider document).
    public var highlightColor: Color = .blue
    public var highlightTint = 0.18

    /// Hatching of margins, dead areas and the unsafe area.
    public var hatchColor = Color(red: 0.45, green: 0.45, blue: 0.47, alpha: 0.7)
    public var hatchSpacing: CGFloat = 6
    public var hatchWidth: CGFloat = 0.75
    /// Content outside the root.
    public var overflowColor = Color(red: 1, green: 0.231, blue: 0.188, alpha: 0.8)

    /// Constraints by how they fared.
    public var satisfied: Color = .blue
    public var unsatisfied = Color(red: 0.557, green: 0.557, blue: 0.576)
    public var broken: Color = .red
    public var ambiguous: Color = .orange
    /// A reference mark (a size others are multiples of).
    public var reference = Color(red: 0.35, green: 0.35, blue: 0.38)
    public var constraintWidth: CGFloat = 1.25
    /// Dashes of optional constraints.
    public var optionalDash: [CGFloat] = [5, 3]
    /// Half the length of an I-bar's end caps.
    public var capLength: CGFloat = 4
    /// Plate behind constraint labels.
    public var labelPlate = Color(red: 1, green: 1, blue: 1, alpha: 0.88)

    /// Type sizes, points.
    public var nameSize: CGFloat = 11
    public var annotationSize: CGFloat = 10
    public var titleSize: CGFloat = 15
    public var captionSize: CGFloat = 11

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
        style.satisfied = Color(red: 0.039, green: 0.518, blue: 1)
        style.labelPlate = Color(red: 0.11, green: 0.11, blue: 0.118, alpha: 0.85)
        style.reference = Color(red: 0.75, green: 0.75, blue: 0.78)
        return style
    }()

    /// Black and grey only, for print: status shows in the label, not the colour.
    public static let monochrome: Style = {
        var style = Style()
        style.satisfied = Color(red: 0.1, green: 0.1, blue: 0.1)
        style.broken = Color(red: 0.1, green: 0.1, blue: 0.1)
        style.ambiguous = Color(red: 0.3, green: 0.3, blue: 0.3)
        style.highlightColor = Color(red: 0.2, green: 0.2, blue: 0.2)
        style.overflowColor = Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.8)
        return style
    }()

    /// The styles by the names scene files and the command line use.
    public static let named: [String: Style] = ["standard": .standard, "dark": .dark, "monochrome": .monochrome]
}
