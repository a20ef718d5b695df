/// The most a scene file may ask for. Scene files travel (people render
/// files from pull requests in CI), so what one file can make Trellis build,
/// solve and hold is bounded, each bound far above what any picture needs;
/// going past one is a ``SceneFileError`` at the place in the file, never a
/// hang, a crash or a machine's memory. docs/limits.md gives the reasons.
public enum SceneFileLimits {
    /// The largest file ``SceneDocument/load(contentsOf:)`` reads, in bytes (8 MiB),
    /// and the longest text ``SceneDocument/parse(_:fileName:)`` takes, in UTF-8 bytes.
    public static let maxFileBytes = 8 * 1024 * 1024
    /// Views in one file, subviews included.
    public static let maxViews = 10_000
    /// Layout guides declared in one file (the views' own safe-area and
    /// margins guides do not count).
    public static let maxGuides = 10_000
    /// Constraints in one file: the base scene's (an `edges` line makes four,
    /// a visual format line one per relation) and those states add.
    public static let maxConstraints = 100_000
    /// Views in one visual format line.
    public static let maxVisualFormatViews = 1_000
    /// How deep views nest (the parser recurses once per level).
    public static let maxViewDepth = 64
    /// How deep the YAML's collections nest, as counted before composing
    /// (Yams composes recursively; nested views take about two levels each).
    public static let maxYAMLDepth = 200
    /// Sizes in one file (a device `both` ways round counts two).
    public static let maxSizes = 1_000
    /// States in one file.
    public static let maxStates = 1_000
    /// The most items one bar may hold (`bars:`): a screen's width holds a few.
    public static let maxBarItems = 100
    /// The most lines a label may be given (`lines:`); 0 means no limit.
    public static let maxLines = 10_000
    /// The longest side of a root size, in points (the renderer's longest page side).
    public static let maxRootSide = 100_000.0
    /// The greatest magnitude of a constant, inset, frame, metric or other
    /// length, in points.
    public static let maxLength = 1_000_000.0
    /// The greatest magnitude of a multiplier.
    public static let maxMultiplier = 10_000.0
    /// The smallest magnitude of a multiplier other than 0.
    public static let minMultiplier = 0.0001

    /// `10,000`: a count as messages write it.
    static func format(_ count: Int) -> String {
        let digits = Array(String(count))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
