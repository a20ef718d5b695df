import Foundation

extension LinearSystem.Report {
    /// The `cassowary-result/1` document, keys in the order the format shows
    /// and values in the order of `variables`, so output diffs cleanly.
    /// Without `timings` the document depends on the input alone.
    public func json(for system: LinearSystem, timings: Bool = true) -> String {
        var lines: [String] = []
        lines.append("  \"format\": \"cassowary-result/1\"")
        lines.append("  \"name\": \(quoted(system.name))")
        let pairs = zip(system.variables, values).map { "    \(quoted($0)): \(number($1))" }
        lines.append("  \"values\": {\n" + pairs.joined(separator: ",\n") + "\n  }")
        lines.append("  \"unsatisfiable\": [\(unsatisfiable.map(String.init).joined(separator: ", "))]")
        if let drag = system.drag, let checksum, let final {
            let names = drag.observe.map { system.variables[$0] }
            let sums = zip(names, checksum).map { "\(quoted($0)): \(number($1))" }.joined(separator: ", ")
            let finals = zip(names, final).map { "\(quoted($0)): \(number($1))" }.joined(separator: ", ")
            lines.append("  \"drag\": {\"checksum\": {\(sums)}, \"final\": {\(finals)}}")
        }
        if timings {
            var phases = ["    \"build_solve\": \(summary(buildTimes))"]
            if !dragTimes.isEmpty { phases.append("    \"drag\": \(summary(dragTimes))") }
            lines.append("  \"timings_s\": {\n" + phases.joined(separator: ",\n") + "\n  }")
            lines.append("  \"repeat\": \(buildTimes.count)")
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}"
    }

    private func summary(_ times: [Double]) -> String {
        let sorted = times.sorted()
        let n = sorted.count
        let median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
        return "{\"median\": \(median), \"min\": \(sorted[0]), \"max\": \(sorted[n - 1])}"
    }

    /// Whole numbers without a fraction; others in Swift's shortest
    /// round-trip form. Negative zero prints as 0.
    private func number(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    private func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
