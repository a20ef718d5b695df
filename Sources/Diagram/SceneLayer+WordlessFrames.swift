import Foundation
import Layout

// Which views a name beside them does not read as belonging to.
extension SceneLayer {
    /// The frames of those `drawn` that show no words inside, of their own
    /// or of a subview's: a view that shows its name or its text there is
    /// known by it, and a name beside it ("knob" over the slider it sits
    /// on) does not read as its; nor does one over a field in a row of a
    /// stack. Asked once every text is drawn.
    func wordlessFrames(of drawn: [(view: View, frame: CGRect)]) -> BoxIndex {
        let wordedNames = Set(texts.compactMap { text -> String? in
            if case .viewName(let name) = text.role { name } else { nil }
        })
        var worded: Set<ObjectIdentifier> = []
        for case let view as View in scene.items where wordedNames.contains(view.name) {
            var next: View? = view
            while let current = next, worded.insert(ObjectIdentifier(current)).inserted { next = current.superview }
        }
        return BoxIndex(drawn.filter { !worded.contains(ObjectIdentifier($0.view)) }.map(\.frame))
    }
}
