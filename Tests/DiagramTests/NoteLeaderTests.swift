import Foundation
import Testing

@testable import Diagram

/// A diagnostic note is placed after every label: where its only spot is
/// led to through a label placed before it (an icon's overflow led down
/// through three sizes' labels in a real toast view), that label is struck
/// out and the note seems to point at it, so the note is said under the
/// picture instead; a misplaced view's number, which its key line refers
/// to, keeps its spot.
@Suite struct NoteLeaderTests {
    let style = Style()
    let typesetter = Typesetter(options: DiagramOptions())
    let root = CGRect(x: -500, y: -500, width: 2000, height: 2000)

    /// A placer with everything above y = 130 taken, and a 400-pt label
    /// placed under it, from x -100 to 300, under the note's anchor at
    /// (100, 100): every spot left near the anchor is under the label, on
    /// a leader down through it.
    func crowded() throws -> LabelPlacer {
        var placer = LabelPlacer(obstacles: [CGRect(x: -400, y: -400, width: 1000, height: 530)], gap: 2)
        let label = placer.place(size: CGSize(width: 400, height: 12), anchor: CGPoint(x: 100, y: 120),
                                 besideVerticalMark: false, offset: 3)
        #expect(label == CGPoint(x: -100, y: 137))
        return placer
    }

    func note(_ role: DisplayRole, inside: CGRect? = nil) -> SceneLayer.Note {
        SceneLayer.Note(text: "icon: 8 pt outside card", color: style.broken, anchor: CGPoint(x: 100, y: 100), role: role,
                        fontSize: style.annotationSize, inside: inside)
    }

    @Test func aNoteWhoseOnlySpotIsLedThroughALabelIsSaidUnderThePicture() throws {
        var placer = try crowded()
        let notes = Annotation.placeNotes([note(.overflow("icon"))], after: [], root: root, column: 10_000,
                                          outlines: ViewOutlines(drawn: []), placer: &placer, typesetter: typesetter, style: style)
        #expect(notes.labels.isEmpty, "\(notes.labels)")
        #expect(notes.below == ["icon: 8 pt outside card"])
    }

    @Test func aMisplacedViewsNumberKeepsItsSpotOnTheStrikingLeader() throws {
        var placer = try crowded()
        // Its outline's corner far off, so that it is placed near its anchor.
        let number = note(.misplaced("icon"), inside: CGRect(x: 1000, y: 1000, width: 0, height: 0))
        let notes = Annotation.placeNotes([number], after: [], root: root, column: 10_000,
                                          outlines: ViewOutlines(drawn: []), placer: &placer, typesetter: typesetter, style: style)
        #expect(notes.below.isEmpty)
        let leader = try #require(notes.labels.leader)
        // Straight down from the anchor, through the label, to the first
        // ring free below it: the fourth, 3 pt and four of the note's
        // 13.2-pt lines (and the 2-pt gap) down.
        #expect(leader.start == CGPoint(x: 100, y: 100))
        #expect(leader.end.x == 100 && abs(leader.end.y - 163.8) < 0.01, "\(leader)")
    }

    @Test func aLeaderStrikesALabelItRunsThroughNotOneItStartsIn() throws {
        let placer = try crowded()
        #expect(placer.strikesLabel((CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 160))))
        // Past its end, or short of it: clear.
        #expect(!placer.strikesLabel((CGPoint(x: 320, y: 100), CGPoint(x: 320, y: 160))))
        #expect(!placer.strikesLabel((CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 137))))
        // From inside it (a note on its own label's mark): not struck.
        #expect(!placer.strikesLabel((CGPoint(x: 100, y: 143), CGPoint(x: 100, y: 160))))
    }
}
