import Foundation
import Layout

/// The line under an animated picture that names its states, left to
/// right, the current one in ink on a plate (the plate glides from name to
/// name as the picture does), the others grey.
struct StateStrip {
    let names: [String]
    let style: Style
    let typesetter: Typesetter
    private let boxes: [CGRect]

    init(names: [String], style: Style, typesetter: Typesetter) {
        self.names = names
        self.style = style
        self.typesetter = typesetter
        var x = style.padding
        boxes = names.map { name in
            let size = typesetter.size(name, fontSize: style.captionSize)
            defer { x += size.width + 16 }
            return CGRect(origin: CGPoint(x: x, y: 0), size: size)
        }
    }

    /// Width the strip needs, padding included.
    var width: CGFloat { (boxes.last?.maxX ?? 0) + style.padding }

    /// Height the strip adds under the picture.
    var height: CGFloat { (boxes.map(\.height).max() ?? 0) + style.padding / 2 + 6 }

    /// The strip's items with its top at `top`, naming state `current`.
    func items(current: Int, top: CGFloat) -> [DisplayItem] {
        let y = top + 3
        let plate = boxes[current].offsetBy(dx: 0, dy: y).insetBy(dx: -5, dy: -2)
        var items: [DisplayItem] = [.shape(ShapeItem(path: .roundedRectangle(plate, radius: 4),
                                                     fill: style.ink.withAlphaComponent(0.1), stroke: nil,
                                                     role: .currentState))]
        for (index, name) in names.enumerated() {
            items.append(.text(typesetter.text(name, at: CGPoint(x: boxes[index].minX, y: y), fontSize: style.captionSize,
                                               color: style.unsatisfied, role: .stateName(name))))
        }
        // The current name again, in ink, over its grey copy: it fades in as
        // the plate arrives.
        items.append(.text(typesetter.text(names[current], at: CGPoint(x: boxes[current].minX, y: y),
                                           fontSize: style.captionSize, color: style.ink, role: .stateName(names[current]))))
        return items
    }
}
