import Foundation
import Layout

/// Where a bar's items go, as UIKit lays them out (``BarContent``): a
/// navigation bar's items from its margins and its title centred between
/// them, a toolbar's items spread by its flexible spaces, a tab bar's tabs
/// side by side. Pure geometry: ``SceneLayer`` draws what it places.
enum BarLayout {
    /// One thing a bar shows: a line of text, or an icon's outline.
    struct Piece: Equatable {
        var text: String?
        var box: CGRect
        var fontSize: CGFloat = 0
        var bold = false
        /// Whether it is drawn in the ink of text (a title, the selected
        /// tab) rather than the quieter grey of the bar's items.
        var emphasised = false
        /// A back button's chevron, filling `box`, rather than an icon.
        var chevron = false
    }

    /// The size of a bar's words (UIKit's 17 pt), a tab's (10 pt), a
    /// prompt's (13 pt), a large title's (34 pt); symbols are drawn at 22.
    static let barFontSize: CGFloat = 17, tabFontSize: CGFloat = 10, promptFontSize: CGFloat = 13
    static let largeTitleFontSize: CGFloat = 34, glyphFontSize: CGFloat = 22
    /// An image's icon: 22 pt square in a bar, 24 in a tab.
    static let iconSide: CGFloat = 22, tabIconSide: CGFloat = 24
    /// A bar's margin at each end, and the room between its items.
    static let barMargin: CGFloat = 16, itemGap: CGFloat = 16

    /// Where `content` puts its texts and icons inside `frame`, item by
    /// item (a back button's chevron with its title, a tab's icon with its).
    static func pieces(of content: BarContent, in frame: CGRect, typesetter: Typesetter) -> [[Piece]] {
        switch content.kind {
        case .navigation: navigationPieces(content, in: frame, typesetter: typesetter)
        case .toolbar: toolbarPieces(content.items, in: frame, typesetter: typesetter)
        case .tabs: tabPieces(content, in: frame, typesetter: typesetter)
        }
    }

    /// A navigation bar: the prompt on a line at the top, the items at the
    /// row's ends, the title centred between them (on the bar, as UIKit
    /// centres it, where it clears them), a large title on a row of its own
    /// at the bottom.
    private static func navigationPieces(_ content: BarContent, in frame: CGRect, typesetter: Typesetter) -> [[Piece]] {
        var laidOut = navigationRow(content, in: frame, typesetter: typesetter)
        // UIKit shortens a back button whose title keeps the bar's title
        // off its centre: to "Back", then to its chevron alone.
        guard !laidOut.titleCentred, content.title != nil, !content.largeTitle,
              var back = content.leadingItems.first, back.isBackButton else { return laidOut.pieces }
        for shorter in ["Back", ""] where back.title != shorter {
            back.title = shorter
            var attempt = content
            attempt.leadingItems[0] = back
            laidOut = navigationRow(attempt, in: frame, typesetter: typesetter)
            if laidOut.titleCentred { break }
        }
        return laidOut.pieces
    }

