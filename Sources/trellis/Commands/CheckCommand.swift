import ArgumentParser
import Foundation
import Layout
import Render
import SceneFile

/// `trellis check PATHS`: lays out every scene at every size and state and
/// reports what is wrong, in UIKit's words and ours, with exit codes a CI
/// job can gate on.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Report conflicts, ambiguity and unsatisfied constraints in scene files.",
        discussion: """
            Storyboards and xibs are checked scene by scene; views whose stored frames differ from the \
            solved ones are reported as misplaced (a warning, as in Xcode). \
            Exit codes: 0 clean (optional constraints that give way are reported but are not errors), \
            1 bad input (a file could not be read or parsed, or a constraint is invalid), \
            2 conflicting required constraints, 3 ambiguous layout. When several apply, the lowest \
            non-zero code wins.
            """
    )

    @Argument(help: "Scene files or directories.")
    var paths: [String]

    @OptionGroup var batch: BatchOptions

    /// What one layout found.
    struct Finding {
        var report: String
        var conflicts: Int
        var ambiguities: Int
        /// Problems in the file itself (a constraint naming a missing id).
        var errors = 0
    }

    func run() throws {
        let progress = Progress(total: 0, quiet: true)
        var (_, jobs, failures) = try batch.jobs(paths, progress: progress)
        jobs = batch.shard.select(jobs, by: \.stem)
        let results = BatchRunner.run(jobs, workers: batch.jobs) { job in Result { try check(job) } }
        var conflicts = 0, ambiguities = 0, clean = 0
        for (job, result) in zip(jobs, results) {
            switch result {
            case .success(let finding)?:
                if finding.conflicts == 0 && finding.ambiguities == 0 && finding.errors == 0 { clean += 1 }
                failures += finding.errors
                conflicts += finding.conflicts
                ambiguities += finding.ambiguities
                if !batch.quiet || finding.conflicts + finding.ambiguities + finding.errors > 0 { Console.out(finding.report, terminator: "") }
            case .failure(let error)?:
                progress.failed(job.report(error))
                failures += 1
            case nil: break
            }
        }
        if !batch.quiet {
            Console.out("checked \(jobs.count) layouts: \(clean) clean, \(conflicts) conflicts, \(ambiguities) ambiguous items, \(failures) bad inputs")
        }
        if failures > 0 { throw ExitCode(TrellisExit.badInput) }
        if conflicts > 0 { throw ExitCode(TrellisExit.conflicts) }
        if ambiguities > 0 { throw ExitCode(TrellisExit.ambiguity) }
    }

    func check(_ job: RenderJob) throws -> Finding {
        let built = try job.document.makeScene(size: job.size, state: job.state)
        let scene = built.scene
        scene.textMeasurer = CairoTextMeasurer()
        try scene.layout()
        let ambiguities = try scene.ambiguities()
        var lines: [String] = []
        for conflict in scene.conflicts {
            lines.append("  conflict: \(conflict.broken.relationDescription) was broken")
            lines += conflict.log.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        for ambiguity in ambiguities {
            let free = ambiguity.freeAttributes.map { attribute in
                let low = attribute.lowerBound.map(Self.number) ?? "-∞"
                let high = attribute.upperBound.map(Self.number) ?? "+∞"
                return "\(attribute.attribute) in \(low)...\(high)"
            }
            lines.append("  ambiguous: \(ambiguity.item.name) is free \(ambiguity.axis)ly (\(free.joined(separator: ", ")))")
        }
        if scene.ambiguitiesNotProbed > 0 {
            lines.append("  note: \(scene.ambiguitiesNotProbed) items were not probed for ambiguity: the search stopped at its budget (docs/limits.md)")
        }
        for report in scene.constraintReports where report.constraint.kind == .explicit {
            if case .unsatisfied(let shortfall) = report.status {
                lines.append("  gives way: \(report.constraint.relationDescription) (\(Self.number(shortfall)) short)")
            }
        }
        for entry in built.misplaced {
            lines.append("  misplaced: Frame for '\(entry.view.view.name)' will be different at run time: \(entry.difference)")
        }
        for note in built.imported?.notes ?? [] { lines.append("  note: \(note)") }
        for diagnostic in built.diagnostics { lines.append("  \(diagnostic)") }
        let verdict = scene.conflicts.isEmpty && ambiguities.isEmpty && built.diagnostics.isEmpty ? "ok" : [
            built.diagnostics.isEmpty ? nil : "\(built.diagnostics.count) error\(built.diagnostics.count == 1 ? "" : "s")",
            scene.conflicts.isEmpty ? nil : "\(scene.conflicts.count) conflict\(scene.conflicts.count == 1 ? "" : "s")",
            ambiguities.isEmpty ? nil : "\(ambiguities.count) ambiguous",
        ].compactMap { $0 }.joined(separator: ", ")
        let scenePart = built.imported.map { " \($0.name)" } ?? ""
        let header = "\(job.input.path)\(scenePart) [\(job.caption)]: \(verdict)"
        return Finding(report: ([header] + lines).joined(separator: "\n") + "\n",
                       conflicts: scene.conflicts.count, ambiguities: ambiguities.count,
                       errors: built.diagnostics.count)
    }

    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}
