import Layout

extension View {
    /// A subview ready for constraints: added, with its autoresizing
    /// translation off, as every seed does before activating constraints.
    func addConstrainedSubview(_ name: String, color: Color? = nil) -> View {
        let view = View(name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = color
        addSubview(view)
        return view
    }
}

extension Color {
    /// The slider's track: a pale grey, so the guides show on it.
    static let track = Color(red: 0.93, green: 0.94, blue: 0.96)
}
