import Layout

/// Items whose width and height are both set to numbers by required
/// equalities (`field.width == 97`, `field.height == 30`). A small view with
/// no subviews has its size said once inside it, `97 × 30`, where the words
/// fit, rather than by two dimension lines that find no room inside it
/// and whose labels crowd its neighbours (RxSwift's stacked 97 × 30 fields
/// drew a `= 97` and a `= 30` each, some on leaders across the others).
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
