/// An incremental Cassowary solver: the dual simplex of Badros, Borning and
/// Stuckey, as kiwi implements it, with strict strength levels and with
/// definitions kept apart from the tableau.
///
/// Add and remove constraints, suggest values for edit variables, and read
/// values back. Every change is incremental: it pivots only the rows the
/// change reaches (each symbol keeps the list of rows that use it), so adding
/// a constraint or suggesting a value costs what it touches, not a rebuild.
///
/// ## Definitions
/// kiwi keeps the row of every basic variable written over parametric
/// symbols only. In a chain of views (`v[i].left = v[i-1].left +
/// v[i-1].width + 8`) that makes each position the sum of every width before
/// it: the tableau holds O(N²) cells and each pivot after the chain is
/// pinned at both ends rewrites O(N) rows of O(N) cells. Here a constraint
/// that introduces a variable nothing else uses yet becomes that variable's
/// *definition* (`v5.left := v4.left + v4.width + 8`), kept as written: the
/// simplex never rewrites it, it is expanded only when a row of the
/// restricted tableau needs it, and it is evaluated when values are read.
/// What the simplex works on stays as sparse as the constraints.
///
/// ## Dummies and parallel rows
/// A required equality's marker (its dummy) is not a cell: each row keeps
/// its dummy part as one node of a shared graph (`TraceArena`), read only
/// when an equality is removed or a conflict reported. Optional constraints
/// at one level that are the same row after substitution share that row,
/// its errors weighing as many as they are (`Solver+Groups.swift`). Both
/// keep chains and grids linear to build; docs/solver.md explains why they
/// stay exact.
///
/// ## Value semantics
/// `Solver` is a value. Copies share their storage until one of them changes
/// (every table is a copy-on-write collection), so copying a solver to try a
/// change, say to probe whether a view is ambiguous, costs nothing until the
/// copy is changed. Variables and constraints are immutable objects shared by
/// the copies; each copy has its own solution.
public struct Solver {
    // MARK: The tableau, by symbol id

    /// The row of each basic symbol, nil for parametric ones. A row is either
    /// a definition (see `isDefinition`) or *eager*: over parametric symbols
    /// only, kept so by every pivot.
    var rows: [Row?] = []
    /// Whether the row is a definition: an external variable's constraint as
    /// written, which may mention basic symbols and is never rewritten.
    var isDefinition: [Bool] = []
    /// By symbol id, the rest of what the solver keeps per symbol (see
    /// `SymbolSlot`), in one table so that making a symbol is one append.
    var slots: [SymbolSlot] = []
    /// The columns: by symbol, the eager rows that may hold it, as linked
    /// lists through these entries (heads, tails and counts in `slots`; see
    /// `Solver+Columns.swift`). Entries can be stale (a row lost the symbol,
    /// or is gone); readers check.
    var columnEntries: [ColumnEntry] = []
    /// The first free entry of `columnEntries`, or -1.
    var freeColumnEntry: Int32 = -1

    var objective = Objective()
    /// The phase-one objective while a row is added through an artificial
    /// variable.
    var artificial: Row?
    /// Restricted basic symbols whose value may have gone negative.
    var infeasible: [Symbol] = []
    /// Reusable buffers, so row operations do not allocate per call.
    var inserted: [Symbol] = []
    var expansion = Expansion()
    var definitionCount = 0
    /// The dummy parts of the rows (see ``TraceArena``).
    var traces = TraceArena()
    /// Parallel optional constraints merged into one row (see `Group`).
    var groups: [Group?] = []
    /// By the hash of a group's key (see `GroupKey`), the group; entries
    /// under keys a group had before stay until the index is rebuilt.
    var groupIndex = emptyGroupIndex
    static var emptyGroupIndex: IdentityTable<Int32> { IdentityTable(minimumCapacity: 16) }
    /// By group, whether its key changed since it was indexed; those groups.
    var groupIsStale: [Bool] = []
    var staleGroups: [Int] = []
    /// By group, the last `shiftKeys` round that shifted its key.
    var groupShiftRound: [UInt32] = []
    var shiftRound: UInt32 = 0
    /// The groups whose key may hold a symbol (may be stale), as linked
    /// lists: the head entry is the symbol's `groupColumnHead`, entries are
    /// (group, next).
    var groupColumnEntries: [(group: Int32, next: Int32)] = []
    /// Members taken out of their group during a removal, added again at its end.
    var detachedMembers: [Record] = []
    /// Compact the dummy-part graph after every change, not only once it
    /// has doubled (tests).
    var compactsTracesAlways = false
    /// How many times the graph kept by the last compaction it may grow
    /// before the next (2 to 64, see `compactTraces`).
    var traceCompactionGrowth = 2
    /// The fewest new nodes between two compactions of the dummy-part
    /// graph, so that small systems never pay for one (tests raise it to
    /// watch the graph grow without compaction).
    var traceCompactionFloor = 4096 {
        didSet { traces.compactionThreshold = traceCompactionFloor }
    }

