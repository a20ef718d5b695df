import Foundation
@testable import Layout
import Testing

/// Where a label's text wraps: at spaces, between ideographs (but not
/// before closing marks nor after opening ones), after a hyphen inside a
/// word, and inside a word too long for a line, as UILabel wraps.
@Suite struct LineBreakingTests {
    /// Every character 10 pt wide, so that a line of `width` holds width / 10.
    func wrap(_ text: String, width: CGFloat, lines: Int = 0) -> [String] {
        LineBreaking.wrap(text, width: width, lines: lines) { CGFloat($0.count) * 10 }
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func wordsWrapAtSpacesAsBefore() {
        #expect(wrap("Auto Layout  computes frames", width: 120) == ["Auto Layout", "computes", "frames"])
        #expect(wrap("one\ntwo three", width: 200) == ["one", "two three"])
    }

    @Test func japaneseWrapsBetweenCharacters() {
        // A storyboard's label of Japanese text with no space in it: six
        // characters to a line, not one line cut short with "…".
        let text = "ベースラインは最初の行にそろえます"
        let lines = wrap(text, width: 60)
        #expect(lines == ["ベースライン", "は最初の行に", "そろえます"], "\(lines)")
        #expect(lines.joined() == text)
    }

    @Test func latinInsideJapaneseStaysWhole() {
        // Breaks fall beside the ideographs, not inside "Baseline".
        let lines = wrap("BaselineのAttributeは最初", width: 100)
        #expect(lines == ["Baselineの", "Attributeは", "最初"], "\(lines)")
    }

    @Test func closingMarksDoNotStartALineNorOpeningMarksEndOne() {
        // Five to a line would put "。" first on the second line; six,
        // "「" last on the first.
        #expect(wrap("そろえます。意味", width: 50) == ["そろえま", "す。意味"])
        #expect(wrap("意味的には「最初」", width: 60) == ["意味的には", "「最初」"])
    }

    @Test func chineseAndKoreanWrapToo() {
        #expect(wrap("自动布局计算每个视图", width: 40) == ["自动布局", "计算每个", "视图"])
        #expect(wrap("오토레이아웃", width: 30) == ["오토레", "이아웃"])
    }

    @Test func aHyphenatedWordBreaksAfterItsHyphen() {
        #expect(wrap("[website-domain.com]:", width: 120) == ["[website-", "domain.com]:"])
        #expect(wrap("xx ab-cd", width: 60) == ["xx ab-", "cd"])
        // Not before a number: "-5" is a negative number.
        #expect(wrap("xx ab-5", width: 60) == ["xx", "ab-5"])
    }

    @Test func aWordWiderThanTheLineIsCutBetweenCharacters() {
        // NSLineBreakMode.byWordWrapping breaks a word that fits no line.
        let lines = wrap("see supercalifragilistic now", width: 80)
        #expect(lines == ["see", "supercal", "ifragili", "stic now"], "\(lines)")
        #expect(lines.allSatisfy { CGFloat($0.count) * 10 <= 80 })
        // A line narrower than one character still ends, a character to a line.
        #expect(wrap("abc", width: 5) == ["a", "b", "c"])
    }

    @Test func theLastLineKeepsTheRest() {
        #expect(wrap("one two three four", width: 40, lines: 2) == ["one", "two three four"])
        #expect(wrap("ベースラインは最初", width: 30, lines: 2) == ["ベース", "ラインは最初"])
    }
}

/// Wrapping costs what the lines hold, not the square of the text: a
/// word of 200,000 characters in a narrow label, and as many ideographs on
/// a label's last allowed line, each take a few million measured
/// characters, not billions.
@Suite struct LineBreakingCostTests {
    @Test func aHugeWordCostsWhatItsLinesHold() {
        var measured = 0
        let word = String(repeating: "x", count: 200_000)
        let lines = LineBreaking.wrap(word, width: 100, lines: 0) { measured += $0.count; return CGFloat($0.count) * 10 }
            .split(separator: "\n")
        #expect(lines.count == 20_000)
        #expect(lines.allSatisfy { $0.count == 10 })
        #expect(measured < 10_000_000, "\(measured)")
    }

    @Test func aLongLastLineIsNotBuiltPieceByPiece() {
        var measured = 0
        let text = String(repeating: "字", count: 200_000)
        let lines = LineBreaking.wrap(text, width: 100, lines: 2) { measured += $0.count; return CGFloat($0.count) * 10 }
            .split(separator: "\n")
        #expect(lines.map(\.count) == [10, 199_990])
        #expect(measured < 10_000_000, "\(measured)")
    }
}
