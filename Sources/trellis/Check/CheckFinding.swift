import Foundation
import Layout
import SceneFile

/// One thing `trellis check` found in a scene file, pointing at the line
/// that made it: the broken constraint, the ambiguous view's declaration.
struct CheckFinding: Hashable {
    enum Severity: String, Hashable {
        case error, warning, note
    }

    /// What kind of finding, as SARIF's rule id.
    enum Rule: String, Hashable, CaseIterable {
        case conflict, ambiguity, givesWay = "gives-way", overlap, overflow, badInput = "bad-input"

        var summary: String {
            switch self {
            case .conflict: "Required constraints conflict; one was broken."
            case .ambiguity: "A view's frame is not determined by its constraints."
            case .givesWay: "An optional constraint gives way."
            case .overlap: "A view overlaps a sibling."
            case .overflow: "A view leaves its superview or the screen."
            case .badInput: "A scene file could not be read or is invalid."
            }
        }

        var severity: Severity {
            switch self {
            case .conflict, .ambiguity, .badInput: .error
            case .overlap, .overflow: .warning
            case .givesWay: .note
            }
        }
    }

    var rule: Rule
    var file: String
    var location: SceneFileLocation?
    /// What is wrong, the same at every size where it is wrong.
    var message: String
    /// What to do, where a fix is known.
    var fix: String?

    var severity: Severity { rule.severity }
}

/// Findings with the layouts (size, state) they occur in, each reported once.
struct CheckFindings {
    private(set) var entries: [(finding: CheckFinding, layouts: [String])] = []
    private var index: [CheckFinding: Int] = [:]

    mutating func add(_ finding: CheckFinding, layout: String) {
        if let at = index[finding] {
            if !entries[at].layouts.contains(layout) { entries[at].layouts.append(layout) }
        } else {
            index[finding] = entries.count
            entries.append((finding, [layout]))
        }
    }
}

extension CheckFinding {
    /// A file that could not be read or built: at the line and column a
    /// scene file error names, else at the file.
    init(badInput error: any Error, file: String?) {
        if let error = error as? SceneFileError {
            self.init(rule: .badInput, file: error.file, location: SceneFileLocation(line: error.line, column: error.column),
                      message: error.message, fix: error.suggestion.map { "did you mean '\($0)'?" })
        } else {
            self.init(rule: .badInput, file: file ?? "", location: nil, message: "\(error)")
        }
    }

    /// What a laid-out scene holds that check reports, with advice where a
    /// fix is known.
    static func findings(in scene: Scene, ambiguities: [Ambiguity], sources: SceneSources, file: String,
                         warnings: Set<CheckWarning>) -> [CheckFinding]
    {
        var found: [CheckFinding] = []
        for conflict in scene.conflicts {
            let located = ([conflict.broken] + conflict.constraints).lazy.compactMap(sources.location(of:)).first
            var fix: String?
            if conflict.involvesAutoresizingMask {
                let views = conflict.constraints.filter { $0.kind == .autoresizingMask }
                    .compactMap { $0.firstItem?.name }
                let names = Array(Set(views)).sorted().map { "'\($0)'" }.joined(separator: ", ")
                fix = "an autoresizing mask is left on: \(names) still translate\(views.count == 1 ? "s" : "") its frame "
                    + "into constraints; write 'autoresizing: false' on it (translatesAutoresizingMaskIntoConstraints = false)"
            }
            let list = conflict.constraints.map { $0.relationDescription }.joined(separator: "; ")
            found.append(CheckFinding(rule: .conflict, file: file, location: located,
                                      message: "\(conflict.broken.relationDescription) was broken to satisfy the others of: \(list)",
                                      fix: fix))
        }
        found += ambiguityFindings(ambiguities, sources: sources, file: file)
        for report in scene.constraintReports where report.constraint.kind == .explicit {
            if case .unsatisfied = report.status {
                found.append(CheckFinding(rule: .givesWay, file: file, location: sources.location(of: report.constraint),
                                          message: "\(report.constraint.relationDescription) gives way"))
            }
        }
        found += CheckWarning.findings(warnings, in: scene, sources: sources, file: file)
        return found
    }

    private static func ambiguityFindings(_ ambiguities: [Ambiguity], sources: SceneSources, file: String) -> [CheckFinding] {
        // Labels free along the same axis with the same hugging: a tie the
        // solver breaks arbitrarily, fixed by a one-point difference.
        var ties: [String: String] = [:]
        for axis in LayoutConstraint.Axis.allCases {
            let labels = ambiguities.filter { $0.axis == axis && $0.freeAttributes.contains { $0.attribute.isDimension } }
                .compactMap { $0.item as? Label }
            for (a, b) in zip(labels, labels.dropFirst()) {
                let pa = a.contentHuggingPriority(for: axis), pb = b.contentHuggingPriority(for: axis)
                guard pa == pb else { continue }
                let advice = "a hugging tie: decrease the \(axis) hugging of '\(a.name)' from \(pa) to \(pa - 1), "
                    + "or raise '\(b.name)''s"
                ties[a.name + "/\(axis)"] = ties[a.name + "/\(axis)"] ?? advice
                ties[b.name + "/\(axis)"] = ties[b.name + "/\(axis)"] ?? advice
            }
        }
        return ambiguities.map { ambiguity in
            let item = ambiguity.item
            let free = ambiguity.freeAttributes.map { $0.attribute.description }
            var fix = ties[item.name + "/\(ambiguity.axis)"]
            if fix == nil, ambiguity.freeAttributes.contains(where: { $0.attribute.isDimension }) {
                let (size, edges) = ambiguity.axis == .horizontal ? ("width", "leading and trailing edges")
                    : ("height", "top and bottom edges")
                fix = "the \(size) of '\(item.name)' is free: give it a \(size) constraint, or pin both its \(edges)"
            } else if fix == nil {
                let edge = ambiguity.axis == .horizontal ? "leading edge or centerX" : "top edge or centerY"
                fix = "the position of '\(item.name)' is free: pin its \(edge)"
            }
            return CheckFinding(rule: .ambiguity, file: file, location: sources.location(of: item),
                                message: "'\(item.name)' is ambiguous \(ambiguity.axis)ly: free \(free.joined(separator: ", "))",
                                fix: fix)
        }
    }
}
