import Diagram
import SceneFile

extension DiagramOptions {
    /// The options a scene file's `diagram:` section asks for. A focus draws
    /// the focused items' constraints unless `constraints:` says otherwise.
    init(hints: DiagramHints) {
        self.init()
        title = hints.title
        caption = hints.caption
        legend = hints.legend
        highlightedGuides = Set(hints.highlightedGuides)
        hatchedGuides = Set(hints.hatchedGuides)
        hiddenItems = Set(hints.hiddenItems)
        if !hints.marks.isEmpty {
            let kinds: [String: MarkKinds] = ["sizes": .sizes, "spacings": .spacings, "alignments": .alignments]
            markKinds = MarkKinds(hints.marks.compactMap { kinds[$0] })
        }
        switch hints.constraints {
        case .none?: annotations = .none
        case .all?: annotations = .all
        case .focus?, nil: annotations = hints.focus.isEmpty ? .all : .focus(hints.focus)
        }
    }
}
