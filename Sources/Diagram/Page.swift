import Foundation
import Layout

/// Frames a picture on a page: padding around everything drawn, the title
/// above, the caption and the legend below.
struct Page {
    let style: Style
    let typesetter: Typesetter
    let options: DiagramOptions

    /// A page holding `items` (in scene coordinates) with the title, caption
    /// and legend of the options.
    func compose(_ items: [DisplayItem]) -> DisplayList {
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
        var width = content.width + 2 * pad
        for line in (options.caption ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            where options.caption?.isEmpty == false
        {
            let item = typesetter.text(String(line), at: CGPoint(x: pad, y: bottom), fontSize: style.captionSize,
                                       color: style.ink, role: .caption)
            all.append(.text(item))
            bottom = item.box.maxY + 2
        }
        if options.legend {
            let legend = Legend(style: style, typesetter: typesetter).items(origin: CGPoint(x: pad, y: bottom + pad / 3),
                                                                            maxWidth: max(width - 2 * pad, 300))
            all += legend
            bottom = legend.reduce(bottom) { max($0, $1.bounds.maxY) }
        }
        width = all.reduce(width) { max($0, $1.bounds.maxX + pad) }
        let height = bottom + pad / 2
        return DisplayList(size: CGSize(width: width.rounded(.up), height: height.rounded(.up)),
                           background: style.background, items: all)
    }
}
