import Foundation

/// Output names made from scene and state names, which come from files
/// anyone can write: only ASCII letters, digits, `.`, `_` and `-` survive
/// (anything else becomes `-`), and a component never starts with `.` or `-`,
/// so it cannot be `..`, hidden, or read as an option: a name never leaves the
/// output directory.
enum OutputName {
    /// `name` as one safe path component.
    static func component(_ name: String) -> String {
        var safe = String(name.unicodeScalars.map { scalar -> Character in
            let allowed = CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || "._-".unicodeScalars.contains(scalar)
            return allowed ? Character(scalar) : "-"
        })
        // No hidden files, no names that read as options.
        while safe.hasPrefix(".") || safe.hasPrefix("-") { safe.removeFirst() }
        if safe.isEmpty { safe = "scene" }
        return String(safe.prefix(120))
    }

    /// A relative directory (from the input root) made safe, component by component.
    static func directory(_ relative: String) -> String {
        relative.split(separator: "/").filter { $0 != "." && $0 != ".." }.map { component(String($0)) }
            .joined(separator: "/")
    }
}
