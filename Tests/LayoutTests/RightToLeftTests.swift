import Foundation
import Layout
import Testing

/// Right to left, a scene on leading and trailing lays out as the mirror of
/// its left-to-right layout, inequalities and all.
@Suite struct RightToLeftTests {
    /// A message row: an avatar on the leading margin, the sender 12 pt
    /// after it, the time on the trailing margin, and the sender kept 8 pt
    /// clear of the time (`sender.trailing <= time.leading - 8`). Right to
    /// left the inequality was read unturned, as `sender.left <= time.right +
    /// 8`: it pushed the sender against the time and stretched the avatar
    /// from 40 pt to 175.
    @Test func aRowWithInequalitiesIsTheMirrorOfItsLeftToRightLayout() throws {
        func frames(_ direction: LayoutDirection) throws -> [CGRect] {
            let scene = Scene(width: 375, height: 120)
            scene.layoutDirection = direction
            let avatar = scene.root.addConstrainedSubview("avatar")
            avatar.intrinsicContentSize = CGSize(width: 40, height: 40)
            let sender = scene.root.addConstrainedSubview("sender")
            sender.intrinsicContentSize = CGSize(width: 126, height: 20)
            sender.setContentHuggingPriority(251, for: .horizontal)
            let time = scene.root.addConstrainedSubview("time")
            time.intrinsicContentSize = CGSize(width: 37, height: 15)
            time.setContentHuggingPriority(251, for: .horizontal)
            let margins = scene.root.layoutMarginsGuide
            LayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                avatar.centerYAnchor.constraint(equalTo: scene.root.centerYAnchor),
                sender.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                sender.topAnchor.constraint(equalTo: avatar.topAnchor),
                time.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                time.topAnchor.constraint(equalTo: avatar.topAnchor),
                sender.trailingAnchor.constraint(lessThanOrEqualTo: time.leadingAnchor, constant: -8),
            ])
            try scene.layout()
            return [avatar.frame, sender.frame, time.frame]
        }
        let leftToRight = try frames(.leftToRight)
        expectFrame(leftToRight[0], 8, 40, 40, 40)
        expectFrame(leftToRight[1], 60, 40, 126, 20)
        let rightToLeft = try frames(.rightToLeft)
        for (mirrored, frame) in zip(rightToLeft, leftToRight) {
            expectFrame(mirrored, 375 - frame.maxX, frame.minY, frame.width, frame.height)
        }
    }

    /// `trailing <= superview.trailing - 8` keeps a long label 8 pt inside
    /// its superview's trailing side either way round: right to left, its
    /// left side.
    @Test func anInequalityToTheTrailingSideKeepsItsViewInside() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let scene = Scene(width: 200, height: 60)
            scene.layoutDirection = direction
            let label = scene.root.addConstrainedSubview("label")
            label.intrinsicContentSize = CGSize(width: 300, height: 20)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(lessThanOrEqualTo: scene.root.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
            ])
            try scene.layout()
            expectFrame(label.frame, direction == .leftToRight ? 16 : 8, 20, 176, 20, "\(direction)")
        }
    }

    /// A stack view of equal spacing makes inequalities of its own between
    /// its items' leading and trailing edges: right to left, it lays out as
    /// the mirror of its left-to-right layout too.
    @Test func anEquallySpacedStackIsTheMirrorOfItsLeftToRightLayout() throws {
        func frames(_ direction: LayoutDirection) throws -> [CGRect] {
            let scene = Scene(width: 390, height: 120)
            scene.layoutDirection = direction
            let items = [(44, 44), (47, 20), (30, 30)].enumerated().map { index, size in
                let view = View(name: "item\(index)")
                view.intrinsicContentSize = CGSize(width: size.0, height: size.1)
                return view
            }
            let stack = StackView(arrangedSubviews: items)
            stack.distribution = .equalSpacing
            stack.alignment = .center
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            scene.root.addSubview(stack)
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 16),
                stack.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -40),
                stack.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 20),
                stack.heightAnchor.constraint(equalToConstant: 60),
            ])
            try scene.layout()
            return [stack.frame] + items.map(\.frame)
        }
        let leftToRight = try frames(.leftToRight)
        expectFrame(leftToRight[1], 16, 28, 44, 44)
        expectFrame(leftToRight[3], 320, 35, 30, 30)
        for (mirrored, frame) in zip(try frames(.rightToLeft), leftToRight) {
            expectFrame(mirrored, 390 - frame.maxX, frame.minY, frame.width, frame.height)
        }
    }
}
