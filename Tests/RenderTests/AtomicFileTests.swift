import Foundation
import Render
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `writeAtomically` writes only its destination: a link planted at the
/// temporary name is removed, never written through.
@Suite struct AtomicFileTests {
    @Test func aSymlinkPlantedAtTheTemporaryNameIsNotWrittenThrough() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-atomic-\(UUID().uuidString)")
        let out = root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let victim = root.appendingPathComponent("victim.txt")
        try "untouched".write(to: victim, atomically: true, encoding: .utf8)
        // The name this process will use for its temporary file.
        let planted = out.appendingPathComponent(".picture.png.\(getpid()).tmp")
        try FileManager.default.createSymbolicLink(atPath: planted.path, withDestinationPath: victim.path)
        try writeAtomically(Data("new picture".utf8), to: out.appendingPathComponent("picture.png"))
        #expect(try String(contentsOf: victim, encoding: .utf8) == "untouched")
        #expect(try String(contentsOf: out.appendingPathComponent("picture.png"), encoding: .utf8) == "new picture")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["picture.png"])
    }

    @Test func aSymlinkAtTheDestinationIsReplacedNotFollowed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let victim = root.appendingPathComponent("victim.txt")
        try "untouched".write(to: victim, atomically: true, encoding: .utf8)
        let destination = root.appendingPathComponent("picture.svg")
        try FileManager.default.createSymbolicLink(atPath: destination.path, withDestinationPath: victim.path)
        try writeAtomically(Data("<svg/>".utf8), to: destination)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "untouched")
        var info = stat()
        #expect(lstat(destination.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
        #expect(try String(contentsOf: destination, encoding: .utf8) == "<svg/>")
    }

    @Test func theTemporaryNameNamesTheFileAndTheProcess() {
        #expect(TemporaryFiles.writer(ofTemporary: ".a b.png.4242.tmp") == 4242)
        #expect(TemporaryFiles.writer(ofTemporary: ".x.4242.tmp") == 4242)
        for name in [".notes.tmp", "a.png.4242.tmp", ".a.png.-1.tmp", ".a.png.x.tmp", ".4242.tmp"] {
            #expect(TemporaryFiles.writer(ofTemporary: name) == nil, "\(name)")
        }
    }
}
