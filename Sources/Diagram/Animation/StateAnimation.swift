import Foundation
import Layout

/// The pictures of a scene's states (or sizes) as one animation: a hold on
/// each state, then views, guides and marks glide to where the next state
/// has them; what exists in one state only fades. A strip under the picture
/// names the states, the current one on a plate that glides along it.
///
/// Matching is by identity (see ``AnimationTrack``): views and guides by
/// name, constraints by their items and attributes, so that a constant, a
/// multiplier or a priority that changes moves its mark rather than
/// replacing it. Formats sample it: ``frame(at:)`` for a bitmap frame, the
/// ``tracks`` and ``keyTimes`` for a vector format that animates itself.
public struct StateAnimation: Sendable {
    /// One state: its name and its picture, on the animation's page, with
    /// the strip of state names.
    public struct State: Sendable {
        public let name: String
        public let list: DisplayList
    }

    /// The states in order; the last glides back to the first.
    public let states: [State]
    /// How long holds and glides last.
    public let timing: AnimationTiming
    /// Everything drawn, matched across states, in painting order.
    public let tracks: [AnimationTrack]

    /// The animation of `pictures` (a name and a display list each, at
    /// least one). The pictures are first placed with their roots' top-left
    /// corners at one place (``DisplayList/withRootsAtOneOrigin(_:)``), so
    /// that a root that changes size grows from a still corner; all share the page of the largest,
    /// grown by the strip of state names. `options` measures the strip's
    /// text, as the pictures' text was measured.
    public init(_ pictures: [(name: String, list: DisplayList)], timing: AnimationTiming = AnimationTiming(),
                options: DiagramOptions = DiagramOptions(), style: Style = .standard)
    {
        precondition(!pictures.isEmpty, "an animation needs a state")
        let aligned = DisplayList.withRootsAtOneOrigin(pictures.map(\.list))
        let strip = StateStrip(names: pictures.map(\.name), style: style, typesetter: Typesetter(options: options))
        let width = max(aligned.map(\.size.width).max()!, strip.width)
        let top = aligned.map(\.size.height).max()!
        let page = CGSize(width: width.rounded(.up), height: (top + strip.height).rounded(.up))
        states = zip(pictures, aligned).enumerated().map { index, pair in
            var list = pair.1.placed(dx: 0, dy: 0, size: page)
            list.items += strip.items(current: index, top: top)
            return State(name: pair.0.name, list: list)
        }
        self.timing = timing
        tracks = AnimationTrack.tracks(of: states.map(\.list))
    }

    /// The page every frame is drawn on.
    public var size: CGSize { states[0].list.size }

    /// The page colour of the first state.
    public var background: Color? { states[0].list.background }

    /// Seconds from the start of state `i`'s hold to the start of the next one's.
    public var period: Double { timing.hold + timing.transition }

    /// Seconds until the animation starts over.
    public var duration: Double { Double(states.count) * period }

    /// When each state's hold starts and ends, and the loop's end, as
    /// shares (0…1) of ``duration``: `[0, h, h+g, 2h+g, …, 1]`. A value of a
    /// track at these times is its value in state 0, 0, 1, 1, …, 0.
    public var keyTimes: [Double] {
        var times: [Double] = []
        for i in states.indices {
            let start = Double(i) * period
            times += [start / duration, (start + timing.hold) / duration]
        }
        return times + [1]
    }

    /// The picture at `time` seconds (taken modulo ``duration``): a state's
    /// own picture during its hold, an in-between during a glide.
    public func frame(at time: Double) -> DisplayList {
        let wrapped = time.truncatingRemainder(dividingBy: duration)
        let local = wrapped < 0 ? wrapped + duration : wrapped
        let index = min(Int(local / period), states.count - 1)
        let into = local - Double(index) * period
        guard into > timing.hold, timing.transition > 0 else { return states[index].list }
        return between(index, (index + 1) % states.count, at: AnimationTiming.ease((into - timing.hold) / timing.transition))
    }

    /// The picture `t` (0…1, already eased) of the way from state `from`
    /// to state `to`.
    public func between(_ from: Int, _ to: Int, at t: Double) -> DisplayList {
        if t <= 0 { return states[from].list }
        if t >= 1 { return states[to].list }
        var list = states[from].list
        list.items = tracks.flatMap { Tween.items($0.items[from], $0.items[to], at: t) }
        if let a = states[from].list.rootFrame, let b = states[to].list.rootFrame { list.rootFrame = Tween.lerp(a, b, t) }
        return list
    }

    /// The frames of a bitmap animation, each with how long it shows: a
    /// state's picture for its hold, then ``AnimationTiming/framesPerTransition``
    /// in-betweens evenly spaced in time through the glide. `state` is the
    /// index of the state a frame shows, nil for an in-between.
    public func frames() -> [(list: DisplayList, seconds: Double, state: Int?)] {
        let steps = max(timing.framesPerTransition, 0) + 1
        let step = timing.transition / Double(steps)
        return states.indices.flatMap { index -> [(list: DisplayList, seconds: Double, state: Int?)] in
            let next = (index + 1) % states.count
            guard states.count > 1 else { return [(states[index].list, timing.hold, index)] }
            return [(states[index].list, timing.hold + step, index)] + (1..<steps).map { k in
                (between(index, next, at: AnimationTiming.ease(Double(k) / Double(steps))), step, nil)
            }
        }
    }
}
