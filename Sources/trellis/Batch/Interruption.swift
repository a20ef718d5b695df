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
        // A parent may start us with these blocked (Foundation's Process
        // passes on the mask of the thread that spawns it): a blocked signal
        // would wait unseen until the batch ended.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Whether a signal arrived.
    static var requested: Bool { interruptionSignal != 0 }
}
