import Diagram
import Foundation
import Layout
import Testing

/// Content reaching far past the root is drawn a little past it and said
/// so: a VPN app's 5,400-pt map in a scroll view made a picture 9,212 px
/// wide, which a PNG at twice that refused.
@Suite struct FarContentTests {
    /// A 300 × 600 root filled by a scroll view whose content view is
    /// `content` (width, height), pinned to its content area.
    private func scene(content size: CGSize) throws -> Scene {
        let scene = Scene(width: 300, height: 600)
        let scroll = ScrollView(name: "scroll"), map = View(name: "map")
        for view in [scroll, map] { view.translatesAutoresizingMaskIntoConstraints = false }
        scene.root.addSubview(scroll)
        scroll.addSubview(map)
        let content = scroll.contentLayoutGuide
        LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: scene.root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor),
            map.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            map.topAnchor.constraint(equalTo: content.topAnchor),
            map.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            map.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            map.widthAnchor.constraint(equalToConstant: size.width),
            map.heightAnchor.constraint(equalToConstant: size.height),
        ])
        try scene.layout()
        return scene
    }

    @Test func contentFarPastTheRootIsDrawnALittlePastItAndSaidSo() throws {
        let list = try Diagram.displayList(for: try scene(content: CGSize(width: 5400, height: 3900)), options: DiagramOptions())
        // Drawn 60 pt past the root (a tenth of its 600-pt side), with room
        // for the words: nowhere near 5,400.
        #expect(list.size.width < 900, "\(list.size)")
        #expect(list.size.height < 1000, "\(list.size)")
        // (The caption is wrapped to the picture's width.)
        let caption = list.texts.filter { $0.role == .caption }.map(\.text).joined(separator: " ")
        #expect(caption.contains("map reaches more than 1200 pt past the root: drawn to 60 pt past it"), "\(caption)")
    }

    @Test func contentWithinTwiceTheRootsSideIsDrawnWhole() throws {
        let list = try Diagram.displayList(for: try scene(content: CGSize(width: 300, height: 1700)), options: DiagramOptions())
        #expect(list.size.height > 1700, "\(list.size)")
        #expect(!list.texts.contains { $0.text.contains("past the root: drawn to") })
    }
}
