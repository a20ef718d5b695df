import Foundation

extension DiagramPath {
    /// The same path with every point multiplied by `factor` (about the origin).
    func scaled(by factor: CGFloat) -> DiagramPath {
        func scale(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x * factor, y: p.y * factor) }
        return DiagramPath(elements.map { element in
            switch element {
            case .move(let p): .move(scale(p))
            case .line(let p): .line(scale(p))
            case .curve(let a, let b, let c): .curve(scale(a), scale(b), scale(c))
            case .close: .close
            }
        }, evenOdd: evenOdd)
    }
}

extension StrokeStyle {
    func scaled(by factor: CGFloat) -> StrokeStyle {
        StrokeStyle(color: color, width: width * factor, dash: dash.map { $0 * factor })
    }
}

extension DisplayItem {
    /// The same item `factor` times as large: outlines, line widths, dashes,
    /// hatching and text alike.
    func scaled(by factor: CGFloat) -> DisplayItem {
        func rect(_ r: CGRect) -> CGRect {
            CGRect(x: r.minX * factor, y: r.minY * factor, width: r.width * factor, height: r.height * factor)
        }
        switch self {
        case .shape(var s):
            s.path = s.path.scaled(by: factor)
            s.stroke = s.stroke?.scaled(by: factor)
            return .shape(s)
        case .text(var t):
            t.box = rect(t.box)
            t.baseline *= factor
            t.fontSize *= factor
            return .text(t)
        case .hatch(var h):
            h.region = h.region.scaled(by: factor)
            h.spacing *= factor
            h.stroke = h.stroke.scaled(by: factor)
            return .hatch(h)
        case .clipped(var c):
            c.clip = c.clip.scaled(by: factor)
            c.items = c.items.map { $0.scaled(by: factor) }
            return .clipped(c)
        }
    }
}

extension DisplayList {
    /// The same picture `factor` times as large, page included.
    public func scaled(by factor: CGFloat) -> DisplayList {
        var list = DisplayList(size: CGSize(width: (size.width * factor).rounded(.up), height: (size.height * factor).rounded(.up)),
                               background: background, items: items.map { $0.scaled(by: factor) }, colorNames: colorNames)
        list.rootFrame = rootFrame.map { CGRect(x: $0.minX * factor, y: $0.minY * factor, width: $0.width * factor,
                                                 height: $0.height * factor) }
        return list
    }
}

extension Style {
    /// The style with every length (line widths, dashes, hatching, type,
    /// spacing) multiplied by `factor`; colours unchanged.
    public func scaled(by factor: CGFloat) -> Style {
        var style = self
        style.viewOutlineWidth *= factor
        style.guideDash = guideDash.map { $0 * factor }
        style.hatchSpacing *= factor
        style.hatchWidth *= factor
        style.constraintWidth *= factor
        style.optionalDash = optionalDash.map { $0 * factor }
        style.capLength *= factor
        style.nameSize *= factor
        style.annotationSize *= factor
        style.titleSize *= factor
        style.captionSize *= factor
        style.padding *= factor
        style.labelGap *= factor
        return style
    }
}
