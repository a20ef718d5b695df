@testable import Diagram
import Foundation
import Render
import Testing

@testable import TrellisCLI

/// `trellis render --detail auto|full` on a dense real scene: Ramotion's
/// folding-cell demo, 209 constraints in nested containers of a table cell,
/// read from the real storyboards beside the clone (`../shared/storyboards`).
@Suite struct LevelOfDetailTests {
    static let foldingCell = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/storyboards/Ramotion__folding-cell__Main.storyboard").path

    /// RxSwift's calculator: 92 constraints tying each key of a keypad to its
    /// neighbours, every one the root's own.
    static let calculator = URL(fileURLWithPath: foldingCell).deletingLastPathComponent()
        .appendingPathComponent("ReactiveX__RxSwift__Calculator.storyboard").path

    /// The display list `trellis render` draws for the storyboard (`file`) with `arguments`.
    func picture(_ arguments: [String], file: String = foldingCell) throws -> DisplayList {
        let command = try RenderCommand.parse([file, "-o", "/dev/null", "-q"] + arguments)
        let (_, jobs, failures) = try command.batch.jobs([file], progress: Progress(total: 0, quiet: true))
        #expect(failures == 0)
        let job = try #require(jobs.first)
        return try command.picture(job, formats: [.png]).list
    }

    /// The marks' straight lines that stop at a name or text: lines cut
    /// around it, which read as striking through it.
    func strikes(_ list: DisplayList) -> Int {
        let texts = list.texts.filter { if case .viewName = $0.role { true } else { false } }.map(\.box)
        var count = 0
        for shape in list.shapes {
            guard case .constraint = shape.role, shape.path.elements.count == 2,
                  case .move(let a) = shape.path.elements[0], case .line(let b) = shape.path.elements[1] else { continue }
            let line = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            // 3 pt longer at each end: a line cut 2 pt clear of a text reaches it.
            let reach = abs(a.y - b.y) < 1e-6 ? line.insetBy(dx: -3, dy: 0) : line.insetBy(dx: 0, dy: -3)
            // Cut around a text, a line stops 2 pt short of it, as its
            // reach shows; one that ends within 1 pt of a text's box (a
            // spacing ending on a label's edge, where its words start, which
            // MarkLanes allows up to 1 pt inside the box) touches it and is
            // not cut, nor struck through unless it runs further in.
            let touch = abs(a.y - b.y) < 1e-6 ? line.insetBy(dx: -1, dy: 0) : line.insetBy(dx: 0, dy: -1)
            func meets(_ r: CGRect, _ text: CGRect) -> Bool {
                text.minX < r.maxX && r.minX < text.maxX && text.minY < r.maxY && r.minY < text.maxY
            }
            if texts.contains(where: { meets(reach, $0) && (meets(line, $0.insetBy(dx: 1, dy: 1)) || !meets(touch, $0)) }) {
                count += 1
            }
        }
        return count
    }

    func captions(_ list: DisplayList) -> String {
        list.texts.filter { $0.role == .caption }.map(\.text).joined(separator: " ")
    }

    /// Every diagnostic drawn: marks of constraints that do not hold or
    /// conflict, ghosts, misplaced and ambiguous frames and overflow.
    func diagnostics(_ list: DisplayList) -> [String] {
        list.items.compactMap { item -> String? in
            if case .shape(let shape) = item, case .constraint(let relation) = shape.role,
               let title = shape.title, !title.hasSuffix("; satisfied") {
                return "\(relation): \(title)"
            }
            switch item.role {
            case .misplaced(let name)?, .ambiguityGhost(let name)?, .overflow(let name)?, .wanted(let name)?: return "\(item.role!) \(name)"
            default: return nil
            }
        }
    }

