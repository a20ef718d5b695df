import Diagram
import Foundation

/// Writes a ``Diagram/StateAnimation`` as one SVG that animates itself with
/// SMIL: each thing drawn is a `<g>` (with the class and `data-` attributes
/// of the static SVG, so `[data-view="knob"]` finds it), and what changes
/// between states is an `<animate>` inside the element it changes (a path's
/// `d`, a text's `x` and `y`, colours, widths) or the group's `opacity`
/// (what exists in some states only). Holds and ease-in-out glides are
/// `keyTimes` and `keySplines`, one cycle through every state and back,
/// repeated for ever.
///
/// The elements' own attributes are those of the first state, so that a
/// renderer that does not animate (librsvg) draws the first state exactly.
/// Things whose elements differ in make from one state to another (another
/// number of path steps, another text, hatching and clips) cross-fade: one
/// group per state, each visible in its own.
struct AnimatedSVG {
    let animation: StateAnimation
    let idPrefix: String

    /// The document's bytes.
    func data() throws -> Data {
        let canvas = try SVGCanvas(width: Double(animation.size.width), height: Double(animation.size.height),
                                   idPrefix: idPrefix)
        let painter = DisplayListPainter()
        for state in animation.states { canvas.nameColors(state.list.colorNames) }
        painter.paintBackground(of: animation.states[0].list, on: canvas)
        for track in animation.tracks {
            write(track, on: canvas, painter: painter)
        }
        return canvas.finish()
    }

    private var count: Int { animation.states.count }

    private func write(_ track: AnimationTrack, on canvas: SVGCanvas, painter: DisplayListPainter) {
        let present = track.items.indices.filter { track.items[$0] != nil }
        guard let first = present.first, let item = track.items[first] else { return }
        let group = DisplayListPainter.group(for: item)
        // Each state's elements, as the static SVG writes them.
        let texts: [Int: String] = present.reduce(into: [:]) { texts, state in
            texts[state] = canvas.capturing { painter.paint(track.items[state]!, on: canvas) }
        }
        let visible = track.items.map { $0 != nil }
        if let merged = Self.merged(present.map { SVGMarkup(texts[$0]!) }) {
            canvas.write(open(group, visible: visible) + morph(merged, present: present) + "</g>\n")
            return
        }
        // Things of another make in each state: one group each, cross-fading.
        // Texts that differ (a label's number) also travel together, each
        // moved to where the state shown has its text, as the APNG's do.
        let origins: [CGPoint?] = track.items.map { if case .text(let text)? = $0 { text.box.origin } else { nil } }
        let travel = present.count > 1 && present.allSatisfy { origins[$0] != nil }
        for state in present {
            var moves = ""
            if travel, let own = origins[state] {
                moves = animate("transform", origins.map { origin in
                    origin.map { "\(SVGCanvas.number(Double($0.x - own.x))) \(SVGCanvas.number(Double($0.y - own.y)))" }
                }, element: "animateTransform", type: "translate")
            }
            canvas.write(open(group, visible: track.items.indices.map { $0 == state }) + moves + texts[state]! + "</g>\n")
        }
    }

    /// The states' elements when they are of one make (the same elements
    /// and attributes, paths of the same steps, the same texts), each
    /// element's attributes a value per present state; nil otherwise.
    private static func merged(_ markups: [SVGMarkup?]) -> [(SVGMarkup.Element, [String: [String]])]? {
        guard let base = markups.first??.elements, markups.allSatisfy({ $0?.elements.count == base.count }) else { return nil }
        // Clips and hatching are rebuilt, not morphed.
        guard !base.contains(where: { $0.name != "path" && $0.name != "text" }) else { return nil }
        var result: [(SVGMarkup.Element, [String: [String]])] = []
        for (index, element) in base.enumerated() {
            let variants = markups.map { $0!.elements[index] }
            guard variants.allSatisfy({ $0.name == element.name && $0.content == element.content }) else { return nil }
            var names = element.attributes.map(\.name)
            for variant in variants {
                for name in variant.attributes.map(\.name) where !names.contains(name) { names.append(name) }
            }
            var values: [String: [String]] = [:]
            for name in names {
                var column: [String] = []
                for variant in variants {
                    guard let value = variant.value(of: name) ?? defaults[name] else { return nil }
                    column.append(value)
                }
                if name == "d", Set(column.map(commands)).count > 1 { return nil }
                values[name] = column
            }
            result.append((element, values))
        }
        return result
    }

