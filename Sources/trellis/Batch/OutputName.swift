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
        return shortened(safe)
    }

    /// The longest component written, in bytes: well under a file name's
    /// 255 with `@2x.png` or a temporary's `.NAME.PID.tmp` around it.
    static let maximumLength = 120

    /// `safe` (ASCII) as it is when it fits ``maximumLength``; longer, its
    /// start and its end around a hash of the whole: names cut at one length
    /// would meet where they differ only past it (a storyboard's scenes,
    /// named after a long file name, differ at their end; two files in one
    /// long folder-derived name, in the middle), and each pair of them would
    /// be refused as one output name. The ends keep the name readable.
    static func shortened(_ safe: String) -> String {
        guard safe.utf8.count > maximumLength else { return safe }
        // FNV-1a, 32 bits: stable across runs and machines, as Swift's
        // Hasher (seeded per process) is not.
        var hash: UInt32 = 2_166_136_261
        for byte in safe.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let digest = String(format: "%08x", hash)
        let tailLength = 40, headLength = maximumLength - tailLength - digest.count - 2
        return "\(safe.prefix(headLength))-\(digest)-\(safe.suffix(tailLength))"
    }

    /// A relative directory (from the input root) made safe, component by component.
    static func directory(_ relative: String) -> String {
        relative.split(separator: "/").filter { $0 != "." && $0 != ".." }.map { component(String($0)) }
            .joined(separator: "/")
    }
}
