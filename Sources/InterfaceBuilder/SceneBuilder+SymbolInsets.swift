import Foundation
import Layout

// SF Symbols in image views and as buttons' backgrounds: Xcode stores the
// symbol's drawn frame, which lies off the alignment rectangle that
// constraints place by the symbol's own alignment insets (a baseline's
// worth above and below, different for every symbol and not in the file).

extension SceneBuilder {
    /// The alignment insets of an image view showing an SF Symbol
    /// (`catalog="system"`) whose height a constraint of its own fixes, or
    /// whose top and bottom are pinned to its superview's (``pinnedHeight(of:)``),
    /// as the stored frame tells them: the frame's height less the
    /// constrained one, split evenly between top and bottom (each symbol
    /// splits it its own way, within a point: an arrow pinned 35 pt high
    /// stored 29.33 high 3 pt down, a chevron pinned 20 high stored 16.33
    /// high 2 down, a pin 20 high stored 21.5 high half a point up;
    /// calendars 20 and 55 pt high both 2.67 shorter; 31 views of five
    /// projects, Xcode 11 to 15). Nil for any other view, a misplaced one
    /// (its frame is not where Xcode put it), or a difference beyond a
    /// quarter of the height, which no symbol's insets make.
    ///
    /// A button drawn by a symbol as its background image has that
    /// symbol's insets too (a bike-share app's forward buttons pinned 50
    /// pt high stored 45 high, 2.67 pt down, Xcode 11.4); one showing a
    /// symbol as its image has its own frame, the image inside it (38
    /// buttons pinned so stored at the pinned height).
    static func symbolInsets(of element: IBElement, storedHeight: CGFloat) -> EdgeInsets? {
        let symbolBackground = element.name == "button" && element.children("state").contains {
            $0["key"] == "normal" && $0["backgroundImage"] != nil && $0["catalog"] == "system"
        }
        let symbolImage = element.name == "imageView" && element["catalog"] == "system"
        guard symbolImage || symbolBackground, element["misplaced"] != "YES",
              storedHeight > 0, let height = ownHeightConstant(of: element) ?? pinnedHeight(of: element), height > 0 else { return nil }
        let difference = storedHeight - height
        guard abs(difference) > 0.01, abs(difference) <= height / 4 else { return nil }
        return EdgeInsets(top: difference / 2, left: 0, bottom: difference / 2, right: 0)
    }

    /// The height of the element's alignment rectangle when required
    /// constraints pin its top and bottom to its superview's top and
    /// bottom: the superview's stored height less their constants (an
    /// arrow pinned to the four edges of its 35-pt back button's view,
    /// stored 29.33 high 3 pt down, a caregiver app's eleven back buttons,
    /// Xcode 14.2). Nil when either edge is not so pinned.
    private static func pinnedHeight(of element: IBElement) -> CGFloat? {
        guard let id = element["id"], let superview = element.parent?.parent, let superID = superview["id"],
              let frame = superview.child("rect", key: "frame"), let superHeight = Double(frame["height"] ?? "")
        else { return nil }
        var top: CGFloat?, bottom: CGFloat?
        for constraint in superview.child("constraints")?.children("constraint") ?? [] where isPlain(constraint) {
            let first = constraint["firstItem"] ?? superID, second = constraint["secondItem"] ?? superID
            let attributes = (constraint["firstAttribute"], constraint["secondAttribute"])
            let constant = number(constraint["constant"])
            // The element's edge inside the superview's, `constant` in from it.
            switch (first, second, attributes.0, attributes.1) {
            case (id, superID, "top", "top"): top = constant
            case (superID, id, "top", "top"): top = -constant
            case (id, superID, "bottom", "bottom"): bottom = -constant
            case (superID, id, "bottom", "bottom"): bottom = constant
            default: continue
            }
        }
        guard let top, let bottom else { return nil }
        return CGFloat(superHeight) - top - bottom
    }

    /// Whether a constraint is required, an equality and of multiplier 1,
    /// and not a placeholder removed at build time.
    private static func isPlain(_ constraint: IBElement) -> Bool {
        constraint["relation"] == nil && constraint["multiplier"] == nil && constraint["placeholder"] != "YES"
            && (constraint["priority"] ?? "1000") == "1000"
    }

    /// The constant of a required `height == c` constraint the element
    /// holds on itself, if it has one.
    private static func ownHeightConstant(of element: IBElement) -> CGFloat? {
        let constraints = element.child("constraints")?.children("constraint") ?? []
        for constraint in constraints where constraint["firstItem"] == nil && constraint["secondItem"] == nil
            && constraint["firstAttribute"] == "height" && isPlain(constraint)
        {
            return number(constraint["constant"])
        }
        return nil
    }
}
