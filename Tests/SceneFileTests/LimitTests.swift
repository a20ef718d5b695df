import Foundation
import Layout
import Testing
@testable import SceneFile

/// Every bound of docs/limits.md: just past it, the file gets an error at the
/// place that goes past it, with the message the page quotes; nothing hangs,
/// crashes or runs out of memory on the way.
struct LimitTests {
    /// Checks that `text` fails at `line`:`column` with exactly `message`.
    func expectError(_ text: String, _ line: Int, _ column: Int, _ message: String,
                     sourceLocation: SourceLocation = #_sourceLocation)
    {
        guard let error = parseError(text, sourceLocation: sourceLocation) else { return }
        #expect(error.message == message, sourceLocation: sourceLocation)
        #expect(error.line == line && error.column == column, "at \(error.line):\(error.column): \(error.message)",
                sourceLocation: sourceLocation)
    }

    static let one = "size: 100x100\nviews: [{name: a}, {name: b}]\n"

    // MARK: File size

    @Test func aFileLargerThan8MiBIsRefusedBeforeItIsRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-large-\(UUID().uuidString).yaml")
        let text = "size: 10x10\n# " + String(repeating: "x", count: SceneFileLimits.maxFileBytes) + "\n"
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try SceneDocument.load(contentsOf: url)
            Issue.record("expected an error")
        } catch let error as SceneFileError {
            #expect(error.description == "\(url.lastPathComponent):1:1: error: the file is larger than 8 MiB, the most a scene file may be")
        }
        let parsed = try #require(parseError(text))
        #expect(parsed.message == "the file is larger than 8 MiB, the most a scene file may be")
    }

    @Test func aDeviceThatNeverEndsIsRefusedBeforeItIsRead() throws {
        do {
            _ = try SceneDocument.load(contentsOf: URL(fileURLWithPath: "/dev/zero"))
            Issue.record("expected an error")
        } catch let error as SceneFileError {
            #expect(error.description == "zero:1:1: error: cannot read the file: a character device, not a regular file")
        }
    }

    @Test func aFileJustUnderTheLimitIsRead() throws {
        let text = "size: 10x10\n# " + String(repeating: "x", count: SceneFileLimits.maxFileBytes - 20) + "\n"
        #expect(text.utf8.count <= SceneFileLimits.maxFileBytes)
        _ = try SceneDocument.parse(text, fileName: "big.yaml")
    }

    // MARK: Counts

    @Test func atMost10000Views() throws {
        let views = (0...10_000).map { "  - {name: v\($0)}" }.joined(separator: "\n")
        expectError("size: 10x10\nviews:\n" + views, 10_003, 12, "a scene file may have at most 10,000 views")
        let allowed = (0..<10_000).map { "  - {name: v\($0)}" }.joined(separator: "\n")
        _ = try SceneDocument.parse("size: 10x10\nviews:\n" + allowed, fileName: "views.yaml")
    }

    @Test func atMost10000Guides() {
        let guides = (0...10_000).map { "  - g\($0)" }.joined(separator: "\n")
        expectError("size: 10x10\nguides:\n" + guides, 10_003, 5, "a scene file may have at most 10,000 guides")
    }

    @Test func atMost100000Constraints() {
        // 25,000 edges lines make 100,000 constraints; the next is one too many.
        let lines = String(repeating: "  - a.edges == root.edges\n", count: 25_001)
        expectError(Self.one + "constraints:\n" + lines, 25_004, 5, "a scene file may have at most 100,000 constraints")
        let states = "states:\n  S:\n    constraints:\n      - a.width == 10\n"
        let full = String(repeating: "  - a.edges == root.edges\n", count: 25_000)
        expectError(Self.one + "constraints:\n" + full + states, 25_007, 9, "a scene file may have at most 100,000 constraints")
    }

    @Test func atMost1000ViewsInAVisualFormatLine() throws {
        let line = "H:" + String(repeating: "[a]", count: 1_001)
        // Column: the quote at 5, then 'H:' and 1,000 '[a]' before the name.
        expectError(Self.one + "visual:\n  - \"\(line)\"", 4, 5 + 1 + 2 + 3 * 1_000 + 1,
                    "a visual format line may have at most 1,000 views")
        _ = try SceneDocument.parse(Self.one + "visual:\n  - \"H:" + String(repeating: "[a]", count: 1_000) + "\"",
                                    fileName: "vfl.yaml")
    }

    @Test func atMost1000States() {
        let states = (0...1_000).map { "  s\($0): {}" }.joined(separator: "\n")
        expectError(Self.one + "states:\n" + states, 1_004, 3, "a scene file may have at most 1,000 states")
    }

    @Test func atMost1000Sizes() {
        let sizes = String(repeating: "  - 10x10\n", count: 1_001)
        expectError("size:\n" + sizes, 1_002, 5, "a scene file may have at most 1,000 sizes")
        let devices = String(repeating: "  - iPhone 15 both\n", count: 501)
        expectError("size:\n" + devices, 502, 5, "a scene file may have at most 1,000 sizes")
    }

    // MARK: Nesting

    @Test func viewsNestAtMost64Deep() throws {
        func nested(_ depth: Int) -> String {
            var text = "size: 10x10\nviews:\n"
            for level in 0..<depth {
                text += String(repeating: "    ", count: level) + "  - name: v\(level)\n"
                text += String(repeating: "    ", count: level) + "    views:\n"
            }
            return text + String(repeating: "    ", count: depth) + "  - name: last\n"
        }
        _ = try SceneDocument.parse(nested(63), fileName: "deep.yaml")
        // The 65th view is on line 3 + 2 × 64, its mapping after the dash.
        expectError(nested(64), 131, 4 * 64 + 5, "views nest more than 64 deep")
    }

    @Test func flowCollectionsNestAtMost200Deep() {
        expectError("size: 10x10\nviews: " + String(repeating: "[", count: 300), 2, 7 + 200,
                    "the YAML nests more than 200 levels deep")
    }

    @Test func blockCollectionsNestAtMost200Deep() {
        expectError("size: 10x10\nviews:\n" + String(repeating: "- ", count: 300) + "x", 3, 2 * 200 + 1,
                    "the YAML nests more than 200 levels deep")
    }

    @Test func bracketsInStringsCommentsAndPlainTextAreNotNesting() throws {
        let lines = String(repeating: "  - \"H:|[a]-[b]|\"\n  - '[a(==b)]'\n", count: 150)
        let comment = "# " + String(repeating: "[", count: 300) + "\n"
        let quoted = "  - {name: c, label: \"" + String(repeating: "[", count: 300) + "\"}\n"
        let plain = "  - name: d\n    label: a" + String(repeating: "[", count: 300) + " b\n"
        _ = try SceneDocument.parse(Self.one + comment + "visual:\n" + lines, fileName: "brackets.yaml")
        _ = try SceneDocument.parse("size: 10x10\nviews:\n" + quoted + plain, fileName: "labels.yaml")
    }

    @Test func aMillionBracketsAreRefusedQuicklyWithoutOverflowingTheStack() {
        let start = ContinuousClock.now
        expectError(String(repeating: "[", count: 1_000_000), 1, 201, "the YAML nests more than 200 levels deep")
        let quoted = String(repeating: "[\"]\", ", count: 200_000)
        expectError("a: " + quoted, 1, 4 + 6 * 199, "the YAML nests more than 200 levels deep")
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    // MARK: Aliases

    @Test func aBillionLaughsIsRefusedAtTheFirstAlias() {
        var text = "size: 10x10\nlol0: &l0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        for level in 1...9 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            text += "lol\(level): &l\(level) [\(aliases)]\n"
        }
        text += "? *l9\n: x\n"
        let start = ContinuousClock.now
        expectError(text, 3, 12, "YAML aliases are not supported in scene files ('*l0'); write the value out in full")
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    @Test func aliasesAreRefusedWhereverYAMLWouldReadThem() {
        expectError("size: &s 10x10\nsafeArea: *s", 2, 11,
                    "YAML aliases are not supported in scene files ('*s'); write the value out in full")
        expectError("size: 10x10\nviews:\n  - {name: a, label: \"*stars\"}", 3, 23,
                    "YAML aliases are not supported in scene files ('*stars'); write the value out in full")
        expectError("size: 10x10\nviews: [ *v ]", 2, 10,
                    "YAML aliases are not supported in scene files ('*v'); write the value out in full")
        expectError("size: &s 10x10\nsafeArea: !!str *s", 2, 17,
                    "YAML aliases are not supported in scene files ('*s'); write the value out in full")
        expectError("--- *a", 1, 5, "YAML aliases are not supported in scene files ('*a'); write the value out in full")
    }

    @Test func starsThatAreNotAliasesStayInExpressions() throws {
        let text = Self.one + "constraints:\n  - a.width == 2 *b.width\n  - a.height == 2*b.height\n  - b.height == 10\n  - b.width == 10"
        let scene = try SceneDocument.parse(text, fileName: "stars.yaml").makeScene()
        try scene.layout()
        expectFrame(scene.view("a").frame, 0, 0, 20, 20)
    }

    @Test func quotedStringsEndOnTheirLine() {
        expectError("size: 10x10\ndiagram:\n  caption: \"one\n    two\"", 3, 12, "a quoted string must end on the line it starts on")
    }

    // MARK: Sizes and numbers

    @Test func rootSizesArePositiveAndAtMost100000Points() throws {
        expectError("size: 0x0", 1, 7, "a size must be more than 0 and at most 100,000 points each way, got '0x0'")
        expectError("size: [375x667, 100001x10]", 1, 17,
                    "a size must be more than 0 and at most 100,000 points each way, got '100001x10'")
        expectError("size: {size: 10x0}", 1, 14, "a size must be more than 0 and at most 100,000 points each way, got '10x0'")
        _ = try SceneDocument.parse("size: 100000x100000", fileName: "big.yaml")
        #expect(throws: SceneFileError.self) { try SceneDocument.size(parsing: "1e9x10") }
    }

    @Test func constantsAreAtMostAMillionPoints() throws {
        let prefix = Self.one + "constraints:\n  - "
        expectError(prefix + "a.width == 1e7", 4, 16, "a constant must be from -1,000,000 to 1,000,000 points, got 10000000")
        expectError(prefix + "a.width == b.width - 2000001", 4, 26, "a constant must be from -1,000,000 to 1,000,000 points, got -2000001")
        expectError(prefix + "a.width == -1e300", 4, 17, "a constant must be from -1,000,000 to 1,000,000 points, got -1e+300")
        expectError(prefix + "a.edges == root.edges inset 1e7", 4, 33, "an inset must be from -1,000,000 to 1,000,000 points, got 10000000")
        expectError(Self.one + "visual:\n  - \"H:|-(2000000)-[a]\"", 4, 11, "a constant must be from -1,000,000 to 1,000,000 points, got 2000000")
        expectError(Self.one + "metrics: {m: 1e9}", 3, 14, "metric 'm' must be from -1,000,000 to 1,000,000 points, got 1e9")
        expectError("size: 10x10\nsafeArea: {top: 1e7}", 2, 17, "safeArea.top must be from -1,000,000 to 1,000,000 points, got 1e7")
        expectError("size: 10x10\nviews: [{name: a, frame: {x: 1e12}}]", 2, 30, "a.frame.x must be from -1,000,000 to 1,000,000 points, got 1e12")
        expectError(Self.one + "constraints:\n  - a.width == 1 #w\nstates: {S: {constants: {w: -2e6}}}", 5, 29,
                    "the constant of 'w' must be from -1,000,000 to 1,000,000 points, got -2e6")
        _ = try SceneDocument.parse(prefix + "a.width == 1000000", fileName: "max.yaml")
    }

    @Test func notANumberAndInfinityAreRefused() {
        let prefix = Self.one + "constraints:\n  - "
        expectError(prefix + "a.width == 1e999", 4, 16, "the constraint must be a finite number, got '1e999'")
        expectError(Self.one + "metrics: {m: .nan}", 3, 14, "expected a number for metric 'm', got '.nan'")
        expectError(Self.one + "metrics: {m: -.inf}", 3, 14, "expected a number for metric 'm', got '-.inf'")
    }

    @Test func multipliersAreZeroOrBetweenATenThousandthAndTenThousand() throws {
        let prefix = Self.one + "constraints:\n  - "
        let message = "a multiplier must be 0 or from 0.0001 to 10,000 in magnitude, got "
        expectError(prefix + "a.width == 1e5 * b.width", 4, 16, message + "100000")
        expectError(prefix + "a.width == -20000 * b.width", 4, 17, message + "-20000")
        expectError(prefix + "a.width == b.width / 1e5", 4, 26, message + "1e-05")
        expectError(prefix + "a.width == 0.00001 * b.width", 4, 16, message + "1e-05")
        expectError(Self.one + "constraints:\n  - a.width == b.width #w\nstates: {S: {multipliers: {w: 1e9}}}", 5, 31,
                    message + "1000000000")
        for fine in ["a.width == 0 * b.width", "a.width == 10000 * b.width", "a.width == b.width / 10000", "a.width == -b.width"] {
            _ = try SceneDocument.parse(prefix + fine, fileName: "fine.yaml")
        }
    }

    @Test func prioritiesAreFrom1To1000() {
        let prefix = Self.one + "constraints:\n  - "
        expectError(prefix + "a.width == 1 @0", 4, 19, "a priority must be from 1 to 1000, got 0")
        expectError(prefix + "a.width == 1 @1000.5", 4, 19, "a priority must be from 1 to 1000, got 1000.5")
        expectError(Self.one + "visual: [\"H:[a(10@1001)]\"]", 3, 19, "a priority must be from 1 to 1000, got 1001")
        expectError("size: 10x10\nviews: [{name: a, hugging: 0}]", 2, 28, "a priority must be from 1 to 1000, got 0")
    }

    // MARK: Work grows with the file, not faster

    @Test func aLongLineOfConstraintsIsReadInLinearTime() throws {
        let start = ContinuousClock.now
        let entries = Array(repeating: "a.width == 1", count: 20_000).joined(separator: ", ")
        let document = try SceneDocument.parse(Self.one + "constraints: [" + entries + "]", fileName: "long.yaml")
        #expect(document.constraintNames.isEmpty)
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func anUnknownNameAmongTenThousandIsReportedQuickly() throws {
        let views = (0..<10_000).map { "  - {name: view\($0)}" }.joined(separator: "\n")
        let start = ContinuousClock.now
        let error = try #require(parseError("size: 10x10\nviews:\n" + views + "\nconstraints:\n  - viewx1.width == 1"))
        #expect(error.message == "unknown view 'viewx1' in constraint")
        #expect(error.suggestion != nil)
        let long = String(repeating: "v", count: 100_000)
        let longError = try #require(parseError("size: 10x10\nviews:\n" + views + "\nconstraints:\n  - \(long).width == 1"))
        #expect(longError.suggestion == nil)
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    // MARK: Lines on their own

    @Test func aLineOnItsOwnParsesAsInAFile() throws {
        let document = try SceneDocument.parse(constraintLine: "a.width == 2 * b.width + 4 @750 #w", views: ["a", "b"])
        #expect(document.constraintNames == ["w"])
        let scene = try document.makeScene()
        try scene.layout()
        let vfl = try SceneDocument.parse(constraintLine: "H:|-m-[a(==b)]-[b]-|", visualFormat: true, views: ["a", "b"],
                                          metrics: ["m": 10])
        let row = try vfl.makeScene()
        try row.layout()
        expectFrame(row.view("a").frame, 10, 0, 37, 0)
        do {
            _ = try SceneDocument.parse(constraintLine: "a.width == c.width", views: ["a", "b"])
            Issue.record("expected an error")
        } catch let error as SceneFileError {
            #expect(error.description.hasPrefix("line:1:12: error: unknown view 'c' in constraint"))
        }
    }

    // MARK: Label lines

    @Test func aLabelsLinesAreAWholeNumberWithinTheLimit() throws {
        let head = "size: 100x100\nviews:\n  - name: a\n    label: x\n    lines: "
        expectError(head + "2.5\n", 5, 12, "lines must be a whole number from 0 (no limit) to 10,000, got 2.5")
        expectError(head + "-1\n", 5, 12, "lines must be a whole number from 0 (no limit) to 10,000, got -1")
        expectError(head + "1e300\n", 5, 12, "lines must be a whole number from 0 (no limit) to 10,000, got 1e300")
        expectError(head + "10001\n", 5, 12, "lines must be a whole number from 0 (no limit) to 10,000, got 10001")
        expectError("size: 100x100\nviews:\n  - name: a\n    lines: 2\n", 3, 5, "lines needs a label: 'a' has no 'label' text")
        // A text colour on a view with no text was dropped without a word.
        expectError("size: 100x100\nviews:\n  - name: a\n    textColor: red\n", 3, 5, "textColor needs a label: 'a' has no 'label' text")
        expectError("size: 100x100\nviews:\n  - name: a\n    label: x\n    textAlignment: middle\n", 5, 20,
                    "unknown a.textAlignment 'middle'; expected one of natural, left, center, right, justified")
        expectError("size: 100x100\nviews:\n  - name: a\n    semanticContentAttribute: rtl\n", 4, 31,
                    "unknown a.semanticContentAttribute 'rtl'; expected one of unspecified, playback, spatial, forceLeftToRight, forceRightToLeft")
        let document = try SceneDocument.parse(head + "10000\n    textAlignment: center\n", fileName: "l.yaml")
        let label = try #require(try document.makeScene().item(named: "a") as? Label)
        #expect(label.numberOfLines == 10_000 && label.textAlignment == .center)
    }
}

/// Error excerpts of very long lines.
@Suite struct LongLineExcerptTests {
    @Test func aLongLineIsShownAroundTheColumn() throws {
        let long = "  - " + String(repeating: "a.width == 1 && ", count: 2) + String(repeating: "x", count: 5000) + " knb.width == 4"
        let (shown, caret) = SceneFileError.excerpt(long, column: long.count - 13)
        #expect(shown.count <= SceneFileError.excerptWidth + 2)
        #expect(shown.hasPrefix("…") && !shown.hasSuffix("…"))
        #expect(Array(shown)[caret] == "k")
        let (short, at) = SceneFileError.excerpt("  - knb.width == 4", column: 5)
        #expect(short == "knb.width == 4" && at == 0)
    }
}
