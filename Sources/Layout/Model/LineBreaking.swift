import Foundation

/// Where a label's text may wrap, as UILabel's word wrapping does it: at
/// spaces; between the characters of Chinese and Japanese text, which has
/// no spaces (but not before a closing mark such as `。` or `」`, nor after
/// an opening one, the rule Japanese calls kinsoku); after a hyphen inside a
/// word. A word wider than the line on its own is broken between
/// characters, as `NSLineBreakMode.byWordWrapping` breaks it.
///
/// A simplified reading of Unicode's line breaking (UAX #14): enough for
/// the text of real storyboards, without a dictionary for Thai or Khmer.
enum LineBreaking {
    /// A run of text no line breaks inside (a word, or one ideograph), and
    /// whether a space stood before it, which a line joins with one space.
    struct Piece {
        var text: String
        var spaceBefore: Bool
    }

    /// The pieces of one paragraph (a line of `text` between newlines).
    static func pieces(of paragraph: Substring) -> [Piece] {
        var pieces: [Piece] = []
        for (index, word) in paragraph.split(separator: " ").enumerated() {
            var piece = Piece(text: "", spaceBefore: index > 0)
            var previous: Character?
            for character in word {
                if let before = previous, mayBreak(between: before, and: character) {
                    pieces.append(piece)
                    piece = Piece(text: "", spaceBefore: false)
                }
                piece.text.append(character)
                previous = character
            }
            pieces.append(piece)
        }
        return pieces
    }

    /// Greedy wrapping: as many pieces on a line as fit in `width`, a piece
    /// wider than the width on its own broken between characters; at most
    /// `limit` lines (0: no limit), the last keeping the rest.
    static func wrap(_ text: String, width: CGFloat, lines limit: Int, measure: (String) -> CGFloat) -> String {
        var lines: [String] = []
        func lastLine() -> Bool { limit > 0 && lines.count == limit - 1 }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // A paragraph that fits is one line, however many pieces it has.
            if measure(String(paragraph)) <= width + 0.01 || lastLine() {
                lines.append(paragraph.split(separator: " ").joined(separator: " "))
                continue
            }
            var line = ""
            for piece in pieces(of: paragraph) {
                let joiner = piece.spaceBefore && !line.isEmpty ? " " : ""
                if lastLine() || measure(line + joiner + piece.text) <= width + 0.01 {
                    line += joiner
                    line += piece.text
                    continue
                }
                if !line.isEmpty {
                    lines.append(line)
                    line = ""
                }
                // Alone on its line: a piece that still does not fit is cut
                // between characters, each line holding as many as fit (one
                // at least, so that a line narrower than a glyph still ends).
                var rest = Substring(piece.text)
                while !lastLine(), let end = cut(rest, fitting: width, measure: measure) {
                    lines.append(String(rest[..<end]))
                    rest = rest[end...]
                }
                line = String(rest)
            }
            lines.append(line)
        }
        if limit > 0 && lines.count > limit {
            lines = Array(lines.prefix(limit - 1)) + [lines.dropFirst(limit - 1).joined(separator: " ")]
        }
        return lines.joined(separator: "\n")
    }

    /// Where `text` is cut so that the part before fits `width` (one
    /// character at least); nil where all of it fits, or it is one
    /// character. Prefixes of 2, 4, 8, … characters are tried until one is
    /// too wide, then the cut is found by bisection between the last two:
    /// a word of thousands of characters costs each line about what the
    /// line holds, not the length of the rest.
    static func cut(_ text: Substring, fitting width: CGFloat, measure: (String) -> CGFloat) -> Substring.Index? {
        guard !text.isEmpty, text.index(after: text.startIndex) != text.endIndex else { return nil }
        func fits(_ count: Int) -> Bool {
            measure(String(text[..<text.index(text.startIndex, offsetBy: count)])) <= width + 0.01
        }
        var (fitting, tooWide, count) = (1, 0, 2)
        while tooWide == 0 {
            guard text.index(text.startIndex, offsetBy: count, limitedBy: text.endIndex) != nil else {
                // Fewer characters left than the next try: all of them, then.
                let all = text.count
                if fits(all) { return nil }
                tooWide = all
                break
            }
            if !fits(count) {
                tooWide = count
            } else if text.index(text.startIndex, offsetBy: count) == text.endIndex {
                return nil
            } else {
                (fitting, count) = (count, count * 2)
            }
        }
        while tooWide - fitting > 1 {
            let middle = (fitting + tooWide) / 2
            if fits(middle) { fitting = middle } else { tooWide = middle }
        }
        return text.index(text.startIndex, offsetBy: fitting)
    }

    /// Whether a line may end between `before` and `after`, two characters
    /// of one word.
    static func mayBreak(between before: Character, and after: Character) -> Bool {
        if closing.contains(after) || opening.contains(before) { return false }
        if isIdeographic(before) || isIdeographic(after) { return true }
        // After a hyphen joining letters ("e-mail"), not before a number ("-5").
        return before == "-" && after.isLetter
    }

    /// Chinese, Japanese and Korean characters, and their punctuation: text
    /// written without spaces, which wraps between any two of them.
    static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        switch scalar {
        case 0x2E80...0x2FDF,   // CJK radicals
             0x3000...0x303F,   // CJK symbols and punctuation
             0x3040...0x30FF,   // Hiragana, Katakana
             0x3100...0x31FF,   // Bopomofo, Hangul compatibility jamo, Katakana extensions
             0x3400...0x4DBF,   // CJK extension A
             0x4E00...0x9FFF,   // CJK unified ideographs
             0xAC00...0xD7AF,   // Hangul syllables
             0xF900...0xFAFF,   // CJK compatibility ideographs
             0xFF00...0xFFEF,   // fullwidth forms
             0x20000...0x3FFFF: // CJK extensions B and later
            return true
        default:
            return false
        }
    }

    /// Marks a line may not start with: closing brackets and punctuation,
    /// small kana, the prolonged sound mark, iteration marks.
    static let closing: Set<Character> = Set(
        ")]}>.,:;!?%'\"" + "、。，．・：；？！‼⁇⁈⁉ー‐–〜～…‥）」』】〕〉》〙〗〟’”｝］｠｡｣､"
            + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻ゝゞヽヾ")

    /// Marks a line may not end with: opening brackets and quotes.
    static let opening: Set<Character> = Set("([{<" + "（「『【〔〈《〘〖〝‘“｛［｟｢")
}
