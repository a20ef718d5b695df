// The Auto Layout model on the Cassowary solver: views, layout guides,
// anchors, constraints and priorities, solved into frames, with diagnostics.
// Its API arrives with the Layout issue; the module exists now so the package
// has the shape of DESIGN.md from the start.
import Cassowary
