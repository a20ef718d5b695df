import Layout

/// A colour of a ``Style`` with the name of what it is for: `constraint`,
/// `broken`, `page`. Writers that name colours (the SVG's CSS custom
/// properties) use these names, so that a reader restyles a picture by role.
public struct NamedColor: Hashable, Sendable {
    /// A CSS identifier: lower case words joined by hyphens.
    public var name: String
    public var color: Color

    public init(name: String, color: Color) {
        self.name = name
        self.color = color
    }
}

extension Style {
    /// The style's colours by role. Where two roles share a colour the first
    /// names it, so constraints and diagnostics come first: the roles a reader
    /// restyles most.
    public var colorNames: [NamedColor] {
        [
            NamedColor(name: "constraint", color: satisfied),
            NamedColor(name: "broken", color: broken),
            NamedColor(name: "ambiguous", color: ambiguous),
            NamedColor(name: "unsatisfied", color: unsatisfied),
            NamedColor(name: "reference", color: reference),
            NamedColor(name: "ink", color: ink),
            NamedColor(name: "page", color: background),
            NamedColor(name: "root-fill", color: rootFill),
            NamedColor(name: "root-outline", color: rootOutline),
            NamedColor(name: "view-outline", color: viewOutline),
            NamedColor(name: "guide", color: guideColor),
            NamedColor(name: "highlight", color: highlightColor),
            NamedColor(name: "hatch", color: hatchColor),
            NamedColor(name: "overflow", color: overflowColor),
            NamedColor(name: "ink-on-dark", color: inkOnDark),
            NamedColor(name: "label-plate", color: labelPlate),
        ]
    }
}
