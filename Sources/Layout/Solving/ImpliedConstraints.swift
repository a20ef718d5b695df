import Foundation

// The constraints the model adds on the programmer's behalf, named as UIKit
// names them so that a conflict log reads like a device's:
// - the root's size, 'UIView-Encapsulated-Layout-Width'/'-Height';
// - a translating view's frame, NSAutoresizingMaskLayoutConstraint h=--& v=--&;
// - intrinsic content size, NSContentSizeLayoutConstraint (hugging `<=`,
//   compression resistance `>=`, at the view's priorities);
// - the edges of safe-area and margins guides, 'UIViewSafeAreaLayoutGuide-top',
//   'UIView-topMargin-guide-constraint'.
// Each is cached on its item under a role so that it keeps its identity from
// one layout to the next; only a changed number reaches the solver.

extension Scene {
    /// The implied constraints of the whole scene, item by item depth first.
    func impliedConstraints(of items: [LayoutItem]) -> [LayoutConstraint] {
        var all: [LayoutConstraint] = []
        for item in items {
            var roles = ImpliedBuilder(item: item)
            if let view = item as? View {
                if view === root {
                    roles.add(.sceneWidth, .sceneSize, .width, constant: size.width,
                              identifier: "UIView-Encapsulated-Layout-Width")
                    roles.add(.sceneHeight, .sceneSize, .height, constant: size.height,
                              identifier: "UIView-Encapsulated-Layout-Height")
                } else if view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
                    let frame = view.autoresizingFrame
                    roles.add(.autoresizingX, .autoresizingMask, .left, to: superview, .left, constant: frame.minX)
                    roles.add(.autoresizingY, .autoresizingMask, .top, to: superview, .top, constant: frame.minY)
                    roles.add(.autoresizingWidth, .autoresizingMask, .width, constant: frame.width)
                    roles.add(.autoresizingHeight, .autoresizingMask, .height, constant: frame.height)
                }
                addContentSize(of: view, to: &roles)
            } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
                switch guide.kind {
                case .safeArea: addEdges(of: guide, in: owner, insets: owner.safeAreaInsets, to: &roles) {
                    "UIViewSafeAreaLayoutGuide-\($0)"
                }
                case .layoutMargins: addEdges(of: guide, in: owner, insets: owner.effectiveLayoutMargins, to: &roles) {
                    "UIView-\($0)Margin-guide-constraint"
                }
                case .custom: break
                }
            }
            all += roles.finish()
        }
        return all
    }

    private func addContentSize(of view: View, to roles: inout ImpliedBuilder) {
        let size = view.intrinsicContentSize
        for (axis, metric, attribute) in [(LayoutConstraint.Axis.horizontal, size.width, LayoutConstraint.Attribute.width),
                                          (.vertical, size.height, .height)] where metric >= 0 {
            roles.add(.hugging(axis), .contentHugging, attribute, relation: .lessThanOrEqual,
                      constant: metric, priority: view.contentHuggingPriority(for: axis))
            roles.add(.compressionResistance(axis), .contentCompressionResistance, attribute,
                      relation: .greaterThanOrEqual, constant: metric,
                      priority: view.contentCompressionResistancePriority(for: axis))
        }
    }

    private func addEdges(of guide: LayoutGuide, in owner: View, insets: EdgeInsets,
                          to roles: inout ImpliedBuilder, identifier: (String) -> String)
    {
        let edges: [(LayoutConstraint.Attribute, CGFloat)] = [
            (.left, insets.left), (.top, insets.top), (.right, -insets.right), (.bottom, -insets.bottom),
        ]
        for (edge, constant) in edges {
            roles.add(.guideEdge(edge), .systemGuide, edge, to: owner, edge, constant: constant,
                      identifier: identifier(edge.description))
        }
    }
}

/// Collects an item's implied constraints for one layout, reusing the cached
/// ones, and forgets the roles no longer used.
struct ImpliedBuilder {
    let item: LayoutItem
    private var used: [ImpliedRole: LayoutConstraint] = [:]
    private var order: [LayoutConstraint] = []

    init(item: LayoutItem) { self.item = item }

    mutating func add(_ role: ImpliedRole, _ kind: LayoutConstraint.Kind, _ attribute: LayoutConstraint.Attribute,
                      relation: LayoutConstraint.Relation = .equal,
                      to second: LayoutItem? = nil, _ secondAttribute: LayoutConstraint.Attribute = .notAnAttribute,
                      constant: CGFloat, priority: LayoutPriority = .required, identifier: String? = nil)
    {
        let constraint: LayoutConstraint
        if let cached = item.impliedConstraints[role], cached.secondItem === second, cached.relation == relation {
            cached.constant = constant
            cached.storedPriority = priority
            constraint = cached
        } else {
            constraint = LayoutConstraint(first: item, attribute, relation, second: second, secondAttribute,
                                          constant: constant, priority: priority, kind: kind, identifier: identifier)
            constraint.storedIsActive = true
        }
        used[role] = constraint
        order.append(constraint)
    }

    /// The constraints in the order added; the cache now holds exactly them.
    mutating func finish() -> [LayoutConstraint] {
        for (role, stale) in item.impliedConstraints where used[role] !== stale {
            stale.storedIsActive = false
        }
        item.impliedConstraints = used
        return order
    }
}