    /// A navigation bar's pieces as its content says, and whether its
    /// title is whole and centred on the bar.
    private static func navigationRow(_ content: BarContent, in frame: CGRect,
                                      typesetter: Typesetter) -> (pieces: [[Piece]], titleCentred: Bool) {
        var pieces: [[Piece]] = []
        var titleCentred = false
        var row = frame
        if content.largeTitle, row.height >= 44 + 40 {
            let large = CGRect(x: frame.minX, y: frame.maxY - 52, width: frame.width, height: 52)
            row.size.height -= 52
            if let title = content.title, let piece = line(title, from: large.minX + barMargin, width: large.width - 2 * barMargin,
                                                          midY: large.midY, fontSize: largeTitleFontSize, bold: true,
                                                          typesetter: typesetter) {
                pieces.append([Piece(text: piece.text, box: piece.box, fontSize: largeTitleFontSize, bold: true, emphasised: true)])
            }
        }
        if let prompt = content.prompt, row.height >= 30 + 32 {
            let line = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 30)
            row = CGRect(x: row.minX, y: row.minY + 30, width: row.width, height: row.height - 30)
            if let piece = centred(prompt, in: line.insetBy(dx: barMargin, dy: 0), fontSize: promptFontSize, typesetter: typesetter) {
                pieces.append([piece])
            }
        }
        var leadEnd = row.minX + barMargin, trailStart = row.maxX - barMargin
        // A back button starts nearer the edge: its chevron is its inset.
        if content.leadingItems.first?.isBackButton == true { leadEnd -= 8 }
        for item in content.leadingItems {
            let placed = itemPieces(item, at: leadEnd, midY: row.midY, limit: trailStart, typesetter: typesetter)
            guard let last = placed.last else { continue }
            pieces.append(placed)
            leadEnd = last.box.maxX + itemGap
        }
        for item in content.trailingItems {
            guard let width = itemWidth(item, typesetter: typesetter), trailStart - width > leadEnd else { continue }
            let placed = itemPieces(item, at: trailStart - width, midY: row.midY, limit: trailStart, typesetter: typesetter)
            guard let first = placed.first else { continue }
            pieces.append(placed)
            trailStart = first.box.minX - itemGap
        }
        if !content.largeTitle, let title = content.title {
            let room = (trailStart - leadEnd) + 2 * itemGap - 16
            let from = leadEnd - itemGap + 8
            if room >= 40, var piece = line(title, from: from, width: room, midY: row.midY, fontSize: barFontSize, bold: true,
                                            typesetter: typesetter) {
                // Centred on the bar where it clears the items, else in the room between them.
                let centre = frame.midX - piece.box.width / 2
                let x = min(max(centre, from), from + room - piece.box.width)
                titleCentred = abs(x - centre) < 0.5 && piece.text == title
                piece.box.origin.x = x
                pieces.append([Piece(text: piece.text, box: piece.box, fontSize: barFontSize, bold: true, emphasised: true)])
            }
        }
        return (pieces, titleCentred)
    }

    /// A toolbar: its items from the leading margin, the room left over
    /// shared by its flexible spaces (none: the items stay at the leading side).
    private static func toolbarPieces(_ items: [BarItem], in frame: CGRect, typesetter: Typesetter) -> [[Piece]] {
        let room = frame.width - 2 * barMargin
        let shown = items.filter { $0.space != nil || itemWidth($0, typesetter: typesetter) != nil }
        var widths: [CGFloat] = shown.map { item in
            switch item.space {
            case .flexible: 0
            case .fixed(let width): width > 0 ? width : 8
            case nil: itemWidth(item, typesetter: typesetter) ?? 0
            }
        }
        let buttons = shown.filter { $0.space == nil }.count
        let used = widths.reduce(0, +) + CGFloat(max(0, buttons - 1)) * itemGap
        let flexible = shown.filter { $0.space == .flexible }.count
        guard used <= room + 0.5 else { return [] }
        if flexible > 0 {
            let share = (room - used) / CGFloat(flexible)
            widths = zip(shown, widths).map { $0.space == .flexible ? share : $1 }
        }
        var x = frame.minX + barMargin, pieces: [[Piece]] = [], previousWasButton = false
        for (item, width) in zip(shown, widths) {
            guard item.space == nil else {
                x += width
                continue
            }
            if previousWasButton { x += itemGap }
            let placed = itemPieces(item, at: x, midY: frame.midY, limit: frame.maxX - barMargin + 0.5, typesetter: typesetter)
            if !placed.isEmpty { pieces.append(placed) }
            x += width
            previousWasButton = true
        }
        return pieces
    }

    /// A tab bar: the tabs side by side, equally wide, each an icon over
    /// its title (the title alone in a bar too low for both); the selected
    /// one in the ink of text.
    private static func tabPieces(_ content: BarContent, in frame: CGRect, typesetter: Typesetter) -> [[Piece]] {
        let items = content.items
        guard !items.isEmpty else { return [] }
        let slot = frame.width / CGFloat(items.count)
        let height = min(frame.height, 49)
        var pieces: [[Piece]] = []
        for (index, item) in items.enumerated() {
            var tab: [Piece] = []
            let cell = CGRect(x: frame.minX + CGFloat(index) * slot, y: frame.minY, width: slot, height: height)
            let selected = index == content.selectedItem
            let withIcon = height >= 40 && ((item.glyph ?? "").isEmpty == false || (item.image ?? "").isEmpty == false)
            if withIcon {
                if let glyph = item.glyph, !glyph.isEmpty {
                    let size = typesetter.size(glyph, fontSize: glyphFontSize)
                    if size.width <= cell.width {
                        tab.append(Piece(text: glyph, box: CGRect(origin: CGPoint(x: cell.midX - size.width / 2, y: cell.minY + 3),
                                                                        size: size), fontSize: glyphFontSize, emphasised: selected))
                    }
                } else if tabIconSide <= cell.width {
                    tab.append(Piece(box: CGRect(x: cell.midX - tabIconSide / 2, y: cell.minY + 5, width: tabIconSide,
                                                       height: tabIconSide), emphasised: selected))
                }
            }
            if let title = item.title, !title.isEmpty,
               let piece = centred(title, in: withIcon ? CGRect(x: cell.minX + 2, y: cell.minY + 31, width: cell.width - 4, height: 14)
                                                      : cell.insetBy(dx: 2, dy: 0),
                                   fontSize: tabFontSize, typesetter: typesetter) {
                tab.append(Piece(text: piece.text, box: piece.box, fontSize: tabFontSize, emphasised: selected))
            }
            if !tab.isEmpty { pieces.append(tab) }
        }
        return pieces
    }

    /// A back button's chevron: 10.5 by 21 pt, 6 pt before its title.
    static let chevronSize = CGSize(width: 10.5, height: 21), chevronGap: CGFloat = 6

    /// How wide an item is drawn: its title (a back button's after its
    /// chevron), else its glyph, else an icon; nil for one showing nothing.
    private static func itemWidth(_ item: BarItem, typesetter: Typesetter) -> CGFloat? {
        guard let (text, fontSize, bold) = itemText(item) else {
            // A back button shortened to its chevron; an image's icon.
            return item.isBackButton ? chevronSize.width : item.showsSomething ? iconSide : nil
        }
        let chevron = item.isBackButton ? chevronSize.width + chevronGap : 0
        return chevron + typesetter.size(text, fontSize: fontSize, bold: bold).width
    }

    /// An item's words or symbol, at the size and weight drawn: its title
    /// (bold for a done item), else its glyph; nil for an icon.
    private static func itemText(_ item: BarItem) -> (String, CGFloat, Bool)? {
        if let title = item.title, !title.isEmpty { return (title, barFontSize, item.isProminent) }
        if let glyph = item.glyph, !glyph.isEmpty { return (glyph, glyphFontSize, false) }
        return nil
    }

    /// An item starting at `x`, centred on `midY` (a back button as its
    /// chevron and its title); none where it would run past `limit`.
    private static func itemPieces(_ item: BarItem, at x: CGFloat, midY: CGFloat, limit: CGFloat, typesetter: Typesetter) -> [Piece] {
        guard let width = itemWidth(item, typesetter: typesetter), x + width <= limit + 0.5 else { return [] }
        var pieces: [Piece] = [], start = x
        if item.isBackButton {
            let size = chevronSize
            pieces.append(Piece(box: CGRect(x: x + 1, y: midY - size.height / 2, width: size.width - 1, height: size.height),
                                   chevron: true))
            start += size.width + chevronGap
        }
        guard let (text, fontSize, bold) = itemText(item) else {
            return item.isBackButton ? pieces : [Piece(box: CGRect(x: x, y: midY - iconSide / 2, width: iconSide, height: iconSide))]
        }
        let size = typesetter.size(text, fontSize: fontSize, bold: bold)
        pieces.append(Piece(text: text, box: CGRect(origin: CGPoint(x: start, y: midY - size.height / 2), size: size),
                               fontSize: fontSize, bold: bold))
        return pieces
    }

    /// `text` centred in `box` on one line, cut with "…" to fit; nil where not even that fits.
    private static func centred(_ text: String, in box: CGRect, fontSize: CGFloat, typesetter: Typesetter) -> Piece? {
        guard var piece = line(text, from: box.minX, width: box.width, midY: box.midY, fontSize: fontSize, bold: false,
                               typesetter: typesetter) else { return nil }
        piece.box.origin.x = box.midX - piece.box.width / 2
        piece.fontSize = fontSize
        return piece
    }

    /// `text` on one line from `x`, centred on `midY`, its end cut with "…"
    /// to fit `width`; nil where not one character and the ellipsis fit.
    private static func line(_ text: String, from x: CGFloat, width: CGFloat, midY: CGFloat, fontSize: CGFloat, bold: Bool,
                             typesetter: Typesetter) -> Piece? {
        let whole = text.replacingOccurrences(of: "\n", with: " ")
        var shown = whole
        var size = typesetter.size(whole, fontSize: fontSize, bold: bold)
        if size.width > width {
            // The most characters that fit before the ellipsis, by bisection.
            let characters = Array(whole)
            func cut(_ count: Int) -> String { String(characters.prefix(count)).trimmingCharacters(in: .whitespaces) + "…" }
            var low = 0, high = characters.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if typesetter.size(cut(middle), fontSize: fontSize, bold: bold).width <= width { low = middle } else { high = middle - 1 }
            }
            guard low > 0 else { return nil }
            shown = cut(low)
            size = typesetter.size(shown, fontSize: fontSize, bold: bold)
        }
        return Piece(text: shown, box: CGRect(origin: CGPoint(x: x, y: midY - size.height / 2), size: size), fontSize: fontSize, bold: bold)
    }
}
