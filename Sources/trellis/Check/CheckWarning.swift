import ArgumentParser
import Foundation
import Layout
import SceneFile

/// The optional warnings of `check --warn`.
enum CheckWarning: String, CaseIterable, ExpressibleByArgument {
    /// Views whose frames overlap a sibling's.
    case overlap
    /// Views that leave their superview or the screen.
    case overflow

    /// `overlap,overflow` → both.
    static func parse(_ list: [String]) throws -> Set<CheckWarning> {
        var warnings: Set<CheckWarning> = []
        for item in list.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let warning = CheckWarning(rawValue: item) else {
                throw ValidationError("--warn: unknown warning '\(item)'; the warnings are overlap, overflow")
            }
            warnings.insert(warning)
        }
        return warnings
    }

    /// Overlaps and overflows of a laid-out scene, as asked.
    static func findings(_ warnings: Set<CheckWarning>, in scene: Scene, sources: SceneSources,
                         file: String) -> [CheckFinding]
    {
        var found: [CheckFinding] = []
        let views = scene.items.compactMap { $0 as? View }
        if warnings.contains(.overlap) {
            for view in views {
                let siblings = view.subviews
                for (i, a) in siblings.enumerated() {
                    for b in siblings[(i + 1)...] {
                        let common = a.frame.intersection(b.frame)
                        guard !common.isNull, common.width > 0.5, common.height > 0.5 else { continue }
                        found.append(CheckFinding(rule: .overlap, file: file, location: sources.location(of: b),
                                                  message: "'\(b.name)' overlaps its sibling '\(a.name)'"))
                    }
                }
            }
        }
        if warnings.contains(.overflow) {
            let screen = scene.root.frame
            for view in views where view !== scene.root {
                // Judged as the diagram judges it: by the alignment rectangle,
                // and a scroll view's content is scrolled to, not cut off.
                guard let superview = view.superview, let reach = view.overflowPastSuperview else { continue }
                let outside = reach.largestCut
                guard outside > 0.5 else { continue }
                let where_ = superview === scene.root ? "the screen" : "its superview '\(superview.name)'"
                let offScreen = overflow(of: view.frame, in: screen)
                let amount = max(outside, offScreen)
                found.append(CheckFinding(rule: .overflow, file: file, location: sources.location(of: view),
                                          message: "'\(view.name)' leaves \(where_) by \(CheckCommand.number(amount)) pt"))
            }
        }
        return found
    }

    /// How far `frame` reaches past `bounds` on its worst side.
    static func overflow(of frame: CGRect, in bounds: CGRect) -> CGFloat {
        max(bounds.minX - frame.minX, frame.maxX - bounds.maxX, bounds.minY - frame.minY, frame.maxY - bounds.maxY, 0)
    }
}
