import Foundation
import Testing

/// The box of the plate behind the text of each group of `kind` (its
/// first `f-page` path, from the least and greatest of its points) in
/// `svg`, with the group's first text.
func plates(_ kind: String, in svg: String) -> [(text: String, box: CGRect)] {
    svg.matches(of: /<g class="([a-z-]+)"[^>]*>\n(?:<path d="[^"]*" fill="none"[^>]*\/>\n)?<path d="([^"]*)"[^>]*class="f-page"[^>]*\/>\n<text[^>]*>([^<]*)</)
        .filter { $0.1 == kind }
        .map { match in
            let numbers = match.2.matches(of: /-?[\d.]+/).compactMap { Double($0.0) }
            let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
            let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
            let (x0, y0) = (xs.min() ?? 0, ys.min() ?? 0)
            return (String(match.3), CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0))
        }
}

/// The frame of the root's outline in `svg`.
func rootFrame(in svg: String) throws -> CGRect {
    let root = try #require(svg.firstMatch(of: /<g class="root">\n<path d="M([\d.]+) ([\d.]+)L([\d.]+) [\d.]+L[\d.]+ ([\d.]+)L/))
    let (x0, y0, x1, y1) = (Double(root.1)!, Double(root.2)!, Double(root.3)!, Double(root.4)!)
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}

/// Whether a side of `frame` runs through the inside of `box`.
func liesAcross(_ frame: CGRect, _ box: CGRect) -> Bool {
    let (box, frame) = (box.insetBy(dx: 1, dy: 1), frame)
    let side = [frame.minX, frame.maxX].contains { $0 > box.minX && $0 < box.maxX } && frame.minY < box.maxY && frame.maxY > box.minY
    let top = [frame.minY, frame.maxY].contains { $0 > box.minY && $0 < box.maxY } && frame.minX < box.maxX && frame.maxX > box.minX
    return side || top
}

extension GalleryPictureTests {
    /// Tianyu's zone cell: its row of buttons reaches past its container
    /// at both ends, by 10 pt and 1 pt. Each overflow's note lay across the
    /// root's side, half on the scene and half off it, struck through by
    /// its heavy outline; with no spot near off it, they are said under
    /// the picture, and the picture is no wider than the root and its names.
    @Test func overflowNotesWithNoRoomOffTheRootAreSaidUnderThePicture() throws {
        let svg = try render("Tianyu95__AutoLayoutByStoryboard__XZoneViewCell.xib", scene: "Tianyu95__AutoLayoutByStoryboard__XZoneViewCell")
        #expect(plates("overflow", in: svg).isEmpty, "\(plates("overflow", in: svg))")
        let words = words(in: svg)
        #expect(words.contains("赞: 10 pt outside 转赞评容器"), "\(words)")
        #expect(words.contains("更多: 1 pt outside 转赞评容器"), "\(words)")
        // The faded overflow is still drawn where it is.
        #expect(svg.contains("<g class=\"overflow\" data-view=\"赞\">"))
    }

    /// The Cookbook's adaptive single view: the note of the blue view's
    /// frame at run time lay on the root's top edge, the heavy outline
    /// along its words' tops. There is room just above the root, and it
    /// goes there, wholly off the outline.
    @Test func aNoteWithRoomOffTheRootTakesIt() throws {
        let svg = try render("robert-wallis__Auto-Layout-Cookbook__AdaptiveSingleView.storyboard",
                             scene: "robert-wallis__Auto-Layout-Cookbook__AdaptiveSingleView")
        let root = try rootFrame(in: svg)
        let notes = plates("misplaced", in: svg)
        #expect(notes.map(\.text) == ["Blue View at run time:"], "\(notes)")
        // Its first line's plate, and the second line under it, above the root.
        for note in notes { #expect(note.box.maxY + 12 < root.minY, "\(note) on \(root)") }
    }
}

extension ExplainPictureTests {
    /// Where the broken constraint wanted its item: said beside the wanted
    /// frame's corner, off the root's outline where there is room near.
    /// In masonry-447 and four other reports the words lay across the
    /// root's side; in faqview-33 too, until they took their spot before
    /// the marks' labels, where there is one clear of every outline.
    @Test(arguments: ["masonry-447", "masonry-335", "mapbox-gl-cocoa-23", "handyautolayout-7", "draggableyoutube-2", "faqview-33"])
    func whereTheBrokenOneWantsItsItemIsSaidOffTheRootsOutline(_ fixture: String) throws {
        let svg = try picture(fixture)
        let root = try rootFrame(in: svg)
        let wanted = plates("wanted-frame", in: svg)
        #expect(wanted.count == 1 && wanted[0].text.hasPrefix("where "), "\(wanted)")
        for label in wanted { #expect(!liesAcross(root, label.box), "\(label) across \(root)") }
    }

    /// trust-wallet-279: the stack view's overflow note had no spot near
    /// off the root's outline; it is said under the picture.
    @Test func anOverflowNoteAcrossTheRootIsSaidUnderThePicture() throws {
        let svg = try picture("trust-wallet-279")
        #expect(plates("overflow", in: svg).isEmpty)
        let caption = svg.matches(of: /class="f-ink"[^>]*>([^<]*)</).map { String($0.1) }.joined(separator: " ")
        #expect(caption.contains("UIStackView: 24 pt outside BrowserNavigationBar"), "\(caption)")
    }
}

extension CommittedExplanationTests {
    /// Where the broken constraint wanted its view, the lesson of the
    /// picture, is said inside the scene by the wanted frame's corner,
    /// across no view's outline: its words take their spot before the
    /// marks' labels where one is clear (autoresizing-mistake's hung across
    /// the root's side, an assumed size's figure in the spot inside).
    @Test(arguments: logs) func whereTheBrokenOneWantsItsViewIsSaidInsideTheScene(log name: String) throws {
        let svg = try String(contentsOf: Self.root.appendingPathComponent("Output/explain/\(name)-1.svg"), encoding: .utf8)
        let root = try rootFrame(in: svg)
        let words = plates("wanted-frame", in: svg)
        #expect(words.count == 1 && words[0].text.hasPrefix("where "), "\(words)")
        let views = svg.matches(of: /<g class="view" data-view="[^"]*">\n<path d="M([\d.]+) ([\d.]+)L([\d.]+) [\d.]+L[\d.]+ ([\d.]+)L/)
            .map { CGRect(x: Double($0.1)!, y: Double($0.2)!, width: Double($0.3)! - Double($0.1)!, height: Double($0.4)! - Double($0.2)!) }
        #expect(!views.isEmpty)
        for label in words {
            let inside = label.box.minX >= root.minX - 0.5 && label.box.maxX <= root.maxX + 0.5
                && label.box.minY >= root.minY - 0.5 && label.box.maxY <= root.maxY + 0.5
            #expect(inside, "\(label) outside \(root)")
            for view in views { #expect(!liesAcross(view, label.box), "\(label) across \(view)") }
        }
    }
}
