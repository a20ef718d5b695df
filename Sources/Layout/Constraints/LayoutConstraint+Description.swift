extension LayoutConstraint {
    /// The constraint as UIKit's log prints it, with our names and no
    /// addresses: `<LayoutConstraint 'id' blue.width >= 150 (active)>`,
    /// `<NSAutoresizingMaskLayoutConstraint h=--& v=--& blue.minY == 0 (active)>`.
    public var logDescription: String {
        let id = identifier.map { "'\($0)' " } ?? ""
        let state = isActive ? "active" : "inactive"
        return "<\(className) \(id)\(relationDescription) (\(state))>"
    }

    /// The class UIKit would use for it.
    var className: String {
        switch kind {
        case .autoresizingMask: "NSAutoresizingMaskLayoutConstraint"
        case .contentHugging, .contentCompressionResistance: "NSContentSizeLayoutConstraint"
        default: "LayoutConstraint"
        }
    }

    /// The relation alone, in UIKit's notation: `red.width == 2*blue.width @750`,
    /// `blue.trailing == red.leading - 8`, `h=--& v=--& blue.minX == 0` (an
    /// autoresizing constraint states the frame in the superview's coordinates).
    public var relationDescription: String {
        let first = "\(firstItem?.name ?? "nil").\(firstAttributeName)"
        var right = ""
        if let secondItem, kind != .autoresizingMask || secondAttribute.isDimension {
            let factor = multiplier == 1 ? "" : "\(formatted(multiplier))*"
            right = "\(factor)\(secondItem.name).\(secondAttribute)"
            if constant > 0 { right += " + \(formatted(constant))" }
            if constant < 0 { right += " - \(formatted(-constant))" }
        } else {
            right = formatted(constant)
        }
        var text = "\(first) \(relation) \(right)"
        switch kind {
        case .autoresizingMask: text = "\((firstItem as? View)?.autoresizingMask.logCode ?? "h=--& v=--&") " + text
        case .contentHugging: text += " Hug:\(storedPriority)"
        case .contentCompressionResistance: text += " CompressionResistance:\(storedPriority)"
        default: if !storedPriority.isRequired { text += " @\(storedPriority)" }
        }
        return text
    }

    /// UIKit's autoresizing constraints say minX and minY, not left and top.
    private var firstAttributeName: String {
        guard kind == .autoresizingMask else { return firstAttribute.description }
        switch firstAttribute {
        case .left: return "minX"
        case .top: return "minY"
        default: return firstAttribute.description
        }
    }
}
