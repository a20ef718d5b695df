import Foundation
import Layout
import Testing

/// A view's `semanticContentAttribute` decides how it arranges its own
/// subviews: a constraint's leading and trailing run as the view holding
/// both its items says, whatever the scene's direction, and the attribute
/// does not pass down to the subviews' own subviews.
@Suite struct SemanticContentAttributeTests {
    /// A footer 375 × 32 at the bottom of a 375 × 200 root; a close button
    /// 40 wide on its leading edge and a menu button 40 wide after it, and
    /// inside the menu button a 10-pt dot 4 pt after its leading edge.
    private func footerFrames(footer attribute: SemanticContentAttribute, scene direction: LayoutDirection = .leftToRight)
        throws -> (close: CGRect, menu: CGRect, dot: CGRect, title: CGRect)
    {
        let scene = Scene(width: 375, height: 200)
        scene.layoutDirection = direction
        let footer = scene.root.addConstrainedSubview("footer")
        footer.semanticContentAttribute = attribute
        let close = footer.addConstrainedSubview("close"), menu = footer.addConstrainedSubview("menu")
        let dot = menu.addConstrainedSubview("dot")
        // Outside the footer: the scene's direction.
        let title = scene.root.addConstrainedSubview("title")
        LayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: scene.root.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 32),
            close.leadingAnchor.constraint(equalTo: footer.leadingAnchor),
            menu.leadingAnchor.constraint(equalTo: close.trailingAnchor),
            close.widthAnchor.constraint(equalToConstant: 40), menu.widthAnchor.constraint(equalToConstant: 40),
            close.topAnchor.constraint(equalTo: footer.topAnchor), close.bottomAnchor.constraint(equalTo: footer.bottomAnchor),
            menu.topAnchor.constraint(equalTo: footer.topAnchor), menu.bottomAnchor.constraint(equalTo: footer.bottomAnchor),
            dot.leadingAnchor.constraint(equalTo: menu.leadingAnchor, constant: 4),
            dot.centerYAnchor.constraint(equalTo: menu.centerYAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalToConstant: 10),
            title.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            title.widthAnchor.constraint(equalToConstant: 100), title.heightAnchor.constraint(equalToConstant: 20),
        ])
        try scene.layout()
        return (close.frame, menu.frame, dot.frame, title.frame)
    }

    @Test func aViewForcedRightToLeftLaysItsSubviewsOutFromItsRight() throws {
        // A Quran reader's footer (Xcode 9.2): the close button pinned to
        // the footer's leading edge stored at 335, the menu after it at 295.
        let forced = try footerFrames(footer: .forceRightToLeft)
        expectFrame(forced.close, 335, 168, 40, 32)
        expectFrame(forced.menu, 295, 168, 40, 32)
        // The menu button says nothing: its dot runs as the scene does.
        expectFrame(forced.dot, 299, 179, 10, 10)
        expectFrame(forced.title, 16, 20, 100, 20)
        let unspecified = try footerFrames(footer: .unspecified)
        expectFrame(unspecified.close, 0, 168, 40, 32)
        expectFrame(unspecified.menu, 40, 168, 40, 32)
        expectFrame(unspecified.dot, 44, 179, 10, 10)
    }

    @Test func aViewThatNeverFlipsStaysLeftToRightInARightToLeftScene() throws {
        for attribute in [SemanticContentAttribute.forceLeftToRight, .playback, .spatial] {
            let kept = try footerFrames(footer: attribute, scene: .rightToLeft)
            expectFrame(kept.close, 0, 168, 40, 32, "\(attribute)")
            expectFrame(kept.menu, 40, 168, 40, 32, "\(attribute)")
            // Inside the menu button the scene's direction again.
            expectFrame(kept.dot, 66, 179, 10, 10, "\(attribute)")
            expectFrame(kept.title, 259, 20, 100, 20, "\(attribute)")
        }
        let flipped = try footerFrames(footer: .unspecified, scene: .rightToLeft)
        expectFrame(flipped.close, 335, 168, 40, 32)
    }

    @Test func aStackViewForcedRightToLeftArrangesFromItsRight() throws {
        // The Quran reader's page navigator: "»" first, stored at the
        // stack's right end, "«" last at its left.
        let scene = Scene(width: 300, height: 100)
        let items = [40, 30, 44].enumerated().map { index, width in
            let view = View(name: "item\(index)")
            view.intrinsicContentSize = CGSize(width: width, height: 32)
            return view
        }
        let stack = StackView(arrangedSubviews: items)
        stack.spacing = 2
        stack.semanticContentAttribute = .forceRightToLeft
        scene.root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10),
        ])
        try scene.layout()
        expectFrame(stack.frame, 10, 10, 118, 32)
        expectFrame(items[0].frame, 88, 10, 40, 32)
        expectFrame(items[1].frame, 56, 10, 30, 32)
        expectFrame(items[2].frame, 10, 10, 44, 32)
        #expect(stack.effectiveLayoutDirection == .rightToLeft)
        #expect(items[0].effectiveLayoutDirection == .leftToRight)
    }

    @Test func aConstraintRunsAsTheViewHoldingBothItsItemsSays() throws {
        let scene = Scene(width: 200, height: 100)
        let footer = scene.root.addConstrainedSubview("footer"), button = footer.addConstrainedSubview("button")
        footer.semanticContentAttribute = .forceRightToLeft
        let inside = button.leadingAnchor.constraint(equalTo: footer.leadingAnchor)
        let across = footer.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor)
        #expect(inside.layoutDirection(relativeTo: .leftToRight) == .rightToLeft)
        #expect(across.layoutDirection(relativeTo: .leftToRight) == .leftToRight)
        #expect(across.layoutDirection(relativeTo: .rightToLeft) == .rightToLeft)
    }
}
