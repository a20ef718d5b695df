import Cassowary
import Foundation

// How a LayoutConstraint becomes a linear constraint on the items' unknowns.
//
// Every item has minX, minY, width and height in the root's coordinates; the
// root's origin is the constant 0. An attribute is a linear expression of
// those (right = minX + width, centerY = minY + height/2, a label's baseline
// = minY + height/2 + offset). A constraint compares locations in the
// coordinates of the items' nearest common ancestor A, as UIKit does, so
//
//     first.a1 ⋄ m × second.a2 + c   becomes   (a1 - A.origin) - m × (a2 - A.origin) - c ⋄ 0.
//
// With m = 1 the origins cancel; with m = 0.7 they make the multiplier act
// on the distance from A's edge, which is what the slider document means.

extension LayoutItem {
    /// Whether this is the root of a scene, whose origin is fixed at zero.
    var isSceneRoot: Bool { (self as? View)?.owningScene != nil }

    /// The minimum x in the root's coordinates.
    var originX: Cassowary.Expression {
        isSceneRoot ? Cassowary.Expression(constant: 0) : Cassowary.Expression(minX)
    }

    /// The minimum y in the root's coordinates.
    var originY: Cassowary.Expression {
        isSceneRoot ? Cassowary.Expression(constant: 0) : Cassowary.Expression(minY)
    }

    /// `attribute` (not a margin one) in the root's coordinates.
    func expression(for attribute: LayoutConstraint.Attribute, direction: LayoutDirection) -> Cassowary.Expression {
        // A view aligns by its alignment rectangle, inset from its frame.
        if let insets = (self as? View)?.alignmentRectInsets, insets != .zero {
            let frame = frameExpression(for: attribute, direction: direction)
            switch attribute {
            case .left: return frame + Double(insets.left)
            case .right: return frame - Double(insets.right)
            case .centerX: return frame + Double(insets.left - insets.right) / 2
            case .leading, .trailing:
                let left = (attribute == .leading) == (direction == .leftToRight)
                return frame + (left ? Double(insets.left) : -Double(insets.right))
            case .width: return frame - Double(insets.left + insets.right)
            case .top: return frame + Double(insets.top)
            case .bottom: return frame - Double(insets.bottom)
            case .centerY: return frame + Double(insets.top - insets.bottom) / 2
            case .height: return frame - Double(insets.top + insets.bottom)
            default: return frame
            }
        }
        return frameExpression(for: attribute, direction: direction)
    }

    /// `attribute` of the frame itself, in the root's coordinates.
    private func frameExpression(for attribute: LayoutConstraint.Attribute, direction: LayoutDirection) -> Cassowary.Expression {
        switch attribute {
        case .left: originX
        case .right: originX + width
        case .centerX: originX + width * 0.5
        case .leading: frameExpression(for: direction == .leftToRight ? .left : .right, direction: direction)
        case .trailing: frameExpression(for: direction == .leftToRight ? .right : .left, direction: direction)
        case .width: Cassowary.Expression(width)
        case .top: originY
        case .bottom: originY + height
        case .centerY: originY + height * 0.5
        case .height: Cassowary.Expression(height)
        case .firstBaseline, .lastBaseline:
            baselineExpression(attribute == .firstBaseline)
        default: Cassowary.Expression()
        }
    }

    private func baselineExpression(_ first: Bool) -> Cassowary.Expression {
        // Only views have baselines; validation keeps them off guides.
        guard let baselines = (self as? View)?.baselines() else { return originY + height }
        let position = first ? baselines.first : baselines.last
        return originY + height * position.heightFactor + position.offset
    }
}

extension LayoutConstraint {
    /// The item and plain attribute an attribute stands for: a margin
    /// attribute of a view is the attribute of its layout-margins guide.
    static func resolve(_ item: LayoutItem, _ attribute: Attribute) -> (LayoutItem, Attribute) {
        guard attribute.isMargin, let view = item as? View else { return (item, attribute) }
        return (view.layoutMarginsGuide, attribute.unmarginated)
    }

    /// The view whose coordinates the constraint is evaluated in; nil for a
    /// size against a constant, which needs none.
    ///
    /// - Throws: ``LayoutError/Kind/noCommonAncestor``.
    func commonAncestor() throws -> View? {
        guard hasSecondItem else { return nil }
        guard let firstItem, let secondItem else {
            throw LayoutError(.missingItem, self, "An item of the constraint no longer exists.")
        }
        guard let ancestor = firstItem.nearestCommonAncestor(with: secondItem) else {
            throw LayoutError(.noCommonAncestor, self,
                "Unable to activate constraint with anchors \(firstItem.name).\(firstAttribute) and "
                    + "\(secondItem.name).\(secondAttribute) because they have no common ancestor. Does the "
                    + "constraint or its anchors reference items in different view hierarchies? That's illegal. "
                    + "Add both to one view hierarchy, or deactivate the constraint.")
        }
        return ancestor
    }

