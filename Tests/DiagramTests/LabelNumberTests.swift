import Foundation
import Testing

@testable import Diagram

/// Numbers on labels: two decimals at most, and never a trap, whatever the
/// layout produced.
@Suite struct LabelNumberTests {
    @Test func ordinaryNumbersKeepTwoDecimalsAndNoTrailingZeros() {
        #expect(ConstraintLabelText.number(99) == "99")
        #expect(ConstraintLabelText.number(118.5) == "118.5")
        #expect(ConstraintLabelText.number(0.333) == "0.33")
        #expect(ConstraintLabelText.number(-0.001) == "0")
        #expect(ConstraintLabelText.number(-0.05) == "-0.05")
        #expect(ConstraintLabelText.number(-12.5) == "-12.5")
        #expect(ConstraintLabelText.number(7.0049) == "7")
        #expect(ConstraintLabelText.number(7.006) == "7.01")
        #expect(ConstraintLabelText.number(320.1) == "320.1")
    }

    /// The hundredths are written by integer arithmetic; C's "%.2f" with its
    /// zeros stripped is the reference they must match, over a sweep of
    /// values with fractions that binary floating point cannot hold exactly.
    @Test func hundredthsAreWhatPrintfWrites() {
        var mismatches: [String] = []
        for step in -20_000...20_000 {
            let value = CGFloat(step) * 0.0137 + CGFloat(step % 7) * 1e-7
            let rounded = (value * 100).rounded() / 100
            var reference = rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", Double(rounded))
            if reference.contains(".") { while reference.hasSuffix("0") { reference.removeLast() } }
            if reference == "-0" { reference = "0" }
            if ConstraintLabelText.number(value) != reference { mismatches.append("\(value): \(reference)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func nonFiniteAndHugeNumbersAreWrittenNotTrapped() {
        #expect(ConstraintLabelText.number(.infinity) == "∞")
        #expect(ConstraintLabelText.number(-.infinity) == "−∞")
        #expect(ConstraintLabelText.number(.nan) == "NaN")
        #expect(ConstraintLabelText.number(1e308) == "1e+308")
        #expect(ConstraintLabelText.number(-9.3e18) == "-9.3e+18")
        #expect(ConstraintLabelText.number(.leastNonzeroMagnitude) == "0")
    }
}
