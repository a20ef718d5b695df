import Layout

/// Items whose width and height are both set to numbers by required
/// equalities (`icon.width == 30`, `icon.height == 30`). A small one has its
/// size said once, `30 × 30`, beside it, rather than by two dimension lines
/// outside it whose labels crowd its neighbours (three 30-pt icons in a
/// column drew six `= 30` down the side of the picture).
struct FixedSizes {
    /// An item's two constraints.
    struct Pair {
        let width: LayoutConstraint
        let height: LayoutConstraint
    }

    private let pairs: [ObjectIdentifier: Pair]

    init(constraints: [LayoutConstraint]) {
        var widths: [ObjectIdentifier: [LayoutConstraint]] = [:]
        var heights: [ObjectIdentifier: [LayoutConstraint]] = [:]
        for constraint in constraints where constraint.secondItem == nil && constraint.relation == .equal
            && constraint.priority.isRequired && constraint.multiplier == 1
        {
            guard let item = constraint.firstItem else { continue }
            switch constraint.firstAttribute {
            case .width: widths[ObjectIdentifier(item), default: []].append(constraint)
            case .height: heights[ObjectIdentifier(item), default: []].append(constraint)
            default: break
            }
        }
        var pairs: [ObjectIdentifier: Pair] = [:]
        for (item, width) in widths where width.count == 1 {
            guard let height = heights[item], height.count == 1 else { continue }
            pairs[item] = Pair(width: width[0], height: height[0])
        }
        self.pairs = pairs
    }

    /// `item`'s width and height constraints, when both are plain numbers
    /// (one of each).
    func pair(of item: LayoutItem) -> Pair? {
        pairs.isEmpty ? nil : pairs[ObjectIdentifier(item)]
    }
}
