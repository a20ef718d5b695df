"""Compare a `cassowary-result/1` document with a workload's `expect` fields.

A value passes when |got - expected| <= tolerance * max(1, |expected|) (the workload's
`tolerance`, relative for large coordinates).  `expect_drag` (checksum and final values) and
`expect_unsatisfiable` (default: none) are checked the same way when the workload has them.
"""

from dataclasses import dataclass, field


@dataclass
class Verdict:
    """Outcome of one comparison: mismatches as (name, got, expected)."""
    checked: int = 0
    mismatches: list = field(default_factory=list)
    problems: list = field(default_factory=list)     # structural: missing values, unsat, ...

    @property
    def ok(self):
        return not self.mismatches and not self.problems

    def summary(self, limit=3):
        """Short human-readable description."""
        if self.ok:
            return f"ok ({self.checked} checked)"
        parts = list(self.problems)
        if self.mismatches:
            worst = max(self.mismatches, key=lambda m: abs(m[1] - m[2]))
            parts.append(f"{len(self.mismatches)}/{self.checked} values off, worst "
                         f"{worst[0]}={worst[1]:.6g} (expected {worst[2]:.6g})")
            shown = ", ".join(f"{n}={g:.6g}≠{e:.6g}" for n, g, e in self.mismatches[:limit])
            parts.append(f"e.g. {shown}")
        return "; ".join(parts)


def close(got, expected, tol):
    """Whether `got` matches `expected` within the relative-above-1 tolerance."""
    return abs(got - expected) <= tol * max(1.0, abs(expected))


def _compare_map(verdict, got_map, expected_map, tol, prefix=""):
    for name, expected in expected_map.items():
        verdict.checked += 1
        got = got_map.get(name)
        if not isinstance(got, (int, float)):
            verdict.problems.append(f"no value for {prefix}{name}")
        elif not close(got, expected, tol):
            verdict.mismatches.append((prefix + name, got, expected))


def compare_values(doc, result):
    """Check values (and unsatisfiable indices) after build_solve against `expect`."""
    v = Verdict()
    tol = doc.get("tolerance", 1e-6)
    missing = [n for n in doc["variables"] if n not in result.get("values", {})]
    if missing:
        v.problems.append(f"{len(missing)} variables missing from values (e.g. {missing[0]})")
    _compare_map(v, result.get("values", {}), doc.get("expect", {}), tol)
    want_unsat = doc.get("expect_unsatisfiable", [])
    if sorted(result.get("unsatisfiable", [])) != sorted(want_unsat):
        v.problems.append(f"unsatisfiable {result.get('unsatisfiable')} (expected {want_unsat})")
    return v


def compare_drag(doc, result):
    """Check the drag checksum and final values against `expect_drag` (None if there is none)."""
    want = doc.get("expect_drag")
    if not want:
        return None
    v = Verdict()
    tol = doc.get("tolerance", 1e-6)
    got = result.get("drag") or {}
    _compare_map(v, got.get("checksum", {}), want.get("checksum", {}), tol, "checksum:")
    _compare_map(v, got.get("final", {}), want.get("final", {}), tol, "final:")
    return v
