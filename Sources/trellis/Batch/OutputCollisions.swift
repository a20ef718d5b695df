/// Output names that two renders of a batch would share. Names are made safe
/// (see ``OutputName``), so different states can reach the same name ("x y",
/// "x/y" and "xéy" all become `x-y`), and so can two files with the same
/// `name:`. Rather than let one picture overwrite the other (and the gallery
/// show the wrong one), every render involved is refused before anything is
/// drawn, with an error that names each source; the rest of the batch renders.
/// Names are compared ignoring case, as a macOS or Windows disk would.
enum OutputCollisions {
    /// `jobs` without those whose output names collide, and one message per
    /// name shared, naming every scene file, size and state that shares it.
    static func separate(_ jobs: [RenderJob]) -> (jobs: [RenderJob], errors: [String]) {
        var byName: [String: [Int]] = [:]
        for (index, job) in jobs.enumerated() { byName[job.stem.lowercased(), default: []].append(index) }
        var refused = Set<Int>()
        var errors: [String] = []
        for (_, indices) in byName where indices.count > 1 {
            refused.formUnion(indices)
            let sources = indices.map { "\(jobs[$0].input.path) (\(jobs[$0].caption))" }
            errors.append((jobs[indices[0]].input.path) + ": output name '\(jobs[indices[0]].stem)' would be written by "
                + "\(sources.joined(separator: " and ")): rename a state or the scene's 'name:' so that each picture "
                + "has its own; none of them was rendered")
        }
        return (jobs.enumerated().filter { !refused.contains($0.offset) }.map(\.element), errors.sorted())
    }
}
