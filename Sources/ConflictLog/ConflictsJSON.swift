/// `trellis-conflicts/1`: what was read, for tools and tests (docs/explain.md).
///
///     {"format": "trellis-conflicts/1", "reports": [{"line": 3, "constraints": [{"line": 9,
///       "class": "NSLayoutConstraint", "address": "0x600001c4a0f0", "identifier": null,
///       "first": {"item": "UILabel:0x7f9a1c40e210'Show more'", "attribute": "top"},
///       "relation": "==", "multiplier": 1, "second": {"item": "UIView:0x7f9a1c40d000",
///       "attribute": "top"}, "constant": 8, "autoresizing": null}], "broken": 0,
///       "unreadable": [{"line": 12, "text": "…"}]}]}
///
/// Exactly the keys of issue 13's schema, plus `format` naming it. Keys
/// come in that order, numbers in their shortest exact form, so the same
/// input always gives the same bytes. (Why an entry is unreadable is in the
/// text output.)
public enum ConflictsJSON {
    /// The format's name, first key of the document.
    public static let format = "trellis-conflicts/1"

    public static func document(_ reports: [ConflictReport]) -> String {
        var out = "{\n  \"format\": \"\(format)\",\n  \"reports\": ["
        for (reportIndex, report) in reports.enumerated() {
            out += reportIndex == 0 ? "\n" : ",\n"
            out += "    {\n      \"line\": \(report.line),\n      \"constraints\": ["
            for (index, constraint) in report.constraints.enumerated() {
                out += index == 0 ? "\n" : ",\n"
                out += "        " + object(constraint)
            }
            out += report.constraints.isEmpty ? "],\n" : "\n      ],\n"
            out += "      \"broken\": \(report.broken.map(String.init) ?? "null"),\n"
            out += "      \"unreadable\": ["
            for (index, entry) in report.unreadable.enumerated() {
                out += index == 0 ? "\n" : ",\n"
                out += "        {\"line\": \(entry.line), \"text\": \(string(entry.text))}"
            }
            out += report.unreadable.isEmpty ? "]\n    }" : "\n      ]\n    }"
        }
        out += reports.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    static func object(_ constraint: LoggedConstraint) -> String {
        let fields = [
            "\"line\": \(constraint.line)",
            "\"class\": \(string(constraint.className))",
            "\"address\": \(constraint.address.map(string) ?? "null")",
            "\"identifier\": \(constraint.identifier.map(string) ?? "null")",
            "\"first\": \(anchor(constraint.first))",
            "\"relation\": \(string(constraint.relation.rawValue))",
            "\"multiplier\": \(number(constraint.multiplier))",
            "\"second\": \(constraint.second.map(anchor) ?? "null")",
            "\"constant\": \(number(constraint.constant))",
            "\"autoresizing\": \(constraint.autoresizing.map(string) ?? "null")",
        ]
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func anchor(_ anchor: LoggedAnchor) -> String {
        "{\"item\": \(string(anchor.item.logName)), \"attribute\": \(string(anchor.attribute))}"
    }

    /// Integers without a fraction; others in Swift's shortest round-trip form.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
