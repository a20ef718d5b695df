import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Debian's `chromium` in headless mode, driven from tests: a page's DOM
/// after its scripts ran, the result of a test script run inside a page,
/// and screenshots in light or dark appearance.
///
/// Every run has a time limit and its own profile directory, so a test
/// never hangs on a stuck browser nor sees another test's state.
struct HeadlessChromium {
    /// The browser: `$CHROMIUM` if set, else the first of `chromium`,
    /// `chromium-browser`, `google-chrome` on the `PATH`.
    let executable: URL

    /// The browser of this machine, or nil when none is installed (`make
    /// deps` installs Debian's, so only a hand-made set-up lacks it).
    static let installed: HeadlessChromium? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) {
            return HeadlessChromium(executable: URL(fileURLWithPath: path))
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) {
                    return HeadlessChromium(executable: URL(fileURLWithPath: path))
                }
            }
        }
        return nil
    }()

    /// The colour scheme a page sees through `prefers-color-scheme`.
    enum Appearance { case light, dark }

    /// Why a browser run gave no answer.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        /// Whether the browser was stopped for running past its time.
        var timedOut = false
    }

    /// The serialised DOM of `url` once it has loaded and its timers have
    /// had `virtualTime` milliseconds of (virtual, so instant) time to run.
    func dumpDOM(of url: URL, virtualTime: Int = 2000, appearance: Appearance = .light,
                 timeLimit: TimeInterval = 60) throws -> String
    {
        try run(["--virtual-time-budget=\(virtualTime)", "--dump-dom", url.absoluteString],
                appearance: appearance, timeLimit: timeLimit)
    }

    /// Runs `script` in the HTML page at `page` (a local file) after the
    /// page's own scripts, and returns what it produced: the script is the
    /// body of an async function whose return value, JSON-encoded, is the
    /// answer. An exception in it is thrown here with its message.
    ///
    /// The page is copied beside itself with the script added before
    /// `</body>`, so relative links keep working; the copy is removed.
    func evaluate(_ script: String, in page: URL, virtualTime: Int = 2000,
                  appearance: Appearance = .light) throws -> String
    {
        let html = try String(contentsOf: page, encoding: .utf8)
        let probe = """
            <script>
            (async () => {
              const out = document.createElement('pre');
              out.id = 'trellis-test-result';
              try {
                const value = await (async () => { \(script)
                })();
                out.dataset.ok = 'true';
                out.textContent = JSON.stringify(value === undefined ? null : value);
              } catch (error) {
                out.dataset.ok = 'false';
                out.textContent = String(error && error.stack || error);
              }
              document.body.appendChild(out);
            })();
            </script>
            """
        let marked = html.range(of: "</body>", options: .backwards).map {
            html.replacingCharacters(in: $0, with: probe + "\n</body>")
        } ?? html + probe
        let copy = page.deletingLastPathComponent()
            .appendingPathComponent(".probe-\(UUID().uuidString)-\(page.lastPathComponent)")
        try marked.write(to: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: copy) }
        let dom = try dumpDOM(of: copy, virtualTime: virtualTime, appearance: appearance)
        guard let start = dom.range(of: "<pre id=\"trellis-test-result\""),
              let open = dom.range(of: ">", range: start.upperBound..<dom.endIndex),
              let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex)
        else { throw Failure(description: "the test script never finished in \(page.lastPathComponent)") }
        let answer = Self.unescapeHTML(String(dom[open.upperBound..<close.lowerBound]))
        if dom[start.upperBound..<open.lowerBound].contains("data-ok=\"false\"") {
            throw Failure(description: "the test script failed in \(page.lastPathComponent): \(answer)")
        }
        return answer
    }

    /// A `width` × `height` px screenshot of `url`, written as PNG to `file`.
    func screenshot(of url: URL, to file: URL, width: Int, height: Int, appearance: Appearance = .light,
                    virtualTime: Int = 2000) throws
    {
        _ = try run(["--virtual-time-budget=\(virtualTime)", "--hide-scrollbars", "--run-all-compositor-stages-before-draw",
                     "--force-device-scale-factor=1", "--window-size=\(width),\(height)", "--screenshot=\(file.path)", url.absoluteString],
                    appearance: appearance, timeLimit: 60)
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw Failure(description: "chromium wrote no screenshot of \(url.absoluteString)")
        }
    }

    /// The browser run with `arguments`; its standard output. A run that
    /// does not finish within `timeLimit` is tried once more: headless
    /// chromium now and then never exits after its work is done (once, in
    /// a whole suite run under load, on a page it draws in 2 s alone); a
    /// page that truly never finishes fails twice.
    private func run(_ arguments: [String], appearance: Appearance, timeLimit: TimeInterval) throws -> String {
        do {
            return try runOnce(arguments, appearance: appearance, timeLimit: timeLimit)
        } catch let failure as Failure where failure.timedOut {
            return try runOnce(arguments, appearance: appearance, timeLimit: timeLimit)
        }
    }

    /// One run of the browser with `arguments`; its standard output.
    private func runOnce(_ arguments: [String], appearance: Appearance, timeLimit: TimeInterval) throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = executable
        // No sandbox: tests run as root in CI's containers, where chromium's
        // sandbox cannot start. The pages are our own.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--disable-extensions", "--user-data-dir=\(profile.path)",
                             "--blink-settings=preferredColorScheme=\(appearance == .dark ? 0 : 1)"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        final class Collected: @unchecked Sendable { var output = Data() }
        let collected = Collected()
        let drained = DispatchSemaphore(value: 0)
        Thread.detachNewThread { collected.output = output.fileHandleForReading.bytesToEnd(); drained.signal() }
        Thread.detachNewThread { _ = errors.fileHandleForReading.bytesToEnd(); drained.signal() }
        let pid = process.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: watchdog)
        drained.wait()
        drained.wait()
        process.waitUntilExit()
        watchdog.cancel()
        if process.terminationReason == .uncaughtSignal {
            throw Failure(description: "chromium did not finish within \(Int(timeLimit)) s: \(arguments.last ?? "")", timedOut: true)
        }
        return String(decoding: collected.output, as: UTF8.self)
    }

    /// Text as it was before the DOM serialiser escaped it.
    private static func unescapeHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: "\u{00A0}").replacingOccurrences(of: "&amp;", with: "&")
    }
}
