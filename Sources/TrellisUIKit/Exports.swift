// `import TrellisUIKit` stands in for `import UIKit`: it brings Foundation's
// geometry (CGRect, CGFloat) and the Layout model the UIKit names map onto.
@_exported import Foundation
@_exported import Layout
@_exported import Render

/// `NSLayoutConstraint` is Trellis's constraint: anchors made from `UIView`s
/// give one, and `activate`, `priority`, `constant`, `identifier` and
/// `isActive` are the same calls.
public typealias NSLayoutConstraint = LayoutConstraint
/// An anchor on the x axis (leading, trailing, left, right, centerX).
public typealias NSLayoutXAxisAnchor = XAxisAnchor
/// An anchor on the y axis (top, bottom, centerY, baselines).
public typealias NSLayoutYAxisAnchor = YAxisAnchor
/// A width or height anchor.
public typealias NSLayoutDimension = DimensionAnchor
/// A priority: `.required`, `.defaultHigh`, `.defaultLow`, a number.
public typealias UILayoutPriority = LayoutPriority
/// Insets from the top, left, bottom and right edges.
public typealias UIEdgeInsets = EdgeInsets
/// `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = LayoutDirection
/// `UISemanticContentAttribute`: whether a view's content flips right to left.
public typealias UISemanticContentAttribute = SemanticContentAttribute
