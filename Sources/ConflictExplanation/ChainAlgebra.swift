import ConflictLog

/// The arithmetic of a minimal conflicting set. Each constraint is a linear
/// equation in the items' positions and sizes (an edge is a position plus a
/// fraction of the size, a margin 8 pt inside the edge); a set that cannot
/// hold has multipliers λ that cancel every unknown, leaving
/// Σ λᵢ·constantᵢ ≠ 0. With the container's size as the one side, the other
/// constraints' shares (−λᵢ·constantᵢ) are the numbers that must fit in it.
struct ChainAlgebra {
    /// One constraint as coefficients on named unknowns and a right side.
    struct Row {
        var coefficients: [String: Double] = [:]
        var constant: Double
    }

    /// UIKit's default layout margin, which the log never prints.
    static let margin = 8.0

    /// (unknown, factor on the size, margin offset) of an attribute.
    static func terms(_ attribute: String) -> (position: Double, size: Double, offset: Double, isSize: Bool, vertical: Bool) {
        let vertical = Wording.isVertical(attribute)
        switch attribute {
        case "width", "height": return (0, 1, 0, true, vertical)
        case "left", "leading", "minX", "top", "minY": return (1, 0, 0, false, vertical)
        case "right", "trailing", "maxX", "bottom", "maxY", "baseline", "lastBaseline", "firstBaseline": return (1, 1, 0, false, vertical)
        case "centerX", "midX", "centerY", "midY", "centerXWithinMargins", "centerYWithinMargins": return (1, 0.5, 0, false, vertical)
        case "leftMargin", "leadingMargin", "topMargin": return (1, 0, margin, false, vertical)
        case "rightMargin", "trailingMargin", "bottomMargin": return (1, 1, -margin, false, vertical)
        default: return (1, 0, 0, false, vertical)
        }
    }

    static func row(_ constraint: LoggedConstraint, hierarchy: Hierarchy) -> Row {
        var row = Row(constant: constraint.constant)
        func add(_ anchor: LoggedAnchor, _ factor: Double) {
            let t = terms(anchor.attribute)
            let axis = t.vertical ? "y" : "x"
            if t.position != 0 { row.coefficients["\(anchor.item.key).pos.\(axis)", default: 0] += factor * t.position }
            if t.size != 0 { row.coefficients["\(anchor.item.key).size.\(axis)", default: 0] += factor * t.size }
            row.constant -= factor * t.offset
        }
        add(constraint.first, 1)
        if let second = constraint.second {
            add(second, -constraint.multiplier)
        } else if !terms(constraint.first.attribute).isSize, let parent = hierarchy.parent[constraint.first.item.key] {
            // An autoresizing position, measured from the superview's edge.
            let axis = Wording.isVertical(constraint.first.attribute) ? "y" : "x"
            row.coefficients["\(parent).pos.\(axis)", default: 0] -= 1
        }
        return row
    }

    /// Multipliers λ (one per row, λ[pivot] = 1) with Σ λᵢ·rowᵢ = 0 on every
    /// unknown; nil when there are none with λ[pivot] ≠ 0.
    static func multipliers(_ rows: [Row], pivot: Int) -> [Double]? {
        let unknowns = Array(Set(rows.flatMap(\.coefficients.keys))).sorted()
        // Aᵀ: one row per unknown, one column per constraint.
        var matrix = unknowns.map { unknown in rows.map { $0.coefficients[unknown] ?? 0 } }
        let columns = rows.count
        var pivotColumns: [Int] = []
        var r = 0
        for c in 0..<columns where r < matrix.count {
            guard let p = (r..<matrix.count).max(by: { abs(matrix[$0][c]) < abs(matrix[$1][c]) }), abs(matrix[p][c]) > 1e-9 else { continue }
            matrix.swapAt(r, p)
            let lead = matrix[r][c]
            matrix[r] = matrix[r].map { $0 / lead }
            for other in matrix.indices where other != r && abs(matrix[other][c]) > 1e-12 {
                let factor = matrix[other][c]
                for k in 0..<columns { matrix[other][k] -= factor * matrix[r][k] }
            }
            pivotColumns.append(c)
            r += 1
        }
        let free = (0..<columns).filter { !pivotColumns.contains($0) }
        for column in (free.contains(pivot) ? [pivot] : []) + free {
            var lambda = [Double](repeating: 0, count: columns)
            lambda[column] = 1
            for (rowIndex, c) in pivotColumns.enumerated() { lambda[c] = -matrix[rowIndex][column] }
            guard abs(lambda[pivot]) > 1e-9 else { continue }
            let scale = lambda[pivot]
            return lambda.map { $0 / scale }
        }
        return nil
    }
}
