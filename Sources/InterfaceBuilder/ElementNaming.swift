import Foundation

/// The names developers recognise: the document outline's label
/// (`userLabel`), else the class with the text shown (`UILabel "Welcome"`),
/// else the class and the IB id (`UIView 8bC-Xf-vdC`). Stable: they depend
/// only on the file.
enum ElementNaming {
    static func name(of element: IBElement) -> String {
        if let label = element["userLabel"], !label.isEmpty { return label }
        // The class alone, which no tools version changes.
        let className = element["customClass"] ?? ViewKind.of(element, toolsVersion: 0).className
        if let text = shownText(of: element) {
            let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
            let short = line.count > 24 ? String(line.prefix(23)) + "…" : line
            return "\(className) \"\(short)\""
        }
        return "\(className) \(element["id"] ?? "?")"
    }

    /// A scene's root: a view controller's view is "View" in Xcode's
    /// document outline (its custom class if it has one); a xib's top-level
    /// view is named as any view.
    static func rootName(of element: IBElement, inController: Bool) -> String {
        guard inController, element["userLabel"]?.isEmpty ?? true else { return name(of: element) }
        return element["customClass"] ?? "View"
    }
}
