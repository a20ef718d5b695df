/// Reads UIKit's and AppKit's "Unable to simultaneously satisfy constraints"
/// reports out of pasted text: whole console logs, several reports, noise
/// between them, a lone list without its header, macOS's "Conflicting
/// constraints detected" with the classic report that repeats it, and the
/// damage pasting does (`> ` quoting, `**`, markdown escapes, stray backticks).
///
///     let reports = try ConflictLog.read(text)
///     for report in reports { print(report.constraints.count, report.broken as Any) }
///
/// Entries that cannot be read are listed in each report's
/// ``ConflictReport/unreadable`` with their line; the rest are read.
public enum ConflictLog {
    /// The reports of `bytes` (UTF-8; invalid bytes read as U+FFFD).
    ///
    /// - Throws: ``ConflictLogError`` when the input is larger than
    ///   ``ConflictLogLimits/maxInputBytes`` or holds more entries than
    ///   ``ConflictLogLimits/maxEntries``.
    public static func read(bytes: some Collection<UInt8>, limits: ConflictLogLimits = ConflictLogLimits()) throws -> [ConflictReport] {
        guard bytes.count <= limits.maxInputBytes else {
            throw ConflictLogError(line: 0, message: "the input is larger than \(limits.maxInputBytes >> 20) MiB, "
                + "the most Trellis reads; paste the reports you want explained")
        }
        return try read(String(decoding: bytes, as: UTF8.self), limits: limits)
    }

    /// The reports of `text`.
    public static func read(_ text: String, limits: ConflictLogLimits = ConflictLogLimits()) throws -> [ConflictReport] {
        guard text.utf8.count <= limits.maxInputBytes else {
            throw ConflictLogError(line: 0, message: "the input is larger than \(limits.maxInputBytes >> 20) MiB, "
                + "the most Trellis reads; paste the reports you want explained")
        }
        var scanner = ReportScanner(limits: limits)
        var number = 0
        try forEachLine(of: text) { line in
            number += 1
            try scanner.read(line, number: number)
        }
        scanner.finish()
        var reports = mergeConflictingForms(scanner.reports)
        for index in reports.indices {
            reports[index].broken = BrokenMatch.index(of: reports[index].brokenStatement, in: reports[index].constraints)
        }
        return reports
    }

    /// Calls `body` with each line of `text`, split at `\n`, `\r\n` and `\r`,
    /// without keeping them all.
    static func forEachLine(of text: String, _ body: (Substring) throws -> Void) rethrows {
        var start = text.startIndex
        var index = text.startIndex
        let utf8 = text.utf8
        while index < text.endIndex {
            let byte = utf8[index]
            if byte == 10 || byte == 13 {
                try body(text[start..<index])
                var next = utf8.index(after: index)
                if byte == 13, next < text.endIndex, utf8[next] == 10 { next = utf8.index(after: next) }
                index = next
                start = next
            } else {
                index = utf8.index(after: index)
            }
        }
        if start < text.endIndex { try body(text[start...]) }
    }

    /// macOS 14 prints "Conflicting constraints detected" and then the classic
    /// report of the same constraints: one conflict. The classic report is
    /// folded into the first when its entries are among the first's.
    static func mergeConflictingForms(_ reports: [ConflictReport]) -> [ConflictReport] {
        var result: [ConflictReport] = []
        for report in reports {
            if var previous = result.last, previous.isConflictingConstraintsForm, !report.isConflictingConstraintsForm {
                let known = Set(previous.constraints.compactMap { $0.address?.lowercased() })
                let addresses = report.constraints.compactMap { $0.address?.lowercased() }
                if addresses.allSatisfy(known.contains) {
                    if previous.brokenStatement == .notStated { previous.brokenStatement = report.brokenStatement }
                    previous.unreadable += report.unreadable
                    result[result.count - 1] = previous
                    continue
                }
            }
            result.append(report)
        }
        return result
    }

    /// At most 300 characters of `text`, for messages and JSON.
    static func excerpt(_ text: String) -> String {
        text.unicodeScalars.count <= 300 ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(300))) + "…"
    }
}
