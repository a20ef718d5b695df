import Foundation
import Layout

/// The colours a document stores, read as the light appearance shows them.
///
/// A `<color>` element holds its components (`red`/`green`/`blue` or
/// `white`, and `alpha`, in sRGB, generic RGB, Display P3 or a grey space:
/// all read as sRGB, near enough for the pale tints a picture draws), or
/// names a colour: UIKit's (`systemColor`, `cocoaTouchSystemColor`, or
/// `name` in the `System` catalogue) or the app's asset catalogue's
/// (`name`). The document's `<resources>` list the values Xcode resolved
/// for the names it uses, and those are taken first; a system colour
/// missing there (files before Xcode 12 list none) has UIKit's light value
/// (``SystemColors``). A colour of the app's that is not listed (its asset
/// catalogue is not in the file) is unknown: the view is drawn clear, as
/// before colours were read, rather than in a guessed colour.
struct StoredColors {
    /// The app's named colours `<resources>` lists, by name.
    let named: [String: Color]
    /// The system colours `<resources>` lists, by name (`systemBlueColor`).
    let system: [String: Color]

    /// The colours listed in a document's `<resources>` element.
    init(resources: IBElement?) {
        var named: [String: Color] = [:], system: [String: Color] = [:]
        for entry in resources?.children ?? [] {
            guard let name = entry["name"], let value = entry.child("color").flatMap(Self.components) else { continue }
            switch entry.name {
            case "namedColor": named[name] = value
            case "systemColor": system[name] = value
            default: break
            }
        }
        self.named = named
        self.system = system
    }

    /// The colour of `element`'s `<color key="key">` child, nil when it
    /// has none (`<nil key=…>`, or the property left at its default) or
    /// names a colour that is not known.
    func color(_ key: String, of element: IBElement) -> Color? {
        element.children("color").first { $0["key"] == key }.flatMap(color)
    }

    /// The colour a `<color>` element stands for.
    func color(_ element: IBElement) -> Color? {
        // Xcode writes a system colour's resolved components beside its
        // name in some files (`systemColor="systemGreenColor" red=…`):
        // they are what it drew.
        if let value = Self.components(element) { return value }
        for attribute in ["systemColor", "cocoaTouchSystemColor"] {
            if let name = element[attribute] { return systemColor(name) }
        }
        guard let name = element["name"] else { return nil }
        if element["catalog"] == "System" { return systemColor(name) }
        return named[name]
    }

    private func systemColor(_ name: String) -> Color? {
        system[name] ?? SystemColors.light[name] ?? SystemColors.light[name + "Color"]
    }

    /// The colour written as components, nil when the element has none or
    /// they are not numbers. Values outside 0...1 (extended sRGB) are
    /// clamped.
    static func components(_ element: IBElement) -> Color? {
        func value(_ name: String) -> Double? {
            guard let number = element[name].flatMap(Double.init), number.isFinite else { return nil }
            return min(max(number, 0), 1)
        }
        let alpha = element["alpha"] == nil ? 1 : value("alpha")
        guard let alpha else { return nil }
        if let red = value("red"), let green = value("green"), let blue = value("blue") {
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let white = value("white") { return Color(red: white, green: white, blue: white, alpha: alpha) }
        return nil
    }
}
