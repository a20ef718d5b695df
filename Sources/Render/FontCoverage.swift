import CairoShim
import Foundation

/// Characters the pictures' font cannot draw. DejaVu Sans has no CJK
/// ideographs, kana or Hangul, which real storyboards name their views in:
/// those are drawn with a fallback face (WenQuanYi Micro Hei, installed by the
/// set-up), run by run; nor emoji, which labels and buttons hold: those are
/// drawn with Noto Color Emoji (installed by the set-up too), about as wide
/// as iOS draws them, so that a label with one is measured as on a device.
/// What no face has, cairo would draw as an empty box, which says nothing;
/// it is written instead as its code point, `[U+13000]`, so that the reader
/// sees what the text holds, or, for a private-use character (an SF Symbol),
/// as a dotted square the size of a glyph, `⬚`. The measurer and the
/// painters all go through ``runs(_:family:bold:)``, so the text still fits
/// its box and plate.
enum FontCoverage {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [String: Bool] = [:]
    nonisolated(unsafe) private static var probe: CairoCanvas?

    /// The face for what the pictures' font lacks (Debian's fonts-wqy-microhei).
    static let fallbackFamily = "WenQuanYi Micro Hei"
    /// The face for emoji, which neither has (Debian's fonts-noto-color-emoji).
    static let emojiFamily = "Noto Color Emoji"

    /// A stretch of text drawn in one face.
    struct Run: Equatable {
        var text: String
        /// The face it is drawn with instead of the selected one
        /// (``fallbackFamily`` or ``emojiFamily``), or nil.
        var family: String?
    }

    /// `text` cut where the face drawing it changes; characters neither face
    /// has are written as `[U+XXXX]` in the selected face.
    static func runs(_ text: String, family: String = "DejaVu Sans", bold: Bool = false) -> [Run] {
        // Noncharacters and NUL first become U+FFFD, as every canvas draws
        // them, so that what is measured is what is drawn.
        let text = CairoCanvas.drawable(text)
        // ASCII is always covered: skip the lookups for the common case.
        guard text.unicodeScalars.contains(where: { $0.value > 0x7E }) else { return [Run(text: text, family: nil)] }
        var runs: [Run] = []
        func append(_ piece: String, family: String?) {
            if let last = runs.last, last.family == family {
                runs[runs.count - 1].text += piece
            } else {
                runs.append(Run(text: piece, family: family))
            }
        }
        for character in text {
            let piece = String(character)
            if character.unicodeScalars.allSatisfy({ $0.value <= 0x7E }) || covers(piece, family: family, bold: bold) {
                append(piece, family: nil)
            } else if covers(piece, family: fallbackFamily, bold: bold) {
                append(piece, family: fallbackFamily)
            } else if character.unicodeScalars.contains(where: \.properties.isEmoji),
                      covers(piece, family: emojiFamily, bold: false)
            {
                append(piece, family: emojiFamily)
            } else {
                append(character.unicodeScalars.map(stand(for:)).joined(), family: nil)
            }
        }
        return runs
    }

    /// What is written for a character no face has: a private-use one (an
    /// SF Symbol, which storyboards store as a character of Apple's font)
    /// is an icon, shown as one glyph-sized dotted square, `⬚`, where its
    /// code point ran several em wider than the button it sits in; any other
    /// is its code point, which says what the text holds.
    private static func stand(for scalar: Unicode.Scalar) -> String {
        if scalar.properties.generalCategory == .privateUse { return "\u{2B1A}" }
        return "[U+" + String(scalar.value, radix: 16, uppercase: true) + "]"
    }

    /// `text` as it is drawn, whichever face draws each run (what an SVG
    /// writes: the viewer's font stack picks the faces).
    static func displayable(_ text: String, family: String = "DejaVu Sans", bold: Bool = false) -> String {
        runs(text, family: family, bold: bold).map(\.text).joined()
    }

    private static func covers(_ character: String, family: String, bold: Bool) -> Bool {
        let key = "\(family)|\(bold)|\(character)"
        lock.lock()
        defer { lock.unlock() }
        if let answer = known[key] { return answer }
        if probe == nil { probe = try? CairoCanvas(format: .png, width: 1, height: 1) }
        guard let probe else { return true }
        probe.selectFont(family: family, bold: bold, size: 12)
        let answer = !probe.lacksGlyph(character)
        known[key] = answer
        return answer
    }
}
