import Foundation

/// The scene files a batch reads: files as given, directories searched
/// recursively for `.yaml`, `.yml` and `.json`, in a stable order.
struct SceneInputs {
    /// One scene file, with the directory its output goes under.
    struct Input: Equatable {
        /// The path as given or found.
        let path: String
        /// Where it sits below the directory it was found in ("" for a file
        /// given directly): renders keep the same layout under `-o`.
        let relativeDirectory: String
        /// Whether it was found in a directory rather than named.
        var foundInDirectory = false
    }

    static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// Whether the file is a linear system (`cassowary-workload/1` JSON,
    /// docs/linear-system.md), which `trellis solve` reads and which is no
    /// scene: its first few kilobytes name the format.
    static func isLinearSystem(_ path: String) -> Bool {
        guard path.lowercased().hasSuffix(".json"), let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
        return head.range(of: #""format"\s*:\s*"cassowary-workload/"#, options: .regularExpression) != nil
    }

    /// Every scene file under `paths`, and the paths that do not exist.
    static func collect(_ paths: [String]) -> (inputs: [Input], missing: [String]) {
        var inputs: [Input] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                inputs.append(Input(path: path, relativeDirectory: ""))
                continue
            }
            let root = URL(fileURLWithPath: path).standardizedFileURL
            let found = (manager.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
                .filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
                .sorted()
            for relative in found {
                let directory = (relative as NSString).deletingLastPathComponent
                inputs.append(Input(path: (path as NSString).appendingPathComponent(relative), relativeDirectory: directory,
                                    foundInDirectory: true))
            }
        }
        return (inputs, missing)
    }
}
