/// The elements ``SVGCanvas`` writes for one display item, read back so that
/// the animated SVG can compare them across states: `<path …/>`,
/// `<text …>…</text>`, `<g …>` and `</g>`. It reads our own output only:
/// attribute values are escaped, so none holds a quote.
struct SVGMarkup: Equatable {
    /// One tag: its name, attributes in order, and for `<text>` its content.
    struct Element: Equatable {
        var name: String
        var attributes: [(name: String, value: String)]
        /// The escaped text of a `<text>`; nil for other elements.
        var content: String?
        /// `</g>`.
        var isClosing = false

        static func == (a: Element, b: Element) -> Bool {
            a.name == b.name && a.content == b.content && a.isClosing == b.isClosing
                && a.attributes.elementsEqual(b.attributes) { $0 == $1 }
        }

        func value(of attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }

        /// The element as markup, with `children` (animations) inside it.
        func markup(children: String = "") -> String {
            if isClosing { return "</\(name)>\n" }
            let head = "<\(name)" + attributes.map { " \($0.name)=\"\($0.value)\"" }.joined()
            if let content { return head + ">" + children + content + "</\(name)>\n" }
            if name == "g" { return head + ">\n" }
            return children.isEmpty ? head + "/>\n" : head + ">" + children + "</\(name)>\n"
        }
    }

    var elements: [Element]

    /// Reads `markup`; nil if it holds anything this reader does not know.
    init?(_ markup: String) {
        var elements: [Element] = []
        var rest = Substring(markup)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("/") {
                guard let end = rest.firstIndex(of: ">") else { return nil }
                elements.append(Element(name: String(rest.dropFirst().prefix(upTo: end)), attributes: [], isClosing: true))
                rest = rest[rest.index(after: end)...]
                continue
            }
            let nameEnd = rest.firstIndex { $0 == " " || $0 == ">" || $0 == "/" } ?? rest.endIndex
            var element = Element(name: String(rest[..<nameEnd]), attributes: [])
            rest = rest[nameEnd...]
            while true {
                rest = rest.drop { $0 == " " }
                if rest.hasPrefix("/>") {
                    rest = rest.dropFirst(2)
                    break
                }
                if rest.hasPrefix(">") {
                    rest = rest.dropFirst()
                    if element.name == "text" || element.name == "title" {
                        guard let close = rest.range(of: "</\(element.name)>") else { return nil }
                        element.content = String(rest[..<close.lowerBound])
                        rest = rest[close.upperBound...]
                    }
                    break
                }
                guard let equals = rest.firstIndex(of: "="), rest[rest.index(after: equals)...].hasPrefix("\"") else { return nil }
                let name = String(rest[..<equals])
                let valueStart = rest.index(equals, offsetBy: 2)
                guard let quote = rest[valueStart...].firstIndex(of: "\"") else { return nil }
                element.attributes.append((name, String(rest[valueStart..<quote])))
                rest = rest[rest.index(after: quote)...]
            }
            elements.append(element)
        }
        self.elements = elements
    }
}
