import Foundation
import Layout

/// The controls of Interface Builder's library beyond switches, sliders
/// and progress views, drawn as a reader recognises them at a blog
/// column's size: a segmented control's segments with their titles, a
/// stepper's − and +, a page control's dots, an activity indicator's
/// spokes, a picker's wheel. Same grey as the view outlines, under the
/// marks; the proportions are UIKit's where its controls keep them.
extension SceneLayer {
    /// The control's rounded outline, inside the view's frame so the two
    /// lines do not merge: UIKit's corner of about a quarter of the height.
    private func controlOutline(of frame: CGRect) -> (rect: CGRect, radius: CGFloat) {
        let rect = frame.insetBy(dx: 1.5, dy: 1.5)
        return (rect, min(8, rect.height / 4))
    }

    /// Equal segments with a divider between each two, the selected one
    /// filled, each title centred in its segment at UIKit's 13 pt (smaller
    /// when it cannot fit, its end cut to "…" as UIKit does).
    mutating func drawSegments(_ titles: [String], selected: Int?, of view: View, textInk: Color) {
        let frame = view.frame
        // The glyph is public API: a count the importer never makes is
        // drawn as nothing rather than trapping.
        guard !titles.isEmpty else { return }
        let (rect, radius) = controlOutline(of: frame)
        let width = rect.width / CGFloat(titles.count)
        guard width >= 4, rect.height >= 6 else { return }
        let ink = controlInk
        addControlShape(.roundedRectangle(rect, radius: radius), fill: nil, stroke: StrokeStyle(color: ink, width: 1), of: view)
        if let selected, titles.indices.contains(selected) {
            let segment = CGRect(x: rect.minX + width * CGFloat(selected), y: rect.minY, width: width, height: rect.height)
            addControlShape(.roundedRectangle(segment.insetBy(dx: 2, dy: 2), radius: max(0, radius - 1)),
                            fill: ink.withAlphaComponent(0.3), stroke: nil, of: view)
        }
        for index in 1..<titles.count {
            let x = rect.minX + width * CGFloat(index)
            addControlShape(.polyline([CGPoint(x: x, y: rect.minY + rect.height / 4), CGPoint(x: x, y: rect.maxY - rect.height / 4)]),
                            fill: nil, stroke: StrokeStyle(color: ink, width: 1), of: view)
        }
        let room = width - 6
        guard room > 4 else { return }
        for (index, title) in titles.enumerated() where !title.isEmpty {
            let fontSize = fittedFontSize([title], base: 13, in: room, unsqueezed: false)
            let shown = truncated(title, toFit: room, fontSize: fontSize, keepingEnd: false)
            let size = typesetter.size(shown, fontSize: fontSize)
            let centre = rect.minX + width * (CGFloat(index) + 0.5)
            let item = typesetter.text(shown, at: CGPoint(x: centre - size.width / 2, y: frame.midY - size.height / 2),
                                       fontSize: fontSize, color: textInk, role: .viewName(view.name))
            addText(item, content: true)
        }
    }

    /// Two buttons side by side, − and +, the divider between them.
    mutating func drawStepper(of view: View) {
        let (rect, radius) = controlOutline(of: view.frame)
        guard rect.width >= 12, rect.height >= 6 else { return }
        let ink = controlInk
        let thin = StrokeStyle(color: ink, width: 1)
        addControlShape(.roundedRectangle(rect, radius: radius), fill: nil, stroke: thin, of: view)
        keepLabelsOff(rect)
        addControlShape(.polyline([CGPoint(x: rect.midX, y: rect.minY + rect.height / 4),
                                   CGPoint(x: rect.midX, y: rect.maxY - rect.height / 4)]),
                        fill: nil, stroke: thin, of: view)
        // UIKit's glyphs are about a third of the height across.
        let arm = min(rect.height / 6, rect.width / 10)
        let (minus, plus) = (CGPoint(x: rect.minX + rect.width / 4, y: rect.midY), CGPoint(x: rect.maxX - rect.width / 4, y: rect.midY))
        let bold = StrokeStyle(color: ink, width: 1.5)
        for centre in [minus, plus] {
            addControlShape(.polyline([CGPoint(x: centre.x - arm, y: centre.y), CGPoint(x: centre.x + arm, y: centre.y)]),
                            fill: nil, stroke: bold, of: view)
        }
        addControlShape(.polyline([CGPoint(x: plus.x, y: plus.y - arm), CGPoint(x: plus.x, y: plus.y + arm)]),
                        fill: nil, stroke: bold, of: view)
    }

