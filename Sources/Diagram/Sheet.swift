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

    /// The sheet as one display list. Each column is as wide as its widest
    /// cell and each row as tall as its tallest; a cell sits at the top-left
    /// of its slot with its caption centred under it.
    public func displayList(options: DiagramOptions = DiagramOptions()) -> DisplayList {
        let typesetter = Typesetter(options: options)
        let pad = style.padding
        let rows = (cells.count + columns - 1) / columns
        let captionHeight = typesetter.size("Ag", fontSize: style.captionSize).height
        var widths = [CGFloat](repeating: 0, count: columns)
        var heights = [CGFloat](repeating: 0, count: rows)
        for (index, cell) in cells.enumerated() {
            let captionWidth = typesetter.size(cell.caption, fontSize: style.captionSize).width
            widths[index % columns] = max(widths[index % columns], cell.list.size.width, captionWidth)
            heights[index / columns] = max(heights[index / columns], cell.list.size.height + captionHeight + 4)
        }
        var items: [DisplayItem] = []
        var top = pad / 2
        if let title, !title.isEmpty {
            let item = typesetter.text(title, at: CGPoint(x: pad, y: top), fontSize: style.titleSize, bold: true,
                                       color: style.ink, role: .title)
            items.append(.text(item))
            top = item.box.maxY + pad / 2
        }
        for (index, cell) in cells.enumerated() {
            let column = index % columns, row = index / columns
            let x = pad + widths[..<column].reduce(0, +) + CGFloat(column) * pad
            let y = top + heights[..<row].reduce(0, +) + CGFloat(row) * pad / 2
            if let background = cell.list.background {
                items.append(.shape(ShapeItem(path: .rectangle(CGRect(x: x, y: y, width: cell.list.size.width,
                                                                       height: cell.list.size.height)),
                                              fill: background, stroke: nil, role: .cellCaption)))
            }
            items += cell.list.items.map { $0.offsetBy(dx: x, dy: y) }
            let captionWidth = typesetter.size(cell.caption, fontSize: style.captionSize).width
            let captionX = x + (cell.list.size.width - captionWidth) / 2
            items.append(.text(typesetter.text(cell.caption, at: CGPoint(x: max(x, captionX), y: y + cell.list.size.height + 2),
                                               fontSize: style.captionSize, color: style.ink, role: .cellCaption)))
        }
        let width = 2 * pad + widths.reduce(0, +) + CGFloat(columns - 1) * pad
        let height = top + heights.reduce(0, +) + CGFloat(max(rows - 1, 0)) * pad / 2 + pad / 2
        return DisplayList(size: CGSize(width: width.rounded(.up), height: height.rounded(.up)),
                           background: style.background, items: items)
    }
}
