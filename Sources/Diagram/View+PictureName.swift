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
    /// says it.
    var isNamedInPictures: Bool { !isNamedBySuperview || superview == nil }
}