    /// A row of dots centred in the frame, the current page's dark: UIKit's
    /// 7-pt dots 16 pt apart, closer and smaller when the row would not fit.
    mutating func drawPageDots(count: Int, current: Int, of view: View) {
        guard count > 0 else { return }
        let frame = view.frame
        let pitch = min(16, (frame.width - 2) / CGFloat(count))
        let diameter = min(7, pitch * 0.6, frame.height - 2)
        guard diameter >= 1.5 else { return }
        let start = frame.midX - pitch * CGFloat(count - 1) / 2
        for index in 0..<count {
            let centre = CGPoint(x: start + pitch * CGFloat(index), y: frame.midY)
            let dot = CGRect(x: centre.x - diameter / 2, y: centre.y - diameter / 2, width: diameter, height: diameter)
            addControlShape(.oval(in: dot), fill: index == current ? controlInk : controlInk.withAlphaComponent(0.3),
                            stroke: nil, of: view)
        }
    }

    /// Eight spokes round the centre, fading round the ring as the spinning
    /// indicator does at any instant.
    mutating func drawActivityIndicator(of view: View) {
        let frame = view.frame
        let outer = min(frame.width, frame.height) / 2 - 1
        guard outer >= 4 else { return }
        let inner = outer * 0.45
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        keepLabelsOff(CGRect(x: centre.x - outer, y: centre.y - outer, width: 2 * outer, height: 2 * outer))
        let spokes = 8
        for index in 0..<spokes {
            // Clockwise from the top, the darkest spoke last (the leading one).
            let angle = CGFloat(index) * 2 * .pi / CGFloat(spokes) - .pi / 2
            let (dx, dy) = (cos(angle), sin(angle))
            let alpha = 0.2 + 0.8 * Double(index) / Double(spokes - 1)
            addControlShape(.polyline([CGPoint(x: centre.x + inner * dx, y: centre.y + inner * dy),
                                       CGPoint(x: centre.x + outer * dx, y: centre.y + outer * dy)]),
                            fill: nil, stroke: StrokeStyle(color: controlInk.withAlphaComponent(alpha), width: max(1.5, outer / 5)),
                            of: view)
        }
    }

    /// A wheel: the selection band across the middle and its rows as bars,
    /// paler the further they turn away (rows of UIKit's 32 pt, fewer in a
    /// short frame). A row that a visible sibling covers is left out: a
    /// timer's label laid over its picker stays legible.
    mutating func drawWheel(of view: View) {
        let frame = view.frame
        let row = min(32, frame.height / 3)
        guard row >= 6, frame.width >= 24 else { return }
        let covering = (view.superview?.subviews ?? []).filter { $0 !== view && !$0.isHidden }.map(\.frame)
        let band = CGRect(x: frame.minX + 8, y: frame.midY - row / 2, width: frame.width - 16, height: row)
        addControlShape(.roundedRectangle(band, radius: min(8, row / 4)), fill: controlInk.withAlphaComponent(0.15), stroke: nil,
                        of: view)
        let barWidth = min(band.width * 0.5, 120)
        let thickness = max(1.5, row / 8)
        for offset in -2...2 {
            let y = frame.midY + CGFloat(offset) * row
            guard y - thickness > frame.minY + 1, y + thickness < frame.maxY - 1 else { continue }
            // Rows turn away from the reader: narrower and paler off the middle.
            let width = barWidth * (1 - 0.15 * CGFloat(abs(offset)))
            let alpha = [1.0, 0.55, 0.3][abs(offset)]
            let bar = CGRect(x: frame.midX - width / 2, y: y - thickness / 2, width: width, height: thickness)
            if covering.contains(where: { bar.meets($0) }) { continue }
            addControlShape(.roundedRectangle(bar, radius: thickness / 2),
                            fill: controlInk.withAlphaComponent(alpha), stroke: nil, of: view)
        }
    }
}
