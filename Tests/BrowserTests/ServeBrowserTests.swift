import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `trellis serve` in a real browser: a page left open shows an edit's new
/// picture without reloading, then a broken edit's error with its line and
/// caret above the last good picture.
@Suite(.enabled(if: HeadlessChromium.installed != nil, "chromium is not installed: run `make deps`"),
       .timeLimit(.minutes(2)))
struct ServeBrowserTests {
    @Test func anOpenPageFollowsTheEditsWithoutReloading() throws {
        let folder = try Trellis.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("dynamic-priorities.yaml")
        try FileManager.default.copyItem(at: Trellis.repository.appendingPathComponent("Samples/Scenes/dynamic-priorities.yaml"), to: scene)
        let server = try Server(serving: folder)
        defer { server.stop() }

        let browser = try DevToolsPipe(HeadlessChromium.installed!)
        try browser.open(URL(string: "http://127.0.0.1:\(server.port)/scenes/dynamic-priorities.yaml")!)
        // The label's inset from the root's leading edge in the first
        // picture (state Left), in SVG units (points).
        let inset = """
            const box = selector => document.querySelector('#trellis-live figure svg ' + selector).getBBox();
            const inset = () => Math.round((box('g.view[data-view=positionLabel] path').x - box('g.root path').x) * 100) / 100;
            const until = (test) => new Promise((done, fail) => {
              const started = Date.now();
              const look = () => test() ? done() : Date.now() - started > 15000 ? fail(new Error('timed out')) : setTimeout(look, 50);
              look();
            });
            """
        let before = try browser.evaluate("""
            \(inset)
            await until(() => document.readyState === 'complete' && window.trellisLive);
            window.sameDocument = 'yes';
            window.updateEvents = 0;
            document.addEventListener('trellis:update', () => { window.updateEvents += 1; });
            return [inset(), document.querySelectorAll('#trellis-live svg').length];
            """)
        #expect(before == "[8,3]")

        let text = try String(contentsOf: scene, encoding: .utf8)
        try text.replacingOccurrences(of: "leading + 8 @high", with: "leading + 40 @high").write(to: scene, atomically: true, encoding: .utf8)
        let after = try browser.evaluate("""
            \(inset)
            await until(() => window.trellisLive.updates > 0);
            // The page's own script bound again to the new picture and data:
            // selecting the label lists its constraints as the edit wrote them.
            window.trellis.select({type: 'view', key: 'positionLabel'});
            const listed = document.getElementById('selection-body').textContent.includes('root.leading + 40');
            const data = window.trellis.data.frames[0].constraints.some(c => (c.written || '').includes('+ 40'));
            return [window.sameDocument, inset(), window.trellisLive.generation, !!document.getElementById('trellis-problem'),
                    window.updateEvents, listed, data];
            """)
        // The same document (no reload), the label now 40 pt in, a page
        // script told once, and bound to the new picture.
        #expect(after == #"["yes",40,2,false,1,true,true]"#)

        try text.replacingOccurrences(of: "positionLabel.centerY == root.centerY", with: "positionLabel.centerY =!= root.centerY")
            .replacingOccurrences(of: "leading + 8 @high", with: "leading + 40 @high").write(to: scene, atomically: true, encoding: .utf8)
        let broken = try browser.evaluate("""
            \(inset)
            await until(() => window.trellisLive.problems > 0);
            const panel = document.getElementById('trellis-problem');
            return [window.sameDocument, inset(), panel.dataset.line, panel.dataset.column, panel.querySelector('pre').textContent,
                    getComputedStyle(panel).display !== 'none'];
            """)
        let expected = "\(scene.path):13:27: error: expected '==', '<=' or '>=' in constraint\\n"
            + "    positionLabel.centerY =!= root.centerY\\n" + "                          ^"
        // The picture stays the last good one, the error above it with its caret.
        #expect(broken == #"["yes",40,"13","27",""# + expected + #"",true]"#)
    }

    /// `trellis serve FOLDER --port 0` in the background.
    final class Server {
        let process = Process()
        private(set) var port: UInt16 = 0

        init(serving folder: URL) throws {
            process.executableURL = Trellis.executable
            process.arguments = ["serve", folder.path, "--port", "0"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The first line names the address; it comes after the first renders.
            final class Line: @unchecked Sendable { var text = "" }
            let line = Line(), read = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                var data = Data()
                while !data.contains(10) {
                    let chunk = output.fileHandleForReading.availableBytes()
                    if chunk.isEmpty { break }
                    data += chunk
                }
                line.text = String(decoding: data, as: UTF8.self)
                read.signal()
                while !output.fileHandleForReading.availableBytes().isEmpty {}
            }
            guard read.wait(timeout: .now() + 60) == .success,
                  let match = line.text.firstMatch(of: #/http://127\.0\.0\.1:(\d+)//#), let port = UInt16(match.1)
            else {
                stop()
                throw HeadlessChromium.Failure(description: "trellis serve printed no address: \(line.text)")
            }
            self.port = port
        }

        func stop() {
            guard process.isRunning else { return }
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
        }
    }
}
