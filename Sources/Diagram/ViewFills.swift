import Foundation
import Layout

/// Which views a picture fills with their colour's pale tint.
///
/// A view is filled where its fill shows something and hides nothing. It
/// shows nothing where the screen shows the view no different from what
/// lies behind it (the nearest view it lies in that has a colour, else the
/// root's own colour: a white container on a white screen, every
/// storyboard's default), or where its tint is that of what the picture
/// draws behind it (a field in the system's lightest grey). It hides what
/// it lies over where another view drawn before it, not one it lies in,
/// overlaps it other than by enclosing it (names and texts are drawn over
/// every fill, so a clear view around it loses nothing that shows): an
/// empty list's message under the table that covers it
/// until the app hides the table, a date picker's panels stacked in one
/// place. Such a view is drawn clear, its outline plain, and what lies
/// under it shows through, its constraints ending on something seen.
enum ViewFills {
    /// The least difference in any channel between a view's colour and
    /// the colour behind it on the screen for it to be filled: five levels
    /// of 255; and between their tints in the picture: two and a half.
    static let visibleOnScreen = 0.02, visibleInPicture = 0.01

    /// How far two frames must overlap, across and along, for one to hide
    /// the other: views that touch, or overlap by a rounding, do not.
    static let overlap: CGFloat = 0.5

    /// The colour each filled view is filled with, by view, of the views
    /// `drawn` (in drawing order: ``ViewEdges/drawnFrames(of:hiddenItems:)``);
    /// `tint` makes a colour the picture's pale fill.
    static func colors(of drawn: [(view: View, frame: CGRect)], root: View, rootFill: Color,
                       tint: (Color) -> Color) -> [ObjectIdentifier: Color]
    {
        var filled: [ObjectIdentifier: Color] = [:]
        // What lies behind each view's subviews: on the screen (nil where no
        // colour is known) and in the picture.
        var grounds: [ObjectIdentifier: (screen: Color?, picture: Color)] = [:]
        var indexOf: [ObjectIdentifier: Int] = [:]
        var frames = BoxIndex()
        for (index, entry) in drawn.enumerated() {
            let view = entry.view
            defer {
                indexOf[ObjectIdentifier(view)] = index
                frames.insert(entry.frame)
            }
            if view === root {
                // The root is drawn in the root's fill; its own colour, if
                // opaque, is what the screen shows behind its views.
                grounds[ObjectIdentifier(view)] = (root.backgroundColor.flatMap { $0.alpha > 0.95 ? $0 : nil }, rootFill)
                continue
            }
            var ground = view.superview.flatMap { grounds[ObjectIdentifier($0)] } ?? (nil, rootFill)
            defer { grounds[ObjectIdentifier(view)] = ground }
            // A hidden view paints nothing (and is drawn with no fill).
            guard let color = view.backgroundColor, !view.isHidden else { continue }
            let alpha = color.alpha * Double(view.alpha)
            func difference(_ a: Color, _ b: Color) -> Double {
                max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue)) * alpha
            }
            let tinted = tint(color)
            let seen = (ground.screen.map { difference(color, $0) >= visibleOnScreen } ?? true)
                && difference(tinted, ground.picture) >= visibleInPicture
            // On the screen an opaque view is what its subviews lie on,
            // filled in the picture or not.
            let screenGround = alpha > 0.95 ? color : ground.screen
            if seen, !hidesAnother(entry.frame, of: view, in: frames, drawn: drawn, indexOf: indexOf) {
                filled[ObjectIdentifier(view)] = color
                ground = (screenGround, tinted)
            } else {
                ground.screen = screenGround
            }
        }
        return filled
    }

    /// Whether `frame` overlaps the frame of a view drawn before `view`
    /// that is not one of its superviews and does not enclose it. (One
    /// that reaches past its superview, the naive slider's knob, is
    /// filled: what overflows is the lesson there.)
    private static func hidesAnother(_ frame: CGRect, of view: View, in frames: BoxIndex,
                                     drawn: [(view: View, frame: CGRect)], indexOf: [ObjectIdentifier: Int]) -> Bool
    {
        var ancestors: Set<Int> = []
        var ancestor = view.superview
        while let current = ancestor {
            if let index = indexOf[ObjectIdentifier(current)] { ancestors.insert(index) }
            ancestor = current.superview
        }
        return frames.intersectsAny(frame) { index in
            guard !ancestors.contains(index) else { return false }
            let other = drawn[index].frame
            // One that encloses it loses only its empty middle: its
            // outline lies outside, and names and texts are drawn over
            // every fill (a card on a full-screen background image).
            if other.minX <= frame.minX + overlap, other.minY <= frame.minY + overlap,
               other.maxX >= frame.maxX - overlap, other.maxY >= frame.maxY - overlap { return false }
            return min(frame.maxX, other.maxX) - max(frame.minX, other.minX) > overlap
                && min(frame.maxY, other.maxY) - max(frame.minY, other.minY) > overlap
        }
    }
}
