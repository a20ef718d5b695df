import ConflictExplanation
import ConflictLog
import Diagram
import Foundation
import Layout
import Render

/// The picture of an explained report: the views laid out without the broken
/// constraint, every constraint of the report drawn, the conflicting ones
/// numbered as in the text and drawn heavy, the broken one red with what it
/// wanted, system constraints tagged with their origin, assumptions dashed
/// and stated in the caption.
enum ConflictPicture {
    static func displayList(_ explanation: ConflictExplanation, model: ConflictScene, number: Int) throws -> DisplayList {
        var options = RenderOptions()
        var notes: [ObjectIdentifier: ConstraintNote] = [:]
        let report = explanation.report
        for (index, constraint) in model.constraints.enumerated() {
            guard let constraint else { continue }
            let origin = ConstraintOrigin(report.constraints[index])
            let tag = origin.isSystem ? " [\(origin.tag)]" : ""
            if let position = explanation.members.firstIndex(of: index) {
                // A member's origin is in the key under the picture, by its
                // number; its label says what it asks and, if broken, what
                // it gets (what it wants is the label's own number).
                var suffix: String?
                let broken = index == explanation.brokenIndex
                if broken, let gets = explanation.gets {
                    suffix = " (broken: gets \(Self.number(gets)))"
                }
                // Where the broken one wanted its item is drawn once, as
                // the explanation found it (below), not again as its ghost.
                notes[ObjectIdentifier(constraint)] = ConstraintNote(prefix: CircledNumber.text(position + 1), suffix: suffix,
                                                                     emphasized: true,
                                                                     showsGhost: !(broken && explanation.wantedFrame != nil))
            } else {
                notes[ObjectIdentifier(constraint)] = ConstraintNote(suffix: tag.isEmpty ? nil : tag, dimmed: true)
            }
        }
        // Items whose assumed size spans one stretch (a view, its safe
        // area and a keyboard guide all assumed 280 wide at one x; a
        // column of rows assumed 116 wide) say it once: four "assumed 280"
        // bars read as a stack of labels, six "assumed 116" as a crowd of
        // leaders. One dimension line measures the stretch for them all.
        var said: Set<String> = []
        for constraint in model.assumptionConstraints {
            // Sizes say they are assumed; positions are in the caption only.
            let isSize = constraint.firstAttribute == .width || constraint.firstAttribute == .height
            var repeated = false
            if isSize, let frame = constraint.firstItem?.frame {
                let span = constraint.firstAttribute == .width ? (frame.minX, frame.width) : (frame.minY, frame.height)
                let key = "\(constraint.firstAttribute) \(Self.number(Double(span.0))) \(Self.number(Double(span.1)))"
                repeated = !said.insert(key).inserted
            }
            notes[ObjectIdentifier(constraint)] = ConstraintNote(dimmed: true, label: "assumed \(Self.number(Double(constraint.constant)))",
                                                                 hidden: !isSize || repeated)
        }
        for constraint in model.implicitConstraints {
            notes[ObjectIdentifier(constraint)] = ConstraintNote(hidden: true)
        }
        options.diagram.constraintNotes = notes
        if let wanted = explanation.wantedFrame, let broken = explanation.brokenIndex,
           let position = explanation.members.firstIndex(of: broken)
        {
            options.diagram.wantedFrames = [WantedFrame(frame: wanted.frame, label: "where \(CircledNumber.text(position + 1)) wants \(wanted.item)",
                                                        item: wanted.item)]
        }
        options.diagram.circledNumbersTaken = explanation.members.count
        options.diagram.showsAmbiguity = false
        // A conflict's picture is its lesson, every assumed size included: never summarised.
        options.diagram.detail = .full
        options.diagram.sceneScale = DiagramOptions.enlargement(for: model.scene)
        let broken = explanation.brokenIndex.map { "\(CircledNumber.text((explanation.members.firstIndex(of: $0) ?? 0) + 1)) broken" } ?? ""
        options.diagram.title = "Conflict \(number) (line \(report.line))" + (broken.isEmpty ? "" : ": \(broken)")
        var caption: [String] = []
        for (position, index) in explanation.members.enumerated() {
            let constraint = report.constraints[index]
            let origin = ConstraintOrigin(constraint)
            caption.append("\(CircledNumber.text(position + 1)) line \(constraint.line): \(origin.isSystem ? (constraint.identifier ?? origin.tag) : origin.words)")
        }
        if let reason = explanation.reason { caption.append(reason) }
        if let fix = explanation.fix { caption.append("Fix: " + fix) }
        if !model.assumptions.isEmpty { caption.append("Assumed (the log does not say): " + model.assumptions.joined(separator: "; ")) }
        // Each line is wrapped to the picture's width when it is drawn.
        options.diagram.caption = caption.joined(separator: "\n")
        return try Render.displayList(for: model.scene, options: options)
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }
}
