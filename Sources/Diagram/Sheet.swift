import Foundation
import Layout

/// Several pictures in one: display lists as cells of a grid, a caption
/// under each, a title over all, as a documentation page shows one scene
/// across sizes and states.
public struct Sheet {
    /// One cell: a picture and its caption.
    public struct Cell: Sendable {
        public var list: DisplayList
        public var caption: String

        public init(list: DisplayList, caption: String) {
            self.list = list
            self.caption = caption
        }
    }

    /// The cells, row by row.
    public var cells: [Cell]
    /// How many cells across.
    public var columns: Int
    /// A line above the grid.
    public var title: String?
    /// Colours and type sizes.
    public var style: Style

    /// A sheet of `cells`, `columns` across.
    public init(cells: [Cell], columns: Int, title: String? = nil, style: Style = .standard) {
        self.cells = cells
        self.columns = max(1, columns)
        self.title = title
        self.style = style
    }

    /// The sheet as one display list. The cells of a row have their roots
    /// at one height and the cells of a column their roots at one x (cells
    /// without a root line up by their top-left corners), so that a reader
    /// compares like with like; each caption is centred under its root.
    public func displayList(options: DiagramOptions = DiagramOptions()) -> DisplayList {
        let typesetter = Typesetter(options: options)
        let pad = style.padding
        let rows = (cells.count + columns - 1) / columns
        let captionHeight = typesetter.size("Ag", fontSize: style.captionSize).height
        // Where each cell's root sits in it, and the furthest any column or
        // row needs it: cells shift by the difference.
        // Cells of very different widths in one column (a phone beside a
        // slider) are packed along their rows instead, so that no column is
        // as wide as its widest cell and the sheet fills its width.
        let packed = (0..<columns).contains { column in
            let widths = stride(from: column, to: cells.count, by: columns).map { cells[$0].list.size.width }
            return (widths.max() ?? 0) > 1.5 * (widths.min() ?? 0)
        }
        let roots = cells.map { $0.list.rootFrame?.origin ?? .zero }
        var lefts = [CGFloat](repeating: 0, count: columns), tops = [CGFloat](repeating: 0, count: rows)
        for (index, root) in roots.enumerated() where !packed {
            lefts[index % columns] = max(lefts[index % columns], root.x)
        }
        for (index, root) in roots.enumerated() {
            tops[index / columns] = max(tops[index / columns], root.y)
        }
        let aligned = cells.enumerated().map { index, cell in
            let dx = packed ? 0 : lefts[index % columns] - roots[index].x, dy = tops[index / columns] - roots[index].y
            return Cell(list: cell.list.placed(dx: dx, dy: dy, size: CGSize(width: cell.list.size.width + dx,
                                                                          height: cell.list.size.height + dy)),
                        caption: cell.caption)
        }
        var widths = [CGFloat](repeating: 0, count: columns)
        var heights = [CGFloat](repeating: 0, count: rows)
        // Captions wrap to their cell's width (at least 160 pt).
        let captions = aligned.map { cell in
            Page.wrap(cell.caption, width: max(cell.list.size.width, 160)) { typesetter.size($0, fontSize: style.captionSize).width }
        }
        var cellWidths: [CGFloat] = []
        for (index, cell) in aligned.enumerated() {
            let captionWidth = captions[index].map { typesetter.size($0, fontSize: style.captionSize).width }.max() ?? 0
            cellWidths.append(max(cell.list.size.width, captionWidth))
            widths[index % columns] = max(widths[index % columns], cellWidths[index])
            heights[index / columns] = max(heights[index / columns],
                                           cell.list.size.height + CGFloat(captions[index].count) * captionHeight + 4)
        }
        let rowWidths = packed
            ? stride(from: 0, to: cells.count, by: columns).map { start in
                (start..<min(cells.count, start + columns)).map { cellWidths[$0] }.reduce(0, +)
                    + CGFloat(min(columns, cells.count - start) - 1) * pad
            }
            : [widths.reduce(0, +) + CGFloat(columns - 1) * pad]
        // Where each cell starts across: its column's place, or after the
        // cells before it in its row when packed, a full row spread to the
        // widest row's width so that the sheet has no empty right side.
        var starts: [CGFloat] = []
        let widest = rowWidths.max() ?? 0
        for index in aligned.indices {
            let column = index % columns
            if packed {
                let row = index / columns
                let full = min(columns, cells.count - row * columns) == columns && columns > 1
                let spread = full ? (widest - rowWidths[row]) / CGFloat(columns - 1) : 0
                starts.append(column == 0 ? pad : starts[index - 1] + cellWidths[index - 1] + pad + spread)
            } else {
                starts.append(pad + widths[..<column].reduce(0, +) + CGFloat(column) * pad)
            }
        }
        var items: [DisplayItem] = []
        var top = pad / 2
        if let title, !title.isEmpty {
            let item = typesetter.text(title, at: CGPoint(x: pad, y: top), fontSize: style.titleSize, bold: true,
                                       color: style.ink, role: .title)
            items.append(.text(item))
            top = item.box.maxY + pad / 2
        }
        for (index, cell) in aligned.enumerated() {
            let column = index % columns, row = index / columns
            _ = column
            let x = starts[index]
            let y = top + heights[..<row].reduce(0, +) + CGFloat(row) * pad / 2
            if let background = cell.list.background {
                items.append(.shape(ShapeItem(path: .rectangle(CGRect(x: x, y: y, width: cell.list.size.width,
                                                                       height: cell.list.size.height)),
                                              fill: background, stroke: nil, role: .cellCaption)))
            }
            items += cell.list.items.map { $0.offsetBy(dx: x, dy: y) }
            // Captions of a row start on one line, under the row's tallest cell.
            let lines = captions[index]
            let rowCaptionLines = (row * columns..<min(cells.count, (row + 1) * columns)).map { captions[$0].count }.max() ?? 1
            var captionY = y + heights[row] - CGFloat(rowCaptionLines) * captionHeight - 2
            for line in lines {
                let captionWidth = typesetter.size(line, fontSize: style.captionSize).width
                let centre = cell.list.rootFrame?.midX ?? cell.list.size.width / 2
                let captionX = x + centre - captionWidth / 2
                items.append(.text(typesetter.text(line, at: CGPoint(x: max(x, captionX), y: captionY),
                                                   fontSize: style.captionSize, color: style.ink, role: .cellCaption)))
                captionY += captionHeight
            }
        }
        let width = 2 * pad + (rowWidths.max() ?? 0)
        let height = top + heights.reduce(0, +) + CGFloat(max(rows - 1, 0)) * pad / 2 + pad / 2
        return DisplayList(size: CGSize(width: width.rounded(.up), height: height.rounded(.up)),
                           background: style.background, items: items, colorNames: style.colorNames)
    }
}
