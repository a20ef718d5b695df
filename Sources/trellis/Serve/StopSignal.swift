import Dispatch
#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM for `trellis serve`: they end the server cleanly, and
/// it exits 0. Taken by dispatch sources, as ``Interruption`` takes them for
/// a batch, but without its watchdog: a batch that is interrupted exits 130
/// after half a second, while stopping a server is its normal end.
enum StopSignal {
    /// Calls `stop` (on a queue of its own) at the first SIGINT or SIGTERM;
    /// a second one while stopping exits at once, 130, for a server that
    /// does not stop. The sources returned must be kept alive.
    static func install(_ stop: @escaping @Sendable () -> Void) -> [any DispatchSourceSignal] {
        final class Once: @unchecked Sendable {
            var fired = false
        }
        let once = Once()
        let queue = DispatchQueue(label: "trellis.serve.signals")
        let sources = [SIGINT, SIGTERM].map { number in
            // The default action would kill the process before the source saw it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                if once.fired { _exit(TrellisExit.interrupted) }
                once.fired = true
                stop()
            }
            source.resume()
            return source
        }
        // A parent may start us with these blocked (see Interruption.install).
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
        return sources
    }
}
