import Foundation
import Render

/// One animation of `trellis render --animate`: a scene's states at one
/// size, or, for a scene with one state (or none), its sizes, as one
/// animated SVG and one APNG, `dir/NAME[-SIZE]-animated.svg` and
/// `…-animated@2x.png`.
struct AnimationJob {
    /// `dir/name[-size]-animated`.
    let stem: String
    /// The renders it goes through, in order, each with the name the
    /// animation's strip gives it (the state's, or the size's).
    let frames: [(name: String, job: RenderJob)]

    /// The formats an animation is written in, of those asked for.
    static func formats(_ formats: [OutputFormat]) -> [OutputFormat] { formats.filter { $0 == .png || $0 == .svg } }

    /// The animations of a batch's `jobs`: per scene, one per size across
    /// its states when it has several, else one across its sizes when it
    /// has several; scenes with one picture do not move.
    static func animations(of jobs: [RenderJob]) -> [AnimationJob] {
        var order: [String] = []
        var byScene: [String: [RenderJob]] = [:]
        for job in jobs {
            let key = job.input.path + "\u{0}" + job.document.name
            if byScene[key] == nil { order.append(key) }
            byScene[key, default: []].append(job)
        }
        return order.flatMap { key -> [AnimationJob] in
            let jobs = byScene[key]!
            let sizes = unique(jobs.map(\.size.name))
            if unique(jobs.compactMap(\.state)).count > 1 {
                return sizes.map { size in
                    let frames = jobs.filter { $0.size.name == size }
                    return AnimationJob(stem: stem(frames[0], dropSize: false), frames: frames.map { ($0.state ?? size, $0) })
                }
            }
            guard sizes.count > 1 else { return [] }
            return [AnimationJob(stem: stem(jobs[0], dropSize: true), frames: jobs.map { ($0.size.name, $0) })]
        }
    }

    /// A job's stem without its state (and size) and with `-animated`.
    private static func stem(_ job: RenderJob, dropSize: Bool) -> String {
        var stem = job.stem
        if let state = job.state { stem = String(stem.dropLast(OutputName.component(state).count + 1)) }
        if dropSize { stem = String(stem.dropLast(OutputName.component(job.size.name).count + 1)) }
        return stem + "-animated"
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
