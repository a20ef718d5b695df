import Foundation
import Layout

extension LayoutConstraint {
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// with UIKit's items: `UIView`s, `UILayoutGuide`s (or Layout items).
    /// As UIKit raises on a combination it refuses (a location against a
    /// dimension, a location with multiplier 0), this traps with Layout's
    /// message; the throwing Layout initializer reports it instead.
    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
                            relatedBy relation: NSLayoutConstraint.Relation,
                            toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute,
                            multiplier: CGFloat, constant c: CGFloat)
    {
        guard let first = layoutItem(of: view1) else {
            preconditionFailure("NSLayoutConstraint: \(view1) is not a view or layout guide")
        }
        let second = view2.flatMap(layoutItem(of:))
        do {
            try self.init(item: first, attribute: attr1, relatedBy: relation, toItem: second, attribute: attr2,
                          multiplier: multiplier, constant: c)
        } catch {
            preconditionFailure("NSLayoutConstraint: \(error)")
        }
    }
}

/// The Layout item behind a UIKit object.
func layoutItem(of object: Any) -> LayoutItem? {
    switch object {
    case let view as UIView: view.layoutView
    case let guide as UILayoutGuide: guide.layoutGuide
    case let item as LayoutItem: item
    default: nil
    }
}
