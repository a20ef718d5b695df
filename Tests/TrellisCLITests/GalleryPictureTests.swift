import Foundation
import Testing

/// Pictures of real storyboards from the gallery, drawn with the real font,
/// read back from their SVG: what once went wrong in them stays right.
@Suite struct GalleryPictureTests {
    static let storyboards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/storyboards")

    /// Renders `file` (in `../shared/storyboards`) to SVG and returns the
    /// picture of `scene`.
    func render(_ file: String, scene: String) throws -> String {
        let path = Self.storyboards.appendingPathComponent(file).path
        try #require(FileManager.default.fileExists(atPath: path), "../shared/storyboards beside the clone")
        let out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try runTrellis(["render", path, "-o", out.path, "--format", "svg", "--no-index", "-q"])
        #expect(run.status == 0, "\(run.errors)")
        return try String(contentsOf: out.appendingPathComponent(scene + ".svg"), encoding: .utf8)
    }

    /// The rectangle of the outline drawn for `view` (`M x0 y0 L x1 y0 L x1 y1 L x0 y1 Z`).
    func outline(_ view: String, in svg: String) throws -> CGRect {
        let group = try #require(svg.range(of: "<g class=\"view\" data-view=\"\(view)\">"))
        let path = try #require(svg[group.upperBound...].firstMatch(of: /d="M([\d.]+) ([\d.]+)L([\d.]+) [\d.]+L[\d.]+ ([\d.]+)L/))
        let (x0, y0, x1, y1) = (Double(path.1)!, Double(path.2)!, Double(path.3)!, Double(path.4)!)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The boxes of the texts of the label of `constraint`: from each
    /// text's x, its length, and its baseline less the font's ascent (and
    /// plus its descent), as DejaVu Sans sets them.
    func labelBoxes(_ constraint: String, in svg: String) throws -> [(text: String, box: CGRect)] {
        let start = try #require(svg.range(of: "<g class=\"constraint-label\" data-constraint=\"\(constraint)\">"))
        let end = try #require(svg[start.upperBound...].range(of: "</g>"))
        return textBoxes(in: svg[start.upperBound..<end.lowerBound])
    }

    /// The boxes of every text drawn (as ``labelBoxes(_:in:)`` sets them).
    func textBoxes(in svg: Substring) -> [(text: String, box: CGRect)] {
        svg.matches(of: /<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)"[^>]*textLength="([\d.]+)"[^>]*>([^<]*)</)
            .map { match in
                let (x, baseline, size, length) = (Double(match.1)!, Double(match.2)!, Double(match.3)!, Double(match.4)!)
                return (String(match.5), CGRect(x: x, y: baseline - 0.93 * size, width: length, height: 1.16 * size))
            }
    }

    /// Every text of the picture in order, one space between: a caption
    /// wrapped to the picture's width reads as one line.
    func words(in svg: String) -> String {
        textBoxes(in: svg[...]).map(\.text).joined(separator: " ")
    }

    /// Expects the picture as wide as its root and the margins left of it
    /// on both sides: nothing placed beside the root widens it.
    func expectTheRootsWidth(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let root = try #require(svg.firstMatch(of: /<g class="root">\n<path d="M([\d.]+) [\d.]+L([\d.]+)/),
                                sourceLocation: sourceLocation)
        let width = try #require(svg.firstMatch(of: /width="([\d.]+)px"/).flatMap { Double($0.1) }, sourceLocation: sourceLocation)
        #expect(width == Double(root.2)! + Double(root.1)!, "\(width) pt wide for a root from \(root.1) to \(root.2)",
                sourceLocation: sourceLocation)
    }

    /// Expects the picture no wider than a 720-pt column.
    func expectWithinAColumn(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let width = try #require(svg.firstMatch(of: /width="([\d.]+)px"/).flatMap { Double($0.1) },
                                 sourceLocation: sourceLocation)
        #expect(width <= 720, "\(width) pt wide", sourceLocation: sourceLocation)
    }

    /// The Auto Layout Cookbook's aspect-ratio image view: both long labels
    /// of the image's height ("Top Content.height × 2 = 262", "Bottom
    /// Content.height × 2 = 262") sit inside the image view, set as lines,
    /// and neither lies across Leading Content's outline, as the second once
    /// did on one line beside its bar.
    @Test func theImagesHeightLabelsSitInsideItOffItsNeighbours() throws {
        let svg = try render("robert-wallis__Auto-Layout-Cookbook__AspectRatioImageView.storyboard",
                             scene: "robert-wallis__Auto-Layout-Cookbook__AspectRatioImageView")
        let image = try outline("UIImageView flowers", in: svg)
        let leading = try outline("Leading Content", in: svg)
        for panel in ["Top Content", "Bottom Content"] {
            let lines = try labelBoxes("UIImageView flowers.height == 2*\(panel).height", in: svg)
            #expect(lines.map(\.text) == ["\(panel).height", "× 2 = 262"])
            for line in lines {
                // By edges: Linux Foundation's `contains` misjudges fractional rectangles.
                let inside = line.box.minX >= image.minX + 1 && line.box.maxX <= image.maxX - 1
                    && line.box.minY >= image.minY + 1 && line.box.maxY <= image.maxY - 1
                #expect(inside, "\(line.text) \(line.box) outside \(image)")
                #expect(line.box.minX > leading.maxX + 1, "\(line.text) \(line.box) across \(leading)")
            }
        }
    }

    /// IQKeyboardManager's stacks at the bottom of a 393-pt root: the long
    /// name of the right-hand column ("UIStackView QpN-6Q-oWb ↕ fillEqually,
    /// 20") went right of the root while the left-hand column's went left,
    /// a picture 991 pt wide; it now sits above the row, inside the root,
    /// and the picture reads in a 720-pt column.
    @Test func stackNamesKeepThePictureWithinAColumn() throws {
        let svg = try render("hackiftekhar__IQKeyboardManager__TestCases.storyboard",
                             scene: "hackiftekhar__IQKeyboardManager__TestCases-EnableMode2000ViewController")
        try expectWithinAColumn(svg)
        for name in ["UIStackView VAf-qq-35A ↕ fillEqually, 20", "UIStackView QpN-6Q-oWb ↕ fillEqually, 20"] {
            #expect(svg.contains(">\(name)</text>"), "\(name) not drawn")
        }
    }

    /// A field with no constraints (ambiguous) was left at 0 × 0 at the
    /// corner of a 600-pt root: its two notes went left of the root, a
    /// picture 910 pt wide. It now rests where the file drew it (30, 167,
    /// 540 × 30), drawn orange with its placeholder inside, and one note
    /// says what is free along both axes: one an axis ("ambiguous y" above
    /// the field, "ambiguous x, width" below it) set its name twice.
    @Test func anAmbiguousFieldsNotesKeepThePictureWithinAColumn() throws {
        let svg = try render("Tianyu95__AutoLayoutByStoryboard__XLogin.storyboard",
                             scene: "Tianyu95__AutoLayoutByStoryboard__XLogin-XLoginIdentifier")
        try expectWithinAColumn(svg)
        #expect(svg.contains(">UITextField &quot;请输入账号&quot;: ambiguous x, y, width</text>"))
        #expect(svg.components(separatedBy: ": ambiguous").count == 2, "one note for the field")
        // The root's top left is at (25, 25) in the picture; the field's
        // rounded-rect border has 5-pt corners.
        #expect(svg.contains(##"<path d="M60 192L590 192C592.761 192 595 194.239 595 197L595 217C595 219.761 592.761 222 590 222L60 222C57.239 222 55 219.761 55 217L55 197C55 194.239 57.239 192 60 192Z" fill="none" stroke="#e69f00" class="s-ambiguous" stroke-width="2"/>"##))
        #expect(svg.contains(">请输入账号</text>"))
    }

    /// Rio's seventh view: the safe area's bottom at five times the
    /// navigation bar's, a bar down the middle of the root. Its label,
    /// "5 × UINavigationBar OgB-JI-Fpa.bottom", beside the bar over the
    /// scene, ran 61 pt on past the root's right edge and made the picture
    /// 504 pt wide for one line of words. Set as two lines, it keeps within
    /// the root, and the picture is the root's width and its margins.
    @Test func aLabelRunningPastTheRootIsSetAsLinesWithinIt() throws {
        let svg = try render("Rio-iOS__deep-understanding-autolayout__SeventhView.storyboard",
                             scene: "Rio-iOS__deep-understanding-autolayout__SeventhView")
        let root = try #require(svg.firstMatch(of: /<g class="root">\n<path d="M([\d.]+) [\d.]+L([\d.]+)/))
        let (left, right) = (Double(root.1)!, Double(root.2)!)
        let lines = try labelBoxes("View.safeAreaLayoutGuide.bottom == 5*UINavigationBar OgB-JI-Fpa.bottom", in: svg)
        #expect(lines.map(\.text) == ["5 × UINavigationBar", "OgB-JI-Fpa.bottom"])
        for line in lines {
            #expect(line.box.minX >= left && line.box.maxX <= right, "\(line.text) \(line.box) past \(left)...\(right)")
        }
        let width = try #require(svg.firstMatch(of: /width="([\d.]+)px"/).flatMap { Double($0.1) })
        #expect(width == right + left, "\(width) pt wide for a root from \(left) to \(right)")
    }

    /// Rio's stack view sample: a row of five image views under a
    /// separator, each too small for its name, with the names of the
    /// views around them taking every spot near. Two were left out ("2
    /// names not shown"), a third was named across two of its neighbours'
    /// outlines, and the first and last across the root's sides; each of
    /// the five now carries a circled number inside its own outline, its
    /// name said under the picture against it: all five show one image,
    /// "①–⑤ UIImageView star".
    @Test func viewsWithNoRoomForTheirNamesAreKeyedByNumber() throws {
        let svg = try render("Rio-iOS__deep-understanding-autolayout__UIStackViewSample.storyboard",
                             scene: "Rio-iOS__deep-understanding-autolayout__UIStackViewSample")
        // All five show the one image: named by it, as Xcode's outline names them.
        let numbers = ["①", "②", "③", "④", "⑤"], view = "UIImageView star"
        // The caption, wrapped to the picture's width, read as one line.
        let words = self.words(in: svg)
        #expect(words.contains("No room to name on the picture: ①–⑤ \(view)"), "\(words)")
        #expect(!svg.contains("not shown"))
        // Each number in the outline of its own star, in the order drawn
        // (one group holds the five outlines: they share the name).
        let group = try #require(svg.firstMatch(of: /<g class="view" data-view="UIImageView star">((?:(?!<\/g>)[\s\S])*)<\/g>/))
        let frames = group.1.matches(of: /<path d="M([\d.]+) ([\d.]+)L([\d.]+) [\d.]+L[\d.]+ ([\d.]+)L[^"]*Z" fill="none"/)
            .map { CGRect(x: Double($0.1)!, y: Double($0.2)!, width: Double($0.3)! - Double($0.1)!, height: Double($0.4)! - Double($0.2)!) }
        let texts = svg.matches(of: /<g class="view-text" data-view="UIImageView star">((?:(?!<\/g>)[\s\S])*)<\/g>/)
            .flatMap { textBoxes(in: $0.1) }
        #expect(frames.count == 5 && texts.map(\.text) == numbers, "\(frames.count) stars, \(texts.map(\.text))")
        for (frame, text) in zip(frames, texts) {
            let box = text.box
            #expect(box.minX >= frame.minX && box.maxX <= frame.maxX && box.minY >= frame.minY && box.maxY <= frame.maxY,
                    "\(text.text) \(box) outside \(frame)")
        }
    }

    /// DuckDuckGo's find-in-page bar: two buttons and an icon, each too
    /// small for its name, in a row with a text field. Their names were
    /// set across each other's outlines ("UIImageView 5h2-ej-Vza" over
    /// both buttons, "UIButton Arrow-Up-24" over its neighbour), where each
    /// read as another's; now each lies off every outline but those of the
    /// views enclosing its own (its bar's), led from its view, or, where it
    /// has no such spot (E45-2U-cU4's was across the root's side), is keyed
    /// by number inside its own outline. (The three are named by their
    /// images now: "UIButton Arrow-Up-24", "UIButton Arrow-Down-24",
    /// "UIImageView Find-Search-20".)
    @Test func namesOfSmallNeighboursLieOffEachOthersOutlines() throws {
        let svg = try render("duckduckgo__iOS__FindInPage.xib", scene: "duckduckgo__iOS__FindInPage")
        // Every view drawn as a rectangle, with its outline.
        let outlines = svg.matches(of: /<g class="view" data-view="([^"]*)">\n<path d="M([\d.]+) ([\d.]+)L([\d.]+) [\d.]+L[\d.]+ ([\d.]+)L[^"]*Z"/)
            .map { match in
                let (x0, y0, x1, y1) = (Double(match.2)!, Double(match.3)!, Double(match.4)!, Double(match.5)!)
                return (String(match.1), CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
            }
        #expect(outlines.count >= 8, "\(outlines.map(\.0))")
        let root = try #require(svg.firstMatch(of: /<g class="root">\n<path d="M([\d.]+) ([\d.]+)L([\d.]+) [\d.]+L[\d.]+ ([\d.]+)L/))
        let rootFrame = CGRect(x: Double(root.1)!, y: Double(root.2)!, width: Double(root.3)! - Double(root.1)!,
                               height: Double(root.4)! - Double(root.2)!)
        let keyed = try outline("UIButton Arrow-Up-24", in: svg)
        let number = try #require(textBoxes(in: svg[...]).first { $0.text == "①" })
        #expect(number.box.minX >= keyed.minX && number.box.maxX <= keyed.maxX && number.box.minY >= keyed.minY
                    && number.box.maxY <= keyed.maxY, "① \(number.box) outside \(keyed)")
        #expect(svg.contains(">No room to name on the picture: ① UIButton Arrow-Up-24, ② UIActivityIndicatorView"))
        for name in ["UIButton Arrow-Down-24", "UIImageView Find-Search-20"] {
            let own = try outline(name, in: svg)
            let start = try #require(svg.range(of: "<g class=\"view-text\" data-view=\"\(name)\">"))
            let end = try #require(svg[start.upperBound...].range(of: "</g>"))
            let box = try #require(textBoxes(in: svg[start.upperBound..<end.lowerBound]).first { $0.text == name }?.box)
            #expect(svg[start.upperBound..<end.lowerBound].contains("fill=\"none\""), "\(name) is led from its view")
            for (other, frame) in outlines + [("the root", rootFrame)] where other != name {
                let encloses = other != "the root" && frame.minX <= own.minX + 0.5 && frame.maxX >= own.maxX - 0.5
                    && frame.minY <= own.minY + 0.5 && frame.maxY >= own.maxY - 0.5
                guard !encloses else { continue }
                let inner = box.insetBy(dx: 1, dy: 1)
                let across = [frame.minX, frame.maxX].contains { inner.minX < $0 && $0 < inner.maxX }
                    && frame.minY < inner.maxY && frame.maxY > inner.minY
                    || [frame.minY, frame.maxY].contains { inner.minY < $0 && $0 < inner.maxY }
                    && frame.minX < inner.maxX && frame.maxX > inner.minX
                #expect(!across, "\(name) \(box) lies across \(other)'s outline \(frame)")
            }
        }
    }

    /// sunghong32's calculator: a keypad of rows of keys, each row a
    /// stack filled by its keys, the rows 5 pt apart. Each row's name sits
    /// unled in the gap above its row, the keys' edges along its words as
    /// a legend's line; the keypad's own name, which was led out left of
    /// the root across the keys and made the picture 603 pt wide, is keyed
    /// ① on the keypad, and the picture is the root's width and margins.
    @Test func aKeypadsRowsAreNamedInTheirGapsAndTheKeypadKeyed() throws {
        let svg = try render("sunghong32__AutoLayout-StoryBoard-UIKit__Calculator__Main.storyboard",
                             scene: "sunghong32__AutoLayout-StoryBoard-UIKit__Calculator__Main")
        for row in ["hmt-l8-LPb", "19s-NH-NUa", "uXf-1d-0XF", "cIX-Vg-jhZ"] {
            let view = "UIStackView \(row)"
            let frame = try outline(view, in: svg)
            let start = try #require(svg.range(of: "<g class=\"view-text\" data-view=\"\(view)\">"))
            let end = try #require(svg[start.upperBound...].range(of: "</g>"))
            let group = svg[start.upperBound..<end.lowerBound]
            let text = try #require(textBoxes(in: group).first)
            #expect(text.text == "\(view) ↔ equalSpacing, 5")
            #expect(!group.contains("fill=\"none\""), "\(view)'s name is led from afar")
            #expect(text.box.maxY > frame.minY - 5 && text.box.minY < frame.minY, "\(text.box) not in the gap above \(frame)")
            #expect(text.box.minX >= frame.minX && text.box.maxX <= frame.maxX, "\(text.box) past its row \(frame)")
        }
        let words = self.words(in: svg)
        #expect(words.contains("No room to name on the picture: ① UIStackView DFE-WP-INd ↔ fillProportionally, 5"), "\(words)")
        try expectTheRootsWidth(svg)
    }

    /// MMAutoLayoutExamples' first view: a scroll view's content view,
    /// crowded at the top, had its name set along the top of the text view
    /// inside it, which shows no words, where it read as the text view's
    /// name (and the text view went unnamed). A name is never set there;
    /// both views are keyed by number instead, each inside its own outline.
    /// The scroll view, whose content view fills it, had its name set
    /// across the root's side as a last resort, half off the scene, then
    /// was counted as not shown; its content view is its body, over which
    /// its number goes (in its top-left corner, the content view's in the
    /// top-right one), and the table view, named below the root on a
    /// leader across its bottom edge, is keyed. The text view shows its
    /// text (written as a `<string>` element), which needs no name.
    @Test func aNameIsNotSetAlongTheTopOfAnotherWordlessView() throws {
        let svg = try render("moscich__MMAutoLayoutExamples__MMFirstView.xib", scene: "moscich__MMAutoLayoutExamples__MMFirstView")
        #expect(words(in: svg).contains("No room to name on the picture: ① UIScrollView 1zf-hX-1tb, ② UIView l2s-mT-YdX, "
            + "③ MMTableView Os2-eP-Dir 1 dense"), "\(words(in: svg))")
        let textView = try #require(svg.range(of: "<g class=\"view-text\" data-view=\"MMTextView &quot;Lorem ipsum dolor sit e…&quot;\">"))
        #expect(svg[textView.upperBound...].prefix(400).contains(">Lorem ipsum dolor sit er</text>"))
        #expect(!svg.contains(">UIView l2s-mT-YdX</text>"))
        #expect(!svg.contains(">UIScrollView 1zf-hX-1tb</text>"))
        #expect(!words(in: svg).contains("not shown"))
        for (number, view) in [("①", "UIScrollView 1zf-hX-1tb"), ("②", "UIView l2s-mT-YdX")] {
            let frame = try outline(view, in: svg)
            let start = try #require(svg.range(of: "<g class=\"view-text\" data-view=\"\(view)\">"))
            let end = try #require(svg[start.upperBound...].range(of: "</g>"))
            let box = try #require(textBoxes(in: svg[start.upperBound..<end.lowerBound]).first { $0.text == number }?.box)
            #expect(box.minX >= frame.minX && box.maxX <= frame.maxX && box.minY >= frame.minY && box.maxY <= frame.maxY,
                    "\(number) \(box) outside \(view) \(frame)")
        }
    }

    /// The leader from `view` to its name (the first path of its name's
    /// group), expected to run through no other text (of those `checked`).
    func expectClearLeader(to view: String, named name: String, in svg: String, checked: (String) -> Bool = { _ in true },
                           sourceLocation: SourceLocation = #_sourceLocation) throws -> (start: CGPoint, end: CGPoint)
    {
        try expectClearLeader(of: "<g class=\"view-text\" data-view=\"\(view)\">", text: name, in: svg, checked: checked,
                              sourceLocation: sourceLocation)
    }

    /// The leader of the group that opens with `opening` (its first path),
    /// expected to run through no text but its own (`text`) of those `checked`.
    func expectClearLeader(of opening: String, text name: String, in svg: String, checked: (String) -> Bool = { _ in true },
                           sourceLocation: SourceLocation = #_sourceLocation) throws -> (start: CGPoint, end: CGPoint)
    {
        let group = try #require(svg.range(of: opening), sourceLocation: sourceLocation)
        let leader = try #require(svg[group.upperBound...].firstMatch(of: /^\s*(?:<title>[^<]*<\/title>\s*)?<path d="M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)"/),
                                  sourceLocation: sourceLocation)
        let (start, end) = (CGPoint(x: Double(leader.1)!, y: Double(leader.2)!), CGPoint(x: Double(leader.3)!, y: Double(leader.4)!))
        for (text, box) in textBoxes(in: svg[...]) where text != name && checked(text) {
            // Sampled along the leader: a point inside another text strikes it.
            let struck = (1..<100).contains { step in
                let t = Double(step) / 100
                let point = CGPoint(x: start.x + t * (end.x - start.x), y: start.y + t * (end.y - start.y))
                return point.x > box.minX + 1 && point.x < box.maxX - 1 && point.y > box.minY + 1 && point.y < box.maxY - 1
            }
            #expect(!struck, "the leader runs through \(text)", sourceLocation: sourceLocation)
        }
        return (start, end)
    }

    /// The Cookbook's equal white space: the zero-height Center Dummy View
    /// between the two buttons had no room for its name within three label
    /// heights (the buttons' spacings and their labels crowd it) and was
    /// left out, "1 name not shown"; it is now named further up, on a
    /// leader that runs through no other text.
    @Test func aCrowdedViewIsNamedFurtherOutOnAClearLeader() throws {
        let svg = try render("robert-wallis__Auto-Layout-Cookbook__EqualWhiteSpace.storyboard",
                             scene: "robert-wallis__Auto-Layout-Cookbook__EqualWhiteSpace")
        #expect(!svg.contains("not shown: no room near"))
        let (start, end) = try expectClearLeader(to: "Center Dummy View", named: "Center Dummy View", in: svg)
        // Three label heights (about 15 pt each) and more from the view.
        #expect(hypot(end.x - start.x, end.y - start.y) > 45, "\(start) to \(end)")
        // The outer dummies' `height = 0`, said beside them, are led from
        // along them, clear of their spacings' "20" (from their middles,
        // their leaders ran through it).
        for dummy in ["Leading Dummy View", "Trailing Dummy View"] {
            let opening = "<g class=\"constraint-label\" data-constraint=\"\(dummy).height == 0\">"
            let (start, end) = try expectClearLeader(of: opening, text: "height = 0", in: svg)
            #expect(abs(end.x - start.x) < 0.01, "\(dummy): a vertical leader, \(start) to \(end)")
        }
    }

    /// Alamofire's post screen: the hidden progress bar under three
    /// buttons is named below the label under it, on a vertical leader from
    /// its top edge, clear of that label's name: from the bar's middle, the
    /// leader ran through it, and the bar was left unnamed. The hidden
    /// activity indicator, whose name has no room off the root's outline
    /// (it was set across the root's left side, and widened the picture),
    /// is keyed by number in its frame, and the picture is the root's width
    /// and margins.
    @Test func aNamesLeaderStartsAlongItsViewsEdgeToMissAnotherName() throws {
        let svg = try render("ozgur__AutoLayoutAnimation__AlamofirePostViewController.xib",
                             scene: "ozgur__AutoLayoutAnimation__AlamofirePostViewController")
        // The bar, 2 pt high, is drawn as its track: one line along its top.
        let group = try #require(svg.range(of: "<g class=\"view\" data-view=\"UIProgressView 8d3-lm-uzK\">"))
        let track = try #require(svg[group.upperBound...].firstMatch(of: /d="M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)"/))
        let (left, top, right) = (Double(track.1)!, Double(track.2)!, Double(track.3)!)
        let (start, end) = try expectClearLeader(to: "UIProgressView 8d3-lm-uzK", named: "UIProgressView 8d3-lm-uzK (hidden)", in: svg)
        #expect(abs(start.y - top) < 0.01 && start.x > left && start.x < right, "\(start) on \(left)…\(right)")
        #expect(abs(end.x - start.x) < 0.01, "a vertical leader: \(start) to \(end)")
        let words = self.words(in: svg)
        #expect(words.contains("No room to name on the picture: ① UIActivityIndicatorView 4Av-fb-0hd (hidden)"), "\(words)")
        try expectTheRootsWidth(svg)
    }

    /// DuckDuckGo's find-in-page bar: the hidden activity indicator's name,
    /// with no room near it, was once led from above the bar down through
    /// the container's badge ("Container: 16 constraints"), placed after
    /// it, which seemed to be what the leader pointed at. Badges now take
    /// their spots first, and no name's leader runs through one.
    @Test func noNamesLeaderRunsThroughABadge() throws {
        let svg = try render("duckduckgo__iOS__FindInPage.xib", scene: "duckduckgo__iOS__FindInPage")
        #expect(svg.contains(">Container: 16 constraints</text>"))
        let names = svg.matches(of: /<g class="view-text" data-view="([^"]*)">\s*<path d="M[\d.]+ [\d.]+L[\d.]+ [\d.]+" fill="none"/)
        #expect(names.count >= 4, "\(names.count) names on leaders")
        for match in names {
            let view = String(match.1)
            let group = try #require(svg.range(of: "<g class=\"view-text\" data-view=\"\(view)\">"))
            let end = try #require(svg[group.upperBound...].range(of: "</g>"))
            let name = try #require(textBoxes(in: svg[group.upperBound..<end.lowerBound]).first?.text)
            _ = try expectClearLeader(to: view, named: name, in: svg, checked: { $0.hasSuffix(" constraints") })
        }
    }

    /// A storyboard's views are drawn in pale tints of the colours it
    /// stores (the Cookbook's "Blue View" blue, its "Red View" red),
    /// outlined in a darker shade of each.
    @Test func aStoryboardsViewsAreDrawnInTheirColours() throws {
        let svg = try render("robert-wallis__Auto-Layout-Cookbook__TwoViewsWithComplexWidths.storyboard",
                             scene: "robert-wallis__Auto-Layout-Cookbook__TwoViewsWithComplexWidths")
        func fill(_ view: String) throws -> (red: Int, green: Int, blue: Int) {
            let group = try #require(svg.range(of: "<g class=\"view\" data-view=\"\(view)\">"))
            let hex = try #require(svg[group.upperBound...].firstMatch(of: /fill="#([0-9a-f]{6})"/)).1
            let value = try #require(Int(hex, radix: 16))
            return (value >> 16, (value >> 8) & 255, value & 255)
        }
        let blue = try fill("Blue View"), red = try fill("Red View")
        #expect(blue.blue > blue.red + 40 && blue.blue > blue.green + 40 && blue.red > 160, "\(blue)")
        #expect(red.red > red.green + 40 && red.red > red.blue + 40 && red.green > 160, "\(red)")
    }
}