    /// Attributes the canvas leaves out at their default value.
    private static let defaults = ["fill-opacity": "1", "stroke-opacity": "1", "class": ""]

    /// The command letters of path data: two paths morph when they agree.
    private static func commands(_ d: String) -> String { String(d.filter(\.isLetter)) }

    /// The elements with the first state's attributes (or, when the thing
    /// is absent from it, the first state that has it) and an `<animate>`
    /// for each attribute that changes.
    private func morph(_ merged: [(SVGMarkup.Element, [String: [String]])], present: [Int]) -> String {
        var out = ""
        for (element, columns) in merged {
            var shown = element
            var children = ""
            // Colours through classes would override animated attributes:
            // an element whose colour changes keeps its attribute only.
            let changing = columns.filter { Set($0.value).count > 1 }
            if changing["class"] != nil {
                shown.attributes.removeAll { $0.name == "class" }
            }
            shown.attributes = shown.attributes.map { ($0.name, columns[$0.name]![0]) }
            for (name, column) in changing.sorted(by: { $0.key < $1.key }) where name != "class" {
                if !shown.attributes.contains(where: { $0.name == name }) { shown.attributes.append((name, column[0])) }
                var byState: [String?] = Array(repeating: nil, count: count)
                for (value, state) in zip(column, present) { byState[state] = value }
                children += animate(name, byState.map { $0 })
            }
            out += shown.markup(children: children)
        }
        return out
    }

    /// `<g class=… data-…>` for a thing, with an opacity animation when it
    /// is not in every state.
    private func open(_ group: CanvasGroup?, visible: [Bool]) -> String {
        var attributes = ""
        if let group {
            attributes += " class=\"\(group.kind)\""
            for (name, value) in group.data { attributes += " data-\(name)=\"\(SVGCanvas.escaped(value))\"" }
        }
        if visible.allSatisfy({ $0 }) { return "<g\(attributes)>\(title(group))\n" }
        if !visible[0] { attributes += " opacity=\"0\"" }
        return "<g\(attributes)>\(title(group))" + animate("opacity", visible.map { $0 ? "1" : "0" }) + "\n"
    }

    private func title(_ group: CanvasGroup?) -> String {
        group?.title.map { "<title>\(SVGCanvas.escaped($0))</title>" } ?? ""
    }

    /// An `<animate>` (or `element`, of `type`) of `attribute` through the states' values: each held
    /// still for the hold, then eased to the next. A state without a value
    /// (the thing is absent, invisible) takes the previous state's for its
    /// start and the next one's for its end, so the thing fades out where it
    /// was and in where it will be.
    private func animate(_ attribute: String, _ byState: [String?], element: String = "animate", type: String? = nil) -> String {
        func around(_ state: Int, step: Int) -> String {
            var index = state
            for _ in 0..<count {
                if let value = byState[index] { return value }
                index = (index + step + count) % count
            }
            return ""
        }
        var values: [String] = []
        for state in 0..<count {
            values.append(byState[state] ?? around(state, step: -1))
            values.append(byState[state] ?? around(state, step: 1))
        }
        values.append(values[0])
        let times = animation.keyTimes.map(Self.time).joined(separator: ";")
        let (x1, y1, x2, y2) = AnimationTiming.easeInOut
        let ease = [x1, y1, x2, y2].map(SVGCanvas.number).joined(separator: " ")
        let splines = (0..<(2 * count)).map { $0 % 2 == 0 ? "0 0 1 1" : ease }.joined(separator: ";")
        let kind = type.map { " type=\"\($0)\"" } ?? ""
        return "<\(element) attributeName=\"\(attribute)\"\(kind) dur=\"\(SVGCanvas.number(animation.duration))s\" "
            + "repeatCount=\"indefinite\" calcMode=\"spline\" keyTimes=\"\(times)\" keySplines=\"\(splines)\" "
            + "values=\"\(values.joined(separator: ";"))\"/>"
    }

    /// A key time with six decimals: SMIL wants them strictly in order.
    private static func time(_ value: Double) -> String {
        let micro = Int((value * 1_000_000).rounded())
        if micro == 0 { return "0" }
        if micro == 1_000_000 { return "1" }
        var fraction = String(micro)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "0." + fraction
    }
}
