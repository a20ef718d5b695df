/// Which framework printed a report: UIKit's and AppKit's share one shape,
/// and an explanation names the one that broke the constraint.
extension ConflictReport {
    /// `UIKit` or `AppKit`.
    public enum Framework: String, Sendable {
        case uiKit = "UIKit", appKit = "AppKit"
    }

    /// The framework that printed the report, from what it lists: a UIKit
    /// item (`UILabel`, `_UILayoutGuide`) or a `UIView-…` identifier says
    /// UIKit; otherwise an AppKit one (`NSTextField`, `NSView-Encapsulated-…`),
    /// or macOS's "Conflicting constraints detected" form, says AppKit
    /// (a sidebar's `NSTextField` squeezed by its `ItemCell`'s encapsulated
    /// width). A list of custom classes alone is taken as UIKit's.
    public var framework: Framework {
        let classes = constraints.flatMap { [$0.first.item.className, $0.second?.item.className, $0.superview?.className] }
            .compactMap { $0 }
        let identifiers = constraints.compactMap(\.identifier)
        func isUIKit(_ name: String) -> Bool { name.hasPrefix("UI") || name.hasPrefix("_UI") }
        func isAppKit(_ name: String) -> Bool { name.hasPrefix("NS") || name.hasPrefix("_NS") }
        if classes.contains(where: isUIKit) || identifiers.contains(where: isUIKit) {
            return .uiKit
        }
        if isConflictingConstraintsForm || classes.contains(where: isAppKit)
            || identifiers.contains(where: { $0.hasPrefix("NS") }) {
            return .appKit
        }
        return .uiKit
    }
}
