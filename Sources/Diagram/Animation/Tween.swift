import Foundation
import Layout

/// The in-betweens of display items: an item at `t` of the way from how it
/// is drawn in one state to how it is drawn in the next. Items of the same
/// make (the same path steps, the same text) glide: every point, box,
/// colour, width and dash moves along a straight line. Others cross-fade,
/// and an item that exists in one state only fades in or out.
enum Tween {
    /// What to paint at `t` (0…1) for a thing drawn `a` before and `b` after.
    static func items(_ a: DisplayItem?, _ b: DisplayItem?, at t: Double) -> [DisplayItem] {
        switch (a, b) {
        case (nil, nil): return []
        case (let a?, nil): return t >= 1 ? [] : [a.faded(by: 1 - t)]
        case (nil, let b?): return t <= 0 ? [] : [b.faded(by: t)]
        case (let a?, let b?):
            if t <= 0 { return [a] }
            if t >= 1 { return [b] }
            if let glided = glide(a, b, t) { return [glided] }
            // Texts that differ (a label's number) move together while one
            // gives way to the other; other shapes simply cross-fade.
            if case .text(var ta) = a, case .text(var tb) = b {
                let origin = lerp(ta.box.origin, tb.box.origin, t)
                ta.box.origin = origin
                tb.box.origin = origin
                return [DisplayItem.text(ta).faded(by: 1 - t), DisplayItem.text(tb).faded(by: t)]
            }
            return [a.faded(by: 1 - t), b.faded(by: t)]
        }
    }

    /// `a` and `b` mixed at `t`, when they are of one make; nil otherwise.
    static func glide(_ a: DisplayItem, _ b: DisplayItem, _ t: Double) -> DisplayItem? {
        switch (a, b) {
        case (.shape(let sa), .shape(let sb)):
            guard let path = lerp(sa.path, sb.path, t), (sa.fill == nil) == (sb.fill == nil),
                  let stroke = lerp(sa.stroke, sb.stroke, t) else { return nil }
            var shape = t < 0.5 ? sa : sb
            shape.path = path
            shape.fill = sa.fill.map { lerp($0, sb.fill!, t) }
            shape.stroke = stroke
            return .shape(shape)
        case (.text(let ta), .text(let tb)):
            guard ta.text == tb.text, ta.bold == tb.bold, (ta.background == nil) == (tb.background == nil) else { return nil }
            var text = t < 0.5 ? ta : tb
            text.box = lerp(ta.box, tb.box, t)
            text.baseline = lerp(ta.baseline, tb.baseline, t)
            text.fontSize = lerp(ta.fontSize, tb.fontSize, t)
            text.color = lerp(ta.color, tb.color, t)
            text.background = ta.background.map { lerp($0, tb.background!, t) }
            return .text(text)
        case (.hatch(let ha), .hatch(let hb)):
            guard let region = lerp(ha.region, hb.region, t), let stroke = lerp(ha.stroke, hb.stroke, t) else { return nil }
            var hatch = ha
            hatch.region = region
            hatch.spacing = lerp(ha.spacing, hb.spacing, t)
            hatch.stroke = stroke!
            return .hatch(hatch)
        case (.clipped(let ca), .clipped(let cb)):
            guard let clip = lerp(ca.clip, cb.clip, t), ca.items.count == cb.items.count else { return nil }
            var items: [DisplayItem] = []
            for (ia, ib) in zip(ca.items, cb.items) {
                guard let item = glide(ia, ib, t) else { return nil }
                items.append(item)
            }
            return .clipped(ClipItem(clip: clip, items: items))
        default:
            return nil
        }
    }

    // MARK: Straight lines between values

    static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat { a + (b - a) * CGFloat(t) }

    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t))
    }

    static func lerp(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
        CGRect(x: lerp(a.minX, b.minX, t), y: lerp(a.minY, b.minY, t), width: lerp(a.width, b.width, t),
               height: lerp(a.height, b.height, t))
    }

    static func lerp(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
              blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// Two paths of the same steps, point by point; nil when the steps differ.
    static func lerp(_ a: DiagramPath, _ b: DiagramPath, _ t: Double) -> DiagramPath? {
        guard a.evenOdd == b.evenOdd, a.elements.count == b.elements.count else { return nil }
        var elements: [DiagramPath.Element] = []
        elements.reserveCapacity(a.elements.count)
        for (ea, eb) in zip(a.elements, b.elements) {
            switch (ea, eb) {
            case (.move(let p), .move(let q)): elements.append(.move(lerp(p, q, t)))
            case (.line(let p), .line(let q)): elements.append(.line(lerp(p, q, t)))
            case (.curve(let p1, let p2, let p3), .curve(let q1, let q2, let q3)):
                elements.append(.curve(lerp(p1, q1, t), lerp(p2, q2, t), lerp(p3, q3, t)))
            case (.close, .close): elements.append(.close)
            default: return nil
            }
        }
        return DiagramPath(elements, evenOdd: a.evenOdd)
    }

    /// Two strokes mixed: `.some(nil)` when neither has one, nil when only
    /// one has or their dashes do not pair up.
    static func lerp(_ a: StrokeStyle?, _ b: StrokeStyle?, _ t: Double) -> StrokeStyle?? {
        switch (a, b) {
        case (nil, nil): return .some(nil)
        case (let a?, let b?):
            guard a.dash.count == b.dash.count else { return nil }
            return StrokeStyle(color: lerp(a.color, b.color, t), width: lerp(a.width, b.width, t),
                               dash: zip(a.dash, b.dash).map { lerp($0, $1, t) })
        default: return nil
        }
    }
}

extension DisplayItem {
    /// The same item with every colour's opacity multiplied by `opacity`:
    /// how a thing fades in or out.
    public func faded(by opacity: Double) -> DisplayItem {
        func fade(_ color: Color) -> Color { color.withAlphaComponent(color.alpha * opacity) }
        switch self {
        case .shape(var shape):
            shape.fill = shape.fill.map(fade)
            if let stroke = shape.stroke { shape.stroke!.color = fade(stroke.color) }
            return .shape(shape)
        case .text(var text):
            text.color = fade(text.color)
            text.background = text.background.map(fade)
            return .text(text)
        case .hatch(var hatch):
            hatch.stroke.color = fade(hatch.stroke.color)
            return .hatch(hatch)
        case .clipped(var group):
            group.items = group.items.map { $0.faded(by: opacity) }
            return .clipped(group)
        }
    }
}
