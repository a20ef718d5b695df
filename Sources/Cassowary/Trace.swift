/// The dummy part of every row, kept as a shared graph instead of cells.
///
/// A required equality's marker (its *dummy*) is always zero, never enters
/// the basis and never decides a pivot. Its coefficients matter only when the
/// constraint is removed (they say how its equation was mixed into each row)
/// and when a conflict is reported (they name the equalities an infeasible
/// row was built from). Written as cells, dummies are copied by every
/// expansion and substitution: in a chain whose widths are tied to the first
/// through N/4 equalities, every width's row carries O(N) of them and the
/// tableau O(N²).
///
/// Here each row holds one node instead. A node is a dummy (a leaf) or a
/// weighted sum of older nodes, so every row operation that mixes rows adds
/// one small node (`a + f·b`) whatever the size of the dummy parts, and
/// identical dummy parts are shared, not copied. No node is ever rewritten,
/// and a row's dummy coefficients are read by walking the graph, which is
/// needed only on removal of an equality and on a conflict.
///
/// Every mixing adds a node and leaves the row's old node behind, so the
/// solver reclaims the nodes no row reaches any more from time to time
/// (``compact(keeping:)``, `Solver+Traces.swift`).
///
/// Node 0 is the empty sum. Children are always older than their parent, so
/// the node number is a topological order.
struct TraceArena {
    static let empty: Int32 = 0

    /// A node: its children are `edges[firstChild..<firstChild + childCount]`;
    /// `leafSymbol` is the dummy symbol of a leaf, or -1; `parentHead` is the
    /// first edge into a parent of the node (reverse edges, as linked lists
    /// through `Edge.next`).
    struct Node {
        var firstChild: Int32
        var childCount: Int32
        var leafSymbol: Int32
        var parentHead: Int32
    }

    /// An edge from `parent` to `child` with its factor; `next` is the next
    /// edge into a parent of the same child, or -1.
    struct Edge {
        var child: Int32
        var parent: Int32
        var next: Int32
        var factor: Double
    }

    /// One table of nodes and one of edges, so making a node or an edge is
    /// one append each (they were eight parallel tables).
    private var nodes: [Node] = [Node(firstChild: 0, childCount: 0, leafSymbol: -1, parentHead: -1)]
    private var edges: [Edge] = []
    /// By symbol id, the leaf of a dummy (0 for none yet).
    private var leaves: [Int32] = []

    var nodeCount: Int { nodes.count }
    /// How many nodes the graph may hold before the solver compacts it
    /// again (set by the solver after each compaction).
    var compactionThreshold = 4096

    /// The leaf of `dummy`, made on first use.
    mutating func leaf(_ dummy: Symbol) -> Int32 {
        if dummy.id < leaves.count, leaves[dummy.id] != Self.empty { return leaves[dummy.id] }
        if dummy.id >= leaves.count { prepare(symbols: max(dummy.id + 1, 2 * leaves.count)) }
        if nodes.count == nodes.capacity { reserveNodes() }
        let node = Int32(nodes.count)
        nodes.append(Node(firstChild: Int32(edges.count), childCount: 0, leafSymbol: Int32(dummy.id), parentHead: -1))
        leaves[dummy.id] = node
        return node
    }

    /// Room for the leaves of `count` symbols. The solver calls it as its
    /// per-symbol tables grow, so the table of leaves grows with them, one
    /// allocation per doubling.
    mutating func prepare(symbols count: Int) {
        guard leaves.count < count else { return }
        leaves.append(contentsOf: repeatElement(Self.empty, count: count - leaves.count))
    }

    /// `factor·node`.
    mutating func scaled(_ node: Int32, _ factor: Double) -> Int32 {
        if node == Self.empty || factor == 1 { return node }
        if factor == 0 { return Self.empty }
        let parent = newNode(children: 1)
        appendChild(node, factor, of: parent)
        return parent
    }

    /// `a + factor·b`.
    mutating func sum(_ a: Int32, _ b: Int32, times factor: Double) -> Int32 {
        if b == Self.empty || factor == 0 { return a }
        if a == Self.empty { return scaled(b, factor) }
        let parent = newNode(children: 2)
        appendChild(a, 1, of: parent)
        appendChild(b, factor, of: parent)
        return parent
    }

    /// `Σ factor·node` over `parts`; empty nodes and zero factors are skipped.
    mutating func make(_ parts: UnsafeBufferPointer<(node: Int32, factor: Double)>) -> Int32 {
        var live = 0
        var only: (node: Int32, factor: Double) = (Self.empty, 0)
        for part in parts where part.node != Self.empty && part.factor != 0 {
            live += 1
            only = part
        }
        if live == 0 { return Self.empty }
        if live == 1 { return scaled(only.node, only.factor) }
        let parent = newNode(children: live)
        for part in parts where part.node != Self.empty && part.factor != 0 {
            appendChild(part.node, part.factor, of: parent)
        }
        return parent
    }

