import ConflictLog
import Foundation

/// Names for the items of a report, the way the log names them but short
/// enough for a picture: the class (without its module), a label's text or
/// a guide's identifier, and the address's last four digits when two items
/// would otherwise share a name.
struct ItemNaming {
    private(set) var names: [String: String] = [:]

    init(_ items: [LoggedItem]) {
        var base: [String: String] = [:]
        var counts: [String: Int] = [:]
        for item in items where base[item.key] == nil {
            let name = Self.baseName(item)
            base[item.key] = name
            counts[name, default: 0] += 1
        }
        for item in items where names[item.key] == nil {
            let name = base[item.key]!
            if counts[name, default: 0] > 1, let address = item.address, address.count > 4 {
                names[item.key] = "\(name) …\(address.suffix(4))"
            } else {
                names[item.key] = name
            }
        }
        // Names still shared (same last digits): numbered.
        var seen: [String: Int] = [:]
        for item in items {
            guard let name = names[item.key] else { continue }
            let owners = Set(items.filter { names[$0.key] == name }.map(\.key))
            if owners.count > 1, let position = owners.sorted().firstIndex(of: item.key), position > 0 {
                seen[name, default: 0] += 1
                names[item.key] = "\(name) #\(position + 1)"
            }
        }
    }

    static func baseName(_ item: LoggedItem) -> String {
        var name: String
        if let className = item.className {
            name = String(className.split(separator: ".").last ?? Substring(className))
            if name.hasPrefix("NSKVONotifying_") { name.removeFirst("NSKVONotifying_".count) }
            // A Swift class's runtime name reads as its code names it
            // (`_TtC5MyApp8CardView` is `CardView`); one this cannot read
            // is cut short.
            if name.hasPrefix("_Tt") {
                name = SwiftRuntimeName.readable(name) ?? (name.count > 40 ? String(name.prefix(24)) + "…" : name)
            }
        } else {
            name = item.name ?? "?"
        }
        if let text = item.text, !text.isEmpty {
            let short = text.count > 24 ? String(text.prefix(22)) + "…" : text
            name += " '\(short.replacingOccurrences(of: "\n", with: " "))'"
        }
        return name
    }

    func name(_ item: LoggedItem) -> String { names[item.key] ?? Self.baseName(item) }
}

