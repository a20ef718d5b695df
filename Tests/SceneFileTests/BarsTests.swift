import Foundation
import Layout
import Testing
@testable import SceneFile

/// `bars:` puts a navigation bar above the root and a tab bar or a toolbar
/// below it, each taking UIKit's height from the safe area, so that views
/// pinned to the safe area sit between them.
struct BarsTests {
    private func scene(_ bars: String, size: String = "device: iPhone 15", which: Int = 0) throws -> Scene {
        let text = """
            \(size)
            bars:
            \(bars)
            views:
              - name: body
            constraints:
              - body.top == safeArea.top
              - body.bottom == safeArea.bottom
              - body.leading == safeArea.leading
              - body.trailing == safeArea.trailing
            """
        let document = try SceneDocument.parse(text, fileName: "bars.yaml")
        let scene = try document.makeScene(size: document.sizes[which])
        try scene.layout()
        return scene
    }

    /// On an iPhone 15 (59 pt of status bar, 34 of home indicator) a
    /// navigation bar is 44 pt below the status bar and a tab bar 49 pt
    /// above the home indicator; the view pinned to the safe area fills
    /// what is between.
    @Test func barsTakeTheirRoomFromTheSafeArea() throws {
        let scene = try scene("""
              navigation: {title: Message, back: Inbox, trailing: [Flag]}
              tabs: {items: [Mail, Contacts, Settings], selected: Contacts}
            """)
        #expect(scene.screenBars.map(\.frame) == [CGRect(x: 0, y: 59, width: 393, height: 44),
                                                   CGRect(x: 0, y: 769, width: 393, height: 49)])
        #expect(scene.safeAreaInsets == EdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        expectFrame(scene.view("body").frame, 0, 103, 393, 666)
        let back = BarItem.backButton("Inbox")
        let navigation = scene.screenBars[0].content
        #expect(navigation.title == "Message" && navigation.leadingItems == [back] && navigation.trailingItems == [BarItem(title: "Flag")])
        let tabs = scene.screenBars[1].content
        #expect(tabs.items.map(\.title) == ["Mail", "Contacts", "Settings"] && tabs.selectedItem == 1)
    }

    /// A title alone may be given as the navigation bar; a large title adds
    /// its 52-pt row, a prompt 30 pt; turned, a phone's bar is 32 pt with no
    /// large title. A toolbar is 49 pt above a home indicator, 44 without;
    /// `~` is a flexible space.
    @Test func heightsFollowUIKit() throws {
        #expect(try scene("  navigation: Inbox").screenBars.first?.frame.height == 44)
        #expect(try scene("  navigation: {title: Inbox, large: yes}").safeAreaInsets.top == 59 + 96)
        #expect(try scene("  navigation: {title: Inbox, prompt: Syncing}").safeAreaInsets.top == 59 + 74)
        let turned = try scene("  navigation: {title: Inbox, large: yes}", size: "device: iPhone 15\norientation: landscape")
        #expect(turned.screenBars.first?.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(turned.screenBars.first?.content.largeTitle == false)
        let toolbar = try scene("  toolbar: [Reply, ~, Forward]", size: "size: 375x667")
        #expect(toolbar.screenBars.first?.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
        #expect(toolbar.screenBars.first?.content.items == [BarItem(title: "Reply"), BarItem(space: .flexible), BarItem(title: "Forward")])
        #expect(try scene("  toolbar: [Reply]").screenBars.first?.frame.height == 49)
    }

    /// Mistakes name where they are: an unknown key (with the nearest), a
    /// tab bar with a toolbar, a selected tab that is not one of the tabs.
    @Test func mistakesSayWhereAndWhat() throws {
        let base = "size: 375x667\nbars:\n"
        let unknown = try #require(parseError(base + "  navigaton: Inbox\n"))
        #expect(unknown.line == 3 && unknown.message == "unknown key 'navigaton' in bars; expected one of navigation, tabs, toolbar" && unknown.suggestion == "navigation")
        let both = try #require(parseError(base + "  tabs: [A]\n  toolbar: [B]\n"))
        #expect(both.line == 4 && both.message == "a scene has a tab bar or a toolbar below it, not both (tabs are on line 3)")
        let selected = try #require(parseError(base + "  tabs: {items: [Mail, Settings], selected: Setings}\n"))
        #expect(selected.line == 3 && selected.message == "unknown tab 'Setings'" && selected.suggestion == "Settings")
        let many = try #require(parseError(base + "  toolbar: [" + Array(repeating: "A", count: 101).joined(separator: ", ") + "]\n"))
        #expect(many.message == "a bar may have at most 100 items")
    }
}
