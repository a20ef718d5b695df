import ConflictExplanation
import ConflictLog
import Diagram
import Foundation
import Layout
import Page
import Render

/// `trellis explain --format html`: one page for the log, a picture per
/// conflict report, each constraint pointing at its line of the log and
/// quoted as the log wrote it, the explanation as the picture's diagnostic.
enum ConflictPage {
    /// The page's picture of report `number`.
    static func picture(_ explanation: ConflictExplanation, model: ConflictScene, list: DisplayList, number: Int,
                        id: String, log: String) throws -> HTMLPage.Picture
    {
        let report = explanation.report
        var logged: [ObjectIdentifier: LoggedConstraint] = [:]
        for (index, constraint) in model.constraints.enumerated() {
            if let constraint { logged[ObjectIdentifier(constraint)] = report.constraints[index] }
        }
        let sources = PageSources(
            place: { object in logged[ObjectIdentifier(object)].map { "\(log):\($0.line)" } },
            written: { constraint in logged[ObjectIdentifier(constraint)]?.text })
        var frame = try PageData.Frame(scene: model.scene, id: id, size: "conflict \(number)", state: "line \(report.line)",
                                       sources: sources)
        let members = explanation.members.compactMap { index in
            model.constraints[index].flatMap { constraint in
                frame.constraints.firstIndex { $0.mark == constraint.relationDescription }
            }
        }
        let items = members.flatMap { frame.constraints[$0].items }
        let named = items.enumerated().filter { items.firstIndex(of: $0.element) == $0.offset }.map(\.element)
        let said = [explanation.reason, explanation.fix.map { "Fix: \($0)" }].compactMap { $0 }
        // UIKit's words first where Trellis finds no conflict among what
        // it read: under a "conflict" tag, "finds no conflict" alone reads
        // as a contradiction.
        let reported = "Unable to simultaneously satisfy constraints"
        let message = explanation.members.isEmpty ? ([reported] + said.prefix(1)).joined(separator: ". ") : said.first ?? reported
        frame.diagnostics.insert(PageData.Diagnostic(
            kind: "conflict", message: message,
            detail: explanation.text, items: named, constraints: members, source: "\(log):\(report.line)"), at: 0)
        return HTMLPage.Picture(frame: frame, svg: try inlineSVG(list, forFrame: id))
    }
}
