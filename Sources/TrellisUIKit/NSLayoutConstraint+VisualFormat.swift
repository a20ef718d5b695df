import Foundation
import Layout

extension LayoutConstraint {
    /// `NSLayoutConstraint.FormatOptions`: alignments of every view of a
    /// visual format line, and its direction.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

        /// The attributes the alignment options name, in UIKit's order.
        var alignedAttributes: [LayoutConstraint.Attribute] {
            let table: [(FormatOptions, LayoutConstraint.Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
                (.alignAllFirstBaseline, .firstBaseline),
            ]
            return table.filter { contains($0.0) && $0.0.rawValue != 0 }.map(\.1)
        }
    }

    /// The constraints of one line of the Visual Format Language, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
    ///
    ///     NSLayoutConstraint.constraints(withVisualFormat: "H:|-[blue(>=150)]-[red]-|",
    ///                                    metrics: nil, views: ["blue": blue, "red": red])
    ///
    /// The language is the one scene files read (Layout's parser); the
    /// standard spacing `-` is 8 points everywhere. As UIKit raises on a line
    /// it cannot parse, this traps with the column and what was expected;
    /// ``visualFormatConstraints(_:options:metrics:views:)`` throws instead.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint]
    {
        do {
            return try visualFormatConstraints(format, options: options, metrics: metrics, views: views)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// The constraints of one visual format line, throwing a
    /// ``VisualFormatError`` that names the column where UIKit would raise.
    public static func visualFormatConstraints(_ format: String, options: FormatOptions = [],
                                               metrics: [String: Any]?, views: [String: Any]) throws -> [NSLayoutConstraint]
    {
        func fail(_ message: String, _ offset: Int) -> VisualFormatError {
            VisualFormatError(format: format, column: offset + 1, message: message)
        }
        let numbers = (metrics ?? [:]).compactMapValues { value -> Double? in
            switch value {
            case let v as Double: v
            case let v as CGFloat: Double(v)
            case let v as Int: Double(v)
            case let v as Float: Double(v)
            case let v as NSNumber: v.doubleValue
            default: nil
            }
        }
        let line: VisualFormatLine
        do { line = try VisualFormatLine(parsing: format) } catch { throw fail(error.message, error.offset) }
        var items: [String: LayoutItem] = [:]
        var uiViews: [String: UIView] = [:]
        for view in line.views {
            guard let object = views[view.name], let item = layoutItem(of: object) else {
                throw fail("'\(view.name)' is not a key in the views dictionary", view.offset)
            }
            items[view.name] = item
            uiViews[view.name] = object as? UIView
        }
        let superview: LayoutItem? = line.views.first.flatMap { uiViews[$0.name]?.superview?.layoutView }
        if line.mentionsSuperview, superview == nil {
            throw fail("'|' needs '\(line.views[0].name)' to have a superview", line.views[0].offset)
        }
        let relations: [VisualFormatLine.Relation]
        do {
            relations = try line.relations(leftToRight: options.contains(.directionLeftToRight),
                                           alignments: options.alignedAttributes) { numbers[$0] == nil && views[$0] != nil }
        } catch {
            throw fail(error.message, error.offset)
        }
        func value(_ v: VisualFormatLine.Value, _ offset: Int) throws -> Double {
            switch v {
            case let .number(text):
                guard let number = Double(text), number.isFinite else { throw fail("'\(text)' is not a number", offset) }
                return number
            case let .name(name):
                guard let number = numbers[name] else { throw fail("'\(name)' is not a key in the metrics dictionary", offset) }
                return number
            }
        }
        return try relations.map { relation in
            func item(_ end: VisualFormatLine.Item) throws -> LayoutItem {
                switch end {
                case .superview: return superview!
                case let .view(name):
                    if let found = items[name] { return found }
                    guard let object = views[name], let found = layoutItem(of: object) else {
                        throw fail("'\(name)' is not a key in the views dictionary", relation.offset)
                    }
                    return found
                }
            }
            var constant = relation.constant
            var priority = LayoutPriority.required
            var relatedBy = LayoutConstraint.Relation.equal
            if let p = relation.predicate {
                relatedBy = p.relation
                if !relation.relatesSizes { constant = try value(p.value, p.valueOffset) }
                if let text = p.priority {
                    priority = LayoutPriority(Float(try value(text, p.priorityOffset)))
                }
            }
            let constraint = try LayoutConstraint(item: item(relation.first), attribute: relation.firstAttribute,
                                                  relatedBy: relatedBy, toItem: try relation.second.map(item),
                                                  attribute: relation.secondAttribute, multiplier: 1, constant: constant)
            constraint.priority = priority
            return constraint
        }
    }
}

/// A visual format line UIKit would refuse, with the column of the trouble.
public struct VisualFormatError: Error, CustomStringConvertible, Sendable {
    /// The line.
    public var format: String
    /// The 1-based column.
    public var column: Int
    /// What is wrong.
    public var message: String

    /// UIKit's layout: the message, the line, and a caret under the column.
    public var description: String {
        "Unable to parse constraint format: \(message) at column \(column)\n\(format)\n"
            + String(repeating: " ", count: max(0, column - 1)) + "^"
    }
}
