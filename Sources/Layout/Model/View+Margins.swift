import Foundation

// The insets a view's margins and readable content guides lie at, derived
// from its margins, safe area, readable width and inherited margins.

extension View {
    /// The margins without the readable width's narrowing.
    var baseLayoutMargins: EdgeInsets {
        var margins = insetsLayoutMarginsFromSafeArea ? safeAreaInsets + layoutMargins : layoutMargins
        if preservesSuperviewLayoutMargins { margins = margins.union(inheritedMargins) }
        return margins
    }

    /// The insets of the readable content guide from the view's edges.
    var readableInsets: EdgeInsets {
        var insets = baseLayoutMargins
        insets.left += readableExtra
        insets.right += readableExtra
        return insets
    }

    /// The insets of the margins guide from the view's edges.
    var effectiveLayoutMargins: EdgeInsets {
        layoutMarginsFollowReadableWidth ? readableInsets : baseLayoutMargins
    }
}
