import Layout

extension View {
    /// The name a picture calls this view by: its own, or, for one named by
    /// its superview (a cell's content view, ``View/isNamedBySuperview``),
    /// the superview's.
    var pictureName: String {
        guard isNamedBySuperview, let superview else { return name }
        return superview.pictureName
    }

    /// Whether a picture draws this view's name: not where its superview's
    /// says it, nor where the words drawn in it say which it is (a static
    /// table's rows, ``View/isNamedByItsText``: each named by its id in a
    /// gap beside it, they read as section headers).
    var isNamedInPictures: Bool {
        (!isNamedBySuperview || superview == nil) && !(isNamedByItsText && showsWords)
    }

    /// Whether words are drawn in it, by it or a subview shown: a label's
    /// text, a title, a field's or a text view's text.
    private var showsWords: Bool {
        guard !isHidden, !isCollapsedInStack else { return false }
        if let label = self as? Label, !label.text.isEmpty { return true }
        if !(title ?? "").isEmpty || !(fieldText?.text ?? "").isEmpty || textViewText != nil { return true }
        return subviews.contains { $0.showsWords }
    }
}