    @Test func autoDetailSummarisesTheDenseContainersAndKeepsEveryDiagnostic() throws {
        let full = try picture(["--detail", "full"])
        let auto = try picture([])
        // Today's picture: 27 labels and 7 names with no room, and lines
        // stopping at names and texts on both sides. (48 labels while the
        // headers' texts were cut to "REQUES…", 47 while alignments to one
        // edge each took a lane of their own, 40 while an item in several
        // equal widths of one set carried an `=` for each, 37 while a
        // label's leader could cross a view's text, 39 while two abutting
        // views' "0" read "top = UILabel "W 90th St".bottom", 36 while a
        // dimension line never went beyond its item's near edge,
        // 38 while a short label ("8", "≥") slid only a few points along
        // its mark before stepping rings away from it, 34 while a small
        // view's fixed width and height each drew a line and a label
        // rather than say "49 × 49" inside it, 32 while a name could lie
        // across a neighbour's outline before every crowded name's number
        // had its spot, 30 while a dimension's figure whose middle was
        // taken was led off its line rather than slid along it, 28 while
        // a spacing took a lane beyond its items' overlap before one
        // within it ending on a label's words; 28 since a figure whose
        // line's middle text hides is set by a piece that shows: an
        // "= 49" took the top corner where a "12" had been; 27 since a
        // dimension line's figure keeps its room inside its item from the
        // marks drawn after it.)
        #expect(captions(full).contains("27 constraint labels not shown"), "\(captions(full))")
        // Of its 5 names with no room, 1 is keyed by a number on its view
        // (its name said under the picture), 4 left out. (6 and 2, the
        // 1-pt line keyed with its height after its name, while the image
        // views were named by their ids; 7 and 3 while the cell's content
        // view, keyed ① before the others, was named apart from the cell
        // it fills.)
        #expect(captions(full).contains("No room to name on the picture: ① ThirdContainerView"), "\(captions(full))")
        #expect(captions(full).contains("4 names not shown"), "\(captions(full))")
        #expect(strikes(full) >= 40, "\(strikes(full))")
        #expect(!full.texts.contains { if case .summary = $0.role { true } else { false } })
        // At auto detail: no constraint label left out, 4 names with no
        // room (the outermost marks crowd them: those are always drawn; 4
        // while the containers whose labels leaders struck through were
        // kept in full, the folding cell's fromView among them; 5
        // while a name with no room within three label heights was left
        // out rather than led from up to six on a clear leader; 3 while a
        // name could lie across a neighbour's outline before every crowded
        // name's number had its spot, "line" over the views around it; 3 while the
        // cell's bold texts ("W 90th St", "06:30 pm") were drawn regular,
        // narrower, leaving the second "line" room),
        // one of them keyed by a number, and under two fifths of the lines
        // stopping at text (those left are alignments, cut around text,
        // and spacings that end at a label's frame 2 pt short of its
        // words: 16 of 46 today; 15 of 45 while a spacing took a lane
        // beyond its items' overlap rather than one within it ending on a
        // label's words, and under a third while lines touching a text's
        // box were counted as cut).
        #expect(!captions(auto).contains("constraint label"), "\(captions(auto))")
        #expect(captions(auto).contains("No room to name on the picture: ① ThirdContainerView"), "\(captions(auto))")
        #expect(captions(auto).contains("3 names not shown"), "\(captions(auto))")
        #expect(strikes(auto) * 5 < strikes(full) * 2, "\(strikes(auto)) of \(strikes(full))")
        // Each summarised container has its badge, or, with no room within
        // six label heights of its spot (one of seven today), its count
        // said under the picture; and the caption says how to see them.
        let badges = auto.texts.filter { if case .summary = $0.role { true } else { false } }
        #expect(badges.count >= 3, "\(badges.map(\.text))")
        #expect(badges.allSatisfy { $0.text.hasSuffix(" constraints") || $0.text == "1 constraint" })
        let count = try #require(captions(auto).firstMatch(of: /(\d+) dense containers summarised/)).1
        let under = captions(auto).firstMatch(of: /(\d+) counts? not shown: no room near/).map { Int($0.1)! } ?? 0
        #expect(under <= 1, "\(captions(auto))")
        #expect(Int(count) == badges.count + under, "\(captions(auto))")
        #expect(captions(auto).contains("render with --focus NAME (a view in one) or --detail full, or open its --format html page, to see them"))
        // Every diagnostic of the full picture is drawn, or, a note with no
        // spot near off the root's outline, said under the picture.
        #expect(!diagnostics(full).isEmpty)
        let unsaid = Set(diagnostics(full)).subtracting(diagnostics(auto)).filter { diagnostic in
            // A view's overflow or frame at run time, by its note's words.
            guard let note = full.texts.first(where: { diagnostic.hasPrefix("\($0.role) ") }) else { return true }
            return !captions(auto).contains(note.text)
        }
        #expect(unsaid.isEmpty, "\(unsaid)")
        // Half the marks or fewer, on a picture about as wide: a badge or a
        // diagnostic note may reach past the root (763 pt against 705).
        // Counted as the constraints' own lines, not leaders: a label set
        // on its line rather than led off it is no fewer marks. (229 of
        // 529 today.)
        func marks(_ list: DisplayList) -> Int {
            list.shapes.filter { if case .constraint = $0.role { true } else { false } }.count
        }
        #expect(marks(auto) * 2 <= marks(full), "\(marks(auto)) of \(marks(full))")
        #expect(auto.size.width <= full.size.width * 1.1, "\(auto.size) against \(full.size)")
    }

