@testable import Diagram
import Foundation
import Testing

/// Where a caption line breaks: at spaces, never inside a short parenthesis
/// (four words or fewer) or a sum, and a long parenthesis broken rather than
/// widening the picture.
@Suite struct CaptionWrapTests {
    /// Ten points a character: widths read as character counts.
    let byCharacter: (String) -> CGFloat = { CGFloat($0.count) * 10 }

    @Test func aShortParenthesisStaysOnOneLine() {
        let lines = Page.wrap("the slider's knob is at (0.7, 0.4) of the track", width: 300, measure: byCharacter)
        #expect(lines == ["the slider's knob is at", "(0.7, 0.4) of the track"])
    }

    /// "(a view made in code turns its frame, often zero, into required
    /// constraints)" was kept whole, one line wider than the picture.
    @Test func aParenthesisWiderThanALineIsBrokenLikeTheRest() {
        let text = "Fix it (a view made in code turns its frame into constraints)."
        let lines = Page.wrap(text, width: 250, measure: byCharacter)
        #expect(lines == ["Fix it (a view made in", "code turns its frame into", "constraints)."])
    }

    @Test func aShortParenthesisThatFitsALineStartsOne() {
        let lines = Page.wrap("the knob of the slider sits at (0.7, 0.4) of the track", width: 350, measure: byCharacter)
        #expect(lines == ["the knob of the slider sits at", "(0.7, 0.4) of the track"])
    }

    /// A parenthesis of prose breaks as prose does: masonry's fix kept
    /// "(a common slip in updateConstraints and in reused cells)" whole,
    /// and the line before it, "constraint before you activate the new
    /// one", was half the paragraph's width.
    @Test func aParenthesisOfProseBreaksAsProseDoes() {
        let lines = Page.wrap("no subviews: an empty view (content made in code is not in the scene)", width: 450,
                              measure: byCharacter)
        #expect(lines == ["no subviews: an empty view (content made in", "code is not in the scene)"])
    }

    /// "but 8 + 50 + 8 = 66 pt" broke after "8", leaving "+ 50 + 8" to
    /// start the next line.
    @Test func aSumIsNotBrokenAtItsOperators() {
        let lines = Page.wrap("it is 44 pt tall, but 8 + 50 + 8 = 66 pt must fit", width: 250, measure: byCharacter)
        #expect(lines == ["it is 44 pt tall, but", "8 + 50 + 8 = 66 pt must", "fit"])
        #expect(lines.allSatisfy { line in !Page.operators.contains { line.hasPrefix("\($0) ") || line.hasSuffix(" \($0)") } })
    }

    @Test func aLineThatFitsIsKept() {
        #expect(Page.wrap("8 + 50 = 58", width: 110, measure: byCharacter) == ["8 + 50 = 58"])
    }

    /// "UITableViewCellContentView is 44 pt tall" was left half a line,
    /// "(①, UIView-Encapsulated-Layout-Height)," kept whole on the next.
    @Test func aParenthesisThatWouldLeaveAShortLineIsBroken() {
        let lines = Page.wrap("the cell is 44 pt tall (①, UIView-Encapsulated-Layout-Height), but 100 must fit", width: 500,
                              measure: byCharacter)
        #expect(lines == ["the cell is 44 pt tall (①,", "UIView-Encapsulated-Layout-Height), but 100 must", "fit"])
    }
}
