import Foundation
import Layout

/// How closely solved frames match the frames Interface Builder stored, over
/// a set of documents: every view whose frame Xcode derived from
/// constraints (not translating a mask, not the root) and did not flag
/// misplaced or ambiguous, all four edges within a tolerance.
public struct FrameAccuracy {
    /// One view whose solved frame is off, and why we think it is.
    public struct Mismatch {
        /// `file:line:col` of the view's element.
        public let location: String
        /// The view's name.
        public let name: String
        /// "y 120 → 128".
        public let difference: String
        /// The group it is counted in.
        public let cause: String
    }

    /// Views compared.
    public private(set) var compared = 0
    /// Views within the tolerance.
    public private(set) var matched = 0
    /// Views left out of the comparison, by reason.
    public private(set) var skipped: [String: Int] = [:]
    /// Views off by more than the tolerance.
    public private(set) var mismatches: [Mismatch] = []
    /// Files that could not be read, or whose layout threw.
    public private(set) var failures: [String] = []
    /// Files read.
    public private(set) var files = 0

    /// The share of compared views that matched, 0...1.
    public var rate: Double { compared == 0 ? 1 : Double(matched) / Double(compared) }

    /// Creates an empty tally.
    public init() {}

    /// Reads `path`, lays out every scene at the document's own device and
    /// compares.
    public mutating func measure(path: String, tolerance: CGFloat = 0.5) {
        files += 1
        let document: InterfaceBuilderDocument
        do { document = try InterfaceBuilderDocument(contentsOf: path) } catch {
            failures.append("\(error)")
            return
        }
        for source in document.scenes {
            let imported = document.makeScene(source)
            do { try imported.scene.layout() } catch {
                failures.append("\(path) [\(source.name)]: \(error)")
                continue
            }
            tally(imported, path: path, tolerance: tolerance)
        }
    }

    private mutating func tally(_ imported: ImportedScene, path: String, tolerance: CGFloat) {
        let conflicted = Set(imported.scene.conflicts.flatMap(\.constraints).flatMap { [$0.firstItem, $0.secondItem].compactMap { $0 } }.map(ObjectIdentifier.init))
        var offViews = Set<ObjectIdentifier>()
        let marked = Set(imported.views.filter(\.isMarkedMisplaced).map { ObjectIdentifier($0.view) })
        // Views constrained to a view Xcode flagged misplaced: their stored
        // frames were computed from its stored frame, not its solved one.
        var besideMisplaced = Set<ObjectIdentifier>()
        for constraint in imported.scene.activeConstraints {
            let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }.map(ObjectIdentifier.init)
            if items.contains(where: marked.contains) { besideMisplaced.formUnion(items) }
        }
        for entry in imported.views {
            guard entry.isConstrained else { continue }
            if !entry.hasStoredFrame { skipped["with no stored frame", default: 0] += 1; continue }
            if entry.isMarkedMisplaced { skipped["marked misplaced", default: 0] += 1; continue }
            if entry.isMarkedAmbiguous { skipped["marked ambiguous", default: 0] += 1; continue }
            if entry.hasMisplacedAncestor { skipped["inside a misplaced view", default: 0] += 1; continue }
            compared += 1
            guard let difference = entry.difference(tolerance: tolerance) else { matched += 1; continue }
            offViews.insert(ObjectIdentifier(entry.view))
            let superview = entry.view.superview
            let cause: String
            if conflicted.contains(ObjectIdentifier(entry.view)) {
                cause = "in a conflict"
            } else if let superview, offViews.contains(ObjectIdentifier(superview)),
                      !(superview is StackView) || entry.view.isHidden
            {
                cause = "superview off"
            } else if besideMisplaced.contains(ObjectIdentifier(entry.view)) {
                cause = "constrained to a view Xcode flagged misplaced"
            } else if entry.view.hasAmbiguousLayout {
                cause = "ambiguous here"
            } else if superview is StackView {
                cause = "arranged in a stack view"
            } else if entry.view is StackView {
                cause = "stack view"
            } else if entry.view.isInScrollView {
                cause = "in a scroll view"
            } else if entry.view.textBlock != nil || entry.view is Label {
                cause = "text view (label, button, field)"
            } else {
                cause = "other"
            }
            mismatches.append(Mismatch(location: "\(path):\(entry.line):\(entry.column)", name: entry.view.name,
                                       difference: difference, cause: cause))
        }
    }

    /// The figures and the mismatches grouped by cause, biggest group first.
    public var report: String {
        var lines = ["\(files) files, \(compared) views compared, \(matched) within tolerance: "
            + String(format: "%.1f%%", rate * 100)]
        if !skipped.isEmpty {
            lines.append("left out: " + skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        }
        for failure in failures { lines.append("FAILED: \(failure)") }
        let groups = Dictionary(grouping: mismatches, by: \.cause).sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
        for (cause, members) in groups {
            lines.append("\(members.count) \(cause):")
            for mismatch in members {
                lines.append("  \(mismatch.location) \(mismatch.name): \(mismatch.difference)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
