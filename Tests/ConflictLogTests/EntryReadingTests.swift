import Testing
@testable import ConflictLog

/// Every entry form of docs/explain.md (from the format page's grammar), one at a time.
@Suite struct EntryReadingTests {
    func read(_ text: String) throws -> LoggedConstraint {
        switch EntryReader.entry(text, line: 1) {
        case .success(let constraint): return constraint
        case .failure(let error): throw error
        }
    }

    func body(_ text: String) throws -> String {
        let c = try read(text)
        var right = c.second.map { "\(c.multiplier == 1 ? "" : "\(c.multiplier)*")\($0.item.logName).\($0.attribute)" } ?? ""
        if c.constant != 0 || c.second == nil { right += right.isEmpty ? "\(c.constant)" : " + \(c.constant)" }
        return "\(c.first.item.logName).\(c.first.attribute) \(c.relation.rawValue) \(right)"
    }

    @Test func visualFormatSize() throws {
        let c = try read("<NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>")
        #expect(c.first.attribute == "height")
        #expect(c.constant == 200)
        #expect(c.second == nil)
        #expect(c.address == "0x7fca0bd54cc0")
    }

    @Test func visualFormatEdges() throws {
        #expect(try body("<NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x7f9a1c40e210]   (active, names: '|':UIView:0x7f9a1c40d000 )>")
            == "UILabel:0x7f9a1c40e210.leading == UIView:0x7f9a1c40d000.leading + 8.0")
        #expect(try body("<NSLayoutConstraint:0x1 V:[UIView:0x7f01]-(0)-|   (Names: '|':UIView:0x7f02 )>")
            == "UIView:0x7f02.bottom == UIView:0x7f01.bottom")
        #expect(try body("<NSLayoutConstraint:0x1 H:[UIButton:0x7f01]-(12)-[UIButton:0x7f02]>")
            == "UIButton:0x7f02.leading == UIButton:0x7f01.trailing + 12.0")
        #expect(try body("<NSLayoutConstraint:0x1 H:[UILabel:0x7f01]-(22)-|(LTR)   (active, names: '|':UIView:0x7f02 )>")
            == "UIView:0x7f02.trailing == UILabel:0x7f01.trailing + 22.0")
        #expect(try body("<NSLayoutConstraint:0x1 H:|-(5)-[NSVisualEffectView:0x7fd7bfb4b160](LTR)   (active, names: '|':HeliPort.WifiMenuItemView:0x7fd7bfb4aac0 )>")
            == "NSVisualEffectView:0x7fd7bfb4b160.leading == HeliPort.WifiMenuItemView:0x7fd7bfb4aac0.leading + 5.0")
    }

    @Test func visualFormatGaps() throws {
        #expect(try read("<NSLayoutConstraint:0x1 V:|-(NSSpace(20))-[UILabel:0x14e71890]>").constant == 20)
        let atLeast = try read("<NSLayoutConstraint:0x1 H:|-(>=NSSpace(20))-[UILabel:0x14e71890]>")
        #expect(atLeast.relation == .greaterThanOrEqual && atLeast.constant == 20)
        #expect(try read("<NSLayoutConstraint:0x1 H:|-(NSLayoutAnchorConstraintSpace(8))-[UIView:0x2]>").constant == 8)
        let atMost = try read("<NSLayoutConstraint:0x1 H:[UIView:0x2]-(<=12)-[UIView:0x3]>")
        #expect(atMost.relation == .lessThanOrEqual && atMost.constant == 12)
        #expect(try read("<NSLayoutConstraint:0x1 V:[_UILayoutGuide:0x2]-(-20)-[UINavigationBar:0x3]>").constant == -20)
        #expect(try read("<NSLayoutConstraint:0x1 H:[UIView:0x2]-(0@250)-|>").constant == 0)
        let size = try read("<NSLayoutConstraint:0x1 H:[UIView:0x2(>=5)]>")
        #expect(size.relation == .greaterThanOrEqual && size.first.attribute == "width")
    }

    @Test func equations() throws {
        #expect(try body("<NSLayoutConstraint:0x1 UIView:0x2.height == 0.5*UIView:0x3.height + 8   (active)>")
            == "UIView:0x2.height == 0.5*UIView:0x3.height + 8.0")
        #expect(try body("<MASLayoutConstraint:0x1 UIView:0x2.width == UIView:0x3.width * 0.5>")
            == "UIView:0x2.width == 0.5*UIView:0x3.width")
        #expect(try read("<NSLayoutConstraint:0x1 UIView:0x2.leading == - 16>").constant == -16)
        #expect(try read("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.midY == + 70>").constant == 70)
        #expect(try read("<SnapKit.LayoutConstraint:0x1@File.swift#9 UIView:0x2.height == 24.0>").constant == 24)
        #expect(try read("<NSLayoutConstraint:0x1 UIView:0x2.width == 136.333   (active)>").constant == 136.333)
        let spacing = try read("<NSLayoutConstraint:0x1 UIView:0x2.bottom <= UILayoutGuide:0x3'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>")
        #expect(spacing.constant == 8 && spacing.relation == .lessThanOrEqual)
        #expect(spacing.second?.item.text == "UIViewSafeAreaLayoutGuide")
        #expect(try read("<NSLayoutConstraint:0x1 UIView:0x2.width == 50 priority:250   (active)>").constant == 50)
    }

    @Test func everyAttribute() throws {
        for attribute in ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
                          "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
                          "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
                          "minX", "minY", "midX", "midY"]
        {
            let c = try read("<NSLayoutConstraint:0x1 UIView:0x2.\(attribute) == UIView:0x3.\(attribute) + 1>")
            #expect(c.first.attribute == attribute && c.second?.attribute == attribute)
        }
    }

    @Test func labelTextsWithQuotesEscapesAndLookalikes() throws {
        let c = try read("<NSLayoutConstraint:0x1 UILabel:0x7f01'Total + 14'.top == UILabel:0x7f02'It's \\U2019'.bottom + 8>")
        #expect(c.first.item.text == "Total + 14")
        #expect(c.second?.item.text == "It's \u{2019}")
        #expect(c.constant == 8)
        let cut = try read("<NSLayoutConstraint:0x1 V:[UITextView:0x7fa287007600'reddit is a source for wh...']-(20)-|   (active, names: '|':UITableViewCellContentView:0x7fa285e04f20 )>")
        #expect(cut.second?.item.text == "reddit is a source for wh...")
        let newline = try read("<NSLayoutConstraint:0x1 H:[UIButton:0x2'Show\\nmore'(44)]>")
        #expect(newline.first.item.text == "Show\nmore")
    }

    @Test func identifiersAndClasses() throws {
        let c = try read("<NSLayoutConstraint:0x600001a05a90 'my id: (top) v1.2' _TtGC5MyApp8CardView$1_:0x7fb540405310.leading == NSKVONotifying_MyApp.Card:0x7fb540405320.leading   (active)>")
        #expect(c.identifier == "my id: (top) v1.2")
        #expect(c.first.item.className == "_TtGC5MyApp8CardView$1_")
        #expect(c.second?.item.className == "NSKVONotifying_MyApp.Card")
        let snap = try read("<SnapKit.LayoutConstraint:0x7fd4e1cd1490@/Users/mg/Test App Demo/Controller.swift#98 UIView:0x7fd4e3c0a200.top == UIView:0x7fd4e3c0a0a0.top + 64.0>")
        #expect(snap.sourceLocation == "/Users/mg/Test App Demo/Controller.swift#98")
        #expect(snap.constant == 64)
        let spacer = try read("<NSLayoutConstraint:0x1 'UISV-canvas-connection' UIView:0x2.leading == _UILayoutSpacer:0x1337980f0'UISV-alignment-spanner'.leading   (active)>")
        #expect(spacer.second?.item.text == "UISV-alignment-spanner")
    }

    @Test func anonymisedAddresses() throws {
        let c = try read("<NSLayoutConstraint:0x… UIView:0x….top == UIView:0x1234.top + 8>")
        #expect(c.address == "0x…")
        #expect(c.first.item.address == "0x…")
        let dots = try read("<NSLayoutConstraint:0x... UIView:0x....width == 10>")
        #expect(dots.first.item.address == "0x...")
        #expect(dots.constant == 10)
    }

    @Test func suffixesAndNames() throws {
        let c = try read("<NSLayoutConstraint:0x1 homeLarge.height == 24   (active, names: homeLarge:0x10c7865d0 )>")
        #expect(c.first.item.address == "0x10c7865d0" && c.first.item.name == "homeLarge")
        let tight = try read("<NSLayoutConstraint:0x1 H:|-(8)-[UIView:0x2]   (active, names: '|':UIView:0x3)>")
        #expect(tight.second?.item.logName == "UIView:0x3")
        let several = try read("<NSLayoutConstraint:0x1 H:[a]-(8)-[b]   (active, names: a:0x2, b:0x3 )>")
        #expect(several.first.item.address == "0x3" && several.second?.item.address == "0x2")
        let unnamed = try read("<NSLayoutConstraint:0x1 H:|-(8)-[UIView:0x2]>")
        #expect(unnamed.second?.item.name == "superview of UIView:0x2")
    }

    /// Found by FuzzConflictLog: a SnapKit '@' with no '#LINE' after it ran the cursor past the end.
    @Test func snapKitsFileWithoutALine() {
        guard case .failure(let error) = EntryReader.entry("<SnapKit.LayoutConstraint:0x1@File.swift>", line: 1) else {
            Issue.record("read an entry without its line")
            return
        }
        #expect(error.reason == "expected SnapKit's '#LINE' after the file name")
    }

    @Test func unreadableEntriesSayWhy() {
        for (text, reason) in [
            ("\"View.height == Other.height (multiplier: 0.200)\"", "expected an entry starting with '<'"),
            ("<NSLayoutConstraint:0x1 UIView:0x2.top == UIView:0x3.top + 8", "the entry is cut off: it does not end with '>'"),
            ("<NSLayoutConstraint:0x1 UIView:0x2.top => 8>", "expected '==', '<=' or '>='"),
            ("<NSLayoutConstraint: 0x14d90dd0 H | - (0) - [UIView: 0x16725c30] (LTR) (Names '|': UIWindow: 0x14e61c40)>", "expected an item"),
        ] {
            guard case .failure(let error) = EntryReader.entry(text, line: 1) else {
                Issue.record("read \(text)")
                continue
            }
            #expect(error.reason.hasPrefix(reason), "\(error.reason)")
        }
    }
}
