import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Everything `trellis` prints goes through here, so that text from files
/// (view and state names, quoted source lines, paths) never reaches a terminal
/// as control sequences: an `ESC ]0;` in a name would retitle the window, a
/// `\r` overwrite the line before, a right-to-left override reorder what
/// follows. Such characters are printed escaped, as `\u{1B}`.
enum Console {
    /// `text` and a line break on standard output, flushed (so that a pipe
    /// sees a batch move line by line).
    static func out(_ text: String, terminator: String = "\n") {
        let data = Data((escaped(text) + terminator).utf8)
        FileHandle.standardOutput.write(data)
    }

    /// `text` on standard error, a line break added unless it ends in one.
    static func error(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        FileHandle.standardError.write(Data(escaped(line).utf8))
    }

    /// `text` on standard error as it is, for the progress bar's own `\r`.
    static func rawError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `text` with every control character but the line break and tab
    /// written as `\u{XX}`: C0 and C1 controls, DEL, and the invisible
    /// marks that reorder text (bidirectional embeddings, overrides, isolates).
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
