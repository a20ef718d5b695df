import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Headless chromium driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: commands in on descriptor 3, answers out on 4,
/// each a JSON message ended by a NUL), for pages that never finish loading:
/// a page holding an event stream open stalls `--virtual-time-budget` and
/// `--dump-dom` would read it before any event came. Here a test opens the
/// page, changes the world, and asks the live page questions as it goes.
///
/// Every answer has a deadline, and the browser is killed when the session
/// ends, so a test never hangs on it.
final class DevToolsPipe {
    private let pid: pid_t
    private let commands: Int32
    private let answers: Int32
    private var buffer = Data()
    private var nextID = 0
    private var session: String?
    private let profile: URL

    /// Starts `chromium` headless with an empty page.
    init(_ chromium: HeadlessChromium) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-devtools-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw HeadlessChromium.Failure(description: "pipe() failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [chromium.executable.path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                         "--disable-extensions", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)", "about:blank"]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, chromium.executable.path, &actions, nil, argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard spawned == 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            throw HeadlessChromium.Failure(description: "cannot start \(chromium.executable.path)")
        }
        self.pid = pid
        commands = toBrowser[1]
        answers = fromBrowser[0]
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(commands)
        close(answers)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Opens `url` in a new tab, attaches to it and waits for it to load;
    /// later calls talk to that tab.
    func open(_ url: URL, timeout: TimeInterval = 20) throws {
        let target = try send("Target.createTarget", ["url": url.absoluteString], toPage: false)
        guard let id = target["targetId"] as? String else { throw HeadlessChromium.Failure(description: "no target for \(url)") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true], toPage: false)
        session = attached["sessionId"] as? String
        // The tab may still be on about:blank, or between documents (which
        // destroys the context a script runs in): ask until it has loaded.
        let deadline = Date() + timeout
        while Date() < deadline {
            // (A page's script may put its picture's id in the fragment.)
            if let state = try? evaluate("return location.href.split('#')[0] + ' ' + document.readyState", timeout: 5),
               state == "\"\(url.absoluteString) complete\""
            {
                return
            }
            usleep(100_000)
        }
        throw HeadlessChromium.Failure(description: "\(url) did not load")
    }

    /// Runs `body` (the body of an async function) in the page and returns its
    /// value, JSON-encoded; an exception in it is thrown here with its message.
    func evaluate(_ body: String, timeout: TimeInterval = 20) throws -> String {
        let result = try send("Runtime.evaluate", [
            "expression": "(async () => { \(body)\n })().then(value => JSON.stringify(value === undefined ? null : value))",
            "awaitPromise": true, "returnByValue": true,
        ], timeout: timeout)
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let description = ((exception["exception"] as? [String: Any])?["description"] as? String) ?? "\(exception)"
            throw HeadlessChromium.Failure(description: "the script failed: \(description)")
        }
        return ((result["result"] as? [String: Any])?["value"] as? String) ?? "null"
    }

    /// One command, and its answer's `result`.
    private func send(_ method: String, _ parameters: [String: Any], toPage: Bool = true,
                      timeout: TimeInterval = 20) throws -> [String: Any]
    {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if toPage, let session { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        try data.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = write(commands, bytes.baseAddress! + sent, bytes.count - sent)
                guard count > 0 else { throw HeadlessChromium.Failure(description: "the browser closed its pipe") }
                sent += count
            }
        }
        let deadline = Date() + timeout
        while true {
            let answer = try readMessage(until: deadline)
            guard answer["id"] as? Int == nextID else { continue }
            if let error = answer["error"] as? [String: Any] {
                throw HeadlessChromium.Failure(description: "\(method): \(error["message"] ?? error)")
            }
            return answer["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage(until deadline: Date) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = buffer[buffer.startIndex..<end]
                buffer = Data(buffer[buffer.index(after: end)...])
                return (try JSONSerialization.jsonObject(with: message) as? [String: Any]) ?? [:]
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw HeadlessChromium.Failure(description: "the browser did not answer in time") }
            var descriptor = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(left, 1) * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(answers, &chunk, chunk.count)
            guard count > 0 else { throw HeadlessChromium.Failure(description: "the browser closed its pipe") }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}
