import Foundation

// Where a table's cells and their content views lie, where the stored
// frames would mislead or are missing: Xcode 6's short content views and
// frameless cells, inset grouped tables' cells stored as wide as the table.

extension SceneBuilder {
    /// A table cell's content view's frame. Xcode 6 stored it 43 pt high
    /// and as wide as a default cell whatever the cell's size, while it
    /// laid the content out in the whole cell (a view pinned 3 pt inside a
    /// 168-pt cell's content view stored 161 high): a content view shorter
    /// than its cell by more than the 1-pt separator fills the cell but
    /// for the separator, and the cell's width when the cell shows no
    /// accessory. A content view stored beside the stale width of an inset
    /// grouped table's cell is narrower by what the cell lost: as wide as
    /// the cell, or short of it by its accessory (a git server's field
    /// beside a detail button, stored 278 pt wide in a 346-pt content view
    /// of a 390-pt cell, laid out in 306 of 350), and never wider than the
    /// cell.
    static func contentFrame(_ stored: CGRect, inCell cell: IBElement, cellSize: CGSize) -> CGRect {
        var frame = stored
        let lost = max(0, (Self.frame(of: cell)?.width ?? cellSize.width) - cellSize.width)
        frame.size.width = min(frame.width - lost, cellSize.width)
        guard stored.height < cellSize.height - 1.01 else { return frame }
        frame.size.height = cellSize.height - 1
        if !ViewKind.showsAccessory(cell) && cell.children.allSatisfy({ $0["key"] != "accessoryView" }) {
            frame.size.width = max(stored.width, cellSize.width)
        }
        return frame
    }

    /// Where an inset grouped table's cell lies: inset by 16 pt at its
    /// sides, 20 in a table wider than 375 pt (cells stored so in tables
    /// 365 to 1366 pt wide, eleven projects), though stored as wide as
    /// the table (a password store's static cells, 0 to 390 pt with their
    /// views laid out in 350, Xcode 16).
    static func insetGroupedCellFrame(_ stored: CGRect, tableWidth: CGFloat) -> CGRect {
        let inset: CGFloat = tableWidth > 375.5 ? 20 : 16
        guard stored.width > tableWidth - 2 * inset + 0.5 else { return stored }
        return CGRect(x: inset, y: stored.minY, width: tableWidth - 2 * inset, height: stored.height)
    }

    /// Where a table's cell stored without a frame lies (Xcode 6.1 wrote
    /// some so): as wide as its table and as tall as its rows (or its own
    /// `rowHeight`), below the section headers and the cells before it, as
    /// Xcode draws them: a prototype below the one section's header (a
    /// header cell's label centred in it stored 11 pt down, in the 44-pt
    /// rows of a 600-pt table), a static cell below the headers and
    /// footers of its section and those before (a settings form's labels
    /// stored 11 pt down their 44-pt rows). Nil for a cell that stores its
    /// frame or lies outside a table.
    static func framelessCellFrame(of cell: IBElement, in table: IBElement, tableWidth: CGFloat) -> CGRect? {
        guard cell.name == "tableViewCell", table.name == "tableView", frame(of: cell) == nil,
              let list = cell.parent else { return nil }
        func length(_ value: String?, _ fallback: CGFloat) -> CGFloat {
            let parsed = number(value)
            return parsed > 0 ? parsed : fallback
        }
        let rowHeight = length(table["rowHeight"], 44)
        let header = length(table["sectionHeaderHeight"], 22), footer = length(table["sectionFooterHeight"], 22)
        func height(of row: IBElement) -> CGFloat { frame(of: row)?.height ?? length(row["rowHeight"], rowHeight) }
        func row(at top: CGFloat) -> CGRect { CGRect(x: 0, y: top, width: tableWidth, height: height(of: cell)) }
        var top = header
        switch list.name {
        case "prototypes":
            for sibling in list.children("tableViewCell") {
                if sibling === cell { return row(at: top) }
                top += height(of: sibling)
            }
        case "cells":
            guard let sections = list.parent?.parent, sections.name == "sections" else { return nil }
            for section in sections.children("tableViewSection") {
                for sibling in section.child("cells")?.children("tableViewCell") ?? [] {
                    if sibling === cell { return row(at: top) }
                    top += height(of: sibling)
                }
                top += footer + header
            }
        default: break
        }
        return nil
    }
}
