/// A column of the tableau: an external variable, or one of the solver's own
/// slack, error and dummy unknowns.
///
/// The kind sits in the two low bits and the creation number above them, so
/// ordering symbols by `raw` orders them by creation. Rows keep their cells in
/// that order, and "the lowest symbol" breaks every tie (Bland's rule, which
/// keeps the simplex from cycling).
struct Symbol: Hashable, Comparable {
    enum Kind: UInt32 {
        /// A user's variable: unrestricted in sign.
        case external = 0
        /// The slack of an inequality: `>= 0`.
        case slack = 1
        /// The error of an optional constraint: `>= 0`, and costs in the objective.
        case error = 2
        /// The marker of a required equality: always zero, never enters the basis.
        case dummy = 3
    }

    let raw: UInt32

    init(id: Int, kind: Kind) {
        raw = UInt32(id) << 2 | kind.rawValue
    }

    private init(raw: UInt32) { self.raw = raw }

    /// No symbol.
    static let invalid = Symbol(raw: .max)

    /// The index of this symbol's slot in the tableau's arrays.
    var id: Int { Int(raw >> 2) }
    var isValid: Bool { raw != .max }
    var kind: Kind { Kind(rawValue: raw & 3)! }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slacks and errors: the symbols that may leave a row to keep it feasible.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }
    /// Whether the symbol must stay `>= 0` (all but externals).
    var isRestricted: Bool { raw & 3 != 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