    /// A badge whose spot another view's top edge shares, or that found
    /// room only at the end of a leader, names its container; the others
    /// keep the plain count, and no badge widens the picture.
    @Test func aBadgeThatCouldBeAnotherViewsNamesItsContainer() throws {
        let auto = try picture([])
        let badges = auto.texts.compactMap { text -> (container: String, text: String)? in
            if case .summary(let container) = text.role { (container, text.text) } else { nil }
        }
        let texts = Set(badges.map(\.text))
        // FirstContainerView's top is Container's; ThirdContainerView's badge
        // sits on BottomContainerView's top edge.
        #expect(texts.contains("FirstContainerView: 20 constraints"), "\(texts)")
        #expect(texts.contains("ThirdContainerView: 8 constraints"), "\(texts)")
        #expect(texts.contains("30 constraints"), "\(texts)")
        for badge in badges where badge.text.contains(":") {
            #expect(badge.text.hasPrefix(badge.container + ": "), "\(badge)")
        }
        let full = try picture(["--detail", "full"])
        #expect(auto.size.width <= full.size.width * 1.1, "\(auto.size) against \(full.size)")
    }

    /// DuckDuckGo's JavaScript alert: a scroll view and its content view
    /// share one frame, so both badges are named. The named badges, wider
    /// than the plain counts, find spots flush with the right edge, over
    /// the scene, where spots 40 pt in from the right stuck out past it
    /// (and the plain "7 constraints" and "6 constraints" were kept,
    /// stacked, saying nothing of whose they were).
    @Test func badgesOfContainersSharingAFrameAreNamedOverTheScene() throws {
        let file = URL(fileURLWithPath: Self.foldingCell).deletingLastPathComponent()
            .appendingPathComponent("duckduckgo__iOS__JSAlertController.storyboard").path
        let auto = try picture([], file: file)
        let badges = auto.texts.filter { if case .summary = $0.role { true } else { false } }
        let texts = Set(badges.map(\.text))
        #expect(texts.contains("UIView eXJ-bo-n7t: 6 constraints"), "\(texts)")
        // The scroll view's count is named, or, where the named badge finds
        // no room over the scene (since the visual effect view's content view
        // is named by it, the effect view's name lies inside its own box and
        // the inner scroll view's badge takes the spot), set level with its
        // container's name, on one line with it, reading as its continuation.
        let scroll = try #require(badges.first { $0.role == .summary("UIScrollView yh6-Sh-xgH") })
        if scroll.text != "UIScrollView yh6-Sh-xgH: 7 constraints" {
            let name = try #require(auto.texts.first { $0.role == .viewName("UIScrollView yh6-Sh-xgH") })
            #expect(scroll.text == "7 constraints" && abs(scroll.box.midY - name.box.midY) < 2 && scroll.box.minX > name.box.maxX,
                    "\(scroll) beside \(name)")
        }
        // Within the root's width (4 pt either side, the page drawn at less
        // than life size here): no badge widens the picture.
        let root = try #require(auto.rootFrame)
        for badge in badges {
            #expect(badge.box.minX >= root.minX - 4 && badge.box.maxX <= root.maxX + 4, "\(badge.text) at \(badge.box), root \(root)")
        }
    }

    @Test func aFocusIsDrawnInFullWhateverTheDetail() throws {
        let focused = try picture(["--focus", "Foreground"])
        let full = try picture(["--focus", "Foreground", "--detail", "full"])
        #expect(focused == full)
        #expect(!focused.texts.contains { if case .summary = $0.role { true } else { false } })
    }

    @Test func gridAndSamplesTakeTheDetailToo() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        // A storyboard's cell in a sheet: summarised at auto, whole at full.
        for detail in ["auto", "full"] {
            let run = try runTrellis(["grid", Self.foldingCell, "-o", out.appendingPathComponent("\(detail).svg").path,
                                      "--detail", detail, "-q"])
            #expect(run.status == 0, "\(run.errors)")
        }
        let auto = try String(contentsOf: out.appendingPathComponent("auto.svg"), encoding: .utf8)
        let full = try String(contentsOf: out.appendingPathComponent("full.svg"), encoding: .utf8)
        #expect(auto.contains("class=\"summary\""))
        #expect(!full.contains("class=\"summary\""))
        // A sample that draws clean is the same at either.
        for detail in ["auto", "full"] {
            let run = try runTrellis(["samples", "--only", "complex-widths", "--format", "svg", "-o",
                                      out.appendingPathComponent(detail).path, "--detail", detail])
            #expect(run.status == 0, "\(run.errors)")
        }
        let clean = try Data(contentsOf: out.appendingPathComponent("auto/complex-widths-portrait.svg"))
        let whole = try Data(contentsOf: out.appendingPathComponent("full/complex-widths-portrait.svg"))
        #expect(!clean.isEmpty && clean.elementsEqual(whole))
    }

    @Test func theHTMLPageDrawsEveryConstraint() throws {
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["render", Self.foldingCell, "-o", out.path, "--format", "svg,html", "--no-index", "-q"])
        #expect(run.status == 0, "\(run.errors)")
        let svg = try String(contentsOf: out.appendingPathComponent("Ramotion__folding-cell__Main.svg"), encoding: .utf8)
        let page = try String(contentsOf: out.appendingPathComponent("Ramotion__folding-cell__Main.html"), encoding: .utf8)
        func marks(_ text: String) -> Int { text.matches(of: /class="constraint" data-constraint=/).count }
        #expect(svg.contains("class=\"summary\""))
        #expect(!page.contains("class=\"summary\""))
        // The storyboard's 209 constraints on the page, every one: 206 as
        // groups (205 while the first 1-pt line was keyed by a number, its
        // height said after its name in the key), the 8 × 42 image view's
        // width and height said beside it in words that carry both, and
        // the 1-pt lines' heights labelled `height = 1`. `bar.bottom == "$25".bottom`, a
        // 20-pt alignment line that lay wholly under the name of the image
        // view drawn behind the bar, has a lane where it shows since
        // alignments to one edge share its line. About half in the picture.
        #expect(marks(page) == 206)
        #expect(page.matches(of: /class="constraint-label" data-constraint="[^"]*line.height == 1"/).count == 4)
        #expect(page.contains("data-constraint=\"UIImageView dots.height == 42\"><title>UIImageView dots.width == 8; "
            + "priority 1000; satisfied\nUIImageView dots.height == 42; priority 1000; satisfied</title>"))
        #expect(page.contains("data-constraint=\"bar.bottom == UILabel &quot;$25&quot;.bottom\""))
        #expect(marks(svg) * 3 < marks(page) * 2, "\(marks(svg)) marks in the SVG")
    }

    /// A keypad whose keys are tied square (sunghong32's calculator): no
    /// constraint label's leader runs through a key's title, as the "1:1"
    /// leaders once ran through 7, 8 and 9. Today every label sits at its
    /// mark, with no leader at all (two, clear of the titles, until a short
    /// label could slide further along its mark).
    @Test func noConstraintLabelLeaderStrikesAKeysTitle() throws {
        let file = URL(fileURLWithPath: Self.foldingCell).deletingLastPathComponent()
            .appendingPathComponent("sunghong32__AutoLayout-StoryBoard-UIKit__Calculator__Main.storyboard").path
        let list = try picture([], file: file)
        let keys = Set(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "AC", "/", "X", "-", "+", "=", "."])
        let titles = list.texts.filter { keys.contains($0.text) && $0.background == nil }.map(\.box)
        #expect(titles.count >= 17, "\(titles.count) key titles")
        let leaders = list.shapes.filter { shape in
            if case .constraintLabel = shape.role, shape.path.elements.count == 2 { true } else { false }
        }
        #expect(leaders.isEmpty, "\(leaders.count) leaders")
        for leader in leaders {
            guard case .move(let a) = leader.path.elements[0], case .line(let b) = leader.path.elements[1] else { continue }
            for title in titles {
                #expect(!LabelPlacer.segment(from: a, to: b, crosses: title.insetBy(dx: 1, dy: 1)),
                        "\(leader.role) crosses a key's title at \(title)")
            }
        }
    }

    /// IQKeyboardManager's text-field demo: a column of containers, each a
    /// text field with its caption, 0 pt apart. With every container drawn
    /// in full, three "0"s were struck through by the leaders of their
    /// neighbours' "0"s: labels struck through by other labels' leaders
    /// (two or more) are a crowd, and the inner containers they belong to
    /// are summarised, as those whose marks lose their labels are. One
    /// strike is left, below a crowd.
    @Test func containersWhoseLabelsLeadersStrikeThroughAreSummarised() throws {
        let file = URL(fileURLWithPath: Self.foldingCell).deletingLastPathComponent()
            .appendingPathComponent("hackiftekhar__IQKeyboardManager__General.storyboard").path
        let command = try RenderCommand.parse([file, "-o", "/dev/null", "-q"])
        let (_, jobs, _) = try command.batch.jobs([file], progress: Progress(total: 0, quiet: true))
        let job = try #require(jobs.first { $0.stem.hasSuffix("TextFieldViewController") })
        let list = try command.picture(job, formats: [.png]).list
        #expect(captions(list).contains("2 dense containers summarised"), "\(captions(list))")
        var struck = 0
        for label in list.texts {
            guard case .constraintLabel(let relation) = label.role else { continue }
            struck += list.shapes.contains { shape in
                guard case .constraintLabel(let other) = shape.role, other != relation, shape.path.elements.count == 2,
                      case .move(let a) = shape.path.elements[0], case .line(let b) = shape.path.elements[1] else { return false }
                return LabelPlacer.segment(from: a, to: b, crosses: label.box.insetBy(dx: 1, dy: 1))
            } ? 1 : 0
        }
        #expect(struck <= 1, "\(struck) labels struck through by leaders")
    }

    @Test func anUnknownDetailIsRefused() throws {
        #expect(throws: (any Error).self) { try RenderCommand.parse([Self.foldingCell, "-o", "/dev/null", "--detail", "some"]) }
    }

    /// The root's own constraints are drawn unless far too crowded to read:
    /// the keypad's are summarised, last, and the picture is a wireframe.
    @Test func aKeypadTooCrowdedToReadIsAWireframeWithItsBadge() throws {
        let full = try picture(["--detail", "full"], file: Self.calculator)
        let auto = try picture([], file: Self.calculator)
        func marks(_ list: DisplayList) -> Int {
            list.shapes.filter { if case .constraint = $0.role { true } else { false } }.count
        }
        #expect(marks(full) > 150)
        #expect(captions(full).contains("constraint labels not shown"))
        #expect(marks(auto) == 0)
        // The storyboard's 84 constraints; the 8 that hold its top and bottom
        // layout guides to the bars are UIKit's (`_UILayoutGuide-…`), not drawn
        // nor counted.
        #expect(auto.texts.contains { $0.text == "84 constraints" && $0.role == .summary("View") })
        #expect(captions(auto).contains("1 dense container summarised"))
        #expect(!captions(auto).contains("not shown"))
        // The keys' titles are all there, nothing crossing them.
        #expect(strikes(auto) == 0)
        #expect(auto.texts.filter { if case .viewName = $0.role { true } else { false } }.count
            >= full.texts.filter { if case .viewName = $0.role { true } else { false } }.count)
    }

    @Test func aRootAFewOfWhoseMarksFailIsDrawn() {
        #expect(!LevelOfDetail.severelyCrowded(failures: 11, of: 20))
        #expect(!LevelOfDetail.severelyCrowded(failures: 12, of: 61))
        #expect(LevelOfDetail.severelyCrowded(failures: 12, of: 60))
    }
}
