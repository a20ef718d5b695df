import Foundation
import SceneFile
#if canImport(Glibc)
    import Glibc
#endif

/// The scene files a batch reads: files as given, directories searched
/// recursively for `.yaml`, `.yml`, `.json`, `.storyboard` and `.xib`, in a
/// stable order.
///
/// Only what the user named is read. A path given on the command line is
/// followed wherever it leads (the user named it), but must be a regular
/// file or a directory. Inside a directory, only regular files are taken: a
/// FIFO, device or socket with a scene file's name is reported and never
/// opened (opening a FIFO blocks), a symbolic link is followed only when it
/// stays inside the directory given, and symbolic links to directories are
/// not descended (no cycles, no escape).
struct SceneInputs {
    /// One scene file, with the directory its output goes under.
    struct Input: Equatable {
        /// The path as given or found.
        let path: String
        /// Where it sits below the directory it was found in ("" for a file
        /// given directly): renders keep the same layout under `-o`.
        let relativeDirectory: String
        /// Whether the file is opened through a symbolic link: a path named
        /// on the command line, or a link found to stay inside its root.
        /// Other found files are opened with `O_NOFOLLOW`, so a file swapped
        /// for a link after the search is refused, not followed.
        var followsSymlinks = true
    }

    static let extensions: Set<String> = ["yaml", "yml", "json", "storyboard", "xib"]
    /// How deep a directory search goes, so that a deep tree is refused
    /// rather than exhausting the stack or the file descriptors.
    static let maxDepth = 64

    /// Whether a path is a storyboard or xib.
    static func isInterfaceBuilder(_ path: String) -> Bool {
        ["storyboard", "xib"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// Every scene file under `paths`, and what could not be taken, each as
    /// a message naming the path.
    static func collect(_ paths: [String]) -> (inputs: [Input], refused: [String]) {
        var inputs: [Input] = []
        var refused: [String] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                refused.append("\(path): no such file or directory")
                continue
            }
            if info.st_mode & S_IFMT == S_IFREG {
                inputs.append(Input(path: path, relativeDirectory: ""))
            } else if info.st_mode & S_IFMT == S_IFDIR {
                let root = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
                var found: [(relative: String, followsSymlinks: Bool)] = []
                search(path, relative: "", root: (root, path), depth: 0, found: &found, refused: &refused)
                for file in found.sorted(by: { $0.relative < $1.relative }) {
                    inputs.append(Input(path: (path as NSString).appendingPathComponent(file.relative),
                                        relativeDirectory: (file.relative as NSString).deletingLastPathComponent,
                                        followsSymlinks: file.followsSymlinks))
                }
            } else {
                refused.append("\(path): not read: it is \(RegularFile.irregularKind(at: path) ?? "not a regular file"), not a scene file")
            }
        }
        return (inputs, refused)
    }

    private static func search(_ directory: String, relative: String, root: (resolved: String, named: String), depth: Int,
                               found: inout [(relative: String, followsSymlinks: Bool)], refused: inout [String])
    {
        guard depth < maxDepth else {
            refused.append("\(directory): not searched: directories nest more than \(maxDepth) deep")
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            refused.append("\(directory): cannot list the directory")
            return
        }
        for name in names.sorted() {
            let path = (directory as NSString).appendingPathComponent(name)
            let relativePath = relative.isEmpty ? name : "\(relative)/\(name)"
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let isScene = extensions.contains((name as NSString).pathExtension.lowercased())
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                search(path, relative: relativePath, root: root, depth: depth + 1, found: &found, refused: &refused)
            case S_IFREG where isScene:
                found.append((relativePath, false))
            case S_IFLNK where isScene:
                let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
                var targetInfo = stat()
                if !target.hasPrefix(root.resolved + "/") {
                    refused.append("\(path): not read: a symbolic link to a file outside \(root.named); name the file itself to read it")
                } else if stat(path, &targetInfo) != 0 || targetInfo.st_mode & S_IFMT != S_IFREG {
                    refused.append("\(path): not read: a symbolic link to something that is not a regular file")
                } else {
                    found.append((relativePath, true))
                }
            case S_IFLNK, S_IFREG:
                continue
            default:
                if isScene {
                    refused.append("\(path): not read: it is \(RegularFile.irregularKind(at: path, followingSymlinks: false) ?? "not a regular file"), not a scene file")
                }
            }
        }
    }

    /// Where `path` leads when it is a symbolic link to a file outside the
    /// directory the link is in (`scene.yaml → /proc/self/environ`), else nil.
    /// Such a file is read when named directly, but its text is never quoted
    /// (see ``redacted(_:target:)``): the user named the link, not its target.
    static func outsideTarget(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL.path
        let target = url.resolvingSymlinksInPath().standardizedFileURL.path
        return target.hasPrefix(directory == "/" ? "/" : directory + "/") ? nil : target
    }

    /// `error` without a byte of the file: its position, and why nothing is quoted.
    static func redacted(_ error: SceneFileError, target: String) -> SceneFileError {
        SceneFileError(file: error.file, line: error.line, column: error.column,
                       message: "not a valid scene file; nothing of it is quoted, as it was reached through a symbolic link "
                           + "to a file outside the link's directory (\(target))",
                       sourceLine: "")
    }
}