    /// Grows the node table (from 32) and the edge table (from 64).
    private mutating func reserveNodes() {
        nodes.reserveCapacity(max(32, 2 * nodes.count))
        edges.reserveCapacity(max(64, 2 * edges.count))
    }

    @inline(__always)
    private mutating func newNode(children: Int) -> Int32 {
        if nodes.count == nodes.capacity || edges.count + children > edges.capacity { reserveNodes() }
        let node = Int32(nodes.count)
        nodes.append(Node(firstChild: Int32(edges.count), childCount: Int32(children), leafSymbol: -1, parentHead: -1))
        return node
    }

    @inline(__always)
    private mutating func appendChild(_ child: Int32, _ factor: Double, of parent: Int32) {
        edges.append(Edge(child: child, parent: parent, next: nodes[Int(child)].parentHead, factor: factor))
        nodes[Int(child)].parentHead = Int32(edges.count - 1)
    }

    /// The dummy coefficients of `node`, by dummy symbol id, near-zero ones
    /// left out. Costs the part of the graph below `node`.
    func flattened(_ root: Int32) -> [(symbol: Int, coefficient: Double)] {
        guard root != Self.empty else { return [] }
        var weight: [Int32: Double] = [root: 1]
        var stack = [root]
        var reached: [Int32] = [root]
        while let node = stack.popLast() {
            let start = Int(nodes[Int(node)].firstChild)
            for k in start..<start + Int(nodes[Int(node)].childCount) where weight[edges[k].child] == nil {
                weight[edges[k].child] = 0
                reached.append(edges[k].child)
                stack.append(edges[k].child)
            }
        }
        // Parents before children: each node's weight is complete before it
        // is handed down.
        reached.sort(by: >)
        var result: [(symbol: Int, coefficient: Double)] = []
        for node in reached {
            let w = weight[node]!
            if nodes[Int(node)].leafSymbol >= 0 {
                if !nearZero(w) { result.append((Int(nodes[Int(node)].leafSymbol), w)) }
                continue
            }
            let start = Int(nodes[Int(node)].firstChild)
            for k in start..<start + Int(nodes[Int(node)].childCount) {
                weight[edges[k].child, default: 0] += w * edges[k].factor
            }
        }
        return result.sorted { $0.symbol < $1.symbol }
    }

    /// The coefficient of `dummy` in every node that reaches its leaf: the
    /// dummy's column, to be read off the rows by their nodes. Costs the
    /// nodes built from it since it was made, not the whole graph.
    func column(of dummy: Symbol) -> [Int32: Double] {
        guard dummy.id < leaves.count, leaves[dummy.id] != Self.empty else { return [:] }
        let leaf = leaves[dummy.id]
        var seen: Set<Int32> = [leaf]
        var stack = [leaf]
        var ancestors: [Int32] = []
        while let node = stack.popLast() {
            var edge = nodes[Int(node)].parentHead
            while edge >= 0 {
                let parent = edges[Int(edge)].parent
                if seen.insert(parent).inserted {
                    ancestors.append(parent)
                    stack.append(parent)
                }
                edge = edges[Int(edge)].next
            }
        }
        // Children before parents.
        ancestors.sort()
        var value: [Int32: Double] = [leaf: 1]
        for node in ancestors {
            var total = 0.0
            let start = Int(nodes[Int(node)].firstChild)
            for k in start..<start + Int(nodes[Int(node)].childCount) {
                if let v = value[edges[k].child] { total += v * edges[k].factor }
            }
            value[node] = total
        }
        return value
    }

    /// Dummy parts spanning at most this many dummies are rewritten, at a
    /// compaction, as one node over their leaves; larger ones keep their
    /// structure (it is what keeps a chain's dummy parts linear).
    static let flatLimit = 16

