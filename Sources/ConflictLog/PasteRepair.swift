/// Undoes what pasting into issues, chats and web pages does to a log line:
/// `> ` quoting, `**` bold, markdown escapes (`\<`, `\_`), HTML entities,
/// a stray backtick, and `~~` where a renderer turned `-` into strikethrough.
enum PasteRepair {
    static func repair(_ line: Substring) -> String {
        var text = String(line)
        // Quoting: "> " (or ">") at the start, possibly nested, possibly indented.
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" {
            scalars.removeFirst()
        }
        var quoted = false
        while scalars.first == ">" {
            scalars.removeFirst()
            quoted = true
            if scalars.first == " " { scalars.removeFirst() }
        }
        if quoted { text = String(String.UnicodeScalarView(scalars)) }
        if text.containsBytes("**") { text = text.replacingAll("**", with: "") }
        if text.containsBytes("~~") { text = text.replacingAll("~~", with: "-") }
        if text.containsBytes("&") {
            for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
                if text.containsBytes(entity) { text = text.replacingAll(entity, with: character) }
            }
        }
        if text.containsBytes("\\") { text = unescapeMarkdown(text) }
        // A stray backtick at either end (a code span opened or closed on the line).
        if text.containsBytes("`") {
            let trimmed = text.trimmingBlanks
            guard trimmed.hasPrefix("`") || trimmed.hasSuffix("`") else { return text }
            var inner = Substring(trimmed)
            while inner.hasPrefix("`") { inner = inner.dropFirst() }
            while inner.hasSuffix("`") { inner = inner.dropLast() }
            return String(inner)
        }
        return text
    }

    /// `\<` → `<` and the like, for markdown's escapable punctuation only, so
    /// that a label's `\n` or `\U2019` stays as the log printed it.
    static func unescapeMarkdown(_ text: String) -> String {
        let escapable: Set<Unicode.Scalar> = ["<", ">", "_", "*", "[", "]", "(", ")", "|", "#", "`", "-", "+", "!", "{", "}", "~"]
        var result = String.UnicodeScalarView()
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar?
        while let scalar = pending ?? iterator.next() {
            pending = nil
            if scalar == "\\" {
                if let next = iterator.next() {
                    if escapable.contains(next) {
                        result.append(next)
                    } else {
                        result.append(scalar)
                        pending = next
                    }
                    continue
                }
            }
            result.append(scalar)
        }
        return String(result)
    }
}

extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}

extension Substring {
    /// The first range of `target`, without Foundation (plain scalar comparison).
    func range(of target: String) -> Range<Index>? {
        let needle = Array(target.unicodeScalars)
        guard let head = needle.first else { return nil }
        let scalars = unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if scalars[index] == head {
                var probe = index
                var matched = 0
                while matched < needle.count, probe < scalars.endIndex, scalars[probe] == needle[matched] {
                    probe = scalars.index(after: probe)
                    matched += 1
                }
                if matched == needle.count { return index..<probe }
            }
            index = scalars.index(after: index)
        }
        return nil
    }
}
