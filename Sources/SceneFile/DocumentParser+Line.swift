import Foundation
import Layout
import Yams

extension SceneDocument {
    /// A document made of one constraint line: an entry of `constraints:`, or
    /// with `visualFormat` a line of `visual:`, in a scene of size 100x100
    /// whose root holds `views` and `guides` (flat) and which declares `metrics`.
    ///
    /// For tools that check a line on its own and for the fuzz harnesses
    /// (Fuzz/README.md): the line goes through the same parsers as a file's,
    /// without the YAML around it. Positions are on line 1, columns from 1.
    ///
    /// - Throws: ``SceneFileError`` (file `line`) at the first mistake.
    public static func parse(constraintLine line: String, visualFormat: Bool = false,
                             views: [String], guides: [String] = [], metrics: [String: Double] = [:]) throws -> SceneDocument
    {
        let reader = YAMLReader(text: line, fileName: "line")
        var parser = DocumentParser(reader: reader)
        return try parser.parseLine(line, visualFormat: visualFormat, views: views, guides: guides, metrics: metrics)
    }
}

extension DocumentParser {
    mutating func parseLine(_ line: String, visualFormat: Bool, views: [String], guides: [String],
                            metrics: [String: Double]) throws -> SceneDocument
    {
        let node = Node.scalar(.init(line))
        for name in views {
            try declare(name, at: node)
            names.views[name] = .some(nil)
            model.views.append(ViewSpec(name: name, position: SourcePosition(line: 1, column: 1)))
        }
        for name in guides {
            try declare(name, at: node)
            names.guides[name] = .some(nil)
        }
        model.rootGuides = guides
        model.constraints = visualFormat ? try visual(node, metrics: metrics) : try constraint(node)
        model.identifiers = try identifiers(model.constraints)
        try markConstrainedViews()
        var document = SceneDocument(name: "line", reader: reader)
        document.sizes = [SceneSize(width: 100, height: 100)]
        document.model = model
        document.names = names
        return document
    }
}
