import ArgumentParser
import Dispatch
import Foundation
import Render
#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM: a batch stops taking jobs, lets the ones running
/// finish their files (each written whole, by rename), and says what it
/// finished. A job still running half a second after the signal (a huge
/// layout, a long labelling) is not waited for: the temporary files being
/// written are removed and the process exits 130 at once, so a batch answers
/// a signal within a second and still leaves only whole files.
///
/// The signals are taken by dispatch sources, not a signal handler: the
/// handler runs as ordinary code on a queue, and sets a flag that workers
/// read under a lock, so there is no data race (ThreadSanitizer checks it).
enum Interruption {
    /// How long jobs under way may take to finish after a signal.
    static let graceSeconds = 0.5

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var requested = false
        /// Set by whoever reports the interruption: the command, or the
        /// watchdog that stops a job still running. Only one of them speaks.
        var reported = false
        var sources: [DispatchSourceSignal] = []
    }

    private static let state = State()

    /// Catches SIGINT and SIGTERM from now on; calling it again does nothing.
    static func install() {
        state.lock.lock()
        defer { state.lock.unlock() }
        guard state.sources.isEmpty else { return }
        for number in [SIGINT, SIGTERM] {
            // The default action would kill the process before the source saw it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: requestStop)
            source.resume()
            state.sources.append(source)
        }
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
    static var requested: Bool {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.requested
    }

    /// Says `message` on standard error and returns the exit code to throw,
    /// unless the watchdog is already stopping the process: then it waits for
    /// that, so that an interrupted run prints one account of itself.
    static func stop(_ message: String) -> ExitCode {
        guard claimReport() else {
            while true { pause() }
        }
        Console.error(message)
        return ExitCode(TrellisExit.interrupted)
    }

    private static func claimReport() -> Bool {
        state.lock.lock()
        defer { state.lock.unlock() }
        guard !state.reported else { return false }
        state.reported = true
        return true
    }

    private static func requestStop() {
        state.lock.lock()
        let first = !state.requested
        state.requested = true
        state.lock.unlock()
        guard first else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + graceSeconds) {
            // Still running: a job is too long to wait for (unless the
            // command is already saying how it stopped).
            guard claimReport() else { return }
            TemporaryFiles.removeInFlight()
            Console.error("interrupted: a job was still running \(graceSeconds) s after the signal, "
                + "so it was stopped; every file written is complete")
            _exit(TrellisExit.interrupted)
        }
    }
}
