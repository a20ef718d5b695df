import Foundation
import Layout

/// Extra words and weight for one constraint's mark: `trellis explain`
/// numbers the constraints of a conflict to match its text, draws them
/// heavier, says what the broken one wanted, and greys out the rest.
public struct ConstraintNote: Sendable, Hashable {
    /// Put before the label, e.g. `③`.
    public var prefix: String
    /// Put after the label, replacing a broken constraint's ` (broken)`,
    /// e.g. ` (broken: wants 50, gets 28)`; nil keeps the status as it is.
    public var suffix: String?
    /// Drawn twice as thick.
    public var emphasized: Bool
    /// Drawn in the reference grey: drawn for completeness, not part of the story.
    public var dimmed: Bool
    /// Replaces the label entirely (before the prefix), e.g. `assumed 120`.
    public var label: String?
    /// Not drawn at all.
    public var hidden: Bool
    /// Whether the ghost of where the constraint wanted its item is drawn
    /// (where it does not hold): off where the picture draws that place
    /// itself (a ``WantedFrame``), which would otherwise be drawn twice.
    public var showsGhost: Bool

    public init(prefix: String = "", suffix: String? = nil, emphasized: Bool = false, dimmed: Bool = false,
                label: String? = nil, hidden: Bool = false, showsGhost: Bool = true)
    {
        self.prefix = prefix
        self.suffix = suffix
        self.emphasized = emphasized
        self.dimmed = dimmed
        self.label = label
        self.hidden = hidden
        self.showsGhost = showsGhost
    }

    /// `mark` with the note applied.
    func apply(to mark: ConstraintMark, style: Style, isReference: Bool) -> ConstraintMark {
        var mark = mark
        if emphasized { mark.stroke.width *= 2 }
        if dimmed {
            mark.stroke.color = style.reference
            mark.labelColor = style.reference
        }
        guard !isReference else { return mark }
        var label = self.label ?? mark.label ?? ""
        // A numbered constraint is a member of the conflict by its number:
        // " (in conflict)" after it would say so twice.
        if !prefix.isEmpty, label.hasSuffix(ConstraintMarker.inConflict) { label.removeLast(ConstraintMarker.inConflict.count) }
        if let suffix {
            if label.hasSuffix(" (broken)") { label.removeLast(" (broken)".count) }
            label += suffix
            // A mark with no words of its own: the suffix alone, after the prefix.
            label = String(label.drop { $0 == " " })
        }
        if !prefix.isEmpty { label = label.isEmpty ? prefix : "\(prefix) \(label)" }
        mark.label = label.isEmpty ? nil : label
        return mark
    }
}

/// Where a constraint wanted an item that it could not have: drawn dashed in
/// the broken colour, with a label (`trellis explain`: "① wants it here").
public struct WantedFrame: Sendable, Hashable {
    /// The frame, in the root's coordinates.
    public var frame: CGRect
    /// Said beside it.
    public var label: String
    /// The item's name, for the display role.
    public var item: String

    public init(frame: CGRect, label: String, item: String) {
        self.frame = frame
        self.label = label
        self.item = item
    }
}
