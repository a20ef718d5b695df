import Foundation
import Testing
@testable import ConflictLog

/// Real reports from public issue trackers (Fixtures/README.md says where
/// each comes from): every entry read, the broken one matched by address.
@Suite struct FixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func reports(_ name: String) throws -> [ConflictReport] {
        try ConflictLog.read(bytes: Data(contentsOf: fixtures.appendingPathComponent("\(name).txt")))
    }

    /// (file, [(report line, constraints, broken index, broken address)])
    static let expected: [(String, [(Int, Int, Int?, String?)])] = [
        ("autopkgr-196", [(1, 9, nil, nil)]),
        ("colo-12", [(1, 4, 3, "0x7fb022ec6d50")]),
        ("datetimepicker-17", [(1, 4, 2, "0x610000095c20")]),
        ("deltachat-ios-2227", [(1, 6, nil, nil)]),
        ("dicetableviewcell-1", [(1, 4, 0, "0x7f9d8c114a80")]),
        ("draggableyoutube-2", [(2, 4, 0, "0x7fbfe4142760")]),
        ("faqview-33", [(1, 5, 1, "0x60000272ddb0")]),
        ("fdtemplatelayoutcell-326", [(2, 2, 0, "0x17428b130")]),
        ("firefox-ios-20783", [(1, 6, nil, nil)]),
        ("folding-cell-63", [(1, 2, 0, "0x7fca0bd54cc0")]),
        ("handyautolayout-7", [(1, 2, 1, "0x7faad0d2daf0")]),
        ("heliport-246", [(5, 3, 1, "0x6000031bfc50")]),
        ("jxcategoryview-536", [(1, 5, 3, "0x102c79d40")]),
        ("keyboardadjuster-8", [(1, 3, nil, nil)]),
        ("mapbox-gl-cocoa-23", [(1, 2, 1, "0x1702837a0")]),
        ("masonry-335", [(1, 2, 0, "0x15eee9620")]),
        ("masonry-415", [(1, 0, nil, nil), (8, 0, nil, nil)]),
        ("masonry-447", [(7, 2, nil, nil)]),
        ("ms-intune-523", [(3, 4, nil, nil)]),
        ("nvactivityindicatorview-117", [(1, 5, nil, nil)]),
        ("nyalertviewcontroller-8", [(1, 8, nil, nil)]),
        ("pagingtableview-3", [(1, 6, nil, nil)]),
        ("pincodeinputview-10", [(1, 3, nil, nil)]),
        ("provenance-1344", [(1, 2, 1, "0x6000026d3d90")]),
        ("segmentio-9", [(3, 3, nil, nil)]),
        ("snapkit-101", [(1, 4, nil, nil)]),
        ("snapkit-462", [(1, 5, nil, nil)]),
        ("steroids-1044", [(1, 3, 2, "0x14f2dc6c0")]),
        ("trust-wallet-279", [(1, 3, 1, "0x60800029e8c0")]),
        ("tvostoast-1", [(6, 6, 5, "0x7ff728726930")]),
    ]

    @Test func everyFixtureIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(files.map { String($0.dropLast(4)) }) == Set(Self.expected.map(\.0)))
    }

    @Test(arguments: expected.map(\.0)) func everyEntryIsRead(name: String) throws {
        let reports = try Self.reports(name)
        let expected = Self.expected.first { $0.0 == name }!.1
        #expect(reports.count == expected.count)
        for (report, (line, count, broken, address)) in zip(reports, expected) {
            #expect(report.line == line)
            #expect(report.constraints.count == count)
            #expect(report.unreadable.isEmpty, "\(report.unreadable)")
            #expect(report.broken == broken)
            if let broken { #expect(report.constraints[broken].address == address) }
        }
    }

    /// Entries are read on their own lines: the line numbers are the file's.
    @Test func entryLinesAreTheInputsLines() throws {
        let report = try #require(try Self.reports("tvostoast-1").first)
        #expect(report.constraints.map(\.line) == [7, 8, 9, 10, 11, 12])
        #expect(report.brokenStatement == .stated(line: 16, text: report.constraints[5].text, address: "0x7ff728726930"))
    }

    @Test func theUnifiedLogsPrivateReportsAreReadAsRedacted() throws {
        let reports = try Self.reports("masonry-415")
        #expect(reports.allSatisfy { $0.isRedacted && $0.brokenStatement == .redacted })
    }

    @Test func aBrokenLineNamingNoEntryIsStatedButUnmatched() throws {
        let report = try #require(try Self.reports("snapkit-101").first)
        guard case .stated(let line, _, let address) = report.brokenStatement else {
            Issue.record("expected a stated broken constraint")
            return
        }
        #expect(line == 11)
        #expect(address == "0x7f8a412ea570")
        #expect(report.broken == nil)
    }

    @Test func macOSConflictingConstraintsAndTheClassicReportAreOneConflict() throws {
        let reports = try Self.reports("heliport-246")
        #expect(reports.count == 1)
        #expect(reports[0].isConflictingConstraintsForm)
        #expect(reports[0].constraints[2].autoresizing == "h=--& v=--&")
        #expect(reports[0].constraints[2].first.item.className == "HeliPort.WifiMenuItemView")
    }

    @Test func masonryKeysStandForAddresses() throws {
        let report = try #require(try Self.reports("masonry-447").first)
        #expect(report.constraints.map(\.first.item.logName) == ["UITableViewCellContentView:cv", "UITableViewCellContentView:cv"])
        #expect(report.constraints.map(\.constant) == [414, 0])
    }

    @Test func oldSnapKitAndPrototypingEntries() throws {
        let report = try #require(try Self.reports("snapkit-101").first)
        let old = report.constraints[3]
        #expect(old.className == "DeviceImagesTest.LayoutConstraint")
        #expect(old.address == "0x7f8a412e8740")
        #expect(old.first.item.logName == "UIView:0x7f8a412e8eb0")
        #expect(old.second?.item.logName == "_UILayoutGuide:0x7f8a412e9430")
        #expect(old.second?.attribute == "bottom")
        #expect(report.constraints[0].identifier == "IB auto generated at build time for view with fixed frame")
        #expect(report.constraints[0].superview?.logName == "UIView:0x7f8a412bdff0")
    }

    @Test func boldAndStrikethroughDamageIsUndone() throws {
        let report = try #require(try Self.reports("firefox-ios-20783").first)
        let first = report.constraints[0]
        #expect(first.first.item.logName == "UIStackView:0x10c786420")
        #expect(first.first.attribute == "top")
        #expect(first.second?.item.logName == "_UITableViewHeaderFooterContentView:0x10c78a480")
        #expect(report.constraints[3].identifier == "UISV-canvas-connection")
        // A bare name resolved through names:
        #expect(report.constraints[2].first.item.address == "0x10c7865d0")
        #expect(report.constraints[2].first.item.name == "homeLarge")
    }
}
