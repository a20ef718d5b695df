/// Counted nouns: "1 layout", "3 layouts".
enum Plural {
    /// `count` and `noun`, with an "s" unless there is one.
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
