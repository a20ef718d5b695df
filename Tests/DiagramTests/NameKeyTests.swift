import Diagram
import Foundation
import Layout
import Testing

/// Views with no room for their names keyed by a circled number: the
/// numbers go on from those of the frames changed at run time, which the
/// key under the picture says first, so that no number means two things.
@Suite struct NameKeyTests {
    /// Forty 24-pt squares 3 pt apart, each with a name five times as
    /// wide, and two of them misplaced.
    func crowdedScene() throws -> (scene: Scene, options: DiagramOptions) {
        let scene = Scene(width: 300, height: 200)
        var views: [(View, CGRect)] = []
        for row in 0..<5 {
            for column in 0..<8 {
                views.append((View(name: "a view with a long name \(row)-\(column)"),
                              CGRect(x: 40 + CGFloat(column) * 27, y: 30 + CGFloat(row) * 27, width: 24, height: 24)))
            }
        }
        pin(views, in: scene)
        try scene.layout()
        var options = DiagramOptions()
        options.misplacedFrames = [MisplacedFrame(name: "a view with a long name 0-0", frame: CGRect(x: 20, y: 20, width: 10, height: 10),
                                                  difference: "x 20 → 100"),
                                   MisplacedFrame(name: "a view with a long name 4-7", frame: CGRect(x: 250, y: 150, width: 10, height: 10),
                                                  difference: "x 250 → 191")]
        return (scene, options)
    }

    @Test func keyedNamesAreNumberedOnFromTheMisplacedFrames() throws {
        let (scene, options) = try crowdedScene()
        let list = try Diagram.displayList(for: scene, options: options)
        let captions = list.texts.filter { $0.role == .caption }.map(\.text).joined(separator: " ")
        // Forty 24-pt squares 3 pt apart, each with a name five times as
        // wide: few names find room, and some squares are keyed instead.
        #expect(captions.contains("① a view with a long name 0-0: x 20 → 100 ② a view with a long name 4-7: x 250 → 191"),
                "\(captions)")
        #expect(captions.contains(/No room to name on the picture: ③ a view with a long name \d-\d, ④/), "\(captions)")
        // On the picture, the names' numbers are ③ on; ① and ② are the
        // misplaced frames' alone, in their colour.
        let numbers = list.texts.compactMap { text -> String? in
            if case .viewName = text.role { text.text } else { nil }
        }
        #expect(numbers.contains("③") && numbers.contains("④"), "\(numbers)")
        #expect(!numbers.contains("①") && !numbers.contains("②"), "\(numbers)")
        #expect(list.texts.filter { ["①", "②"].contains($0.text) }.count == 2)
    }

    /// `trellis explain` numbers a conflict's constraints ①, ②, ③ in its
    /// caption: the picture's own numbers go on from ④, not from ① again
    /// (Trust Wallet's stack view, keyed ① beside constraint ①).
    @Test func theLayersNumbersGoOnFromThoseTheCallerTook() throws {
        var (scene, options) = try crowdedScene()
        options.circledNumbersTaken = 3
        let list = try Diagram.displayList(for: scene, options: options)
        let captions = list.texts.filter { $0.role == .caption }.map(\.text).joined(separator: " ")
        #expect(captions.contains("④ a view with a long name 0-0: x 20 → 100 ⑤ a view with a long name 4-7: x 250 → 191"),
                "\(captions)")
        #expect(captions.contains(/No room to name on the picture: ⑥ a view with a long name \d-\d, ⑦/), "\(captions)")
        #expect(!list.texts.contains { ["①", "②", "③"].contains($0.text) })
    }
}

/// A key under the picture says a run of consecutive numbers naming the
/// same thing once: five image views of one image, each too small for its
/// name, were "① UIImageView star, ② UIImageView star, …" five times.
@Test func aRunOfNumbersNamingOneThingIsSaidOnce() {
    #expect(CircledNumber.joinedKey(["① UIImageView star", "② UIImageView star", "③ UIImageView star", "④ UIButton gear",
                                     "⑤ UIImageView star", "⑥ UIImageView star"])
        == "①–③ UIImageView star, ④ UIButton gear, ⑤–⑥ UIImageView star")
    // Numbers apart, or past ⑳ in parentheses, are said one by one.
    #expect(CircledNumber.joinedKey(["① line height = 1", "③ line height = 1", "(21) a", "(22) a"])
        == "① line height = 1, ③ line height = 1, (21) a, (22) a")
    #expect(CircledNumber.joinedKey(["⑧ UIButton WKP-OZ-FQt"]) == "⑧ UIButton WKP-OZ-FQt")
}
