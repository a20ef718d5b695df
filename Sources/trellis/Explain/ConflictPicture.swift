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
                var suffix: String? = tag.isEmpty ? nil : tag
                if index == explanation.brokenIndex, let wants = explanation.wants, let gets = explanation.gets {
                    suffix = " wants \(Self.number(wants)), gets \(Self.number(gets))" + tag
                }
                notes[ObjectIdentifier(constraint)] = ConstraintNote(prefix: CircledNumber.text(position + 1), suffix: suffix, emphasized: true)
            } else {
                notes[ObjectIdentifier(constraint)] = ConstraintNote(suffix: tag.isEmpty ? nil : tag, dimmed: true)
            }
        }
        for constraint in model.assumptionConstraints {
            // Sizes say they are assumed; positions are in the caption only.
            let isSize = constraint.firstAttribute == .width || constraint.firstAttribute == .height
            notes[ObjectIdentifier(constraint)] = ConstraintNote(dimmed: true, label: "assumed \(Self.number(Double(constraint.constant)))",
                                                                 hidden: !isSize)
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
        options.diagram.caption = caption.map(wrap).joined(separator: "\n")
        return try Render.displayList(for: model.scene, options: options)
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }

    /// Lines of at most 90 characters, so a caption does not widen the picture.
    static func wrap(_ text: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + word.count + 1 > 90 {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " \(word)"
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}
