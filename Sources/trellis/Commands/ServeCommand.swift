import ArgumentParser
import Dispatch
import Foundation

/// `trellis serve PATH`: the scenes under PATH as live pages on localhost,
/// re-rendered as they are edited.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve live pages of scene files on localhost, re-rendered as they are edited.",
        discussion: """
            Serves an index of the scene files (.yaml, .yml, .json, .storyboard, .xib) in FILE_OR_DIR and \
            a page per file with its pictures (every size and state, drawn as `trellis render --format svg` \
            draws them). The files are looked at four times a second: an open page shows an edit's new \
            pictures without reloading, through server-sent events; an edit that does not render shows its \
            error, line and caret in the page, and the last good pictures stay. Only the pages made from \
            FILE_OR_DIR are served, on 127.0.0.1 unless --host says otherwise. Ctrl-C (SIGINT) or SIGTERM \
            stops the server; it exits 0.
            """
    )

    @Argument(help: ArgumentHelp("A scene file, or a directory searched for scene files.", valueName: "FILE_OR_DIR"))
    var path: String

    @Option(name: .long, help: "The port to listen on (0: any free port, printed at start).")
    var port: Int = 8080

    @Option(name: .long, help: "The address to listen on. Anything other than a loopback address lets other machines see your scenes.")
    var host: String = "127.0.0.1"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() throws {
        // An empty directory is served (files may be added); a missing path is a mistake.
        guard FileManager.default.fileExists(atPath: path) else { throw CommandFailure("\(path): no such file or directory") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        let preview = try LivePreview(root: path, scratch: scratch)
        let server = try PreviewServer(preview: preview, host: host, port: UInt16(port))
        // Caught before the first renders, so that a signal during them is
        // a clean stop too (the scratch directory removed), not a kill.
        let ended = DispatchSemaphore(value: 0), listening = DispatchSemaphore(value: 0)
        let signals = StopSignal.install { ended.signal() }
        defer { signals.forEach { $0.cancel() } }
        for message in preview.start() { Console.error(message) }

        /// Written by the server's tasks, read here: behind a lock.
        final class Outcome: @unchecked Sendable {
            private let lock = NSLock()
            private var _failure: (any Error)?, _port: UInt16?
            var failure: (any Error)? {
                get { lock.withLock { _failure } }
                set { lock.withLock { _failure = newValue } }
            }
            var port: UInt16? {
                get { lock.withLock { _port } }
                set { lock.withLock { _port = newValue } }
            }
        }
        let outcome = Outcome()
        Task {
            do { try await server.run() } catch { outcome.failure = error }
            // A server that could not listen ends here, before it ever listened.
            listening.signal()
            ended.signal()
        }
        Task {
            if let port = try? await server.waitForPort() { outcome.port = port }
            listening.signal()
        }
        listening.wait()
        if let port = outcome.port {
            let shown = host.contains(":") ? "[\(host)]" : host
            let count = preview.allPages.count
            Console.out("serving \(Plural.count(count, "scene file")) of \(path) at http://\(shown):\(port)/ (Ctrl-C stops)")
        }
        ended.wait()
        preview.stop()
        let closed = DispatchSemaphore(value: 0)
        Task {
            await server.stop()
            closed.signal()
        }
        _ = closed.wait(timeout: .now() + 3)
        if let failure = outcome.failure, outcome.port == nil {
            throw CommandFailure("cannot listen on \(host):\(port): \(failure)")
        }
        Console.out("stopped")
    }
}
