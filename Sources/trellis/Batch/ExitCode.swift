import ArgumentParser

/// The exit codes of `trellis`, documented in the README so that CI can gate
/// on them. When several apply, the first in this order wins.
enum TrellisExit {
    /// Everything rendered; `check` found nothing wrong.
    static let clean: Int32 = 0
    /// A file could not be read or parsed, or a scene is invalid (a bad
    /// constraint, an unknown name): nothing was rendered for it.
    static let badInput: Int32 = 1
    /// `check`: required constraints conflict (some were broken).
    static let conflicts: Int32 = 2
    /// `check`: some view or guide is ambiguous.
    static let ambiguity: Int32 = 3
    /// `explain`: the input holds no conflict report (or could not be read).
    static let explainNoReport: Int32 = 2
    /// An output file could not be written.
    static let writeFailure: Int32 = 4
    /// Interrupted by SIGINT or SIGTERM; only complete files were left.
    static let interrupted: Int32 = 130
}
