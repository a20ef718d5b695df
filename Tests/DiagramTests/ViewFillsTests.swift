@testable import Diagram
import Foundation
import Layout
import Testing

/// A view is filled with its colour's tint where that shows something and
/// hides nothing: not a white container on a white screen, nor a field in
/// the system's lightest grey whose tint is the root's fill, nor a table
/// over the message it covers until the app hides it.
@Suite struct ViewFillsTests {
    /// The fill of each view's outline, by name.
    func fills(_ scene: Scene) throws -> [String: Color?] {
        try scene.layout()
        var options = DiagramOptions()
        options.annotations = .none
        let list = try Diagram.displayList(for: scene, options: options)
        var fills: [String: Color?] = [:]
        for shape in list.shapes {
            if case .view(let name) = shape.role, fills[name] == nil { fills[name] = .some(shape.fill) }
        }
        return fills
    }

    /// On a white root: a white card and its blue badge, a card in the
    /// system's lightest grey, a green one; a clear root: a white card.
    @Test func aColourIsDrawnWhereItShows() throws {
        let scene = Scene(width: 400, height: 300)
        scene.root.backgroundColor = .white
        let (white, badge, grey, green) = (View(name: "white"), View(name: "badge"), View(name: "grey"), View(name: "green"))
        white.backgroundColor = .white
        badge.backgroundColor = .blue
        grey.backgroundColor = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
        green.backgroundColor = .green
        pin([(white, CGRect(x: 10, y: 10, width: 180, height: 120)), (grey, CGRect(x: 210, y: 10, width: 180, height: 120)),
             (green, CGRect(x: 10, y: 150, width: 180, height: 120))], in: scene)
        pin([(badge, CGRect(x: 10, y: 10, width: 40, height: 40))], inside: white)
        let fills = try fills(scene)
        #expect(fills["white"] == .some(nil), "white on white")
        #expect(fills["grey"] == .some(nil), "a tint no one sees")
        let blue = try #require(fills["badge"] ?? nil)
        #expect(abs(blue.red - 0.676) < 0.01 && abs(blue.blue - 0.981) < 0.01, "\(blue)")
        #expect(fills["green"] != .some(nil))

        // With no colour given the root, a white card is drawn white.
        scene.root.backgroundColor = nil
        #expect(try self.fills(scene)["white"] != .some(nil))
    }

    /// A table over an empty list's message, drawn after it, is drawn
    /// clear: the message and its constraints show through. A knob that
    /// reaches past its track, and a view touching the knob, are filled,
    /// all three on a clear map drawn before them that encloses them.
    @Test func aFillNeverHidesAViewDrawnBeforeIt() throws {
        let scene = Scene(width: 400, height: 300)
        scene.root.backgroundColor = .white
        let (message, table, track, knob, next) = (Label(name: "message", text: "No pages yet", fontSize: 17),
                                                   View(name: "table"), View(name: "track"), View(name: "knob"),
                                                   View(name: "next"))
        let map = View(name: "map")
        table.backgroundColor = .gray
        track.backgroundColor = .gray
        knob.backgroundColor = .blue
        next.backgroundColor = .orange
        pin([(message, CGRect(x: 100, y: 50, width: 120, height: 21)), (table, CGRect(x: 0, y: 0, width: 400, height: 150)),
             (map, CGRect(x: 0, y: 160, width: 400, height: 140)),
             (track, CGRect(x: 20, y: 200, width: 200, height: 10)), (next, CGRect(x: 240, y: 180, width: 100, height: 50))],
            in: scene)
        pin([(knob, CGRect(x: 180, y: -15, width: 40, height: 40))], inside: track)
        let fills = try fills(scene)
        #expect(fills["table"] == .some(nil))
        #expect(fills["track"] != .some(nil) && fills["knob"] != .some(nil) && fills["next"] != .some(nil))
        #expect(fills["message"] == .some(nil))
    }

    /// A dark colour's tint is as pale as keeps the constraints' blue at
    /// 3:1 on it (a black screen's was a mid grey at 30 %, 2.2:1); a
    /// saturated blue's, already that pale, stays at 30 %.
    @Test func aDarkColoursTintKeepsTheMarksReadable() throws {
        let scene = Scene(width: 400, height: 300)
        let (black, blue) = (View(name: "black"), View(name: "blue"))
        black.backgroundColor = .black
        blue.backgroundColor = .blue
        pin([(black, CGRect(x: 10, y: 10, width: 180, height: 120)), (blue, CGRect(x: 210, y: 10, width: 180, height: 120))],
            in: scene)
        let fills = try fills(scene)
        let grey = try #require(fills["black"] ?? nil)
        let contrast = SceneLayer.contrast(Style.standard.satisfied, on: grey)
        #expect(contrast >= 3 && contrast < 3.3, "\(grey): \(contrast)")
        let pale = try #require(fills["blue"] ?? nil)
        #expect(abs(pale.red - 0.965 * 0.7) < 0.001, "\(pale)")
    }
}
