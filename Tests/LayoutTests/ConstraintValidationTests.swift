import Foundation
import Layout
import Testing

/// What UIKit raises for becomes a thrown ``LayoutError`` naming the constraint.
@Suite struct ConstraintValidationTests {
    let scene = Scene(width: 320, height: 480)
    let a: View
    let b: View

    init() {
        a = scene.root.addConstrainedSubview("a")
        b = scene.root.addConstrainedSubview("b")
    }

    func kind(_ body: () throws -> Void) -> LayoutError.Kind? {
        do { try body() } catch let error as LayoutError { return error.kind } catch { return nil }
        return nil
    }

    @Test func theItemInitializerRefusesWhatUIKitRefuses() {
        func make(_ first: LayoutConstraint.Attribute, _ second: LayoutItem?, _ secondAttribute: LayoutConstraint.Attribute,
                  multiplier: CGFloat = 1, constant: CGFloat = 0, firstItem: LayoutItem? = nil) -> LayoutError.Kind?
        {
            kind {
                _ = try LayoutConstraint(item: firstItem ?? a, attribute: first, relatedBy: .equal, toItem: second,
                                         attribute: secondAttribute, multiplier: multiplier, constant: constant)
            }
        }
        #expect(make(.left, b, .width) == .invalidAttributePairing)
        #expect(make(.width, b, .centerX) == .invalidAttributePairing)
        #expect(make(.top, b, .leading) == .invalidAttributePairing)
        #expect(make(.leading, b, .left) == .mixedDirectionalAttributes)
        #expect(make(.rightMargin, b, .trailing) == .mixedDirectionalAttributes)
        #expect(make(.left, nil, .notAnAttribute, constant: 10) == .illegalLocationConstant)
        #expect(make(.centerY, b, .centerY, multiplier: 0) == .illegalLocationConstant)
        #expect(make(.width, b, .notAnAttribute) == .invalidAttributePairing)
        #expect(make(.notAnAttribute, b, .width) == .invalidAttributePairing)
        #expect(make(.width, nil, .notAnAttribute, constant: .infinity) == .nonFiniteNumber)
        #expect(make(.width, b, .width, multiplier: .nan) == .nonFiniteNumber)
        let guide = LayoutGuide(name: "g")
        scene.root.addLayoutGuide(guide)
        #expect(make(.firstBaseline, b, .top, firstItem: guide) == .attributeNotOnLayoutGuide)
        #expect(make(.leadingMargin, b, .leading, firstItem: guide) == .attributeNotOnLayoutGuide)
        // What UIKit allows.
        #expect(make(.width, nil, .notAnAttribute, constant: 10) == nil)
        #expect(make(.width, nil, .width, constant: 10) == nil, "an attribute without an item is ignored, as in UIKit")
        #expect(make(.width, b, .height, multiplier: 0.5) == nil, "aspect ratios relate width to height")
        #expect(make(.width, b, .width, multiplier: 0) == nil, "a dimension may have multiplier 0")
        #expect(make(.firstBaseline, b, .lastBaseline) == nil)
        #expect(make(.leadingMargin, b, .trailing) == nil)
    }

    @Test func anInvalidActiveConstraintMakesEveryLayoutThrowUntilDeactivated() throws {
        let bad = a.widthAnchor.constraint(equalToConstant: .nan)
        bad.identifier = "broken-width"
        bad.isActive = true
        let error = try #require(throws: LayoutError.self) { try scene.layout() }
        #expect(error.kind == .nonFiniteNumber)
        #expect(error.constraint == "<LayoutConstraint 'broken-width' a.width == nan (active)>")
        #expect(throws: LayoutError.self) { try scene.layout() }
        bad.constant = 20
        try scene.layout()
        #expect(a.frame.width == 20)
    }

    @Test func itemsInDifferentHierarchiesHaveNoCommonAncestor() throws {
        let stranger = View(name: "stranger")
        stranger.translatesAutoresizingMaskIntoConstraints = false
        let tie = a.leadingAnchor.constraint(equalTo: stranger.trailingAnchor, constant: 8)
        tie.isActive = true
        let error = try #require(throws: LayoutError.self) { try scene.layout() }
        #expect(error.kind == .noCommonAncestor)
        #expect(error.message.hasPrefix("Unable to activate constraint with anchors a.leading and stranger.trailing because they have no common ancestor."))
        #expect(error.constraint == "<LayoutConstraint a.leading == stranger.trailing + 8 (active)>")

        // Another scene's view is no better.
        let other = Scene(width: 10, height: 10)
        tie.isActive = false
        a.topAnchor.constraint(equalTo: other.root.topAnchor).isActive = true
        #expect(throws: LayoutError.self) { try scene.layout() }
    }

    @Test func anOutOfRangePriorityIsReportedWhenLaidOut() throws {
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.priority = 0
        c.isActive = true
        let error = try #require(throws: LayoutError.self) { try scene.layout() }
        #expect(error.kind == .invalidPriority)
        c.isActive = false
        c.priority = 1001
        c.isActive = true
        #expect(throws: LayoutError.self) { try scene.layout() }
        c.isActive = false
        c.priority = 0.5
        c.isActive = true
        try scene.layout()
    }

