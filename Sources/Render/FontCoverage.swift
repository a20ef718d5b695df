import CairoShim
import Foundation

/// Characters the pictures' font cannot draw. cairo would draw each as an
/// empty box, which says nothing; they are written instead as their code
/// point, `[U+1F980]`, so that the reader sees what the text holds. The
/// measurer and the painter both use ``displayable(_:bold:)``, so the text
/// still fits its box and plate.
enum FontCoverage {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [String: Bool] = [:]
    nonisolated(unsafe) private static var probe: CairoCanvas?

    /// `text` with every character the font lacks written as `[U+XXXX]`.
    static func displayable(_ text: String, family: String = "DejaVu Sans", bold: Bool = false) -> String {
        // Noncharacters and NUL first become U+FFFD, as every canvas draws
        // them, so that what is measured is what is drawn.
        let text = CairoCanvas.drawable(text)
        // ASCII is always covered: skip the lookups for the common case.
        guard text.unicodeScalars.contains(where: { $0.value > 0x7E }) else { return text }
        var out = ""
        for character in text {
            if character.unicodeScalars.allSatisfy({ $0.value <= 0x7E }) || covers(String(character), family: family, bold: bold) {
                out.append(character)
            } else {
                out += character.unicodeScalars.map { "[U+" + String($0.value, radix: 16, uppercase: true) + "]" }.joined()
            }
        }
        return out
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
