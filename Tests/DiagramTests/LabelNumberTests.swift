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
