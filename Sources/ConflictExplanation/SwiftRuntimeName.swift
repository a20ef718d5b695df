/// A Swift class's Objective-C runtime name, as a conflict log prints it
/// (`_TtC5MyApp8CardView`, `_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_`),
/// read back to the name its code uses (`CardView`,
/// `_UIHostingView<AnyView>`).
///
/// The runtime names use Swift's first mangling: `_Tt`, then a type. A
/// nominal type is its kind (`C` class, `V` struct, `O` enum), its context
/// (a module, or the type it is nested in) and its name; a private one
/// (`P`) carries a discriminator before its name. `G` binds a generic type
/// to arguments, ended by `_`. Names are length-prefixed (`8CardView`).
/// `S` refers back to a module or type met before (`S_` the first, `S0_`
/// the second, …) or to a standard one (`Ss` Swift, `SS` String, `Si` Int).
/// Only what a view's class can be is read; anything else gives nil, and the
/// caller keeps the name as logged.
enum SwiftRuntimeName {
    /// The readable name of `mangled`: the innermost type's name, with its
    /// generic arguments where the whole stays within
    /// ``readableLength``; nil when `mangled` is not a runtime name this
    /// reads.
    static func readable(_ mangled: String) -> String? {
        guard mangled.hasPrefix("_Tt") else { return nil }
        var reader = Reader(Array(mangled.utf8.dropFirst(3)))
        guard let type = reader.type(), case .type(let name, let arguments) = type else { return nil }
        let generic = arguments.isEmpty ? name : "\(name)<\(arguments.joined(separator: ", "))>"
        return generic.count <= readableLength ? generic : name
    }

    /// The longest readable name with its generic arguments; a longer one
    /// is said without them.
    static let readableLength = 40

    /// A module or a type met while reading: what `S` refers back to.
    enum Entity {
        case module
        case type(name: String, arguments: [String])

        /// How it reads as a generic argument.
        var argument: String {
            switch self {
            case .module: "?"
            case .type(let name, let arguments): arguments.isEmpty ? name : "\(name)<\(arguments.joined(separator: ", "))>"
            }
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var substitutions: [Entity] = []

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func take(_ byte: Character) -> Bool {
            guard current == byte.asciiValue else { return false }
            index += 1
            return true
        }

        /// How deep types nest in one another; a name nested deeper is not
        /// read (each level is a call: a log line of "CCCC…" would
        /// otherwise overflow the stack).
        private var depth = 0
        private static let maxDepth = 32

        /// A type: a nominal one, a bound generic one or a reference back.
        mutating func type() -> Entity? {
            guard depth < Self.maxDepth else { return nil }
            depth += 1
            defer { depth -= 1 }
            if take("G") {
                guard case .type(let name, _)? = type() else { return nil }
                var arguments: [String] = []
                while !take("_") {
                    guard current != nil, arguments.count < 16, let argument = type() else { return nil }
                    arguments.append(argument.argument)
                }
                let bound = Entity.type(name: name, arguments: arguments)
                substitutions.append(bound)
                return bound
            }
            if let kind = current, "CVO".utf8.contains(kind) {
                index += 1
                guard context() != nil, let name = entityName() else { return nil }
                let nominal = Entity.type(name: name, arguments: [])
                substitutions.append(nominal)
                return nominal
            }
            if current == UInt8(ascii: "S") { return substitution() }
            return nil
        }

        /// What a nominal type is declared in: a module, or another type.
        private mutating func context() -> Entity? {
            if let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                guard identifier() != nil else { return nil }
                substitutions.append(.module)
                return .module
            }
            return type()
        }

        /// A declaration's name: an identifier, or `P`, a discriminator and one.
        private mutating func entityName() -> String? {
            if take("P") {
                guard identifier() != nil else { return nil }
            }
            return identifier()
        }

        /// A length-prefixed identifier (`8CardView`).
        private mutating func identifier() -> String? {
            var length = 0
            let start = index
            while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                length = length * 10 + Int(byte - UInt8(ascii: "0"))
                guard length <= bytes.count else { return nil }
                index += 1
            }
            guard index > start, length > 0, index + length <= bytes.count else { return nil }
            defer { index += length }
            return String(decoding: bytes[index..<index + length], as: UTF8.self)
        }

        /// `S_`, `S0_`, `S1_`, …: a module or type met before; `Ss` and
        /// the standard types by their letter.
        private mutating func substitution() -> Entity? {
            guard take("S"), let byte = current else { return nil }
            if let standard = Self.standard[byte] {
                index += 1
                return standard
            }
            var number = 0
            var digits = 0
            while let digit = current, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") {
                number = number * 10 + Int(digit - UInt8(ascii: "0"))
                digits += 1
                guard digits < 6 else { return nil }
                index += 1
            }
            guard take("_") else { return nil }
            let position = digits == 0 ? 0 : number + 1
            return position < substitutions.count ? substitutions[position] : nil
        }

        /// The standard substitutions a view's generic arguments may use.
        private static let standard: [UInt8: Entity] = [
            UInt8(ascii: "s"): .module, UInt8(ascii: "o"): .module,
            UInt8(ascii: "S"): .type(name: "String", arguments: []), UInt8(ascii: "i"): .type(name: "Int", arguments: []),
            UInt8(ascii: "u"): .type(name: "UInt", arguments: []), UInt8(ascii: "b"): .type(name: "Bool", arguments: []),
            UInt8(ascii: "d"): .type(name: "Double", arguments: []), UInt8(ascii: "f"): .type(name: "Float", arguments: []),
        ]
    }
}
