import Foundation
import Layout

// What views show inside their frames: a label's lines, a button's title,
// drawn to fit a frame measured with another font.
extension SceneLayer {
    /// A label shows its text as UILabel does: leading-aligned, its block
    /// centred vertically in the frame, its lines wrapped at spaces where
    /// the frame is narrower than they are (a label squeezed by its
    /// constraints, or one from a storyboard with many lines).
    /// False, drawing nothing, where not even "…" fits its frame.
    mutating func drawLabelText(_ label: Label) -> Bool {
        let frame = label.frame
        var text = label.shownText(measurer: options.textMeasurer)   // wrapped as the label wraps it
        var wrapped = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let bold = label.isBold
        var fontSize = fittedFontSize(wrapped, base: label.fontSize, in: frame.width, unsqueezed: Self.holdsItsContent(label),
                                      bold: bold)
        if wrapped.count > 1, let smaller = fittingSize(of: label, wrappedAt: fontSize) {
            // Wrapped in our wider font, the lines would run past the frame's
            // top and bottom, across its outline.
            fontSize = smaller
            text = label.shownText(measurer: options.textMeasurer, fontSize: smaller)
            wrapped = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        wrapped = linesShown(wrapped, fontSize: fontSize, height: frame.height)
        // A line that still does not fit ends in "…", as UILabel truncates it.
        let lines = wrapped.map { truncated($0, toFit: frame.width, fontSize: fontSize, keepingEnd: false, bold: bold) }
        guard lines.contains(where: { !$0.isEmpty }) || wrapped.allSatisfy(\.isEmpty) else { return false }
        let block = typesetter.size(lines.joined(separator: "\n"), fontSize: fontSize)
        let lineHeight = block.height / CGFloat(max(lines.count, 1))
        let top = blockTop(of: label, lines: lines, height: block.height, fontSize: fontSize)
        // Ink that reads on the pale tint the label is filled with, not on
        // its own colour: white on a pale blue did not ("Sign in" on a blue
        // label).
        let ground = sequence(first: label as View, next: \.superview).lazy.compactMap(shownColor(of:)).first
        let color = textInk(label.textColor, on: ground)
        // One item per line: the block at `top` (centred, or on a tied
        // baseline), each line placed across the frame as the label's
        // alignment says.
        // Natural alignment follows the label's own direction (a label forced right to left starts at its right).
        let leftToRight = label.effectiveLayoutDirection == .leftToRight
        for (index, line) in lines.enumerated() where !line.isEmpty {   // a blank line between paragraphs draws nothing
            let width = typesetter.size(line, fontSize: fontSize, bold: bold).width
            let x = Self.lineX(width: width, aligned: label.textAlignment, from: frame.minX, to: frame.maxX,
                               leftToRight: leftToRight)
            let origin = CGPoint(x: x, y: top + CGFloat(index) * lineHeight)
            let item = typesetter.text(line, at: origin, fontSize: fontSize, bold: bold, color: color,
                                       role: .viewName(label.name))
            addText(item, content: true)
        }
        return true
    }

    /// The labels `scene`'s constraints tie by a baseline, and by which (the
    /// first where both), implied ones too (a stack view's baseline row).
    static func baselineTies(in scene: Scene) -> [ObjectIdentifier: LayoutConstraint.Attribute] {
        var tied: [ObjectIdentifier: LayoutConstraint.Attribute] = [:]
        for constraint in scene.layoutConstraints {
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute),
                                      (constraint.secondItem, constraint.secondAttribute)]
                where item is Label && (attribute == .firstBaseline || attribute == .lastBaseline)
            {
                let id = ObjectIdentifier(item!)
                if tied[id] != .firstBaseline { tied[id] = attribute }
            }
        }
        return tied
    }

    /// The lines of a wrapped label that its frame has room for, the last
    /// ending in "…" where some are left out: UILabel shows the lines that
    /// fit a label squeezed shorter than its text (one at least) and cuts
    /// the last short.
    func linesShown(_ lines: [String], fontSize: CGFloat, height: CGFloat) -> [String] {
        let lineHeight = typesetter.size(lines.joined(separator: "\n"), fontSize: fontSize).height / CGFloat(max(lines.count, 1))
        guard lines.count > 1, lineHeight > 0, height + 0.5 < lineHeight * CGFloat(lines.count) else { return lines }
        let room = max(1, Int(((height + 0.5) / lineHeight).rounded(.down)))
        return Array(lines.prefix(room - 1)) + [lines[room - 1] + "…"]
    }

    /// Where a label's block of lines starts: centred in the frame, as
    /// UILabel centres it; for a label tied by a baseline, with that
    /// baseline (its first, or its last where only that is tied) where the
    /// layout put it (measured with Apple's font in a storyboard), as far as
    /// the frame holds the block, so that the constraint's line runs under
    /// the text, as under the text it aligns to.
    func blockTop(of label: Label, lines: [String], height: CGFloat, fontSize: CGFloat) -> CGFloat {
        let frame = label.frame
        let centred = frame.midY - height / 2
        guard let tie = baselineTied[ObjectIdentifier(label)], let first = lines.first, height <= frame.height + 0.5 else {
            return centred
        }
        let ascent = typesetter.firstBaseline(of: first, fontSize: fontSize)
        let lineHeight = height / CGFloat(lines.count)
        let wanted = tie == .firstBaseline ? label.baselineYs.first - ascent
            : label.baselineYs.last - ascent - CGFloat(lines.count - 1) * lineHeight
        let placed = min(max(wanted, frame.minY), max(frame.minY, frame.maxY - height))
        return abs(placed - centred) < 0.01 ? centred : placed
    }

    /// The font size, in steps of 5 % down to 60 % of the label's, at which
    /// its wrapped lines fit the height of its frame, when at `size` they do
    /// not and the frame is as tall as the label's content size (a
    /// storyboard's stored frame: Apple's font fits the lines there, ours is
    /// wider and wraps onto more); nil when the lines fit, or when the label
    /// is squeezed shorter than its content, which is shown as it is.
    func fittingSize(of label: Label, wrappedAt size: CGFloat) -> CGFloat? {
        func height(at size: CGFloat) -> CGFloat {
            typesetter.size(label.shownText(measurer: options.textMeasurer, fontSize: size), fontSize: size).height
        }
        let frame = label.frame
        let content = label.intrinsicContentSize.height
        guard frame.height > 0, content > 0, frame.height >= content - 0.5, height(at: size) > frame.height + 0.5 else {
            return nil
        }
        for step in stride(from: 19, through: 12, by: -1) {
            let smaller = min(size, label.fontSize * CGFloat(step) / 20)
            if height(at: smaller) <= frame.height + 0.5 { return smaller }
        }
        return min(size, label.fontSize * 0.6)
    }

    /// How much smaller text is drawn so that it fits its frame. A frame
    /// up to 15% narrower than the text is a frame measured with another
    /// font (Apple's, in a storyboard), and the text is drawn to fit it; so
    /// is any text down to 60 % of its size in a view that is `unsqueezed`
    /// (as wide as its content size: UIKit would show all of it, and only
    /// our font is wider). A narrower one is a real squeeze, shown as it is.
    static func fittingFactor(_ width: CGFloat, in available: CGFloat, unsqueezed: Bool) -> CGFloat {
        let widest: CGFloat = unsqueezed ? 1 / 0.6 : 1.15
        guard width > available, available > 0, width <= available * widest else { return 1 }
        return available / width
    }

    /// The font size at which the widest of `lines` fits `available`, when
    /// ``fittingFactor(_:in:unsqueezed:)`` says the text is drawn to fit;
    /// `base` otherwise. Hinted text does not narrow in proportion to its
    /// size (each glyph's advance is rounded), so the proportional size
    /// may still be too wide by a few percent: then the largest size that
    /// fits, down to 15 % below it, is found by bisection, since a title a
    /// fraction of a point too wide would lose its middle to "…" for
    /// nothing. Text drawn to fit keeps 1.5 pt clear of each side, so that
    /// it does not touch the outline.
    func fittedFontSize(_ lines: [String], base: CGFloat, in available: CGFloat, unsqueezed: Bool, bold: Bool = false) -> CGFloat {
        func widest(_ size: CGFloat) -> CGFloat { lines.map { typesetter.size($0, fontSize: size, bold: bold).width }.max() ?? 0 }
        let room = available - min(3, available / 10)
        let factor = Self.fittingFactor(widest(base), in: room, unsqueezed: unsqueezed)
        guard factor < 1 else { return base }
        let proportional = base * factor
        guard widest(proportional) > room else { return proportional }
        var (fits, tooWide) = (proportional * 0.85, proportional)
        guard widest(fits) <= room else { return fits }   // truncated after all
        for _ in 0..<8 {
            let middle = (fits + tooWide) / 2
            if widest(middle) <= room { fits = middle } else { tooWide = middle }
        }
        return fits
    }

    /// Whether `view` is at least as wide as its content size: what a
    /// storyboard's stored frame records, measured with Apple's fonts.
    static func holdsItsContent(_ view: View) -> Bool {
        let content = view.intrinsicContentSize.width
        return content > 0 && view.frame.width >= content - 0.5
    }

    /// A button's title where UIKit draws it (centred unless its
    /// ``View/titlePlacement`` says otherwise), in the colour of text on
    /// the view's fill. False, drawing nothing, where not even "…" fits
    /// (an image fills the button).
    mutating func drawTitle(_ title: String, of view: View, ink: Color) -> Bool {
        let placement = view.titlePlacement
        let width = placement.titleRoom(in: view.frame)
        let bold = view.isBold
        let fontSize = fittedFontSize([title], base: view.titleFontSize, in: width,
                                      unsqueezed: Self.holdsItsContent(view), bold: bold)
        // UIButton's title loses its middle when it cannot fit; clear of
        // the outline, as fitted text is.
        let clearance = min(3, width / 10)
        let title = truncated(title, toFit: width - clearance, fontSize: fontSize, keepingEnd: true, bold: bold)
        guard !title.isEmpty else { return false }
        let size = typesetter.size(title, fontSize: fontSize, bold: bold)
        // A title aligned to an edge keeps off the outline drawn on it.
        let origin = placement.titleRect(size: size, in: view.frame.insetBy(dx: clearance / 2, dy: 0),
                                         leftToRight: view.effectiveLayoutDirection == .leftToRight).origin
        let item = typesetter.text(title, at: origin, fontSize: fontSize, bold: bold, color: ink, role: .viewName(view.name))
        addText(item, content: true)
        return true
    }

    /// Where a line `width` wide starts between `minX` and `maxX` as
    /// `alignment` places it (natural and justified lines at the leading
    /// side, as UIKit sets a single line).
    static func lineX(width: CGFloat, aligned alignment: Label.TextAlignment, from minX: CGFloat, to maxX: CGFloat,
                      leftToRight: Bool) -> CGFloat {
        switch alignment {
        case .center: (minX + maxX) / 2 - width / 2
        case .left: minX
        case .right: maxX - width
        case .natural, .justified: leftToRight ? minX : maxX - width
        }
    }

    /// A text view's text as UITextView draws it: from the top, inside its
    /// text container's inset, wrapped at the width there, as many lines
    /// as the frame shows, the last cut short with "…" where more follow.
    /// False, drawing nothing, when not one line fits.
    mutating func drawTextViewText(_ content: TextViewText, of view: View, ink: Color) -> Bool {
        let insets = TextViewText.insets
        let frame = view.frame
        let box = CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                         width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
        let fontSize = content.fontSize
        let lineHeight = typesetter.size("X", fontSize: fontSize).height
        guard box.width >= 8, lineHeight > 0, box.height + 0.5 >= lineHeight else { return false }
        var lines = content.lines(width: box.width, fontSize: fontSize, measurer: options.textMeasurer)
        while lines.count > 1, lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
        let room = Int(((box.height + 0.5) / lineHeight).rounded(.down))
        if lines.count > room {
            lines = Array(lines.prefix(room))
            lines[room - 1] += "…"
        }
        let leftToRight = view.effectiveLayoutDirection == .leftToRight
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let shown = truncated(line, toFit: box.width, fontSize: fontSize, keepingEnd: false)
            let width = typesetter.size(shown, fontSize: fontSize).width
            let x = Self.lineX(width: width, aligned: content.alignment, from: box.minX, to: box.maxX, leftToRight: leftToRight)
            let item = typesetter.text(shown, at: CGPoint(x: x, y: box.minY + CGFloat(index) * lineHeight),
                                       fontSize: fontSize, color: ink, role: .viewName(view.name))
            addText(item, content: true)
        }
        return true
    }

    /// A text field's text or placeholder as UITextField draws it: one
    /// line inside its border's inset, centred vertically, its end cut to
    /// "…" when it cannot fit; a placeholder paler than text. False,
    /// drawing nothing, where not even "…" fits.
    mutating func drawFieldText(_ field: FieldText, of view: View, ink: Color) -> Bool {
        let frame = view.frame
        let inset = min(field.inset, frame.width / 4)
        let room = frame.width - 2 * inset
        let fontSize = fittedFontSize([field.text], base: field.fontSize, in: room, unsqueezed: Self.holdsItsContent(view))
        let text = truncated(field.text, toFit: room, fontSize: fontSize, keepingEnd: false)
        guard !text.isEmpty else { return false }
        let size = typesetter.size(text, fontSize: fontSize)
        let leftToRight = view.effectiveLayoutDirection == .leftToRight
        let x = Self.lineX(width: size.width, aligned: field.alignment, from: frame.minX + inset, to: frame.maxX - inset,
                           leftToRight: leftToRight)
        let color = field.isPlaceholder ? ink.withAlphaComponent(0.55) : ink
        let item = typesetter.text(text, at: CGPoint(x: x, y: frame.midY - size.height / 2), fontSize: fontSize,
                                   color: color, role: .viewName(view.name))
        addText(item, content: true)
        return true
    }

    /// `text`, or as much of it as fits `width` with "…" for the rest: its
    /// end cut off, or with `keepingEnd` its middle (UIKit's tail and
    /// middle truncation). Text that fits comes back as it is; in a frame
    /// too narrow for one character and "…", the ellipsis alone, or
    /// nothing where even that does not fit: drawn whole, a 24-pt image
    /// button's "Button" ran across the cell's outline beside it. A single
    /// character (an emoji, which our fonts measure wider than Apple's) is
    /// never cut: there is nothing of it to keep.
    func truncated(_ text: String, toFit width: CGFloat, fontSize: CGFloat, keepingEnd: Bool, bold: Bool = false) -> String {
        guard text.count > 1, typesetter.size(text, fontSize: fontSize, bold: bold).width > width else { return text }
        guard width > 0 else { return "" }
        let characters = Array(text)
        func shortened(keeping count: Int) -> String {
            guard keepingEnd else { return String(characters.prefix(count)) + "…" }
            let end = count / 2
            return String(characters.prefix(count - end)) + "…" + String(characters.suffix(end))
        }
        // The most characters that fit, by bisection: widths grow with the count.
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if typesetter.size(shortened(keeping: middle), fontSize: fontSize, bold: bold).width <= width { low = middle } else { high = middle - 1 }
        }
        if low > 0 { return shortened(keeping: low) }
        return typesetter.size("…", fontSize: fontSize, bold: bold).width <= width ? "…" : ""
    }
}
