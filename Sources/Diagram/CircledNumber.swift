/// Numbers that tie a mark on a picture to a line under it: `①`…`⑳`,
/// then `(21)`, where Unicode's circled digits end.
public enum CircledNumber {
    /// `number` circled, or in parentheses past 20 (and below 1).
    public static func text(_ number: Int) -> String {
        guard (1...20).contains(number), let scalar = UnicodeScalar(0x2460 + UInt32(number - 1)) else { return "(\(number))" }
        return String(scalar)
    }

    /// The entries of a key (`① UIImageView star`, each its number, a
    /// space and what it names), joined with commas, a run of consecutive
    /// numbers naming the same thing said once: `①–⑤ UIImageView star`, where
    /// five image views of one image were each said in full.
    public static func joinedKey(_ entries: [String]) -> String {
        var runs: [(first: String, last: String, name: String)] = []
        for entry in entries {
            guard let space = entry.firstIndex(of: " ") else {
                runs.append((entry, entry, ""))
                continue
            }
            let (number, name) = (String(entry[..<space]), String(entry[entry.index(after: space)...]))
            if let last = runs.last, !name.isEmpty, last.name == name, follows(number, last.last) {
                runs[runs.count - 1].last = number
            } else {
                runs.append((number, number, name))
            }
        }
        return runs.map { run in
            let numbers = run.first == run.last ? run.first : run.first + "–" + run.last
            return run.name.isEmpty ? numbers : numbers + " " + run.name
        }.joined(separator: ", ")
    }

    /// Whether circled `number` comes just after `previous`.
    private static func follows(_ number: String, _ previous: String) -> Bool {
        guard let a = number.unicodeScalars.first?.value, let b = previous.unicodeScalars.first?.value,
              number.unicodeScalars.count == 1, previous.unicodeScalars.count == 1,
              (0x2460...0x2473).contains(a), (0x2460...0x2473).contains(b) else { return false }
        return a == b + 1
    }
}
