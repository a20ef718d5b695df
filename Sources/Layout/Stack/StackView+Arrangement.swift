import Foundation

// The constraints a stack view makes, as UIKit makes them (identifiers as in
// UIKit's logs). Along the axis ("main"): the first visible item's leading
// edge on the stack's (UISV-canvas-connection), the last one's trailing edge
// likewise, and spacing between neighbours (UISV-spacing), equal for the
// fill distributions and at least `spacing` for equal spacing and centring;
// plus what the distribution adds. Across the axis: both edges pinned for
// `fill`; otherwise the alignment (UISV-alignment), the item kept inside the
// stack at 999.5 (UISV-spanning-boundary), the stack fitted round its items
// at 51 (UISV-spanning-fit) and each item's cross size pulled to zero at 25
// (UISV-ambiguity-suppression), so an item with no intrinsic size is not
// left ambiguous (an item at rest: to its resting size, at 52).

extension Scene {
    func addArrangement(of stack: StackView, to roles: inout ImpliedBuilder) {
        let arranged = stack.arrangedInside
        let visible = arranged.filter { !$0.isHidden }
        let horizontal = stack.axis == .horizontal
        let margins = stack.isLayoutMarginsRelativeArrangement
        typealias A = LayoutConstraint.Attribute
        let lead: A = horizontal ? .leading : .top
        let trail: A = horizontal ? .trailing : .bottom
        let crossLead: A = horizontal ? .top : .leading
        let crossTrail: A = horizontal ? .bottom : .trailing
        let crossCenter: A = horizontal ? .centerY : .centerX
        let length: A = horizontal ? .width : .height
        let crossLength: A = horizontal ? .height : .width
        func edge(_ attribute: A) -> A { margins ? Self.marginAttribute(attribute) : attribute }
        if margins { _ = stack.layoutMarginsGuide }

        var counter = 0
        func add(_ name: String, _ first: View, _ attribute: A, _ second: LayoutItem?,
                 _ secondAttribute: A = .notAnAttribute, relation: LayoutConstraint.Relation = .equal, multiplier: CGFloat = 1,
                 constant: CGFloat = 0, priority: LayoutPriority = .required)
        {
            counter += 1
            roles.add(.arrangement(counter), .stackView, attribute, relation: relation, to: second, secondAttribute,
                      multiplier: multiplier, constant: constant, priority: priority, identifier: "UISV-\(name)",
                      first: first)
        }

        // Hidden items collapse where they stand, and take part in nothing
        // else but the alignment across (a podcast cell's hidden badges
        // stored 18 pt down a 50-pt stack centring its views). Between two
        // visible items one lies in the middle of the spacing (an ad demo's
        // hidden button stored 5 pt below its neighbour in a stack spaced
        // 10, a tip box's 12 pt in one spaced 24, Xcode 12 and 16).
        let loose = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        for view in arranged where view.isHidden {
            add("hiding", view, length, nil, constant: 0)
            let before = arranged.prefix { $0 !== view }.last { !$0.isHidden }
            let after = arranged.drop { $0 !== view }.contains { !$0.isHidden }
            if let before {
                add("hiding", view, lead, before, trail, constant: after && !loose ? stack.spacing / 2 : 0)
            } else {
                add("hiding", view, lead, stack, edge(lead))
            }
            switch stack.alignment {
            case .center: add("alignment", view, crossCenter, stack, edge(crossCenter))
            case .trailing: add("alignment", stack, edge(crossTrail), view, crossTrail)
            default: add("hiding", view, crossLead, stack, edge(crossLead))
            }
            add("hiding", view, crossLength, stack, crossLength, priority: LayoutPriority(25))
        }
        guard let first = visible.first, let last = visible.last else {
            add("canvas-fit", stack, length, nil, constant: 0, priority: LayoutPriority(49))
            return
        }

        // Along the axis.
        add("canvas-connection", first, lead, stack, edge(lead))
        add("canvas-connection", stack, edge(trail), last, trail)
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let baselines = stack.isBaselineRelativeArrangement && !horizontal
            add("spacing", next, baselines ? .firstBaseline : lead, previous, baselines ? .lastBaseline : trail,
                relation: loose ? .greaterThanOrEqual : .equal, constant: stack.spacing)
        }
        switch stack.distribution {
        case .fill: break
        case .fillEqually:
            for view in visible.dropFirst() { add("fill-equally", view, length, first, length) }
        case .fillProportionally:
            // A view with no intrinsic size along the axis counts at its
            // current size, as UIKit counts it: here where it rests
            // (``View/restingFrame``), or else nothing (a stack of stacks
            // keeps the heights it was drawn at, where it collapsed).
            let sizes = visible.map { view -> CGFloat in
                let size = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                let resting = view.restingAlignmentRect.map { horizontal ? $0.width : $0.height } ?? 0
                return size >= 0 ? size : max(resting, 0)
            }
            let spacing = stack.spacing * CGFloat(visible.count - 1)
            let total = sizes.reduce(0, +) + spacing
            // Arranged relative to its margins, the stack shares out the
            // room between them (a health app's profile card stored round
            // its labels at their own heights, 12-pt margins above and below).
            let canvas: LayoutItem = margins ? stack.layoutMarginsGuide : stack
            if total > 0 {
                for (index, (view, size)) in zip(visible, sizes).enumerated() {
                    add("fill-proportionally", view, length, canvas, length,
                        multiplier: size / total, priority: LayoutPriority(Float(999 - min(index, 998))))
                }
            }
        case .equalSpacing, .equalCentering:
            let centring = stack.distribution == .equalCentering
            let gaps = visible.count - 1
            while stack.spacerGuides.count < gaps {
                let guide = LayoutGuide(name: "\(stack.name).UISV-distributing\(stack.spacerGuides.count)",
                                        kind: .stackSpacer)
                guide.owningView = stack
                stack.spacerGuides.append(guide)
            }
            for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
                let guide = stack.spacerGuides[index]
                let center: A = horizontal ? .centerX : .centerY
                roles.add(.arrangement(counter + 1), .stackView, lead, to: previous, centring ? center : trail,
                          identifier: "UISV-distributing-edge", first: guide)
                roles.add(.arrangement(counter + 2), .stackView, trail, to: next, centring ? center : lead,
                          identifier: "UISV-distributing-edge", first: guide)
                roles.add(.arrangement(counter + 3), .stackView, crossLead, to: stack, crossLead,
                          identifier: "UISV-distributing-edge", first: guide)
                roles.add(.arrangement(counter + 4), .stackView, crossLength, constant: 0,
                          identifier: "UISV-distributing-edge", first: guide)
                counter += 4
                if index > 0 {
                    counter += 1
                    roles.add(.arrangement(counter), .stackView, length, to: stack.spacerGuides[0], length,
                              priority: centring ? LayoutPriority(149) : .required,
                              identifier: "UISV-fill-equally", first: guide)
                }
            }
            add("canvas-fit", stack, length, nil, constant: 0, priority: LayoutPriority(49))
            // An item at rest with no length of its own keeps the length it
            // was drawn at against that fit, as Xcode keeps it: an empty
            // image view in a message overlay's column, stored 140 pt high,
            // was pulled to a negative height to close the stack.
            for view in visible {
                let own = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                guard own < 0, let rest = view.restingAlignmentRect else { continue }
                add("ambiguity-suppression", view, length, nil, constant: horizontal ? rest.width : rest.height,
                    priority: LayoutPriority(50))
            }
        }

        // Across the axis.
        for view in visible {
            switch stack.alignment {
            case .fill:
                add("alignment", view, crossLead, stack, edge(crossLead))
                add("alignment", stack, edge(crossTrail), view, crossTrail)
                continue
            case .leading: add("alignment", view, crossLead, stack, edge(crossLead))
            case .trailing: add("alignment", stack, edge(crossTrail), view, crossTrail)
            case .center: add("alignment", view, crossCenter, stack, edge(crossCenter))
            case .firstBaseline, .lastBaseline:
                if horizontal {
                    let baseline: A = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    if view !== first { add("alignment", view, baseline, first, baseline) }
                } else {
                    add("alignment", view, stack.alignment == .firstBaseline ? crossLead : crossTrail,
                        stack, edge(stack.alignment == .firstBaseline ? crossLead : crossTrail))
                }
            }
            // Baseline alignment in a horizontal stack binds the stack's top
            // (bottom for last baselines) to its first view's alone, required,
            // and leaves the other views' tops free: a taller view further on
            // sticks out of the stack. UIKit has done so since iOS 9 (rdar
            // 32291130); Interface Builder's stored frames show it.
            let firstBaselineRow = horizontal && stack.alignment == .firstBaseline
            let lastBaselineRow = horizontal && stack.alignment == .lastBaseline
            if lastBaselineRow || !firstBaselineRow {
                add("spanning-boundary", view, crossLead, stack, edge(crossLead), relation: .greaterThanOrEqual,
                    priority: LayoutPriority(999.5))
            } else if view === first {
                add("canvas-connection", view, crossLead, stack, edge(crossLead), relation: .greaterThanOrEqual)
            }
            if firstBaselineRow || !lastBaselineRow {
                add("spanning-boundary", stack, edge(crossTrail), view, crossTrail, relation: .greaterThanOrEqual,
                    priority: LayoutPriority(999.5))
            } else if view === first {
                add("canvas-connection", stack, edge(crossTrail), view, crossTrail, relation: .greaterThanOrEqual)
            }
            // A view at rest is pulled to its resting size instead
            // (View.restingFrame), and holds it against the stack's pull to
            // fit (51), as Xcode keeps it drawn (a server row's 50-pt boxes
            // in a centring stack, stored 50 pt high, not 0).
            let resting = view.restingAlignmentRect.map { horizontal ? $0.height : $0.width }
            add("ambiguity-suppression", view, crossLength, nil, constant: resting ?? 0,
                priority: LayoutPriority(resting == nil ? 25 : 52))
        }
        if stack.alignment != .fill {
            add("spanning-fit", stack, crossLength, nil, constant: 0, priority: LayoutPriority(51))
        }
    }

    /// `.leading` → `.leadingMargin`, and so on.
    static func marginAttribute(_ attribute: LayoutConstraint.Attribute) -> LayoutConstraint.Attribute {
        switch attribute {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: attribute
        }
    }
}
