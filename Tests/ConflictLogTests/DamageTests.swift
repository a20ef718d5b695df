import Testing
@testable import ConflictLog

/// Reports as pasting leaves them (the format page's list of damage).
@Suite struct DamageTests {
    static let clean = """
        2019-03-04 05:06:07.123456+0100 My App[987:65432] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        (
            "<NSLayoutConstraint:0x600001c4a0f0 V:[UIView:0x7f9a1c40e210(50)]   (active)>",
            "<NSLayoutConstraint:0x600001c4a140 V:|-(8)-[UIView:0x7f9a1c40e210]   (active, names: '|':UITableViewCellContentView:0x7f9a1c40d000 )>",
            "<NSLayoutConstraint:0x600001c4a190 V:[UIView:0x7f9a1c40e210]-(8)-|   (active, names: '|':UITableViewCellContentView:0x7f9a1c40d000 )>",
            "<NSLayoutConstraint:0x600001c4a1e0 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f9a1c40d000.height == 44   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600001c4a0f0 V:[UIView:0x7f9a1c40e210(50)]   (active)>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """

    func check(_ text: String, reports count: Int = 1, constraints: Int = 4, broken: Int? = 0,
               sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let reports = try ConflictLog.read(text)
        #expect(reports.count == count, sourceLocation: sourceLocation)
        for report in reports {
            #expect(report.constraints.count == constraints, sourceLocation: sourceLocation)
            #expect(report.unreadable.isEmpty, "\(report.unreadable)", sourceLocation: sourceLocation)
            #expect(report.broken == broken, sourceLocation: sourceLocation)
        }
    }

    func lines(_ transform: (String) -> String) -> String {
        Self.clean.split(separator: "\n", omittingEmptySubsequences: false).map { transform(String($0)) }.joined(separator: "\n")
    }

    @Test func theCleanReport() throws { try check(Self.clean) }

    @Test func markdownEscapes() throws {
        try check(lines { $0.replacingAll("<", with: "\\<").replacingAll(">", with: "\\>").replacingAll("_", with: "\\_") })
    }

    @Test func quotingOnEveryLineOrTheFirst() throws {
        try check(lines { "> " + $0 })
        try check(lines { ">" + $0 })
        try check("> " + Self.clean)
    }

    @Test func boldStrayBackticksAndQuotes() throws {
        try check(lines { $0.isEmpty ? $0 : "**\($0)**" })
        try check("`" + Self.clean + "`")
        try check("```\n" + Self.clean + "\n```")
        try check("\"" + Self.clean)
    }

    @Test func htmlEntities() throws {
        try check(lines { $0.replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;").replacingAll("\"", with: "&quot;") })
    }

    @Test func windowsAndOldMacLineEnds() throws {
        try check(Self.clean.replacingAll("\n", with: "\r\n"))
        try check(Self.clean.replacingAll("\n", with: "\r"))
    }

    @Test func headerCutOrGlued() throws {
        try check(lines { $0.replacingAll("2019-03-04 05:06:07.123456+0100 My App[987:65432] [LayoutConstraints] Unable to simult", with: "") })
        try check(lines { $0.replacingAll("2019-03-04 05:06:07.123456+0100 My App[987:65432] ", with: "Console output:") })
    }

    @Test func listShapes() throws {
        // No indentation; a tab before the spaces; one space; tabs without quotes.
        try check(lines { $0.hasPrefix("    \"") ? String($0.dropFirst(4)) : $0 })
        try check(lines { $0.hasPrefix("    \"") ? "\t" + $0 : $0 })
        try check(lines { $0.hasPrefix("    \"") ? " " + $0.dropFirst(4) : $0 })
        try check(lines { $0.hasPrefix("    \"") ? "\t" + String($0.dropFirst(5)).replacingAll("\"", with: "") : $0 })
        // ")" glued to the last entry, ")." as the close, no parentheses at all.
        try check(Self.clean.replacingAll("(active)>\"\n)", with: "(active)>\")"))
        try check(Self.clean.replacingAll("\n)\n", with: "\n).\n"))
        try check(lines { $0 == "(" || $0 == ")" ? "" : $0 })
        // Elided lines.
        try check(Self.clean.replacingAll("(\n", with: "(\n    ...\n"))
    }

    @Test func theBrokenLineInOtherShapes() throws {
        try check(Self.clean.replacingAll("constraint\n<NSLayoutConstraint:0x600001c4a0f0", with: "constraint <NSLayoutConstraint:0x600001c4a0f0"))
        try check(Self.clean.replacingAll(")\n\nWill", with: ")\nWill"))
        try check(Self.clean.replacingAll("<NSLayoutConstraint:0x600001c4a0f0 V:[UIView:0x7f9a1c40e210(50)]   (active)>\n\nMake", with: "<private>\n\nMake"), broken: nil)
        // Anonymised address: matched by what it says.
        try check(Self.clean.replacingAll("breaking constraint\n<NSLayoutConstraint:0x600001c4a0f0", with: "breaking constraint\n<NSLayoutConstraint:0x…"))
    }

    @Test func severalReportsNoiseAndOrphans() throws {
        let orphan = "Will attempt to recover by breaking constraint\n<NSLayoutConstraint:0x600009 UIView:0x1.width == 0>\n\nMake a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        try check(orphan + "2019-03-04 app started\n" + Self.clean + "\nnetwork: ok\n" + Self.clean + "\n", reports: 2)
    }

    @Test func aLoneListWithoutHeader() throws {
        let list = Self.clean.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(5).joined(separator: "\n")
        let reports = try ConflictLog.read(list)
        #expect(reports.count == 1)
        #expect(reports[0].line == 1)
        #expect(reports[0].constraints.count == 4)
        #expect(reports[0].broken == 0)
    }

    @Test func anUnreadableEntryIsListedWithItsLineAndTheRestRead() throws {
        let text = Self.clean.replacingAll("(active)>\",\n    \"<NSLayoutConstraint:0x600001c4a140", with: "(active)>\",\n    \"View.height == Other.height (multiplier: 0.200)\",\n    \"<NSLayoutConstraint:0x600001c4a140")
        let report = try #require(try ConflictLog.read(text).first)
        #expect(report.constraints.count == 4)
        #expect(report.unreadable.map(\.line) == [8])
        #expect(report.unreadable.first?.text == "View.height == Other.height (multiplier: 0.200)")
    }

    @Test func interleavedReportsStartAnewAtEachHeader() throws {
        let header = "2019-03-04 05:06:07.5 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x6000000001 UIView:0x7f01.width == 10   (active)>\",\n"
        let reports = try ConflictLog.read(header + Self.clean)
        #expect(reports.count == 2)
        #expect(reports[0].constraints.count == 1)
        #expect(reports[1].constraints.count == 4)
    }

    @Test func noReportAtAll() throws {
        #expect(try ConflictLog.read("2019-03-04 App launched\nnothing to see\n").isEmpty)
        #expect(try ConflictLog.read("").isEmpty)
    }
}
