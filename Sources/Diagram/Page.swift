import Foundation
import Layout

/// Frames a picture on a page: padding around everything drawn, the title
/// above, the caption (wrapped to the picture's width) and the legend below.
struct Page {
    let style: Style
    let typesetter: Typesetter
    let options: DiagramOptions
    /// Lines under the caption saying what was counted rather than drawn.
    var summary: [String] = []

    init(style: Style, typesetter: Typesetter, options: DiagramOptions) {
        self.style = style
        self.typesetter = typesetter
        self.options = options
    }

    /// A page holding `items` (in scene coordinates) with the title, caption
    /// and legend of the options; `root` is the root view's frame.
    func compose(_ items: [DisplayItem], root: CGRect) -> DisplayList {
        let content = items.reduce(CGRect.null) { $0.union($1.bounds) }.integral
        let pad = style.padding
        var header: [TextItem] = []
        var y = pad / 2
        if let title = options.title, !title.isEmpty {
            let item = typesetter.text(title, at: CGPoint(x: pad, y: y), fontSize: style.titleSize, bold: true,
                                       color: style.ink, role: .title)
            header.append(item)
            y = item.box.maxY + pad / 2
        } else {
            y = pad
        }
        let dx = pad - content.minX, dy = y - content.minY
        var all = header.map(DisplayItem.text) + items.map { $0.offsetBy(dx: dx, dy: dy) }
        var bottom = content.maxY + dy + pad / 2
        let width = max(content.width, 240)
        let lines = (options.caption ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            + summary
        for line in lines where !line.isEmpty || options.caption?.isEmpty == false {
            for wrapped in Self.wrap(line, width: width, measure: { typesetter.size($0, fontSize: style.captionSize).width }) {
                let item = typesetter.text(wrapped, at: CGPoint(x: pad, y: bottom), fontSize: style.captionSize,
                                           color: style.ink, role: .caption)
                all.append(.text(item))
                bottom = item.box.maxY + 2
            }
        }
        if options.legend {
            let legend = Legend(style: style, typesetter: typesetter)
                .items(for: all, origin: CGPoint(x: pad, y: bottom + pad / 3), maxWidth: width)
            all += legend
            bottom = legend.reduce(bottom) { max($0, $1.bounds.maxY) }
        }
        let right = all.reduce(content.width + 2 * pad) { max($0, $1.bounds.maxX + pad) }
        let height = bottom + pad / 2
        var list = DisplayList(size: CGSize(width: right.rounded(.up), height: height.rounded(.up)),
                               background: style.background, items: all, colorNames: style.colorNames)
        list.rootFrame = root.offsetBy(dx: dx, dy: dy)
        return list
    }

    /// `text` broken at spaces into lines no wider than `width` (a word
    /// longer than that gets a line of its own). A sum is never broken:
    /// "8 + 50 + 8 = 66", not a line ending in "8 +". Nor is a parenthesis of
    /// four words or fewer, `(0.7, 0.4)`, unless it is wider than a line (it would widen the
    /// picture) or starting it on a line of its own would leave the line
    /// before it less than half full ("…is 44 pt tall" over
    /// "(①, UIView-Encapsulated-Layout-Height), but…").
    static func wrap(_ text: String, width: CGFloat, measure: (String) -> CGFloat) -> [String] {
        guard measure(text) > width else { return [text] }
        // What no line breaks inside: a word, a sum or a parenthesis (with
        // its words, where it may be broken).
        typealias Unit = (text: String, aside: [String]?)
        var units: [Unit] = []
        var group: [Substring] = []
        var parenthesised = false
        func endGroup() {
            let words = group.map(String.init)
            let joined = words.joined(separator: " ")
            // A parenthesis of prose (more than four words: "(a common
            // slip in updateConstraints and in reused cells)") breaks as
            // prose does: kept whole, it left the line before it half empty.
            if words.count > 1, measure(joined) > width || parenthesised && words.count > Self.wordsOfAnAside {
                units += words.map { ($0, nil) }
            } else {
                units.append((joined, parenthesised && words.count > 1 ? words : nil))
            }
            (group, parenthesised) = ([], false)
        }
        var depth = 0
        let all = text.split(separator: " ", omittingEmptySubsequences: false)
        for (index, word) in all.enumerated() {
            group.append(word)
            depth += word.filter { $0 == "(" }.count - word.filter { $0 == ")" }.count
            depth = max(depth, 0)
            if depth > 0 { parenthesised = true }
            let glued = Self.operators.contains(word) || (index + 1 < all.count && Self.operators.contains(all[index + 1]))
            if depth == 0, !glued { endGroup() }
        }
        if !group.isEmpty { endGroup() }
        var lines: [String] = []
        var line = ""
        var pending = Array(units.reversed())
        while let unit = pending.popLast() {
            let candidate = line.isEmpty ? unit.text : line + " " + unit.text
            if line.isEmpty || measure(candidate) <= width {
                line = candidate
            } else if let words = unit.aside, measure(line) < width / 2 {
                pending += words.reversed().map { ($0, nil) }
            } else {
                lines.append(line)
                line = unit.text
            }
        }
        lines.append(line)
        return lines
    }

    /// The most words a parenthesis kept on one line has: `(0.7, 0.4)`,
    /// `(①, UIView-Encapsulated-Layout-Height)`; a longer one is prose.
    static let wordsOfAnAside = 4

    /// Words that join the words either side of them into one sum or equation.
    static let operators: Set<Substring> = ["+", "-", "−", "=", "×", "÷", "≤", "≥", "<", ">"]
}
