/// Numbers that tie a mark on a picture to a line under it: `①`…`⑳`,
/// then `(21)`, where Unicode's circled digits end.
public enum CircledNumber {
    /// `number` circled, or in parentheses past 20 (and below 1).
    public static func text(_ number: Int) -> String {
        guard (1...20).contains(number), let scalar = UnicodeScalar(0x2460 + UInt32(number - 1)) else { return "(\(number))" }
        return String(scalar)
    }
}
