import Foundation

/// The names developers recognise: the document outline's label
/// (`userLabel`), else the class with the text shown (`UILabel "Welcome"`),
/// else with the image shown (`UIImageView avatar`), else the class and the
/// IB id (`UIView 8bC-Xf-vdC`). Stable: they depend only on the file.
enum ElementNaming {
    static func name(of element: IBElement) -> String {
        if let label = element["userLabel"], !label.isEmpty { return label }
        let className = className(of: element)
        if let text = shownText(of: element) {
            let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
            return "\(className) \"\(shortened(line))\""
        }
        // An image view, or a button with an image and no title, by its
        // image, as Xcode's outline names an image view: "UIImageView
        // avatar" says which it is where its id says nothing.
        if let image = shownImage(of: element) { return "\(className) \(image)" }
        // A system button that draws its own glyph, by its type.
        if element.name == "button", let type = element["buttonType"], SceneBuilder.systemButtonGlyphs[type] != nil {
            return "\(className) \(type)"
        }
        return idName(of: element)
    }

    /// The name of last resort: the class and the IB id.
    static func idName(of element: IBElement) -> String {
        "\(className(of: element)) \(element["id"] ?? "?")"
    }

    /// The class alone, which no tools version changes.
    private static func className(of element: IBElement) -> String {
        element["customClass"] ?? ViewKind.of(element, toolsVersion: 0).className
    }

    /// The image an image view or a button shows, shortened for a name.
    static func shownImage(of element: IBElement) -> String? {
        shownImageSource(of: element).map { shortened($0.name) }
    }

    /// The image an image view or a button shows and the element that
    /// names it (whose `catalog` says whether it is an SF Symbol): an image
    /// view's `image`; a configured button's configuration's, as UIKit
    /// shows it (not its normal state's), else its normal state's; each an
    /// attribute or, as Xcode 13 on writes a symbol with its configuration,
    /// an `<imageReference key="image">` (a mail app's `circle.fill` dot
    /// and `chevron.forward` buttons were named by their ids).
    static func shownImageSource(of element: IBElement) -> (source: IBElement, name: String)? {
        let holders: [IBElement?] = switch element.name {
        case "imageView": [element]
        case "button": element.child("buttonConfiguration").map { [$0] } ?? [element.child("state", key: "normal")]
        default: []
        }
        for case let holder? in holders {
            for source in [holder, holder.child("imageReference", key: "image")].compactMap({ $0 }) {
                if let name = source["image"]?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty {
                    return (source, name)
                }
            }
        }
        return nil
    }

    /// `words` cut to 24 characters at most, the last an ellipsis, where
    /// longer (with no space left before it).
    private static func shortened(_ words: String) -> String {
        guard words.count > 24 else { return words }
        let cut = words.prefix(23)
        return String(cut.prefix(cut.count - (cut.reversed().prefix { $0.isWhitespace }.count))) + "…"
    }

    /// A scene's root: a view controller's view is "View" in Xcode's
    /// document outline (its custom class if it has one); a xib's top-level
    /// view is named as any view.
    static func rootName(of element: IBElement, inController: Bool) -> String {
        guard inController, element["userLabel"]?.isEmpty ?? true else { return name(of: element) }
        return element["customClass"] ?? "View"
    }
}
