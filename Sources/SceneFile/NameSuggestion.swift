/// The closest known name to a misspelt one, for "did you mean" hints.
enum NameSuggestion {
    /// The candidate nearest to `name` by edit distance (case differences
    /// count half, so `centerx` finds `centerX` first), if it is close enough
    /// to be a plausible typo: at most a third of the name's length, and at least 2.
    /// Names longer than 64 characters get no suggestion: a file may hold
    /// 20,000 names, and each comparison costs the product of the lengths.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let length = name.count
        guard length <= 64 else { return nil }
        let limit = max(2, Double(length) / 3)
        var best: (name: String, distance: Double)?
        for candidate in candidates where candidate != name {
            // The distance is at least the difference in length.
            guard abs(Double(candidate.count - length)) <= limit else { continue }
            let distance = editDistance(name, candidate)
            if distance < (best?.distance ?? .infinity) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        return best.distance <= limit ? best.name : nil
    }

    /// Edit distance with adjacent transpositions (optimal string alignment:
    /// `51` is one typo from `15`), substitutions that only change case
    /// costing 0.5. Quadratic, but names are short; inputs are capped to keep
    /// a hostile file from making it slow.
    static func editDistance(_ a: String, _ b: String) -> Double {
        let x = Array(a.prefix(200)), y = Array(b.prefix(200))
        if x.isEmpty { return Double(y.count) }
        if y.isEmpty { return Double(x.count) }
        var table = [[Double]](repeating: [Double](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { table[i][0] = Double(i) }
        for j in 0...y.count { table[0][j] = Double(j) }
        for i in 1...x.count {
            for j in 1...y.count {
                let substitution: Double =
                    x[i - 1] == y[j - 1] ? 0 : (x[i - 1].lowercased() == y[j - 1].lowercased() ? 0.5 : 1)
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + substitution)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[x.count][y.count]
    }
}
