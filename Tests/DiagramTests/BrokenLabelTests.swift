import Foundation
import Layout
import Testing

@testable import Diagram

/// A broken constraint's label with no room near its red mark is said
/// under the picture, naming the constraint, rather than led from across
/// the scene (a VPN client's two "width = 30 (broken)" hung under its
/// whole control panel, a leader each running the panel's height).
@Suite struct BrokenLabelTests {
    /// A 12 × 12 grid of 20-pt tiles 2 pt apart, each fixed in size and
    /// place (a dense scene: its labels stay on the scene, near their
    /// marks or not at all), the middle tile also required 30 pt wide.
    func crowdedConflict() throws -> Scene {
        let scene = Scene(width: 300, height: 300)
        var tiles: [View] = []
        var constraints: [LayoutConstraint] = []
        for row in 0..<12 {
            for column in 0..<12 {
                let tile = View(name: "tile\(row)x\(column)")
                tiles.append(tile)
                addToRoot([tile], of: scene)
                constraints += [
                    tile.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: CGFloat(10 + 22 * column)),
                    tile.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: CGFloat(10 + 22 * row)),
                    tile.widthAnchor.constraint(equalToConstant: 20),
                    tile.heightAnchor.constraint(equalToConstant: 20),
                ]
            }
        }
        let middle = tiles[6 * 12 + 6]
        constraints.append(middle.widthAnchor.constraint(equalToConstant: 30))
        LayoutConstraint.activate(constraints)
        try scene.layout()
        return scene
    }

    @Test func aBrokenLabelWithNoRoomNearItsMarkIsSaidUnderThePicture() throws {
        let scene = try crowdedConflict()
        let broken = scene.constraintReports.filter { $0.status == .broken }.map(\.constraint)
        #expect(broken.count == 1)
        let relation = try #require(broken.first).relationDescription
        // Every constraint drawn: the tiles' labels take every spot near.
        var options = DiagramOptions()
        options.detail = .full
        let list = try Diagram.displayList(for: scene, options: options)
        // Its red mark is drawn; no label of it is, anywhere.
        #expect(!marks(list, relation).isEmpty)
        #expect(label(list, relation) == nil)
        let summary = list.texts.filter { $0.role == .caption }.map(\.text).joined(separator: " ")
        #expect(summary.contains("Broken, no room near its mark: \(relation)"), "\(summary)")
    }

    @Test func repeatedRelationsAreCountedInTheLine() {
        #expect(Diagram.brokenLine([]) == nil)
        #expect(Diagram.brokenLine(["a.width == 30", "b.height == 20", "a.width == 30"])
            == "Broken, no room near their marks: a.width == 30 (×2); b.height == 20")
    }

    /// Twenty broken rows: a broken label whose leader would run through a
    /// label or name placed before it is named under the picture instead;
    /// none drawn is led through another's text (stacked below the scene,
    /// each led through the ones before it, they read as each other's).
    @Test func noBrokenLabelIsLedThroughAnotherLabel() throws {
        let list = try Diagram.displayList(for: try conflictingRows())
        let broken = list.texts.filter { $0.text.hasSuffix("(broken)") }
        #expect(!broken.isEmpty)
        for label in broken {
            for case .shape(let leader) in list.items where leader.role == label.role && leader.fill == nil {
                guard leader.path.elements.count == 2, case .move(let start) = leader.path.elements[0],
                      case .line(let end) = leader.path.elements[1] else { continue }
                for other in list.texts where other.box != label.box && other.role != .caption {
                    let box = other.box.insetBy(dx: 1, dy: 1)
                    // (A leader from inside a text, its mark's own, leaves it freely.)
                    #expect(box.contains(start) || !LabelPlacer.segment(from: start, to: end, crosses: box),
                            "\(label.text) led through \(other.text)")
                }
            }
        }
    }
}

