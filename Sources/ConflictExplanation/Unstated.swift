import ConflictLog
import Foundation

/// What a report's constraints rest on that the log does not print: the
/// sizes of content (a label's text, an image), where UIKit's guides sit in
/// their views (margins, the safe area, a keyboard or layout guide), and the
/// stack views' own spacers. When the constraints read hold together, the
/// conflict lies in one of these; naming them tells the reader where to look.
enum Unstated {
    /// A sentence for each kind of thing unstated, with the items it
    /// concerns named as the explanation names them, in the log's order.
    static func quantities(in report: ConflictReport, name: (LoggedItem) -> String) -> [String] {
        var content: [String] = [], guides: [String] = [], spacers: [String] = []
        var seen: Set<String> = []
        let items = report.constraints.flatMap { [$0.first.item] + ($0.second.map { [$0.item] } ?? []) }
        for item in items where seen.insert(item.key).inserted {
            let className = item.className ?? ""
            let shown = name(item)
            if className.hasSuffix("LayoutSpacer") {
                spacers.append(shown)
            } else if className.hasSuffix("LayoutGuide") || item.text.map(isGuideIdentifier) == true {
                guides.append(describeGuide(item, shown: shown))
            } else if hasContentSize(className) {
                content.append(shown)
            }
        }
        var sentences: [String] = []
        if !content.isEmpty { sentences.append("the intrinsic content size of " + list(content)) }
        if !guides.isEmpty { sentences.append(list(guides)) }
        if !spacers.isEmpty { sentences.append("the extent of " + list(spacers) + " (a stack view's own spacers)") }
        return sentences
    }

    /// Classes whose size comes from their content (text, an image, a
    /// control's fixed height), which a conflict log never prints.
    static func hasContentSize(_ className: String) -> Bool {
        let base = className.split(separator: ".").last.map(String.init) ?? className
        return ["Label", "Button", "ImageView", "TextField", "TextView", "Switch", "Slider", "SegmentedControl",
                "Stepper", "ActivityIndicatorView", "ProgressView", "PageControl", "ModernBarButton"]
            .contains { base.hasSuffix($0) }
    }

    private static func isGuideIdentifier(_ text: String) -> Bool {
        text.hasPrefix("UIView") && text.hasSuffix("Guide")
    }

    /// What is unknown about a guide: how far its view's margins or safe
    /// area are inset, or where it sits at all.
    private static func describeGuide(_ item: LoggedItem, shown: String) -> String {
        switch item.text ?? "" {
        case "UIViewLayoutMarginsGuide": return "the layout margins (UIViewLayoutMarginsGuide)"
        case "UIViewSafeAreaLayoutGuide": return "the safe-area insets (UIViewSafeAreaLayoutGuide)"
        case "UIViewReadableContentGuide": return "the readable width (UIViewReadableContentGuide)"
        default:
            if item.className == "_UILayoutGuide" {
                return "the length of \(shown) (a view controller's top or bottom layout guide)"
            }
            return "where \(shown) sits"
        }
    }

    private static func list(_ names: [String]) -> String {
        let shown = names.count > 4 ? Array(names.prefix(4)) + ["\(names.count - 4) more"] : names
        guard shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }
}
