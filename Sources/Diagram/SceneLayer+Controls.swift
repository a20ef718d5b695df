import Foundation
import Layout

/// UIKit's controls as they look, in place of their names: a switch's pill
/// and knob, a slider's track and thumb, a progress view's bar, and the
/// rest of the library's controls (`SceneLayer+MoreControls.swift`). Drawn in
/// the view outline's grey, under the marks, so that a storyboard's form
/// reads as a form and no colour of a constraint's is taken. What shows a
/// control's setting (a switch's pill, a slider's thumb, a stepper's
/// buttons, a spinner's ring) no label or name may cover: a name over a
/// slider's thumb hid where it was set.
extension SceneLayer {
    /// `textInk` is the colour of a segment's title (text on the view's fill).
    mutating func drawControl(_ control: ControlGlyph, of view: View, textInk: Color) {
        let frame = view.frame
        guard frame.width >= 8, frame.height >= 4, frame.width.isFinite, frame.height.isFinite else { return }
        let ink = controlInk
        let thin = StrokeStyle(color: ink, width: 1)
        func add(_ path: DiagramPath, fill: Color?, stroke: StrokeStyle?, solid: Bool = false) {
            addControlShape(path, fill: fill, stroke: stroke, of: view)
            if solid { keepLabelsOff(path.bounds) }
        }
        switch control {
        case .toggle(let isOn):
            // UISwitch is 51 × 31 whatever its frame: the pill at that
            // shape, as large as fits, centred.
            let height = min(frame.height - 2, (frame.width - 2) * 31 / 51)
            guard height > 4 else { return }
            let pill = CGRect(x: frame.midX - height * 51 / 62, y: frame.midY - height / 2, width: height * 51 / 31, height: height)
            add(.roundedRectangle(pill, radius: height / 2), fill: isOn ? ink.withAlphaComponent(0.35) : nil, stroke: thin, solid: true)
            let knob = height - 4
            let x = isOn ? pill.maxX - 2 - knob : pill.minX + 2
            add(.oval(in: CGRect(x: x, y: pill.minY + 2, width: knob, height: knob)), fill: style.background, stroke: thin)
        case .slider(let fraction):
            let radius = max(3, min(frame.height / 2 - 2, 12))
            let (start, end) = (frame.minX + radius, frame.maxX - radius)
            guard end > start else { return }
            let x = start + (end - start) * fraction
            // The track too: a centre line along it drew it in a
            // constraint's blue, as if filled to its end.
            add(.polyline([CGPoint(x: start, y: frame.midY), CGPoint(x: end, y: frame.midY)]), fill: nil,
                stroke: StrokeStyle(color: ink.withAlphaComponent(0.5), width: 2), solid: true)
            if x > start {
                add(.polyline([CGPoint(x: start, y: frame.midY), CGPoint(x: x, y: frame.midY)]), fill: nil,
                    stroke: StrokeStyle(color: ink, width: 2))
            }
            add(.oval(in: CGRect(x: x - radius, y: frame.midY - radius, width: 2 * radius, height: 2 * radius)),
                fill: style.background, stroke: thin, solid: true)
        case .progress(let fraction):
            let height = min(frame.height, 4)
            let bar = CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
            add(.roundedRectangle(bar, radius: height / 2), fill: nil, stroke: StrokeStyle(color: ink.withAlphaComponent(0.5), width: 1))
            if fraction > 0 {
                var done = bar
                done.size.width *= fraction
                add(.roundedRectangle(done, radius: height / 2), fill: ink, stroke: nil)
            }
        case .segments(let titles, let selected):
            drawSegments(titles, selected: selected, of: view, textInk: textInk)
        case .stepper:
            drawStepper(of: view)
        case .pageDots(let count, let current):
            drawPageDots(count: count, current: current, of: view)
        case .activityIndicator:
            drawActivityIndicator(of: view)
        case .wheel:
            drawWheel(of: view)
        }
    }

    /// The grey every control is drawn in: the view outlines'.
    var controlInk: Color { style.viewOutline }

    /// One shape of a control's glyph, as part of its view.
    mutating func addControlShape(_ path: DiagramPath, fill: Color?, stroke: StrokeStyle?, of view: View) {
        shapes.append(.shape(ShapeItem(path: path, fill: fill, stroke: stroke, role: .view(view.name))))
    }
}
