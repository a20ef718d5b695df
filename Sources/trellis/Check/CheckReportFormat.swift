import ArgumentParser
import Foundation
import SceneFile

/// How `trellis check` prints what it found.
enum CheckReportFormat: String, CaseIterable, ExpressibleByArgument {
    /// Lines for people, layout by layout.
    case text
    /// `trellis-check/1` JSON for tools.
    case json
    /// SARIF 2.1.0, for code-scanning uploads.
    case sarif
    /// GitHub workflow commands: `::error file=…,line=…,col=…::…`.
    case github

    /// The findings in this format (not text, which is printed as it comes).
    func render(_ findings: CheckFindings, version: String) throws -> String {
        switch self {
        case .text: ""
        case .json: try Self.json(findings)
        case .sarif: try Self.sarif(findings, version: version)
        case .github: Self.github(findings)
        }
    }

    private static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    private struct JSONFinding: Encodable {
        var rule: String
        var severity: String
        var file: String
        var line: Int?
        var column: Int?
        var message: String
        var fix: String?
        var layouts: [String]
    }

    private static func json(_ findings: CheckFindings) throws -> String {
        struct Report: Encodable {
            var format = "trellis-check/1"
            var findings: [JSONFinding]
        }
        return try encode(Report(findings: findings.entries.map { entry in
            let f = entry.finding
            return JSONFinding(rule: f.rule.rawValue, severity: f.severity.rawValue, file: f.file, line: f.location?.line,
                               column: f.location?.column, message: f.message, fix: f.fix, layouts: entry.layouts)
        }))
    }

    /// The message with its layouts and its fix, for formats with one text.
    private static func text(_ entry: (finding: CheckFinding, layouts: [String])) -> String {
        var text = "\(entry.finding.message) [\(entry.layouts.joined(separator: "; "))]"
        if let fix = entry.finding.fix { text += "\nFix: \(fix)" }
        return text
    }

    private static func sarif(_ findings: CheckFindings, version: String) throws -> String {
        struct Text: Encodable { var text: String }
        struct Rule: Encodable {
            var id: String
            var shortDescription: Text
            var defaultConfiguration: [String: String]
        }
        struct Driver: Encodable {
            var name = "trellis"
            var version: String
            var rules: [Rule]
        }
        struct Tool: Encodable { var driver: Driver }
        struct Region: Encodable {
            var startLine: Int
            var startColumn: Int
        }
        struct Artifact: Encodable { var uri: String }
        struct Physical: Encodable {
            var artifactLocation: Artifact
            var region: Region?
        }
        struct Location: Encodable { var physicalLocation: Physical }
        struct Result: Encodable {
            var ruleId: String
            var level: String
            var message: Text
            var locations: [Location]
        }
        struct Run: Encodable {
            var tool: Tool
            var results: [Result]
        }
        struct Log: Encodable {
            var schema = "https://json.schemastore.org/sarif-2.1.0.json"
            var version = "2.1.0"
            var runs: [Run]
            enum CodingKeys: String, CodingKey {
                case schema = "$schema", version, runs
            }
        }
        let rules = CheckFinding.Rule.allCases.map {
            Rule(id: $0.rawValue, shortDescription: Text(text: $0.summary),
                 defaultConfiguration: ["level": $0.severity.rawValue])
        }
        let results = findings.entries.map { entry in
            let f = entry.finding
            let region = f.location.map { Region(startLine: $0.line, startColumn: $0.column) }
            return Result(ruleId: f.rule.rawValue, level: f.severity.rawValue, message: Text(text: text(entry)),
                          locations: [Location(physicalLocation: Physical(artifactLocation: Artifact(uri: f.file), region: region))])
        }
        return try encode(Log(runs: [Run(tool: Tool(driver: Driver(version: version, rules: rules)), results: results)]))
    }

    private static func github(_ findings: CheckFindings) -> String {
        findings.entries.map { entry in
            let f = entry.finding
            var properties = ["file=\(escapeProperty(f.file))"]
            if let location = f.location { properties += ["line=\(location.line)", "col=\(location.column)"] }
            properties.append("title=\(escapeProperty("trellis \(f.rule.rawValue)"))")
            return "::\(f.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(text(entry)))\n"
        }.joined()
    }

    /// GitHub's escaping of a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub's escaping of a command's property value.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
