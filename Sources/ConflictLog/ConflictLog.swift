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
        let array = Array(bytes)
        var scanner = ReportScanner(limits: limits)
        try array.withUnsafeBufferPointer { buffer in
            var number = 0
            try forEachLine(of: buffer) { line in
                number += 1
                try scanner.read(line, number: number)
            }
        }
        scanner.finish()
        var reports = mergeConflictingForms(scanner.reports)
        for index in reports.indices {
            reports[index].broken = BrokenMatch.index(of: reports[index].brokenStatement, in: reports[index].constraints)
        }
        return reports
    }

    /// The reports of `text`.
    public static func read(_ text: String, limits: ConflictLogLimits = ConflictLogLimits()) throws -> [ConflictReport] {
        try read(bytes: Array(text.utf8), limits: limits)
    }

    /// Calls `body` with each line of `bytes`, split at `\n`, `\r\n` and `\r`.
    static func forEachLine(of bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 10 || byte == 13 {
                try body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                index += byte == 13 && index + 1 < count && bytes[index + 1] == 10 ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < count { try body(UnsafeBufferPointer(rebasing: bytes[start..<count])) }
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