    // MARK: What the tableau stands for

    var variableSymbols = IdentityTable<Symbol>()
    /// Keeps each variable alive while its identifier keys `variableSymbols`.
    var variables: [Variable] = []
    var records = RecordTable()
    var edits = IdentityTable<EditInfo>()
    var additions = 0

    /// The most pivots one change may take before the solver gives up with
    /// ``SolverError/iterationLimitExceeded(pivots:)``. With Bland's rule the
    /// simplex always terminates; the budget bounds hostile input.
    public var pivotLimit: Int = 1_000_000

    /// An empty solver.
    public init() {}

    /// The most symbols a fresh variable's row may reach, written over
    /// parametric symbols, to be kept as an eager row rather than a
    /// definition.
    static let eagerDefinitionLimit = 12

    /// How a constraint sits in the tableau: `marker` identifies its row
    /// (slack, dummy, or positive error), `other` is its second error symbol,
    /// `defined` the variable its row defines, if it became a definition.
    struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
        var defined = Symbol.invalid
    }

    /// What the solver keeps per symbol besides its row and column.
    struct SymbolSlot {
        /// The symbol itself (its kind is in it).
        let symbol: Symbol
        /// For a definition, the order it was made in: a definition mentions
        /// only definitions made before it.
        var definitionOrder = 0
        /// How many definitions mention the symbol.
        var definitionUses: Int32 = 0
        /// The head of the list of groups whose key may hold the symbol, or -1.
        var groupColumnHead: Int32 = -1
        /// For a marker, the constraint it belongs to.
        var owner: ObjectIdentifier?
        /// The first and last entries of the symbol's column, or -1, and
        /// how many entries it has.
        var columnHead: Int32 = -1
        var columnTail: Int32 = -1
        var columnCount: Int32 = 0
    }

    struct Record {
        let constraint: Constraint
        var tag: Tag
        /// Order of addition, to report conflicts in a stable order.
        let serial: Int
        /// The group the constraint is the primary or a member of, or -1.
        var group = -1
        /// A member has no row of its own: it weighs on its primary's errors.
        var isMember = false
        /// For a member: its dummy part minus the key's when it joined.
        var delta = TraceArena.empty
    }

    struct EditInfo {
        let constraint: Constraint
        /// The edit constraint's tag (it never changes while the edit lives).
        let tag: Tag
        var constant: Double
    }

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)``,
    ///   ``SolverError/invalidStrength(_:)``, ``SolverError/nonFiniteConstraint(_:)``,
    ///   or ``SolverError/unsatisfiableConstraint(_:conflicts:)`` for a
    ///   required constraint that contradicts the required ones already here.
    public mutating func add(_ constraint: Constraint) throws {
        defer { compactTracesIfNeeded() }
        try add(constraint, serial: nil, mayMerge: true)
    }

    /// Adds a constraint, in the order of addition at `serial` (a new place
    /// when nil); `mayMerge` lets an optional one join a parallel group.
    mutating func add(_ constraint: Constraint, serial: Int?, mayMerge: Bool) throws {
        guard !records.contains(constraint.key) else { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.strength.isValid else { throw SolverError.invalidStrength(constraint.strength) }
        guard constraint.isFinite else { throw SolverError.nonFiniteConstraint(constraint) }

        var (row, tag) = makeRow(for: constraint)
        var grouping: (group: Int, isMember: Bool, delta: Int32)?
        if let fresh = freshVariable(in: row, order: constraint.expression) {
            // Nothing mentions the fresh variable, so solving the row for it
            // satisfies the constraint and disturbs no other row. Written over
            // parametric symbols the row is what kiwi would keep; when that
            // stays small it is kept so (reading it is then free), and when
            // it would grow (a position at the end of a chain) it is kept as
            // a definition instead.
            row.solve(for: fresh, traces: &traces)
            if expand(&row, limit: Self.eagerDefinitionLimit) {
                install(consume row, for: fresh)
            } else {
                define(fresh, as: consume row)
                tag.defined = fresh
            }
        } else {
            grouping = try addToTableau(&row, tag, constraint, mayMerge: mayMerge)
        }
        if serial == nil { additions += 1 }
        var record = Record(constraint: constraint, tag: tag, serial: serial ?? additions)
        if !constraint.strength.isRequired {
            // Priced only now that the row is in: an error that became basic
            // is priced through its row.
            _ = objective.join(constraint.strength)
            if let grouping, grouping.isMember, let group = groups[grouping.group], let primary = records[group.primary] {
                reweigh(primary.tag, constraint.strength, by: 1)
                groups[grouping.group]!.members.insert(constraint.key)
                record.isMember = true
                record.delta = grouping.delta
            } else {
                reweigh(tag, constraint.strength, by: 1)
            }
            record.group = grouping?.group ?? -1
        }
        if !record.isMember {
            slots[tag.marker.id].owner = constraint.key
            if tag.other.isValid { slots[tag.other.id].owner = constraint.key }
        }
        // The record's last use: moved in, not copied.
        records.insert(consume record)
        try optimize()
    }

    /// Adds each constraint in order; stops at the first error.
    public mutating func add(_ constraints: [Constraint]) throws {
        for constraint in constraints { try add(constraint) }
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        records.contains(constraint.key)
    }

    /// The constraints in the solver, in the order they were added.
    public var constraints: [Constraint] {
        records.values.sorted { $0.serial < $1.serial }.map(\.constraint)
    }

    /// Forgets every constraint, variable and edit.
    public mutating func reset() {
        let limit = pivotLimit
        let always = compactsTracesAlways
        self = Solver()
        pivotLimit = limit
        compactsTracesAlways = always
    }

    /// Adds a row that has no fresh variable to define: written over
    /// parametric symbols and solved for a subject, or added through phase
    /// one when it has none.
    private mutating func addToTableau(_ row: inout Row, _ tag: Tag, _ constraint: Constraint, mayMerge: Bool) throws
        -> (group: Int, isMember: Bool, delta: Int32)?
    {
        _ = expand(&row, limit: .max)
        var grouping: (group: Int, isMember: Bool, delta: Int32)?
        if mayMerge, !constraint.strength.isRequired {
            grouping = findOrOpenGroup(for: row, tag, constraint)
            if grouping!.isMember { return grouping }
        }
        if row.constant < 0 { row.negate(traces: &traces) }
        let subject = chooseSubject(row, tag)
        if !subject.isValid, row.cells.isEmpty {
            // Nothing can absorb the row: it is an identity or a contradiction
            // among required equalities (its dummy part names them).
            guard nearZero(row.constant) else {
                removeObjectiveEffects(of: constraint, tag)
                throw SolverError.unsatisfiableConstraint(constraint, conflicts: conflicts(in: row))
            }
            // A redundant equality: its dummy becomes basic with the
            // relation among dummies the row states, so that removing any
            // of them later still finds the equation.
            makeDummyBasic(in: row, preferring: tag.marker)
            return nil
        }
        if subject.isValid {
            row.solve(for: subject, traces: &traces)
            substitute(subject, with: row)
            install(row, for: subject)
        } else if let certificate = try addWithArtificialVariable(row) {
            try optimize()
            throw SolverError.unsatisfiableConstraint(constraint, conflicts: conflicts(in: certificate))
        }
        return grouping
    }
}