    /// Rebuilds the graph for `roots` only and returns each old node's new
    /// number (-1 for a node that is gone); the caller rewrites its
    /// references with it. Old nodes are kept in their old order, so
    /// children stay older than their parents.
    ///
    /// Reachability alone reclaims little: a row's new node is `old + f·b`,
    /// so every row keeps its whole history. Here every reached node whose
    /// dummy coefficients (summed over its history) name at most
    /// ``flatLimit`` dummies becomes one node over their leaves, and its
    /// history goes unless a larger node still needs it. Dummies
    /// `keepsDummy` rejects (their constraint is gone, so what is left of
    /// them is rounding) are dropped from those sums. Costs O((nodes +
    /// edges) · flatLimit) over the graph before the compaction.
    mutating func compact(keeping roots: [Int32], keepsDummy: (Int) -> Bool) -> [Int32] {
        let count = nodeCount
        var reached = [Bool](repeating: false, count: count)
        for root in roots { reached[Int(root)] = true }
        // Children are older than parents: one pass from the newest node
        // down reaches everything below the roots.
        for node in stride(from: count - 1, to: 0, by: -1) where reached[node] {
            let start = Int(nodes[node].firstChild)
            for k in start..<start + Int(nodes[node].childCount) { reached[Int(edges[k].child)] = true }
        }

        // Oldest first, the flat form of each reached node: a run of
        // (dummy, coefficient) in `flat`, or -1 when it names too many.
        var flatStart = [Int32](repeating: -1, count: count)
        var flatCount = [Int32](repeating: 0, count: count)
        var flat: [(symbol: Int32, coefficient: Double)] = []
        var sum = [Double](repeating: 0, count: leaves.count)
        var isTouched = [Bool](repeating: false, count: leaves.count)
        var touched: [Int32] = []
        flatStart[0] = 0
        for node in 1..<count where reached[node] {
            let symbol = nodes[node].leafSymbol
            if symbol >= 0 {
                flatStart[node] = Int32(flat.count)
                if keepsDummy(Int(symbol)) {
                    flat.append((symbol, 1))
                    flatCount[node] = 1
                }
                continue
            }
            var small = true
            let start = Int(nodes[node].firstChild)
            for k in start..<start + Int(nodes[node].childCount) {
                let child = Int(edges[k].child)
                guard flatStart[child] >= 0 else {
                    small = false
                    break
                }
                let from = Int(flatStart[child])
                for entry in flat[from..<from + Int(flatCount[child])] {
                    if !isTouched[Int(entry.symbol)] {
                        isTouched[Int(entry.symbol)] = true
                        touched.append(entry.symbol)
                    }
                    sum[Int(entry.symbol)] += edges[k].factor * entry.coefficient
                }
                if touched.count > Self.flatLimit {
                    small = false
                    break
                }
            }
            if small {
                touched.sort()
                flatStart[node] = Int32(flat.count)
                for symbol in touched where sum[Int(symbol)] != 0 { flat.append((symbol, sum[Int(symbol)])) }
                flatCount[node] = Int32(flat.count) - flatStart[node]
            }
            for symbol in touched {
                sum[Int(symbol)] = 0
                isTouched[Int(symbol)] = false
            }
            touched.removeAll(keepingCapacity: true)
        }

        // Newest first, the nodes the new graph needs: the roots, the
        // children of the large ones among them, and the leaves of the
        // small ones.
        var needed = [Bool](repeating: false, count: count)
        for root in roots { needed[Int(root)] = true }
        for node in stride(from: count - 1, to: 0, by: -1) where needed[node] {
            if flatStart[node] >= 0 {
                let from = Int(flatStart[node])
                for entry in flat[from..<from + Int(flatCount[node])] { needed[Int(leaves[Int(entry.symbol)])] = true }
            } else {
                let start = Int(nodes[node].firstChild)
                for k in start..<start + Int(nodes[node].childCount) { needed[Int(edges[k].child)] = true }
            }
        }

        var fresh = TraceArena()
        fresh.leaves = [Int32](repeating: Self.empty, count: leaves.count)
        var renumbered = [Int32](repeating: -1, count: count)
        renumbered[0] = Self.empty
        var parts: [(node: Int32, factor: Double)] = []
        for node in 1..<count where needed[node] {
            parts.removeAll(keepingCapacity: true)
            let symbol = nodes[node].leafSymbol
            if symbol >= 0 {
                if flatCount[node] == 0 {
                    renumbered[node] = Self.empty
                } else {
                    let leaf = fresh.newNode(children: 0)
                    fresh.nodes[Int(leaf)].leafSymbol = symbol
                    fresh.leaves[Int(symbol)] = leaf
                    renumbered[node] = leaf
                }
                continue
            }
            if flatStart[node] >= 0 {
                let from = Int(flatStart[node])
                for entry in flat[from..<from + Int(flatCount[node])] {
                    parts.append((renumbered[Int(leaves[Int(entry.symbol)])], entry.coefficient))
                }
            } else {
                let start = Int(nodes[node].firstChild)
                for k in start..<start + Int(nodes[node].childCount) {
                    parts.append((renumbered[Int(edges[k].child)], edges[k].factor))
                }
            }
            renumbered[node] = parts.withUnsafeBufferPointer { fresh.make($0) }
        }
        fresh.compactionThreshold = compactionThreshold
        self = fresh
        return renumbered
    }
}
