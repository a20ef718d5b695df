import Foundation

// The constraints the model adds on the programmer's behalf, named as UIKit
// names them so that a conflict log reads like a device's:
// - the root's size, 'UIView-Encapsulated-Layout-Width'/'-Height';
// - a translating view's frame, NSAutoresizingMaskLayoutConstraint h=--& v=--&;
// - intrinsic content size, NSContentSizeLayoutConstraint (hugging `<=`,
//   compression resistance `>=`, at the view's priorities);
// - the edges of safe-area and margins guides, 'UIViewSafeAreaLayoutGuide-top',
//   'UIView-topMargin-guide-constraint'; of a keyboard guide with no keyboard
//   shown, 'UIKeyboardLayoutGuide-top' at the safe area's bottom;
// - a view's resting frame (`View.restingFrame`, no UIKit counterpart: what
//   Interface Builder keeps of a view its constraints leave free), below
//   every priority.
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
                    addAutoresizing(of: view, in: superview, to: &roles)
                }
                addContentSize(of: view, to: &roles)
                if let stack = view as? StackView { addArrangement(of: stack, to: &roles) }
                if let frame = view.restingAlignmentRect, !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview {
                    addRest(of: view, at: frame, in: superview, to: &roles)
                }
            } else if let guide = item as? LayoutGuide, let owner = guide.owningView {
                switch guide.kind {
                case .safeArea: addEdges(of: guide, in: owner, insets: owner.safeAreaInsets, to: &roles) {
                    "UIViewSafeAreaLayoutGuide-\($0)"
                }
                case .layoutMargins: addEdges(of: guide, in: owner, insets: owner.effectiveLayoutMargins, to: &roles) {
                    "UIView-\($0)Margin-guide-constraint"
                }
                case .readableContent: addEdges(of: guide, in: owner, insets: owner.readableInsets, to: &roles) {
                    "UIView-\($0)ReadableContent-guide-constraint"
                }
                case .keyboard: addKeyboardEdges(of: guide, in: owner, to: &roles)
                case .scrollContent:
                    roles.add(.guideEdge(.left), .systemGuide, .left, to: owner, .left, constant: 0,
                              identifier: "UIScrollView-contentLayoutGuide-left")
                    roles.add(.guideEdge(.top), .systemGuide, .top, to: owner, .top, constant: 0,
                              identifier: "UIScrollView-contentLayoutGuide-top")
                case .scrollFrame: addEdges(of: guide, in: owner, insets: .zero, to: &roles) {
                    "UIScrollView-frameLayoutGuide-\($0)"
                }
                case .custom, .stackSpacer: break
                }
            }
            all += roles.finish()
        }
        return all
    }

    /// A view's resting frame, as its alignment rectangle `frame`: its left,
    /// top, width and height at the weakest priority.
    private func addRest(of view: View, at frame: CGRect, in superview: View, to roles: inout ImpliedBuilder) {
        let priority = View.restingPriority
        let shift = superview.boundsOrigin
        roles.add(.rest(.left), .restingFrame, .left, to: superview, .left, constant: frame.minX - shift.x, priority: priority)
        roles.add(.rest(.top), .restingFrame, .top, to: superview, .top, constant: frame.minY - shift.y, priority: priority)
        roles.add(.rest(.width), .restingFrame, .width, constant: frame.width, priority: priority)
        roles.add(.rest(.height), .restingFrame, .height, constant: frame.height, priority: priority)
    }

    /// A translating view's frame, relative to its superview: fixed parts as
    /// constants, flexible ones as a share of the change in the superview's
    /// size since the frame was set (`x == share × superview.width + c`).
    private func addAutoresizing(of view: View, in superview: View, to roles: inout ImpliedBuilder) {
        let frame = view.autoresizingFrame
        let mask = view.autoresizingMask
        let reference = view.autoresizingReferenceSize ?? CGSize(width: frame.maxX, height: frame.maxY)
        let h = AutoresizingMask.shares(before: frame.minX, size: frame.width, after: reference.width - frame.maxX,
                                        flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                   mask.contains(.flexibleRightMargin)))
        let v = AutoresizingMask.shares(before: frame.minY, size: frame.height, after: reference.height - frame.maxY,
                                        flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                   mask.contains(.flexibleBottomMargin)))
        // Positions are in the alignment rectangle's terms, as constraints are.
        let insets = view.alignmentRectInsets
        // The frame is in the superview's bounds coordinates (``View/boundsOrigin``).
        let shift = superview.boundsOrigin
        func add(_ role: ImpliedRole, _ attribute: LayoutConstraint.Attribute, _ dimension: LayoutConstraint.Attribute,
                 share: CGFloat, value: CGFloat, referenceSize: CGFloat)
        {
            let value = value - (attribute == .left ? shift.x : attribute == .top ? shift.y : 0)
            if share == 0 {
                if attribute.isLocation {
                    roles.add(role, .autoresizingMask, attribute, to: superview, attribute, constant: value)
                } else {
                    roles.add(role, .autoresizingMask, attribute, constant: value)
                }
            } else {
                roles.add(role, .autoresizingMask, attribute, to: superview, dimension, multiplier: share,
                          constant: value - share * referenceSize)
            }
        }
        add(.autoresizingX, .left, .width, share: h.position, value: frame.minX + insets.left, referenceSize: reference.width)
        add(.autoresizingY, .top, .height, share: v.position, value: frame.minY + insets.top, referenceSize: reference.height)
        add(.autoresizingWidth, .width, .width, share: h.size, value: frame.width - insets.left - insets.right,
            referenceSize: reference.width)
        add(.autoresizingHeight, .height, .height, share: v.size, value: frame.height - insets.top - insets.bottom,
            referenceSize: reference.height)
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

    /// The keyboard guide with no keyboard shown: the owner's sides and
    /// bottom, its top at the bottom of the owner's safe area.
    private func addKeyboardEdges(of guide: LayoutGuide, in owner: View, to roles: inout ImpliedBuilder) {
        for edge in [LayoutConstraint.Attribute.left, .right, .bottom] {
            roles.add(.guideEdge(edge), .systemGuide, edge, to: owner, edge, constant: 0,
                      identifier: "UIKeyboardLayoutGuide-\(edge.description)")
        }
        roles.add(.guideEdge(.top), .systemGuide, .top, to: owner, .bottom, constant: -owner.safeAreaInsets.bottom,
                  identifier: "UIKeyboardLayoutGuide-top")
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
                      multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required,
                      identifier: String? = nil, first: LayoutItem? = nil)
    {
        let first = first ?? item
        let constraint: LayoutConstraint
        if let cached = item.impliedConstraints[role], cached.firstItem === first, cached.secondItem === second,
           cached.relation == relation, cached.firstAttribute == attribute, cached.multiplier == multiplier,
           cached.secondAttribute == (second == nil ? .notAnAttribute : secondAttribute), cached.kind == kind
        {
            cached.constant = constant
            cached.storedPriority = priority
            constraint = cached
        } else {
            constraint = LayoutConstraint(first: first, attribute, relation, second: second, secondAttribute,
                                          multiplier: multiplier, constant: constant, priority: priority, kind: kind,
                                          identifier: identifier)
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
