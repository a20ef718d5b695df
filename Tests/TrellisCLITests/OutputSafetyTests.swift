import Foundation
import Testing
@testable import TrellisCLI

#if canImport(Glibc)
    import Glibc
#endif

/// A batch writes only where it was asked: temporary files a killed run left
/// are removed by the next run into the directory, and output names that two
/// renders would share are refused before anything is drawn.
@Suite struct OutputSafetyTests {
    /// A process number no process has now.
    static func deadPID() -> pid_t {
        var pid: pid_t = 4_000_000
        while kill(pid, 0) == 0 || errno == EPERM { pid -= 1 }
        return pid
    }

    @Test func temporariesOfAKilledRunAreRemovedAndLinksAmongThemNotFollowed() throws {
        let root = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out"), outside = root.appendingPathComponent("outside.txt")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "keep me".write(to: outside, atomically: true, encoding: .utf8)
        let dead = Self.deadPID()
        try Data("half a png".utf8).write(to: out.appendingPathComponent(".slider-0@2x.png.\(dead).tmp"))
        try Data("half".utf8).write(to: out.appendingPathComponent("sub/.x.svg.\(dead).tmp"))
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent(".index.html.\(dead).tmp").path,
                                                   withDestinationPath: outside.path)
        // A live process's temporary (ours, the test's) is left alone, and so is anything not named like one.
        let live = out.appendingPathComponent(".other.png.\(getppid()).tmp")
        try Data().write(to: live)
        try Data().write(to: out.appendingPathComponent(".notes.tmp"))
        let run = try runTrellis(["render", sampleScenes.appendingPathComponent("slider-naive.yaml").path, "-o", out.path])
        #expect(run.status == 0, "\(run.errors)")
        let left = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(left == [".notes.tmp", ".other.png.\(getppid()).tmp", "index.html", "slider-naive-0.5@2x.png",
                         "slider-naive-0@2x.png", "slider-naive-1@2x.png", "sub"], "\(left)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("sub").path).isEmpty)
        #expect(try String(contentsOf: outside, encoding: .utf8) == "keep me")
    }

    @Test func collidingOutputNamesAreRefusedNamingBothSources() throws {
        let input = try scratchDirectory(), out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: out) }
        let body = "size: 100x100\nviews: [{name: a}]\nconstraints: [a.left == root.left, a.top == root.top, a.width == 10, a.height == 10]\n"
        try ("name: same\n" + body + "states:\n  - name: \"x y\"\n  - name: \"x/y\"\n  - name: \"xéy\"\n  - name: ok\n")
            .write(to: input.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try ("name: same\n" + body + "states:\n  - name: ok\n  - name: other\n")
            .write(to: input.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        let run = try runTrellis(["render", input.path, "-o", out.path])
        #expect(run.status == 1)
        let a = input.appendingPathComponent("a.yaml").path, b = input.appendingPathComponent("b.yaml").path
        #expect(run.errors == """
            \(a): output name 'same-ok' would be written by \(a) (100x100, ok) and \(b) (100x100, ok): rename a state or the scene's 'name:' so that each picture has its own; none of them was rendered
            \(a): output name 'same-x-y' would be written by \(a) (100x100, x y) and \(a) (100x100, x/y) and \(a) (100x100, xéy): rename a state or the scene's 'name:' so that each picture has its own; none of them was rendered

            """, "\(run.errors)")
        #expect(files(under: out) == ["index.html", "same-other@2x.png"])
        #expect(run.output.contains("rendered 1 of 1 (1 file), 2 failed"), "\(run.output)")
    }

    /// Names longer than a component may be are cut to their start and end
    /// around a hash of the whole, so that two cut at the same length do not
    /// meet (a long storyboard's scenes differ only at their end): both render.
    @Test func longNamesThatShareTheirFirst120CharactersBothRender() throws {
        let input = try scratchDirectory(), out = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: out) }
        let long = "scene-" + String(repeating: "long", count: 30)
        let body = "size: 100x100\nviews: [{name: a}]\nconstraints: [a.left == root.left, a.top == root.top, a.width == 10, a.height == 10]\n"
        for (file, end) in [("a.yaml", "first"), ("b.yaml", "second")] {
            try "name: \(long)-\(end)\n\(body)".write(to: input.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let run = try runTrellis(["render", input.path, "-o", out.path, "-q"])
        #expect(run.status == 0, "\(run.errors)")
        // The hashes are FNV-1a of the whole names, worked out apart from Trellis.
        let first = "scene-longlonglonglonglonglonglonglonglonglonglonglonglonglonglonglong-b97f5a89-nglonglonglonglonglonglonglonglong-first"
        let second = "scene-longlonglonglonglonglonglonglonglonglonglonglonglonglonglonglong-389b7525-glonglonglonglonglonglonglonglong-second"
        #expect(files(under: out) == ["index.html", "\(second)@2x.png", "\(first)@2x.png"])
        #expect(first.count == 120 && second.count == 120)
        // A name that fits is kept as it is.
        #expect(OutputName.component("short-name") == "short-name")
    }
}
