// Reclaiming the dummy-part graph (`TraceArena`). Every row operation adds a
// node and leaves the row's previous node behind, so a long session (drags
// whose dual simplex pivots, constraints added and removed again) would
// grow the graph without bound. At the end of every public change, once the
// graph holds more than twice the nodes that were live at the last
// compaction (plus the references scanned and a floor), the nodes no
// reference reaches are dropped and the rest renumbered in order.

extension Solver {
    /// Hands every graph node the solver refers to (rows and definitions,
    /// objective levels, group keys, members' differences, the artificial
    /// row while phase one runs) to `body`, which may renumber it.
    mutating func visitTraceReferences(_ body: (inout Int32) -> Void) {
        for id in rows.indices where rows[id] != nil { body(&rows[id]!.trace) }
        objective.visitTraces(body)
        for index in groups.indices where groups[index] != nil { body(&groups[index]!.key.trace) }
        for index in records.indices where records.values[index].isMember { body(&records.values[index].delta) }
        for index in detachedMembers.indices { body(&detachedMembers[index].delta) }
        if artificial != nil { body(&artificial!.trace) }
    }

    /// Compacts the graph if it has grown past its threshold. Amortised
    /// O(1) per node made: a compaction costs the nodes and edges it scans
    /// plus the references it rewrites, and the next one waits until at
    /// least as many new nodes as it scanned have been made.
    mutating func compactTracesIfNeeded() {
        guard compactsTracesAlways || traces.nodeCount > traces.compactionThreshold else { return }
        compactTraces()
    }

    /// Drops every node no reference reaches and renumbers the rest.
    mutating func compactTraces() {
        var references: [Int32] = []
        visitTraceReferences { references.append($0) }
        let renumbered = traces.compact(keeping: references) { owners[$0] != nil }
        visitTraceReferences { $0 = renumbered[Int($0)] }
        let scanned = rows.count + groups.count + records.count
        traces.compactionThreshold = 2 * traces.nodeCount + scanned + traceCompactionFloor
    }

    /// How many nodes the dummy-part graph holds (tests).
    var traceNodeCount: Int { traces.nodeCount }
}
