import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `trellis serve … --port 0` running in the background for a test: the port
/// it chose, read from the line it prints, and a stop by signal that reports
/// how it exited. A server still running when the test lets go of it is killed.
final class ServeProcess {
    let process = Process()
    private(set) var port: UInt16 = 0
    private let collected = Collected()

    private final class Collected: @unchecked Sendable {
        let lock = NSLock()
        var output = Data(), errors = Data()
        func append(_ data: Data, toErrors: Bool) {
            lock.lock()
            if toErrors { errors += data } else { output += data }
            lock.unlock()
        }
        var texts: (String, String) {
            lock.lock()
            defer { lock.unlock() }
            return (String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
        }
    }

    /// Starts `trellis serve path --port 0 extra…` and waits (at most 60 s) for its address.
    init(serving path: String, _ extra: [String] = []) throws {
        process.executableURL = trellisExecutable
        process.arguments = ["serve", path, "--port", "0"] + extra
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        for (pipe, isErrors) in [(output, false), (errors, true)] {
            let collected = collected
            Thread.detachNewThread {
                while true {
                    let chunk = pipe.fileHandleForReading.availableBytes()
                    if chunk.isEmpty { break }
                    collected.append(chunk, toErrors: isErrors)
                }
            }
        }
        guard let line = waitForOutput(matching: #/ at http://127\.0\.0\.1:(\d+)/ \(Ctrl-C stops\)\n/#, timeout: 60),
              let port = UInt16(line.1)
        else {
            kill(process.processIdentifier, SIGKILL)
            throw LoopbackHTTP.Failure(description: "trellis serve printed no address: \(collected.texts)")
        }
        self.port = port
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// What it printed so far on standard output and standard error.
    var printed: (output: String, errors: String) { collected.texts }

    /// The first match of `pattern` in standard output within `timeout` seconds.
    func waitForOutput<Output>(matching pattern: Regex<Output>, timeout: TimeInterval = 10) -> Output? {
        let deadline = Date() + timeout
        while Date() < deadline {
            if let match = printed.output.firstMatch(of: pattern) { return match.output }
            usleep(20_000)
        }
        return nil
    }

    /// Sends `signal` and waits (at most `timeout` seconds, then kills) for the
    /// exit; the status, and whether it came within the time.
    func stop(_ signal: Int32 = SIGINT, timeout: TimeInterval = 10) -> (status: Int32, inTime: Bool) {
        kill(process.processIdentifier, signal)
        let deadline = Date() + timeout
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let inTime = !process.isRunning
        if !inTime { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        usleep(50_000)
        return (process.terminationStatus, inTime)
    }
}