    @Test func attributesKeepUIKitsRawValues() {
        #expect(LayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(LayoutConstraint.Attribute.left.rawValue == 1)
        #expect(LayoutConstraint.Attribute.centerY.rawValue == 10)
        #expect(LayoutConstraint.Attribute.lastBaseline.rawValue == 11)
        #expect(LayoutConstraint.Attribute.firstBaseline.rawValue == 12)
        #expect(LayoutConstraint.Attribute.leftMargin.rawValue == 13)
        #expect(LayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(LayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(LayoutConstraint.Attribute.leadingMargin.unmarginated == .leading)
        #expect(LayoutConstraint.Attribute.firstBaseline.axis == .vertical)
        #expect(LayoutConstraint.Attribute.notAnAttribute.axis == nil)
    }

    @Test func prioritiesReadAsUIKits() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh == 750)
        #expect(LayoutPriority.defaultLow == LayoutPriority(250))
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority.defaultHigh + 1 == 751)
        #expect(LayoutPriority.required - 1 < .required)
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.priority = 999.5
        #expect(c.priority.rawValue == 999.5)
        #expect(c.relationDescription == "a.width == 10 @999.5")
    }

    @Test func constraintsReportTheirPartsAsNSLayoutConstraintDoes() throws {
        let c = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: -4)
        #expect(c.firstItem === b)
        #expect(c.firstAttribute == .width)
        #expect(c.relation == .equal)
        #expect(c.secondItem === a)
        #expect(c.secondAttribute == .width)
        #expect(c.multiplier == 2)
        #expect(c.constant == -4)
        #expect(!c.isActive)
        #expect(c.kind == .explicit)
        #expect(c.logDescription == "<LayoutConstraint b.width == 2*a.width - 4 (inactive)>")
        let constant = a.heightAnchor.constraint(lessThanOrEqualToConstant: 44)
        #expect(constant.secondItem == nil)
        #expect(constant.secondAttribute == .notAnAttribute)
        LayoutConstraint.activate([c, constant])
        #expect(c.isActive && constant.isActive)
        #expect(scene.activeConstraints.map(\.relationDescription) == ["b.width == 2*a.width - 4", "a.height <= 44"])
        LayoutConstraint.deactivate([c])
        #expect(scene.activeConstraints.count == 1)
        #expect(a.topAnchor.description == "a.top")
        let spaced = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        #expect(spaced.relationDescription == "b.leading == a.trailing + 16")
    }
}

/// Rules anchors cannot enforce at compile time are enforced when laying out.
@Suite struct DeferredValidationTests {
    @Test func leadingAgainstLeftFromAnchorsIsRefusedAtLayout() throws {
        let scene = Scene(width: 100, height: 100)
        let a = scene.root.addConstrainedSubview("a")
        let mixed = a.leadingAnchor.constraint(equalTo: scene.root.leftAnchor, constant: 8)
        mixed.isActive = true
        let error = try #require(throws: LayoutError.self) { try scene.layout() }
        #expect(error.kind == .mixedDirectionalAttributes)
        #expect(error.constraint == "<LayoutConstraint a.leading == root.left + 8 (active)>")
        #expect(mixed.isActive, "it stays active until fixed")
        mixed.isActive = false
        try scene.layout()
    }

    @Test func aConstraintWhoseItemIsGoneIsReported() throws {
        let scene = Scene(width: 100, height: 100)
        let a = scene.root.addConstrainedSubview("a")
        var constraint: LayoutConstraint?
        do {
            let guide = LayoutGuide(name: "transient")
            constraint = a.widthAnchor.constraint(equalTo: guide.widthAnchor)
            constraint?.isActive = true
        }
        #expect(constraint?.secondItem == nil, "items are held weakly, as in UIKit")
        let error = try #require(throws: LayoutError.self) { try scene.layout() }
        #expect(error.kind == .missingItem)
    }

    @Test func aSceneSizeMustBeAFiniteSize() throws {
        let scene = Scene(width: 100, height: 100)
        try scene.layout()
        for size in [CGSize(width: -1, height: 10), CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity)] {
            scene.size = size
            let error = try #require(throws: LayoutError.self) { try scene.layout() }
            #expect(error.kind == .invalidSceneSize)
        }
        scene.size = CGSize(width: 50, height: 60)
        try scene.layout()
        expectFrame(scene.root.frame, 0, 0, 50, 60)
    }

    @Test func aChangedConstantIsValidatedAgain() throws {
        let scene = Scene(width: 100, height: 100)
        let a = scene.root.addConstrainedSubview("a")
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        try scene.layout()
        width.constant = .infinity
        #expect(throws: LayoutError.self) { try scene.layout() }
        width.constant = 20
        try scene.layout()
        #expect(a.frame.width == 20)
    }
}
