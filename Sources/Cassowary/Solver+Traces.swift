// Reclaiming the dummy-part graph (`TraceArena`). Every row operation adds a
// node and leaves the row's previous node behind, so a long session (drags
// whose dual simplex pivots, constraints added and removed again) would
// grow the graph without bound. At the end of every public change, once the
// graph has grown a few times past what the last compaction kept (plus the
// references scanned and a floor), it is rebuilt for the references the
// solver holds: short dummy parts become one node over their leaves, the
// history nothing needs any more goes, and the rest keeps its order.

extension Solver {
    /// Hands every graph node the solver refers to (rows and definitions,
    /// objective levels, group keys, members' differences, the artificial
    /// row while phase one runs) to `body`, which may renumber it.
    mutating func visitTraceReferences(_ body: (inout Int32) -> Void) {
        for id in rows.indices where rows[id] != nil { body(&rows[id]!.trace) }
        objective.visitTraces(body)
        for index in groups.indices where groups[index] != nil { body(&groups[index]!.key.trace) }
        for index in records.values.indices where records.values[index].isMember { body(&records.values[index].delta) }
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
        let before = traces.nodeCount
        let renumbered = traces.compact(keeping: references) { slots[$0].owner != nil }
        visitTraceReferences { $0 = renumbered[Int($0)] }
        // While a system is being built nearly every node stays (large dummy
        // parts keep their structure): each compaction that keeps more than
        // half lets the graph grow twice as far before the next, up to 64
        // times; one that reclaims most (a drag, add/remove cycles) brings
        // the factor back to 2. Either way the next compaction waits for at
        // least as many new nodes as this one scanned.
        let kept = traces.nodeCount
        traceCompactionGrowth = 2 * kept > before ? min(64, 2 * traceCompactionGrowth) : 2
        let scanned = rows.count + groups.count + records.count
        traces.compactionThreshold = traceCompactionGrowth * kept + scanned + traceCompactionFloor
    }

    /// How many nodes the dummy-part graph holds (tests).
    var traceNodeCount: Int { traces.nodeCount }
}
