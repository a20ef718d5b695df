import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder file: its name, attributes, children
/// and where it starts, for errors that say `file:line:col`.
public final class IBElement {
    /// The tag: `view`, `constraint`, `rect`, …
    public let name: String
    /// The attributes as written.
    public let attributes: [String: String]
    /// The child elements in order.
    public internal(set) var children: [IBElement] = []
    /// The enclosing element; nil for the document element.
    public internal(set) weak var parent: IBElement?
    /// Where the start tag is (1-based line and column).
    public let line: Int, column: Int
    /// The characters inside a `<string>` or `<mutableString>` element, as
    /// written (where Xcode keeps a text with line breaks, and attributed
    /// strings' runs); empty for other elements, whose text is only
    /// indentation.
    public internal(set) var text = ""
    /// The elements whose characters are kept: those Xcode writes a string
    /// value in.
    static let textElements: Set = ["string", "mutableString"]

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    /// An attribute's value.
    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child with that tag (and `key`, when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children with that tag.
    func children(_ name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// The element and all below it, depth first.
    func forEachDescendant(_ body: (IBElement) -> Void) {
        body(self)
        for child in children { child.forEachDescendant(body) }
    }

    /// `<label id="abc"> at 12:5`, for messages.
    var summary: String {
        let id = self["id"].map { " id=\"\($0)\"" } ?? ""
        return "<\(name)\(id)>"
    }
}

/// Reads the XML of a storyboard or xib into ``IBElement``s, within
/// ``InterfaceBuilderLimits``, resolving nothing outside the file.
///
/// Real Interface Builder files never declare a document type, so a file
/// with `<!DOCTYPE` or `<!ENTITY` is refused before the parser sees it: no
/// DTD is read, no external entity is fetched and no entity is expanded
/// (a "billion laughs" file is refused at once).
struct XMLElementTree {
    let root: IBElement
    let elementCount: Int

    init(data: Data, path: String, limits: InterfaceBuilderLimits) throws {
        guard data.count <= limits.maximumFileBytes else {
            throw InterfaceBuilderError(path: path, line: 1, column: 1,
                message: "the file is \(data.count) bytes; at most \(limits.maximumFileBytes) are read "
                    + "(InterfaceBuilderLimits.maximumFileBytes)")
        }
        for marker in ["<!DOCTYPE", "<!ENTITY"] {
            if let range = data.range(of: Data(marker.utf8)) {
                let (line, column) = Self.position(of: range.lowerBound, in: data)
                throw InterfaceBuilderError(path: path, line: line, column: column,
                    message: "\(marker) is not allowed: Interface Builder files never declare a document type "
                        + "or entities, and none is read")
            }
        }
        // Interface Builder writes UTF-8; FoundationXML traps on some invalid
        // bytes in names, so they are refused before it sees them.
        if let bad = Self.firstInvalidUTF8(in: data) {
            let (line, column) = Self.position(of: bad, in: data)
            throw InterfaceBuilderError(path: path, line: line, column: column,
                message: "the file is not UTF-8 (byte 0x\(String(data[data.startIndex + bad], radix: 16)) at offset \(bad))")
        }
        // FoundationXML crashes on a processing instruction with no data
        // (`<?foo?>`, found by fuzzing); Interface Builder writes none but
        // the XML declaration, so any other is refused before it sees one.
        if let instruction = Self.firstProcessingInstruction(in: data) {
            let (line, column) = Self.position(of: instruction, in: data)
            throw InterfaceBuilderError(path: path, line: line, column: column,
                message: "a processing instruction (<?…?>) is not allowed: Interface Builder files hold none "
                    + "but the XML declaration at their start")
        }
        let builder = TreeBuilder(path: path, limits: limits, data: data)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let parsed = parser.parse()
        if let failure = builder.failure { throw failure }
        if parsed, let open = builder.stack.last {
            throw InterfaceBuilderError(path: path, element: open, "malformed XML: the element is never closed")
        }
        guard parsed, let root = builder.root else {
            let error = parser.parserError as NSError?
            let reason = error?.localizedDescription ?? "unknown error"
            throw InterfaceBuilderError(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                message: "malformed XML: \(reason)")
        }
        self.root = root
        elementCount = builder.count
    }

    /// The offset of the first byte that does not belong to a well-formed
    /// UTF-8 sequence (overlong forms, surrogates and values past U+10FFFF
    /// included), nil when there is none.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let (length, low, high): (Int, UInt8, UInt8)
            switch lead {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            guard (low...high).contains(bytes[index + 1]) else { return index }
            for offset in 2..<max(length, 2) where !(0x80...0xBF).contains(bytes[index + offset]) { return index }
            index += length
        }
        return nil
    }

    /// The offset of the first `<?` that does not open the XML declaration
    /// at the file's start (after a byte order mark and white space), nil
    /// when there is none.
    static func firstProcessingInstruction(in data: Data) -> Int? {
        let bytes = [UInt8](data)
        let whiteSpace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, whiteSpace.contains(bytes[start]) { start += 1 }
        let declaration = Array("<?xml".utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0x3C, bytes[index + 1] == 0x3F {
                let opensDeclaration = index == start && bytes[index...].starts(with: declaration)
                    && index + declaration.count < bytes.count
                    && whiteSpace.contains(bytes[index + declaration.count])
                if !opensDeclaration { return index }
            }
            index += 1
        }
        return nil
    }

    /// 1-based line and column of a byte offset.
    static func position(of offset: Int, in data: Data) -> (Int, Int) {
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}

/// The parser's delegate: builds the tree, stops at the first limit passed.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let path: String
    let limits: InterfaceBuilderLimits
    var root: IBElement?
    var stack: [IBElement] = []
    var count = 0
    var failure: InterfaceBuilderError?
    let data: Data
    /// Byte offset of the start of each line.
    let lineStarts: [Int]

    init(path: String, limits: InterfaceBuilderLimits, data: Data) {
        self.path = path
        self.limits = limits
        self.data = data
        var starts = [0]
        for (offset, byte) in data.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The parser reports where a start tag ends; errors should point at
    /// its `<`, found by walking back (no raw `<` can occur inside a tag).
    func tagStart(line: Int, column: Int) -> (Int, Int) {
        guard line >= 1, line <= lineStarts.count else { return (line, column) }
        var offset = min(lineStarts[line - 1] + column - 1, data.count - 1)
        while offset > 0 && data[data.startIndex + offset] != UInt8(ascii: "<") { offset -= 1 }
        var startLine = line
        while startLine > 1 && lineStarts[startLine - 1] > offset { startLine -= 1 }
        return (startLine, offset - lineStarts[startLine - 1] + 1)
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:])
    {
        guard failure == nil else { return }
        let (line, column) = tagStart(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        func stop(_ message: String) {
            failure = InterfaceBuilderError(path: path, line: line, column: column, message: message)
            parser.abortParsing()
        }
        count += 1
        if count > limits.maximumElements {
            return stop("more than \(limits.maximumElements) elements (InterfaceBuilderLimits.maximumElements)")
        }
        if stack.count >= limits.maximumDepth {
            return stop("<\(name)> is nested more than \(limits.maximumDepth) deep (InterfaceBuilderLimits.maximumDepth)")
        }
        if let long = attributes.first(where: { $0.value.utf8.count > limits.maximumAttributeBytes }) {
            return stop("<\(name)> attribute \(long.key) is longer than \(limits.maximumAttributeBytes) bytes "
                + "(InterfaceBuilderLimits.maximumAttributeBytes)")
        }
        let element = IBElement(name: name, attributes: attributes, line: line, column: column)
        if let parent = stack.last {
            element.parent = parent
            parent.children.append(element)
        } else if root == nil {
            root = element
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil else { return }
        guard let open = stack.last, open.name == name else {
            let what = stack.last.map { "</\(name)> closes \($0.summary) opened at \($0.line):\($0.column)" }
                ?? "</\(name)> closes nothing"
            failure = InterfaceBuilderError(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                            message: "malformed XML: \(what)")
            parser.abortParsing()
            return
        }
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, let open = stack.last, IBElement.textElements.contains(open.name) else { return }
        // A long text is legitimate (a licence in a text view), but no
        // picture shows more than its start: the rest is not kept.
        guard open.text.utf8.count < limits.maximumAttributeBytes else { return }
        open.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        failure = InterfaceBuilderError(path: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                        message: "malformed XML: \((parseError as NSError).localizedDescription)")
    }

    func parser(_ parser: XMLParser, foundInternalSubsetDeclarationWithName name: String) {
        failure = failure ?? InterfaceBuilderError(path: path, line: parser.lineNumber, column: parser.columnNumber,
                                                   message: "a document type declaration is not allowed")
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? { nil }
}
