/// A constraint as a conflict log prints it:
///
///     first.attribute  relation  multiplier × second.attribute + constant
///
/// Autoresizing constraints of one item (`UIView:0x….minX == 204`, `V:[UIView:0x…(140)]`)
/// have no second item: their position is measured in the superview, which
/// the log does not name.
public struct LoggedConstraint: Sendable, Equatable {
    /// Its 1-based input line.
    public var line: Int
    /// The class the log prints: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
    /// `MASLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    public var className: String
    /// Its address (`0x600001c4a0f0`), nil when the paste lost it.
    public var address: String?
    /// The identifier in quotes, e.g. `UIView-Encapsulated-Layout-Height`.
    public var identifier: String?
    /// The left side.
    public var first: LoggedAnchor
    /// `==`, `<=` or `>=`.
    public var relation: LoggedRelation
    /// The factor on the second attribute (1 unless printed).
    public var multiplier: Double
    /// The right side's item and attribute; nil for a constant (a size, or an
    /// autoresizing position in the unnamed superview).
    public var second: LoggedAnchor?
    /// The constant, in points (symbolic spacing such as `NSSpace(8)` included).
    public var constant: Double
    /// The autoresizing flags (`h=--& v=--&`) of an `NSAutoresizingMaskLayoutConstraint`.
    public var autoresizing: String?
    /// The source file and line SnapKit glues to the address (`Views/Card.swift#42`).
    public var sourceLocation: String?
    /// The entry as read (paste damage undone), for quoting.
    public var text: String
    /// The superview a visual-format `|` stands for, when the body has one:
    /// the other item is inside it.
    public var superview: LoggedItem?

    /// Whether the log's class says the system made it from a view's frame.
    public var isAutoresizing: Bool {
        className.hasSuffix("NSAutoresizingMaskLayoutConstraint") || autoresizing != nil
    }

    /// Whether two constraints say the same thing (same class, items, attributes,
    /// relation and numbers); label texts and lines do not count.
    public func hasSameBody(as other: LoggedConstraint) -> Bool {
        first.sameAnchor(as: other.first) && relation == other.relation
            && abs(multiplier - other.multiplier) < 1e-9 && abs(constant - other.constant) < 1e-6
            && ((second == nil && other.second == nil)
                || (second != nil && other.second != nil && second!.sameAnchor(as: other.second!)))
    }
}

/// `==`, `<=`, `>=`.
public enum LoggedRelation: String, Sendable, Equatable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// An item and one of its attributes.
public struct LoggedAnchor: Sendable, Equatable {
    /// The view or guide.
    public var item: LoggedItem
    /// The attribute as printed (`top`, `leadingMargin`, `minX`, …).
    public var attribute: String

    public init(item: LoggedItem, attribute: String) {
        self.item = item
        self.attribute = attribute
    }

    func sameAnchor(as other: LoggedAnchor) -> Bool {
        item.key == other.item.key && attribute == other.attribute
    }
}

/// A view or layout guide as the log names it: `UILabel:0x7f…'Show more'`,
/// `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`, a Masonry key
/// (`UIView:header`), or a bare name resolved through the entry's `names:`.
public struct LoggedItem: Sendable, Hashable {
    /// The class (`UILabel`, `MyApp.CardView`), nil for a bare name.
    public var className: String?
    /// The address, or a Masonry `mas_key` in its place; nil for a bare name.
    public var address: String?
    /// A label's, button's or text field's text, or a guide's identifier, unescaped.
    public var text: String?
    /// A bare name (an accessibility identifier, a truncated identifier, a
    /// `names:` key such as `homeLarge`), or for the unnamed superview of a
    /// visual-format `|`, `superview of …`.
    public var name: String?

    public init(className: String? = nil, address: String? = nil, text: String? = nil, name: String? = nil) {
        self.className = className
        self.address = address
        self.text = text
        self.name = name
    }

    /// What identifies the item across entries: its address when it has a
    /// real one, else its class and name.
    public var key: String {
        if let address, address.count > 3, !address.contains("…"), !address.contains("...") {
            return address.lowercased()
        }
        return "\(className ?? ""):\(address ?? ""):\(name ?? "")"
    }

    /// The item as the log prints it: `UILabel:0x7f…'Show more'`, or its bare name.
    public var logName: String {
        var result: String
        if let className, let address {
            result = "\(className):\(address)"
        } else if let name {
            result = name
            if let address { result += ":\(address)" }
        } else {
            result = className ?? address ?? "?"
        }
        if let text { result += "'\(text)'" }
        return result
    }
}