    /// The linear constraint the solver is given, `first - (m × second + c) ⋄ 0`.
    ///
    /// The result is cached with everything it depends on, so an unchanged
    /// constraint hands the solver the very object it already holds and a
    /// relayout costs what changed, not a recompilation of the scene.
    func compiled(direction sceneDirection: LayoutDirection) throws -> Cassowary.Constraint {
        guard let firstItem else { throw LayoutError(.missingItem, self, "Its first item no longer exists.") }
        let generation = HierarchyGeneration.current
        // The hierarchy is unchanged since the last compilation: so is the ancestor.
        let ancestor: View? = if let compilation, compilation.generation == generation, hasSecondItem {
            compilation.ancestor
        } else {
            try commonAncestor()
        }
        // Leading and trailing run as the view arranging both items says
        // (``layoutDirection(relativeTo:)``).
        let direction = ancestor?.semanticContentAttribute.layoutDirection(relativeTo: sceneDirection) ?? sceneDirection
        var baselines: [BaselinePosition] = []
        if firstAttribute.isBaseline, let view = firstItem as? View {
            baselines += [view.baselines().first, view.baselines().last]
        }
        if secondAttribute.isBaseline, let view = secondItem as? View {
            baselines += [view.baselines().first, view.baselines().last]
        }
        let key = CompilationKey(
            constant: constant, priority: storedPriority,
            direction: firstAttribute.isDirectional || secondAttribute.isDirectional ? direction : nil,
            ancestor: ancestor.map(ObjectIdentifier.init), baselines: baselines)
        if let compilation, compilation.key == key {
            compilation.generation = generation
            return compilation.linear
        }
        func side(_ item: LayoutItem, _ attribute: Attribute) -> Cassowary.Expression {
            let (item, attribute) = Self.resolve(item, attribute)
            var value = item.expression(for: attribute, direction: direction)
            if attribute.isLocation, let ancestor {
                value = value - (attribute.axis == .vertical ? ancestor.originY : ancestor.originX)
            }
            return value
        }
        // Right-to-left mirrors leading and trailing: the constraint holds
        // as it reads with x running leftwards. Its constant runs leftwards,
        // so `leading == superview.leading + 8` stays 8 inside; and an
        // inequality turns round with it, so `trailing <= superview.trailing
        // - 8` keeps the view 8 inside its superview's left side, as it
        // keeps it inside the right one left to right (unturned, it let a
        // label run 45 pt past a neighbour it was to stay 8 pt clear of).
        let mirrored = direction == .rightToLeft && (firstAttribute.isDirectional || secondAttribute.isDirectional)
        var expression = side(firstItem, firstAttribute) - Double(mirrored ? -constant : constant)
        if let secondItem {
            expression = expression - side(secondItem, secondAttribute) * Double(multiplier)
        }
        let relation: Cassowary.Constraint.Relation = switch (relation, mirrored) {
        case (.equal, _): .equal
        case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): .lessThanOrEqual
        case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): .greaterThanOrEqual
        }
        let linear = Cassowary.Constraint(expression, relation, strength: Strength(Double(storedPriority.rawValue)))
        compilation = Compilation(key: key, linear: linear, generation: generation, ancestor: ancestor)
        return linear
    }
}

/// A constraint's last linear form, what it was compiled from, and the
/// hierarchy generation it was compiled at. A class, so that reading the
/// cache copies nothing.
final class Compilation {
    let key: CompilationKey
    let linear: Cassowary.Constraint
    var generation: Int
    /// Held weakly: a cache must not keep a removed view alive.
    weak var ancestor: View?

    init(key: CompilationKey, linear: Cassowary.Constraint, generation: Int, ancestor: View?) {
        self.key = key
        self.linear = linear
        self.generation = generation
        self.ancestor = ancestor
    }
}

/// What a constraint's linear form depends on besides its fixed parts
/// (items, attributes, relation, multiplier).
struct CompilationKey: Equatable {
    var constant: CGFloat
    var priority: LayoutPriority
    /// The layout direction, for constraints on leading or trailing.
    var direction: LayoutDirection?
    /// The view whose coordinates locations are compared in.
    var ancestor: ObjectIdentifier?
    /// The items' baselines, for constraints on baselines.
    var baselines: [BaselinePosition]
}

extension Cassowary.Constraint {
    /// Whether two constraints say the same thing (same variables, numbers,
    /// relation and strength), so an unchanged one stays in the solver.
    func isSame(as other: Cassowary.Constraint) -> Bool {
        if self === other { return true }
        guard relation == other.relation, strength == other.strength,
              expression.constant == other.expression.constant,
              expression.terms.count == other.expression.terms.count else { return false }
        return zip(expression.terms, other.expression.terms).allSatisfy {
            $0.variable === $1.variable && $0.coefficient == $1.coefficient
        }
    }

    /// `expression ⋄ 0` measured in the solver's solution: how far the
    /// constraint is from holding (0 when it holds).
    func shortfall(in solver: Solver) -> Double {
        shortfall { solver.value(of: $0) }
    }

    /// The shortfall with the variables' values read from `value`.
    func shortfall(_ value: (Variable) -> Double) -> Double {
        let value = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value($1.variable) }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}
