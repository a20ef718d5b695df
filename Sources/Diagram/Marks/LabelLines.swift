import Foundation

/// A constraint's label set as lines rather than one: for a narrow cell, and
/// for a label that on one line would lie across another view's outline or
/// be led to from afar.
enum LabelLines {
    /// `text` broken into lines for a narrow cell: after `: ` first (what
    /// a constraint is, then how it fared), then after `, ` where a part is
    /// still wider than `width`; never inside quotation marks, where a
    /// view's name quotes its text (`UITextField "Position: 11, Tag: 11":`
    /// over `scroll content,`, not `UITextField "Position:` over `11, T…":`).
    static func broken(_ text: String, width: CGFloat, measure: (String) -> CGFloat) -> String {
        split(text, after: ": ").flatMap { measure($0) > width ? split($0, after: ", ") : [$0] }
            .joined(separator: "\n")
    }

    /// `part` cut after each `separator` outside quotation marks, the
    /// separator's trailing space dropped.
    static func split(_ part: String, after separator: String) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var quoted = false
        var rest = Substring(part)
        while let character = rest.first {
            if !quoted, rest.hasPrefix(separator) {
                pieces.append(piece + separator.trimmingCharacters(in: .whitespaces))
                piece = ""
                rest = rest.dropFirst(separator.count)
                continue
            }
            if character == "\"" { quoted.toggle() }
            piece.append(character)
            rest = rest.dropFirst()
        }
        return pieces + [piece]
    }

    /// `text` as `count` lines of about equal width, broken at spaces, so
    /// that the block is as narrow as it can be: "Bottom Content.height" over
    /// "× 2 = 262", never a line ending with an operator. A break between
    /// phrases (after `:` or `,`, before `(` or `[`: between what a
    /// constraint is and how it fared) is taken over a narrower one that
    /// splits a phrase, unless it leaves a line more than a quarter wider.
    /// Nil when `text` cannot be set in `count` such lines, or has more
    /// than ``mostWords`` words.
    static func balanced(_ text: String, count: Int, measure: (String) -> CGFloat) -> String? {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard count > 1, words.count >= count, words.count <= mostWords else { return nil }
        var best: (score: CGFloat, lines: [String])?
        // Every way of choosing `count - 1` of the spaces: a label has a
        // handful of words, so there are few.
        func choose(from start: Int, lines: [String]) {
            if lines.count == count - 1 {
                let all = lines + [words[start...].joined(separator: " ")]
                // "width =" over "0" parts a relation from its number.
                if all.dropLast().contains(where: { Self.endsWithOperator($0) }) { return }
                let widest = all.map(measure).max() ?? 0
                let phrased = zip(all, all.dropFirst()).allSatisfy { line, next in
                    line.hasSuffix(":") || line.hasSuffix(",") || next.hasPrefix("(") || next.hasPrefix("[")
                }
                let score = phrased ? widest / phraseBonus : widest
                if best.map({ score < $0.score }) ?? true { best = (score, all) }
                return
            }
            let remaining = count - 1 - lines.count
            for end in (start + 1)...(words.count - remaining) {
                choose(from: end, lines: lines + [words[start..<end].joined(separator: " ")])
            }
        }
        choose(from: 0, lines: [])
        return best?.lines.joined(separator: "\n")
    }

    /// Whether `line` ends with an operator or relation ("=", "≥", "×", "+").
    static func endsWithOperator(_ line: String) -> Bool {
        guard let last = line.split(separator: " ").last else { return false }
        return last.allSatisfy { "=≤≥<>×÷+-−*/".contains($0) }
    }

    /// The most words a label set as lines may have: the ways of breaking
    /// it grow as the square of its words (a storyboard's view may have a
    /// name of any length), and a longer label would be wide on three lines
    /// anyway.
    static let mostWords = 24

    /// How much wider a block broken between phrases may be than the
    /// narrowest one and still be taken over it.
    static let phraseBonus: CGFloat = 1.25
}
