import Diagram
import Foundation
import Layout

/// Paints a ``Diagram/DisplayList`` on a ``Canvas``, item by item, back to
/// front. It adds nothing of its own: what the picture shows is decided by
/// the diagram.
public struct DisplayListPainter {
    /// The font family of every text (the set-up installs DejaVu).
    public var fontFamily: String

    /// A painter drawing text in `fontFamily`.
    public init(fontFamily: String = "DejaVu Sans") {
        self.fontFamily = fontFamily
    }

    /// Paints `list` on `canvas`, whose size should be the list's.
    public func paint(_ list: DisplayList, on canvas: some Canvas) {
        canvas.nameColors(list.colorNames)
        paintBackground(of: list, on: canvas)
        // Consecutive items standing for the same thing share one group.
        var open: CanvasGroup?
        for item in list.items {
            let group = Self.group(for: item)
            if group != open {
                if open != nil { canvas.endGroup() }
                if let group { canvas.beginGroup(group) }
                open = group
            }
            paint(item, on: canvas)
        }
        if open != nil { canvas.endGroup() }
    }

    /// Fills the page with the list's background colour, if it has one.
    func paintBackground(of list: DisplayList, on canvas: some Canvas) {
        guard let background = list.background else { return }
        set(background, on: canvas)
        canvas.newPath()
        trace(.rectangle(CGRect(origin: .zero, size: list.size)), on: canvas)
        canvas.fill(preserve: false)
    }

    /// The group an item belongs to: its role as a class and `data-`
    /// attributes, and a constraint's title.
    static func group(for item: DisplayItem) -> CanvasGroup? {
        var title: String?
        if case .shape(let shape) = item { title = shape.title }
        if case .text(let text) = item { title = text.title }
        guard let role = item.role ?? {
            if case .clipped(let group) = item { return group.items.first?.role }
            return nil
        }() else { return nil }
        switch role {
        case .root: return CanvasGroup(kind: "root")
        case .view(let name): return CanvasGroup(kind: "view", data: [("view", name)])
        case .viewName(let name): return CanvasGroup(kind: "view-text", data: [("view", name)])
        case .guide(let name): return CanvasGroup(kind: "guide", data: [("guide", name)])
        case .guideName(let name): return CanvasGroup(kind: "guide-name", data: [("guide", name)])
        case .hatch(let name): return CanvasGroup(kind: "hatch", data: [("area", name)])
        case .bar(let name): return CanvasGroup(kind: "bar", data: [("bar", name)])
        case .overflow(let name): return CanvasGroup(kind: "overflow", data: [("view", name)])
        case .scrollContent(let name): return CanvasGroup(kind: "scroll-content", data: [("view", name)])
        case .ambiguityGhost(let name): return CanvasGroup(kind: "ambiguity", data: [("view", name)])
        case .wantedFrame(let name): return CanvasGroup(kind: "wanted-frame", data: [("view", name)], title: title)
        case .misplaced(let name): return CanvasGroup(kind: "misplaced", data: [("view", name)], title: title)
        case .constraint(let relation): return CanvasGroup(kind: "constraint", data: [("constraint", relation)], title: title)
        case .constraintLabel(let relation):
            return CanvasGroup(kind: "constraint-label", data: [("constraint", relation)], title: title)
        case .wanted(let relation): return CanvasGroup(kind: "wanted", data: [("constraint", relation)], title: title)
        case .reference(let size): return CanvasGroup(kind: "reference", data: [("size", size)], title: title)
        case .halo: return CanvasGroup(kind: "halo")
        case .title: return CanvasGroup(kind: "title")
        case .caption: return CanvasGroup(kind: "caption")
        case .legend: return CanvasGroup(kind: "legend")
        case .cellCaption: return CanvasGroup(kind: "cell-caption")
        case .stateName(let name): return CanvasGroup(kind: "state-name", data: [("state", name)])
        case .currentState: return CanvasGroup(kind: "current-state")
        case .summary(let name): return CanvasGroup(kind: "summary", data: [("view", name)])
        }
    }

    func paint(_ item: DisplayItem, on canvas: some Canvas) {
        switch item {
        case .shape(let shape):
            canvas.newPath()
            trace(shape.path, on: canvas)
            if let fill = shape.fill {
                set(fill, on: canvas)
                canvas.fill(preserve: shape.stroke != nil)
            }
            if let stroke = shape.stroke {
                apply(stroke, on: canvas)
                canvas.stroke(preserve: false)
            }
            canvas.newPath()
        case .text(let text):
            if let plate = text.background {
                set(plate, on: canvas)
                canvas.newPath()
                trace(.roundedRectangle(text.box.insetBy(dx: -2, dy: 0), radius: 3), on: canvas)
                canvas.fill(preserve: false)
            }
            set(text.color, on: canvas)
            canvas.selectFont(family: fontFamily, bold: text.bold, size: Double(text.fontSize))
            canvas.showText(text.text, x: Double(text.box.minX), y: Double(text.box.minY + text.baseline),
                            length: text.text.contains("\n") ? nil : Double(text.box.width))
        case .hatch(let hatch):
            canvas.save()
            canvas.newPath()
            trace(hatch.region, on: canvas)
            canvas.clip()
            apply(hatch.stroke, on: canvas)
            let box = hatch.region.bounds
            canvas.hatch(x: Double(box.minX), y: Double(box.minY), width: Double(box.width), height: Double(box.height),
                         spacing: Double(hatch.spacing))
            canvas.restore()
        case .clipped(let group):
            canvas.save()
            canvas.newPath()
            trace(group.clip, on: canvas)
            canvas.clip()
            group.items.forEach { paint($0, on: canvas) }
            canvas.restore()
        }
    }

    private func trace(_ path: DiagramPath, on canvas: some Canvas) {
        canvas.setEvenOdd(path.evenOdd)
        for element in path.elements {
            switch element {
            case .move(let p): canvas.move(to: Double(p.x), Double(p.y))
            case .line(let p): canvas.line(to: Double(p.x), Double(p.y))
            case .curve(let a, let b, let p):
                canvas.curve(to: Double(p.x), Double(p.y), control1: (Double(a.x), Double(a.y)),
                             control2: (Double(b.x), Double(b.y)))
            case .close: canvas.closePath()
            }
        }
    }

    private func set(_ color: Color, on canvas: some Canvas) {
        canvas.setColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    private func apply(_ stroke: StrokeStyle, on canvas: some Canvas) {
        set(stroke.color, on: canvas)
        canvas.setLineWidth(Double(stroke.width))
        canvas.setDash(stroke.dash.map(Double.init), offset: 0)
    }
}
