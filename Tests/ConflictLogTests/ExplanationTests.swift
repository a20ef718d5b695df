import Foundation
import Testing
import ConflictExplanation
@testable import ConflictLog

/// The explanation's set, numbers and words on real and made-up reports.
@Suite struct ExplanationTests {
    func explain(_ name: String) throws -> ConflictExplanation {
        let report = try #require(try FixtureTests.reports(name).first)
        return ConflictExplanation.explain(report, number: 1)
    }

    @Test func theIssuesExample() throws {
        let report = try #require(try ConflictLog.read(DamageTests.clean).first)
        let explanation = ConflictExplanation.explain(report, number: 1)
        #expect(explanation.members == [0, 1, 2, 3])
        #expect(explanation.brokenIndex == 0)
        #expect(explanation.reason == "UITableViewCellContentView is 44 pt tall (④, UIView-Encapsulated-Layout-Height), "
            + "but 8 + 50 + 8 = 66 pt of constraints (①, ②, ③) must fit in it.")
        #expect(explanation.wants == 50)
        #expect(explanation.gets.map { abs($0 - 28) < 0.01 } == true)
        #expect(explanation.text.contains("UIKit broke ①: it wants 50, gets 28."))
        // Where ① wanted the view: its own frame, 50 pt tall instead of 28.
        let wanted = try #require(explanation.wantedFrame)
        let view = try #require(explanation.model?.views["0x7f9a1c40e210"])
        #expect(wanted.item == view.name)
        #expect(abs(wanted.frame.height - 50) < 0.01 && abs(view.frame.height - 28) < 0.01)
        #expect(wanted.frame.origin == view.frame.origin)
        #expect(explanation.fix?.hasPrefix("④ is the size the table or collection view gives the cell; it wins in the end.") == true)
    }

    /// A distance got below zero is said the other way round: faqview-33's
    /// text view should be 10 pt below its label and is 12.4 pt above it.
    @Test func aNegativeDistanceIsSaidTheOtherWay() throws {
        let explanation = try explain("faqview-33")
        #expect(explanation.text.contains("UIKit broke ②: it wants 10, gets -12.4 (12.4 pt the other way)."), "\(explanation.text)")
        let cell = try explain("colo-12")
        #expect(!cell.text.contains("the other way"))
    }

    /// provenance-1344's mask is written in the visual format,
    /// `H:[UIView]-(0.4)-|`, its `|` the cell: the fix names the view the
    /// mask is UIView's, not the cell, and no distance of 0 is "the other way".
    @Test func aMaskInTheVisualFormatIsTheViewsNotTheSuperviews() throws {
        let explanation = try explain("provenance-1344")
        #expect(explanation.fix?.hasPrefix("① comes from the frame of UIView: set translatesAutoresizingMaskIntoConstraints = false "
            + "on UIView") == true, "\(explanation.fix ?? "")")
        #expect(explanation.text.contains("it wants 0, gets -0.4."), "\(explanation.text)")
    }

    /// A mask with a flexible width ties the frame to the superview's:
    /// segmentio-9's had no reason at all, now said in words.
    @Test func aMaskThatFollowsItsSuperviewIsSaidInWords() throws {
        let explanation = try explain("segmentio-9")
        #expect(explanation.reason == "BadgeWithCounterView keeps the frame its autoresizing mask gives it (①, ②: centred 105 pt "
            + "left of UIImageView's centre, 210 pt narrower than UIImageView), so the constraints that would move or size it (③) "
            + "cannot hold.")
    }

    /// A factor scales every share of a sum: nyalertviewcontroller-8's 20 pt
    /// insets read 22.22 because the alert's height is at most 0.9 × its
    /// container's; the reason says so.
    @Test func aSumScaledByAFactorSaysWhich() throws {
        let explanation = try explain("nyalertviewcontroller-8")
        #expect(explanation.reason?.hasSuffix("= 46.67 pt of constraints (①, ②, ③, ④, ⑤, ⑥, ⑦) must fit in it (counting ⑦'s 0.9 ×).")
            == true, "\(explanation.reason ?? "")")
    }

    /// A view the log gives one size is drawn square, up to a row's 280 ×
    /// 120: masonry-447's cell, 414 pt wide (and 0), was drawn 414 tall, a
    /// square of empty picture for a conflict between widths.
    @Test func aWideViewsAssumedHeightIsARows() throws {
        let explanation = try explain("masonry-447")
        let model = try #require(explanation.model)
        #expect(model.assumptions.contains("heights: UITableViewCellContentView 120 pt"), "\(model.assumptions)")
        let cell = try #require(model.scene.root.subviews.first)
        #expect(abs(cell.frame.height - 120) < 0.01)
    }

    /// Where the constraints read hold together, the explanation names what
    /// the log does not print that they rest on: content sizes, guides'
    /// insets, layout guides' lengths.
    @Test func aReportWithoutAConflictNamesWhatTheLogDoesNotShow() throws {
        let keyboard = try explain("keyboardadjuster-8")
        #expect(keyboard.members.isEmpty)
        #expect(keyboard.text.contains("Look at the safe-area insets (UIViewSafeAreaLayoutGuide) and where KeyboardLayoutGuide "
            + "'KeyboardLayoutGuide' sits."))
        let cell = try explain("pagingtableview-3")
        #expect(cell.text.contains("Look at the intrinsic content size of UIImageView and UILabel 'Blood Donation Drive'; "
            + "the layout margins (UIViewLayoutMarginsGuide)."))
        // A Swift generic class's runtime name reads as its code names it.
        let pinCode = try explain("pincodeinputview-10")
        let names = Set(try #require(pinCode.model).views.values.map(\.name))
        #expect(names.isSuperset(of: ["UIStackView", "ContainerItemView<ItemView> …5310", "ContainerItemView<ItemView> …98c0",
                                      "ContainerItemView<ItemView> …6670"]), "\(names)")
        let guides = try explain("snapkit-101")
        #expect(guides.text.contains("Look at the length of _UILayoutGuide …1580 (a view controller's top or bottom layout guide)"))
        // The picture's caption says it too, as the reason: a picture of
        // constraints that hold said only what it assumed.
        let spacer = try explain("firefox-ios-20783")
        #expect(spacer.reason == "Trellis finds no conflict among the constraints it read: the conflict involves something "
            + "the log does not show. Look at the extent of _UILayoutSpacer 'UISV-alignment-spanner' (a stack view's own spacers).")
    }

    @Test func aCellWhoseContentIsTallerThanItsRow() throws {
        let explanation = try explain("colo-12")
        #expect(explanation.members == [0, 1, 2, 3])
        #expect(explanation.brokenIndex == 3)
        #expect(explanation.reason == "UITableViewCellContentView is 44 pt tall (①, UIView-Encapsulated-Layout-Height), "
            + "but 0 + 100 + 0 = 100 pt of constraints (②, ③, ④) must fit in it.")
        #expect(explanation.wants == 0)
        #expect(explanation.gets.map { abs($0 - 56) < 0.01 } == true)
    }

    @Test func marginsCountInTheSum() throws {
        let explanation = try explain("draggableyoutube-2")
        #expect(explanation.reason == "UITableViewCellContentView is 87.5 pt tall (④, UIView-Encapsulated-Layout-Height), "
            + "but the constraints ①, ②, ③ add up to 14 + 56 + 17 = 87 pt (counting UIKit's default 8 pt margins).")
        #expect(explanation.gets.map { abs($0 - 56.5) < 0.01 } == true)
    }

    @Test func twoSizesForOneView() throws {
        let explanation = try explain("folding-cell-63")
        #expect(explanation.reason == "UIView cannot be both 200 pt (①) and 84 pt (②) tall.")
        #expect(explanation.wants == 200 && explanation.gets == 84)
        #expect(explanation.fix?.hasPrefix("UIView's height is set twice (① and ②): deactivate the old constraint") == true)
    }

    @Test func theLogSaysNothingOfWhichWasBroken() throws {
        let explanation = try explain("masonry-447")
        #expect(explanation.report.broken == nil)
        #expect(explanation.brokenIndex == 1)
        #expect(explanation.text.contains("The log does not say which constraint UIKit broke."))
        #expect(explanation.text.contains("The log does not say which one UIKit broke; Trellis broke ②: it wants 0, gets 414."))
    }

    /// AppKit prints the same report: the explanation names AppKit as
    /// the framework that broke the constraint.
    @Test func anAppKitReportSaysAppKitBrokeIt() throws {
        let explanation = try explain("autopkgr-196")
        #expect(explanation.report.framework == .appKit)
        #expect(explanation.text.contains("The log does not say which constraint AppKit broke."))
        #expect(!explanation.text.contains("UIKit"))
        let sidebar = """
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x600001 NSTextField:0x700001.width >= 150   (active)>",
                "<NSLayoutConstraint:0x600002 'NSView-Encapsulated-Layout-Width' Row.width == 120   (active, names: Row:0x700002 )>",
                "<NSLayoutConstraint:0x600003 H:|-(8)-[NSTextField:0x700001]   (active, names: '|':Row:0x700002 )>",
                "<NSLayoutConstraint:0x600004 H:[NSTextField:0x700001]-(8)-|   (active, names: '|':Row:0x700002 )>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600001 NSTextField:0x700001.width >= 150   (active)>
            """
        let report = try #require(try ConflictLog.read(sidebar).first)
        #expect(report.framework == .appKit)
        #expect(ConflictExplanation.explain(report, number: 1).text.contains(". AppKit broke this one."))
        #expect(try #require(try FixtureTests.reports("colo-12").first).framework == .uiKit)
        #expect(try #require(try FixtureTests.reports("firefox-ios-20783").first).framework == .uiKit)
    }

    @Test func anAutoresizingMaskLeftOn() throws {
        let banner = try #require(try ConflictLog.read(bytes: Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples/Logs/autoresizing-mistake.txt"))).first)
        let stretched = ConflictExplanation.explain(banner, number: 1)
        // ③ wants the zero-wide banner's trailing edge 16 pt inside its 393 pt superview: it stretches to 377.
        #expect(stretched.wantedFrame.map { abs($0.frame.width - 377) < 0.01 } == true)
        let explanation = try explain("tvostoast-1")
        #expect(explanation.members == [0, 1, 2, 3, 4, 5])
        #expect(explanation.wants == 10 && explanation.gets == 20)
        #expect(explanation.fix == "① comes from the frame of UIView: set translatesAutoresizingMaskIntoConstraints = false on UIView "
            + "before you add constraints to it (a view made in code turns its frame, often zero, into required constraints).")
    }

    @Test func aViewCannotBeNarrowerThanNothing() throws {
        let explanation = try explain("heliport-246")
        #expect(explanation.members == [0, 1, 2])
        #expect(explanation.reason == "WifiMenuItemView is 0 pt wide (③, autoresizing), but 5 + 5 = 10 pt of constraints (①, ②) must fit in it.")
    }

    @Test func onlyTheConstraintsThatMakeTheConflict() throws {
        // Two unrelated constraints beside a duplicate: only the duplicate is the set.
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000000001 UIView:0x7f0000000001.width == 100   (active)>",
                "<NSLayoutConstraint:0x600000000002 UIView:0x7f0000000001.top == UIView:0x7f0000000002.top + 10   (active)>",
                "<NSLayoutConstraint:0x600000000003 UIView:0x7f0000000001.height == 40   (active)>",
                "<NSLayoutConstraint:0x600000000004 UIView:0x7f0000000001.top == UIView:0x7f0000000002.top + 20   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000000004 UIView:0x7f0000000001.top == UIView:0x7f0000000002.top + 20   (active)>
            """
        let report = try #require(try ConflictLog.read(text).first)
        let explanation = ConflictExplanation.explain(report, number: 1)
        #expect(explanation.members == [1, 3])
        #expect(explanation.text.contains("Not part of the conflict: 2 other constraints"))
    }

    @Test func aRedactedReportSaysSo() throws {
        let explanation = try explain("masonry-415")
        #expect(explanation.members.isEmpty)
        #expect(explanation.text.contains("redacted the constraints (<private>)"))
    }

    /// A long report is explained with everything free assumed at once: it
    /// ends, and only the duplicate is the set.
    @Test func aLongReportIsExplainedInBoundedWork() throws {
        var lines = ["Unable to simultaneously satisfy constraints.", "("]
        for index in 0..<120 {
            lines.append("    \"<NSLayoutConstraint:0x6000000\(10000 + index) UIView:0x7f000\(10000 + index).leading == UIView:0x7f000\(10001 + index).trailing + 8   (active)>\",")
        }
        lines.append("    \"<NSLayoutConstraint:0x600000000001 UIView:0x7f00010000.width == 10   (active)>\",")
        lines.append("    \"<NSLayoutConstraint:0x600000000002 UIView:0x7f00010000.width == 20   (active)>\"")
        lines.append(")")
        let report = try #require(try ConflictLog.read(lines.joined(separator: "\n")).first)
        #expect(report.constraints.count == 122)
        let explanation = ConflictExplanation.explain(report, number: 1)
        #expect(explanation.members == [120, 121])
        #expect(explanation.reason == "UIView …0000 cannot be both 10 pt (①) and 20 pt (②) wide.")
        #expect(explanation.model?.assumptions.first?.hasPrefix("wherever the constraints leave a view free") == true)
    }

    @Test func aZeroWideContainerInMasonry() throws {
        let explanation = try explain("jxcategoryview-536")
        #expect(explanation.members == [0, 1, 2, 3, 4])
        #expect(explanation.reason == "UIView …a580 is 0 pt wide (⑤), but 0 + 0 + 110.4 + 110.4 = 220.8 pt of constraints (①, ②, ③, ④) must fit in it.")
        #expect(explanation.text.contains("① UIView …a700's leading lines up with UIView …a580's leading: your code (Masonry) (line 7)"))
    }

    @Test func aStackViewTooNarrowForItsArrangedViews() throws {
        let text = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000000001 'UISV-canvas-connection' UIStackView:0x7f0000000001.leading == UILabel:0x7f0000000002'Title'.leading   (active)>",
                "<NSLayoutConstraint:0x600000000002 'UISV-spacing' H:[UILabel:0x7f0000000002'Title']-(8)-[UIButton:0x7f0000000003'Go']   (active)>",
                "<NSLayoutConstraint:0x600000000003 'UISV-canvas-connection' H:[UIButton:0x7f0000000003'Go']-(0)-|   (active, names: '|':UIStackView:0x7f0000000001 )>",
                "<NSLayoutConstraint:0x600000000004 UILabel:0x7f0000000002'Title'.width == 200   (active)>",
                "<NSLayoutConstraint:0x600000000005 UIButton:0x7f0000000003'Go'.width == 100   (active)>",
                "<NSLayoutConstraint:0x600000000006 UIStackView:0x7f0000000001.width == 250   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000000004 UILabel:0x7f0000000002'Title'.width == 200   (active)>
            """
        let report = try #require(try ConflictLog.read(text).first)
        let explanation = ConflictExplanation.explain(report, number: 1)
        #expect(explanation.members == [0, 1, 2, 3, 4, 5])
        #expect(explanation.reason == "UIStackView is 250 pt wide (⑥), but 0 + 200 + 8 + 100 + 0 = 308 pt of constraints (①, ②, ③, ④, ⑤) must fit in it.")
        #expect(explanation.wants == 200 && explanation.gets == 142)
        #expect(explanation.fix == "A stack view places and sizes its arranged subviews along its axis: remove your own horizontal "
            + "constraints between them (④, ⑤, ⑥), or lower one to 999; check the stack's spacing, distribution and hidden subviews.")
    }
}
