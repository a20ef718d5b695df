extension View {
    /// Where the keyboard would be, as `keyboardLayoutGuide` (iOS 15): with
    /// no keyboard on the screen, as scenes show it, the strip below the
    /// safe area, its top at ``safeAreaLayoutGuide``'s bottom.
    public var keyboardLayoutGuide: LayoutGuide {
        ownedGuide(&keyboardGuide, "keyboardLayoutGuide", .keyboard, advancesHierarchy: true)
    }

    /// The guide held in `slot`, made on first use: named `NAME.suffix` and
    /// owned by this view. With `advancesHierarchy`, making it advances the
    /// hierarchy generation, as adding a subview does, so that lists of the
    /// scene's items are made afresh.
    func ownedGuide(_ slot: inout LayoutGuide?, _ suffix: String, _ kind: LayoutGuide.Kind,
                    advancesHierarchy: Bool = false) -> LayoutGuide
    {
        if let slot { return slot }
        let guide = LayoutGuide(name: "\(name).\(suffix)", kind: kind)
        guide.owningView = self
        slot = guide
        if advancesHierarchy { HierarchyGeneration.advance() }
        return guide
    }
}
