import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A batch reads only what the user named: regular files, symbolic links that
/// stay inside the directory given, never a FIFO or device; a file reached
/// through a link out of its directory is never quoted; and nothing from a
/// file reaches the terminal as a control sequence.
@Suite struct InputSafetyTests {
    static let good = "size: 100x100\nviews: [{name: a}]\nconstraints: [a.left == root.left, a.top == root.top, a.width == 10, a.height == 10]\n"

    @Test func aSymlinkLeavingTheDirectoryIsNotReadAndOneInsideIs() throws {
        let root = try scratchDirectory(), out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: out) }
        let input = root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let secret = root.appendingPathComponent("secret.yaml")
        try "TOKEN=hunter2\n".write(to: secret, atomically: true, encoding: .utf8)
        try Self.good.write(to: input.appendingPathComponent("sub/real.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: input.appendingPathComponent("leak.yaml").path, withDestinationPath: secret.path)
        try FileManager.default.createSymbolicLink(atPath: input.appendingPathComponent("inside.yaml").path, withDestinationPath: "sub/real.yaml")
        let run = try runTrellis(["render", input.path, "-o", out.path])
        #expect(run.status == 1)
        #expect(run.errors == "\(input.path)/leak.yaml: not read: a symbolic link to a file outside \(input.path); name the file itself to read it\n")
        #expect(!run.errors.contains("hunter2") && !run.output.contains("hunter2"))
        #expect(files(under: out) == ["index.html", "inside@2x.png", "sub/real@2x.png"])
    }

    @Test func aFileReachedThroughALinkOutOfItsDirectoryIsNeverQuoted() throws {
        let root = try scratchDirectory(), out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: out) }
        let link = root.appendingPathComponent("scene.yaml")
        // The finding: a scene file that is a link to the environment.
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/proc/self/environ")
        let run = try runTrellis(["render", link.path, "-o", out.path])
        #expect(run.status == 1)
        let message = try #require(run.errors.split(separator: "\n").first.map(String.init))
        #expect(message.hasPrefix("\(link.path):1:1: error: not a valid scene file; nothing of it is quoted, as it was reached through a symbolic link to a file outside the link's directory (/proc/"))
        #expect(!run.errors.contains("PATH=") && !run.errors.contains("HOME="), "\(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1)
    }

    @Test func aFIFOInADirectoryOrNamedIsRefusedWithoutBlocking() throws {
        let input = try scratchDirectory(), out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: out) }
        let fifo = input.appendingPathComponent("x.yaml")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        try Self.good.write(to: input.appendingPathComponent("good.yaml"), atomically: true, encoding: .utf8)
        let started = Date()
        let run = try runTrellis(["render", input.path, "-o", out.path])
        #expect(run.status == 1)
        #expect(run.errors == "\(fifo.path): not read: it is a FIFO, not a scene file\n")
        #expect(files(under: out) == ["good@2x.png", "index.html"])
        let named = try runTrellis(["check", fifo.path])
        #expect(named.status == 1)
        #expect(named.errors == "\(fifo.path): not read: it is a FIFO, not a scene file\n")
        let device = try runTrellis(["check", "/dev/zero"])
        #expect(device.errors == "/dev/zero: not read: it is a character device, not a scene file\n")
        // Generous: a blocked open would never return.
        #expect(Date().timeIntervalSince(started) < 60)
    }

    @Test func controlCharactersFromAFileArePrintedEscaped() throws {
        let input = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input) }
        let file = input.appendingPathComponent("title.yaml")
        // ESC ] 0 ; … BEL retitles a terminal; ESC [ 31 m turns it red; U+202E reverses what follows.
        try "size: 10x10\nviews: [{name: \"\\e]0;pwned\\a\\e[31m\\u202Eevil\"}]\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try runTrellis(["check", file.path])
        #expect(run.status == 1)
        #expect(!run.errors.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }, "\(run.errors)")
        #expect(run.errors.contains("got '\\u{1B}]0;pwned\\u{7}\\u{1B}[31m\\u{202E}evil'"), "\(run.errors)")
    }
}
