import Foundation

/// The text an element shows: a label's text, a button's title (its
/// configuration's, when it has one, as UIKit shows it), a text field's
/// text or placeholder; plain or attributed, in an attribute or, where it
/// has line breaks, in a `<string>` element. Nil when it shows none.
func shownText(of element: IBElement) -> String? {
    if element.name == "button", let configuration = element.child("buttonConfiguration") {
        // A configured button shows its configuration's title only: the
        // normal state's "Button" that Xcode still writes beside an image
        // button's configuration is not drawn.
        return nonEmpty(storedString("title", of: configuration) ?? attributedString("attributedTitle", of: configuration))
    }
    if let text = nonEmpty(storedString("text", of: element) ?? attributedString("attributedText", of: element)) {
        return text
    }
    if let state = element.children("state").first(where: { $0["key"] == "normal" }),
       let title = nonEmpty(attributedString("attributedTitle", of: state) ?? storedString("title", of: state))
    {
        return title
    }
    if let title = nonEmpty(element["title"]) { return title }
    return nonEmpty(storedString("placeholder", of: element))
}

/// A string property: the attribute `key`, or the `<string key="key">`
/// (or `<mutableString>`) child Xcode writes instead when the text has
/// line breaks, decoded where Xcode wrote it as base64 (text with control
/// characters, which it then leaves out).
func storedString(_ key: String, of element: IBElement) -> String? {
    if let value = element[key] { return withNewlines(value) }
    guard let child = element.children.first(where: {
        IBElement.textElements.contains($0.name) && $0["key"] == key
    }) else { return nil }
    guard child["base64-UTF8"] == "YES" else { return withNewlines(child.text) }
    var encoded = child.text.filter { !$0.isWhitespace }
    encoded += String(repeating: "=", count: (4 - encoded.count % 4) % 4)
    guard let data = Data(base64Encoded: encoded), let decoded = String(data: data, encoding: .utf8) else { return nil }
    return String(decoded.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) || $0 == "\n" })
}

/// `text` with each of its other line and paragraph separators (`\r\n`,
/// `\r`, U+0085, U+2028, U+2029) as `\n`: UIKit breaks a label's lines at
/// every one (a product card's "Naturalia" over "125g", stored with a
/// line separator between them, was drawn as one line).
func withNewlines(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.contains(where: { ["\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }) else { return text }
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
        switch scalar {
        case "\r" where index + 1 < scalars.count && scalars[index + 1] == "\n": continue
        case "\r", "\u{85}", "\u{2028}", "\u{2029}": result.append("\n")
        default: result.append(scalar)
        }
    }
    return String(result)
}

/// The characters of an attributed string property (`<attributedString
/// key="key">`): its runs' contents joined, their styles left out.
func attributedString(_ key: String, of element: IBElement) -> String? {
    guard let string = element.child("attributedString", key: key) else { return nil }
    return string.children("fragment").map { storedString("content", of: $0) ?? "" }.joined()
}

/// The size of an attributed string property's first run's font, nil when
/// it names none.
func attributedFontSize(_ key: String, of element: IBElement) -> CGFloat? {
    let font = element.child("attributedString", key: key)?.children("fragment").first?
        .child("attributes")?.child("font", key: "NSFont")
    guard let size = font?["size"].flatMap(Double.init), size.isFinite, size > 0, size < 1000 else { return nil }
    return CGFloat(size)
}

private func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
}
