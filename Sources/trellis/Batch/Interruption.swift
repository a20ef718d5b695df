#if canImport(Glibc)
    import Glibc
#endif

/// Set by SIGINT and SIGTERM: a batch stops taking jobs, lets the ones
/// running finish their files (each written whole, by rename), and says
/// what it finished.
nonisolated(unsafe) private var interruptionSignal: sig_atomic_t = 0

enum Interruption {
    /// Catches SIGINT and SIGTERM from now on.
    static func install() {
        signal(SIGINT) { _ in interruptionSignal = 1 }
        signal(SIGTERM) { _ in interruptionSignal = 1 }
    }

    /// Whether a signal arrived.
    static var requested: Bool { interruptionSignal != 0 }
}
