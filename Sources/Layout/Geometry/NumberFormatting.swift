import Foundation

/// A number as logs print it: whole values without `.0`, others to at most
/// four decimals, so `8`, `0.7`, `60.8333`.
func formatted(_ value: CGFloat) -> String {
    formatted(Double(value))
}

/// See ``formatted(_:)-(CGFloat)``.
func formatted(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return String(Int(rounded))
    }
    var text = String(format: "%.4f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
