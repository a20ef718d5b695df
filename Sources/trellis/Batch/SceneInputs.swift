import Foundation

/// The scene files a batch reads: files as given, directories searched
/// recursively for `.yaml`, `.yml`, `.json`, `.storyboard` and `.xib`, in a
/// stable order.
struct SceneInputs {
    /// One scene file, with the directory its output goes under.
    struct Input: Equatable {
        /// The path as given or found.
        let path: String
        /// Where it sits below the directory it was found in ("" for a file
        /// given directly): renders keep the same layout under `-o`.
        let relativeDirectory: String
    }

    static let extensions: Set<String> = ["yaml", "yml", "json", "storyboard", "xib"]

    /// Whether a path is a storyboard or xib.
    static func isInterfaceBuilder(_ path: String) -> Bool {
        ["storyboard", "xib"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
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
                inputs.append(Input(path: (path as NSString).appendingPathComponent(relative), relativeDirectory: directory))
            }
        }
        return (inputs, missing)
    }
}
