import Testing
@testable import ConflictExplanation

/// A Swift class's runtime name in a log reads as its code names it.
@Suite struct SwiftRuntimeNameTests {
    @Test func aClassReadsAsItsName() {
        #expect(SwiftRuntimeName.readable("_TtC5MyApp8CardView") == "CardView")
        // Nested: the innermost type, as code written inside its parent names it.
        #expect(SwiftRuntimeName.readable("_TtCC5MyApp7Profile10HeaderView") == "HeaderView")
        // A private class: the discriminator before its name is not its name.
        #expect(SwiftRuntimeName.readable("_TtC5MyAppP10$10a2b3c4d9BadgeView") == "BadgeView")
        // SwiftUI's private views carry a file's 32-digit discriminator.
        #expect(SwiftRuntimeName.readable("_TtC7SwiftUIP33_A34643117F00277B93DEBAB70EC0697122_UIShapeHitTestingView")
            == "_UIShapeHitTestingView")
    }

    @Test func aGenericClassReadsWithItsArguments() {
        #expect(SwiftRuntimeName.readable("_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_") == "_UIHostingView<AnyView>")
        #expect(SwiftRuntimeName.readable("_TtGC5MyApp4CellSSSi_") == "Cell<String, Int>")
        // The pin-code field's cells (pincodeinputview-10): a private class
        // nested in a generic one, bound to the module's ItemView.
        #expect(SwiftRuntimeName.readable(
            "_TtGCGC16PinCodeInputView16PinCodeInputViewCS_8ItemView_P10$100d482f017ContainerItemViewS1__S1__")
            == "ContainerItemView<ItemView>")
    }

    /// Arguments that would make the name longer than a label can carry are left out.
    @Test func aLongGenericNameLeavesItsArgumentsOut() {
        let mangled = "_TtGC5MyApp4CellGVS_33AVeryLongModelNameThatGoesOnAndOnCS_9OtherType__"
        #expect(SwiftRuntimeName.readable(mangled) == "Cell")
    }

    /// What this does not read is left to the caller, which keeps the logged name.
    @Test func whatItCannotReadIsNil() {
        for name in ["UILabel", "_Tt", "_TtC5MyApp", "_TtC5MyApp99Short", "_TtGC5MyApp4Cell", "_TtXC5MyApp4Cell",
                     "_TtGC5MyApp4CellS9_", "_TtC999999999999999999999App4Card"] {
            #expect(SwiftRuntimeName.readable(name) == nil, "\(name)")
        }
        // Nested past reading (each level a call), not a crash.
        #expect(SwiftRuntimeName.readable("_Tt" + String(repeating: "C", count: 100_000) + "5MyApp4Card") == nil)
        #expect(SwiftRuntimeName.readable("_Tt" + String(repeating: "GC5MyApp4Cell", count: 50_000)) == nil)
    }
}
