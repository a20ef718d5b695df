"""Reference solver: strict lexicographic L1 optimum of a workload with scipy's HiGHS LP.

Required constraints (priority 1000) are hard.  Optional constraints are grouped by priority;
from the highest level down, the summed error of that level is minimised and then fixed (up to a
tiny slack) as a constraint before the next level.  The error of an optional constraint is the
L1 violation of its expression `sum(coef*var) + constant`: |expr| for `==`, max(0, -expr) for
`>=`, max(0, expr) for `<=`.  This is independent of any simplex-tableau Cassowary code.
"""

from dataclasses import dataclass, field

import numpy as np
from scipy.optimize import linprog
from scipy.sparse import coo_matrix, hstack, vstack, csr_matrix

REQUIRED = 1000
HIGHS_OPTIONS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}


@dataclass
class LexResult:
    """Values per variable, optimum per optional level, and (if probed) the spread found."""
    values: dict
    level_optima: dict
    spread: float = None
    notes: list = field(default_factory=list)


def _expression_matrix(doc):
    """Sparse matrix A and constant vector c so that row i of A@x + c is constraint i's expr."""
    index = {v: i for i, v in enumerate(doc["variables"])}
    rows, cols, vals = [], [], []
    consts = np.zeros(len(doc["constraints"]))
    for i, c in enumerate(doc["constraints"]):
        for coef, v in c["terms"]:
            rows.append(i)
            cols.append(index[v])
            vals.append(float(coef))
        consts[i] = float(c["constant"])
    shape = (len(doc["constraints"]), len(index))
    return csr_matrix(coo_matrix((vals, (rows, cols)), shape=shape)), consts


class LexProblem:
    """The LP in variables [x, errors]: hard rows, error definitions, and level objectives."""

    def __init__(self, doc):
        A, c = _expression_matrix(doc)
        n = A.shape[1]
        cons = doc["constraints"]
        err_cols = []          # (constraint index, sign) per error variable
        for i, con in enumerate(cons):
            if con["priority"] >= REQUIRED:
                continue
            if con["op"] == "==":
                err_cols += [(i, -1.0), (i, 1.0)]   # expr - e_plus + e_minus == 0
            else:
                err_cols.append((i, 1.0 if con["op"] == ">=" else -1.0))
        m = len(err_cols)
        E = coo_matrix(([s for _, s in err_cols], ([i for i, _ in err_cols], range(m))),
                       shape=(len(cons), m)).tocsr()
        full = hstack([A, E]).tocsr()
        eq = [i for i, k in enumerate(cons) if k["op"] == "=="]
        ge = [i for i, k in enumerate(cons) if k["op"] == ">="]
        le = [i for i, k in enumerate(cons) if k["op"] == "<="]
        # expr >= 0  ->  -expr <= 0 ; expr <= 0 stays.
        self.A_eq, self.b_eq = full[eq], -c[eq]
        self.A_ub = vstack([-full[ge], full[le]]).tocsr()
        self.b_ub = np.concatenate([c[ge], -c[le]])
        self.n, self.m = n, m
        self.bounds = [(None, None)] * n + [(0, None)] * m
        self.levels = {}
        for j, (i, _) in enumerate(err_cols):
            p = cons[i]["priority"]
            self.levels.setdefault(p, []).append(n + j)
        self.variables = doc["variables"]

    @staticmethod
    def slack(optimum):
        """Room left above a level's optimum when it is fixed (solver round-off, not freedom)."""
        return 1e-8 + 1e-11 * abs(optimum)

    def _solve(self, objective, extra_ub, extra_b):
        A_ub = vstack([self.A_ub] + extra_ub).tocsr() if extra_ub else self.A_ub
        b_ub = np.concatenate([self.b_ub] + extra_b) if extra_b else self.b_ub
        res = linprog(objective, A_ub=A_ub if A_ub.shape[0] else None,
                      b_ub=b_ub if A_ub.shape[0] else None, A_eq=self.A_eq, b_eq=self.b_eq,
                      bounds=self.bounds, method="highs", options=HIGHS_OPTIONS)
        if res.status != 0:
            raise RuntimeError(f"reference LP failed: {res.message}")
        return res

    def solve(self, probe_directions=0, seed=0):
        """Lexicographic solve; optionally measure how far the optimal face extends."""
        width = self.n + self.m
        extra_ub, extra_b, optima = [], [], {}
        res = None
        for p in sorted(self.levels, reverse=True):
            obj = np.zeros(width)
            obj[self.levels[p]] = 1.0
            res = self._solve(obj, extra_ub, extra_b)
            optima[p] = res.fun
            extra_ub.append(csr_matrix(obj))
            extra_b.append(np.array([res.fun + self.slack(res.fun)]))
        if res is None:   # no optional constraints: any feasible point of the required system
            res = self._solve(np.zeros(width), extra_ub, extra_b)
        x = res.x[: self.n]
        # HiGHS is accurate to ~1e-8 here; 7 decimals drop its noise without eating the tolerance.
        values = {v: round(float(x[i]), 7) + 0.0 for i, v in enumerate(self.variables)}
        result = LexResult(values, optima)
        if probe_directions:
            result.spread = self._probe(probe_directions, seed, extra_ub, extra_b)
        return result

    def _probe(self, count, seed, extra_ub, extra_b):
        """Largest (max - min) of random unit directions over the lexicographic optimal face."""
        rng = np.random.default_rng(seed)
        worst = 0.0
        for _ in range(count):
            d = rng.standard_normal(self.n)
            d /= np.linalg.norm(d)
            obj = np.concatenate([d, np.zeros(self.m)])
            lo = self._solve(obj, extra_ub, extra_b).fun
            hi = -self._solve(-obj, extra_ub, extra_b).fun
            worst = max(worst, hi - lo)
        return worst


def solve_lexicographic(doc, probe_directions=0, seed=0):
    """Strict lexicographic optimum of `doc`; `probe_directions` > 0 also checks uniqueness."""
    return LexProblem(doc).solve(probe_directions, seed)
